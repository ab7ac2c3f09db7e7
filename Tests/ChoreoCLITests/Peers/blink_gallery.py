#!/usr/bin/env python3
"""Drives the gallery page's bar (the controls that act on every live demo at once) and one
frame's own scrubber in headless Chromium, as a person would (clicks and keys), and reads
every demo section's frame's animations back after each action (the frames the page opens
on, above the sections, are driven alike).

Reads JSON from standard input: {"page": "/abs/index.html"}. Writes JSON to standard output:
{"browser": version, "steps": [{"action": name, "frames": [{"src": address, "states":
[playState...], "times": [currentTime...], "rates": [playbackRate...], "duration": D (ms),
"frame": F (ms)}, ...]}, ...]}, one reading per action:
load; pause (the bar's Pause); seek (a seek message to each frame, a third of the way);
step (ArrowRight on the page); back (ArrowLeft twice); slow
(the bar's slow motion); play (the bar's Play); pause again; scrub (a click a quarter of
the way along the first frame's own scrubber); reduce (the bar's Reduce Motion, then the
frames reloaded); normal (Reduce Motion off again).

Needs chromium and chromedriver (Debian) and selenium (PyPI), as Scripts/check-docs does;
CHROMIUM and CHROMEDRIVER override their paths.
"""

import json
import sys
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import chromium  # chromium.py, beside this script

# Read inside a frame, two animation frames after the call, so that messages posted before
# it have been handled.
READ = """
const done = arguments[0];
requestAnimationFrame(() => requestAnimationFrame(() => {
  const A = window.choreoAnimations || [];
  done({src: location.pathname.split("/").pop(), states: A.map((a) => a.playState),
        times: A.map((a) => a.currentTime), rates: A.map((a) => a.playbackRate),
        duration: typeof D === "number" ? D : null, frame: typeof F === "number" ? F : null});
}));
"""


def main():
    request = json.load(sys.stdin)
    steps = []
    with chromium.session((1280, 3000)) as driver:
        driver.get("file://" + request["page"])
        frames = driver.find_elements(By.CSS_SELECTOR, "section iframe.live")

        def read_frames(until):
            readings = []
            for index, frame in enumerate(frames):
                # Messages and keys reach a frame asynchronously: read it until it shows what
                # the action asks for (`until`), for up to ten seconds; the test then checks
                # the last reading, so an action that never takes effect still fails.
                deadline = time.monotonic() + 10
                while True:
                    driver.switch_to.frame(frame)
                    reading = driver.execute_async_script(READ)
                    driver.switch_to.default_content()
                    if (reading["times"] and until(index, frame, reading)) \
                            or time.monotonic() > deadline:
                        break
                    time.sleep(0.05)
                readings.append(reading)
            return readings

        def record(action, until=lambda index, frame, reading: True):
            steps.append({"action": action, "frames": read_frames(until)})

        def states(wanted):
            return lambda index, frame, reading: set(reading["states"]) == {wanted}

        def moved(only=None):
            before = steps[-1]["frames"]
            return lambda index, frame, reading: (only is not None and index != only) \
                or reading["times"][0] != before[index]["times"][0]

        def click(element_id):
            driver.find_element(By.ID, element_id).click()

        def key(name):
            ActionChains(driver).send_keys(name).perform()

        # Playing from load; on a slow machine a demo may have played to its end already.
        record("load", lambda index, frame, reading:
               set(reading["states"]) <= {"running", "finished"})
        click("all-pause")
        record("pause", states("paused"))
        # A third of the way into each demo (a seek message, as the page takes them), so
        # the steps and the slow play below are away from the ends.
        driver.execute_script(
            "document.querySelectorAll('section iframe.live').forEach((f, i) => "
            "f.contentWindow.postMessage({choreo: 'seek', value: arguments[0][i]}, '*'))",
            [reading["duration"] / 3 for reading in steps[-1]["frames"]])
        record("seek", lambda index, frame, reading:
               abs(reading["times"][0] - reading["duration"] / 3) < 1e-3)
        driver.find_element(By.TAG_NAME, "h1").click()  # focus on the page, not a frame
        key(Keys.ARROW_RIGHT)
        record("step", moved())
        key(Keys.ARROW_LEFT)
        key(Keys.ARROW_LEFT)
        two_back = [reading["times"][0] - 2 * reading["frame"] for reading in steps[-1]["frames"]]
        record("back", lambda index, frame, reading:
               abs(reading["times"][0] - two_back[index]) < 1e-3)
        click("all-slow")
        record("slow", lambda index, frame, reading: set(reading["rates"]) == {0.25})
        click("all-play")
        record("play", states("running"))
        click("all-pause")
        record("pause", states("paused"))
        driver.switch_to.frame(frames[0])
        scrub = driver.find_element(By.ID, "scrub")
        width = scrub.size["width"]
        ActionChains(driver).move_to_element_with_offset(scrub, -width // 4, 0).click().perform()
        driver.switch_to.default_content()
        record("scrub", moved(only=0))
        click("all-reduce")

        def shows(attribute):
            # The frame's page is the one the bar put there, loaded, and paused by the
            # message its load event sends.
            def check(index, frame, reading):
                wanted = frame.get_attribute(attribute) or frame.get_attribute("data-full")
                return reading["src"] == wanted and set(reading["states"]) == {"paused"}
            return check

        record("reduce", shows("data-reduced"))
        click("all-reduce")
        record("normal", shows("data-full"))
        version = chromium.version(driver)
    json.dump({"browser": version, "steps": steps}, sys.stdout)


if __name__ == "__main__":
    main()
