#!/usr/bin/env python3
"""The WebAssembly engine's time against the native program's, on one command.

    scripts/wasm-speed.py [--runs N] [--warmup K] [--native build/arbiter]
                          [--web build-web] [-- ARGS...]

ARGS default to `check tests/conformance/gloomhaven --jobs 1` (the 120 conformance
positions, 360 solves). The engine is loaded once under Node (tests/web/wasm_cli.js
--runs-on-stdin); then, N times, the native program runs the command as a process and the
engine runs it once, alternately, so both see the same machine load. The first K engine runs
are left out of the medians: V8 compiles the engine's code in tiers, and those runs pay for
it (printed apart). Native time is the process's CPU (user + system, its start-up
included); the engine's is Node's process CPU during the run (the compiler's background
threads included). Both must print the same bytes (sha256), or the script fails.
"""
import argparse
import hashlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def native_run(binary, args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([binary] + args, cwd=ROOT, stdout=subprocess.PIPE, check=False).stdout
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return cpu, wall, hashlib.sha256(out).hexdigest()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--runs', type=int, default=15)
    parser.add_argument('--warmup', type=int, default=5)
    parser.add_argument('--native', default=os.path.join(ROOT, 'build', 'arbiter'))
    parser.add_argument('--web', default=os.path.join(ROOT, 'build-web'))
    parser.add_argument('args', nargs='*')
    opts = parser.parse_args()
    args = opts.args or ['check', 'tests/conformance/gloomhaven', '--jobs', '1']
    if opts.runs < 1 or opts.warmup < 0:
        sys.exit('wasm-speed: --runs must be at least 1 and --warmup at least 0')
    node = subprocess.Popen(['node', os.path.join(ROOT, 'tests/web/wasm_cli.js'),
                             '--runs-on-stdin', opts.web] + args, cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    native, wasm, first = [], [], []
    for i in range(opts.warmup + opts.runs):
        node.stdin.write('run\n')
        node.stdin.flush()
        answer = json.loads(node.stdout.readline())
        cpu, wall, digest = native_run(opts.native, args)
        if digest != answer['sha256']:
            sys.exit(f'wasm-speed: run {i}: the engine printed other bytes than native')
        if i < opts.warmup:
            first.append(answer['cpu_ms'])
            continue
        native.append(cpu)
        wasm.append(answer['cpu_ms'])
    node.stdin.close()
    node.wait()
    ratios = [w / n for w, n in zip(wasm, native) if n > 0]
    print(f'command: arbiter {" ".join(args)}')
    print(f'warm-up engine runs (CPU ms): {", ".join(f"{t:.1f}" for t in first)}')
    print(f'native CPU ms, median of {len(native)}: {statistics.median(native):.1f}')
    print(f'engine CPU ms, median of {len(wasm)}: {statistics.median(wasm):.1f}')
    print(f'engine / native: {statistics.median(wasm) / statistics.median(native):.2f}x '
          f'(median of pairwise ratios {statistics.median(ratios):.2f}x)')
    print(f'load average: {os.getloadavg()[0]:.2f}')


if __name__ == '__main__':
    main()
