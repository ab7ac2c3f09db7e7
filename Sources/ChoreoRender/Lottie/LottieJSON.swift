// Policy: the Lottie writer builds its JSON as compact UTF-8 fragments (no spaces), keys
// in insertion order so output is identical on every platform. A fragment is its bytes: a
// value is written once, when it is made, and an array or object copies its members'
// bytes, so no tree of values is kept and nothing is printed twice. Numbers go through the
// SVG writer's fixed-precision rule (one number format for every vector output):
// coordinates to a thousandth of a point, easing tangents to 1e-6; `LottieJSON.number`
// writes exactly the digits of `SVGFormat.number`, straight into the bytes.

/// A JSON value as the Lottie writer builds it: its compact UTF-8 text.
package struct LottieJSON: Sendable, Hashable {
  /// The value's compact JSON text, UTF-8.
  private(set) var bytes: [UInt8]

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// A value already written as compact JSON (the caller's bytes must be valid JSON).
  init(raw bytes: [UInt8]) { self.bytes = bytes }

  /// A number to `decimals` places, as `SVGFormat.number` writes it.
  package static func number(_ x: Double, decimals: Int) -> LottieJSON {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(12)
    appendNumber(x, decimals: decimals, to: &bytes)
    return LottieJSON(bytes: bytes)
  }

  static func integer(_ n: Int) -> LottieJSON {
    var bytes: [UInt8] = []
    appendInteger(n, to: &bytes)
    return LottieJSON(bytes: bytes)
  }

  static func bool(_ b: Bool) -> LottieJSON {
    LottieJSON(bytes: b ? Array("true".utf8) : Array("false".utf8))
  }

  static func string(_ s: String) -> LottieJSON {
    var bytes: [UInt8] = []
    appendQuoted(s, to: &bytes)
    return LottieJSON(bytes: bytes)
  }

  static func array(_ items: [LottieJSON]) -> LottieJSON {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(items.reduce(2) { $0 + $1.bytes.count + 1 })
    bytes.append(UInt8(ascii: "["))
    for index in items.indices {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: items[index].bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    return LottieJSON(bytes: bytes)
  }

  static func object(_ members: [(String, LottieJSON)]) -> LottieJSON {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(members.reduce(2) { $0 + $1.0.utf8.count + $1.1.bytes.count + 4 })
    bytes.append(UInt8(ascii: "{"))
    for index in members.indices {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendQuoted(members[index].0, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(contentsOf: members[index].1.bytes)
    }
    bytes.append(UInt8(ascii: "}"))
    return LottieJSON(bytes: bytes)
  }

  /// A coordinate, size or angle: three decimals.
  static func value(_ x: Double) -> LottieJSON { .number(x, decimals: 3) }

  /// A list of coordinates.
  static func values(_ xs: [Double]) -> LottieJSON { numbers(xs[...], decimals: 3) }

  /// A list of numbers to `decimals` places, written in one go.
  static func numbers(_ xs: ArraySlice<Double>, decimals: Int) -> LottieJSON {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(2 + xs.count * 8)
    appendNumbers(xs, decimals: decimals, to: &bytes)
    return LottieJSON(bytes: bytes)
  }

  /// The compact JSON text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: - Writing

  /// Powers of ten, each the product of tens `SVGFormat.number` forms (exact to 1e22).
  private static let powers: [Double] = (0...18).map { count in
    var power = 1.0
    for _ in 0..<count { power *= 10 }
    return power
  }

  /// `[x0,x1,...]`, each to `decimals` places.
  static func appendNumbers(
    _ xs: ArraySlice<Double>, decimals: Int, to bytes: inout [UInt8]
  ) {
    bytes.append(UInt8(ascii: "["))
    var first = true
    for x in xs {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      appendNumber(x, decimals: decimals, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// The digits `SVGFormat.number(x, decimals:)` gives, by the same arithmetic: clamped to
  /// ±1e9, scaled, rounded half away from zero, trailing zeros dropped, `0` for anything
  /// that rounds to zero (no `-0`).
  static func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    let power = decimals < powers.count ? powers[decimals] : slowPower(decimals)
    let clamped = min(max(value, -1e9), 1e9)
    let scaled = (abs(clamped) * power).rounded(.toNearestOrAwayFromZero)
    guard scaled > 0 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let whole = Int64(scaled)
    let unit = Int64(power)
    if clamped < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(UInt64(whole / unit), to: &bytes)
    var fraction = whole % unit
    guard fraction > 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    let start = bytes.count
    for _ in 0..<digits { bytes.append(UInt8(ascii: "0")) }
    var index = start + digits - 1
    while fraction > 0 {
      bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
      index -= 1
    }
  }

  private static func slowPower(_ decimals: Int) -> Double {
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    return power
  }

  /// The decimal digits of `n`, as `String(n)` writes them.
  private static func appendDigits(_ n: UInt64, to bytes: inout [UInt8]) {
    if n < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(n))
      return
    }
    var count = 1
    var rest = n / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    var value = n
    var index = start + count - 1
    while value > 0 {
      bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
      index -= 1
    }
  }

  /// `String(n)`.
  static func appendInteger(_ n: Int, to bytes: inout [UInt8]) {
    if n < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(UInt64(n.magnitude), to: &bytes)
  }

  /// A JSON string literal (RFC 8259 §7: quote, backslash and control characters escaped).
  static func appendQuoted(_ s: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = s.utf8
    if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    {
      // Nothing to escape (every key and most names).
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    let hex = Array("0123456789abcdef".utf8)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 15)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
