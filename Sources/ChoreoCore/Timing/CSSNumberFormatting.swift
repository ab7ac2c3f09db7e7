// Number formatting for CSS serialization of timing curves: Swift's shortest round-trip
// decimal form, without the `.0` that Swift adds to whole numbers (CSS writes `1`, not `1.0`).

/// `value` in Swift's shortest round-trip form, with a trailing `.0` removed and −0 as 0.
func cssNumber(_ value: Double) -> String {
  if value == 0 { return "0" }
  let text = "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// `fraction` as a CSS percentage that reads back exactly: the shortest text `p` among the
/// doubles nearest to `fraction × 100` such that `p ÷ 100 == fraction`.
func cssPercentage(_ fraction: Double) -> String {
  let scaled = fraction * 100
  var best: String?
  var candidate = scaled
  var other = scaled
  // The exact product is within an ulp or two of `scaled`; look a few ulps either way.
  for _ in 0..<4 {
    for value in [candidate, other] {
      let text = cssNumber(value)
      if let parsed = Double(text), parsed / 100 == fraction,
        best == nil || text.count < best!.count
      {
        best = text
      }
    }
    candidate = candidate.nextUp
    other = other.nextDown
  }
  return (best ?? cssNumber(scaled)) + "%"
}
