#!/usr/bin/env python3
"""Checks that the JSON Schema of the scenario format and the loader agree (Arcadia Quest).

Usage: check-schema-ranges.py ARBITER [FILE...]
       (default files: scenarios/arcadia/r01-rival-hero-guarded.json and s01-respawn.json)

For every integer in each file it writes the file again with that integer changed, and asks
both the schema (docs/schema/scenario-1.schema.json) and the loader (`arbiter solve`, exit 2
on bad input) whether the file is valid; the two answers must be the same. The values tried:
one below and one above the schema's range (both must refuse), the range's ends (both must
accept, unless the loader ties the field to another one: listed below), and -1 and 10^6 (a
range the schema forgot shows here). Then every field an object of the file must have, per
the schema, is removed in turn (both must refuse), and every optional one too (both must
accept). Exits 1 on any disagreement, 77 (skipped) without python3-jsonschema.
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
arbiter = sys.argv[1]
files = [Path(a) for a in sys.argv[2:]] or [
    root / "scenarios/arcadia/r01-rival-hero-guarded.json",
    root / "scenarios/arcadia/s01-respawn.json",
]
schema = json.loads((root / "docs/schema/scenario-1.schema.json").read_text(encoding="utf-8"))
validator = jsonschema.Draft7Validator(schema)

# Fields whose range the loader ties to another field (the schema states the widest range):
# at the schema's ends they may be refused for that other field's sake.
TIED = {
    "wounds": "at most hp - 1",
    "melee": "melee + crit at most faces",
    "ranged": "ranged + crit at most faces",
    "shield": "shield + crit at most faces",
    "crit": "at most faces - 1, and melee/ranged/shield + crit at most faces",
    "faces": "the stated melee, ranged, shield, crit and token rolls must fit",
    "slots": "at least the monsters in the graveyard",
    "columns": "every cell written in the file must stay on the board",
    "rows": "every cell written in the file must stay on the board",
}
# Integers that are not ranges of their own: cells (on the board or not), token rolls
# (within the black die's faces), expectations.
SKIP_PARTS = {"cell", "cells", "blocked", "walls", "doors", "expect", "roll", "destination"}


def resolve(node):
    while "$ref" in node:
        ref = node["$ref"]
        node = schema
        for part in ref.lstrip("#/").split("/"):
            node = node[part]
    return node


def game_branch(doc):
    for br in schema["allOf"]:
        if br["if"]["properties"]["game"].get("const") == doc.get("game"):
            return br["then"]
    return {}


def subschema(doc, path):
    """The schema node of the value at `path` (a list of keys and indexes), or None."""
    branch = game_branch(doc)
    node = branch["properties"].get(path[0]) or schema["properties"].get(path[0])
    for key in path[1:]:
        if node is None:
            return None
        node = resolve(node)
        if "oneOf" in node:
            return None
        if isinstance(key, int):
            node = node.get("items")
        else:
            node = node.get("properties", {}).get(key)
    return resolve(node) if node is not None else None


def leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from leaves(v, path + (i,))
    else:
        yield path, value


def objects(value, path=()):
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            yield from objects(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from objects(v, path + (i,))


def set_at(doc, path, value):
    out = json.loads(json.dumps(doc))
    node = out
    for key in path[:-1]:
        node = node[key]
    if value is DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


DELETE = object()


def verdicts(doc):
    schema_ok = not list(validator.iter_errors(doc))
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
        name = f.name
    try:
        r = subprocess.run([arbiter, "solve", name, "--format", "json"], capture_output=True,
                           text=True, timeout=60)
    finally:
        Path(name).unlink()
    if r.returncode not in (0, 2):
        return schema_ok, None, r.stderr.strip()
    return schema_ok, r.returncode == 0, r.stderr.strip().splitlines()[:1]


problems = checks = 0


def expect(doc, what, want=None, tied=None):
    """Both must agree (and equal `want` when given); a tied field may be refused at the ends."""
    global problems, checks
    checks += 1
    schema_ok, loader_ok, err = verdicts(doc)
    if loader_ok is None:
        problems += 1
        print(f"{what}: the loader crashed or failed oddly: {err}")
        return
    if want is not None and not want and (schema_ok or loader_ok):
        problems += 1
        print(f"{what}: must be refused; schema {'accepts' if schema_ok else 'refuses'}, "
              f"loader {'accepts' if loader_ok else 'refuses'}")
        return
    if want and schema_ok and not loader_ok and tied:
        return  # the loader's range depends on another field (TIED)
    if schema_ok != loader_ok:
        problems += 1
        print(f"{what}: schema {'accepts' if schema_ok else 'refuses'}, "
              f"loader {'accepts' if loader_ok else 'refuses'} {err}")


for path in files:
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("expect", None)
    base_schema, base_loader, err = verdicts(doc)
    if not (base_schema and base_loader):
        print(f"{path}: the base file must be valid for both (schema {base_schema}, loader {err})")
        problems += 1
        continue
    for leaf, value in leaves(doc):
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        if any(part in SKIP_PARTS for part in leaf if isinstance(part, str)):
            continue
        node = subschema(doc, list(leaf))
        where = f"{path.name}: {'/'.join(map(str, leaf))}"
        if node is None:
            problems += 1
            print(f"{where}: no schema for this integer")
            continue
        lo, hi = node.get("minimum"), node.get("maximum")
        tied = next((k for k in TIED if leaf[-1] == k), None)
        if lo is not None:
            expect(set_at(doc, leaf, lo - 1), f"{where} = {lo - 1}", want=False)
            expect(set_at(doc, leaf, lo), f"{where} = {lo}", want=True, tied=tied)
        if hi is not None:
            expect(set_at(doc, leaf, hi + 1), f"{where} = {hi + 1}", want=False)
            expect(set_at(doc, leaf, hi), f"{where} = {hi}", want=True, tied=tied)
        for probe in (-1, 10**6):
            expect(set_at(doc, leaf, probe), f"{where} = {probe}", tied=tied)
    for opath, obj in objects(doc):
        if any(part in SKIP_PARTS for part in opath if isinstance(part, str)):
            continue
        node = subschema(doc, list(opath)) if opath else None
        required = (node or {}).get("required", [])
        if not opath:
            required = schema.get("required", []) + game_branch(doc).get("required", [])
        for key in obj:
            where = f"{path.name}: {'/'.join(map(str, opath + (key,)))} removed"
            if key in required:
                expect(set_at(doc, opath + (key,), DELETE), where, want=False)
            elif opath and key not in ("wounds",):
                expect(set_at(doc, opath + (key,), DELETE), where)
print(f"{checks} checks, {problems} disagreements")
sys.exit(1 if problems or checks == 0 else 0)
