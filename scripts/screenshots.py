#!/usr/bin/python3
"""Regenerates docs/screenshots/<game>.png (1400 px wide) and <game>-phone.png (a 390 px phone):
the page of `arbiter serve` in headless Chromium (Debian's chromium and chromium-driver, through
python3-selenium, as the browser tests drive it), two pictures a game, each
of the page's own example with its answer (for Heroscape and Arcadia Quest the best option
picked, so that it is drawn on the board; for the Gloomhaven round, its second activation:
the revealed Imp's attack with its odds; and a scenario opened from `serve --vgb --data` on the
project's own layout, its first activation shown).

    scripts/screenshots.py [ARBITER_BINARY]   (default build/arbiter)"""
import os
import shutil
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "serve"))
from serve_support import Server  # noqa: E402

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "arbiter")
OUT = os.path.join(ROOT, "docs", "screenshots")
WAIT = 60
# view, what is clicked after the answer (none, or each in turn), the wide window's height
SHOTS = [("gloomhaven", [], 900), ("heroscape", ["#hs-options tr.option"], 800),
         ("arcadia-quest", ["#aq-options tr.option"], 700), ("grumblestone", [], 640),
         ("gloomhaven-round", ["#rd-next", "#rd-next"], 940)]
# The widths shot (a desktop, a phone), the phone's height, and the files' suffixes.
WIDE, PHONE, PHONE_HEIGHT = 1400, 390, 1500


def wait_answer(driver, after):
    def done(d):
        s = d.find_element(By.ID, "status")
        return int(s.get_attribute("data-seq") or 0) > after and s.get_attribute("data-state") in ("ok", "error")
    WebDriverWait(driver, WAIT, poll_frequency=0.05).until(done)


def main():
    os.makedirs(OUT, exist_ok=True)
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    profile = os.path.join(OUT, ".profile")
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
              "--disable-dev-shm-usage", "--user-data-dir=" + profile):
        opts.add_argument(a)
    with Server(BIN) as srv:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
        try:
            driver.get(srv.url + "/")
            wait_answer(driver, 0)
            for (w, suffix), (game, pick, h) in [(size, shot) for size in ((WIDE, ""), (PHONE, "-phone")) for shot in SHOTS]:
                driver.set_window_size(w, h if w == WIDE else PHONE_HEIGHT)
                seq = int(driver.find_element(By.ID, "status").get_attribute("data-seq") or 0)
                Select(driver.find_element(By.ID, "game")).select_by_value(game)
                driver.execute_script("document.getElementById('game').dispatchEvent(new Event('change'))")
                wait_answer(driver, seq)
                for css in pick:
                    # Clicked by script: a driver's click would scroll the table sideways.
                    driver.execute_script("arguments[0].click()", driver.find_element(By.CSS_SELECTOR, css))
                driver.execute_script("window.scrollTo(0, 0)")
                time.sleep(0.3)  # let the board's redraw paint
                path = os.path.join(OUT, game + suffix + ".png")
                driver.save_screenshot(path)
                print("%s: %d bytes" % (os.path.relpath(path, ROOT), os.path.getsize(path)))
        finally:
            driver.quit()
    # A scenario opened from the data (serve --vgb --data), on the project's own small layout.
    data = os.path.join(ROOT, "tests", "data", "import")
    with Server(BIN, "--vgb", os.path.join(data, "vgb"), "--data", os.path.join(data, "ghs")) as srv:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
        try:
            driver.set_window_size(WIDE, 980)
            driver.get(srv.url + "/")
            wait_answer(driver, 0)
            seq = int(driver.find_element(By.ID, "status").get_attribute("data-seq") or 0)
            Select(driver.find_element(By.ID, "game")).select_by_value("gloomhaven-round")
            wait_answer(driver, seq)
            WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#rd-scenario option"))
            Select(driver.find_element(By.ID, "rd-characters")).select_by_visible_text("2")
            seq = int(driver.find_element(By.ID, "status").get_attribute("data-seq") or 0)
            driver.find_element(By.ID, "rd-open").click()
            wait_answer(driver, seq)
            driver.execute_script("arguments[0].click()", driver.find_element(By.ID, "rd-next"))
            time.sleep(0.3)  # let the board's redraw paint
            path = os.path.join(OUT, "gloomhaven-scenario.png")
            driver.save_screenshot(path)
            print("%s: %d bytes" % (os.path.relpath(path, ROOT), os.path.getsize(path)))
        finally:
            driver.quit()
            shutil.rmtree(profile, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
