"""The static site (scripts/build-web.sh) in headless Chromium, served by nothing but a plain
static file server (python3 -m http.server): the page loads and solves its first example,
window.arbiter answers one example of each game and a round file with the very JSON (the
very bytes) the native program prints, no request goes to /api/, and with the file server
stopped the page reloads and answers from the service worker's copy.

With --responsive: while a 1000 x 1000 generated map solves in the worker (every rule set of
its game, one after another), the page still runs a script within 1 s, and cancel (Escape
on the page, and the Cancel button shown beside the status while it solves) stops the worker
(the solve's promise is rejected, the next call answers from a fresh worker).

    static_page_test.py ARBITER SITE_DIR [--responsive]

Exits 77 (skipped, saying why) when the site is not built or the browser is missing."""
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

if len(sys.argv) < 3:
    print("usage: static_page_test.py ARBITER SITE_DIR [--responsive]")
    sys.exit(2)
ARBITER, SITE = sys.argv[1], sys.argv[2]
RESPONSIVE = "--responsive" in sys.argv[3:]
if not os.path.exists(os.path.join(SITE, "arbiter-engine.wasm")):
    print("skipped: no static site at %s (scripts/build-web.sh builds it when emscripten is installed)" % SITE)
    sys.exit(77)

sys.path.insert(0, os.path.join(ROOT, "tests", "serve"))
from browser_support import WAIT, check, start_browser, tally  # noqa: E402  (exits 77 without a browser)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

# One example of each game, and a round file.
EXAMPLES = [
    "scenarios/examples/area-attack.json",
    "scenarios/heroscape/a01-height-advantage-ten-levels.json",
    "scenarios/arcadia/g01-guard-ranged-far-target.json",
    "scenarios/grumblestone/t01-crossing-fires-twice.json",
]
ROUND = "scenarios/gloomhaven/rounds/character-shield-and-retaliate.json"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def native(args):
    return subprocess.run([ARBITER] + args, cwd=ROOT, capture_output=True, text=True)


