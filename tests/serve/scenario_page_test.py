"""Opens real Gloomhaven scenarios on `arbiter serve`'s page (serve --vgb DIR --data DIR) in
headless Chromium: the list the server offers, the import for a character count and level
(the very file `arbiter import vgb` writes), the rooms behind closed doors hidden, a character
placed on a starting hex with its hit points and a condition set by clicks, each monster
type's card picked from its real deck (the file then equals the import with --card), and the
monsters' turns of the round played on it, compared activation by activation with `arbiter
round --format json` on the page's file.

Always on the project's own small layout and data (tests/data/import/); also on scenario 1
of the copies in ../shared/data (Virtual Gloomhaven Board and Gloomhaven Secretariat), when
they are there. Exit 77 (skipped) only when Chromium, ChromeDriver or Selenium is absent.

    scenario_page_test.py ARBITER_BINARY"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, source_dir  # noqa: E402

from browser_support import By, WAIT, check, check_clean_stop, start_browser, tally  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402  (present: browser_support checked)
from round_page_test import Page, board_after, cli_round, expected_panel, start_board, write  # noqa: E402

BIN = sys.argv[1]
SRC = source_dir()
SHARED = os.path.join(os.path.dirname(SRC), "shared", "data")


def cli_import(vgb_file, data, characters, level, *cards, seed=1):
    args = [BIN, "import", "vgb", vgb_file, "--data", data, "--characters", str(characters), "--level", str(level),
            "--seed", str(seed)]
    for c in cards:
        args += ["--card", c]
    p = subprocess.run(args, capture_output=True, text=True, timeout=WAIT)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def set_value(page, css, value):
    page.d.execute_script("""const e = document.querySelector(arguments[0]); e.value = arguments[1];
        e.dispatchEvent(new Event('change'))""", css, value)


def run(srv, tmp, label, vgb_dir, data, scenario_id, characters, level):
    driver = start_browser(os.path.join(tmp, "profile-" + label))
    page = Page(driver)
    vgb_file = os.path.join(vgb_dir, scenario_id)
    try:
        driver.get(srv.url + "/")
        page.wait_answer(0)
        page.edit(lambda: set_value(page, "#game", "gloomhaven-round"))
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
            "const s = document.querySelector('#rd-scenario option[value=\"' + arguments[0] + '\"]'); return !!s && !s.disabled",
            scenario_id))
        listed = json.loads(srv.get("/api/scenarios")[1])["scenarios"]
        shown = driver.execute_script("return [...document.querySelectorAll('#rd-scenario option')].map((o) => o.value)")
        book = sorted(listed, key=lambda s: (int(s["number"]) if str(s["number"]).isdigit() else 1 << 30, str(s["number"]), s["id"]))
        check(shown == [s["id"] for s in book], "%s: the page lists the server's %d scenarios in book order" % (label, len(listed)))

        # The import: the file the command line writes.
        set_value(page, "#rd-scenario", scenario_id)
        set_value(page, "#rd-characters", str(characters))
        set_value(page, "#rd-level", str(level))
        set_value(page, "#rd-seed", "7")
        page.edit(lambda: page.click("#rd-open"))
        imported = cli_import(vgb_file, data, characters, level, seed=7)
        # The page adds a seeded shuffle of the modifier deck to a round without draws.
        opened = page.position()
        seeded = opened["round"].pop("draws", []) if "draws" not in imported["round"] else []
        check(opened == imported and len(seeded) in (0, 40), "%s: scenario %s opened for %d characters at level %d, seed 7 == arbiter import vgb's file"
              % (label, scenario_id, characters, level))
        rooms = sorted({"%d,%d" % tuple(h) for d in imported["map"].get("doors", []) for h in d["room"]})
        check(rooms and page.cells("fog") == rooms, "%s: the %d hexes behind closed doors are hidden" % (label, len(rooms)))

        # A character placed on a free starting hex by touch (a tap on it, a tap on the hex),
        # its hit points and a condition set.
        taken = {tuple(f["hex"]) for f in imported["figures"]}
        free = [h for h in imported["map"]["starting_hexes"] if tuple(h) not in taken][0]
        page.tap('#rd-board g.figure[data-id="C1"] circle')
        WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#rd-figure[data-figure='C1']"))
        page.edit(lambda: page.tap('#rd-board polygon[data-cell="%d,%d"]' % tuple(free)))
        page.edit(lambda: set_value(page, "#rd-figure input[data-field='hp']", "7"))
        page.edit(lambda: set_value(page, "#rd-figure input[data-field='max_hp']", "10"))
        page.edit(lambda: page.click("#rd-figure input[data-condition='poison']"))
        c1 = next(f for f in page.position()["figures"] if f["id"] == "C1")
        check(c1["hex"] == free and c1["hp"] == 7 and c1["max_hp"] == 10 and c1["conditions"] == ["poison"],
              "%s: C1 placed on the starting hex %s with 7 of 10 hit points, poisoned (%s)" % (label, free, c1))
        check(page.board()["C1"] == ["%d,%d" % tuple(free), "7", ["poison"]], "%s: the board shows C1 so" % label)

        # Each type's card picked from its deck: the last card of each with an attack.
        decks = json.loads(srv.get("/api/decks?scenario=%s&level=%d&characters=%d" % (scenario_id, level, characters))[1])["decks"]
        WebDriverWait(driver, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rd-setup select[data-field='card']")) == len(decks))
        cards = []
        for t, deck in decks.items():
            last = [c for c in deck["cards"] if any("attack" in x for x in c["actions"])][-1]
            page.edit(lambda: set_value(page, "#rd-setup .setup-monster[data-type='%s'] select[data-field='card']" % t, str(last["id"])))
            cards.append("%s=%d" % (deck["key"], last["id"]))
        want_types = cli_import(vgb_file, data, characters, level, *cards, seed=7)["monster_types"]
        check(page.position()["monster_types"] == want_types,
              "%s: the cards picked (%s) == arbiter import vgb --card's" % (label, ", ".join(cards)))

        # The round on the page's file: the monsters' turns, activation by activation.
        p = page.position()
        link = driver.execute_script("return window.arbiter.shareUrl()").split("#", 1)[1]
        plain = len(base64.urlsafe_b64encode(json.dumps({"p": p, "rules": ""}, separators=(",", ":")).encode()))
        check(len(link) < plain / 2, "%s: the round's share link is compressed (%d characters, %d uncompressed)"
              % (label, len(link), plain))
        d = cli_round(write(tmp, label + "-page", p))
        monsters = [a for a in d["timeline"] if a["figure"] not in ("C1", "C2", "C3", "C4")
                    and any(x["attacks"] or "move" in x["kind"] or "attack" in x["kind"] for x in a["actions"])]
        check(page.order() == d["order"] and monsters, "%s: the order shown == arbiter round's %s (%d monster turns, %d attacks)"
              % (label, d["order"], len(monsters), sum(len(x["attacks"]) for a in monsters for x in a["actions"])))
        check(page.board() == start_board(p), "%s: the start of the round shows the placed figures" % label)
        for k, a in enumerate(d["timeline"], 1):
            page.go("rd-next", k)
            pan = page.panel()
            check(page.board() == board_after(a) and pan["attacks"] == expected_panel(a),
                  "%s: after activation %d (%s) the board and the odds == arbiter round's\n   page: %s %s\n   cli:  %s %s"
                  % (label, k, a["figure"], page.board(), pan["attacks"], board_after(a), expected_panel(a)))
    finally:
        driver.quit()


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-scenario-page-")
    runs = [("fixture", os.path.join(SRC, "tests", "data", "import", "vgb"), os.path.join(SRC, "tests", "data", "import", "ghs"),
             "two-rooms.json", 2, 1)]
    real_vgb, real_ghs = os.path.join(SHARED, "vgb", "scenarios"), os.path.join(SHARED, "ghs")
    if os.path.isdir(real_vgb) and os.path.isdir(real_ghs):
        runs.append(("shared", real_vgb, real_ghs, "1.json", 3, 1))
    else:
        print("skipped: ../shared/data (vgb, ghs) is absent; only the project's own layout runs")
    try:
        for label, vgb, data, scenario_id, characters, level in runs:
            with Server(BIN, "--vgb", vgb, "--data", data) as srv:
                run(srv, tmp, label, vgb, data, scenario_id, characters, level)
            check_clean_stop(srv, label)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("scenario page", started)


if __name__ == "__main__":
    sys.exit(main())
