"""Drives the page of `arbiter serve` for Heroscape, Arcadia Quest and Grumblestone in
headless Chromium (Debian's chromium and chromium-driver, through python3-selenium). For
each game: opens a committed scenario through the page's file input, changes the position
by clicks (moves a figure, or turns a die), and checks that the answer shown is what
`arbiter solve` prints for the page's own position; reopens the share link in a page with
nothing stored and gets the same position and answer; undoes and redoes the edit.

Exit 77 (skipped) only when Chromium, ChromeDriver or Selenium is absent.

    games_page_test.py ARBITER_BINARY"""
import json
import os
import shutil
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, cli_solve, source_dir  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("python3-selenium is not installed: skipped")
    sys.exit(77)
if not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
    print("chromium or chromium-driver is not installed: skipped")
    sys.exit(77)

BIN = sys.argv[1]
SRC = source_dir()
WAIT = 60  # seconds any one wait may take (the sanitizer build is slow); never a timing check
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what, flush=True)
    else:
        print("ok  ", what.split("\n")[0], flush=True)


def start_browser(profile):
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--disable-dev-shm-usage", "--window-size=1500,1050", "--user-data-dir=" + profile):
        opts.add_argument(a)
    d = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    d.set_page_load_timeout(WAIT)
    d.set_script_timeout(WAIT)
    return d


class Page:
    def __init__(self, driver):
        self.d = driver

    def seq(self):
        return int(self.d.find_element(By.ID, "status").get_attribute("data-seq") or 0)

    def wait_answer(self, after):
        """Waits for the answer to a request later than `after`, then for any follow-up."""
        def done(d):
            s = d.find_element(By.ID, "status")
            return int(s.get_attribute("data-seq") or 0) > after and s.get_attribute("data-state") in ("ok", "error")
        WebDriverWait(self.d, WAIT, poll_frequency=0.05).until(done)
        time.sleep(0.3)
        WebDriverWait(self.d, WAIT, poll_frequency=0.05).until(
            lambda d: d.find_element(By.ID, "status").get_attribute("data-state") in ("ok", "error"))

    def edit(self, action):
        before = self.seq()
        action()
        self.wait_answer(before)

    def click(self, css):
        """The board is redrawn when an answer arrives: find the element again if it went."""
        for attempt in range(5):
            try:
                self.d.find_element(By.CSS_SELECTOR, css).click()
                return
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.1)

    def load(self, path):
        before = self.seq()
        self.d.find_element(By.ID, "load-file").send_keys(path)
        self.wait_answer(before)

    def position(self):
        return self.d.execute_script("return window.arbiter.position()")

    def rows(self, css):
        """Each row `css` selects: its cells' text by class name, and its data attributes."""
        return self.d.execute_script("""
            return [...document.querySelectorAll(arguments[0])].map((tr) => {
              const o = {data: Object.assign({}, tr.dataset)};
              for (const td of tr.cells) o[td.className] = td.textContent;
              return o;
            });""", css)


def cli(path):
    status, d, err = cli_solve(BIN, path)
    assert status == 0, err
    return d


