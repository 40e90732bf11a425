"""The server stays responsive past rounds that once ran without end (docs/bounds.md):

- three round requests whose exact odds or forced moves had no end (a pile of 12 distinct
  rolling cards, a push of 20; scripts/hostile-inputs.py writes them) sent at once, each
  answered (refused naming its limit, or stopped at the server's time limit);
- a cheap solve right after them answers within 1 s;
- SIGTERM then ends the server within 2 s;
- under --vgb --data, a malformed monster file refuses only the scenario that uses it (the
  list and the other scenario's import still answer), and card=TYPE=ID written unencoded
  as the docs write it chooses that card.

    bounds_test.py ARBITER_BINARY"""
import concurrent.futures
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

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


def test_data_folder():
    module_path = os.path.join(SRC, "scripts", "hostile-inputs.py")
    spec = importlib.util.spec_from_file_location("hostile_inputs", module_path)
    h = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(h)
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "vgb"))
        os.makedirs(os.path.join(tmp, "data/gh/monster/deck"))
        good, bad = h.vgb_layout("test-brute"), h.vgb_layout("bad-brute")
        broken = h.ghs_monster("bad-brute")
        broken["stats"][1]["type"] = 5  # a number where the rank's name belongs
        files = {"vgb/good.json": good, "vgb/bad.json": bad,
                 "data/gh/monster/test-brute.json": h.ghs_monster(),
                 "data/gh/monster/bad-brute.json": broken,
                 "data/gh/monster/deck/test-brute.json": h.ghs_deck(),
                 "data/gh/monster/deck/bad-brute.json": h.ghs_deck("bad-brute")}
        for rel, content in files.items():
            with open(os.path.join(tmp, rel), "w") as f:
                json.dump(content, f)
        with Server(BIN, "--vgb", os.path.join(tmp, "vgb"), "--data",
                    os.path.join(tmp, "data")) as srv:
            status, raw = srv.get("/api/scenarios")
            check(status == 200, "the list answers beside a bad monster file (got %d)" % status)
            listed = {e["id"]: e["refused"] for e in json.loads(raw)["scenarios"]} \
                if status == 200 else {}
            check(listed.get("good.json", "missing") is None,
                  "the scenario without the bad file imports (got %r)" % listed.get("good.json"))
            check("stats[1].type" in (listed.get("bad.json") or ""),
                  "the scenario with it is refused naming the place (got %r)"
                  % listed.get("bad.json"))
            status, raw = srv.request("POST", "/api/import?scenario=good.json&card=test-brute=7001",
                                      b"")
            text = raw.decode("utf-8", "replace")
            check(status == 200 and "card 7001 chosen" in text,
                  "card=TYPE=ID unencoded chooses the card (got %d: %s)" % (status, text[:200]))
            query = urllib.parse.urlencode({"scenario": "good.json", "card": "test-brute=7001"})
            status, raw = srv.request("POST", "/api/import?" + query, b"")
            check(status == 200 and b"card 7001 chosen" in raw,
                  "card=TYPE%%3DID encoded too (got %d)" % status)


def main():
    test_data_folder()
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
