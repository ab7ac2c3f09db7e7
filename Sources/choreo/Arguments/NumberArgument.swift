// Option values are plain decimal numbers: an optional sign, digits, an optional fraction
// and exponent. `nan`, `inf` and hex floats (which Double(String) would accept) are
// rejected; so are values out of range. All such problems are bad input data (exit 65).

/// Reads the value of `--name` as a finite decimal number.
func decimalArgument(_ text: String, option name: String) throws(CLIError) -> Double {
  let allowed = Set("0123456789+-.eE")
  guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text),
    value.isFinite
  else {
    throw .badInput("--\(name) needs a finite decimal number such as 0.5 or 2e-3, got '\(text)'")
  }
  return value
}

/// Reads the value of `--name` as a finite number greater than zero.
func positiveArgument(_ text: String, option name: String) throws(CLIError) -> Double {
  let value = try decimalArgument(text, option: name)
  guard value > 0 else {
    throw .badInput("--\(name) must be greater than 0, got \(text)")
  }
  return value
}

/// Reads the value of `--name` as a whole number in `range`.
func countArgument(
  _ text: String, option name: String, in range: ClosedRange<Int>
) throws(CLIError) -> Int {
  guard let value = Int(text), range.contains(value) else {
    throw .badInput(
      "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound),"
        + " got '\(text)'")
  }
  return value
}
