#!/usr/bin/env python3
"""Prints, per demo, how Choreo's Lottie export plays in two real players.

    python3 Benchmarks/peers/lottie_survey.py [--choreo PATH] [--scale S] [--step N] [DEMO ...]

For each demo (all of `choreo demos` by default) it runs, with the given choreo binary
(.build/release/choreo by default):

- `/usr/bin/time -v choreo render DEMO --format lottie` (export time and peak memory),
- `choreo render DEMO --format png --scale S --at T` at progress 0, .25, .5, .75 and 1
  (frame round(p * floor(duration * 30)), T = frame / 30), or with --step N at every Nth
  frame and the last (--step 1: every frame; slow, for a closer look than the five),

(the export is timed in the binary's own process: the figures are the writer's plus the
demo's scene evaluation),

then validates the file and plays those frames in rlottie and in the Python `lottie` player
(lottie_check.py), and prints a Markdown table: file size, the bound the writer reported,
export time and peak RSS, each player's worst frame (mean difference in 1/255 and
percent of pixels off by more than 8) and the two players' worst frame against each other
(the noise between two good renderers). Targets: mean < 1, off < 1%.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

# lottie_check.py lives with the CLI tests, which run it too.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests",
                                "ChoreoCLITests", "Peers"))
import lottie_check  # noqa: E402

FPS = 30


def run(arguments):
    done = subprocess.run(arguments, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (" ".join(arguments), done.returncode,
                                                 done.stderr))
    return done


def background_of(document):
    for layer in document["layers"]:
        if layer.get("nm") == "background":
            colour = layer["shapes"][0]["it"][1]["c"]["k"]
            return "".join("%02x" % round(c * 255) for c in colour)
    return "ffffff"


def survey(choreo, demo, scale, folder, schema, step=None):
    path = os.path.join(folder, demo + ".json")
    timed = run(["/usr/bin/time", "-v", choreo, "render", demo, "--format", "lottie",
                 "--out", path])
    seconds = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+(?:\.\d+)?)",
                        timed.stderr)
    elapsed = float(seconds.group(1) or 0) * 60 + float(seconds.group(2))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", timed.stderr).group(1))
    bound = re.search(r"max error ([0-9.]+) pt, ([0-9.]+)% opacity", timed.stderr)
    document = json.load(open(path))
    # op is the end frame + 1 (the end frame is duration * 30, not always whole).
    end_frame = int(document["op"] - 1)
    pairs = []
    if step:
        frames = sorted(set(range(0, end_frame + 1, step)) | {end_frame})
    else:
        frames = [int(round(p * end_frame)) for p in (0, 0.25, 0.5, 0.75, 1)]
    for frame in frames:
        png = os.path.join(folder, "%s-%d.png" % (demo, frame))
        run([choreo, "render", demo, "--format", "png", "--scale", str(scale), "--at",
             repr(frame / FPS), "--out", png])
        pairs.append((frame, png))
    result = lottie_check.check(None, path, background_of(document), scale, pairs,
                                check_schema=schema)

    def worst(player):
        rows = [c for c in result["comparisons"] + result["between"]
                if c["player"] == player]
        return max(c["mean"] for c in rows), max(c["off"] for c in rows)

    return {
        "demo": demo, "bytes": os.path.getsize(path), "position": bound.group(1),
        "opacity": bound.group(2), "seconds": elapsed, "rss": rss / 1024,
        "rlottie": worst("rlottie"), "lottie": worst("lottie"),
        "between": worst("rlottie/lottie"),
        "missed": sorted({"%s %d" % (c["player"], c["frame"]) for c in result["comparisons"]
                          if c["mean"] >= 1 or c["off"] >= 1},
                         key=lambda m: (m.split()[0], int(m.split()[1]))),
        "schema": len(result["schemaErrors"]),
        # rlottie counts op - ip + 1 frames (rounded up).
        "frames": result["totalFrames"] == math.ceil(document["op"] + 1),
    }


def size_text(count):
    return "%.2f MB" % (count / 1e6) if count >= 1e6 else "%d kB" % round(count / 1e3)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--choreo", default=".build/release/choreo")
    parser.add_argument("--scale", type=float, default=1)
    parser.add_argument("--schema", default=None)
    parser.add_argument("--step", type=int, default=None)
    parser.add_argument("demos", nargs="*")
    options = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    schema_dir = options.schema or next(
        p for p in (os.path.join(here, "../../../shared/lottie-schema/schema"),
                    "/work/shared/lottie-schema/schema")
        if os.path.exists(os.path.join(p, "root.json")))
    schema = lottie_check.validator(schema_dir)
    demos = options.demos or [
        line.split()[0] for line in run([options.choreo, "demos"]).stdout.splitlines()
        if line.strip()]
    print("| demo | file | bound (pt, opacity) | export s | peak MB | rlottie mean / off"
          " | lottie mean / off | rlottie vs lottie | schema, frames |")
    print("|---|---|---|---|---|---|---|---|---|")
    misses, missed = 0, []
    with tempfile.TemporaryDirectory() as folder:
        for demo in demos:
            row = survey(options.choreo, demo, options.scale, folder, schema, options.step)
            cells = []
            for player in ("rlottie", "lottie"):
                mean, off = row[player]
                miss = mean >= 1 or off >= 1
                misses += miss
                cells.append("%.2f / %.2f%%%s" % (mean, off, " (miss)" if miss else ""))
            print("| %s | %s | %s, %s%% | %.2f | %.0f | %s | %s | %.2f / %.2f%% | %s |" % (
                demo, size_text(row["bytes"]), row["position"], row["opacity"],
                row["seconds"], row["rss"], cells[0], cells[1], *row["between"],
                "ok" if row["schema"] == 0 and row["frames"] else "FAIL"), flush=True)
            if options.step and row["missed"]:
                missed.append("%s: %s" % (demo, ", ".join(row["missed"])))
    print("\n%d misses of the targets (mean < 1/255, off < 1%%)" % misses)
    for line in missed:
        print("frames that miss, %s" % line)


if __name__ == "__main__":
    main()
