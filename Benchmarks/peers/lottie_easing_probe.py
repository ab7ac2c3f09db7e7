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

A last case gives the bar's vertical motion handles of its own (the spec's per-dimension
form, one element per dimension) and prints where each player puts it: both ease every
dimension with the first dimension's curve, so one keyframe carries one easing.
"""

import io
import json
import os
import sys
import tempfile

WIDTH, HEIGHT, FRAMES = 400, 40, 30
# (start x, end x, y1, y2): overshoot on both sides; a small change with steep ends.
CASES = [(100, 300, -1.2, 2.0), (195, 205, 8.0, -6.0), (120, 280, 0.4, 0.9)]


def document(a, b, y1, y2, height=HEIGHT):
    bar = {"ty": "gr", "it": [
        {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 20]},
         "r": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
         "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}
    position = {"a": 1, "k": [
        {"t": 0, "s": [a, height / 2], "o": {"x": [1 / 3], "y": [y1]},
         "i": {"x": [2 / 3], "y": [y2]}},
        {"t": FRAMES, "s": [b, height / 2]}]}
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
                      {"ty": "rc", "p": {"a": 0, "k": [WIDTH / 2, height / 2]},
                       "s": {"a": 0, "k": [WIDTH, height]}, "r": {"a": 0, "k": 0}},
                      {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100},
                       "r": 1},
                      {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
                       "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
                       "o": {"a": 0, "k": 100}}]}]}
    return {"v": "5.7.0", "fr": 30, "ip": 0, "op": FRAMES + 1, "w": WIDTH, "h": height,
            "ddd": 0, "assets": [], "layers": [layer, background]}


def expected(a, b, y1, y2, frame):
    s = frame / FRAMES
    y = 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    return a + (b - a) * y


def centre2(image):
    """The darkness-weighted mean (column, row) (+ 0.5: pixel centres) of an image."""
    grey = image.convert("L")
    pixels = grey.load()
    total = across = down = 0.0
    for x in range(grey.width):
        for y in range(grey.height):
            dark = 255 - pixels[x, y]
            total += dark
            across += dark * (x + 0.5)
            down += dark * (y + 0.5)
    return across / total, down / total


def centre(image):
    """The darkness-weighted mean column of an image."""
    return centre2(image)[0]


def drawn(path, frame, size):
    """Both players' frames: rlottie's and the Python player's, flattened over white."""
    import cairosvg
    from PIL import Image
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs
    from rlottie_python import LottieAnimation

    data = LottieAnimation.from_file(path).lottie_animation_render(
        frame_num=frame, width=size[0], height=size[1])
    rlottie = Image.frombuffer("RGBA", size, data, "raw", "BGRA")
    svg = io.BytesIO()
    export_svg(parse_tgs(path), svg, frame, pretty=False)
    png = Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.getvalue())))
    flat = Image.new("RGB", png.size, (255, 255, 255))
    flat.paste(png, mask=png.convert("RGBA").split()[3])
    return rlottie, flat


def per_dimension():
    """The bar moving right along the first case's curve and down linearly, the second
    dimension's handles (1/3, 1/3), (2/3, 2/3) given as their own array elements."""
    height = 200
    case = document(100, 300, -1.2, 2.0, height)
    key = case["layers"][0]["ks"]["p"]["k"]
    key[0]["s"], key[1]["s"] = [100, 50], [300, 150]
    key[0]["o"] = {"x": [1 / 3, 1 / 3], "y": [-1.2, 1 / 3]}
    key[0]["i"] = {"x": [2 / 3, 2 / 3], "y": [2.0, 2 / 3]}
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probe.json")
        with open(path, "w") as file:
            json.dump(case, file)
        for frame in (6, 24):
            s = frame / FRAMES
            rlottie, lottie = drawn(path, frame, (WIDTH, height))
            print("per-dimension handles, frame %d: down %.1f if honoured, %.1f if the first "
                  "curve eases both; rlottie %.1f, lottie %.1f" % (
                      frame, 50 + 100 * s, 50 + 100 * expected(0, 1, -1.2, 2.0, frame),
                      centre2(rlottie)[1], centre2(lottie)[1]))


def main():
    for a, b, y1, y2 in CASES:
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "probe.json")
            with open(path, "w") as file:
                json.dump(document(a, b, y1, y2), file)
            worst = {"rlottie": 0.0, "lottie": 0.0}
            span = [min(a, b), max(a, b)]
            for frame in range(FRAMES + 1):
                truth = expected(a, b, y1, y2, frame)
                span = [min(span[0], truth), max(span[1], truth)]
                rlottie, lottie = drawn(path, frame, (WIDTH, HEIGHT))
                worst["rlottie"] = max(worst["rlottie"], abs(centre(rlottie) - truth))
                worst["lottie"] = max(worst["lottie"], abs(centre(lottie) - truth))
            print("x %g -> %g, y1 %g, y2 %g (travels %.1f ... %.1f): largest error rlottie "
                  "%.3f px, lottie %.3f px" % (a, b, y1, y2, span[0], span[1],
                                               worst["rlottie"], worst["lottie"]))
    per_dimension()
    return 0


if __name__ == "__main__":
    sys.exit(main())
