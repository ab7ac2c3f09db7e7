// Policy: compositing happens in gamma-encoded sRGB with premultiplied alpha, in a `Float`
// working buffer (4 floats per pixel), as Core Animation, browsers and SVG renderers do by
// default; only the final conversion rounds to 8 bits (round to nearest, colour channels
// clamped to alpha). Source-over (Porter & Duff, "Compositing Digital Images", 1984):
// result = source + destination · (1 − source alpha), with the source already multiplied
// by the pixel's coverage and the clip mask.
import ChoreoCore

/// A premultiplied RGBA `Float` image with a dirty rectangle (what has been drawn since
/// the last clear).
struct Canvas {
  let width: Int
  let height: Int
  var pixels: [Float]
  var dirtyX0 = Int.max
  var dirtyY0 = Int.max
  var dirtyX1 = Int.min
  var dirtyY1 = Int.min

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [Float](repeating: 0, count: width * height * 4)
  }

  mutating func fill(_ colour: RGBA) {
    let a = Float(min(max(colour.alpha, 0), 1))
    let r = Float(min(max(colour.red, 0), 1)) * a
    let g = Float(min(max(colour.green, 0), 1)) * a
    let b = Float(min(max(colour.blue, 0), 1)) * a
    pixels.withUnsafeMutableBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        buffer[i] = r
        buffer[i + 1] = g
        buffer[i + 2] = b
        buffer[i + 3] = a
        i += 4
      }
    }
    markDirty(x0: 0, y0: 0, x1: width, y1: height)
  }

  mutating func markDirty(x0: Int, y0: Int, x1: Int, y1: Int) {
    dirtyX0 = min(dirtyX0, x0)
    dirtyY0 = min(dirtyY0, y0)
    dirtyX1 = max(dirtyX1, x1)
    dirtyY1 = max(dirtyY1, y1)
  }

  var isDirty: Bool { dirtyX0 < dirtyX1 && dirtyY0 < dirtyY1 }

  /// Clears the dirty rectangle to transparent.
  mutating func clearDirty() {
    guard isDirty else { return }
    let (x0, y0, x1, y1, w) = (dirtyX0, dirtyY0, dirtyX1, dirtyY1, width)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in y0..<y1 {
        for i in ((y * w + x0) * 4)..<((y * w + x1) * 4) { buffer[i] = 0 }
      }
    }
    dirtyX0 = .max
    dirtyY0 = .max
    dirtyX1 = .min
    dirtyY1 = .min
  }

  /// Source-over of `source`'s dirty area, faded by `opacity`, onto this canvas.
  mutating func composite(_ source: Canvas, opacity: Float) {
    guard source.isDirty else { return }
    let (x0, y0, x1, y1, w) = (
      source.dirtyX0, source.dirtyY0, source.dirtyX1, source.dirtyY1, width
    )
    markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
    source.pixels.withUnsafeBufferPointer { src in
      pixels.withUnsafeMutableBufferPointer { dst in
        for y in y0..<y1 {
          var i = (y * w + x0) * 4
          let end = (y * w + x1) * 4
          while i < end {
            let sa = src[i + 3] * opacity
            if sa > 0 {
              let keep = 1 - sa
              dst[i] = src[i] * opacity + dst[i] * keep
              dst[i + 1] = src[i + 1] * opacity + dst[i + 1] * keep
              dst[i + 2] = src[i + 2] * opacity + dst[i + 2] * keep
              dst[i + 3] = sa + dst[i + 3] * keep
            }
            i += 4
          }
        }
      }
    }
  }

  /// The canvas as 8-bit premultiplied RGBA.
  func bitmap() -> Bitmap {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeBufferPointer { src in
      bytes.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          // x + 0.5 truncated is round-half-up, the same as `rounded()` for x ≥ 0, without
          // a libm call per channel.
          let a = min(max(src[i + 3], 0), 1)
          let alphaByte = UInt8(a * 255 + 0.5)
          dst[i + 3] = alphaByte
          dst[i] = min(UInt8(min(max(src[i], 0), a) * 255 + 0.5), alphaByte)
          dst[i + 1] = min(UInt8(min(max(src[i + 1], 0), a) * 255 + 0.5), alphaByte)
          dst[i + 2] = min(UInt8(min(max(src[i + 2], 0), a) * 255 + 0.5), alphaByte)
          i += 4
        }
      }
    }
    return Bitmap(width: width, height: height, pixels: bytes)
  }
}

/// A clip: per-pixel coverage in a box; zero outside it.
struct ClipMask {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int
  var values: [Float]

  static let empty = ClipMask(x0: 0, y0: 0, x1: 0, y1: 0, values: [])

  @inline(__always)
  func value(x: Int, y: Int) -> Float {
    values[(y - y0) * (x1 - x0) + (x - x0)]
  }
}
