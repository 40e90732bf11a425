"""Starting and stopping `arbiter serve` for the tests, always bounded in time.

The server listens on 127.0.0.1 with --port 0 (a free port chosen by the kernel) and
prints the address it took; the tests read it from there."""
import json
import os
import re
import select
import signal
import subprocess
import time
import urllib.error
import urllib.request


class Server:
    def __init__(self, binary, *args, start_timeout=30):
        self.stderr = ""
        self.proc = subprocess.Popen([binary, "serve", "--port", "0", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + start_timeout
        line = ""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.5)
            if ready:
                line = self.proc.stdout.readline()
                break
            if self.proc.poll() is not None:
                break
        m = re.search(r"http://([0-9.]+):(\d+)/", line)
        if not m:
            self.stop()
            raise RuntimeError("arbiter serve did not start: %r %s" % (line, self.proc.stderr.read()))
        self.url = "http://%s:%s" % (m.group(1), m.group(2))
        # The address is printed before the accept loop starts: wait for it to answer.
        while time.monotonic() < deadline:
            try:
                if self.get("/api/health")[0] == 200:
                    return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError("arbiter serve did not answer on " + self.url)

    def request(self, method, path, body=None, timeout=60):
        data = body.encode() if isinstance(body, str) else body
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def get(self, path, timeout=10):
        return self.request("GET", path, timeout=timeout)

    def solve(self, body, query="", timeout=60):
        status, raw = self.request("POST", "/api/solve" + query, body, timeout=timeout)
        return status, json.loads(raw)

    def stop(self, timeout=30):
        """SIGTERM, then the server waits for running solves; SIGKILL if it hangs."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
                raise RuntimeError("arbiter serve did not stop on SIGTERM")
        if self.proc.stderr and not self.proc.stderr.closed:
            # What the server said on stderr (a sanitizer report, say), for the caller.
            self.stderr = self.proc.stderr.read()
        for f in (self.proc.stdout, self.proc.stderr):
            if f:
                f.close()
        return self.proc.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def cli_solve(binary, path, *args):
    """`arbiter solve PATH --format json ARGS`: (exit status, parsed JSON or None, stderr)."""
    p = subprocess.run([binary, "solve", path, "--format", "json", *args],
                       capture_output=True, text=True, timeout=120)
    return p.returncode, (json.loads(p.stdout) if p.returncode == 0 else None), p.stderr


def source_dir():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
