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

  /// `spring(name: value, ...)`.
  mutating func spring(name: String) throws(MotionSpecError) -> MotionSpec {
    let open = try open(name, example: "spring(duration: 0.5, bounce: 0.2)")
    var values: [String: (value: Double, token: MotionSpecToken)] = [:]
    var form: (SpringForm, MotionSpecToken)?
    if current.kind == .closeParenthesis {
      throw error("spring() needs parameters: \(Self.forms)", at: current)
    }
    var close = current
    while true {
      let nameToken = current
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
      if let parameterForm = parameter.form {
        if let (chosen, firstToken) = form, chosen != parameterForm {
          throw error(
            "cannot mix '\(nameToken.text)' with '\(firstToken.text)': use one of \(Self.forms)",
            at: nameToken)
        }
        if form == nil { form = (parameterForm, nameToken) }
      }
      _ = advance()
      _ = try expect(.colon, "':' after '\(nameToken.text)', as in '\(parameter.name): 0.5'")
      let (value, token) = try number(parameter.name)
      try validate(parameter.name, value, token)
      values[parameter.name] = (value, nameToken)
      if current.kind == .comma {
        _ = advance()
        continue
      }
      close = current
      try expectClose(of: open, name: name, otherwise: "',' and another parameter, or ')'")
      break
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
    let velocity = values["velocity"]?.value ?? 0
    let spring: DampedSpring
    switch chosenForm {
    case .response:
      let response = values["response"]!.value
      let ratio = values["dampingRatio"]!.value
      try checkDerived(response: response, ratio: ratio, at: firstToken)
      spring = DampedSpring(response: response, dampingRatio: ratio)
    case .duration:
      let duration = values["duration"]!.value
      let bounce = values["bounce"]!.value
      let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      try checkDerived(response: duration, ratio: ratio, at: firstToken)
      spring = DampedSpring(duration: duration, bounce: bounce)
    case .physical:
      let mass = values["mass"]?.value ?? 1
      let stiffness = values["stiffness"]!.value
      let damping = values["damping"]!.value
      let omegaSquared = stiffness / mass
      let product = stiffness * mass
      guard omegaSquared.isFinite, omegaSquared > 0, (damping / mass).isFinite,
        product.isFinite, product > 0
      else {
        throw error(
          "mass \(mass), stiffness \(stiffness) and damping \(damping) are too far apart to"
            + " compute with (stiffness/mass, damping/mass and stiffness·mass must stay within"
            + " Double's range)", at: firstToken)
      }
      spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
    }
    return .spring(spring, initialVelocity: velocity)
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

  /// Rejects a response (or duration) and damping ratio whose stiffness or damping overflow
  /// or vanish, with ω = 2π / response, k = ω², c = 2ζω (mass 1).
  private func checkDerived(
    response: Double, ratio: Double, at token: MotionSpecToken
  ) throws(MotionSpecError) {
    let omega = 2 * Double.pi / response
    let stiffness = omega * omega
    let damping = 2 * ratio * omega
    guard stiffness.isFinite, stiffness > 0, damping.isFinite else {
      throw error(
        "a spring with \(token.text) \(response) and damping ratio \(ratio) is out of range:"
          + " its stiffness (2π/\(token.text))² or damping would overflow or vanish; use"
          + " values nearer 1", at: token)
    }
  }
}
