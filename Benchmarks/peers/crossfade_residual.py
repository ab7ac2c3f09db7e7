#!/usr/bin/env python3
"""Measures how far a cross-fade's frames are from the exact blend of its end pages.

    choreo render tab-dissolve --format frames --out /tmp/dissolve
    python3 Benchmarks/peers/crossfade_residual.py /tmp/dissolve 9 25 728

FOLDER holds PNG frames (sorted by name); FIRST and LAST are the indices of the end pages
A and B in that order; HEIGHT, if given, keeps only the rows above it (728 pixels: the page
area above tab-dissolve's tab bar at scale 2). For each frame F from FIRST to LAST it prints
the fraction p of the nearest exact blend (1 - p)·A + p·B (least squares over every
channel), the mean |F - blend| in 1/255, and, over the pixels white on both pages, the mean
and the largest dip 255 - F (what the backdrop showing through takes away); then the
largest of each. UIKit's `.transitionCrossDissolve` is the exact blend: all of them 0
within rounding.
"""

import glob
import os
import sys

from PIL import Image


def pixels(path, height):
    image = Image.open(path).convert("RGB")
    if height:
        image = image.crop((0, 0, image.width, height))
    data = image.get_flattened_data() if hasattr(image, "get_flattened_data") else image.getdata()
    return list(data)


def main(argv):
    folder, first, last = argv[1], int(argv[2]), int(argv[3])
    height = int(argv[4]) if len(argv) > 4 else None
    files = sorted(glob.glob(os.path.join(folder, "*.png")))
    a, b = pixels(files[first], height), pixels(files[last], height)
    white = [k for k in range(len(a)) if a[k] == (255, 255, 255) and b[k] == (255, 255, 255)]
    worst = [0.0, 0.0, 0]
    for index in range(first, last + 1):
        f = pixels(files[index], height)
        numerator = denominator = 0.0
        for pa, pb, pf in zip(a, b, f):
            for c in range(3):
                numerator += (pf[c] - pa[c]) * (pb[c] - pa[c])
                denominator += (pb[c] - pa[c]) ** 2
        p = min(max(numerator / denominator if denominator else 0.0, 0.0), 1.0)
        residual = sum(abs(pf[c] - ((1 - p) * pa[c] + p * pb[c]))
                       for pa, pb, pf in zip(a, b, f) for c in range(3)) / (3 * len(f))
        dips = [255 - min(f[k]) for k in white]
        mean_dip = sum(dips) / len(dips) if dips else 0.0
        most = max(dips) if dips else 0
        print(f"frame {index:3d}  p {p:.3f}  residual {residual:6.2f}/255  "
              f"white dip mean {mean_dip:6.2f}/255, largest {most}/255")
        worst = [max(worst[0], residual), max(worst[1], mean_dip), max(worst[2], most)]
    print(f"largest: residual {worst[0]:.2f}/255, mean white dip {worst[1]:.2f}/255, "
          f"white dip {worst[2]}/255 ({len(white)} pixels white on both pages)")


if __name__ == "__main__":
    main(sys.argv)
