#!/usr/bin/env python3
"""Runs the speed benchmarks once and writes the speed tables of docs/speed.md from that run.

  scripts/bench-table.py [--filter REGEX] [--repetitions N] [--min-time S] [--bench PATH]
                         [--before OLD_BENCH] [--out FILE | --doc]

Every figure is from this one run of `arbiter_bench`: thread CPU time (the benchmarks time
their subject with CLOCK_THREAD_CPUTIME_ID), medians over the repetitions, which Google
Benchmark interleaves at random. `x_limit` is a benchmark's median over that of the limit
BFS (bench/limit_bfs.hpp: a plain breadth-first search over a flat array of the same
map), `x_bfs` over that of one Boost BFS of the same map; both baselines are timed
alternately with the subject within each iteration (bench/bench_stats.hpp), so the
machine's load slows all three alike. The machine, its load average (before and after)
and the date are stated above the tables.

--before OLD_BENCH measures an older build's `arbiter_bench` side by side with this one: the
two programs run in turn, one repetition each, N times (the order swapped every round, so
neither always runs first), medians taken over the rounds, and the targets' table gains the
older build's `x_limit` beside the new one. Both programs divide by their own limit BFS of
the same map, timed alongside, so their ratios compare even while the machine's load moves.

--doc replaces what stands between the markers `<!-- bench-table -->` and
`<!-- /bench-table -->` in docs/speed.md; --out writes the tables to a file ('-': stdout).
"""
import argparse
import datetime
import json
import math
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
SIDES = [128, 256, 512, 1000, 1024]
# The benchmarks of the tables (the rest of arbiter_bench is read by hand).
DEFAULT_FILTER = (
    r"^BM_(LimitBfs|LimitBfsC|BfsDirect|Bfs|DijkstraDirect)/side:(128|256|512|1024)/"
    r"|^BM_Turn(Melee|Ranged|Area|MultiTarget|Flying)/side:(128|256|512|1000|1024)/"
    r"|^BM_FarTargets/|^BM_Round/|^BM_Hs(Reach|Pareto)/side:(100|128|256|512|1000|1024)/figures:10/"
)
# What each family should come within, in limit BFS: {family prefix: {side: target}}, side
# None for every side. The open search is held to 1.3 at 512 and 1024; a monster's turn to 2
# at 1000 x 1000 and 3 at 128 x 128; the round per activation to 1 at 1000 x 1000 and 2 at
# 100 x 100.
TARGETS = {
    "BM_BfsDirect": {512: 1.3, 1024: 1.3},
    "BM_Turn": {1000: 2, 128: 3},
    "BM_FarTargets": {None: 3},
    "BM_Round": {1000: 1, 100: 2},
    "BM_HsReach": {None: 2.5},   # the cheapest move to every hex (MoveSearch::run_direct)
    "BM_HsPareto": {None: 2.5},  # every path the players may choose (ParetoSearch), what decide runs
}
BEGIN, END = "<!-- bench-table -->", "<!-- /bench-table -->"


def run(args):
    cmd = [args.bench, f"--benchmark_filter={args.filter}",
           f"--benchmark_repetitions={args.repetitions}",
           "--benchmark_enable_random_interleaving=true",
           "--benchmark_report_aggregates_only=true", f"--benchmark_min_time={args.min_time}",
           "--benchmark_format=json"]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return json.loads(proc.stdout)


def run_once(bench, args):
    """One repetition of every benchmark of the filter: {run name: its row}."""
    cmd = [bench, f"--benchmark_filter={args.filter}", "--benchmark_repetitions=1",
           f"--benchmark_min_time={args.min_time}", "--benchmark_format=json"]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    rows = {}
    for b in json.loads(proc.stdout)["benchmarks"]:
        if b.get("run_type") == "iteration" and not b.get("error_occurred"):
            rows[b["run_name"].replace("/manual_time", "")] = b
    return rows, json.loads(proc.stdout)["context"]


def side_by_side(args):
    """Runs --before and --bench in turn, args.repetitions rounds; medians per program."""
    runs = {"before": [], "after": []}
    ctx = None
    for i in range(args.repetitions):
        order = [("before", args.before), ("after", args.bench)]
        for which, bench in (order if i % 2 == 0 else order[::-1]):
            rows, c = run_once(bench, args)
            runs[which].append(rows)
            ctx = ctx or c
    return {which: median_rows(r) for which, r in runs.items()}, ctx


