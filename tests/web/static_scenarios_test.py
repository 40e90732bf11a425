"""Real scenarios on the static site (scripts/build-web.sh) in headless Chromium, served by a
plain static file server only: the round view lists the shipped Virtual Gloomhaven Board
layouts with no monster data (each refused, saying what to do), with no horizontal scroll at
a phone's 390 px; a fetch of the pinned commit from a stand-in for GitHub (the page's
?ghs-url=) whose file differs from its hash is refused naming the file, nothing kept; a file
that is no zip and a folder without monster data are refused, saying why.

With the Gloomhaven Secretariat data beside the clone (../shared/data/ghs; skipped, saying so,
when absent): a copy of the manifest's files in a temporary folder (never in the clone) picked
as a folder, the list == `arbiter serve --vgb data/vgb/scenarios --data` answers, scenario 1
imported on the page == `arbiter import vgb`'s file; the choice kept across a reload; the
same data picked as a zip (unzipped by the browser) imports the same; fetched from the
stand-in, every hash checked, the same again, and one file changed there refused; with the
site's server stopped, the page reloaded from the service worker still lists and imports
the same. No request goes to /api/.

    static_scenarios_test.py ARBITER SITE_DIR

Exits 77 (skipped, saying why) when the site is not built or the browser is missing."""
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED_GHS = os.path.join(os.path.dirname(ROOT), "shared", "data", "ghs")

if len(sys.argv) < 3:
    print("usage: static_scenarios_test.py ARBITER SITE_DIR")
    sys.exit(2)
ARBITER, SITE = os.path.abspath(sys.argv[1]), sys.argv[2]
if not os.path.exists(os.path.join(SITE, "arbiter-engine.wasm")):
    print("skipped: no static site at %s (scripts/build-web.sh builds it when emscripten is installed)" % SITE)
    sys.exit(77)

sys.path.insert(0, os.path.join(ROOT, "tests", "serve"))
from browser_support import WAIT, BasePage, check, start_browser, tally  # noqa: E402  (exits 77 without a browser)
from serve_support import Server  # noqa: E402
from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

VGB = os.path.join(ROOT, "data", "vgb", "scenarios")
MANIFEST = os.path.join(ROOT, "data", "ghs-manifest.tsv")


def manifest():
    """[(upstream path, local name)] of data/ghs-manifest.tsv."""
    out = []
    with open(MANIFEST, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                path = line.split("\t")[0]
                out.append((path, path[5:] if path.startswith("data/") else path))
    return out


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class StandIn(http.server.SimpleHTTPRequestHandler):
    """GitHub's raw files for the test: a folder served with the CORS header GitHub sends."""

    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, *args):
        pass


def serve_folder(folder, handler):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: handler(*a, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class Page(BasePage):
    def open_round_view(self, url):
        self.d.get(url)
        WebDriverWait(self.d, WAIT, poll_frequency=0.1).until(
            lambda d: d.find_element(By.ID, "status").get_attribute("data-state") in ("ok", "error"))
        self.d.execute_script("const g = document.querySelector('#game'); g.value = 'gloomhaven-round';"
                              "g.dispatchEvent(new Event('change'))")

    def data_state(self, want, timeout=WAIT):
        """Waits until the data panel's state is one of `want`; returns its text."""
        WebDriverWait(self.d, timeout, poll_frequency=0.1).until(
            lambda d: d.find_element(By.ID, "rd-data-status").get_attribute("data-state") in want)
        return self.d.find_element(By.ID, "rd-data-status").text

    def options(self):
        return self.d.execute_script(
            "return [...document.querySelectorAll('#rd-scenario option')].map((o) => [o.value, o.disabled])")

    def wait_listed(self, enabled):
        WebDriverWait(self.d, WAIT, poll_frequency=0.1).until(
            lambda d: (lambda o: o and all(not dis for _, dis in o) == enabled and any(not dis for _, dis in o) == enabled)(self.options()))

    def call(self, expression):
        return self.d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "Promise.resolve().then(() => " + expression + ")"
            ".then((value) => done({ok: true, value}), (e) => done({ok: false, error: String(e && e.message || e)}));")

    def forget_state(self):
        """Marks the data panel's state, so that data_state waits for the next one."""
        self.d.execute_script("document.getElementById('rd-data-status').dataset.state = 'waiting'")

    def pick(self, input_id, path):
        self.forget_state()
        self.d.find_element(By.ID, input_id).send_keys(path)

    def fetch(self):
        self.forget_state()
        self.d.find_element(By.ID, "rd-data-fetch").click()

    def import_scenario(self, scenario_id, characters, level, seed):
        for css, value in (("#rd-scenario", scenario_id), ("#rd-characters", str(characters)),
                           ("#rd-level", str(level)), ("#rd-seed", str(seed))):
            self.d.execute_script("const e = document.querySelector(arguments[0]); e.value = arguments[1];"
                                  "e.dispatchEvent(new Event('change'))", css, value)
        self.edit(lambda: self.d.find_element(By.ID, "rd-open").click())
        p = self.position()
        return p


