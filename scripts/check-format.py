#!/usr/bin/env python3
"""Every C++ file of the project keeps the committed .clang-format style: clang-format
(Debian's, installed by scripts/install-deps.sh) would change nothing.

Usage: check-format.py [SOURCE_DIR] [--fix]
  --fix   rewrite the files that differ (clang-format -i) instead of failing
Exit 0 when every file is formatted; 1 with the files that are not; 2 without clang-format.
"""
import pathlib
import shutil
import subprocess
import sys

FOLDERS = ["pathing", "solver", "tests", "bench"]
SUFFIXES = (".cpp", ".hpp", ".h", ".cc", ".c")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    fix = "--fix" in sys.argv[1:]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).parent.parent)
    tool = shutil.which("clang-format")
    if tool is None:
        print("check-format: clang-format is not installed (scripts/install-deps.sh installs it)",
              file=sys.stderr)
        return 2
    files = sorted(p for f in FOLDERS for p in (root / f).rglob("*")
                   if p.suffix in SUFFIXES and p.is_file() and "corpus" not in p.parts)
    bad = []
    for p in files:
        text = p.read_bytes()
        formatted = subprocess.run([tool, "--style=file", f"--assume-filename={p}"], input=text,
                                   capture_output=True, check=True, cwd=root).stdout
        if formatted != text:
            if fix:
                p.write_bytes(formatted)
            bad.append(p.relative_to(root).as_posix())
    if fix:
        print(f"check-format: {len(bad)} of {len(files)} files rewritten")
        return 0
    for b in bad:
        print(f"{b}: not formatted as .clang-format says (scripts/check-format.py --fix)")
    if bad:
        print(f"check-format: {len(bad)} of {len(files)} files differ", file=sys.stderr)
        return 1
    print(f"check-format: {len(files)} files as .clang-format says")
    return 0


if __name__ == "__main__":
    sys.exit(main())
