"""API tests of `arbiter serve`: answers equal `arbiter solve --format json` on the same
file, every class of bad input gets 400 with the command line's own message, oversize
bodies get 413, a solve past the time limit gets 503, no path reaches the file system, and
a burst of 200 concurrent mixed requests is all answered with the server still healthy.

    api_test.py ARBITER_BINARY"""
import concurrent.futures
import copy
import glob
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, cli_solve, source_dir  # noqa: E402

BIN = sys.argv[1]
SRC = source_dir()
EXAMPLE = os.path.join(SRC, "scenarios/examples/area-attack.json")
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what, flush=True)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def good_files():
    files = sorted(glob.glob(os.path.join(SRC, "scenarios/examples/*.json")))
    files += sorted(glob.glob(os.path.join(SRC, "scenarios/gloomhaven/turns/*.json")))[::8]
    files += sorted(glob.glob(os.path.join(SRC, "scenarios/heroscape/*.json")))[:2]
    return files


def bad_inputs(tmp):
    """(name, body text, query, CLI extra args): one of every kind of bad input."""
    base = json.loads(read(EXAMPLE))

    def mutated(fn):
        s = copy.deepcopy(base)
        fn(s)
        return json.dumps(s)

    cases = [
        ("empty body", "", "", []),
        ("json syntax", read(EXAMPLE)[:-20], "", []),
        ("not an object", "[1, 2, 3]", "", []),
        ("wrong format", mutated(lambda s: s.update(format=2)), "", []),
        ("unknown game", mutated(lambda s: s.update(game="chess")), "", []),
        ("unknown field", mutated(lambda s: s.update(colour="red")), "", []),
        ("missing turn", mutated(lambda s: s.pop("turn")), "", []),
        ("bad coordinates", mutated(lambda s: s.update(coordinates="odd-z")), "", []),
        ("figure off map", mutated(lambda s: s["figures"][1].update(hex=[40, 40])), "", []),
        ("figure on wall", mutated(lambda s: s["figures"][1].update(hex=[6, 0])), "", []),
        ("two figures on a hex", mutated(lambda s: s["figures"][2].update(hex=[4, 1])), "", []),
        ("duplicate id", mutated(lambda s: s["figures"][2].update(id="C1")), "", []),
        ("unknown acting figure", mutated(lambda s: s["turn"].update(figure="Z9")), "", []),
        ("bad terrain", mutated(lambda s: s["map"]["terrain"].update(lava=[[0, 0]])), "", []),
        ("negative move", mutated(lambda s: s["turn"].update(move=-1)), "", []),
        ("bad targets", mutated(lambda s: s["turn"]["attack"].update(targets="some")), "", []),
        ("bad condition", mutated(lambda s: s["figures"][0].update(conditions=["sleepy"])), "", []),
        ("thin wall not neighbours",
         mutated(lambda s: s["map"].update(thin_walls=[[[0, 0], [3, 3]]])), "", []),
        ("unknown rule set", read(EXAMPLE), "?rules=chess", ["--rules", "chess"]),
        ("rule set of another game", read(EXAMPLE), "?rules=heroscape", ["--rules", "heroscape"]),
        ("bad explain hex", read(EXAMPLE), "?explain=four", ["--explain-hex", "four"]),
    ]
    hs = sorted(glob.glob(os.path.join(SRC, "scenarios/heroscape/*.json")))
    if hs:
        h = json.loads(read(hs[0]))
        h["figures"] = "none"
        cases.append(("heroscape payload", json.dumps(h), "", []))
    out = []
    for i, (name, body, query, args) in enumerate(cases):
        path = os.path.join(tmp, "request.json")  # the name the API gives a body
        with open(path, "w", encoding="utf-8") as f:
            f.write(body)
        status, _, err = cli_solve(BIN, path, *args)
        err = err.strip().replace(path, "request.json")
        out.append((name, body, query, status, err))
    return out


def raw_status(url, method_line, headers, body=b"", timeout=20):
    """Sends a raw request (one the standard client would refuse to send) and returns the
    status code."""
    host, port = url.split("//")[1].split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as s:
        s.sendall((method_line + "\r\n" + "".join(h + "\r\n" for h in headers) + "\r\n").encode())
        if body:
            try:
                s.sendall(body)
            except OSError:
                pass  # the server may answer and close before reading it all
        data = b""
        while b"\r\n" not in data:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    return int(data.split(b" ")[1]) if data else 0


