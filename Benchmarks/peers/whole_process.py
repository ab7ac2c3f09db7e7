#!/usr/bin/env python3
"""One demo frame to PNG, whole process: Choreo against rsvg-convert (issue 13, goal 2).

    python3 Benchmarks/peers/whole_process.py [CHOREO] [DEMO] [RUNS]

CHOREO is the release binary (.build/release/choreo by default), DEMO the demo
(scroll-cards), RUNS the runs of each command (40). Choreo first writes its own SVG of the
demo's default frame; then the two commands run in turns, each writing a PNG of the same
frame at the same size (scale 2), to a temporary folder:

    choreo render DEMO --format png --out c.png
    rsvg-convert --zoom 2 f.svg -o r.png

It prints each command's median wall time and the ratio rsvg-convert / Choreo (above 1:
Choreo is faster), after checking that both PNGs have the same size. Turns alternate so
that a change in the machine's load falls on both sides.
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def png_size(path):
    with open(path, "rb") as file:
        header = file.read(24)
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("%s is not a PNG" % path)
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(argv):
    choreo = os.path.abspath(argv[1] if len(argv) > 1 else ".build/release/choreo")
    demo = argv[2] if len(argv) > 2 else "scroll-cards"
    runs = int(argv[3]) if len(argv) > 3 else 40
    if not os.access(choreo, os.X_OK):
        raise SystemExit("no Choreo binary at %s (swift build -c release first)" % choreo)
    rsvg = shutil.which("rsvg-convert")
    if rsvg is None:
        raise SystemExit("rsvg-convert is not installed (apt-get install librsvg2-bin)")
    with tempfile.TemporaryDirectory() as folder:
        svg, ours, theirs = (os.path.join(folder, name) for name in ("f.svg", "c.png", "r.png"))
        subprocess.run([choreo, "render", demo, "--format", "svg", "--out", svg], check=True,
                       stderr=subprocess.DEVNULL)
        choreo_command = [choreo, "render", demo, "--format", "png", "--out", ours]
        rsvg_command = [rsvg, "--zoom", "2", svg, "-o", theirs]
        for _ in range(3):  # warm the page cache and the binaries
            timed(choreo_command)
            timed(rsvg_command)
        if png_size(ours) != png_size(theirs):
            raise SystemExit("the PNGs differ in size: %s against %s"
                             % (png_size(ours), png_size(theirs)))
        mine, peer = [], []
        for _ in range(runs):
            mine.append(timed(choreo_command))
            peer.append(timed(rsvg_command))
        width, height = png_size(ours)
        a, b = statistics.median(mine), statistics.median(peer)
        print("# whole process, %s frame to PNG, %dx%d px, %d runs each, medians:"
              % (demo, width, height, runs))
        print("# Choreo %.1f ms, rsvg-convert %.1f ms; ratio rsvg-convert/Choreo = %.2f "
              "(goal >= 1.5)" % (a * 1000, b * 1000, b / a))


if __name__ == "__main__":
    main(sys.argv)
