#!/usr/bin/env python3
"""Counts the pixels where rlottie's drawing of Lottie frames differs from PNGs.

Used by Tests/ChoreoCLITests (LottieRenderTests), as

    python3 Tests/ChoreoCLITests/Peers/lottie_frame_diff.py FILE.json BACKGROUND THRESHOLD \
        FRAME=PNG ...

rlottie draws each frame FRAME at its PNG's pixel size, composited over BACKGROUND
(RRGGBB); the script prints a list with, for each pair in order, {"frame": FRAME,
"count": N, "box": [x0, y0, x1, y1] or null}: how many pixels differ from the PNG by more
than THRESHOLD (0-255) in any channel, and where. For checks where a small shift of a small
thing matters (thin text a quarter of a point off), which a frame's mean difference hides.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lottie_check import Players, flat  # noqa: E402


def main(argv):
    from PIL import Image, ImageChops

    path = argv[1]
    background = tuple(int(argv[2][i:i + 2], 16) for i in (0, 2, 4))
    threshold = int(argv[3])
    players = Players(path)
    results = []
    for pair in argv[4:]:
        frame, png = pair.split("=", 1)
        reference = Image.open(png).convert("RGB")
        drawn = flat(players.rlottie_frame(int(frame), reference.size), background)
        r, g, b = ImageChops.difference(reference, drawn.convert("RGB")).split()
        largest = ImageChops.lighter(ImageChops.lighter(r, g), b)
        off = largest.point(lambda v: 255 if v > threshold else 0)
        box = off.getbbox()
        results.append({"frame": int(frame), "count": off.histogram()[255],
                        "box": [box[0], box[1], box[2] - 1, box[3] - 1] if box else None})
    print(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv)