def main():
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, Server(BIN) as srv:
        # The page and nothing else.
        status, page = srv.get("/")
        check(status == 200 and b"<title>Arbiter" in page, "GET / serves the page")
        for path in ("/app.js", "/app.css", "/index.html"):
            check(srv.get(path)[0] == 200, "GET %s" % path)
        for path in ("/CMakeLists.txt", "/../CMakeLists.txt", "/%2e%2e/%2e%2e/etc/passwd",
                     "/solver/web/app.js", "/etc/passwd", "/api/solve"):
            check(srv.get(path)[0] == 404, "GET %s is not served" % path)
        check(raw_status(srv.url, "GET /../../../../etc/passwd HTTP/1.1",
                         ["Host: " + srv.url.split("//")[1]]) in (400, 404),
              "a raw path with .. is refused")

        # Good positions: the same answer as the command line, rule set by rule set.
        for f in good_files():
            body = read(f)
            want_status, want, _ = cli_solve(BIN, f)
            status, got = srv.solve(body, "?svg=1")
            check(want_status == 0 and status == 200, "%s solves (%s)" % (f, status))
            if status == 200:
                check(got.get("version") == 1, "%s: the answer carries its version" % f)
                check(got["results"][0]["decision"] == want, "%s: API decision == CLI" % f)
                check(got["results"][0]["svg"].startswith("<svg") or "<svg" in got["results"][0]["svg"][:200],
                      "%s: an SVG picture comes with it" % f)
            status, got = srv.solve(body, "?rules=all&svg=0&overlays=0")
            game = json.loads(body).get("game", "gloomhaven")
            rules = [r["decision"]["rules"] for r in got.get("results", [])]
            check(status == 200 and len(rules) >= 3, "%s: rules=all gives every rule set" % f)
            for r, res in zip(rules, got.get("results", [])):
                _, want_r, _ = cli_solve(BIN, f, "--rules", r)
                check(res["decision"] == want_r, "%s [%s]: rules=all answer == CLI --rules" % (f, r))
            del game
        # The explanation of a hex, as --explain-hex gives it.
        ex = os.path.join(SRC, "scenarios/examples/ranged-steps-back.json")
        for hex_arg in ("4,4", "5,1", "0,0"):
            _, want, _ = cli_solve(BIN, ex, "--explain-hex", hex_arg)
            status, got = srv.solve(read(ex), "?explain=" + hex_arg)
            check(status == 200 and got["results"][0]["decision"]["explain_hex"] == want["explain_hex"],
                  "explain %s == CLI --explain-hex" % hex_arg)
        # Overlays exist for a Gloomhaven position and hold its start hex.
        status, got = srv.solve(read(EXAMPLE))
        ov = got.get("overlays") or {}
        start = json.loads(read(EXAMPLE))["figures"][0]["hex"]
        check(all(start in ov.get(k, []) for k in ("see", "reach")), "overlays see/reach hold the start")
        check(len(ov.get("range", [])) > 0, "overlay range is not empty")

        # Every class of bad input: 400 with the command line's message.
        bad = bad_inputs(tmp)
        for name, body, query, cli_status, cli_err in bad:
            status, got = srv.solve(body, query)
            check(cli_status == 2, "CLI rejects %s" % name)
            check(status == 400, "%s: 400 (got %s)" % (name, status))
            check(got.get("version") == 1, "%s: the error carries its version" % name)
            check(got.get("error") == cli_err,
                  "%s: same message as the CLI\n   api: %r\n   cli: %r" % (name, got.get("error"), cli_err))

        # A body over the stated limit: 413 with a message.
        _, health = srv.get("/api/health")
        check(json.loads(health).get("version") == 1, "health carries its version")
        limit = json.loads(health)["max_body"]
        status, raw = srv.request("POST", "/api/solve", b" " * (limit + 1))
        check(status == 413 and b"limit" in raw, "oversize body: 413 (got %s)" % status)
        check(raw_status(srv.url, "POST /api/solve HTTP/1.1",
                         ["Host: " + srv.url.split("//")[1], "Content-Length: %d" % (limit * 4)]) == 413,
              "an announced oversize body: 413")

        # POST /api/round: the very line `arbiter round --format json` prints; its errors
        # with the command line's message; the same body limit.
        import urllib.parse
        for f in sorted(glob.glob(os.path.join(SRC, "scenarios/gloomhaven/rounds/*.json")))[::6] + [
                os.path.join(SRC, "scenarios/gloomhaven/rounds/players-choose-second-destination.json")]:
            for args in ([], ["--choose", "G1/1=1"] if "choose" in f else ["--rules", "jotl"], ["--branches", "1"]):
                cli_args = args[:1] if args[0:1] == ["--branches"] else args
                p = subprocess.run([BIN, "round", f, "--format", "json"] + cli_args, capture_output=True, timeout=60)
                query = "" if not args else "?" + urllib.parse.urlencode({args[0][2:]: args[1]})
                status, raw = srv.request("POST", "/api/round" + query, read(f))
                check(p.returncode == 0 and status == 200 and raw == p.stdout.rstrip(b"\n"),
                      "round %s %s: the same JSON as arbiter round (%s)" % (os.path.basename(f), args, status))
        for body, query, cli_args in [(read(EXAMPLE), "", [EXAMPLE]),
                                      (read(os.path.join(SRC, "scenarios/gloomhaven/rounds/wound-and-poison.json")),
                                       "?choose=" + urllib.parse.quote("X=1"),
                                       [os.path.join(SRC, "scenarios/gloomhaven/rounds/wound-and-poison.json"), "--choose", "X=1"])]:
            p = subprocess.run([BIN, "round"] + cli_args, capture_output=True, text=True, timeout=60)
            status, raw = srv.request("POST", "/api/round" + query, body)
            want = p.stderr.strip().replace(cli_args[0], "request.json")
            check(p.returncode == 2 and status == 400 and json.loads(raw).get("error") == want,
                  "round refused as on the command line: %s\n   api: %s\n   cli: %s" % (cli_args, raw, want))
        status, raw = srv.request("POST", "/api/round", b" " * (limit + 1))
        check(status == 413 and b"limit" in raw, "oversize round body: 413 (got %s)" % status)
        check(srv.get("/api/round")[0] == 404, "GET /api/round is not served")

        # 200 concurrent mixed requests, none lost.
        goods = [(read(f), cli_solve(BIN, f)[1]) for f in good_files()[:4]]
        jobs = []
        for i in range(200):
            kind = i % 5
            if kind in (0, 1):
                jobs.append(("good", goods[i % len(goods)]))
            elif kind == 2:
                jobs.append(("bad", bad[i % len(bad)]))
            elif kind == 3:
                jobs.append(("garbage", b"\xff\xfe{" * (i + 1)))
            else:
                jobs.append(("page", None))

        def run(job):
            kind, data = job
            if kind == "good":
                status, got = srv.solve(data[0], "?svg=0")
                return status == 200 and got["results"][0]["decision"] == data[1]
            if kind == "bad":
                status, got = srv.solve(data[1], data[2])
                return status == 400 and got.get("error") == data[4]
            if kind == "garbage":
                status, raw = srv.request("POST", "/api/solve", data)
                return status == 400 and b"request.json" in raw
            return srv.get("/app.js")[0] == 200

        t0 = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
            results = list(pool.map(run, jobs, timeout=120))
        burst = time.monotonic() - t0
        check(len(results) == 200 and all(results),
              "burst: %d of 200 answered as expected" % sum(bool(r) for r in results))
        status, health = srv.get("/api/health")
        check(status == 200 and json.loads(health)["ok"], "healthy after the burst")
        status, got = srv.solve(goods[0][0])
        check(status == 200 and got["results"][0]["decision"] == goods[0][1], "still solving after the burst")
        print("burst of 200 mixed requests: %.2f s" % burst)
    check(srv.proc.returncode == 0, "the server stops cleanly on SIGTERM (exit %s)\n%s"
          % (srv.proc.returncode, srv.stderr[-3000:]))

    # Real scenarios (serve --vgb DIR --data DIR): the list, the import byte for byte as
    # `arbiter import vgb` writes it, and its refusals with the command line's message.
    import urllib.parse
    vgb, ghs = os.path.join(SRC, "tests/data/import/vgb"), os.path.join(SRC, "tests/data/import/ghs")
    layout = os.path.join(vgb, "two-rooms.json")
    with tempfile.TemporaryDirectory() as empty, Server(BIN, "--vgb", vgb, "--data", ghs) as srv:
        status, raw = srv.get("/api/scenarios")
        listed = json.loads(raw)["scenarios"] if status == 200 else []
        check([(x["id"], x["number"], x["refused"]) for x in listed] == [("two-rooms.json", 901, None)],
              "GET /api/scenarios lists the layout (%s %s)" % (status, raw[:200]))
        for chars, level, cards in ((2, 1, []), (4, 0, ["test-brute=7002"])):
            args = [BIN, "import", "vgb", layout, "--data", ghs, "--characters", str(chars), "--level", str(level)]
            q = {"scenario": "two-rooms.json", "characters": chars, "level": level}
            if cards:
                args += ["--card", cards[0]]
                q["card"] = cards[0]
            want = subprocess.run(args, capture_output=True, timeout=60).stdout
            status, raw = srv.request("POST", "/api/import?" + urllib.parse.urlencode(q), b"")
            check(status == 200 and raw == want, "POST /api/import %s == arbiter import vgb's file (%s)" % (q, status))
        bad_card = subprocess.run([BIN, "import", "vgb", layout, "--data", ghs, "--card", "test-brute=1"],
                                  capture_output=True, text=True, timeout=60)
        no_level = subprocess.run([BIN, "import", "vgb", layout, "--data", ghs, "--level", "5"],
                                  capture_output=True, text=True, timeout=60)
        for q, want in [({"scenario": "two-rooms.json", "card": "test-brute=1"}, bad_card.stderr.strip()),
                        ({"scenario": "two-rooms.json", "level": "5"}, no_level.stderr.strip()),
                        ({"scenario": "two-rooms.json", "characters": "5"}, '--characters: "5" is not an integer in 1..4'),
                        ({"scenario": "../../CMakeLists.txt"}, None)]:
            status, raw = srv.request("POST", "/api/import?" + urllib.parse.urlencode(q), b"")
            err = json.loads(raw).get("error", "")
            check(status == 400 and (err == want if want else "no scenario" in err),
                  "POST /api/import %s: 400 with the message (%s %s; want %s)" % (q, status, err, want))
        status, raw = srv.get("/api/decks?scenario=two-rooms.json")
        deck = json.loads(raw)["decks"].get("Test Brute", {}) if status == 200 else {}
        check([c["id"] for c in deck.get("cards", [])] == [7001, 7002] and deck["cards"][1].get("not_modelled"),
              "GET /api/decks: the type's whole deck, not-modelled actions kept")
    with tempfile.TemporaryDirectory() as empty, Server(BIN, "--vgb", vgb, "--data", empty) as srv:
        status, raw = srv.get("/api/scenarios")
        refused = json.loads(raw)["scenarios"][0]["refused"] if status == 200 else ""
        cli = subprocess.run([BIN, "import", "vgb", layout, "--data", empty], capture_output=True, text=True, timeout=60)
        check(refused == cli.stderr.strip() and "has no monster" in refused,
              "a data folder without the monster: listed as refused with the command line's message (%s)" % refused)
    with Server(BIN, "--data", ghs) as srv:
        status, raw = srv.get("/api/scenarios")
        listed = json.loads(raw)["scenarios"] if status == 200 else []
        check(len(listed) == 132 and any(x["number"] == 1 for x in listed),
              "serve --data without --vgb lists the 132 shipped layouts of data/vgb/scenarios (%s, %d)"
              % (status, len(listed)))
    with Server(BIN) as srv:
        check(srv.get("/api/scenarios")[0] == 404, "without --vgb: GET /api/scenarios is 404")
    p = subprocess.run([BIN, "serve", "--vgb", vgb], capture_output=True, text=True, timeout=60)
    check(p.returncode == 2 and "--data" in p.stderr, "serve --vgb without --data: exit 2 naming --data")

    # A solve past the time limit: 503 with a message; the server goes on.
    with tempfile.TemporaryDirectory() as tmp:
        # Large enough that reading and solving it takes well over 1 ms, small enough that
        # the server's wait for it at shutdown stays short under the sanitizers.
        big = subprocess.run([BIN, "generate", "--columns", "150", "--rows", "150", "--figures", "40",
                              "--attack", "area", "--seed", "3"], capture_output=True, timeout=60).stdout
        with Server(BIN, "--solve-timeout-ms", "1") as srv:
            status, got = srv.solve(big, "?svg=0&overlays=0")
            check(status == 503 and "limit" in got.get("error", ""), "slow solve: 503 (got %s)" % status)
            status, raw = srv.request("POST", "/api/round", read(os.path.join(SRC, "scenarios/gloomhaven/rounds/wound-and-poison.json")))
            check(status in (200, 503), "a round under a 1 ms limit: answered or 503 (got %s)" % status)
            check(srv.get("/api/health")[0] == 200, "healthy after a 503")
            check(srv.get("/")[0] == 200, "page still served after a 503")
        check(srv.proc.returncode == 0, "the server stops cleanly after a 503 (exit %s)\n%s"
              % (srv.proc.returncode, srv.stderr[-3000:]))
        del tmp

    print("api tests: %.1f s, %d failures" % (time.monotonic() - started, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
