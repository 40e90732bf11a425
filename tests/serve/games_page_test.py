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

from browser_support import BasePage, By, WAIT, check, check_clean_stop, start_browser, tally  # noqa: E402

BIN = sys.argv[1]
SRC = source_dir()


class Page(BasePage):
    def load(self, path):
        before = self.seq()
        self.d.find_element(By.ID, "load-file").send_keys(path)
        self.wait_answer(before)

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
        check_clean_stop(srv)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("games page", started)


if __name__ == "__main__":
    sys.exit(main())
