import ChoreoCore

/// Premultiplied RGBA → 0xRRGGBB over the background, or the transparent sentinel.
struct ColourConverter {
  /// Marks a pixel with alpha < 128.
  static let transparent: UInt32 = 0x0100_0000
  let red: Int
  let green: Int
  let blue: Int

  init(background: RGBA) {
    let bytes = RGBA(red: background.red, green: background.green, blue: background.blue)
      .premultipliedBytes
    (red, green, blue) = (Int(bytes.0), Int(bytes.1), Int(bytes.2))
  }

  /// The key of a pixel loaded as a little-endian `UInt32` (red in the low byte).
  @inline(__always)
  func key(_ pixel: UInt32) -> UInt32 {
    let alpha = Int(pixel >> 24)
    if alpha < 128 { return Self.transparent }
    let (red, green, blue) = (Int(pixel & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel >> 16 & 0xFF))
    if alpha == 255 { return UInt32(red << 16 | green << 8 | blue) }
    // Source-over with premultiplied colour, as in key(_:_:).
    let rest = 255 - alpha
    let r = min(255, red + (self.red * rest + 127) / 255)
    let g = min(255, green + (self.green * rest + 127) / 255)
    let b = min(255, blue + (self.blue * rest + 127) / 255)
    return UInt32(r << 16 | g << 8 | b)
  }

  /// The key of the pixel starting at `offset`.
  @inline(__always)
  func key(_ pixels: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    let alpha = Int(pixels[offset + 3])
    if alpha < 128 { return Self.transparent }
    if alpha == 255 {
      return UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8
        | UInt32(pixels[offset + 2])
    }
    // Source-over with premultiplied colour: c + bg · (255 − a) / 255, rounded.
    let rest = 255 - alpha
    let r = min(255, Int(pixels[offset]) + (red * rest + 127) / 255)
    let g = min(255, Int(pixels[offset + 1]) + (green * rest + 127) / 255)
    let b = min(255, Int(pixels[offset + 2]) + (blue * rest + 127) / 255)
    return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
  }
}
