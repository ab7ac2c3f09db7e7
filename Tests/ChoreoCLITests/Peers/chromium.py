"""Starts headless Chromium through Selenium, the one way every blink_*.py script and
Scripts/check-docs do.

Needs chromium and chromedriver (Debian) and selenium (PyPI); CHROMIUM and CHROMEDRIVER
override their paths.
"""

import contextlib
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start(window=None, flags=(), capabilities=None):
    """A headless Chromium driver; `window` is (width, height) in CSS pixels, `flags` any
    further command-line switches, `capabilities` WebDriver capabilities by name (as
    {"goog:loggingPrefs": {"browser": "ALL"}}, to read the console). The caller quits it."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    if window:
        options.add_argument("--window-size=%d,%d" % window)
    for flag in flags:
        options.add_argument(flag)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


@contextlib.contextmanager
def session(window=None, flags=(), capabilities=None):
    """`start` for a `with` block: the driver, quit when the block ends, however it ends."""
    driver = start(window, flags, capabilities)
    try:
        yield driver
    finally:
        driver.quit()


def version(driver):
    """The browser's version, as the scripts report it ("" when the driver does not say)."""
    return driver.capabilities.get("browserVersion", "")