def median_rows(runs):
    """A row per benchmark whose every number is the median over the runs that have it."""
    out = {}
    for name in set().union(*runs):
        present = [r[name] for r in runs if name in r]
        row = dict(present[0])
        for key, v in present[0].items():
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                vals = sorted(r[key] for r in present if key in r)
                row[key] = vals[len(vals) // 2] if len(vals) % 2 else (
                    vals[len(vals) // 2 - 1] + vals[len(vals) // 2]) / 2
        out[name] = row
    return out


def medians(data):
    """{run name without /manual_time: the median aggregate}"""
    out = {}
    for b in data["benchmarks"]:
        if b.get("aggregate_name") != "median" or b.get("error_occurred"):
            continue
        out[b["run_name"].replace("/manual_time", "")] = b
    return out


def ms(b):
    """The median thread CPU time in milliseconds (manual time is thread CPU time)."""
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[b.get("time_unit", "ns")]
    return b["real_time"] * scale


def fmt_ms(v):
    return f"{v:.3g}" if v < 1000 else f"{v:.0f}"


def split_side(name):
    """('BM_TurnMelee/figures:10', 1024) from 'BM_TurnMelee/side:1024/figures:10'."""
    m = re.search(r"/side:(\d+)", name)
    if not m:
        return name, None
    return name[:m.start()] + name[m.end():], int(m.group(1))


def target_of(family, side):
    for prefix, by_side in TARGETS.items():
        if family.startswith(prefix):
            return by_side.get(side, by_side.get(None))
    return None


def growth_table(rows):
    """A row per family: time and x_limit at each side of SIDES, the fitted growth."""
    families = {}
    for name, b in rows.items():
        family, side = split_side(name)
        if side in SIDES:
            families.setdefault(family, {})[side] = b
    head = "| benchmark | " + " | ".join(f"{s} x {s}" for s in SIDES) + " | growth |"
    lines = [head, "|---" * (len(SIDES) + 2) + "|"]
    for family in sorted(families, key=order_key):
        by_side = families[family]
        cells = []
        for s in SIDES:
            b = by_side.get(s)
            if b is None:
                cells.append("")
                continue
            x = b.get("x_limit")
            if family.startswith("BM_Round"):
                x = b.get("x_limit_per_activation")
            cells.append(f"{fmt_ms(ms(b))} ms, {x:.2f}x" if x is not None else f"{fmt_ms(ms(b))} ms")
        growth = ""
        present = [s for s in SIDES if s in by_side]
        lo, hi = by_side[present[0]], by_side[present[-1]]
        if len(present) > 1 and ms(lo) > 0:
            cells_lo = lo.get("hexes") or lo.get("cells") or present[0] ** 2
            cells_hi = hi.get("hexes") or hi.get("cells") or present[-1] ** 2
            growth = f"hexes^{math.log(ms(hi) / ms(lo)) / math.log(cells_hi / cells_lo):.2f}"
        lines.append(f"| {family} | " + " | ".join(cells) + f" | {growth} |")
    return lines


def order_key(family):
    prefixes = ["BM_LimitBfs", "BM_BfsDirect", "BM_Bfs", "BM_DijkstraDirect", "BM_Turn",
                "BM_FarTargets", "BM_Round", "BM_HsReach", "BM_HsPareto"]
    for i, p in enumerate(prefixes):
        if family.startswith(p):
            return (i, family)
    return (len(prefixes), family)


def target_table(rows, before=None):
    """The rows the targets name: 1000 x 1000 turns, the far focus at 1024, the round, Heroscape.
    With `before` (the older build's rows), its x_limit stands beside the new one."""
    if before is None:
        lines = ["| benchmark | thread CPU | x_limit | x_bfs | target | met |",
                 "|---|---|---|---|---|---|"]
    else:
        # Each program times its own copy of the limit BFS, whose speed may differ between
        # the two (code placement): the subject's own thread CPU time stands beside the ratios.
        lines = ["| benchmark | thread CPU before | thread CPU | x_limit before | x_limit | x_bfs "
                 "| target | met |",
                 "|---|---|---|---|---|---|---|---|"]
    for name in sorted(rows, key=lambda n: (order_key(split_side(n)[0]), n)):
        b = rows[name]
        rows_key = name
        family, side = split_side(name)
        x, target = b.get("x_limit"), target_of(family, side)
        if target is None or x is None:
            continue
        if family.startswith("BM_Round"):
            x = b.get("x_limit_per_activation")
            name += f" ({int(b.get('activations', 0))} activations; per activation)"
        xb = b.get("x_bfs")
        if family.startswith("BM_Round"):
            xb = b.get("x_bfs_per_activation")
        met = "yes" if x <= target else "no"
        was = cpu_was = ""
        if before is not None:
            o = before.get(rows_key)
            key = "x_limit_per_activation" if family.startswith("BM_Round") else "x_limit"
            was = f"{o[key]:.2f} | " if o is not None and o.get(key) is not None else "| "
            cpu_was = f"{fmt_ms(ms(o))} ms | " if o is not None else "| "
        lines.append(f"| {name} | {cpu_was}{fmt_ms(ms(b))} ms | {was}{x:.2f} | {xb:.2f} | "
                     f"{target} | {met} |")
    return lines


def yardstick_table(rows):
    """The limit BFS's ns per cell reached, its C++ loop and the same loop in C, per side."""
    lines = ["| side | cells reached | C++ (BM_LimitBfs) | C (BM_LimitBfsC) | C over C++ |",
             "|---|---|---|---|---|"]
    for s in SIDES:
        cpp, c = rows.get(f"BM_LimitBfs/side:{s}"), rows.get(f"BM_LimitBfsC/side:{s}")
        if cpp is None or c is None:
            continue
        lines.append(f"| {s} x {s} | {int(cpp.get('reached', 0))} | "
                     f"{cpp.get('ns_per_cell', 0):.2f} ns | {c.get('ns_per_cell', 0):.2f} ns | "
                     f"{ms(c) / ms(cpp):.2f} |")
    return lines


def not_met(lines):
    """The benchmarks of the targets' table whose last column is 'no'."""
    return [l.split(" | ")[0].lstrip("| ") for l in lines if l.rstrip().endswith("| no |")]


def build_of(bench):
    """The build type and the flags that compiled the benchmarks, from the build folder `bench`
    lies in (CMakeCache.txt and compile_commands.json)."""
    folder = Path(bench).resolve().parent
    cache, commands = folder / "CMakeCache.txt", folder / "compile_commands.json"
    if not cache.exists():
        return "of an unknown build type"
    m = re.search(r"^CMAKE_BUILD_TYPE:[A-Z]+=(.*)$", cache.read_text(errors="replace"), re.M)
    kind = m.group(1) if m else "?"
    flags = ""
    if commands.exists():
        for entry in json.loads(commands.read_text()):
            if entry["file"].endswith("bench/pathing_bench.cpp"):
                flags = " ".join(f for f in entry["command"].split()
                                 if re.fullmatch(r"-O\w*|-g\w*|-DNDEBUG|-m\w+", f))
    return f"built {kind} (`{flags}`, the flags the `arbiter` program ships with)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--filter", default=DEFAULT_FILTER)
    ap.add_argument("--repetitions", type=int, default=3)
    ap.add_argument("--min-time", default="0.2")
    ap.add_argument("--bench", default=str(root / "build" / "arbiter_bench"))
    ap.add_argument("--before", help="an older build's arbiter_bench, measured side by side")
    ap.add_argument("--out", default="-")
    ap.add_argument("--doc", action="store_true")
    a = ap.parse_args()

    load_before = os.getloadavg()
    started = datetime.datetime.now(datetime.timezone.utc)
    before = None
    if a.before:
        both, ctx = side_by_side(a)
        rows, before = both["after"], both["before"]
    else:
        data = run(a)
        rows, ctx = medians(data), data["context"]
    load_after = os.getloadavg()
    commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    load = lambda l: " ".join(f"{v:.2f}" for v in l)
    # The one-minute load on 2 CPUs: below 1.2 nothing much else ran beside the benchmarks.
    busy = ("little else running" if max(load_before[0], load_after[0]) < 1.2
            else "a machine shared with other work")
    targets = target_table(rows, before)
    missed = not_met(targets)
    lines = [
        f"Measured {started:%Y-%m-%d %H:%M} UTC at `{commit}` by `scripts/bench-table.py`, "
        f"{build_of(a.bench)}, on "
        f"{ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz "
        f"({platform.platform()}), load average {load(load_before)} before and "
        f"{load(load_after)} after ({busy}); thread CPU time, "
        + (f"medians of {a.repetitions} repetitions interleaved at random, each time beside its "
         "two baselines." if before is None else
         f"medians of {a.repetitions} rounds, each running `{a.before}` (before) and this "
         "build in turn, each benchmark beside its two baselines."),
        "",
        "Growth with the map (time, then `x_limit`; the round's per activation; growth fitted "
        "between the ends):",
        "",
        *growth_table(rows),
        "",
        "The yardstick, ns per cell reached (thread CPU time over the cells reached), its C++ "
        "loop and the same loop in C on the same arrays:",
        "",
        *yardstick_table(rows),
        "",
        "The targets (`x_limit` within the target; `x_bfs` against Boost's BFS):",
        "",
        *targets,
        "",
        ("Targets not met in this run: " + ", ".join(missed) + "." if missed
         else "Every target is met in this run."),
    ]
    text = "\n".join(lines) + "\n"
    if a.doc:
        readme = root / "docs" / "speed.md"
        old = readme.read_text(encoding="utf-8")
        if BEGIN not in old or END not in old:
            sys.exit(f"docs/speed.md: markers {BEGIN} and {END} not found")
        head, rest = old.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        readme.write_text(head + BEGIN + "\n" + text + END + tail, encoding="utf-8")
    elif a.out == "-":
        sys.stdout.write(text)
    else:
        Path(a.out).write_text(text)


if __name__ == "__main__":
    main()
