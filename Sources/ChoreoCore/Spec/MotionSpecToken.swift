// Policy: the lexer accepts only ASCII. Numbers follow CSS's <number> token
// (CSS Syntax Level 3, §4.3.12 "consume a number"): an optional sign, digits with an optional
// fraction (or a fraction alone, `.5`), and an optional exponent. Unlike CSS, which would
// split `1.` into the number 1 and a stray `.`, and `1px` into a dimension, such forms are
// reported here as malformed numbers, because no spec value has a unit. Hex floats,
// `nan` and `inf` are not numbers. A literal that overflows Double (`1e999`) is an error;
// one that underflows (`1e-999`) is zero, as it would be in CSS.

/// One token of a motion spec, with the 1-based column where it starts.
struct MotionSpecToken: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// A keyword or name, lowercased (the grammar is case-insensitive).
    case identifier(String)
    /// A number; `isInteger` when written with digits only (no fraction, no exponent).
    case number(Double, isInteger: Bool)
    /// A number followed by `%`, as its value divided by 100.
    case percentage(Double)
    case openParenthesis
    case closeParenthesis
    case comma
    case colon
    case end
  }

  var kind: Kind
  /// The 1-based column in `Character`s.
  var column: Int
  /// The source text of the token (empty at the end).
  var text: String

  /// How the token reads in an error message.
  var quoted: String {
    kind == .end ? "the end of the spec" : "'\(text)'"
  }
}

/// Splits a motion spec into tokens.
struct MotionSpecLexer {
  private let characters: [Character]
  private let source: String
  private var index = 0

  init(_ source: String) {
    self.source = source
    self.characters = Array(source)
  }

  /// All tokens, ending with `.end`.
  mutating func tokens() throws(MotionSpecError) -> [MotionSpecToken] {
    var result: [MotionSpecToken] = []
    while true {
      let token = try next()
      result.append(token)
      if token.kind == .end { return result }
    }
  }

  private func ascii(at position: Int) -> UInt8? {
    position < characters.count ? characters[position].asciiValue : nil
  }

  private func isDigit(at position: Int) -> Bool {
    guard let byte = ascii(at: position) else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isLetter(at position: Int) -> Bool {
    guard let byte = ascii(at: position) else { return false }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private func error(_ message: String, at position: Int) -> MotionSpecError {
    MotionSpecError(message: message, column: position + 1, text: source)
  }

  private func text(_ range: Range<Int>) -> String {
    String(characters[range])
  }

  private mutating func next() throws(MotionSpecError) -> MotionSpecToken {
    while let byte = ascii(at: index), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    {
      index += 1
    }
    let start = index
    guard index < characters.count else {
      return MotionSpecToken(kind: .end, column: start + 1, text: "")
    }
    let single: MotionSpecToken.Kind?
    switch ascii(at: index) {
    case UInt8(ascii: "("): single = .openParenthesis
    case UInt8(ascii: ")"): single = .closeParenthesis
    case UInt8(ascii: ","): single = .comma
    case UInt8(ascii: ":"): single = .colon
    default: single = nil
    }
    if let single {
      index += 1
      return MotionSpecToken(kind: single, column: start + 1, text: text(start..<index))
    }
    if isLetter(at: index) {
      while isLetter(at: index) || isDigit(at: index) || ascii(at: index) == UInt8(ascii: "-")
        || ascii(at: index) == UInt8(ascii: "_")
      {
        index += 1
      }
      let word = text(start..<index)
      return MotionSpecToken(kind: .identifier(word.lowercased()), column: start + 1, text: word)
    }
    if startsNumber(at: index) {
      return try number()
    }
    let character = characters[index]
    throw error(
      "unexpected character '\(character)'; a spec uses names, numbers, '(', ')', ',' and ':'",
      at: index)
  }

  private func startsNumber(at position: Int) -> Bool {
    var position = position
    if ascii(at: position) == UInt8(ascii: "+") || ascii(at: position) == UInt8(ascii: "-") {
      position += 1
    }
    if isDigit(at: position) { return true }
    return ascii(at: position) == UInt8(ascii: ".") && isDigit(at: position + 1)
  }

  private mutating func number() throws(MotionSpecError) -> MotionSpecToken {
    let start = index
    var isInteger = true
    if ascii(at: index) == UInt8(ascii: "+") || ascii(at: index) == UInt8(ascii: "-") {
      index += 1
    }
    while isDigit(at: index) { index += 1 }
    if ascii(at: index) == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard isDigit(at: index) else {
        throw error(
          "malformed number '\(text(start..<index))': a decimal point must be followed by digits"
            + " (write '\(text(start..<index))0' or '\(text(start..<index - 1))')", at: start)
      }
      while isDigit(at: index) { index += 1 }
    }
    if ascii(at: index) == UInt8(ascii: "e") || ascii(at: index) == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if ascii(at: index) == UInt8(ascii: "+") || ascii(at: index) == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(at: index) else {
        throw error(
          "malformed number '\(text(start..<index))': an exponent needs digits, as in '1e-3'",
          at: start)
      }
      while isDigit(at: index) { index += 1 }
    }
    if isLetter(at: index) || isDigit(at: index) || ascii(at: index) == UInt8(ascii: "_")
      || ascii(at: index) == UInt8(ascii: ".")
    {
      var end = index
      while isLetter(at: end) || isDigit(at: end) || ascii(at: end) == UInt8(ascii: "_")
        || ascii(at: end) == UInt8(ascii: ".")
      {
        end += 1
      }
      throw error(
        "malformed number '\(text(start..<end))': write a plain decimal number such as 0.25,"
          + " -1.5 or 2e-3 (no units, no hex)", at: start)
    }
    let literal = text(start..<index)
    guard let value = Double(literal), value.isFinite else {
      throw error(
        "number \(literal) is out of range; numbers must be finite (magnitude below 1.8e308)",
        at: start)
    }
    if ascii(at: index) == UInt8(ascii: "%") {
      index += 1
      return MotionSpecToken(
        kind: .percentage(value / 100), column: start + 1, text: text(start..<index))
    }
    return MotionSpecToken(
      kind: .number(value, isInteger: isInteger), column: start + 1, text: literal)
  }
}