def call(driver, expression):
    """Runs `expression` (a promise, given `done`'s caller) in the page; returns
    {ok, value} or {ok: false, error}."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "Promise.resolve().then(() => " + expression + ")"
        ".then((value) => done({ok: true, value}), (e) => done({ok: false, error: String(e && e.message || e),"
        " cancelled: Boolean(e && e.cancelled)}));")


def api_requests(driver):
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/api/'));")


def load_page(driver, url):
    driver.get(url)
    WebDriverWait(driver, WAIT, poll_frequency=0.1).until(
        lambda d: d.find_element(By.ID, "status").get_attribute("data-state") in ("ok", "error"))
    status = driver.find_element(By.ID, "status")
    check(status.get_attribute("data-state") == "ok",
          "the static page solves its first example (status: %s)" % status.text)
    check(driver.execute_script("return document.documentElement.dataset.engine") == "static",
          "the page knows it has no server (data-engine=static)")


def check_answers(driver):
    for rel in EXAMPLES + [ROUND]:
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            text = f.read()
        command = "round" if rel == ROUND else "solve"
        want = native([command, rel, "--format", "json"])
        got = call(driver, "window.arbiter.%s(%s, {name: %s})" % (command, json.dumps(text), json.dumps(rel)))
        check(got["ok"] and want.returncode == 0 and got["value"] == json.loads(want.stdout),
              "window.arbiter.%s answers %s as the native program" % (command, rel))
        raw = call(driver, "window.arbiter.run(%s, {[%s]: %s})"
                   % (json.dumps([command, rel, "--format", "json"]), json.dumps(rel), json.dumps(text)))
        check(raw["ok"] and raw["value"]["stdout"] == want.stdout and raw["value"]["code"] == 0,
              "the same bytes as `arbiter %s %s --format json`" % (command, rel))


def check_offline(driver, server):
    """The service worker has kept the site: with the file server stopped, the page reloads
    and solves."""
    ready = call(driver, "navigator.serviceWorker.ready.then(() => caches.keys())")
    check(ready["ok"] and any(k.startswith("arbiter-") for k in ready["value"]),
          "the service worker caches the site (%s)" % ready)
    server.terminate()
    server.wait()
    load_page(driver, driver.current_url)
    again = call(driver, "window.arbiter.solve(%s)" % json.dumps(open(os.path.join(ROOT, EXAMPLES[1]), encoding="utf-8").read()))
    check(again["ok"], "offline, the reloaded page answers window.arbiter.solve (%s)" % again.get("error"))


def start_big(driver, big):
    """Solves `big` over and over in the worker, every rule set at once, without a time limit,
    until it is cancelled; window.__bigResult then says how it ended. Returns once it runs."""
    driver.execute_script("window.__solves = 0; window.__kinds = []; window.__bigResult = null;"
                          "window.__big = (async () => { for (;;) {"
                          "  const a = await window.arbiter.solve(arguments[0], {rules: 'all', timeLimitMs: 0});"
                          "  window.__kinds.push(Array.isArray(a) ? a.length : -1); window.__solves++; } })()"
                          ".then(() => 'answered', (e) => (e.cancelled ? 'cancelled' : 'failed: ' + e.message));"
                          "window.__big.then((r) => { window.__bigResult = r; });", big)
    WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: call(d, "window.arbiter.busy()")["value"] is True)


def stopped(driver, how):
    WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: d.execute_script("return window.__bigResult"))
    check(driver.execute_script("return window.__bigResult") == "cancelled",
          "%s stops the solve (its promise: %s)" % (how, driver.execute_script("return window.__bigResult")))
    check(call(driver, "window.arbiter.busy()")["value"] is False, "no work is left after %s" % how)


def check_responsive(driver):
    big = native(["generate", "--columns", "1000", "--rows", "1000"]).stdout
    check(len(big) > 1000000, "a 1000 x 1000 map is generated (%d bytes)" % len(big))
    # The worker solves the map over and over, every rule set at once, without a time limit,
    # until it is cancelled: it is at work however fast this machine solves one. The answer
    # of every rule set is an array (one JSON document a rule set, as the command prints).
    start_big(driver, big)
    slowest = 0.0
    for _ in range(5):
        start = time.monotonic()
        call(driver, "window.arbiter.busy()")
        slowest = max(slowest, time.monotonic() - start)
        time.sleep(0.2)
    check(driver.execute_script("return window.__bigResult") is None,
          "the worker is still solving the 1000 x 1000 map while the page runs scripts")
    WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: d.execute_script("return window.__solves") >= 1)
    kinds = driver.execute_script("return window.__kinds")
    check(all(k > 1 for k in kinds), "solve with every rule set answers an array, one answer a rule set (%s)" % kinds)
    check(slowest < 1.0, "the page answers a script within 1 s while the worker solves (slowest %.3f s)" % slowest)
    # The Cancel button beside the status, shown while the worker solves, cancels (engine.js),
    # as window.arbiter.cancel() does; then Escape on the page does too.
    button = driver.find_element(By.ID, "cancel-solve")
    WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: button.is_displayed())
    button.click()
    stopped(driver, "the Cancel button")
    check(not button.is_displayed(), "the Cancel button is hidden once nothing runs")
    start_big(driver, big)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    stopped(driver, "Escape")
    with open(os.path.join(ROOT, EXAMPLES[0]), encoding="utf-8") as f:
        again = call(driver, "window.arbiter.solve(%s)" % json.dumps(f.read()))
    check(again["ok"], "after cancel, the next solve answers from a fresh worker")


def main():
    started = time.monotonic()
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", SITE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="arbiter-static-")
    driver = None
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        driver = start_browser(profile)
        load_page(driver, "http://127.0.0.1:%d/" % port)
        if RESPONSIVE:
            check_responsive(driver)
        else:
            check_answers(driver)
        requests = api_requests(driver)
        check(not requests, "no request goes to /api/ (%s)" % requests[:3])
        if not RESPONSIVE:
            check_offline(driver, server)
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait()
    return tally("static site" + (" (responsive)" if RESPONSIVE else ""), started)


if __name__ == "__main__":
    sys.exit(main())
