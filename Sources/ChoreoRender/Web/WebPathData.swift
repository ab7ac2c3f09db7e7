// Policy: a live page holds many paths (a label's glyphs, a card that grows a sample at a
// time), so their data is written as short as SVG's path grammar allows (SVG 2 §9.3.9):
// each command absolute or relative, whichever is shorter; a command's letter left out
// where it repeats the one before (never after a move, whose repeats are lines); numbers
// without a leading zero (`.5`) and without a separator where a sign or a second decimal
// point starts the next one. The numbers are the absolute ones as SVGWriter rounds them (to
// thousandths), and a relative one is the exact difference of two of them, so the browser
// draws the same points (up to the last bit of its own addition).

/// Rewrites path data as SVGWriter writes it (`M`, `L`, `Q`, `C`, `Z`, absolute, numbers of
/// at most three decimals) into shorter data for the same path.
enum WebPathData {
  /// The shortest writing of `data` (see the policy above).
  ///
  /// - Precondition: `data` is SVGWriter's: commands `MLQCZ`, each followed by its numbers,
  ///   separated by single spaces, numbers `-?digits(.digits)?` of at most three decimals.
  static func shortened(_ data: Substring) -> String {
    var writer = Writer()
    var current = (x: Int64(0), y: Int64(0))
    var start = current
    var values: [Int64] = []
    var bytes = data.utf8.makeIterator()
    var pending = bytes.next()
    while let command = pending {
      precondition(Self.counts[command] != nil, "not a path command: \(command)")
      values.removeAll(keepingCapacity: true)
      pending = bytes.next()
      // The numbers up to the next command.
      while let byte = pending, Self.counts[byte] == nil {
        if byte == UInt8(ascii: " ") {
          pending = bytes.next()
          continue
        }
        var negative = false
        if byte == UInt8(ascii: "-") {
          negative = true
          pending = bytes.next()
        }
        var whole: Int64 = 0
        var scale: Int64 = 1000
        var fraction = false
        while let digit = pending, digit == UInt8(ascii: ".") || (48...57).contains(digit) {
          if digit == UInt8(ascii: ".") {
            fraction = true
          } else if fraction {
            scale /= 10
            precondition(scale > 0, "more than three decimals in path data")
            whole += Int64(digit - 48) * scale
          } else {
            whole = whole * 10 + Int64(digit - 48) * 1000
          }
          pending = bytes.next()
        }
        values.append(negative ? -whole : whole)
      }
      precondition(values.count == Self.counts[command], "path data: \(data.prefix(40))")
      guard command != UInt8(ascii: "Z") else {
        writer.command(UInt8(ascii: "Z"))
        current = start
        continue
      }
      writer.coordinates(command, values, relativeTo: current)
      current = (values[values.count - 2], values[values.count - 1])
      if command == UInt8(ascii: "M") { start = current }
    }
    return writer.text
  }

  /// The numbers each command takes.
  private static let counts: [UInt8: Int] = [
    UInt8(ascii: "M"): 2, UInt8(ascii: "L"): 2, UInt8(ascii: "Q"): 4, UInt8(ascii: "C"): 6,
    UInt8(ascii: "Z"): 0,
  ]

  /// The data written so far (UTF-8), and what a number after it needs.
  private struct Writer {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The last command written (its letter as written), if a number may repeat it.
    private var last: UInt8?
    /// Whether the last thing written is a number, and whether it has a decimal point.
    private var afterNumber = false
    private var afterPoint = false

    mutating func command(_ letter: UInt8) {
      bytes.append(letter)
      last = letter
      afterNumber = false
    }

    /// A command's points, absolute or relative to `origin`, whichever is shorter.
    mutating func coordinates(
      _ absoluteLetter: UInt8, _ values: [Int64], relativeTo origin: (Int64, Int64)
    ) {
      var absoluteLength = 0
      var relativeLength = 0
      for index in values.indices {
        absoluteLength += Self.length(values[index])
        relativeLength += Self.length(values[index] - (index % 2 == 0 ? origin.0 : origin.1))
      }
      let relative = relativeLength < absoluteLength
      let letter = relative ? absoluteLetter | 0x20 : absoluteLetter
      // A repeated command's letter may be left out, except after a move (whose repeats
      // are lines) and except for a move.
      if letter != last || letter | 0x20 == UInt8(ascii: "m") { command(letter) }
      for index in values.indices {
        append(relative ? values[index] - (index % 2 == 0 ? origin.0 : origin.1) : values[index])
      }
    }

    /// Appends thousandths as a decimal number (no trailing zeros, no leading zero before
    /// the point), after a separator where the grammar needs one.
    private mutating func append(_ thousandths: Int64) {
      let magnitude = thousandths.magnitude
      let whole = magnitude / 1000
      var fraction = magnitude % 1000
      let startsWithPoint = whole == 0 && fraction > 0
      if afterNumber && thousandths >= 0 && !(startsWithPoint && afterPoint) {
        bytes.append(UInt8(ascii: " "))
      }
      if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
      if whole > 0 || fraction == 0 { appendDigits(whole) }
      afterNumber = true
      afterPoint = fraction > 0
      guard fraction > 0 else { return }
      bytes.append(UInt8(ascii: "."))
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      // Leading zeros of the fraction (`.05`), then its digits.
      var width = 1
      var power: UInt64 = 10
      while power <= fraction {
        width += 1
        power *= 10
      }
      for _ in 0..<(digits - width) { bytes.append(UInt8(ascii: "0")) }
      appendDigits(fraction)
    }

    private mutating func appendDigits(_ value: UInt64) {
      var power: UInt64 = 1
      while power * 10 <= value { power *= 10 }
      var rest = value
      while power > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(rest / power))
        rest %= power
        power /= 10
      }
    }

    /// The characters a number takes with a separator (an upper bound that ranks the two
    /// writings).
    private static func length(_ thousandths: Int64) -> Int {
      let magnitude = thousandths.magnitude
      var whole = magnitude / 1000
      var fraction = magnitude % 1000
      var count = thousandths < 0 ? 2 : 1
      if whole == 0 && fraction == 0 { return count + 1 }
      while whole > 0 {
        count += 1
        whole /= 10
      }
      if fraction > 0 {
        count += 4
        while fraction % 10 == 0 {
          fraction /= 10
          count -= 1
        }
      }
      return count
    }
  }
}
