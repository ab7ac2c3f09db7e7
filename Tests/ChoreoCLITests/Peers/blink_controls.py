#!/usr/bin/env python3
"""Drives the play/pause button and the scrubber of a page from `choreo render DEMO --format
html` in headless Chromium, as a person would (clicks and keys), and reads the animations back.

Reads JSON from standard input: {"page": "/abs/demo.html"}. Writes JSON to standard output:
{"browser": version, "duration": D (ms), "steps": [{"action": name, "states": [playState...],
"times": [currentTime...], "scrub": value, "button": text}, ...]} after each action: load,
pause (a click on the button), scrub (a click a quarter of the way along the scrubber), end
(the End key on the scrubber), play (a click on the button), pause again, step (ArrowRight
on the page), slow (a click on the 0.25x button). "frame" is the page's frame in ms (F);
each step also lists the animations' "rates" (playbackRate).

Needs chromium and chromedriver (Debian) and selenium (PyPI), as Scripts/check-docs does;
CHROMIUM and CHROMEDRIVER override their paths.
"""

import json
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import chromium  # chromium.py, beside this script

READ = """
const done = arguments[0];
requestAnimationFrame(() => requestAnimationFrame(() => {
  const A = window.choreoAnimations;
  done({states: A.map((a) => a.playState), times: A.map((a) => a.currentTime),
        rates: A.map((a) => a.playbackRate),
        scrub: parseFloat(document.getElementById("scrub").value),
        button: document.getElementById("play").textContent});
}));
"""


def main():
    request = json.load(sys.stdin)
    steps = []
    with chromium.session((1000, 1000)) as driver:
        driver.get("file://" + request["page"])

        def record(action):
            reading = driver.execute_async_script(READ)
            reading["action"] = action
            steps.append(reading)

        record("load")
        button = driver.find_element(By.ID, "play")
        scrub = driver.find_element(By.ID, "scrub")
        button.click()
        record("pause")
        width = scrub.size["width"]
        ActionChains(driver).move_to_element_with_offset(scrub, -width // 4, 0).click().perform()
        record("scrub")
        scrub.send_keys(Keys.END)
        record("end")
        button.click()
        record("play")
        button.click()
        record("pause")
        driver.find_element(By.TAG_NAME, "h1").click()
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        record("step")
        driver.find_element(By.ID, "slow").click()
        record("slow")
        duration = driver.execute_script("return D;")
        frame = driver.execute_script("return F;")
        version = chromium.version(driver)
    json.dump({"browser": version, "duration": duration, "frame": frame, "steps": steps},
              sys.stdout)


if __name__ == "__main__":
    main()
