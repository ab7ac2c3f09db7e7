#!/usr/bin/env python3
"""Screenshots web pages (`choreo render DEMO --format html`) at `#still=T` in headless Chromium
and compares each with a reference PNG.

Starts one Chromium session at once, then reads cases from standard input, one JSON object a
line: {"page": "/abs/demo.html", "time": T, "width": W, "height": H, "reference":
"/abs/ref.png", "shot": "/abs/out.png" (optional)}, so that a caller can write each case as
soon as its page and reference exist while the browser starts and works through the earlier
ones. Each case is one load of `file://PAGE#still=T` in a viewport of W x H CSS pixels at
device scale 1. The screenshot (the canvas at the top-left corner) and the reference
(composited onto white where it is not opaque) are compared channel by channel (R, G, B):
the mean absolute difference, in 0...255 units. Writes JSON lines to standard output:
first {"browser": version}, then for each case in order {"mean": m, "max": x} or
{"error": message}.

Needs chromium and chromedriver (Debian: chromium, chromium-driver), selenium and Pillow
(PyPI), as Scripts/check-docs does; CHROMIUM and CHROMEDRIVER override their paths.
"""

import io
import json
import sys

from PIL import Image, ImageChops, ImageStat

import chromium  # chromium.py, beside this script


def compare(shot, reference_path):
    reference = Image.open(reference_path).convert("RGBA")
    white = Image.new("RGBA", reference.size, (255, 255, 255, 255))
    reference = Image.alpha_composite(white, reference).convert("RGB")
    shot = shot.convert("RGB")
    if shot.size != reference.size:
        return {"error": f"screenshot {shot.size} and reference {reference.size} differ in size"}
    difference = ImageChops.difference(shot, reference)
    stat = ImageStat.Stat(difference)
    mean = sum(stat.mean) / 3
    largest = max(high for _, high in difference.getextrema())
    return {"mean": mean, "max": largest}


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
            width, height = case["width"], case["height"]
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            driver.get("file://" + case["page"] + "#still=" + repr(float(case["time"])))
            # The paused animations are drawn on the next frame: wait for two.
            driver.execute_async_script(
                "const done = arguments[0];"
                "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")
            shot = Image.open(io.BytesIO(driver.get_screenshot_as_png()))
            shot = shot.crop((0, 0, width, height))
            if case.get("shot"):
                shot.save(case["shot"])
            try:
                result = compare(shot, case["reference"])
            except Exception as error:  # reported per case, not fatal
                result = {"error": str(error)}
            print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
