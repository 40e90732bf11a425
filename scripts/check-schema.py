#!/usr/bin/env python3
"""Validates committed scenario files against the JSON Schema of their format.

Usage: check-schema.py [FILE_OR_DIR...]   (default: scenarios/ and tests/data/schema/good)

Every file must be valid against docs/schema/scenario-<format>.schema.json; every file
under tests/data/schema/bad must be invalid (so that a schema that accepts everything
fails this test). Exits 1 on any difference, 77 (skipped) when python3-jsonschema is
missing.
"""
import json
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed (scripts/install-deps.sh); skipped")
    sys.exit(77)

root = Path(__file__).resolve().parent.parent
schemas = {}


def validator_for(doc):
    fmt = doc.get("format") if isinstance(doc, dict) else None
    path = root / "docs" / "schema" / f"scenario-{fmt}.schema.json"
    if not path.is_file():
        return None
    if fmt not in schemas:
        schema = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.Draft7Validator.check_schema(schema)
        schemas[fmt] = jsonschema.Draft7Validator(schema)
    return schemas[fmt]


def files_under(args):
    for a in args:
        p = Path(a)
        if p.is_dir():
            yield from sorted(p.rglob("*.json"))
        else:
            yield p


def errors_of(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validator_for(doc)
    if v is None:
        return [f"no schema for format {doc.get('format')!r}"]
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
            for e in v.iter_errors(doc)]


good = sys.argv[1:] or [root / "scenarios", root / "tests" / "data" / "schema" / "good"]
bad_dir = root / "tests" / "data" / "schema" / "bad"
checked = failures = 0
for path in files_under(good):
    checked += 1
    for e in errors_of(path):
        failures += 1
        print(f"{path}: {e}")
if not sys.argv[1:]:
    for path in files_under([bad_dir]):
        checked += 1
        if not errors_of(path):
            failures += 1
            print(f"{path}: valid, but it is an example of an invalid file")
print(f"{checked} files checked, {failures} problems")
sys.exit(1 if failures or checked == 0 else 0)
