// Policy: `decay(velocity: V[, rate: R])` takes named parameters in any order, each at most
// once. `velocity` (value units a second, from 0) is required: a decay without one does
// not move. `rate` is the fraction of the velocity kept every millisecond, 0 < R < 1, or
// one of UIScrollView's names `normal` (0.998, the default) and `fast` (0.99).

extension MotionSpecParser {
  /// `decay(velocity: V[, rate: R])`.
  mutating func decay(name: String) throws(MotionSpecError) -> MotionSpec {
    let open = try open(name, example: "decay(velocity: 1000, rate: 0.998)")
    var velocity: (Double, MotionSpecToken)?
    var rate: (DecayRate, MotionSpecToken)?
    if current.kind == .closeParenthesis {
      throw error("decay() needs a velocity, as in decay(velocity: 1000)", at: current)
    }
    let close = try namedParameters(of: open, name: name) {
      parser, nameToken throws(MotionSpecError) in
      guard case .identifier(let word) = nameToken.kind, word == "velocity" || word == "rate"
      else {
        throw parser.error(
          "unknown decay parameter \(nameToken.quoted); expected velocity or rate",
          at: nameToken)
      }
      if let previous = word == "velocity" ? velocity?.1 : rate?.1 {
        throw parser.error(
          "duplicate parameter '\(word)' (already given at column \(previous.column));"
            + " give each parameter once", at: nameToken)
      }
      _ = parser.advance()
      _ = try parser.expect(.colon, "':' after '\(nameToken.text)', as in '\(word): 0.998'")
      if word == "velocity" {
        velocity = (try parser.number("velocity").0, nameToken)
      } else {
        rate = (try parser.decayRate(), nameToken)
      }
    }
    guard let (velocityValue, _) = velocity else {
      throw error("decay(...) is missing 'velocity', as in decay(velocity: 1000)", at: close)
    }
    return .decay(rate?.0 ?? .normal, velocity: velocityValue)
  }

  /// A rate: `normal`, `fast`, or a number in 0 < R < 1.
  private mutating func decayRate() throws(MotionSpecError) -> DecayRate {
    let token = current
    if case .identifier(let word) = token.kind, word == "normal" || word == "fast" {
      _ = advance()
      return word == "normal" ? .normal : .fast
    }
    let (value, numberToken) = try number("the rate")
    do {
      return try DecayRate(perMillisecond: value)
    } catch {
      throw self.error(
        "the rate must lie in 0 < rate < 1 (the fraction of the velocity kept each"
          + " millisecond: normal is 0.998, fast 0.99), got \(numberToken.text)",
        at: numberToken)
    }
  }
}
