"""A share link or a saved position naming a board too large to draw (a link of a few hundred
characters can name 4096 x 4096 hexes) is refused, never drawn: the page still answers with
its example, says why, and drops such a saved position, so that the next visit starts
afresh instead of hanging again. Headless Chromium (tests/serve/browser_support.py).

    share_link_test.py ARBITER_BINARY"""
import base64
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_support import Server  # noqa: E402
from browser_support import BasePage, By, WAIT, WebDriverWait, check, start_browser, tally  # noqa: E402

BIN = sys.argv[1]


def huge_position():
    return {"format": 1, "game": "gloomhaven", "name": "huge", "coordinates": "even-q",
            "map": {"hexes": {"columns": 4096, "rows": 4096}},
            "figures": [{"id": "A", "side": "monsters", "kind": "monster", "hex": [1, 1],
                         "type": "Guard", "rank": "normal", "standee": 1, "initiative": 50},
                        {"id": "C1", "side": "players", "kind": "character", "hex": [4000, 4000],
                         "initiative": 10}],
            "turn": {"figure": "A", "move": 2, "attack": {"range": 0, "targets": 1}}}


def link_of(state):
    raw = json.dumps(state).encode()
    return base64.b64encode(raw).decode().replace("+", "-").replace("/", "_").rstrip("=")


def main():
    started = time.monotonic()
    state = {"p": huge_position(), "rules": None}
    with tempfile.TemporaryDirectory() as tmp, Server(BIN) as srv:
        driver = start_browser(os.path.join(tmp, "profile"))
        try:
            page = BasePage(driver)
            link = srv.url + "/#p=" + link_of(state)
            print("link of %d characters" % len(link_of(state)))
            driver.get(link)
            page.wait_answer(0)
            check(page.position().get("name") != "huge", "a link to a huge board is not drawn")
            # Stored as an earlier visit would have stored it: dropped on the next visit.
            driver.execute_script("localStorage.setItem('arbiter.position.v1', arguments[0])",
                                  json.dumps(state))
            driver.get(srv.url + "/")
            page.wait_answer(0)
            check(page.position().get("name") != "huge", "a saved huge board is not drawn")
            stored = driver.execute_script(
                "return Object.values(localStorage).filter((v) => v.includes('\"huge\"')).length")
            check(stored == 0, "a saved position that cannot be drawn is dropped")
            WebDriverWait(driver, WAIT).until(
                lambda d: d.find_element(By.ID, "status").get_attribute("data-state") == "ok")
        finally:
            driver.quit()
    return tally("share link", started)


if __name__ == "__main__":
    sys.exit(main())
