"""The page as a player uses it at the table, in headless Chromium: the plain explanation
opens each answer (the numbers folded below); a round shared at a step reopens at that step,
with its option and view; a round with no modifier draws typed still moves hit points (a
seeded deck draws); a phone's 390 px has no horizontal scroll; an empty board gets a hint,
not an error; a 1000 x 1000 generated map keeps the tab answering while it loads and gets an
answer or a clear message.

Exit 77 (skipped) only when Chromium, ChromeDriver or Selenium is absent.

    player_page_test.py ARBITER_BINARY [SECTION...]"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, cli_solve, source_dir  # noqa: E402

from browser_support import BasePage, By, WAIT, check, check_clean_stop, start_browser, tally  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

BIN = sys.argv[1]
ONLY = sys.argv[2:]
SRC = source_dir()
ROUNDS = os.path.join(SRC, "scenarios", "gloomhaven", "rounds")


class Page(BasePage):
    def load(self, path):
        before = self.seq()
        self.d.find_element(By.ID, "load-file").send_keys(path)
        self.wait_answer(before)

    def until(self, cond, what=""):
        WebDriverWait(self.d, WAIT, poll_frequency=0.05).until(lambda d: cond())

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def visible_text(self, css):
        return [e.text for e in self.d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]


def explanation_first(page, tmp):
    """The turn's answer opens with `arbiter solve`'s plain sentences; the ranking and the
    trace are folded; each round activation says why it comes now."""
    page.d.get(page.url + "/")
    page.wait_answer(0)
    path = os.path.join(tmp, "turn.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(page.position(), f)
    status, want, err = cli_solve(BIN, path)
    shown = page.visible_text("#explanation p.sentence")
    check(status == 0 and shown == want["explanation"] and len(shown) > 0,
          "the explanation is shown, as arbiter solve's\n   page: %s\n   cli:  %s" % (shown, want and want["explanation"]))
    top = page.js("return [document.getElementById('explanation').getBoundingClientRect().top,"
                  " document.getElementById('options').getBoundingClientRect().top]")
    check(top[0] < top[1], "the explanation comes before the options")
    folded = page.js("return ['ranking-box', 'trace-box'].map((id) => document.getElementById(id).open)")
    check(folded == [False, False], "the ranking and the trace are folded below: %s" % folded)
    page.load(os.path.join(ROUNDS, "boss-hp-and-door-ranks-by-character-count.json"))
    page.click("#rd-next")
    page.until(lambda: page.visible_text("#rd-activation .why"))
    why = page.visible_text("#rd-activation .why")
    check(why and why[0].startswith("Why now:") and len(why[0]) > len("Why now: "), "a round activation says why now: %s" % why)
    numbers = page.js("return [...document.querySelectorAll('#rd-activation details.numbers')].map((d) => d.open)")
    check(numbers and not any(numbers), "the attack's odds are folded below it: %s" % numbers)
    # The other games open with the best choice in words.
    for game, name, box in (("heroscape", "a01-height-advantage-ten-levels", "hs-plain"),
                            ("arcadia", "g01-guard-ranged-far-target", "aq-plain"),
                            ("grumblestone", "t01-crossing-fires-twice", "gs-plain")):
        page.load(os.path.join(SRC, "scenarios", game, name + ".json"))
        words = page.visible_text("#%s p.sentence" % box)
        check(len(words) > 0 and all(len(w) > 20 for w in words), "%s opens with the best choice in words: %s" % (game, words))


def reopen(page, url):
    """Opens `url` in a page with nothing stored, and waits for its answer."""
    page.d.execute_script("localStorage.clear()")
    page.d.get("about:blank")
    page.d.get(url)
    page.wait_answer(0)


def share_keeps_everything(page, tmp):
    """A round shared at step 5 reopens at step 5; a turn's option and explained hex come back
    too; the link is compressed; a damaged link is refused with a message, the page working."""
    path = os.path.join(ROUNDS, "boss-hp-and-door-ranks-by-character-count.json")
    page.d.get(page.url + "/")
    page.wait_answer(0)
    page.load(path)
    for n in range(1, 6):
        page.click("#rd-next")
        page.until(lambda n=n: page.js("return document.getElementById('rd-step').dataset.step") == str(n))
    url = page.js("return window.arbiter.shareUrl()")
    plain = len(json.dumps({"p": page.position(), "rules": page.js("return window.arbiter.rules()")}, separators=(",", ":")))
    check("#z=" in url and len(url.split("#", 1)[1]) < plain,
          "the link is compressed: %d characters for %d of JSON" % (len(url.split("#", 1)[1]), plain))
    reopen(page, url)
    step = page.js("return document.getElementById('rd-step').dataset.step")
    title = page.d.find_element(By.ID, "rd-title").text
    check(step == "5" and title.startswith("5. "), "a round shared at step 5 reopens at step 5 (%s: %s)" % (step, title))
    # Undo brings back what the view showed with the position.
    page.edit(lambda: page.js("""const i = document.querySelector("#rd-setup .setup-character input[data-field='initiative']");
        i.value = '11'; i.dispatchEvent(new Event('change'))"""))
    page.click("#rd-first")
    page.edit(lambda: page.click("#undo"))
    check(page.js("return document.getElementById('rd-step').dataset.step") == "5", "undo goes back to the step shown before the edit")

    # A turn: option 1 chosen and a hex explained.
    page.edit(lambda: page.click("#reset"))
    page.js("document.querySelector('#game').value = 'gloomhaven'; document.querySelector('#game').dispatchEvent(new Event('change'))")
    page.wait_answer(0)
    page.edit(lambda: page.click('#board polygon[data-hex="0,0"]'))
    page.click('#options li[data-number="1"]')
    page.until(lambda: page.js("return !!document.querySelector('#options li.current')"))
    page.click("#editor .zoom-bar button[aria-label='zoom in']")
    zoomed = page.d.find_element(By.ID, "board").get_dom_attribute("viewBox")
    url = page.js("return window.arbiter.shareUrl()")
    reopen(page, url)
    page.until(lambda: page.js("return document.getElementById('explain').dataset.hex") == "0,0")
    current = page.js("return (document.querySelector('#options li.current') || {dataset: {}}).dataset.number")
    check(current == "1", "a shared turn reopens with its option (%s) and its explained hex" % current)
    view = page.d.find_element(By.ID, "board").get_dom_attribute("viewBox")
    check(view == zoomed, "and with its zoom (%s, shared %s)" % (view, zoomed))

    # Damaged links: refused at once with a message; the page answers.
    for bad in ("#z=AAAAAAA", "#z=" + url.split("#z=", 1)[1][:-12], "#p=bm90IGpzb24"):
        page.d.execute_script("localStorage.clear()")
        page.d.get("about:blank")
        page.d.get(page.url + "/" + bad)
        page.until(lambda: page.d.find_element(By.ID, "error").text != "")
        err = page.d.find_element(By.ID, "error").text
        check(err.startswith("Not opened, the link:"), "a damaged link is refused: %s" % err)
        page.wait_answer(0)


def board(page):
    return page.js("""return Object.fromEntries([...document.querySelectorAll('#rd-board g.figure')]
        .map((g) => [g.dataset.id, g.dataset.hp]))""")


def round_end(page):
    page.click("#rd-last")
    page.until(lambda: page.js("return document.getElementById('rd-next').disabled"))
    return board(page)


def round_dice(page, tmp):
    """A round file with no modifier draws: a seeded shuffle of the deck draws, so hit points
    move; the same seed, the same cards; typed draws override it."""
    path = os.path.join(ROUNDS, "curse-goes-into-the-monster-deck.json")
    with open(path, encoding="utf-8") as f:
        original = json.load(f)
    check("draws" not in original["round"], "the round file has no draws")
    page.d.get(page.url + "/")
    page.wait_answer(0)
    page.load(path)
    start = board(page)
    draws = page.position()["round"].get("draws", [])
    deck = sorted(["+0"] * 6 + ["+1"] * 5 + ["-1"] * 5 + ["+2", "-2", "2x", "null"])
    check(len(draws) == 40 and sorted(draws[:20]) == deck and sorted(draws[20:]) == deck,
          "the draws are two shuffles of the standard deck: %s" % draws[:8])
    shown = page.d.find_element(By.ID, "rd-draws").get_attribute("value")
    check(shown == " ".join(draws), "the draws are shown, editable")
    end = round_end(page)
    # The characters (C1, C2) lose hit points only to the monsters' attacks, whose damage the
    # modifier cards decide.
    moved = [k for k in start if start[k] != end.get(k) and k.startswith("C")]
    check(len(moved) > 0, "hit points change in a round with no typed draws: %s -> %s" % (start, end))
    out = subprocess.run([BIN, "round", "--format", "json", "-"], input=json.dumps(page.position()),
                         capture_output=True, text=True, timeout=WAIT)
    if out.returncode != 0:
        path2 = os.path.join(tmp, "dice.json")
        with open(path2, "w", encoding="utf-8") as f:
            json.dump(page.position(), f)
        out = subprocess.run([BIN, "round", path2, "--format", "json"], capture_output=True, text=True, timeout=WAIT)
    cli_end = {f["id"]: "" if f["hp"] is None else str(f["hp"]) for f in json.loads(out.stdout)["timeline"][-1]["after"] if not f["removed"]}
    check(cli_end == end, "the page's round is arbiter round's on the same file\n   page: %s\n   cli:  %s" % (end, cli_end))
    # Reproducible: another seed shuffles otherwise; the first seed gives the first cards again.
    page.edit(lambda: page.js("const i = document.getElementById('rd-deck-seed'); i.value = '7'; i.dispatchEvent(new Event('change'))"))
    other = page.position()["round"]["draws"]
    page.edit(lambda: page.js("const i = document.getElementById('rd-deck-seed'); i.value = '1'; i.dispatchEvent(new Event('change'))"))
    check(other != draws and page.position()["round"]["draws"] == draws, "the seed decides the shuffle, reproducibly")
    # Typed draws override: nulls everywhere, no damage.
    page.edit(lambda: page.js("const i = document.getElementById('rd-draws'); i.value = 'null null null null null null';"
                              "i.dispatchEvent(new Event('change'))"))
    check(page.position()["round"]["draws"] == ["null"] * 6, "typed draws replace the shuffle")
    nulls = round_end(page)
    check(all(nulls.get(k) == start[k] for k in moved), "with typed nulls the characters keep their hit points: %s" % nulls)


def big_map(page, tmp):
    """A 1000 x 1000 generated map: the tab answers a script within 2 s all along, and the
    answer (or a clear message) comes within 15 s; the board says how it is drawn."""
    path = os.path.join(tmp, "big.json")
    subprocess.run([BIN, "generate", "--columns", "1000", "--rows", "1000", "-o", path], check=True, timeout=WAIT)
    with open(path, encoding="utf-8") as f:
        figures = len(json.load(f)["figures"])
    page.d.get(page.url + "/")
    page.wait_answer(0)
    before = page.seq()
    started = time.monotonic()
    page.d.find_element(By.ID, "load-file").send_keys(path)
    slowest, done, state = 0.0, None, None
    while time.monotonic() - started < 60:
        t = time.monotonic()
        got = page.js("const s = document.getElementById('status'); return [Number(s.dataset.seq || 0), s.dataset.state]")
        slowest = max(slowest, time.monotonic() - t)
        if got[0] > before and got[1] in ("ok", "error"):
            done, state = time.monotonic() - started, got[1]
            break
        time.sleep(0.1)
    check(slowest < 2, "the tab answers a script within 2 s throughout the load (slowest %.2f s)" % slowest)
    check(done is not None and done < 15, "an answer or a message within 15 s (%s after %s s)" % (state, done and round(done, 1)))
    error = page.d.find_element(By.ID, "error").text
    options = len(page.d.find_elements(By.CSS_SELECTOR, "#options li[data-number]"))
    check((state == "ok" and options > 0) or (state == "error" and error), "answered: %s, %d options, error %r" % (state, options, error))
    note = page.d.find_element(By.ID, "board-note")
    check(note.is_displayed() and "1,000,000 hexes" in note.text, "the board says what it cannot show: %s" % note.text)
    drawn = len(page.d.find_elements(By.CSS_SELECTOR, "#board g.figure"))
    check(drawn == figures, "every figure drawn over the picture (%d of %d)" % (drawn, figures))
    # Zoomed in by the button: the view narrows, the figures keep a readable size.
    width0 = float(page.d.find_element(By.ID, "board").get_dom_attribute("viewBox").split()[2])
    page.click("#editor .zoom-bar button[aria-label='zoom in']")
    page.until(lambda: float(page.d.find_element(By.ID, "board").get_dom_attribute("viewBox").split()[2]) < width0)
    radius = page.js("return document.querySelector('#board g.figure circle').getBoundingClientRect().width / 2")
    check(radius >= 10, "a figure is drawn at least 10 px across its radius at any zoom (%.1f px)" % radius)


def overflow(page):
    """How far the page scrolls sideways (0: it fits), with every fold opened."""
    page.js("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    return page.js("return document.documentElement.scrollWidth - window.innerWidth")


def phone(page, tmp):
    """At a phone's 390 px no view scrolls sideways at page level, folds open."""
    page.d.set_window_size(390, 844)
    try:
        page.d.get(page.url + "/")
        page.wait_answer(0)
        width = page.js("return window.innerWidth")
        check(width <= 400, "the window is a phone's (%d px)" % width)
        files = [("gloomhaven turn", None),
                 ("gloomhaven round", os.path.join(ROUNDS, "curse-goes-into-the-monster-deck.json")),
                 ("heroscape", os.path.join(SRC, "scenarios", "heroscape", "a01-height-advantage-ten-levels.json")),
                 ("arcadia quest", os.path.join(SRC, "scenarios", "arcadia", "g01-guard-ranged-far-target.json")),
                 ("grumblestone", os.path.join(SRC, "scenarios", "grumblestone", "t01-crossing-fires-twice.json"))]
        for name, path in files:
            if path:
                page.load(path)
            if name == "gloomhaven round":
                page.click("#rd-last")
            extra = overflow(page)
            check(extra <= 0, "%s at 390 px: no horizontal scroll at page level (%d px too wide)" % (name, extra))
    finally:
        page.d.set_window_size(1500, 1050)


