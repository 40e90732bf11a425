#!/usr/bin/env python3
"""The size limits of docs/architecture.md: no production function over 120 lines and no
source file over 600 lines, in pathing/ and solver/ (the page's JavaScript included).

A function is a brace block opened at namespace or class scope whose heading holds a
parameter list; its length runs from the heading's first line to the closing brace, so a
lambda inside a function counts towards that function. Comments, strings and character
literals are skipped when braces are counted.

Usage: check-function-length.py [SOURCE_DIR] [--max-function N] [--max-file N] [--list N]
  --list N   print every function over N lines (longest first) and exit 0
Exit 0 when every function and file keeps to the limits (the functions of KNOWN_LONG within
their recorded lengths, printed as debts); 1 otherwise, one line per offender:
"file:line: function NAME is L lines (limit N)".
"""
import argparse
import pathlib
import re
import sys

SOURCES = ["pathing", "solver"]
# Functions still over the limit, with the length each may not pass until it is split (a
# ratchet: a new offender, or one of these grown, fails; each is a debt the check prints).
KNOWN_LONG = {
}
SUFFIXES = (".cpp", ".hpp", ".h", ".cc", ".js")
NOT_FUNCTION = re.compile(
    r"^\s*(namespace|struct|class|union|enum|extern|if|for|while|switch|do|else|try|catch)\b")


def strip_code(text):
    """The text with comments, strings and character literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c == "/" and nxt == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and nxt == '"' and (i == 0 or not text[i - 1].isalnum()):
            m = re.match(r'R"([^(]*)\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = ")" + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'`":
            if c == "'" and i > 0 and text[i - 1].isalnum():  # digit separator 1'000
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n" and c != "`":
                    break
                j += 1
            j = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    """(name, first line, length) of every function in the file."""
    code = strip_code(path.read_text(encoding="utf-8"))
    # Preprocessor lines (with their continuations) are no part of any heading.
    code = re.sub(r"(?m)^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", lambda m: re.sub(r"[^\n]", " ", m.group(0)), code)
    found = []
    # Each open brace: (kind, start line, name); kind is "scope" (namespace, class) or "body".
    stack = []
    heading_start = 0  # offset where the current statement or heading began
    line_of = [0] * (len(code) + 1)
    line = 1
    for i, ch in enumerate(code):
        line_of[i] = line
        if ch == "\n":
            line += 1
    line_of[len(code)] = line
    for i, ch in enumerate(code):
        if ch in ";":
            if not stack or stack[-1][0] == "scope":
                heading_start = i + 1
        elif ch == "{":
            in_scope = not stack or stack[-1][0] == "scope"
            if in_scope:
                heading = code[heading_start:i]
                stripped = re.sub(r"^(template\s*<[^{]*?>\s*|export\s+)", "", heading.strip())
                is_fn = "(" in stripped and not NOT_FUNCTION.match(stripped) and \
                    not stripped.endswith("=") and not re.search(r"=\s*$", stripped)
                if is_fn:
                    first = heading_start + (len(heading) - len(heading.lstrip()))
                    m = re.search(r"([~\w:]+)\s*\(", stripped)
                    stack.append(("body", line_of[first], m.group(1) if m else "?"))
                elif re.match(r"^\s*(namespace|struct|class|union|extern)\b", stripped) or \
                        stripped.startswith("template") and re.search(r"\b(struct|class)\b", stripped):
                    stack.append(("scope", 0, ""))
                else:
                    stack.append(("other", 0, ""))
            else:
                stack.append(("other", 0, ""))
            heading_start = i + 1
        elif ch == "}":
            if stack:
                kind, start, name = stack.pop()
                if kind == "body":
                    found.append((name, start, line_of[i] - start + 1))
            if not stack or stack[-1][0] == "scope":
                heading_start = i + 1
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("root", nargs="?", default=str(pathlib.Path(__file__).parent.parent))
    ap.add_argument("--max-function", type=int, default=120)
    ap.add_argument("--max-file", type=int, default=600)
    ap.add_argument("--list", type=int, default=None)
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    rows, problems, debts = [], [], []
    files = 0
    for top in SOURCES:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            files += 1
            rel = path.relative_to(root).as_posix()
            n_lines = path.read_text(encoding="utf-8").count("\n")
            if n_lines > a.max_file:
                problems.append(f"{rel}:1: file is {n_lines} lines (limit {a.max_file})")
            for name, start, length in functions(path):
                rows.append((length, rel, start, name))
                known = KNOWN_LONG.get(f"{rel} {name}")
                if known is not None and length <= known and a.max_function == 120:
                    debts.append(f"{rel}:{start}: {name} {length} lines")
                elif length > a.max_function:
                    problems.append(f"{rel}:{start}: function {name} is {length} lines "
                                    f"(limit {a.max_function})")
    if a.list is not None:
        for length, rel, start, name in sorted(rows, reverse=True):
            if length > a.list:
                print(f"{length:5d} {rel}:{start} {name}")
        return 0
    for p in problems:
        print(p)
    if problems:
        print(f"check-function-length: {len(problems)} over the limits", file=sys.stderr)
        return 1
    print(f"check-function-length: {files} files, {len(rows)} functions: none over "
          f"{a.max_function} lines but {len(debts)} known ones, no file over {a.max_file} lines")
    for d in debts:
        print(f"  still to split: {d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
