#!/usr/bin/env python3
"""Runs the Google Benchmark suite and writes a short markdown table of medians.

  scripts/bench-table.py [--filter REGEX] [--repetitions N] [--out FILE] [--bench PATH]

Medians over the repetitions; `x_bfs` is each turn's median divided by one plain
breadth-first search over the same map, measured in the same process.
"""
import argparse
import json
import platform
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
ap = argparse.ArgumentParser()
ap.add_argument("--filter", default=".")
ap.add_argument("--repetitions", type=int, default=3)
ap.add_argument("--min-time", default="0.2")
ap.add_argument("--out", default="-")
ap.add_argument("--bench", default=str(root / "build" / "arbiter_bench"))
a = ap.parse_args()

cmd = [a.bench, f"--benchmark_filter={a.filter}", f"--benchmark_repetitions={a.repetitions}",
       "--benchmark_report_aggregates_only=true", f"--benchmark_min_time={a.min_time}",
       "--benchmark_format=json"]
run = subprocess.run(cmd, capture_output=True, text=True, check=True)
data = json.loads(run.stdout)
rows = []
for b in data["benchmarks"]:
    if b.get("aggregate_name") != "median" or b.get("error_occurred"):
        continue
    name = b["run_name"].replace("/manual_time", "")
    unit = b.get("time_unit", "ns")
    extra = []
    for key in ("hexes", "open_hexes", "x_bfs", "positions"):
        if key in b:
            value = b[key]
            extra.append(f"{key} {value:.3g}" if key == "x_bfs" else f"{key} {int(value)}")
    rows.append(f"| {name} | {b['real_time']:.3g} {unit} | {', '.join(extra)} |")

ctx = data["context"]
lines = [
    f"Machine: {ctx.get('num_cpus')} CPUs at {ctx.get('mhz_per_cpu')} MHz, {platform.platform()}; "
    f"medians of {a.repetitions} repetitions.",
    "",
    "| benchmark | median | notes |",
    "|---|---|---|",
    *rows,
]
text = "\n".join(lines) + "\n"
if a.out == "-":
    sys.stdout.write(text)
else:
    Path(a.out).write_text(text)
