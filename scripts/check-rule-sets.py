#!/usr/bin/env python3
"""Fails when a list of rule sets anywhere in the repository differs from the engine's.

Usage: check-rule-sets.py ARBITER [SOURCE]

The engine's list is `ARBITER rules --format json` (each game's rule profiles, the default
first). Checked against it:
  1. every `enum` of rule sets in docs/schema/*.json: each is one game's list, in order, and
     each schema that lists rule sets lists every game's;
  2. the "Rule sets:" paragraph under the envelope in docs/format.md (every game's, in order)
     and the `--rules a|b|...` synopses in docs/*.md;
  3. every literal list in the page (solver/web/), the scripts, the tests and the C++ sources
     made mostly of two or more rule sets: it must be exactly one game's list (or the list
     of games), so that a copy which misses a rule set, or keeps a retired one, fails here
     (EXEMPT: another tool's codes).
Prints each difference with its file; exit 1 when there is any, 2 on bad usage.
"""
import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from rule_sets import engine_rule_sets  # noqa: E402

NAME = re.compile(r"^[a-z][a-z0-9-]*$")
QUOTED = re.compile(r"""["']([a-z][a-z0-9-]*)["']""")
# A group that holds nothing but quoted strings and commas: a literal list of names.
PURE = re.compile(r"""[\[{]\s*(?:(?:"[^"\n]*"|'[^'\n]*')\s*,?\s*)*[\]}]""")
# The innermost bracketed groups of source text: a literal list or a braced initialiser.
GROUP = re.compile(r"\[[^\[\]]*\]|\{[^{}]*\}", re.S)
# Lists of rule sets that are another tool's, not the engine's (with the reason).
EXEMPT = {
    "solver/gloomhaven/import/monster_mover.cpp": "the Monster Mover link's own codes, in its order",
}
SCANNED = ["solver/**/*.js", "solver/**/*.html", "solver/**/*.cpp", "solver/**/*.hpp",
           "scripts/*.py", "tests/**/*.py", "tests/**/*.cpp", "tests/**/*.hpp",
           "tests/**/*.cmake", "bench/*.cpp"]


def schema_enums(node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "enum" and isinstance(v, list):
                out.append(v)
            schema_enums(v, out)
    elif isinstance(node, list):
        for v in node:
            schema_enums(v, out)
    return out


def check_schemas(src, engine, known, problems):
    for path in sorted((src / "docs" / "schema").glob("*.json")):
        lists = [e for e in schema_enums(json.loads(path.read_text()), [])
                 if sum(1 for x in e if x in known) >= 2 and e != list(engine)]
        for e in lists:
            if e not in engine.values():
                problems.append(f"{path.relative_to(src)}: enum {e} is no game's list of rule sets")
        if lists:
            for game, names in engine.items():
                if names not in lists:
                    problems.append(f"{path.relative_to(src)}: no enum lists {game}'s rule sets {names}")


def check_docs(src, engine, known, problems):
    everything = [n for names in engine.values() for n in names]
    fmt = src / "docs" / "format.md"
    text = fmt.read_text()
    m = re.search(r"^Rule sets: .*?(?=\n\n)", text, re.S | re.M)
    if not m:
        problems.append("docs/format.md: no \"Rule sets:\" paragraph")
    else:
        named = [x for x in re.findall(r"`([^`]+)`", m.group(0)) if NAME.match(x)]
        if named != everything:
            problems.append(f"docs/format.md: \"Rule sets:\" lists {named}, the engine {everything}")
    for path in sorted((src / "docs").glob("*.md")):
        for m in re.finditer(r"--rules ([a-z0-9|-]+)", path.read_text()):
            names = [x for x in m.group(1).split("|") if x != "all"]
            if len(names) >= 2 and names not in engine.values():
                problems.append(f"{path.relative_to(src)}: --rules {m.group(1)} is no game's list")


def check_sources(src, engine, known, problems):
    games = list(engine)
    for pattern in SCANNED:
        for path in sorted(src.glob(pattern)):
            if path.relative_to(src).as_posix() in EXEMPT:
                continue
            text = path.read_text(errors="replace")
            for g in GROUP.finditer(text):
                if not PURE.fullmatch(g.group(0)):
                    continue
                quoted = [x for x in QUOTED.findall(g.group(0)) if x != "all"]
                # A list of rule sets: two or more of them, and mostly them (a file's text
                # that names a rule set among its fields is not one).
                hits = sum(1 for x in quoted if x in known)
                if hits < 2 or 2 * hits < len(quoted):
                    continue
                if quoted in engine.values() or quoted == games:
                    continue
                line = text.count("\n", 0, g.start()) + 1
                problems.append(f"{path.relative_to(src)}:{line}: {quoted} is no game's list of rule sets")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    src = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else pathlib.Path(__file__).resolve().parent.parent)
    engine = engine_rule_sets(sys.argv[1])
    known = {n for names in engine.values() for n in names}
    problems = []
    check_schemas(src, engine, known, problems)
    check_docs(src, engine, known, problems)
    check_sources(src, engine, known, problems)
    for p in problems:
        print(p)
    print(f"check-rule-sets: {sum(map(len, engine.values()))} rule sets of {len(engine)} games; "
          f"{len(problems)} difference(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
