"""The server stays responsive past rounds that once ran without end (docs/bounds.md):

- three round requests whose exact odds or forced moves had no end (a pile of 12 distinct
  rolling cards, a push of 20; scripts/hostile-inputs.py writes them) sent at once, each
  answered (refused naming its limit, or stopped at the server's time limit);
- a cheap solve right after them answers within 1 s;
- SIGTERM then ends the server within 2 s.

    bounds_test.py ARBITER_BINARY"""
import concurrent.futures
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, source_dir  # noqa: E402

BIN = sys.argv[1]
SRC = source_dir()
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what, flush=True)


def hostile(name):
    spec = importlib.util.spec_from_file_location(
        "hostile_inputs", os.path.join(SRC, "scripts", "hostile-inputs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return json.dumps(module.CASES[name]())


def main():
    endless = [hostile("round-rolling-12"), hostile("round-rolling-12"),
               hostile("round-push-20")]
    cheap = open(os.path.join(SRC, "scenarios/examples/area-attack.json")).read()
    srv = Server(BIN, "--solve-timeout-ms", "3000")
    try:
        with concurrent.futures.ThreadPoolExecutor(len(endless)) as pool:
            answers = list(pool.map(
                lambda body: srv.request("POST", "/api/round", body, timeout=60), endless))
        for status, raw in answers:
            text = raw.decode("utf-8", "replace")
            check(status in (400, 503) and ("(limit" in text or "time limit" in text),
                  "an endless round is refused or stopped (got %d: %s)" % (status, text[:200]))
        started = time.monotonic()
        status, got = srv.solve(cheap, "?svg=0&overlays=0", timeout=10)
        took = time.monotonic() - started
        check(status == 200, "a cheap solve after them answers 200 (got %d)" % status)
        check(took < 1.0, "a cheap solve after them answers within 1 s (took %.2f s)" % took)
    finally:
        started = time.monotonic()
        srv.proc.send_signal(signal.SIGTERM)
        try:
            srv.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            check(False, "SIGTERM ends the server within 2 s")
        took = time.monotonic() - started
        try:
            srv.stop(timeout=5)
        except RuntimeError:
            pass  # killed; the failure is recorded above
    print("SIGTERM: stopped in %.2f s" % took)
    print("bounds tests: %d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
