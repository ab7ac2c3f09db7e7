// Policy: compositing happens in gamma-encoded sRGB with premultiplied alpha, as Core
// Animation, browsers and SVG renderers do by default, on 8-bit pixels (the output format
// itself, so a frame needs no conversion pass). Each blend is computed in `Float` from the
// stored bytes and rounded to nearest once (x + 0.5 truncated, x ≥ 0); a colour channel
// never exceeds alpha, because the channel and alpha are computed by the same expression
// from premultiplied inputs. Source-over (Porter & Duff, "Compositing Digital Images",
// 1984): result = source + destination · (1 − source alpha), with the source already
// multiplied by the pixel's coverage and the clip mask. Pixels are read and written as
// little-endian `UInt32`s: red in the low byte, alpha in the high byte.
import ChoreoCore

/// A premultiplied RGBA8 image with a dirty rectangle (what has been drawn since the last
/// clear).
struct Canvas {
  let width: Int
  let height: Int
  /// `width · height · 4` bytes, the layout of ``Bitmap/pixels``.
  var pixels: [UInt8]
  var dirtyX0 = Int.max
  var dirtyY0 = Int.max
  var dirtyX1 = Int.min
  var dirtyY1 = Int.min

  /// A transparent canvas; with `allocated: false` its pixels are empty until a buffer is
  /// swapped in (the bottom canvas draws into the caller's bitmap).
  init(width: Int, height: Int, allocated: Bool = true) {
    self.width = width
    self.height = height
    pixels = allocated ? [UInt8](repeating: 0, count: width * height * 4) : []
  }

