#!/usr/bin/env python3
"""Runs every example command of README.md and of the guides in docs/ and compares its output.

An example is a ```console block: lines starting with "$ " are commands, run from the
repository root with `build/arbiter` replaced by the binary under test; the lines after a
command, up to the next command or the block's end, are its expected output ("..." on a
line of its own matches any number of lines). The files are run one after the other, each
block in its order (a guide's later example may read a file an earlier one wrote). Exits 1
on any difference, and when no example is found at all.

    check-readme.py [ARBITER] [FILE...]   (default: README.md and docs/*.md)
"""
import re
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root / "build" / "arbiter")
files = [Path(f) for f in sys.argv[2:]] or [root / "README.md"] + sorted((root / "docs").glob("*.md"))


def matches(expected, got):
    """Line match with '...' standing for any run of lines."""
    if not expected:
        return not got
    if expected[0] == "...":
        return any(matches(expected[1:], got[i:]) for i in range(len(got) + 1))
    return bool(got) and expected[0] == got[0] and matches(expected[1:], got[1:])


examples = []
for path in files:
    text = path.read_text(encoding="utf-8")
    for block in re.findall(r"```console\n(.*?)```", text, flags=re.S):
        for chunk in re.split(r"^(?=\$ )", block, flags=re.M):
            if not chunk.startswith("$ "):
                continue
            lines = chunk.rstrip("\n").split("\n")
            examples.append((path, lines[0][2:], lines[1:]))

failures = 0
counts = {}
for path, command, expected in examples:
    name = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
    counts[name] = counts.get(name, 0) + 1
    run = command.replace("build/arbiter", binary)
    proc = subprocess.run(run, shell=True, cwd=root, capture_output=True, text=True, timeout=300)
    got = [l.rstrip() for l in proc.stdout.rstrip("\n").split("\n")] if proc.stdout else []
    want = [l.rstrip() for l in expected]
    if not matches(want, got):
        failures += 1
        print(f"{name}: example differs: $ {command}")
        print("  expected:\n    " + "\n    ".join(want))
        print("  got:\n    " + "\n    ".join(got))
        if proc.stderr:
            print("  stderr:\n    " + proc.stderr.strip().replace("\n", "\n    "))
print(", ".join(f"{n}: {k}" for n, k in counts.items()))
print(f"{len(examples) - failures} passed, {failures} failed")
sys.exit(1 if failures or not examples else 0)