def native_import(scenario_id, data, characters, level, seed):
    """`arbiter import vgb` with --data NAME, a folder beside the data copy: the page names the
    data's folder so in the file's notes (the folder's name, the zip's, or the commit's)."""
    r = subprocess.run([ARBITER, "import", "vgb", os.path.join(VGB, scenario_id), "--data", os.path.basename(data),
                        "--characters", str(characters), "--level", str(level), "--seed", str(seed)],
                       capture_output=True, text=True, cwd=os.path.dirname(data))
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def check_import(page, label, data):
    """Scenario 1 for 3 characters at level 1, seed 7, opened on the page == the command's."""
    want = native_import("1.json", data, 3, 1, 7)
    got = page.import_scenario("1.json", 3, 1, 7)
    # The page adds a seeded shuffle of the modifier deck to a round without draws.
    seeded = got["round"].pop("draws", []) if "draws" not in want["round"] else []
    if got != want:
        for k in sorted(set(got) | set(want)):
            if got.get(k) != want.get(k):
                print("   %s: page %s\n   %s: cli  %s" % (k, json.dumps(got.get(k))[:300], k, json.dumps(want.get(k))[:300]))
    check(got == want and len(seeded) in (0, 40),
          "%s: scenario 1 opened on the page == `arbiter import vgb 1.json --characters 3 --level 1 --seed 7`" % label)
    # Each monster type's real deck (GET /api/decks, answered by the worker) to pick its card from.
    types = len(want["monster_types"])
    try:
        WebDriverWait(page.d, WAIT, poll_frequency=0.1).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rd-setup select[data-field='card']")) == types)
        decks = True
    except TimeoutException:
        decks = False
    check(decks, "%s: each of the %d monster types offers its real deck's cards" % (label, types))


