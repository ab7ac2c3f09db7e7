// Policy: the Lottie writer builds a small JSON tree and prints it compactly (no spaces),
// keys in insertion order so output is identical on every platform. Numbers go through the
// SVG writer's fixed-precision formatter (one number format for every vector output):
// coordinates to a thousandth of a point, easing tangents to 1e-6.

/// A JSON value as the Lottie writer builds it.
enum LottieJSON: Sendable, Hashable {
  case number(Double, decimals: Int)
  case integer(Int)
  case bool(Bool)
  case string(String)
  case array([LottieJSON])
  case object([(String, LottieJSON)])

  static func == (lhs: LottieJSON, rhs: LottieJSON) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// A coordinate, size or angle: three decimals.
  static func value(_ x: Double) -> LottieJSON { .number(x, decimals: 3) }

  /// A list of coordinates.
  static func values(_ xs: [Double]) -> LottieJSON { .array(xs.map { .value($0) }) }

  /// The compact JSON text.
  var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .number(let x, let decimals): out += SVGFormat.number(x, decimals: decimals)
    case .integer(let n): out += String(n)
    case .bool(let b): out += b ? "true" : "false"
    case .string(let s): out += LottieJSON.quoted(s)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, item)) in members.enumerated() {
        if index > 0 { out += "," }
        out += LottieJSON.quoted(key) + ":"
        item.write(into: &out)
      }
      out += "}"
    }
  }

  /// A JSON string literal (RFC 8259 §7: quote, backslash and control characters escaped).
  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
