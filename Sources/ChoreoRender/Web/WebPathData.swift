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

  /// The data written so far, and what a number after it needs.
  private struct Writer {
    var text = ""
    /// The last command written (its letter as written), if a number may repeat it.
    private var last: UInt8?
    /// Whether the last thing written is a number, and whether it has a decimal point.
    private var afterNumber = false
    private var afterPoint = false

    mutating func command(_ letter: UInt8) {
      text.unicodeScalars.append(Unicode.Scalar(letter))
      last = letter
      afterNumber = false
    }

    /// A command's points, absolute or relative to `origin`, whichever is shorter.
    mutating func coordinates(
      _ absoluteLetter: UInt8, _ values: [Int64], relativeTo origin: (Int64, Int64)
    ) {
      let absolute = values.map(Self.number)
      let relative = values.indices.map {
        Self.number(values[$0] - ($0 % 2 == 0 ? origin.0 : origin.1))
      }
      let (letter, numbers) =
        Self.length(relative) < Self.length(absolute)
        ? (absoluteLetter | 0x20, relative) : (absoluteLetter, absolute)
      // A repeated command's letter may be left out, except after a move (whose repeats
      // are lines) and except for a move.
      let repeats = letter == last && letter | 0x20 != UInt8(ascii: "m")
      if !repeats { command(letter) }
      for number in numbers { append(number) }
    }

    private mutating func append(_ number: String) {
      let first = number.utf8.first!
      if afterNumber && first != UInt8(ascii: "-") && !(first == UInt8(ascii: ".") && afterPoint) {
        text += " "
      }
      text += number
      afterNumber = true
      afterPoint = number.utf8.contains(UInt8(ascii: "."))
    }

    /// The characters `numbers` take, a separator each (an upper bound that ranks the two
    /// writings).
    private static func length(_ numbers: [String]) -> Int {
      numbers.reduce(0) { $0 + $1.utf8.count + 1 }
    }

    /// Thousandths as a decimal number: no trailing zeros, no leading zero before the point.
    static func number(_ thousandths: Int64) -> String {
      guard thousandths != 0 else { return "0" }
      let magnitude = thousandths.magnitude
      var text = thousandths < 0 ? "-" : ""
      let whole = magnitude / 1000
      var fraction = magnitude % 1000
      if whole > 0 { text += String(whole) }
      if fraction > 0 {
        var digits = 3
        while fraction % 10 == 0 {
          fraction /= 10
          digits -= 1
        }
        let body = String(fraction)
        text += "." + String(repeating: "0", count: digits - body.count) + body
      }
      return text
    }
  }
}
