// Policy: SVG numbers are written in fixed precision (3 decimals by default: a
// thousandth of a point), rounded half away from zero, trailing zeros and a bare "." or
// "-0" dropped, so output is short and identical on every platform. Magnitudes are capped
// at 1e9 (projected geometry near the eye plane can be far off-canvas; it stays drawable).
import ChoreoCore

package enum SVGFormat {
  /// `value` with at most `decimals` decimals.
  package static func number(_ value: Double, decimals: Int) -> String {
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    let clamped = min(max(value, -1e9), 1e9)
    let scaled = (abs(clamped) * power).rounded(.toNearestOrAwayFromZero)
    guard scaled > 0 else { return "0" }
    let whole = Int64(scaled)
    let unit = Int64(power)
    var text = clamped < 0 ? "-" : ""
    text += String(whole / unit)
    var fraction = whole % unit
    if fraction > 0 {
      var digits = decimals
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let body = String(fraction)
      text += "." + String(repeating: "0", count: digits - body.count) + body
    }
    return text
  }

  /// `#rrggbb` for a colour's channels (clamped, rounded to bytes).
  static func hex(_ colour: RGBA) -> String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [colour.red, colour.green, colour.blue] {
      let byte = Int((min(max(channel, 0), 1) * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 15])
    }
    return text
  }
}
