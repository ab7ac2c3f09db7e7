// Policy: how the exports print numbers and strings. Outputs that a reader parses back
// (stops, durations, JSON) are printed exactly as measured: fixed decimals without an
// exponent for the fitted stops (their rounding is part of the measured deviation), the
// shortest round-trip form elsewhere, and deviations rounded up so that a stated bound
// stays true.

/// The deviation for people, rounded up to two significant digits so it stays a true upper
/// bound: `0.00094`, `0 (exact)`.
func deviationText(_ value: Double) -> String {
  if value == 0 { return "0 (exact)" }
  // The first power of ten at or below the value fixes the first significant digit.
  var first = 0
  while value < pow10Int(-first) && first < 300 { first += 1 }
  let decimals = first + 1
  let scale = pow10Int(decimals)
  let up = (value * scale).rounded(.up) / scale
  return decimalText(up < value ? up + 1 / scale : up, decimals: decimals)
}

/// 10ⁿ for whole n, read from a decimal literal (exact to the nearest double).
func pow10Int(_ n: Int) -> Double { Double("1e\(n)")! }

/// Seconds as CSS writes them: shortest round-trip form, `0.35s`.
func cssSeconds(_ seconds: Double) -> String { cssNumber(seconds) + "s" }

/// Milliseconds of `seconds`, in shortest round-trip form (`350`, `1271`, `0.5`).
func millisecondsText(_ seconds: Double) -> String {
  let ms = seconds * 1000
  let rounded = ms.rounded()
  // Seconds written in decimal rarely multiply to whole milliseconds exactly (0.35·1000 is
  // 349.99999999999994): a difference of a few ulps is the decimal's, not the motion's.
  if abs(ms - rounded) <= 1e-9 * max(1, abs(ms)) { return cssNumber(rounded) }
  return cssNumber(ms)
}

/// The fewest decimals d with 0.5·10⁻ᵈ ≤ `step` (at most 12).
func decimals(for step: Double) -> Int {
  var d = 0
  while d < 12 && 0.5 * pow10Int(-d) > step { d += 1 }
  return d
}

/// `value` rounded to `decimals` places and printed without trailing zeros (`0.5`, `1`,
/// `-0.0012`), −0 as 0: plain decimal, never an exponent, as CSS and Kotlin read.
func decimalText(_ value: Double, decimals: Int) -> String {
  precondition(value.isFinite, "cannot print \(value) as a decimal")
  let scale = pow10Int(decimals)
  let scaled = (abs(value) * scale).rounded()
  if scaled == 0 { return "0" }
  // Digits of the rounded integer, then the point placed `decimals` from the right.
  var digits = String(Int64(scaled))
  if decimals > 0 {
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    while digits.hasSuffix("0") { digits.removeLast() }
    if digits.hasSuffix(".") { digits.removeLast() }
  }
  return (value < 0 ? "-" : "") + digits
}

/// `value` as a Kotlin Float literal: the shortest Float that reads back, `0.7f`, `1f`.
func kotlinFloat(_ value: Double) -> String {
  let float = Float(value)
  if float == 0 { return "0f" }
  var text = "\(float)"
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text + "f"
}

/// `text` as a JSON string literal (RFC 8259 §7): quotes, backslashes and control
/// characters escaped.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
