#!/usr/bin/env python3
"""Reads single pixels of a Lottie frame as each of the two players draws it.

Used by Tests/ChoreoCLITests (LottieTextDotsTests), as

    python3 Tests/ChoreoCLITests/Peers/lottie_pixels.py FILE.json FRAME WIDTH HEIGHT SCALE BACKGROUND \
        X,Y ...

Both players (rlottie-python; `lottie` through cairosvg, see lottie_check.py) draw frame
FRAME at SCALE pixels a point (WIDTH x HEIGHT pixels), composited over BACKGROUND (RRGGBB),
and the script prints {"rlottie": [[r, g, b], ...], "lottie": [...]}: the colour of each
pixel X,Y asked for, in that order. For checks that one small mark is drawn (a dot of
text), where a frame's mean difference would hide it.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lottie_check import Players, flat  # noqa: E402


def main(argv):
    path, frame = argv[1], int(argv[2])
    size = (int(argv[3]), int(argv[4]))
    scale = float(argv[5])
    background = tuple(int(argv[6][i:i + 2], 16) for i in (0, 2, 4))
    points = [tuple(int(v) for v in point.split(",")) for point in argv[7:]]
    players = Players(path)
    images = {
        "rlottie": flat(players.rlottie_frame(frame, size), background),
        "lottie": flat(players.lottie_frame(frame, scale), background),
    }
    result = {}
    for name, image in images.items():
        if image.size != size:
            image = image.resize(size)
        result[name] = [list(image.getpixel(point)) for point in points]
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv)
