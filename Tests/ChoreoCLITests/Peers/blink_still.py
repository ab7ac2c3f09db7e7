#!/usr/bin/env python3
"""Screenshots web pages (`choreo render DEMO --format html`) in headless Chromium, without
their script and then stilled at many instants from one load, and compares each with a
reference frame.

Starts one Chromium session at once, then reads cases from standard input, one JSON object a
line, so that a caller can write each case as soon as its page and references exist while
the browser starts and works through the earlier ones:
{"page": "/abs/demo.html", "width": W, "height": H,
 "still": {"reference": "/abs/still.rgba"},
 "instants": [{"time": T, "reference": "/abs/T.rgba"}, ...], "shots": "/abs/dir" (optional)}.
A reference is the renderer's frame as raw premultiplied RGBA bytes, W x H pixels; it is
composited onto white and deleted once compared.

Each case is two loads. First the page with scripts off (Emulation.setScriptExecutionDisabled):
its canvas, wherever the page lays it out, against "still" (the page's base style is its
still frame). Then `file://PAGE#still=T0` in a viewport of W x H CSS pixels at device scale
1, and for every later instant only its address's hash changed to `#still=T`: the page
stills itself again without reloading (window.choreoStill says when). Each screenshot and
its reference are compared channel by channel (R, G, B): the mean absolute difference, in
0...255 units. Writes JSON lines to standard output: first {"browser": version}, then for
each case {"still": result, "instants": [result, ...]}, a result being {"mean": m, "max": x}
or {"error": message}.

Needs chromium and chromedriver (Debian: chromium, chromium-driver), selenium and Pillow
(PyPI), as Scripts/check-docs does; CHROMIUM and CHROMEDRIVER override their paths.
"""

import base64
import io
import json
import os
import sys

from PIL import Image, ImageChops, ImageStat

import chromium  # chromium.py, beside this script

# Sets the address's hash to `#still=T` (unless it is already) and answers once the page
# has stilled itself at T and drawn two frames since.
STILL = """
const [milliseconds, hash, done] = arguments;
const check = () => {
  if (window.choreoStill === milliseconds) {
    requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
  } else {
    requestAnimationFrame(check);
  }
};
if (location.hash !== hash) location.hash = hash;
check();
"""


def reference(path, size):
    """The raw premultiplied frame at `path`, over white, as RGB; the file is deleted."""
    with open(path, "rb") as file:
        data = file.read()
    os.remove(path)
    frame = Image.frombytes("RGBa", size, data).convert("RGBA")
    white = Image.new("RGBA", size, (255, 255, 255, 255))
    return Image.alpha_composite(white, frame).convert("RGB")


def compare(shot, path, size):
    try:
        expected = reference(path, size)
    except Exception as error:  # reported per instant, not fatal
        return {"error": str(error)}
    difference = ImageChops.difference(shot.convert("RGB"), expected)
    stat = ImageStat.Stat(difference)
    largest = max(high for _, high in difference.getextrema())
    return {"mean": sum(stat.mean) / 3, "max": largest}


def screenshot(driver, x, y, width, height, beyond=False):
    """The page's pixels in the given box (CSS pixels); `beyond` when the box may lie past
    the viewport (a page laid out with its heading and margins), which costs a relayout."""
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "optimizeForSpeed": True, "captureBeyondViewport": beyond,
        "clip": {"x": x, "y": y, "width": width, "height": height, "scale": 1}})
    return Image.open(io.BytesIO(base64.b64decode(shot["data"])))


def without_script(driver, case, size):
    """The page loaded with scripts off: its canvas against the still reference."""
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get("file://" + case["page"])
        document = driver.execute_cdp_cmd("DOM.getDocument", {})
        node = driver.execute_cdp_cmd(
            "DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": "#canvas"})
        box = driver.execute_cdp_cmd("DOM.getBoxModel", {"nodeId": node["nodeId"]})
        left, top = box["model"]["content"][0], box["model"]["content"][1]
        shot = screenshot(driver, left, top, *size, beyond=True)
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        # Away from the page, so that loading it again with `#still=T` is a new document
        # (from the same address, only the hash would change) and its script runs.
        driver.get("about:blank")
    if case.get("shots"):
        shot.save(os.path.join(case["shots"], "still-without-script.png"))
    return compare(shot, case["still"]["reference"], size)


def main():
    with chromium.session(flags=("--force-device-scale-factor=1", "--hide-scrollbars")) as driver:
        print(json.dumps({"browser": chromium.version(driver)}), flush=True)
        while True:
            line = sys.stdin.readline()
            if not line:
                break
            if not line.strip():
                continue
            case = json.loads(line)
            size = (case["width"], case["height"])
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})
            try:
                still = without_script(driver, case, size)
            except Exception as error:  # reported per case, not fatal
                still = {"error": str(error)}
            results = []
            for index, instant in enumerate(case["instants"]):
                try:
                    milliseconds = float(instant["time"]) * 1000
                    hash = "#still=" + repr(float(instant["time"]))
                    if index == 0:
                        driver.get("file://" + case["page"] + hash)
                    driver.execute_async_script(STILL, milliseconds, hash)
                    shot = screenshot(driver, 0, 0, *size)
                    if case.get("shots"):
                        shot.save(os.path.join(case["shots"], "%.3f.png" % instant["time"]))
                    results.append(compare(shot, instant["reference"], size))
                except Exception as error:  # reported per instant, not fatal
                    results.append({"error": str(error)})
            print(json.dumps({"still": still, "instants": results}), flush=True)


if __name__ == "__main__":
    main()
