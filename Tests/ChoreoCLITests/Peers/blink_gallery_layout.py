#!/usr/bin/env python3
"""Looks at the gallery page (index.html) in headless Chromium as a reader would, at each
of several screens, light and dark, and reports what the layout tests check.

Reads JSON from standard input: {"page": "/abs/index.html", "screens": [{"width": W,
"height": H, "scheme": "light" | "dark"}, ...], "shots": "/abs/dir" (optional: a screenshot
of each screen's first view)}. Writes JSON to standard output: {"browser": version,
"screens": [reading, ...]}, a reading being:
- "moving": the frames seen above the fold when the page opens (their top under the
  screen's height), each {"src", "top", "moved": whether its animations' current time
  advanced within five seconds};
- "scrollWidth" and "innerWidth": the page's width and the screen's (no sideways overflow
  when the first is not larger);
- "zooms": every live frame's shown width over its demo's ("src", "zoom");
- "readouts": for each frame above the fold, the room between its time readout's right
  edge and the frame's own right edge, in CSS pixels;
- "links": for each link of the contents, after following it, {"target", "barBottom",
  "titleTop", "titleBottom"} (the sticky bar's bottom and the section title's box);
- "background": the page's computed background colour.

Needs chromium and chromedriver (Debian) and selenium (PyPI), as Scripts/check-docs does;
CHROMIUM and CHROMEDRIVER override their paths.
"""

import json
import os
import sys
import time

from selenium.webdriver.common.by import By

import chromium  # chromium.py, beside this script

# The current time of a frame's first animation, or null before its script has run.
CURRENT = "const A = window.choreoAnimations; return A && A.length ? A[0].currentTime : null;"

READOUT = """
const time = document.getElementById("time");
if (!time || time.closest("[hidden]")) return null;
return innerWidth - time.getBoundingClientRect().right;
"""

FOLLOW = """
const [href, done] = arguments;
const link = [...document.querySelectorAll("nav a")].find((a) => a.getAttribute("href") === href);
link.click();
requestAnimationFrame(() => requestAnimationFrame(() => {
  const section = document.getElementById(href.slice(1));
  const title = section.querySelector("h3").getBoundingClientRect();
  done({target: href, barBottom: document.getElementById("all").getBoundingClientRect().bottom,
        titleTop: title.top, titleBottom: title.bottom});
}));
"""


def moving(driver, height):
    """The frames above the fold, and whether each plays."""
    found = []
    for frame in driver.find_elements(By.CSS_SELECTOR, "iframe.live"):
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top;", frame)
        if top >= height:
            continue
        driver.switch_to.frame(frame)
        first = None
        moved = False
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            now = driver.execute_script(CURRENT)
            if first is None:
                first = now
            elif now is not None and now != first:
                moved = True
                break
            time.sleep(0.05)
        readout = driver.execute_script(READOUT)
        driver.switch_to.default_content()
        found.append({"src": frame.get_attribute("src").split("/")[-1], "top": top,
                      "moved": moved, "readout": readout})
    return found


def look(driver, page, screen, shots):
    width, height = screen["width"], screen["height"]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": screen["scheme"]}]})
    driver.get("about:blank")
    driver.get("file://" + page)
    frames = moving(driver, height)
    if shots:
        driver.save_screenshot(os.path.join(
            shots, "gallery-%dx%d-%s.png" % (width, height, screen["scheme"])))
    reading = {
        "moving": [{k: f[k] for k in ("src", "top", "moved")} for f in frames],
        "readouts": [f["readout"] for f in frames if f["readout"] is not None],
        "scrollWidth": driver.execute_script("return document.documentElement.scrollWidth;"),
        "innerWidth": driver.execute_script("return innerWidth;"),
        "zooms": driver.execute_script(
            "return [...document.querySelectorAll('iframe.live')].map((f) => ({src: "
            "f.getAttribute('src'), zoom: f.clientWidth / +f.dataset.width}));"),
        "background": driver.execute_script(
            "return getComputedStyle(document.body).backgroundColor;"),
    }
    links = driver.execute_script(
        "return [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));")
    reading["links"] = [driver.execute_async_script(FOLLOW, href) for href in links]
    if shots and links:
        driver.save_screenshot(os.path.join(
            shots, "gallery-%dx%d-%s-%s.png" % (width, height, screen["scheme"], links[-1][1:])))
    return reading


def main():
    request = json.load(sys.stdin)
    with chromium.session(flags=("--hide-scrollbars",)) as driver:
        readings = [look(driver, request["page"], screen, request.get("shots"))
                    for screen in request["screens"]]
        version = chromium.version(driver)
    json.dump({"browser": version, "screens": readings}, sys.stdout)


if __name__ == "__main__":
    main()