  /// Fills the whole canvas with one colour.
  mutating func fill(_ colour: RGBA) {
    let pattern = PixelColour(colour, opacity: 1).pattern
    pixels.withUnsafeMutableBytes { raw in
      raw.bindMemory(to: UInt32.self).update(repeating: pattern)
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

  /// Forgets the dirty rectangle without clearing it.
  mutating func resetDirty() {
    dirtyX0 = .max
    dirtyY0 = .max
    dirtyX1 = .min
    dirtyY1 = .min
  }

  /// Clears the dirty rectangle to transparent.
  mutating func clearDirty() {
    guard isDirty else { return }
    let (x0, y0, x1, y1, w) = (dirtyX0, dirtyY0, dirtyX1, dirtyY1, width)
    pixels.withUnsafeMutableBytes { raw in
      let base = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for y in y0..<y1 {
        UnsafeMutableBufferPointer(start: base + y * w + x0, count: x1 - x0).update(
          repeating: 0)
      }
    }
    resetDirty()
  }

  /// Source-over of `source`'s dirty area, faded by `opacity`, onto this canvas.
  ///
  /// In 16-bit fixed point, as `PixelColour.blend(_:cover:)`: each channel becomes
  /// ⌊s · f + d · k(a) + ½⌋ with f = opacity and k(a) = 1 − a · opacity / 255 (a the
  /// source's alpha byte) rounded to 1/65536, two channels to a 64-bit multiply.
  ///
  /// `keep` is scratch for the 256 values of k (kept by the caller between calls: a
  /// temporary allocation of that size would come from the heap).
  mutating func composite(_ source: Canvas, opacity: Float, keep: inout [UInt64]) {
    guard source.isDirty else { return }
    let (x0, y0, x1, y1, w) = (
      source.dirtyX0, source.dirtyY0, source.dirtyX1, source.dirtyY1, width
    )
    markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
    let fade = UInt64(opacity * 65536 + 0.5)
    let half: UInt64 = 0x8000_0000_8000
    let lanes: UInt64 = 0xFF_0000_00FF
    if keep.count < 256 { keep = [UInt64](repeating: 0, count: 256) }
    keep.withUnsafeMutableBufferPointer { keep in
      for alpha in 0..<256 {
        keep[alpha] = UInt64((1 - Float(alpha) * opacity / 255) * 65536 + 0.5)
      }
      source.pixels.withUnsafeBytes { srcRaw in
        pixels.withUnsafeMutableBytes { dstRaw in
          let src = srcRaw.baseAddress!.assumingMemoryBound(to: UInt32.self)
          let dst = dstRaw.baseAddress!.assumingMemoryBound(to: UInt32.self)
          // Flat fills over flat fills repeat one (source, destination) pair along a row:
          // the last pair's result is reused (a source of 0 is skipped, so the first
          // pixel never matches the initial pair).
          var (lastS, lastD, lastOut): (UInt32, UInt32, UInt32) = (0, 0, 0)
          for y in y0..<y1 {
            var from = src + (y * w + x0)
            var to = dst + (y * w + x0)
            let end = from + (x1 - x0)
            while from < end {
              let source = from.pointee
              if source != 0 {
                let destination = to.pointee
                if source != lastS || destination != lastD {
                  let s = UInt64(source)
                  let d = UInt64(destination)
                  let k = keep[Int(s >> 24)]
                  let rb =
                    ((s & 0xFF | (s & 0xFF_0000) << 16) &* fade
                      &+ (d & 0xFF | (d & 0xFF_0000) << 16) &* k &+ half) >> 16 & lanes
                  let ga =
                    ((s >> 8 & 0xFF | (s >> 24) << 32) &* fade
                      &+ (d >> 8 & 0xFF | (d >> 24) << 32) &* k &+ half) >> 16 & lanes
                  (lastS, lastD) = (source, destination)
                  lastOut = UInt32(truncatingIfNeeded: rb | rb >> 16 | ga << 8 | ga >> 8)
                }
                to.pointee = lastOut
              }
              from += 1
              to += 1
            }
          }
        }
      }
    }
  }
}

/// A fill colour prepared for blending: premultiplied channels on the 0...255 scale, and
/// the byte pattern of a fully covered pixel.
struct PixelColour {
  let red: Float
  let green: Float
  let blue: Float
  /// Alpha on the 0...1 scale.
  let alpha: Float
  /// Alpha on the 0...255 scale.
  let alpha255: Float
  /// The pixel a fully covered pixel becomes when the colour is opaque (otherwise unused).
  let pattern: UInt32
  /// Whether alpha is 1: full coverage replaces the destination.
  let isOpaque: Bool
  /// Red and blue (low and high 32-bit lane), then green and alpha, each on the 0...255
  /// scale in 8.8 fixed point, for the per-pixel blend.
  let fixedRB: UInt64
  let fixedGA: UInt64
  /// Alpha on the 0...1 scale in 16.16 fixed point.
  let fixedAlpha: UInt64

  /// The colour (channels clamped to 0...1) with its alpha multiplied by `opacity`.
  init(_ colour: RGBA, opacity: Double) {
    let a = Float(min(max(colour.alpha * opacity, 0), 1))
    alpha = a
    alpha255 = a * 255
    red = Float(min(max(colour.red, 0), 1)) * a * 255
    green = Float(min(max(colour.green, 0), 1)) * a * 255
    blue = Float(min(max(colour.blue, 0), 1)) * a * 255
    isOpaque = a >= 1
    pattern = Self.pack(red, green, blue, alpha255)
    fixedRB = UInt64(red * 256 + 0.5) | UInt64(blue * 256 + 0.5) << 32
    fixedGA = UInt64(green * 256 + 0.5) | UInt64(alpha255 * 256 + 0.5) << 32
    fixedAlpha = UInt64(a * 65536 + 0.5)
  }

  /// Rounds four channels (each in 0...255 up to float rounding, colour ≤ alpha) to a
  /// pixel: x + 0.5 truncated, which stays at most 255 for x below 255.5.
  @inline(__always)
  static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
    UInt32(r + 0.5) | UInt32(g + 0.5) << 8 | UInt32(b + 0.5) << 16 | UInt32(a + 0.5) << 24
  }

  /// Source-over of this colour at one coverage onto a run of pixels, in 16-bit fixed
  /// point: each pixel becomes ⌊(S + d · k + ½) ⌋ with S = colour · cover and
  /// k = 1 − alpha · cover rounded to 1/65536, which is the float blend's result except
  /// within 0.004 of a rounding tie. Red and blue, then green and alpha, share one 64-bit
  /// multiply (a 32-bit lane each; 255 · 65536 + S stays below 2³²).
  @inline(__always)
  func blend(_ run: UnsafeMutableBufferPointer<UInt32>, cover: Float) {
    // Rounded as x + ½ truncated (x ≥ 0): `rounded()` is a libm call on baseline x86-64.
    let k = UInt64((1 - alpha * cover) * 65536 + 0.5)
    func fixed(_ channel: Float) -> UInt64 { UInt64(channel * cover * 65536 + 0.5) }
    let half: UInt64 = 0x8000_0000_8000
    let sourceRB = (fixed(red) | fixed(blue) << 32) + half
    let sourceGA = (fixed(green) | fixed(alpha255) << 32) + half
    let lanes: UInt64 = 0xFF_0000_00FF
    // A run over a flat fill repeats one destination: the last result is reused.
    @inline(__always)
    func over(_ d: UInt64) -> UInt32 {
      let rb = ((d & 0xFF | (d & 0xFF_0000) << 16) &* k &+ sourceRB) >> 16 & lanes
      let ga = ((d >> 8 & 0xFF | (d >> 24) << 32) &* k &+ sourceGA) >> 16 & lanes
      return UInt32(truncatingIfNeeded: rb | rb >> 16 | ga << 8 | ga >> 8)
    }
    var (lastD, lastOut): (UInt32, UInt32) = (0, over(0))
    for index in run.indices {
      let destination = run[index]
      if destination != lastD {
        lastD = destination
        lastOut = over(UInt64(destination))
      }
      run[index] = lastOut
    }
  }

  /// Source-over of this colour at coverage `cover` (0...1) onto pixel `d`, in fixed
  /// point: with c = cover in 16.16, each channel becomes ⌊(C · c / 2⁸ + d · k + ½) / 2¹⁶⌋
  /// with C the channel in 8.8 and k = 1 − alpha · c in 16.16 (within 0.01 of a byte step
  /// of the float blend). A lane holds at most 65280 · 65536 < 2³² before the shift, and
  /// a colour channel stays at most alpha since every step is monotone in the channel.
  @inline(__always)
  func blend(_ d32: UInt32, cover: Float) -> UInt32 {
    let c = UInt64(cover * 65536 + 0.5)
    let k = 65536 - ((fixedAlpha &* c &+ 0x8000) >> 16)
    let lanes24: UInt64 = 0xFF_FFFF_00FF_FFFF
    let half: UInt64 = 0x8000_0000_8000
    let lanes: UInt64 = 0xFF_0000_00FF
    let d = UInt64(d32)
    let rb =
      ((d & 0xFF | (d & 0xFF_0000) << 16) &* k &+ ((fixedRB &* c) >> 8 & lanes24) &+ half) >> 16
      & lanes
    let ga =
      ((d >> 8 & 0xFF | (d >> 24) << 32) &* k &+ ((fixedGA &* c) >> 8 & lanes24) &+ half) >> 16
      & lanes
    return UInt32(truncatingIfNeeded: rb | rb >> 16 | ga << 8 | ga >> 8)
  }
}
