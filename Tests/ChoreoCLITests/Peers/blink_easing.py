#!/usr/bin/env python3
"""Samples the eased progress that Blink's Web Animations engine computes for CSS easings.

Reads JSON from standard input: {"cases": [{"easing": "<CSS easing>", "points": [x, ...]}]},
each x an input progress in 0...1. For each case it plays a paused animation on an element of
a blank page in headless Chromium, `element.animate([...], {duration: 1000, easing, fill:
"both"})`, sets `currentTime` to x * 1000 ms and reads `effect.getComputedTiming().progress`,
which Web Animations Level 1 defines as the transformed progress: the iteration progress after
the effect's easing. Writes JSON to standard output: {"results": [[progress, ...], ...]},
one list per case, in order; an easing Blink rejects gives {"error": message} in its place.

Needs chromium and chromedriver (Debian: chromium, chromium-driver) and selenium (PyPI), as
Scripts/check-docs does; CHROMIUM and CHROMEDRIVER override their paths.
"""

import json
import sys

import chromium  # chromium.py, beside this script


SAMPLE = """
const [easing, points] = arguments;
const element = document.createElement("div");
document.body.appendChild(element);
let animation;
try {
  animation = element.animate([{opacity: 0}, {opacity: 1}],
                              {duration: 1000, easing: easing, fill: "both"});
} catch (error) {
  element.remove();
  return {error: String(error)};
}
animation.pause();
const progress = points.map((x) => {
  animation.currentTime = x * 1000;
  return animation.effect.getComputedTiming().progress;
});
animation.cancel();
element.remove();
return progress;
"""


def main():
    request = json.load(sys.stdin)
    with chromium.session() as driver:
        driver.get("data:text/html,<!doctype html><title>easing</title><body></body>")
        results = [driver.execute_script(SAMPLE, case["easing"], case["points"])
                   for case in request["cases"]]
        version = chromium.version(driver)
    json.dump({"browser": version, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
