#!/usr/bin/env python3
"""Renders one SVG with librsvg and with Skia, timed, for choreo-bench.

Started by `choreo-bench` (RasterPeerBench.swift) as

    python3 Benchmarks/peers/peer_render.py FILE.svg WIDTH HEIGHT

with the frame's size in pixels. It loads and parses the SVG once per engine, then reads
commands from standard input, one a line:

    rsvg N   render N times with librsvg
    skia N   render N times with Skia
    png ENGINE PATH   write the engine's current frame as PNG (for looking at)
    quit

and answers each render command with one line of N integers: nanoseconds per render.

What is timed, per render (time.perf_counter_ns around the calls, no Python work inside):
- rsvg: clearing a WIDTH x HEIGHT ARGB32 cairo image surface (cairo_paint with
  CAIRO_OPERATOR_CLEAR), then rsvg_handle_render_document into the viewport
  (0, 0, WIDTH, HEIGHT), then cairo_surface_flush. librsvg (the system's librsvg-2.so.2)
  and cairo are called through ctypes; the handle is parsed once, outside the timing.
- skia: canvas.clear(0) on a WIDTH x HEIGHT raster surface (N32 premultiplied), then
  SVGDOM.render under a scale of WIDTH / the SVG's width (skia-python from PyPI); the DOM is
  parsed once, outside the timing, and `surface.flushAndSubmit()` ends each render.

An engine that cannot be loaded answers `unavailable REASON` instead of timings.

For instruction counts, `python3 peer_render.py FILE.svg WIDTH HEIGHT ENGINE N` renders
N + 1 times (one warm-up) with one engine and exits, reading no commands: under
`valgrind --tool=callgrind` (on the real interpreter, not a pyenv shim), the difference
between N = 10 and N = 0, divided by 10, is one render's instructions.
"""

import ctypes
import ctypes.util
import sys
import time


class Rectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("width", ctypes.c_double), ("height", ctypes.c_double)]


class Rsvg:
    def __init__(self, data, width, height):
        self.rsvg = ctypes.CDLL(ctypes.util.find_library("rsvg-2") or "librsvg-2.so.2")
        self.cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
        c = self.cairo
        c.cairo_image_surface_create.restype = ctypes.c_void_p
        c.cairo_image_surface_create.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        c.cairo_create.restype = ctypes.c_void_p
        c.cairo_create.argtypes = [ctypes.c_void_p]
        for name in ("cairo_paint", "cairo_save", "cairo_restore"):
            getattr(c, name).argtypes = [ctypes.c_void_p]
        c.cairo_set_operator.argtypes = [ctypes.c_void_p, ctypes.c_int]
        c.cairo_surface_flush.argtypes = [ctypes.c_void_p]
        c.cairo_surface_write_to_png.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        r = self.rsvg
        r.rsvg_handle_new_from_data.restype = ctypes.c_void_p
        r.rsvg_handle_new_from_data.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p]
        r.rsvg_handle_render_document.restype = ctypes.c_int
        r.rsvg_handle_render_document.argtypes = [
            ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(Rectangle), ctypes.c_void_p]
        self.handle = r.rsvg_handle_new_from_data(data, len(data), None)
        if not self.handle:
            raise RuntimeError("librsvg could not parse the SVG")
        self.surface = c.cairo_image_surface_create(0, width, height)  # CAIRO_FORMAT_ARGB32
        self.context = c.cairo_create(self.surface)
        self.viewport = Rectangle(0, 0, width, height)

    def render(self):
        c, cr = self.cairo, self.context
        c.cairo_save(cr)
        c.cairo_set_operator(cr, 0)  # CAIRO_OPERATOR_CLEAR
        c.cairo_paint(cr)
        c.cairo_restore(cr)
        if not self.rsvg.rsvg_handle_render_document(
                self.handle, cr, ctypes.byref(self.viewport), None):
            raise RuntimeError("librsvg failed to render")
        c.cairo_surface_flush(self.surface)

    def write_png(self, path):
        self.cairo.cairo_surface_write_to_png(self.surface, path.encode())


class Skia:
    def __init__(self, data, width, height):
        import skia
        self.skia = skia
        self.dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream.MakeDirect(data))
        if self.dom is None:
            raise RuntimeError("Skia could not parse the SVG")
        size = self.dom.containerSize()
        self.scale = width / size.width() if size.width() > 0 else 1
        self.surface = skia.Surface(width, height)
        self.canvas = self.surface.getCanvas()
        self.data = data  # MakeDirect does not copy

    def render(self):
        canvas = self.canvas
        canvas.clear(0)
        canvas.save()
        canvas.scale(self.scale, self.scale)
        self.dom.render(canvas)
        canvas.restore()
        self.surface.flushAndSubmit()

    def write_png(self, path):
        self.surface.makeImageSnapshot().save(path)


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open(path, "rb") as handle:
        data = handle.read()
    if len(sys.argv) > 5:
        engine = {"rsvg": Rsvg, "skia": Skia}[sys.argv[4]](data, width, height)
        for _ in range(int(sys.argv[5]) + 1):
            engine.render()
        return
    engines = {}
    for name, kind in (("rsvg", Rsvg), ("skia", Skia)):
        try:
            engines[name] = kind(data, width, height)
        except Exception as error:  # reported, not fatal: the other engine still runs
            engines[name] = "unavailable " + " ".join(str(error).split())
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            break
        engine = engines.get(words[1]) if words[0] == "png" else engines.get(words[0])
        if isinstance(engine, str) or engine is None:
            print(engine or "unavailable unknown engine", flush=True)
            continue
        if words[0] == "png":
            engine.write_png(words[2])
            print("ok", flush=True)
            continue
        samples = []
        for _ in range(int(words[1])):
            start = time.perf_counter_ns()
            engine.render()
            samples.append(time.perf_counter_ns() - start)
        print(" ".join(str(s) for s in samples), flush=True)


if __name__ == "__main__":
    main()