def controls(page, tmp):
    """A new board gets a hint, not an error; a resize that would drop figures asks first; the
    rule sets offered are the engine's; the favicon is served; every board has a legend."""
    page.d.get(page.url + "/")
    page.wait_answer(0)
    page.edit(lambda: page.click("#new"))
    status = page.d.find_element(By.ID, "status").text
    error = page.d.find_element(By.ID, "error")
    check(page.position()["figures"] == [] and not error.is_displayed() and "place a monster" in status,
          "a new board: a hint (%r), no error" % status)
    hint = page.visible_text("#explanation p")
    check(hint and "place a monster" in hint[0], "the hint is in the answer too: %s" % hint)
    # The example has four figures; a 2 x 2 map would drop some: the player is asked, says no.
    page.edit(lambda: page.click("#reset"))
    before = page.position()
    page.js("window.asked = []; window.confirm = (m) => { window.asked.push(m); return false; }")
    page.js("const i = document.getElementById('map-columns'); i.value = '2'; i.dispatchEvent(new Event('change'))")
    asked = page.js("return window.asked")
    check(len(asked) == 1 and "figure" in asked[0] and page.position() == before,
          "a resize that would drop figures asks first; refused, nothing changes: %s" % asked)
    check(page.d.find_element(By.ID, "map-columns").get_attribute("value") == "7", "the field shows the map's size again")
    # The rule sets of every view are the engine's (GET /api/rules).
    status, raw = page.srv.get("/api/rules")
    games = {g["game"]: [r["name"] for r in g["rule_sets"]] for g in json.loads(raw)["games"]}
    offered = {"gloomhaven": page.js("return [...document.querySelectorAll('#rules option')].map((o) => o.value).filter((v) => v && v !== 'all')")}
    for game, sel, path in (("heroscape", "hs-rules", os.path.join(SRC, "scenarios", "heroscape", "a01-height-advantage-ten-levels.json")),
                            ("arcadia-quest", "aq-rules", os.path.join(SRC, "scenarios", "arcadia", "g01-guard-ranged-far-target.json")),
                            ("grumblestone", "gs-rules", os.path.join(SRC, "scenarios", "grumblestone", "t01-crossing-fires-twice.json"))):
        page.load(path)
        offered[game] = page.js("return [...document.querySelectorAll('#%s option')].map((o) => o.value).filter((v) => v)" % sel)
        legend = page.visible_text("#view-%s .legend" % ("arcadia-quest" if game == "arcadia-quest" else game))
        check(legend and len(legend[0]) > 40, "%s: the board has a legend" % game)
    check(all(offered[g] == games[g] for g in offered), "the rule sets offered are the engine's: %s" % offered)
    status, _ = page.srv.get("/favicon.ico")
    icon = page.js("return (document.querySelector('link[rel=icon]') || {}).href || ''")
    check(icon.startswith("data:image/svg+xml"), "the page names its icon (no request for /favicon.ico): %s" % icon[:40])


SECTIONS = [explanation_first, share_keeps_everything, round_dice, big_map, phone, controls]


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-player-page-")
    driver = None
    try:
        with Server(BIN) as srv:
            driver = start_browser(os.path.join(tmp, "profile"))
            page = Page(driver)
            page.url = srv.url
            page.srv = srv
            for section in SECTIONS:
                if ONLY and section.__name__ not in ONLY:
                    continue
                print("--", section.__name__, flush=True)
                driver.execute_script("try { localStorage.clear() } catch (e) {}")
                section(page, tmp)
            driver.quit()
            driver = None
        check_clean_stop(srv)
    finally:
        if driver:
            driver.quit()
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("player page", started)


if __name__ == "__main__":
    sys.exit(main())
