// Policy: `spring(...)` takes named parameters in any order, each at most once, from
// exactly one parameterisation (response/dampingRatio, duration/bounce,
// mass/stiffness/damping) plus an optional `velocity`. `mass` belongs to the physical form
// only and defaults to 1 there; in the other two forms it would not change the motion of a
// unit step, so it is rejected rather than silently ignored. All parameters of the chosen
// form except `mass` are required: a spec should say what it means.
//
// Derived constants follow the DampedSpring initialisers: ω = 2π / response,
// k = m·ω², c = 2·ζ·m·ω (the standard damped-oscillator parameterisation, ζ = c / (2√(km)));
// bounce B maps to ζ = 1 − B for B ≥ 0 and ζ = 1 / (1 + B) for B < 0 (SwiftUI's
// `Spring(duration:bounce:)` convention). They are checked for overflow here so that the
// initialisers' preconditions can never fire.

extension MotionSpecParser {
  private enum SpringForm: String {
    case response = "spring(response:, dampingRatio:)"
    case duration = "spring(duration:, bounce:)"
    case physical = "spring(mass:, stiffness:, damping:)"
  }

  private static let parameters: [String: (name: String, form: SpringForm?)] = [
    "response": ("response", .response),
    "dampingratio": ("dampingRatio", .response),
    "duration": ("duration", .duration),
    "bounce": ("bounce", .duration),
    "mass": ("mass", .physical),
    "stiffness": ("stiffness", .physical),
    "damping": ("damping", .physical),
    "velocity": ("velocity", nil),
  ]

  private static let forms =
    "spring(response: R, dampingRatio: Z), spring(duration: D, bounce: B) or"
    + " spring(mass: M, stiffness: K, damping: C), each with an optional velocity: V"

  /// The parameters as written: each value with the token that named it.
  private typealias SpringValues = [String: (value: Double, token: MotionSpecToken)]

  /// `spring(name: value, ...)`: read the parameters, check they make one whole form,
  /// compute the physical constants and check their range, then build the spring.
  mutating func spring(name: String) throws(MotionSpecError) -> MotionSpec {
    let (values, form, firstToken) = try springParameters(name: name)
    let (mass, stiffness, damping) = Self.physicalConstants(form, values)
    try checkRange(mass: mass, stiffness: stiffness, damping: damping, at: firstToken)
    let spring: DampedSpring
    switch form {
    case .response:
      spring = DampedSpring(
        response: values["response"]!.value, dampingRatio: values["dampingRatio"]!.value)
    case .duration:
      spring = DampedSpring(
        duration: values["duration"]!.value, bounce: values["bounce"]!.value)
    case .physical:
      spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
    }
    return .spring(spring, initialVelocity: values["velocity"]?.value ?? 0)
  }

  /// Reads `spring(` up to its `)`: the values, the one form they belong to, and the
  /// token that chose it. Every parameter of the form but `mass` is there.
  private mutating func springParameters(name: String) throws(MotionSpecError) -> (
    values: SpringValues, form: SpringForm, firstToken: MotionSpecToken
  ) {
    let open = try open(name, example: "spring(duration: 0.5, bounce: 0.2)")
    var values: SpringValues = [:]
    var form: (SpringForm, MotionSpecToken)?
    if current.kind == .closeParenthesis {
      throw error("spring() needs parameters: \(Self.forms)", at: current)
    }
    let close = try namedParameters(of: open, name: name) {
      parser, nameToken throws(MotionSpecError) in
      let parameter = try parser.springParameter(nameToken, given: values)
      if let parameterForm = parameter.form {
        if let (chosen, firstToken) = form, chosen != parameterForm {
          throw parser.error(
            "cannot mix '\(nameToken.text)' with '\(firstToken.text)': use one of \(Self.forms)",
            at: nameToken)
        }
        if form == nil { form = (parameterForm, nameToken) }
      }
      _ = parser.advance()
      _ = try parser.expect(
        .colon, "':' after '\(nameToken.text)', as in '\(parameter.name): 0.5'")
      let (value, token) = try parser.number(parameter.name)
      try parser.validate(parameter.name, value, token)
      values[parameter.name] = (value, nameToken)
    }
    guard let (chosenForm, firstToken) = form else {
      throw error("spring() needs more than a velocity: \(Self.forms)", at: close)
    }
    let required: [String]
    switch chosenForm {
    case .response: required = ["response", "dampingRatio"]
    case .duration: required = ["duration", "bounce"]
    case .physical: required = ["stiffness", "damping"]
    }
    for parameter in required where values[parameter] == nil {
      throw error("\(chosenForm.rawValue) is missing '\(parameter)'", at: close)
    }
    return (values, chosenForm, firstToken)
  }

