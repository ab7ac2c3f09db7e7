#!/usr/bin/env python3
"""Measures how the two Lottie players blend translucent content, on hand-made files.

    python3 Benchmarks/peers/lottie_blend_probe.py

Each case is a 64x64 document: an opaque background rectangle and, over it, an opaque
colour shown at an opacity carried by one Lottie construct:

- fill:      the fill's own opacity (`fl.o`);
- group:     the opacity of the fill's group (`tr.o`);
- layer:     the shape layer's opacity (`ks.o`);
- precomp-1: a precomposition's opacity (`ks.o`) over one opaque layer (a "simple"
             precomposition: rlottie passes the opacity down to that layer);
- precomp-2: a precomposition's opacity over two overlapping opaque layers (rlottie paints
             it offscreen and composites the bitmap at that opacity);
- dissolve:  a cross-dissolve, two such precompositions at 1 - t and t over the background
             (what tab-dissolve and scroll-cards do);
- nested:    a precomposition at opacity t inside one at opacity u (product t * u).

For colours over backgrounds and opacities from 0.1 to 0.9 it compares each player's centre
pixel with the exact value (source-over in real numbers) and prints, per construct and
player, the mean signed and the mean absolute difference and the largest one, in 1/255.
rlottie hands back premultiplied BGRA; it is read two ways: "rlottie" composites it as
premultiplied over the background (right), "rlottie-straight" as straight alpha (how
lottie_check.py read it before). A last line gives the share of rlottie's alpha below 255
over an opaque background.
"""

import io
import itertools
import json
import sys

SIZE = 64
COLOURS = [(242, 242, 247), (0, 122, 255), (255, 149, 0), (28, 28, 30), (255, 255, 255),
           (175, 82, 222)]
BACKGROUNDS = [(255, 255, 255), (242, 242, 247), (0, 0, 0), (52, 199, 89)]
OPACITIES = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9]


def fixed(value):
    return {"a": 0, "k": value}


def transform(opacity=100):
    return {"a": fixed([0, 0]), "p": fixed([0, 0]), "s": fixed([100, 100]), "r": fixed(0),
            "o": fixed(opacity)}


def shape_layer(ind, colour, layer=100, fill=100, group=100, width=SIZE, name="shape"):
    return {
        "ddd": 0, "ind": ind, "ty": 4, "nm": name, "ip": 0, "op": 2, "st": 0, "sr": 1,
        "bm": 0, "ks": transform(layer),
        "shapes": [{"ty": "gr", "it": [
            {"ty": "rc", "d": 1, "p": fixed([width / 2, SIZE / 2]), "s": fixed([width, SIZE]),
             "r": fixed(0)},
            {"ty": "fl", "c": fixed([c / 255 for c in colour]), "o": fixed(fill), "r": 1},
            dict(ty="tr", **transform(group))]}]}


def precomp_layer(ind, ref, opacity):
    return {"ddd": 0, "ind": ind, "ty": 0, "nm": ref, "refId": ref, "w": SIZE, "h": SIZE,
            "ip": 0, "op": 2, "st": 0, "sr": 1, "bm": 0, "ks": transform(opacity)}


def document(layers, assets=()):
    return {"v": "5.7.0", "fr": 30, "ip": 0, "op": 2, "w": SIZE, "h": SIZE,
            "layers": layers, "assets": list(assets)}


def over(top, alpha, bottom):
    return tuple(t * alpha + b * (1 - alpha) for t, b in zip(top, bottom))


def cases(colour, background, t):
    """(name, document, exact RGB) for one colour, background and opacity."""
    base = shape_layer(9, background, name="background")
    pct = t * 100
    exact = over(colour, t, background)
    # Two overlapping opaque layers: a narrow one (another colour) under the full one.
    other = tuple(255 - c for c in colour)
    two = [shape_layer(1, colour), shape_layer(2, other, width=SIZE / 2)]
    yield "fill", document([shape_layer(1, colour, fill=pct), base]), exact
    yield "group", document([shape_layer(1, colour, group=pct), base]), exact
    yield "layer", document([shape_layer(1, colour, layer=pct), base]), exact
    yield "precomp-1", document([precomp_layer(1, "a", pct), base],
                                [{"id": "a", "layers": [shape_layer(1, colour)]}]), exact
    yield "precomp-2", document([precomp_layer(1, "a", pct), base],
                                [{"id": "a", "layers": two}]), exact
    # The old page (the background colour's complement) fades out as the new one fades in.
    old = tuple((c + 128) % 256 for c in colour)
    yield "dissolve", document(
        [precomp_layer(1, "new", pct), precomp_layer(2, "old", 100 - pct), base],
        [{"id": "new", "layers": two},
         {"id": "old", "layers": [shape_layer(1, old), shape_layer(2, colour, width=8)]}]), \
        over(colour, t, over(old, 1 - t, background))
    yield "nested", document(
        [precomp_layer(1, "outer", 80), base],
        [{"id": "outer", "layers": [precomp_layer(1, "a", pct), shape_layer(2, other, width=8)]},
         {"id": "a", "layers": two}]), over(colour, 0.8 * t, background)


def rlottie_pixel(data):
    from rlottie_python import LottieAnimation

    animation = LottieAnimation.from_data(json.dumps(data))
    buffer = animation.lottie_animation_render(frame_num=0, width=SIZE, height=SIZE)
    at = 4 * (SIZE // 2 * SIZE + 3 * SIZE // 4)
    b, g, r, a = buffer[at:at + 4]
    return (r, g, b), a


def lottie_pixel(data):
    import cairosvg
    from PIL import Image
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs

    animation = parse_tgs(io.StringIO(json.dumps(data)))
    svg = io.BytesIO()
    export_svg(animation, svg, 0, pretty=False)
    image = Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.getvalue())))
    r, g, b, a = image.convert("RGBA").getpixel((3 * SIZE // 4, SIZE // 2))
    return over((r, g, b), a / 255, (0, 0, 0)), a  # straight alpha; a is 255 here


def main():
    rows = {}
    translucent = [0, 0]
    for colour, background, t in itertools.product(COLOURS, BACKGROUNDS, OPACITIES):
        if colour == background:
            continue
        for name, data, exact in cases(colour, background, t):
            (rgb, alpha) = rlottie_pixel(data)
            translucent[0] += alpha < 255
            translucent[1] += 1
            premultiplied = tuple(c + b * (255 - alpha) / 255 for c, b in zip(rgb, background))
            straight = over(rgb, alpha / 255, background)
            python, _ = lottie_pixel(data)
            for player, got in (("rlottie", premultiplied), ("rlottie-straight", straight),
                                ("lottie", python)):
                errors = [round(g) - e for g, e in zip(got, exact)]
                rows.setdefault((name, player), []).extend(errors)
    print("| construct | player | mean signed | mean abs | worst |")
    print("|---|---|---|---|---|")
    for (name, player), errors in rows.items():
        print("| %s | %s | %+.2f | %.2f | %.1f |" % (
            name, player, sum(errors) / len(errors),
            sum(abs(e) for e in errors) / len(errors), max(abs(e) for e in errors)))
    print("\nrlottie alpha below 255 over an opaque background: %d of %d cases" % tuple(
        translucent))


if __name__ == "__main__":
    sys.exit(main())
