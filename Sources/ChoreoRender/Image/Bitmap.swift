import ChoreoCore

/// A raster image: 8-bit RGBA, premultiplied alpha, gamma-encoded sRGB, rows top to
/// bottom.
///
/// The renderer draws into bitmaps and the image writers encode them. Pixel (x, y) starts
/// at byte `(y · width + x) · 4`: red, green, blue, alpha, each colour channel already
/// multiplied by alpha.
///
/// ```swift
/// var image = Bitmap(width: 2, height: 1, fill: .white)
/// image[1, 0] = RGBA(red: 1, green: 0, blue: 0).premultipliedBytes
/// ```
public struct Bitmap: Sendable, Hashable {
  /// Width in pixels, ≥ 1.
  public let width: Int
  /// Height in pixels, ≥ 1.
  public let height: Int
  /// `width · height · 4` bytes: premultiplied RGBA, row-major, top row first.
  public var pixels: [UInt8]

  /// Creates a bitmap filled with one colour.
  ///
  /// - Parameters:
  ///   - width: Width in pixels, ≥ 1.
  ///   - height: Height in pixels, ≥ 1.
  ///   - fill: The colour; transparent by default.
  /// - Precondition: both sizes ≥ 1 (sizes from outside are checked before this).
  public init(width: Int, height: Int, fill: RGBA = .clear) {
    precondition(
      width >= 1 && height >= 1, "bitmap size must be at least 1×1, got \(width)×\(height)")
    self.width = width
    self.height = height
    let bytes = fill.premultipliedBytes
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    if bytes != (0, 0, 0, 0) {
      var index = 0
      while index < pixels.count {
        pixels[index] = bytes.0
        pixels[index + 1] = bytes.1
        pixels[index + 2] = bytes.2
        pixels[index + 3] = bytes.3
        index += 4
      }
    }
    self.pixels = pixels
  }

  /// Creates a bitmap from premultiplied RGBA bytes.
  ///
  /// - Parameters:
  ///   - width: Width in pixels, ≥ 1.
  ///   - height: Height in pixels, ≥ 1.
  ///   - pixels: `width · height · 4` bytes, premultiplied (no channel above alpha).
  /// - Precondition: the byte count matches.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 1 && height >= 1, "bitmap size must be at least 1×1, got \(width)×\(height)")
    precondition(
      pixels.count == width * height * 4,
      "expected \(width * height * 4) bytes for \(width)×\(height), got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A bitmap whose bytes are not yet written, for a renderer that overwrites them all.
  init(uninitializedWidth width: Int, height: Int) {
    precondition(
      width >= 1 && height >= 1, "bitmap size must be at least 1×1, got \(width)×\(height)")
    self.width = width
    self.height = height
    pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in
      count = width * height * 4
    }
  }

  /// The premultiplied bytes of pixel (x, y).
  ///
  /// - Parameters:
  ///   - x: Column, 0..<width.
  ///   - y: Row, 0..<height.
  public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    get {
      let index = (y * width + x) * 4
      return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
    set {
      let index = (y * width + x) * 4
      pixels[index] = newValue.0
      pixels[index + 1] = newValue.1
      pixels[index + 2] = newValue.2
      pixels[index + 3] = newValue.3
    }
  }
}

extension RGBA {
  /// The colour as premultiplied 8-bit bytes (channels clamped to 0...1, rounded to
  /// nearest).
  public var premultipliedBytes: (UInt8, UInt8, UInt8, UInt8) {
    func byte(_ value: Double) -> UInt8 {
      guard value > 0 else { return 0 }
      return value >= 1 ? 255 : UInt8((value * 255).rounded())
    }
    let a = min(max(alpha, 0), 1)
    return (byte(red * a), byte(green * a), byte(blue * a), byte(a))
  }
}
