#!/usr/bin/env python3
"""Checks a Lottie file Choreo wrote: validates it and plays it in two independent players.

Used by Tests/ChoreoCLITests (LottiePlayers.swift) and by Benchmarks/peers/lottie_survey.py,
as

    python3 Tests/ChoreoCLITests/Peers/lottie_check.py SCHEMA_DIR FILE.json BACKGROUND SCALE \
        FRAME=CHOREO.png ...

or, for many files in one process (the imports and the schema are loaded once),

    python3 Tests/ChoreoCLITests/Peers/lottie_check.py --batch SCHEMA_DIR < JOBS.json

where JOBS.json is a list of {"path", "background", "scale", "frames": [[FRAME, PNG], ...]}
and the output is the list of their result objects, in order.

SCHEMA_DIR is the Lottie v1.0 schema folder (shared/lottie-schema/schema), or - to skip
validation (a file validated elsewhere), BACKGROUND the
demo's background as RRGGBB, SCALE the pixels per point of Choreo's PNGs, and each
FRAME=PNG pair a frame number with Choreo's own raster of it. It prints one JSON object:

    {"schemaErrors": [...], "totalFrames": N,
     "comparisons": [{"player", "frame", "mean", "off", "boxShift"}, ...],
     "between": [{"player": "rlottie/lottie", "frame", ...}, ...]}

- schemaErrors: at most five messages, empty when the file is valid;
- totalFrames: rlottie's frame count (op - ip + 1 by its rule), null when no FRAME is given
  (then the file is only validated);
- mean: the mean absolute difference per channel, in 1/255;
- off: the percent of pixels with a channel off by more than 8;
- boxShift: the largest shift of the box of drawn (non-background) pixels, in pixels;
- between: the two players' frames against each other, with the same figures: the noise
  between two good renderers, which the targets for Choreo are read against.

The players: rlottie-python (Samsung's rlottie) and `lottie` (the Python Lottie framework,
drawn through its SVG export and cairosvg), both from PyPI. Their frames are composited
over the background before comparing, as Choreo's PNGs are opaque: rlottie's as the
premultiplied pixels it draws, the Python player's PNGs as straight alpha. Below SCALE 1
both are drawn at the document's size and box-filtered down to Choreo's.

The shipped schema copy leaves the "unknown layer/shape" enums of known `ty` values empty
(so that every layer would match both its own type and "unknown", failing `oneOf`); they
are filled here from the known types.
"""

import io
import json
import os
import sys


def validator(schema_dir):
    """A Draft 2020-12 validator for the schema in `schema_dir`: jsonschema-rs, an
    independent implementation in Rust (the pure-Python `jsonschema` took about 35 s a
    megabyte on these files; jsonschema-rs takes milliseconds and reports the same errors)."""
    import jsonschema_rs

    root = json.load(open(os.path.join(schema_dir, "root.json")))
    defs = root.setdefault("$defs", {})
    for folder in sorted(os.listdir(schema_dir)):
        full = os.path.join(schema_dir, folder)
        if os.path.isdir(full):
            for name in sorted(os.listdir(full)):
                if name.endswith(".json"):
                    defs.setdefault(folder, {})[name[:-5]] = json.load(
                        open(os.path.join(full, name)))

    def ty_const(node):
        if isinstance(node, dict):
            ty = node.get("properties", {}).get("ty", {})
            if "const" in ty:
                return ty["const"]
            for value in node.values():
                found = ty_const(value)
                if found is not None:
                    return found
        if isinstance(node, list):
            for value in node:
                found = ty_const(value)
                if found is not None:
                    return found
        return None

    for folder, unknown in (("layers", "unknown-layer"), ("shapes", "unknown-shape")):
        known = [ty_const(d) for n, d in defs[folder].items() if n != unknown]
        defs[folder][unknown]["properties"]["ty"]["not"]["enum"] = [
            k for k in known if k is not None]
    return jsonschema_rs.Draft202012Validator(root)


def schema_errors(check, document):
    return ["%s: %s" % (list(e.instance_path)[:6], e.message[:200])
            for e in check.iter_errors(document)][:5]


def flat(image, background):
    """`image` over an opaque `background`: straight alpha (RGBA, as the Python player's
    PNGs are) or premultiplied (RGBa, as rlottie draws)."""
    from PIL import Image, ImageChops

    if image.mode == "RGBa":
        # colour + background * (1 - alpha), each channel (PIL's split keeps the stored,
        # premultiplied values; converting to RGBA first would round twice).
        *colour, alpha = image.split()
        return Image.merge("RGB", [
            ImageChops.add(band, alpha.point(lambda a, b=b: round(b * (255 - a) / 255)))
            for band, b in zip(colour, background)])
    image = image.convert("RGBA")
    base = Image.new("RGBA", image.size, background + (255,))
    return Image.alpha_composite(base, image).convert("RGB")


