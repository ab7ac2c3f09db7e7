// Number formatting for CSS serialization of timing curves: Swift's shortest round-trip
// decimal form, without the `.0` that Swift adds to whole numbers (CSS writes `1`, not `1.0`).

/// `value` in Swift's shortest round-trip form, with a trailing `.0` removed and −0 as 0.
func cssNumber(_ value: Double) -> String {
  if value == 0 { return "0" }
  let text = "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// `fraction` as a CSS percentage: the decimal point of the shortest round-trip form of
/// `fraction` moved two places right, so that the exact decimal P ÷ 100 reads back as
/// `fraction` (0.07 prints `7%`, not the `7.000000000000001%` of `0.07 * 100`). A reader that
/// computes `Double(P) / 100` instead may land one ulp away: division by 100 cannot reach
/// every double.
func cssPercentage(_ fraction: Double) -> String {
  if fraction == 0 { return "0%" }
  var text = "\(fraction)"
  var sign = ""
  if text.hasPrefix("-") {
    sign = "-"
    text.removeFirst()
  }
  // Split "d.ddd" or "d.ddde±x" into digits and the position of the decimal point.
  var exponent = 0
  if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
    exponent = Int(text[text.index(after: e)...]) ?? 0
    text = String(text[..<e])
  }
  let point = text.firstIndex(of: ".") ?? text.endIndex
  let digits = Array(text[..<point]) + Array(text[point...].dropFirst())
  let position = text.distance(from: text.startIndex, to: point) + exponent + 2
  var integer: [Character]
  var decimals: [Character]
  if position <= 0 {
    integer = ["0"]
    decimals = Array(repeating: "0", count: -position) + digits
  } else if position >= digits.count {
    integer = digits + Array(repeating: "0", count: position - digits.count)
    decimals = []
  } else {
    integer = Array(digits[..<position])
    decimals = Array(digits[position...])
  }
  while integer.count > 1 && integer.first == "0" { integer.removeFirst() }
  while decimals.last == "0" { decimals.removeLast() }
  let body = String(integer) + (decimals.isEmpty ? "" : "." + String(decimals))
  return sign + body + "%"
}