def write(tmp, name, obj):
    path = os.path.join(tmp, name + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    return path


# ---------------------------------------------------------------- what each game shows

def heroscape_shown(page):
    rows = page.rows("#hs-options tr.option")
    opts = [[r["rank"], json.loads(r["data"]["destination"]), r["data"]["target"] or None, r["cost"], r["dice"]]
            + [r[k] for k in ("expected", "p_wound", "p_destroy", "expected_taken", "p_destroyed", "score")] for r in rows]
    reach = page.d.execute_script("""return [...document.querySelectorAll('#hs-board g.reach')].map((g) =>
        [g.dataset.destination, Number(g.dataset.cost), Number(g.dataset.dice)])""")
    return {"options": opts, "reach": sorted(reach)}


def heroscape_cli(d):
    def cells(dst):
        return ";".join("%d,%d" % tuple(h) for h in (dst if isinstance(dst[0], list) else [dst]))
    opts = [[str(o["rank"]), o["destination"], o["target"], str(o["cost"]), str(o["dice"])]
            + [o[k] for k in ("expected", "p_wound", "p_destroy", "expected_taken", "p_destroyed", "score")] for o in d["options"]]
    reach = [[cells(x["destination"]), x["cost"], x["dice"]] for x in d["destinations"]]
    return {"options": opts, "reach": sorted(reach)}


ARCADIA_ODDS = ("p_kill", "p_overkill", "p_payback", "expected_dealt", "expected_taken", "p_hero_killed", "score")


def arcadia_shown(page):
    return [[r["rank"], r["data"]["destination"], r["card"], r["target"], r["data"]["guards"]] + [r[k] for k in ARCADIA_ODDS]
            for r in page.rows("#aq-options tr.option")]


def arcadia_cli(d):
    return [[str(o["rank"]), "%d,%d" % tuple(o["destination"]), o["card"], o["target"], ",".join(o["guards"])]
            + [o[k] for k in ARCADIA_ODDS] for o in d["options"]]


def grumblestone_shown(page):
    opts = [[r["rank"], r["words"], r["cost"], r["value"]] for r in page.rows("#gs-options tr[data-action]")]
    plans = [[r["rank"], r["lines"], r["value"]] for r in page.rows("#gs-plans tr.option")]
    placed = page.d.execute_script("""const b = document.querySelector('.player.acting svg');
        return b ? [...b.querySelectorAll('polygon.placed')].map((p) => p.dataset.cell).sort() : []""")
    return {"options": opts, "plans": plans, "placed": placed}


def grumblestone_cli(d):
    opts = [[str(o["rank"]), o["words"], str(o["cost"]), o["value"]] for o in d["options"]]
    plans = [[str(p["rank"]), p["lines"], p["value"]] for p in d["plans"]]
    best = d["plans"][0] if d["plans"] else None
    placed = sorted("%d,%d" % tuple(c) for t in ((best or {}).get("buy") or {}).get("tiles", []) for c in t.get("cells", []))
    return {"options": opts, "plans": plans, "placed": placed}


def move_figure(board, fid, cell):
    def act(page):
        page.click('#%s g.figure[data-id="%s"] circle' % (board, fid))
        page.edit(lambda: page.click('#%s polygon[data-cell="%s"]' % (board, cell)))
    return act


def turn_die(page):
    page.edit(lambda: page.click('#gs-dice button[data-die="0"]'))


GAMES = [
    # game, committed scenario, the edit, what it changes in the file, shown, the CLI's view
    ("heroscape", "scenarios/heroscape/e04-leaving-engagement.json", move_figure("hs-board", "A", "3,0"),
     lambda p: next(f["hexes"] for f in p["figures"] if f["id"] == "A") == [[3, 0]], heroscape_shown, heroscape_cli),
    ("arcadia-quest", "scenarios/arcadia/w01-walls-and-doors.json", move_figure("aq-board", "X", "0,1"),
     lambda p: next(m["cell"] for m in p["monsters"] if m["id"] == "X") == [0, 1], arcadia_shown, arcadia_cli),
    ("grumblestone", "scenarios/grumblestone/t16-placement-unlocks-power.json", turn_die,
     lambda p: p["turn"]["dice"] == [3, 3], grumblestone_shown, grumblestone_cli),
]


def nonempty(view):
    return all(view.values()) if isinstance(view, dict) else bool(view)


def run_game(srv, tmp, game, scenario, edit, moved, shown, cli_view):
    driver = start_browser(os.path.join(tmp, "profile-" + game))
    page = Page(driver)
    try:
        driver.get(srv.url + "/")
        page.wait_answer(0)
        path = os.path.join(SRC, scenario)
        page.load(path)
        with open(path, encoding="utf-8") as f:
            original = json.load(f)
        check(driver.execute_script("return window.arbiter.game()") == game and page.position() == original,
              "%s: the file is loaded into its game's view" % game)
        want = cli_view(cli(path))
        got = shown(page)
        check(got == want and nonempty(want), "%s: the answer shown == arbiter solve on the file\n   page: %s\n   cli:  %s"
              % (game, got, want))

        edit(page)
        edited = page.position()
        check(moved(edited), "%s: the position changed by clicks" % game)
        want = cli_view(cli(write(tmp, game + "-edited", edited)))
        got = shown(page)
        check(got == want and nonempty(want), "%s: after the edit, the answer shown == arbiter solve on the page's file\n"
              "   page: %s\n   cli:  %s" % (game, got, want))
        check(want != cli_view(cli(path)), "%s: the edit changes the answer" % game)

        # Undo and redo, with the answer following each.
        page.edit(lambda: page.click("#undo"))
        check(page.position() == original and shown(page) == cli_view(cli(path)), "%s: undo restores the file and its answer" % game)
        page.edit(lambda: page.click("#redo"))
        check(page.position() == edited and shown(page) == want, "%s: redo restores the edit and its answer" % game)

        # The share link, opened in a page with nothing stored.
        url = driver.execute_script("return window.arbiter.shareUrl()")
        driver.execute_script("localStorage.clear()")
        driver.get("about:blank")
        driver.get(url)
        page.wait_answer(0)
        check(page.position() == edited and shown(page) == want, "%s: the share link reopens the same position and answer" % game)
    finally:
        driver.quit()


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-games-page-")
    try:
        with Server(BIN) as srv:
            # Every page file under its own name, with its type; nothing else.
            for path, mime in [("/board.js", "text/javascript"), ("/heroscape.js", "text/javascript"),
                               ("/games.css", "text/css"), ("/", "text/html")]:
                with urllib.request.urlopen(srv.url + path, timeout=WAIT) as r:
                    got = r.headers.get("Content-Type", "")
                    check(r.status == 200 and got.startswith(mime), "GET %s: %s" % (path, got))
            for path in ("/nothing.js", "/board.js/", "/web/board.js"):
                check(srv.get(path)[0] == 404, "GET %s is not served" % path)
            for g in GAMES:
                run_game(srv, tmp, *g)
        check(srv.proc.returncode == 0, "the server stops cleanly on SIGTERM (exit %s)\n%s"
              % (srv.proc.returncode, srv.stderr[-3000:]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("games page tests: %.1f s, %d failures" % (time.monotonic() - started, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