def check_no_data(page, stand_in_dir):
    ids = sorted(os.path.relpath(os.path.join(d, f), VGB) for d, _, fs in os.walk(VGB) for f in fs if f.endswith(".json"))
    page.wait_listed(False)
    shown = page.options()
    check(sorted(v for v, _ in shown) == ids and all(dis for _, dis in shown),
          "with no monster data the round view lists the %d shipped layouts, each not importable (%d shown)" % (len(ids), len(shown)))
    reasons = page.d.execute_script("return [...document.querySelectorAll('#rd-refused li')].map((li) => li.textContent)")
    check(reasons and all("no monster data yet" in r for r in reasons), "each says why: %s" % (reasons[:1],))
    check("none" in page.data_state(("none",)).lower(), "the data panel says the page holds no monster data")
    page.d.find_element(By.ID, "rd-open").click()
    WebDriverWait(page.d, WAIT, poll_frequency=0.1).until(lambda d: d.find_element(By.ID, "error").is_displayed())
    error = page.d.find_element(By.ID, "error").text
    check("no monster data yet" in error, "Open with no monster data says why at once: %s" % error)
    page.d.set_window_size(390, 844)
    try:
        page.d.execute_script("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        extra = page.d.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        check(extra <= 0, "the round view with its data panel at 390 px: no horizontal scroll (%d px too wide)" % extra)
    finally:
        page.d.set_window_size(1500, 1050)
    # A stand-in for GitHub whose files are not the pinned ones: refused, naming one.
    for path, _ in manifest():
        os.makedirs(os.path.dirname(os.path.join(stand_in_dir, path)) or stand_in_dir, exist_ok=True)
        with open(os.path.join(stand_in_dir, path), "w", encoding="utf-8") as f:
            f.write("not the pinned file\n")
    page.fetch()
    text = page.data_state(("error", "ok"))
    named = [p for p, _ in manifest() if text.startswith(p + ":")]
    check(named and "refused" in text and "sha256" in text, "a fetched file with another hash is refused, naming it: %s" % text)
    check(all(dis for _, dis in page.options()), "nothing is kept from the refused fetch")


def check_bad_data(page, tmp):
    """A file that is no zip, and a folder without monster data: refused, saying why."""
    bad_zip = os.path.join(tmp, "not-a-zip.zip")
    with open(bad_zip, "w", encoding="utf-8") as f:
        f.write("hello\n")
    page.pick("rd-data-zip", bad_zip)
    text = page.data_state(("error", "ok"))
    check(text.startswith("not-a-zip.zip: not a zip file"), "a file that is no zip is refused, naming it: %s" % text)
    other = os.path.join(tmp, "other-folder")
    os.makedirs(os.path.join(other, "gh"))
    with open(os.path.join(other, "gh", "notes.json"), "w", encoding="utf-8") as f:
        f.write("{}\n")
    page.pick("rd-data-folder", other)
    text = page.data_state(("error", "ok"))
    check(text.startswith("other-folder/: holds no Gloomhaven Secretariat monster data"),
          "a folder without monster data is refused, saying what it lacks: %s" % text)
    check(all(dis for _, dis in page.options()), "nothing is kept from either")


def copy_data(tmp):
    """The manifest's files of ../shared/data/ghs copied into a temporary folder: the copy the
    player picks (the data is AGPL: never written into the clone)."""
    folder = os.path.join(tmp, "ghs-data")
    for _, name in manifest():
        os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
        shutil.copyfile(os.path.join(SHARED_GHS, name), os.path.join(folder, name))
    return folder


def alias(folder, name):
    """`folder` under another name beside it (a symbolic link)."""
    link = os.path.join(os.path.dirname(folder), name)
    if not os.path.exists(link):
        os.symlink(folder, link)
    return link


def check_real_data(page, url, tmp, stand_in_dir):
    folder = copy_data(tmp)
    with Server(ARBITER, "--vgb", VGB, "--data", folder) as srv:
        listed = json.loads(srv.get("/api/scenarios")[1])
    # (a) a folder picked
    page.pick("rd-data-folder", folder)
    text = page.data_state(("ok", "error"), timeout=4 * WAIT)
    check("folder" in text and "2017 as at the pinned commit" in text, "the folder picked is read and checked: %s" % text)
    page.wait_listed(True)
    got = page.call("window.arbiter.api('/api/scenarios', {}, '', {timeLimitMs: 0})")
    check(got["ok"] and json.loads(got["value"]["body"]) == listed,
          "the page lists what `arbiter serve --vgb --data` lists (%d layouts)" % len(listed["scenarios"]))
    check_import(page, "folder", folder)
    # The choice kept across a reload.
    page.open_round_view(url)
    text = page.data_state(("ok", "error"), timeout=4 * WAIT)
    page.wait_listed(True)
    check("from the folder" in text, "after a reload the page still holds the folder's data: %s" % text)
    check_import(page, "reloaded", folder)
    # (b) a zip picked, unzipped by the browser
    archive = os.path.join(tmp, "gloomhavensecretariat.zip")
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for path, name in manifest():
            z.write(os.path.join(folder, name), "gloomhavensecretariat-main/" + path)
    page.pick("rd-data-zip", archive)
    text = page.data_state(("ok", "error"), timeout=4 * WAIT)
    check("zip" in text and "2017 as at the pinned commit" in text, "the zip picked is unzipped and checked: %s" % text)
    page.wait_listed(True)
    check_import(page, "zip", alias(folder, "gloomhavensecretariat"))
    # (c) fetched from the stand-in for GitHub, every hash checked; then one file changed there.
    for path, name in manifest():
        os.makedirs(os.path.dirname(os.path.join(stand_in_dir, path)) or stand_in_dir, exist_ok=True)
        shutil.copyfile(os.path.join(folder, name), os.path.join(stand_in_dir, path))
    page.fetch()
    text = page.data_state(("ok", "error"), timeout=4 * WAIT)
    check("fetched from" in text, "the pinned commit fetched, every hash checked: %s" % text)
    page.wait_listed(True)
    commit = open(MANIFEST, encoding="utf-8").read().split(" at commit ", 1)[1][:7]
    check_import(page, "fetched", alias(folder, "gloomhavensecretariat-" + commit))
    changed = [p for p, _ in manifest() if p.endswith("bandit-guard.json")][0]
    with open(os.path.join(stand_in_dir, changed), "a", encoding="utf-8") as f:
        f.write(" ")
    page.fetch()
    text = page.data_state(("error", "ok"), timeout=4 * WAIT)
    check(changed in text and "refused" in text, "a changed file on the stand-in is refused, naming it: %s" % text)
    check("fetched from" in text, "the data held before is kept and said so")
    return alias(folder, "gloomhavensecretariat-" + commit)


def check_offline(page, url, site, fetched):
    """With the site's server stopped, the service worker's copy and the data kept in the
    browser still list and import."""
    ready = page.call("navigator.serviceWorker.ready.then(() => caches.keys())")
    check(ready["ok"] and ready["value"], "the service worker keeps the site (%s)" % ready)
    site.terminate()
    site.wait()
    page.open_round_view(url)
    text = page.data_state(("ok", "error"), timeout=4 * WAIT)
    page.wait_listed(True)
    check("fetched from" in text, "offline, the page still holds the data: %s" % text)
    check_import(page, "offline", fetched)


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-static-scenarios-")
    stand_in_dir = os.path.join(tmp, "upstream")
    os.makedirs(stand_in_dir)
    port = free_port()
    site = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                             "--directory", SITE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stand_in = serve_folder(stand_in_dir, StandIn)
    driver = None
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        driver = start_browser(os.path.join(tmp, "profile"))
        page = Page(driver)
        url = "http://127.0.0.1:%d/?ghs-url=http://127.0.0.1:%d/" % (port, stand_in.server_address[1])
        page.open_round_view(url)
        check_no_data(page, stand_in_dir)
        check_bad_data(page, tmp)
        if os.path.isdir(SHARED_GHS):
            fetched = check_real_data(page, url, tmp, stand_in_dir)
            check_offline(page, url, site, fetched)
        else:
            print("skipped: the real-data half (folder, zip, fetch, reload): no Gloomhaven Secretariat data at ../shared/data/ghs")
        requests = driver.execute_script(
            "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/api/'))")
        check(not requests, "no request goes to /api/ (%s)" % requests[:3])
    finally:
        if driver is not None:
            driver.quit()
        site.terminate()
        site.wait()
        stand_in.shutdown()
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("static site's scenarios", started)


if __name__ == "__main__":
    sys.exit(main())
