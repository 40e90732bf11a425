#!/usr/bin/env python3
"""Runs arbiter and validates every kind of JSON it prints against the output schema.

Usage: check-output-schema.py ARBITER

Validated: `solve --format json` of every committed scenario (every game) under every rule set of its
game (with --explain-hex on a few), `check --report`, `lint --format json`, `rules --format json`, and the error
object of `solve --format json` on a bad file. A few deliberately wrong documents must
fail, so that a schema accepting anything fails this test. Exits 77 (skipped) without
python3-jsonschema.
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed (scripts/install-deps.sh); skipped")
    sys.exit(77)

root = Path(__file__).resolve().parent.parent
binary = sys.argv[1] if len(sys.argv) > 1 else str(root / "build" / "arbiter")
schema = json.loads((root / "docs" / "schema" / "output-1.schema.json").read_text())
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
sys.path.insert(0, str(root / "scripts"))
from rule_sets import engine_rule_sets  # noqa: E402

# Every rule set of every game, as the binary under test lists them.
RULES = engine_rule_sets(binary, cwd=root)
# Every game's documents, so that a game left out of the schema fails here.
seen_games = set()

problems = 0
checked = 0


def validate(doc, what):
    global problems, checked
    checked += 1
    for e in validator.iter_errors(doc):
        problems += 1
        print(f"{what}: {'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}")


def run(*args):
    return subprocess.run([binary, *args], cwd=root, capture_output=True, text=True, timeout=300)


scenarios = sorted((root / "scenarios").rglob("*.json"))
for path in scenarios:
    doc = json.loads(path.read_text())
    game = doc.get("game", "gloomhaven")
    round_file = "round" in doc
    if round_file:
        p = run("round", str(path), "--format", "json", "--branches")
        for line in p.stdout.splitlines():
            validate(json.loads(line), f"round {path.name} --branches")
    for rules in RULES.get(game, []):
        extra = ["--explain-hex", "1,1"] if rules == RULES[game][0] and not round_file else []  # the default
        if rules == "grumblestone":
            extra.append("--explain")
        p = run("solve", str(path), "--rules", rules, "--format", "json", *extra)
        if p.returncode != 0 and extra:  # a hex not on this board: without it
            p = run("solve", str(path), "--rules", rules, "--format", "json")
        for line in p.stdout.splitlines():
            doc = json.loads(line)
            seen_games.add(doc.get("game"))
            validate(doc, f"solve {path.name} --rules {rules}")
for game in RULES:
    if game not in seen_games:
        problems += 1
        print(f"no solve --format json document of {game} was checked")

with tempfile.TemporaryDirectory() as tmp:
    report = Path(tmp) / "report.json"
    run("check", "scenarios", "tests/data/batch", "--report", str(report))
    validate(json.loads(report.read_text()), "check --report")
p = run("lint", "scenarios/examples", "tests/data/lint", "tests/data/bad", "--format", "json")
validate(json.loads(p.stdout), "lint --format json")
for path in ("scenarios/examples/area-attack.json", "scenarios/examples/ranged-steps-back.json"):
    p = run("solve", path, "--format", "json", "--rules", "jotl", "--explain-sight", "A,C1")
    validate(json.loads(p.stdout), f"solve {path} --explain-sight")
    p = run("solve", path, "--format", "json", "--overlay", "all")
    validate(json.loads(p.stdout), f"solve {path} --overlay all")
p = run("solve", "tests/data/bad/figure-on-wall.json", "--format", "json")
lines = p.stdout.splitlines()
if p.returncode != 2 or len(lines) != 1:
    problems += 1
    print(f"solve --format json on a bad file: exit {p.returncode}, {len(lines)} lines")
else:
    validate(json.loads(lines[0]), "solve --format json (error)")

p = run("rules", "--format", "json")
validate(json.loads(p.stdout), "rules --format json")

# The schema must reject what is wrong.
for wrong in ({"version": 1, "games": [{"game": "heroscape", "default": "heroscape", "rule_sets": []}]},
              {"version": 1, "error": {"file": "x"}},
              {"scenario": "x", "game": "arcadia-quest", "rules": "arcadia-quest", "figure": "H",
               "objective": "net", "controller": "red", "options": [], "respawn": []},
              {"version": 2, "errors": 0, "warnings": 0, "files": 0, "findings": []},
              {"version": 1, "passed": "3", "failed": 0, "errors": 0, "no_expectation": 0,
               "files_without_expectation": [], "cases": []}):
    if validator.is_valid(wrong):
        problems += 1
        print(f"accepted an invalid document: {wrong}")
print(f"{checked} documents checked, {problems} problems")
sys.exit(1 if problems or checked == 0 else 0)
