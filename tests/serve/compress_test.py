"""Large answers of `arbiter serve` within the request's time limit, whatever compression the
client asks for: Debian's httplib Brotli-compresses an answer after the handler returns, and a
300 x 300 map's 25 MB answer once took 168-208 s with `Accept-Encoding: br`. The server
compresses large answers itself (gzip at a fast level) or sends them plain.

    compress_test.py ARBITER_BINARY"""
import gzip
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, source_dir  # noqa: E402

BIN = sys.argv[1]
# Generous: the sanitizer build on a busy machine solves slowly; Brotli took 168-208 s.
LIMIT_MS = 30000
failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        failures.append(what)


def post(srv, body, encoding):
    """POST /api/solve with Accept-Encoding `encoding`: (status, headers, raw body, seconds)."""
    req = urllib.request.Request(srv.url + "/api/solve", data=body, method="POST")
    req.add_header("Content-Type", "application/json")
    req.add_header("Accept-Encoding", encoding)
    start = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=600) as r:
            raw = r.read()
            return r.status, r.headers, raw, time.monotonic() - start
    except urllib.error.HTTPError as e:
        raw = e.read()
        return e.code, e.headers, raw, time.monotonic() - start


def main():
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "map.json")
        subprocess.run([BIN, "generate", "--columns", "300", "--rows", "300", "-o", path], check=True, timeout=120)
        with open(path, "rb") as f:
            body = f.read()
    with Server(BIN, "--solve-timeout-ms", str(LIMIT_MS)) as srv:
        status, headers, raw, took = post(srv, body, "br")
        # The answer (or the server's refusal) within the limit and a second: the answer is
        # never compressed outside the request's time.
        check(took < LIMIT_MS / 1000 + 1,
              "a 300 x 300 solve with Accept-Encoding: br answers in %.1f s (limit %.0f s + 1 s)" % (took, LIMIT_MS / 1000))
        check(headers.get("Content-Encoding") in (None, "gzip") and status in (200, 503),
              "its answer is not Brotli (status %s, Content-Encoding %s)" % (status, headers.get("Content-Encoding")))
        if status == 200 and headers.get("Content-Encoding") is None:
            check(len(json.loads(raw)["results"][0]["decision"]["options"]) > 0, "the plain answer has options")
        status, headers, raw, took = post(srv, body, "gzip, deflate, br")
        check(took < LIMIT_MS / 1000 + 1, "with gzip offered too: %.1f s" % took)
        if status == 200:
            check(headers.get("Content-Encoding") == "gzip", "a large answer is gzip'd by the server")
            if headers.get("Content-Encoding") == "gzip":
                answer = json.loads(gzip.decompress(raw))
                check(len(answer["results"][0]["decision"]["options"]) > 0, "the gzip'd answer reads back whole")
        # A small answer is still compressed as the client asks (httplib's own Brotli).
        with open(os.path.join(source_dir(), "scenarios", "examples", "area-attack.json"), "rb") as f:
            small = f.read()
        status, headers, raw, took = post(srv, small, "br")
        check(status == 200 and headers.get("Content-Encoding") == "br", "a small answer is Brotli-compressed as before (status %s, %s)" % (status, headers.get("Content-Encoding")))
    print("compress tests: %.1f s, %d failures" % (time.monotonic() - started, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
