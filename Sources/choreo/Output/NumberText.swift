import CLibM

/// `value` with exactly `decimals` digits after the point ("-0" is written "0"); the
/// shortest form for values too large for that.
func fixed(_ value: Double, decimals: Int) -> String {
  let scaledMagnitude = (abs(value) * pow(10, Double(decimals))).rounded()
  guard decimals <= 15, scaledMagnitude < 1e15 else { return "\(value)" }
  let scaled = Int(scaledMagnitude)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard decimals > 0 else { return sign + "\(scaled)" }
  var digits = String(scaled)
  if digits.count <= decimals {
    digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
  }
  let point = digits.index(digits.endIndex, offsetBy: -decimals)
  return sign + digits[..<point] + "." + digits[point...]
}

/// A byte count for people, in SI units: `812 B`, `45.3 kB`, `1.24 MB`.
func byteCountText(_ count: Int) -> String {
  if count < 1000 { return "\(count) B" }
  if count < 1_000_000 { return fixed(Double(count) / 1000, decimals: 1) + " kB" }
  return fixed(Double(count) / 1_000_000, decimals: 2) + " MB"
}

/// Seconds in a duration, as a `Double`.
func seconds(_ duration: Duration) -> Double {
  let (whole, fraction) = duration.components
  return Double(whole) + Double(fraction) * 1e-18
}
