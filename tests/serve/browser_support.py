"""What the browser tests of the page share: headless Chromium through Selenium (Debian's
chromium, chromium-driver and python3-selenium), the checks' tally, and the page driver's
common moves (waiting for an answer, clicking an element the board may have redrawn).

Importing it exits 77 (skipped) when Chromium, ChromeDriver or Selenium is absent."""
import os
import sys
import time

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("python3-selenium is not installed: skipped")
    sys.exit(77)
if not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
    print("chromium or chromium-driver is not installed: skipped")
    sys.exit(77)

# Seconds any one wait may take: the sanitizer build on a busy machine (Chromium's first page
# can take 20 s). Never a timing check.
WAIT = 60
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what, flush=True)
    else:
        print("ok  ", what.split("\n")[0], flush=True)


def check_clean_stop(srv, label=""):
    """Checks that the server `srv` (serve_support.Server, left) stopped cleanly on SIGTERM."""
    check(srv.proc.returncode == 0, "%sthe server stops cleanly on SIGTERM (exit %s)\n%s"
          % (label + ": " if label else "", srv.proc.returncode, srv.stderr[-3000:]))


def tally(name, started):
    """Prints a browser test's tally; returns its exit status (1 when any check failed)."""
    print("%s tests: %.1f s, %d failures" % (name, time.monotonic() - started, len(failures)))
    return 1 if failures else 0


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


class BasePage:
    """The page's status element counts requests (data-seq) and says their state."""

    def __init__(self, driver):
        self.d = driver

    def seq(self):
        return int(self.d.find_element(By.ID, "status").get_attribute("data-seq") or 0)

    def wait_answer(self, after):
        """Waits for the answer to a request later than `after` (the page drops stale ones),
        then for a debounced follow-up request, if an edit left one pending."""
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
        """Clicks the element `css` selects; the board is redrawn when an answer arrives,
        so an element found just before may be replaced: find it again (a few times)."""
        for attempt in range(5):
            try:
                self.d.find_element(By.CSS_SELECTOR, css).click()
                return
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.1)

    def tap(self, css):
        """Touches the element `css` selects with a finger (pointer events of type touch, as a
        phone sends them) and lifts it."""
        finger = PointerInput(interaction.POINTER_TOUCH, "finger")
        taps = ActionBuilder(self.d, mouse=finger)
        taps.pointer_action.move_to(self.d.find_element(By.CSS_SELECTOR, css)).pointer_down().pointer_up()
        taps.perform()

    def position(self):
        return self.d.execute_script("return window.arbiter.position()")