  /// The parameter a name token names, refused when it is not a name, unknown, or given
  /// before.
  private func springParameter(_ nameToken: MotionSpecToken, given values: SpringValues)
    throws(MotionSpecError) -> (name: String, form: SpringForm?)
  {
    guard case .identifier(let word) = nameToken.kind else {
      throw error(
        "expected a parameter name (response, dampingRatio, duration, bounce, mass,"
          + " stiffness, damping, velocity), got \(nameToken.quoted)", at: nameToken)
    }
    guard let parameter = Self.parameters[word] else {
      let hint = word == "dampingfraction" ? " (did you mean dampingRatio?)" : ""
      throw error(
        "unknown spring parameter '\(nameToken.text)'\(hint); expected response,"
          + " dampingRatio, duration, bounce, mass, stiffness, damping or velocity",
        at: nameToken)
    }
    if let previous = values[parameter.name] {
      throw error(
        "duplicate parameter '\(parameter.name)' (already given at column"
          + " \(previous.token.column)); give each parameter once", at: nameToken)
    }
    return parameter
  }

  /// The physical constants of a whole form, computed as the DampedSpring initialisers
  /// compute them.
  private static func physicalConstants(_ form: SpringForm, _ values: SpringValues) -> (
    mass: Double, stiffness: Double, damping: Double
  ) {
    switch form {
    case .response, .duration:
      let response = values[form == .response ? "response" : "duration"]!.value
      let ratio: Double
      if form == .response {
        ratio = values["dampingRatio"]!.value
      } else {
        let bounce = values["bounce"]!.value
        ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      }
      let omega = 2 * Double.pi / response
      return (1, omega * omega, 4 * Double.pi * ratio / response)
    case .physical:
      return (values["mass"]?.value ?? 1, values["stiffness"]!.value, values["damping"]!.value)
    }
  }

  /// Rejects a spring whose undamped angular frequency ω₀ = √(k/m) lies outside
  /// 1e-100...1e100 rad/s, whose decay rate a = c/(2m) is not in 1e-100...1e100 per
  /// second (unless the damping is exactly 0), or whose k·m is below 1e-300 (the damping ratio
  /// divides by its root).
  ///
  /// Within these ranges the closed form's products (ω₀²·pv, a·pv, frequency·t for
  /// t ≤ 1e100 s, pv·v0 for |v0| ≤ 1e100) all stay finite, and a damped spring's settling
  /// time (about ln(1/ε)/a, or ln(1/ε)·2a/ω₀² when over-damped) is finite.
  private func checkRange(
    mass: Double, stiffness: Double, damping: Double, at token: MotionSpecToken
  ) throws(MotionSpecError) {
    let limit = Self.limit
    let omega = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    let product = stiffness * mass
    guard omega >= 1 / limit && omega <= limit else {
      throw error(
        "this spring is out of range: its undamped angular frequency √(k/m) is \(omega) rad/s,"
          + " and it must lie in 1e-100...1e100 (a response 2π/ω₀ between 6.3e-100 and 6.3e100"
          + " seconds)", at: token)
    }
    guard damping == 0 || (decay >= 1 / limit && decay <= limit) else {
      throw error(
        "this spring is out of range: its decay rate c/(2m) is \(decay) per second, and it"
          + " must be 0 (undamped) or lie in 1e-100...1e100", at: token)
    }
    guard product >= 1e-300 else {
      throw error(
        "mass \(mass) and stiffness \(stiffness) are too small together to compute with:"
          + " stiffness·mass must be at least 1e-300", at: token)
    }
  }

  private func validate(
    _ name: String, _ value: Double, _ token: MotionSpecToken
  ) throws(MotionSpecError) {
    switch name {
    case "response", "duration":
      guard value > 0 else {
        throw error("\(name) must be positive (seconds), got \(token.text)", at: token)
      }
    case "mass", "stiffness":
      guard value > 0 else {
        throw error("\(name) must be positive, got \(token.text)", at: token)
      }
    case "damping", "dampingRatio":
      guard value >= 0 else {
        throw error(
          "\(name) must not be negative (0 means no damping), got \(token.text)", at: token)
      }
    case "bounce":
      if value == -1 {
        throw error(
          "bounce -1 would mean infinite damping; bounce must lie in (-1, 1]: below 0 is"
            + " overdamped, 0 critically damped, 1 undamped", at: token)
      }
      guard value > -1 && value <= 1 else {
        throw error(
          "bounce must lie in (-1, 1] (below 0 overdamped, 0 critically damped, 1 undamped),"
            + " got \(token.text)", at: token)
      }
    default:
      break
    }
  }
}
