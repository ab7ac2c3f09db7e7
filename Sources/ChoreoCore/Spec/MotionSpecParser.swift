// Policy: the parser reads the tokens of one spec (see `MotionSpec` for the grammar) and
// validates every number against the preconditions of the public constructors BEFORE it
// calls them, so that no input string can trap. The first problem found is reported, at
// the column of the token that shows it; problems found only at a closing parenthesis
// (missing parameters, too few numbers) point at that parenthesis.

/// A recursive-descent parser over the tokens of one spec.
struct MotionSpecParser {
  private let tokens: [MotionSpecToken]
  private let text: String
  private var position = 0

  init(tokens: [MotionSpecToken], text: String) {
    self.tokens = tokens
    self.text = text
  }

  /// The range limit of a spec (see ``MotionSpec``'s grammar): every number's magnitude,
  /// every slope of a timing curve, a spring's undamped angular frequency and decay rate
  /// stay within it, and those two rates above its reciprocal (or the decay is 0). Within
  /// it every value, slope and velocity is finite for progress in −1e100...1e100 and times
  /// in 0...1e100 s, with a wide margin for the products the closed forms take.
  static let limit = 1e100

  // MARK: - Token helpers

  var current: MotionSpecToken { tokens[position] }

  mutating func advance() -> MotionSpecToken {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  func error(_ message: String, at token: MotionSpecToken) -> MotionSpecError {
    MotionSpecError(message: message, column: token.column, text: text)
  }

  mutating func expect(
    _ kind: MotionSpecToken.Kind, _ what: String
  ) throws(MotionSpecError) -> MotionSpecToken {
    guard current.kind == kind else {
      throw error("expected \(what), got \(current.quoted)", at: current)
    }
    return advance()
  }

  /// Reads named parameters up to the `)` that closes `open`: `parameter` is called at
  /// each parameter's name token and reads the name, its `:` and its value; a `,` then goes
  /// on to the next parameter, and anything else must be the `)`.
  ///
  /// - Returns: The closing parenthesis's token, where a missing parameter is reported.
  mutating func namedParameters(
    of open: MotionSpecToken, name: String,
    _ parameter: (inout MotionSpecParser, MotionSpecToken) throws(MotionSpecError) -> Void
  ) throws(MotionSpecError) -> MotionSpecToken {
    while true {
      let nameToken = current
      try parameter(&self, nameToken)
      if current.kind == .comma {
        _ = advance()
        continue
      }
      let close = current
      try expectClose(of: open, name: name, otherwise: "',' and another parameter, or ')'")
      return close
    }
  }

  /// Expects `)` closing the call opened by `open`, explaining what else was expected.
  mutating func expectClose(
    of open: MotionSpecToken, name: String, otherwise: String
  ) throws(MotionSpecError) {
    guard current.kind == .closeParenthesis else {
      if current.kind == .end {
        throw error(
          "unbalanced parentheses: '\(name)(' opened at column \(open.column) is never closed;"
            + " expected \(otherwise)", at: current)
      }
      throw error("expected \(otherwise), got \(current.quoted)", at: current)
    }
    _ = advance()
  }

  /// Reads a number, with messages for the usual mistakes.
  mutating func number(_ what: String) throws(MotionSpecError) -> (Double, MotionSpecToken) {
    let token = current
    switch token.kind {
    case .number(let value, _):
      guard abs(value) <= Self.limit else {
        throw error(
          "\(what) is out of range: numbers in a spec must lie within -1e100...1e100, got"
            + " \(token.text)", at: token)
      }
      _ = advance()
      return (value, token)
    case .identifier(let word) where ["nan", "inf", "infinity"].contains(word):
      throw error("\(what) must be a finite number, got '\(token.text)'", at: token)
    case .percentage:
      throw error(
        "\(what) must be a plain number, not a percentage, got '\(token.text)'", at: token)
    default:
      throw error("expected a number for \(what), got \(token.quoted)", at: token)
    }
  }

  // MARK: - Grammar

  mutating func parse() throws(MotionSpecError) -> MotionSpec {
    let head = current
    guard case .identifier(let name) = head.kind else {
      if head.kind == .end {
        throw error("empty spec; expected a curve such as 'ease-in-out' or a spring", at: head)
      }
      throw error(
        "expected a curve name such as 'ease-in-out' or 'spring(...)', got \(head.quoted)", at: head
      )
    }
    _ = advance()
    let spec: MotionSpec
    switch name {
    case "linear" where current.kind == .openParenthesis:
      spec = .timing(try linearStops(name: head.text))
    case "linear": spec = .timing(.linear)
    case "ease": spec = .timing(.ease)
    // The Swift spellings (`TimingCurve.easeInOut`, `.cubicBezier(...)`) read as the CSS
    // names they stand for; identifiers arrive lowercased.
    case "ease-in", "easein": spec = .timing(.easeIn)
    case "ease-out", "easeout": spec = .timing(.easeOut)
    case "ease-in-out", "easeinout": spec = .timing(.easeInOut)
    case "step-start": spec = .timing(.steps(1, .jumpStart))
    case "step-end": spec = .timing(.steps(1, .jumpEnd))
    case "cubic-bezier", "cubicbezier": spec = .timing(try cubicBezier(name: head.text))
    case "steps": spec = .timing(try steps(name: head.text))
    case "spring": spec = try spring(name: head.text)
    case "decay": spec = try decay(name: head.text)
    default:
      throw error(
        "unknown curve '\(head.text)'; expected linear, ease, ease-in, ease-out, ease-in-out,"
          + " step-start, step-end, cubic-bezier(...), steps(...), linear(...), spring(...)"
          + " or decay(...)",
        at: head)
    }
    guard current.kind == .end else {
      if current.kind == .closeParenthesis {
        throw error("unbalanced parentheses: this ')' closes nothing", at: current)
      }
      if current.kind == .openParenthesis {
        throw error("'\(head.text)' takes no arguments; remove '(...)'", at: current)
      }
      throw error("unexpected \(current.quoted) after the end of the spec", at: current)
    }
    return spec
  }

  mutating func open(_ name: String, example: String) throws(MotionSpecError)
    -> MotionSpecToken
  {
    guard current.kind == .openParenthesis else {
      throw error(
        "expected '(' after '\(name)', got \(current.quoted); for example \(example)", at: current)
    }
    return advance()
  }

  /// `cubic-bezier(x1, y1, x2, y2)`, CSS Easing Functions Level 2 §3.2.
  private mutating func cubicBezier(name: String) throws(MotionSpecError) -> TimingCurve {
    let open = try open(name, example: "cubic-bezier(0.25, 0.1, 0.25, 1)")
    let labels = ["x1", "y1", "x2", "y2"]
    var values: [Double] = []
    for (index, label) in labels.enumerated() {
      if index > 0 {
        guard current.kind == .comma else {
          if current.kind == .closeParenthesis {
            throw error(
              "cubic-bezier takes 4 numbers (x1, y1, x2, y2), got \(index); \(label) is missing",
              at: current)
          }
          if current.kind == .end {
            throw error(
              "unbalanced parentheses: 'cubic-bezier(' opened at column \(open.column) is never"
                + " closed; expected ',' and \(label)", at: current)
          }
          throw error("expected ',' before \(label), got \(current.quoted)", at: current)
        }
        _ = advance()
      }
      let (value, token) = try number(label)
      if label.hasPrefix("x") && !(0...1).contains(value) {
        throw error(
          "\(label) must lie in 0...1, got \(token.text) (x is progress; only y may overshoot)",
          at: token)
      }
      values.append(value)
    }
    try expectClose(of: open, name: name, otherwise: "')' after y2: cubic-bezier takes 4 numbers")
    let curve = TimingCurve.cubicBezier(values[0], values[1], values[2], values[3])
    // The extrapolation lines' slopes (y1/x1 and the like) can overflow even when the numbers
    // do not; a curve that steep is refused rather than returning infinities.
    for (slope, end) in [(curve.bezier.startSlope, "start"), (curve.bezier.endSlope, "end")]
    where !(abs(slope) <= Self.limit) {
      throw error(
        "cubic-bezier is too steep at its \(end): the slope of its extrapolation line is"
          + " \(slope), and slopes must lie within -1e100...1e100; move the control point's x"
          + " further from the \(end) or its y nearer", at: open)
    }
    return curve
  }

  /// `steps(n[, position])`, CSS Easing Functions Level 2 §3.4.
  private mutating func steps(name: String) throws(MotionSpecError) -> TimingCurve {
    let open = try open(name, example: "steps(4, jump-end)")
    let countToken = current
    let (value, _) = try number("the step count")
    guard case .number(_, isInteger: true) = countToken.kind else {
      throw error(
        "the step count must be a whole number written without a fraction or exponent,"
          + " got \(countToken.text)", at: countToken)
    }
    guard value >= 1 else {
      throw error("the step count must be at least 1, got \(countToken.text)", at: countToken)
    }
    guard value <= 1_000_000_000 else {
      throw error(
        "the step count must be at most 1000000000, got \(countToken.text)", at: countToken)
    }
    let count = Int(value)
    var stepPosition = StepPosition.jumpEnd
    let positions = "jump-start, jump-end, jump-none, jump-both, start or end"
    if current.kind == .comma {
      _ = advance()
      let token = current
      guard case .identifier(let word) = token.kind else {
        throw error("expected a step position (\(positions)), got \(token.quoted)", at: token)
      }
      switch word {
      case "start": stepPosition = .start
      case "end": stepPosition = .end
      default:
        guard let parsed = StepPosition(rawValue: word) else {
          throw error("unknown step position '\(token.text)'; expected \(positions)", at: token)
        }
        stepPosition = parsed
      }
      _ = advance()
      if stepPosition == .jumpNone && count < 2 {
        throw error(
          "steps(\(count), jump-none) needs at least 2 steps (it holds both 0 and 1 for a step)",
          at: countToken)
      }
    }
    try expectClose(
      of: open, name: name, otherwise: "',' and a step position, or ')'")
    return .steps(count, stepPosition)
  }

  /// `linear(stop, ...)`, CSS Easing Functions Level 2 §3.1.1.
  private mutating func linearStops(name: String) throws(MotionSpecError) -> TimingCurve {
    let open = try open(name, example: "linear(0, 0.25 75%, 1)")
    var stops: [LinearStop] = []
    var stopTokens: [MotionSpecToken] = []
    while true {
      var percentages: [Double] = []
      var output: Double?
      let first = current
      while case .percentage(let value) = current.kind, percentages.count < 2 {
        try checkPercentage(value)
        percentages.append(value)
        _ = advance()
      }
      if percentages.isEmpty {
        (output, _) = try number("a linear() stop's output")
        while case .percentage(let value) = current.kind, percentages.count < 2 {
          try checkPercentage(value)
          percentages.append(value)
          _ = advance()
        }
      } else {
        (output, _) = try number("a linear() stop's output (after its percentages)")
      }
      if case .percentage = current.kind {
        throw error("a linear() stop takes at most two percentages", at: current)
      }
      guard let output else { throw error("expected a linear() stop", at: first) }
      if percentages.isEmpty {
        stops.append(LinearStop(output))
        stopTokens.append(first)
      } else {
        for input in percentages {
          stops.append(LinearStop(output, at: input))
          stopTokens.append(first)
        }
      }
      if current.kind == .comma {
        _ = advance()
        continue
      }
      try expectClose(
        of: open, name: name, otherwise: "',' and another stop, or ')' to end linear(...)")
      break
    }
    guard stops.count >= 2 else {
      throw error(
        "linear() needs at least two stops, as in linear(0, 1); got \(stops.count)", at: open)
    }
    let curve = TimingCurve.linear(stops)
    // A segment steeper than the limit (a tiny width, not a zero one) would extrapolate to
    // infinities inside 0...1; a jump is written with two equal percentages instead.
    if case .piecewiseLinear(let points) = curve.storage {
      for index in 1..<points.inputs.count {
        let width = points.inputs[index] - points.inputs[index - 1]
        let rise = points.outputs[index] - points.outputs[index - 1]
        guard width == 0 || abs(rise / width) <= Self.limit else {
          throw error(
            "linear() segment ending at this stop rises \(rise) over an input width of"
              + " \(width): slopes must lie within -1e100...1e100; for a jump give both stops"
              + " the same percentage", at: stopTokens[index])
        }
      }
    }
    return curve
  }

  /// Rejects a `linear()` percentage whose fraction lies outside −1e100...1e100.
  private func checkPercentage(_ fraction: Double) throws(MotionSpecError) {
    guard abs(fraction) <= Self.limit else {
      throw error(
        "\(current.text) is out of range: a linear() stop's input must lie within"
          + " -1e100...1e100 as a fraction (-1e102%...1e102%)", at: current)
    }
  }
}
