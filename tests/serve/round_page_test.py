"""Drives the round view of `arbiter serve`'s page in headless Chromium: opens committed round
files through the page's file input, steps through each round forward and back, and checks
that the board after every activation (each figure's hex, hit points and conditions; the
figures removed gone) and the panel (who acts, why now, each attack's exact odds) are what
`arbiter round --format json` prints for the same file; that a closed door's room stays hidden
until the door is opened; that a players' choice offered on the page plays the round the
command line plays with that --choose; that an edit of the set-up (an initiative) is solved
again, undone and redone; and that the share link reopens the same round.

Exit 77 (skipped) only when Chromium, ChromeDriver or Selenium is absent.

    round_page_test.py ARBITER_BINARY"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, source_dir  # noqa: E402

from browser_support import BasePage, By, WAIT, check, check_clean_stop, start_browser, tally  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402  (present: browser_support checked)

BIN = sys.argv[1]
SRC = source_dir()
ROUNDS = os.path.join(SRC, "scenarios", "gloomhaven", "rounds")


def cli_round(path, *args):
    p = subprocess.run([BIN, "round", path, "--format", "json", *args], capture_output=True, text=True, timeout=WAIT)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def write(tmp, name, obj):
    path = os.path.join(tmp, name + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    return path


class Page(BasePage):
    def load(self, path):
        before = self.seq()
        self.d.find_element(By.ID, "load-file").send_keys(path)
        self.wait_answer(before)

    def board(self):
        """The figures drawn: id -> [hex "c,r", hit points, conditions]."""
        rows = self.d.execute_script("""return [...document.querySelectorAll('#rd-board g.figure')].map((g) =>
            [g.dataset.id, g.dataset.cell, g.dataset.hp, g.dataset.conditions])""")
        return {r[0]: [r[1], r[2], sorted(c for c in r[3].split(",") if c)] for r in rows}

    def step(self):
        return int(self.d.find_element(By.ID, "rd-step").get_attribute("data-step"))

    def go(self, button, want):
        self.click("#" + button)
        WebDriverWait(self.d, WAIT, poll_frequency=0.05).until(lambda d: self.step() == want)

    def cells(self, cls):
        return sorted(self.d.execute_script(
            "return [...document.querySelectorAll('#rd-board polygon.' + arguments[0])].map((p) => p.dataset.cell)", cls))

    def order(self):
        return self.d.execute_script("return [...document.querySelectorAll('#rd-order li')].map((li) => li.dataset.figure)")

    def panel(self):
        return self.d.execute_script("""return {
            title: document.getElementById('rd-title').textContent,
            why: (document.querySelector('#rd-activation .why') || {}).textContent || '',
            attacks: [...document.querySelectorAll('#rd-activation tr.attack')].map((tr) =>
              [tr.querySelector('.attacker').textContent, tr.querySelector('.target').textContent,
               tr.querySelector('.expected_damage').textContent, tr.querySelector('.kill_chance').textContent])}""")


def set_choice(driver, css, value):
    driver.execute_script("const s = document.querySelector(arguments[0]); s.value = arguments[1];"
                          "s.dispatchEvent(new Event('change'))", css, value)


def hp_of(f, p):
    if "hp" in f:
        return f["hp"]
    if "max_hp" in f:
        return f["max_hp"]
    if f.get("kind") == "monster":
        return p["monster_types"][f["type"]][f["rank"]]["hp"]
    return None


def start_board(p):
    """The board before the first activation, from the file: its figures (door rooms' monsters
    are not on it yet)."""
    out = {}
    for f in p["figures"]:
        hp = hp_of(f, p)
        conds = sorted(c if isinstance(c, str) else c["name"] for c in f.get("conditions", []))
        out[f["id"]] = ["%d,%d" % tuple(f["hex"]), "" if hp is None else str(hp), conds]
    return out


def board_after(a):
    return {f["id"]: ["%d,%d" % tuple(f["hex"]), "" if f["hp"] is None else str(f["hp"]), sorted(f["conditions"])]
            for f in a["after"] if not f["removed"]}


def expected_panel(a):
    return [[x["attacker"], x["target"], x["expected_damage"], "—" if x["kill_chance"] is None else x["kill_chance"]]
            for act in a["actions"] for x in act["attacks"]]


def opened(page, tmp, name, path):
    """Opens the round file `path` on the page: (the file as the page holds it, that file
    written for the command line, whether it is the file's own). A file without modifier
    draws gets the page's seeded shuffle of the deck, and nothing else changes."""
    with open(path, encoding="utf-8") as f:
        p = json.load(f)
    page.load(path)
    shown = page.position()
    own = json.loads(json.dumps(shown))
    if "draws" not in p["round"]:
        own["round"].pop("draws", None)
        seeded = len(shown["round"].get("draws", [])) == 40
    else:
        seeded = True
    return shown, write(tmp, name + "-page", shown), own == p and seeded


def walk(page, name, p, d):
    """Steps forward to the end and back to the start; the board and the panel after each
    activation compared with the command line's JSON."""
    n = len(d["timeline"])
    check(page.order() == d["order"], "%s: the order shown == arbiter round's %s" % (name, d["order"]))
    check(page.step() == 0 and page.board() == start_board(p), "%s: the start of the round shows the file's figures\n   page: %s\n   file: %s"
          % (name, page.board(), start_board(p)))
    boards = [start_board(p)] + [board_after(a) for a in d["timeline"]]
    for k in range(1, n + 1):
        page.go("rd-next", k)
        a = d["timeline"][k - 1]
        got, want = page.board(), boards[k]
        check(got == want, "%s: after activation %d (%s) the board == arbiter round's\n   page: %s\n   cli:  %s" % (name, k, a["figure"], got, want))
        pan = page.panel()
        check(pan["title"].startswith("%d. %s acts" % (k, a["figure"])) and pan["why"] == "Why now: " + a["why"]
              and pan["attacks"] == expected_panel(a),
              "%s: activation %d: who acts, why and each attack's odds as arbiter round prints them\n   page: %s\n   cli:  %s %s"
              % (name, k, pan, a["why"], expected_panel(a)))
    ok = True
    for k in range(n - 1, -1, -1):
        page.go("rd-prev", k)
        ok = ok and page.board() == boards[k]
    check(ok, "%s: stepping back shows each earlier board again" % name)


def run(srv, tmp):
    driver = start_browser(os.path.join(tmp, "profile-round"))
    page = Page(driver)
    try:
        driver.get(srv.url + "/")
        page.wait_answer(0)
        for name in ("revealed-monsters-act-after-opener", "wound-and-poison", "heal-most-lost-in-range",
                     "summon-nearest-the-nearest-enemy"):
            p, path, same = opened(page, tmp, name, os.path.join(ROUNDS, name + ".json"))
            check(driver.execute_script("return window.arbiter.view()") == "gloomhaven-round" and same,
                  "%s: the round file opens in the round view (the deck's draws added when it has none)" % name)
            d = cli_round(path)
            if name.startswith("revealed"):
                room = sorted("%d,%d" % tuple(h) for h in p["map"]["doors"][0]["room"])
                check(page.cells("fog") == room and page.cells("door-closed") == ["4,2"],
                      "%s: before the door opens its room is hidden" % name)
            walk(page, name, p, d)
            if name.startswith("revealed"):
                page.go("rd-next", 1)
                check(page.cells("fog") == [] and page.cells("door-open") == ["4,2"],
                      "%s: once C1 opens the door the room is shown" % name)

        # A players' choice: offered at G1's move, and the round played again from it.
        name = "players-choose-second-destination"
        p, path, _ = opened(page, tmp, name, os.path.join(ROUNDS, name + ".json"))
        page.go("rd-next", 1)
        sel = "#rd-activation select[data-choice='G1/1']"
        check(driver.execute_script("return document.querySelector(arguments[0]).value", sel) == "2",
              "%s: the file's choice (option 2) is shown" % name)
        page.edit(lambda: driver.execute_script("""const s = document.querySelector(arguments[0]);
            s.value = '1'; s.dispatchEvent(new Event('change'))""", sel))
        chosen = page.position()
        d1 = cli_round(path, "--choose", "G1/1=1")
        check(chosen["round"]["choose"] == {"G1/1": 1}, "%s: the choice is written into round.choose" % name)
        check(cli_round(write(tmp, "chosen", chosen)) == d1, "%s: the page's file plays as arbiter round --choose G1/1=1" % name)
        page.go("rd-first", 0)
        walk(page, name + " (option 1)", chosen, d1)
        check(d1["end"] != cli_round(path)["end"], "%s: the other choice ends the round elsewhere" % name)

        # A tie in the order (two characters at 99, one on a long rest): the players choose it.
        name = "long-rest-acts-last"
        path = os.path.join(ROUNDS, name + ".json")
        page.load(path)
        sel = "#rd-choices select[data-choice='order/99']"
        tie = next(c for c in cli_round(path)["choices"] if c["key"] == "order/99")
        opts = driver.execute_script("return [...document.querySelector(arguments[0]).options].map((o) => o.textContent)", sel)
        check(opts == ["%d. %s" % (i + 1, o) for i, o in enumerate(tie["options"])],
              "%s: the tied order offered with arbiter round's options %s" % (name, opts))
        page.edit(lambda: set_choice(driver, sel, "2"))
        d2 = cli_round(path, "--choose", "order/99=2")
        check(page.position()["round"].get("choose") == {"order/99": 2} and page.order() == d2["order"]
              and d2["order"] != cli_round(path)["order"],
              "%s: the other order chosen on the page == arbiter round --choose order/99=2 %s" % (name, d2["order"]))

        # Every combination of the choices (arbiter round --branches), and one of them played.
        bp = subprocess.run([BIN, "round", path, "--branches", "--format", "json"], capture_output=True, text=True, timeout=WAIT)
        boards = json.loads(bp.stdout)["branches"]["boards"]
        page.click("#rd-branches-box summary")
        page.click("#rd-branches-run")
        WebDriverWait(driver, WAIT).until(lambda d: d.find_element(By.ID, "rd-branches").get_attribute("data-state") == "done")
        rows = driver.execute_script("return [...document.querySelectorAll('#rd-branches tr.branch')].map((tr) => JSON.parse(tr.dataset.choose))")
        check(rows == [b["choose"] for b in boards] and len(rows) > 1,
              "%s: the end boards of every choice path == arbiter round --branches's %s" % (name, rows))
        page.edit(lambda: driver.execute_script("document.querySelectorAll('#rd-branches tr.branch button.play')[1].click()"))
        want = boards[1]["choose"]
        d3 = cli_round(path, "--choose", ",".join("%s=%d" % kv for kv in want.items()))
        check(page.position()["round"].get("choose") == want and page.order() == d3["order"],
              "%s: the second board played: round.choose %s, the order as the command line's" % (name, want))

        # An edit of the set-up: C2's initiative 40 -> 20 (before G1's 35), solved again; undo and redo.
        name = "revealed-monsters-act-after-opener"
        path = os.path.join(ROUNDS, name + ".json")
        with open(path, encoding="utf-8") as f:
            original = json.load(f)
        page.load(path)
        page.edit(lambda: driver.execute_script("""const i = document.querySelector(
            "#rd-setup .setup-character[data-figure='C2'] input[data-field='initiative']");
            i.value = '20'; i.dispatchEvent(new Event('change'))"""))
        edited = page.position()
        check(next(f for f in edited["figures"] if f["id"] == "C2")["initiative"] == 20, "setup: C2's initiative set to 20")
        d_edit = cli_round(write(tmp, "edited", edited))
        check(page.order() == d_edit["order"] and d_edit["order"] != cli_round(path)["order"],
              "setup: the order after the edit == arbiter round on the page's file %s" % d_edit["order"])
        walk(page, name + " (edited)", edited, d_edit)
        page.edit(lambda: page.click("#undo"))
        check(page.position() == original and page.order() == cli_round(path)["order"], "undo restores the file and its round")
        page.edit(lambda: page.click("#redo"))
        check(page.position() == edited and page.order() == d_edit["order"], "redo restores the edit and its round")

        # A draw the round does not know: refused with the command line's message, shown.
        page.edit(lambda: set_choice(driver, "#rd-draws", "+0 +7"))
        bad = page.position()
        p_bad = subprocess.run([BIN, "round", write(tmp, "bad", bad), "--format", "json"], capture_output=True, text=True, timeout=WAIT)
        shown = driver.find_element(By.ID, "error").text
        # Named as the player's file (the one loaded), never "request.json".
        want = p_bad.stderr.strip().replace(os.path.join(tmp, "bad.json"), name + ".json")
        check(p_bad.returncode == 2 and shown == want, "a bad draw: the command line's message shown\n   page: %s\n   cli:  %s" % (shown, want))
        page.edit(lambda: page.click("#undo"))
        check(page.position() == edited and driver.find_element(By.ID, "error").text == "", "undo takes the bad draw back")

        # The share link, opened in a page with nothing stored.
        url = driver.execute_script("return window.arbiter.shareUrl()")
        driver.execute_script("localStorage.clear()")
        driver.get("about:blank")
        driver.get(url)
        page.wait_answer(0)
        check(page.position() == edited and page.order() == d_edit["order"], "the share link reopens the same round")
        page.go("rd-last", len(d_edit["timeline"]))
        check(page.board() == board_after(d_edit["timeline"][-1]), "the reopened round ends as arbiter round's")
    finally:
        driver.quit()


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-round-page-")
    try:
        with Server(BIN) as srv:
            run(srv, tmp)
        check_clean_stop(srv)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("round page", started)


if __name__ == "__main__":
    sys.exit(main())
