#!/usr/bin/env python3
"""Runs two arbiter binaries (before and after a change) over every scenario file under
scenarios/, every conformance file in tests/conformance/gloomhaven and
every round file, in every format and rule set, and reports every byte that differs
(standard output, standard error and exit status).

Usage: compare-outputs.py BEFORE AFTER [--source DIR] [--conformance DIR] [--jobs N]

Per file (rule sets: the file's own, `all`, and each rule set of its game, as `arbiter rules
--format json` of the AFTER binary lists them, or the BEFORE one's):
  solve text (--no-color) and json under each rule set; --explain; --overlay all (text,
  json); --board never; render (SVG) under each rule set, --overlay all, --crop 2,
  --no-legend; lint (text, json); show (--no-color).
Per Gloomhaven round file also: round text and json under each rule set, --branches (text,
json), render --round. Once: check over scenarios/ (text -v, --junit, --report; their times
zeroed), lint over the folders, generate with a few seeds, man, completions, and `rules`
when both binaries have it.

Both binaries run in the source folder with the same relative file names, so that names in
the outputs agree. Exit 0: no difference; 1: differences (each printed with its command and
the first differing line); 2: bad usage.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rule_sets import engine_rule_sets  # noqa: E402

# Every rule set of every game, as the binaries list them (`arbiter rules`): set in main().
RULE_SETS = {}


def game_of(path):
    try:
        with open(path, encoding="utf-8") as f:
            top = json.load(f)
        return top.get("game") if isinstance(top, dict) else None, isinstance(top, dict) and "round" in top
    except (OSError, ValueError):
        return None, False


def commands_for(path, game, is_round):
    rules = [[]] + [["--rules", "all"]] + [["--rules", r] for r in RULE_SETS.get(game, [])]
    out = []
    for r in rules:
        out.append(["solve", "--no-color", *r, path])
        out.append(["solve", "--format", "json", *r, path])
        out.append(["render", *r, path])
    out += [
        ["solve", "--no-color", "--explain", path],
        ["solve", "--no-color", "--overlay", "all", path],
        ["solve", "--format", "json", "--overlay", "all", path],
        ["solve", "--no-color", "--board", "never", path],
        ["render", "--overlay", "all", path],
        ["render", "--crop", "2", path],
        ["render", "--no-legend", path],
        ["lint", path],
        ["lint", "--format", "json", path],
        ["show", "--no-color", path],
    ]
    if is_round:
        for r in rules:
            out.append(["round", "--no-color", *r, path])
            out.append(["round", "--format", "json", *r, path])
        out += [
            ["round", "--no-color", "--branches", path],
            ["round", "--format", "json", "--branches", path],
            ["render", "--round", path],
        ]
    return out


def run(binary, args, cwd, env):
    p = subprocess.run([binary, *args], cwd=cwd, env=env, capture_output=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def first_difference(a, b):
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else b"<end>"
        y = lb[i] if i < len(lb) else b"<end>"
        if x != y:
            return f"line {i + 1}:\n    before: {x[:200]!r}\n    after:  {y[:200]!r}"
    return "(same lines, different bytes)"


TIMES = [
    (re.compile(rb'time="[0-9.]+"'), b'time="0"'),
    (re.compile(rb'"seconds": [0-9.e-]+'), b'"seconds": 0'),
]


def zero_times(data):
    for pattern, repl in TIMES:
        data = pattern.sub(repl, data)
    return data


def compare(before, after, args, cwd, env, outputs=()):
    """Runs `args` with both binaries; `outputs` are files the command writes (compared too,
    times zeroed). Returns a list of differences (text)."""
    results = []
    for binary in (before, after):
        with tempfile.TemporaryDirectory() as tmp:
            real = [a.replace("{tmp}", tmp) for a in args]
            code, out, err = run(binary, real, cwd, env)
            err = err.replace(tmp.encode(), b"{tmp}")
            files = []
            for o in outputs:
                p = pathlib.Path(o.replace("{tmp}", tmp))
                files.append(zero_times(p.read_bytes()) if p.exists() else b"<missing>")
            if args[0] == "check":
                out = zero_times(out)
            results.append((code, out, err, files))
    (c1, o1, e1, f1), (c2, o2, e2, f2) = results
    diffs = []
    cmd = "arbiter " + " ".join(args)
    if c1 != c2:
        diffs.append(f"{cmd}: exit status {c1} before, {c2} after")
    if o1 != o2:
        diffs.append(f"{cmd}: standard output differs at {first_difference(o1, o2)}")
    if e1 != e2:
        diffs.append(f"{cmd}: standard error differs at {first_difference(e1, e2)}")
    for name, a, b in zip(outputs, f1, f2):
        if a != b:
            diffs.append(f"{cmd}: {name} differs at {first_difference(a, b)}")
    return diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    here = pathlib.Path(__file__).resolve().parent.parent
    ap.add_argument("--source", default=str(here), help="the clone (default: this script's)")
    ap.add_argument("--conformance", default=None,
                    help="conformance folder (default: SOURCE/tests/conformance/gloomhaven)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    o = ap.parse_args()
    before, after = (str(pathlib.Path(b).resolve()) for b in (o.before, o.after))
    for b in (before, after):
        if not os.access(b, os.X_OK):
            print(f"compare-outputs: {b}: not an executable", file=sys.stderr)
            return 2
    src = pathlib.Path(o.source).resolve()
    conformance = pathlib.Path(o.conformance) if o.conformance else src / "tests/conformance/gloomhaven"
    env = dict(os.environ, NO_COLOR="1", LC_ALL="C")
    env.pop("COLUMNS", None)
    # The after binary's list, or the before one's when only it has `rules`.
    listed = []
    for b in (after, before):
        try:
            listed.append(engine_rule_sets(b, cwd=str(src)))
        except (RuntimeError, ValueError, KeyError) as e:
            print(f"compare-outputs: {e}", file=sys.stderr)
    if not listed:
        print("compare-outputs: neither binary lists its rule sets (arbiter rules)", file=sys.stderr)
        return 2
    RULE_SETS.update(listed[0])

    files = sorted(p.relative_to(src).as_posix() for p in (src / "scenarios").rglob("*.json"))
    extra = []
    if conformance.is_dir():
        extra = sorted(os.path.relpath(p, src) for p in conformance.rglob("*.json"))
    else:
        print(f"compare-outputs: no conformance folder at {conformance}; skipped")
    jobs = []
    for f in files + extra:
        game, is_round = game_of(src / f)
        jobs += [(c, ()) for c in commands_for(f, game, is_round)]
    folders = ["scenarios"] + ([os.path.relpath(conformance, src)] if extra else [])
    for folder in folders:
        jobs.append((["check", folder, "--rules", "all", "-v", "--jobs", "1", "--junit",
                      "{tmp}/junit.xml", "--report", "{tmp}/report.json"],
                     ("{tmp}/junit.xml", "{tmp}/report.json")))
        jobs.append((["lint", folder], ()))
        jobs.append((["lint", "--format", "json", folder], ()))
    for seed in ("1", "7", "42"):
        for attack in ("melee", "ranged", "area", "multi", "flying"):
            jobs.append((["generate", "--columns", "20", "--rows", "15", "--figures", "6",
                          "--seed", seed, "--attack", attack], ()))
    jobs += [(["man"], ()), (["completions", "bash"], ()), (["--help"], ())]
    if len(listed) == 2:  # both have the command
        jobs += [(["rules"], ()), (["rules", "--format", "json"], ())]

    diffs = []
    with concurrent.futures.ThreadPoolExecutor(max(1, o.jobs)) as pool:
        futures = [pool.submit(compare, before, after, a, str(src), env, outs) for a, outs in jobs]
        for fut in futures:
            diffs += fut.result()
    for d in diffs:
        print(d)
    print(f"compare-outputs: {len(jobs)} commands over {len(files)} scenario files and "
          f"{len(extra)} conformance files; {len(diffs)} difference(s)")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