def drawn_box(image, background):
    from PIL import Image, ImageChops

    diff = ImageChops.difference(image, Image.new("RGB", image.size, background)).convert("L")
    return diff.point(lambda v: 255 if v > 32 else 0).getbbox() or (0, 0, 0, 0)


def compare(player, frame, ours, theirs, background):
    """The differences between Choreo's frame and a player's (both RGB, one size)."""
    from PIL import ImageChops

    diff = ImageChops.difference(ours, theirs)
    hist = diff.histogram()
    count = ours.width * ours.height
    total = sum(v * n for band in range(3)
                for v, n in enumerate(hist[256 * band:256 * band + 256]))
    r, g, b = diff.split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b)
    off = sum(worst.histogram()[9:])
    a, c = drawn_box(ours, background), drawn_box(theirs, background)
    return {"player": player, "frame": frame, "mean": total / (3 * count),
            "off": 100 * off / count, "boxShift": max(abs(x - y) for x, y in zip(a, c))}


class Players:
    """Both players for one file, each loaded when first used (the Python player parses a
    large file for about a second, which a check with rlottie alone does without)."""

    def __init__(self, path):
        self.path = path
        self._rlottie = None
        self._animation = None

    @property
    def rlottie(self):
        from rlottie_python import LottieAnimation

        if self._rlottie is None:
            self._rlottie = LottieAnimation.from_file(self.path)
        return self._rlottie

    @property
    def animation(self):
        from lottie.parsers.tgs import parse_tgs

        if self._animation is None:
            self._animation = parse_tgs(self.path)
        return self._animation

    def total_frames(self):
        return self.rlottie.lottie_animation_get_totalframe()

    def rlottie_frame(self, frame, size):
        """rlottie's frame as drawn: premultiplied ARGB32 (BGRA bytes here), so an RGBa
        image (render_pillow_frame would label those bytes straight RGBA, which darkens
        every pixel whose alpha is under 255 by its colour * (1 - alpha))."""
        from PIL import Image

        data = self.rlottie.lottie_animation_render(
            frame_num=frame, width=size[0], height=size[1])
        return Image.frombuffer("RGBa", size, data, "raw", "BGRa")

    def lottie_frame(self, frame, scale):
        import cairosvg
        from PIL import Image
        from lottie.exporters.svg import export_svg

        svg = io.BytesIO()
        export_svg(self.animation, svg, frame, pretty=False)
        png = cairosvg.svg2png(bytestring=svg.getvalue(), scale=scale)
        return Image.open(io.BytesIO(png))


def check(schema_dir, path, background, scale, pairs, check_schema=None):
    """The result object for `path` (see the module's text); `pairs` are (frame, png)."""
    from PIL import Image

    bg = tuple(int(background[i:i + 2], 16) for i in (0, 2, 4))
    document = json.load(open(path))
    errors = [] if schema_dir == "-" and check_schema is None else schema_errors(
        check_schema or validator(schema_dir), document)
    if not pairs:  # validation only (the file need not be playable)
        return {"schemaErrors": errors, "totalFrames": None, "comparisons": []}
    players = Players(path)
    results, between = [], []
    def fit(image, size):
        # Below scale 1 both players are drawn at the document's size and box-filtered
        # down: the Python player draws clip paths wrong under cairosvg's `scale`, and
        # rlottie moves some masks when drawn smaller.
        return image if image.size == size else image.resize(size, Image.Resampling.BOX)

    for frame, png in pairs:
        ours = flat(Image.open(png), bg)
        if scale >= 1:
            rl = players.rlottie_frame(frame, ours.size)
            py = players.lottie_frame(frame, scale)
        else:
            rl = players.rlottie_frame(frame, (document["w"], document["h"]))
            py = players.lottie_frame(frame, 1)
        rl, py = fit(flat(rl, bg), ours.size), fit(flat(py, bg), ours.size)
        results.append(compare("rlottie", frame, ours, rl, bg))
        results.append(compare("lottie", frame, ours, py, bg))
        between.append(compare("rlottie/lottie", frame, rl, py, bg))
    return {"schemaErrors": errors, "totalFrames": players.total_frames(),
            "comparisons": results, "between": between}


def batch(schema_dir, jobs):
    """The result objects of `jobs` (see the module's text), with one validator for all."""
    schema = None if schema_dir == "-" else validator(schema_dir)
    return [check(schema_dir, job["path"], job["background"], float(job["scale"]),
                  [(int(frame), png) for frame, png in job["frames"]], check_schema=schema)
            for job in jobs]


def main(argv):
    if argv[1] == "--batch":
        print(json.dumps(batch(argv[2], json.load(sys.stdin))))
        return
    schema_dir, path, background, scale = argv[1], argv[2], argv[3], float(argv[4])
    pairs = []
    for argument in argv[5:]:
        frame, png = argument.split("=", 1)
        pairs.append((int(frame), png))
    print(json.dumps(check(schema_dir, path, background, scale, pairs)))


if __name__ == "__main__":
    main(sys.argv)
