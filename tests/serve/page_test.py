"""Drives the real page of `arbiter serve` in headless Chromium (Debian's chromium and
chromium-driver, through python3-selenium): builds a position by clicks and checks that the
options and the trace shown are those of `arbiter solve` on the same file; opens a share
link and gets the same position; loads a file; clicks a hex and reads its explanation; shows
all five rule sets. Takes a screenshot of the page (--screenshot FILE).

Exit 77 (skipped) only when Chromium, ChromeDriver or Selenium is absent.

    page_test.py ARBITER_BINARY [--screenshot FILE]"""
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server, cli_solve, source_dir  # noqa: E402

from browser_support import BasePage, By, WAIT, check, check_clean_stop, start_browser, tally  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

BIN = sys.argv[1]
SHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
SRC = source_dir()


class Page(BasePage):
    def tool(self, name):
        self.d.find_element(By.CSS_SELECTOR, '#tools button[data-tool="%s"]' % name).click()

    def click_hex(self, col, row):
        self.click('#board polygon[data-hex="%d,%d"]' % (col, row))

    def click_figure(self, fid):
        self.click('#board g.figure[data-id="%s"] circle' % fid)

    def set_field(self, element_id, value):
        """Types the value over the field's text, then leaves it (which commits it)."""
        e = self.d.find_element(By.ID, element_id)
        e.click()
        e.send_keys(Keys.CONTROL, "a")
        e.send_keys(str(value), Keys.TAB)

    def options(self):
        return [{"destination": [int(x) for x in li.get_attribute("data-destination").split(",")],
                 "targets": [t for t in li.get_attribute("data-targets").split(",") if t],
                 "focus": li.get_attribute("data-focus") or None}
                for li in self.d.find_elements(By.CSS_SELECTOR, "#options li[data-number]")]

    def trace(self):
        # The trace is folded (a closed <details>): its text, not what is displayed.
        return [li.get_attribute("textContent") for li in self.d.find_elements(By.CSS_SELECTOR, "#trace li")]


def cli_view(path, *args):
    status, d, err = cli_solve(BIN, path, *args)
    assert status == 0, err
    opts = [{"destination": o["destination"], "targets": o["targets"], "focus": o.get("focus")}
            for o in d["options"]]
    trace = [("%s %s" % (t["step"], t["text"])) for t in d["trace"]]
    return opts, trace, d


