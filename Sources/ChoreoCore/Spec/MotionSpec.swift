/// A timing curve or a spring, written in CSS easing syntax (extended with `spring(...)`).
///
/// This is how motion arrives from outside: command-line arguments, configuration files,
/// tests. Parsing validates every number before it builds the curve or spring, so bad
/// input throws a ``MotionSpecError`` and never reaches a precondition.
///
/// ```swift
/// let spec = try MotionSpec(parsing: "cubic-bezier(0.68, -0.6, 0.32, 1.6)")
/// let bouncy = try MotionSpec(parsing: "spring(duration: 0.5, bounce: 0.3)")
/// ```
///
/// ## Grammar
///
/// Keywords and parameter names are case-insensitive; whitespace (space, tab, newline) may
/// appear between any two tokens. Beside the CSS names, the Swift spellings of
/// ``TimingCurve``'s presets are read too: `easeIn`, `easeOut`, `easeInOut` and
/// `cubicBezier(...)` are `ease-in`, `ease-out`, `ease-in-out` and `cubic-bezier(...)`.
///
/// ```
/// spec     = "linear" | "ease" | "ease-in" | "ease-out" | "ease-in-out"
///          | "step-start" | "step-end"
///          | "cubic-bezier(" number "," number "," number "," number ")"
///          | "steps(" integer [ "," position ] ")"
///          | "linear(" stop { "," stop } ")"
///          | "spring(" param ":" number { "," param ":" number } ")"
///          | "decay(" "velocity" ":" number [ "," "rate" ":" ( number | "normal" | "fast" ) ] ")"
/// position = "jump-start" | "jump-end" | "jump-none" | "jump-both" | "start" | "end"
/// stop     = number [ percent [ percent ] ] | percent [ percent ] number
/// number   = [ "+" | "-" ] ( digits [ "." digits ] | "." digits ) [ ( "e" | "E" ) [ sign ] digits ]
/// percent  = number "%"
/// integer  = [ "+" | "-" ] digits
/// ```
///
/// - `cubic-bezier`: x1 and x2 must lie in 0...1 (CSS Easing Functions Level 2, §3.2).
/// - `steps`: the count is at least 1, and at least 2 with `jump-none` (§3.4); it must be
///   written as a whole number (`2.0` is rejected, as in CSS).
/// - `linear(...)`: a stop with two percentages is two stops with the same output
///   (§3.1.1); at least two stops in total after that expansion. The order of a number and
///   its percentages follows CSS's `<number> && <linear-stop-length>?`.
/// - `spring(...)`: named parameters in any order, each at most once, from exactly one of
///   three parameterisations, plus an optional `velocity` (units per second, default 0):
///   - `response: R, dampingRatio: Z` — R > 0 seconds, Z ≥ 0;
///   - `duration: D, bounce: B` — D > 0 seconds, −1 < B ≤ 1 (B ≥ 0 gives damping ratio
///     1 − B, B < 0 gives 1 / (1 + B); B = −1 would be infinite damping);
///   - `mass: M, stiffness: K, damping: C` — M > 0 (optional, default 1), K > 0, C ≥ 0.
///   Combinations whose derived stiffness or damping overflow or vanish are rejected.
/// - `decay(...)`: `velocity` (value units per second, required) and `rate` in any order,
///   each at most once. The rate is the fraction of the velocity kept each millisecond,
///   0 < R < 1, or `normal` (0.998, the default) or `fast` (0.99), as
///   `UIScrollView.DecelerationRate` names them.
/// - Numbers: NaN, infinities, hex floats, units, `1.` and overflowing literals (`1e999`)
///   are rejected; literals that underflow are zero.
///
/// ## Ranges
///
/// Every spec that parses evaluates to finite values and slopes (velocities, for springs)
/// for progress in −1e100...1e100 and times in 0...1e100 s; beyond that a result may round
/// to ±∞ but is never NaN (a vertical tangent of a cubic Bézier has slope ±∞ too). To make
/// that hold, the parser refuses, with a message naming the limit:
/// - any number (and any `linear()` input as a fraction, so percentages beyond ±1e102%)
///   outside −1e100...1e100;
/// - a `cubic-bezier` whose extrapolation slopes (y1/x1, (1 − y2)/(1 − x2), or their
///   fallbacks) exceed 1e100 in magnitude;
/// - a `linear()` segment of non-zero width steeper than 1e100 (a jump is two stops with
///   the same percentage);
/// - a spring whose undamped angular frequency √(k/m) lies outside 1e-100...1e100 rad/s
///   (a response outside about 6.3e-100...6.3e100 s), whose decay rate c/(2m) is non-zero
///   and outside 1e-100...1e100 per second, or whose stiffness·mass is below 1e-300.
/// Within these ranges a damped spring's settling time is finite.
public enum MotionSpec: Sendable, Hashable, CustomStringConvertible {
  /// A timing curve mapping progress 0...1 to output progress.
  case timing(TimingCurve)
  /// A spring animating a unit step from 0 to 1, starting with `initialVelocity` (units per
  /// second).
  case spring(DampedSpring, initialVelocity: Double)
  /// Exponential deceleration from 0 at `velocity` (value units per second), losing speed
  /// at `rate`: displacement v0·(1 − e^(−kt))/k, k = ``DecayRate/decayConstant``.
  case decay(DecayRate, velocity: Double)

  /// Parses a spec.
  ///
  /// - Parameter text: The spec, for example `ease-in-out` or
  ///   `spring(response: 0.4, dampingRatio: 0.8)`.
  /// - Throws: ``MotionSpecError`` naming the first problem, with its column.
  public init(parsing text: String) throws(MotionSpecError) {
    var lexer = MotionSpecLexer(text)
    var parser = MotionSpecParser(tokens: try lexer.tokens(), text: text)
    self = try parser.parse()
  }

  /// The spec in the syntax ``init(parsing:)`` reads, every number in its shortest
  /// round-trip form, so that it parses back to an equal spec: the curve's description;
  /// for a spring, the parameters it was made from, as they were written
  /// (`spring(duration: 0.5, bounce: 0.3)`, `spring(response: R, dampingRatio: Z)`),
  /// else (a mass other than 1, or constants changed since) `spring(mass: M, stiffness: K,
  /// damping: C)`; `velocity: V` is added when it is not 0.
  public var description: String {
    switch self {
    case .timing(let curve):
      return curve.description
    case .spring(let spring, let velocity):
      let moving = velocity == 0 ? "" : ", velocity: \(velocity)"
      switch spring.form {
      case .duration(let duration, let bounce) where spring.mass == 1:
        return "spring(duration: \(duration), bounce: \(bounce)\(moving))"
      case .response(let response, let ratio) where spring.mass == 1:
        return "spring(response: \(response), dampingRatio: \(ratio)\(moving))"
      default:
        return "spring(mass: \(spring.mass), stiffness: \(spring.stiffness), "
          + "damping: \(spring.damping)\(moving))"
      }
    case .decay(let rate, let velocity):
      return "decay(velocity: \(velocity), rate: \(rate))"
    }
  }
}
