// Policy: colours are gamma-encoded sRGB with straight (not premultiplied) alpha, each
// channel in 0...1. They interpolate in *premultiplied* sRGB, as CSS Color Level 4 (§12.3,
// "Interpolating with Alpha") does for legacy sRGB colours: premultiply, blend, divide by
// the blended alpha. That keeps a fade from an opaque colour to `clear` free of the grey
// fringe that straight-alpha blending shows. Results are clamped to 0...1 per channel, so
// extrapolation past either end saturates instead of producing impossible colours.

/// An sRGB colour with straight alpha, channels in 0...1.
///
/// ```swift
/// let blue = RGBA(red: 0, green: 0.48, blue: 1)
/// let faded = blue.interpolated(to: .clear, fraction: 0.5)  // still pure blue, alpha 0.5
/// ```
public struct RGBA: Interpolatable, Sendable, Hashable, CustomStringConvertible {
  /// Red, 0...1, gamma-encoded sRGB.
  public var red: Double
  /// Green, 0...1, gamma-encoded sRGB.
  public var green: Double
  /// Blue, 0...1, gamma-encoded sRGB.
  public var blue: Double
  /// Opacity, 0...1 (straight, not premultiplied).
  public var alpha: Double

  /// Creates a colour from straight-alpha sRGB channels.
  ///
  /// - Parameters:
  ///   - red: Red, 0...1.
  ///   - green: Green, 0...1.
  ///   - blue: Blue, 0...1.
  ///   - alpha: Opacity, 0...1; defaults to opaque.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  ///
  /// - Parameters:
  ///   - hex: The colour, for example `0x007AFF`.
  ///   - alpha: Opacity, 0...1.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Transparent black.
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 1, green: 1, blue: 1)

  /// Whether every channel is finite and within 0...1.
  public var isValid: Bool {
    [red, green, blue, alpha].allSatisfy { $0 >= 0 && $0 <= 1 }
  }

  /// The colour with its alpha multiplied by `factor` (clamped to 0...1).
  ///
  /// - Parameter factor: The opacity factor.
  /// - Returns: The faded colour.
  public func withAlphaMultiplied(by factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: min(max(alpha * factor, 0), 1))
  }

  /// Blends in premultiplied sRGB (CSS Color 4 §12.3), clamping each result to 0...1.
  ///
  /// - Parameters:
  ///   - other: The colour at fraction 1.
  ///   - fraction: How far along; outside 0...1 extrapolates, then clamps.
  /// - Returns: The blended colour. Where the blended alpha is 0 the colour channels are
  ///   those of a straight-alpha blend (there is nothing to divide by).
  public func interpolated(to other: RGBA, fraction: Double) -> RGBA {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
    let blendedAlpha = clamp(lerp(alpha, other.alpha))
    guard blendedAlpha > 0 else {
      return RGBA(
        red: clamp(lerp(red, other.red)), green: clamp(lerp(green, other.green)),
        blue: clamp(lerp(blue, other.blue)), alpha: 0)
    }
    let unblendedAlpha = lerp(alpha, other.alpha)
    func channel(_ a: Double, _ b: Double) -> Double {
      clamp(lerp(a * alpha, b * other.alpha) / unblendedAlpha)
    }
    return RGBA(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), alpha: blendedAlpha)
  }

  /// `rgba(r, g, b, a)` with channels in 0...1.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
