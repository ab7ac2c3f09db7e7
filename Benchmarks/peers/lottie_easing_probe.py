#!/usr/bin/env python3
"""Checks that both Lottie players honour keyframe easing handles with y outside 0...1.

    python3 Benchmarks/peers/lottie_easing_probe.py

The Lottie schema bounds an easing handle's x to 0...1 and leaves y free
(properties/easing-handle.json); Choreo's writer bakes motion into keyframes whose easing is
cubic Hermite, x1 = 1/3, x2 = 2/3 (time maps linearly) and y1, y2 set by the end slopes, so
y leaves 0...1 wherever a segment overshoots or reverses. Each case is a 400x40 document
with a 4x20 black bar on white whose position moves in one keyframe pair with such handles.
At every whole frame it finds the bar's centre in each player's raster (the darkness-weighted
mean column) and prints the largest difference from the closed form
x(f) = a + (b - a) * y(s), s = f / frames (x(s) = s exactly for those x handles),
y(s) = 3 (1 - s)^2 s y1 + 3 (1 - s) s^2 y2 + s^3, in pixels.
"""

import io
import json
import os
import sys
import tempfile

WIDTH, HEIGHT, FRAMES = 400, 40, 30
# (start x, end x, y1, y2): overshoot on both sides; a small change with steep ends.
CASES = [(100, 300, -1.2, 2.0), (195, 205, 8.0, -6.0), (120, 280, 0.4, 0.9)]


def document(a, b, y1, y2):
    bar = {"ty": "gr", "it": [
        {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 20]},
         "r": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
         "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}
    position = {"a": 1, "k": [
        {"t": 0, "s": [a, HEIGHT / 2], "o": {"x": [1 / 3], "y": [y1]},
         "i": {"x": [2 / 3], "y": [y2]}},
        {"t": FRAMES, "s": [b, HEIGHT / 2]}]}
    layer = {"ddd": 0, "ind": 1, "ty": 4, "nm": "bar", "sr": 1, "ip": 0, "op": FRAMES + 1,
             "st": 0, "ao": 0, "bm": 0, "shapes": [bar],
             "ks": {"a": {"a": 0, "k": [0, 0]}, "p": position,
                    "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
                    "o": {"a": 0, "k": 100}}}
    background = {"ddd": 0, "ind": 2, "ty": 4, "nm": "background", "sr": 1, "ip": 0,
                  "op": FRAMES + 1, "st": 0, "ao": 0, "bm": 0,
                  "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]},
                         "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
                         "o": {"a": 0, "k": 100}},
                  "shapes": [{"ty": "gr", "it": [
                      {"ty": "rc", "p": {"a": 0, "k": [WIDTH / 2, HEIGHT / 2]},
                       "s": {"a": 0, "k": [WIDTH, HEIGHT]}, "r": {"a": 0, "k": 0}},
                      {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100},
                       "r": 1},
                      {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
                       "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
                       "o": {"a": 0, "k": 100}}]}]}
    return {"v": "5.7.0", "fr": 30, "ip": 0, "op": FRAMES + 1, "w": WIDTH, "h": HEIGHT,
            "ddd": 0, "assets": [], "layers": [layer, background]}


def expected(a, b, y1, y2, frame):
    s = frame / FRAMES
    y = 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    return a + (b - a) * y


def centre(image):
    """The darkness-weighted mean column (+ 0.5: pixel centres) of an RGB image."""
    grey = image.convert("L")
    pixels = grey.load()
    total = weighted = 0.0
    for x in range(grey.width):
        for y in range(grey.height):
            dark = 255 - pixels[x, y]
            total += dark
            weighted += dark * (x + 0.5)
    return weighted / total


def main():
    import cairosvg
    from PIL import Image
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs
    from rlottie_python import LottieAnimation

    for a, b, y1, y2 in CASES:
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "probe.json")
            with open(path, "w") as file:
                json.dump(document(a, b, y1, y2), file)
            rlottie = LottieAnimation.from_file(path)
            animation = parse_tgs(path)
            worst = {"rlottie": 0.0, "lottie": 0.0}
            span = [min(a, b), max(a, b)]
            for frame in range(FRAMES + 1):
                truth = expected(a, b, y1, y2, frame)
                span = [min(span[0], truth), max(span[1], truth)]
                data = rlottie.lottie_animation_render(
                    frame_num=frame, width=WIDTH, height=HEIGHT)
                drawn = Image.frombuffer("RGBA", (WIDTH, HEIGHT), data, "raw", "BGRA")
                worst["rlottie"] = max(worst["rlottie"], abs(centre(drawn) - truth))
                svg = io.BytesIO()
                export_svg(animation, svg, frame, pretty=False)
                png = Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.getvalue())))
                flat = Image.new("RGB", png.size, (255, 255, 255))
                flat.paste(png, mask=png.convert("RGBA").split()[3])
                worst["lottie"] = max(worst["lottie"], abs(centre(flat) - truth))
            print("x %g -> %g, y1 %g, y2 %g (travels %.1f ... %.1f): largest error rlottie "
                  "%.3f px, lottie %.3f px" % (a, b, y1, y2, span[0], span[1],
                                               worst["rlottie"], worst["lottie"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