def compare_with_cli(page, tmp, label):
    path = os.path.join(tmp, label + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(page.position(), f)
    opts, trace, _ = cli_view(path)
    got_opts, got_trace = page.options(), page.trace()
    check(got_opts == opts and len(opts) > 0,
          "%s: options shown == arbiter solve\n   page: %s\n   cli:  %s" % (label, got_opts, opts))
    check(got_trace == trace and len(trace) > 0,
          "%s: trace shown == arbiter solve (%d lines)" % (label, len(trace)))
    return path


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-page-")
    driver = None
    try:
        with Server(BIN) as srv:
            driver = start_browser(os.path.join(tmp, "profile"))
            page = Page(driver)
            driver.get(srv.url + "/")
            page.wait_answer(0)
            check(len(page.options()) > 0, "the example position is solved on opening")

            # Build a position by clicks: a fresh 6 x 4 odd-r map, two characters, a monster.
            # A resize that leaves figures off the map asks first: the player agrees.
            driver.execute_script("window.confirm = () => true")
            page.edit(lambda: Select(driver.find_element(By.ID, "map-coordinates")).select_by_value("odd-r"))
            page.edit(lambda: page.set_field("map-columns", 6))
            page.edit(lambda: page.set_field("map-rows", 4))
            page.tool("remove")
            for fid in [f["id"] for f in page.position()["figures"]]:
                page.edit(lambda fid=fid: page.click_figure(fid))
            check(page.position()["figures"] == [], "every figure removed by clicks")
            page.tool("terrain:clear")
            for h in [tuple(x) for t in (page.position()["map"].get("terrain") or {}).values() for x in t]:
                page.edit(lambda h=h: page.click_hex(*h))
            page.tool("monster")
            page.edit(lambda: page.click_hex(0, 2))
            page.tool("character")
            page.edit(lambda: page.click_hex(4, 1))
            page.edit(lambda: page.click_hex(4, 3))
            page.edit(lambda: page.set_field("fig-initiative", 12))  # C2, the last placed
            page.tool("terrain:obstacle")
            page.edit(lambda: page.click_hex(2, 2))
            page.tool("terrain:difficult")
            page.edit(lambda: page.click_hex(1, 1))
            page.tool("terrain:wall")
            page.edit(lambda: page.click_hex(3, 0))
            page.tool("thin-wall")
            walls_before = page.position()["map"].get("thin_walls", [])

            def click_right_edge():
                # Near the right edge of [2, 3]: the wall goes between it and [3, 3].
                hexagon = driver.find_element(By.CSS_SELECTOR, '#board polygon[data-hex="2,3"]')
                width = hexagon.rect["width"]
                ActionChains(driver).move_to_element_with_offset(hexagon, int(width * 0.4), 0).click().perform()
            page.edit(click_right_edge)
            # The card: move 3, ranged 3, two targets.
            page.edit(lambda: page.set_field("turn-move", 3))
            page.edit(lambda: page.set_field("turn-range", 3))
            page.edit(lambda: page.set_field("turn-targets", 2))
            pos = page.position()
            check(pos["coordinates"] == "odd-r" and pos["map"]["hexes"] == {"columns": 6, "rows": 4},
                  "map size and coordinates set: %s %s" % (pos["coordinates"], pos["map"]["hexes"]))
            check([f["id"] for f in pos["figures"]] == ["M1", "C1", "C2"] and pos["turn"]["figure"] == "M1",
                  "figures placed by clicks, the monster acts")
            check(pos["map"]["terrain"] == {"obstacle": [[2, 2]], "difficult": [[1, 1]], "wall": [[3, 0]]},
                  "terrain painted: %s" % pos["map"]["terrain"])
            added = [w for w in pos["map"].get("thin_walls", []) if w not in walls_before]
            check(added == [[[2, 3], [3, 3]]], "a thin wall clicked in: %s" % added)
            built = compare_with_cli(page, tmp, "built")

            # Melee with an area pattern clicked in, and a condition on the monster.
            page.edit(lambda: page.set_field("turn-range", 0))
            if page.position()["turn"]["attack"].get("aoe"):
                page.edit(lambda: page.click("#aoe-clear"))
            page.edit(lambda: page.click('#aoe-grid [data-offset="1,0"]'))
            page.edit(lambda: page.click('#aoe-grid [data-offset="1,-1"]'))
            aoe = page.position()["turn"]["attack"].get("aoe")
            check(aoe == {"melee": True, "hexes": [[1, 0], [1, -1]]}, "area of effect clicked in: %s" % aoe)
            compare_with_cli(page, tmp, "area")
            page.edit(lambda: page.click('#actor-conditions input[data-condition="muddle"]'))
            compare_with_cli(page, tmp, "muddled")

            # A figure's hit points and conditions: set in its panel, shown on the board.
            page.tool("explain")
            page.edit(lambda: page.click_figure("C1"))
            page.edit(lambda: page.set_field("fig-hp", 5))
            page.edit(lambda: page.set_field("fig-max-hp", 9))
            page.edit(lambda: page.click('#fig-conditions input[data-condition="poison"]'))
            c1 = next(f for f in page.position()["figures"] if f["id"] == "C1")
            drawn = driver.execute_script(
                "const g = document.querySelector('#board g.figure[data-id=\"C1\"]');"
                "return [g.querySelector('text.hp').textContent, g.querySelector('text.conditions').textContent]")
            check(c1.get("hp") == 5 and c1.get("max_hp") == 9 and c1.get("conditions") == ["poison"] and drawn == ["5/9", "poison"],
                  "C1's hit points and condition set in its panel and drawn on the board: %s %s" % (c1, drawn))
            compare_with_cli(page, tmp, "hit points")

            # Touch: a figure tapped, then a hex, moves it (pointer events, as a phone sends them).
            page.tool("move")
            driver.execute_script("window.__pointers = [];"
                                  "document.addEventListener('pointerdown', (e) => window.__pointers.push(e.pointerType), true)")
            page.tap('#board g.figure[data-id="C2"] circle')  # opens its panel; nothing to solve
            WebDriverWait(driver, WAIT).until(lambda d: d.find_element(By.ID, "fig-title").text.startswith("C2"))
            page.edit(lambda: page.tap('#board polygon[data-hex="5,2"]'))
            c2 = next(f for f in page.position()["figures"] if f["id"] == "C2")
            kinds = driver.execute_script("return window.__pointers")
            check(c2["hex"] == [5, 2] and kinds and set(kinds) == {"touch"},
                  "two taps move C2 to [5, 2] (%s, pointers %s)" % (c2["hex"], kinds))
            compare_with_cli(page, tmp, "moved by touch")

            # Stepping through the options with the keyboard.
            n = len(page.options())
            driver.find_element(By.TAG_NAME, "body").send_keys("\ue014")  # arrow right
            check(driver.find_element(By.ID, "opt-current").text == "1 of %d" % n, "arrow key steps to option 1")

            # A share link reopens the exact position, in a browser with nothing stored.
            saved = page.position()
            url = driver.execute_script("return window.arbiter.shareUrl()")
            driver.quit()
            driver = start_browser(os.path.join(tmp, "profile2"))
            page = Page(driver)
            driver.get(url)
            page.wait_answer(0)
            check(page.position() == saved, "share link reopens the same position")
            compare_with_cli(page, tmp, "shared")
            # And the position is kept between visits (localStorage).
            driver.get(srv.url + "/")
            page.wait_answer(0)
            check(page.position() == saved, "last position kept between visits")

            # Load a file; its answer is the command line's.
            example = os.path.join(SRC, "scenarios/examples/ranged-steps-back.json")
            before = page.seq()
            driver.find_element(By.ID, "load-file").send_keys(example)
            page.wait_answer(before)
            with open(example, encoding="utf-8") as f:
                check(page.position() == json.load(f), "loaded file is the position")
            opts, trace, _ = cli_view(example)
            check(page.options() == opts and page.trace() == trace, "loaded file: options and trace == CLI")

            # Click a hex: its explanation, as --explain-hex gives it.
            page.tool("explain")
            page.edit(lambda: page.click_hex(4, 4))
            _, _, d = cli_view(example, "--explain-hex", "4,4")
            text = driver.find_element(By.CSS_SELECTOR, "#explain .explain-text").text
            check(text == d["explain_hex"]["text"], "explanation of [4, 4] == CLI\n   %r" % text)

            # Overlays and all five rule sets side by side.
            for ov in ("ov-reach", "ov-range"):
                driver.find_element(By.ID, ov).click()
            check(len(driver.find_elements(By.CSS_SELECTOR, "#board polygon.ov-reach")) > 0, "reach overlay drawn")
            page.edit(lambda: Select(driver.find_element(By.ID, "rules")).select_by_value("all"))
            figs = driver.find_elements(By.CSS_SELECTOR, "#pictures figure")
            check([f.get_attribute("data-rules") for f in figs] == ["gloomhaven", "jotl", "frosthaven", "gloomhaven2e", "gloomhaven-seed"],
                  "all five rule sets side by side")
            page.edit(lambda: Select(driver.find_element(By.ID, "rules")).select_by_value("gloomhaven"))
            driver.find_element(By.ID, "ov-range").click()

            # A bad position shows the command line's message.
            bad = os.path.join(SRC, "tests/data/bad/figure-on-wall.json")
            before = page.seq()
            driver.find_element(By.ID, "load-file").send_keys(bad)
            page.wait_answer(before)
            _, _, err = cli_solve(BIN, bad)
            shown = driver.find_element(By.ID, "error").text
            check(shown == err.strip().replace(bad, "figure-on-wall.json"), "bad file: the CLI's message, naming the player's file\n   %r" % shown)

            if SHOT:
                before = page.seq()
                driver.find_element(By.ID, "load-file").send_keys(os.path.join(SRC, "scenarios/examples/area-attack.json"))
                page.wait_answer(before)
                page.edit(lambda: page.click_hex(2, 2))
                driver.set_window_size(1500, 1000)
                driver.save_screenshot(SHOT)
                print("screenshot:", SHOT)
        check_clean_stop(srv)
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(tmp, ignore_errors=True)
    return tally("page", started)


if __name__ == "__main__":
    sys.exit(main())
