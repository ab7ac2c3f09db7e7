import ChoreoCore
import Testing

/// `Animator`'s `Double` overloads keep the write closure as given (no reabstraction thunk
/// per frame); they must behave exactly as the generic overload they shadow. Each case plays
/// one script twice, once through each, and compares every value and opacity written and
/// every outcome, bit for bit.
@Suite struct AnimatorDoubleOverloadTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: ReducedMotionPolicy
    var testDescription: String { name }
  }

  /// What one script wrote.
  final class Log {
    var values: [Double] = []
    var opacities: [Double] = []
    var outcomes: [AnimationOutcome] = []
  }

  /// Starts an animation through the generic overload: inside this function `V` is a type
  /// parameter, so the call cannot pick the `Double` one.
  func animateGenerically<V: VectorSpace>(
    _ animator: Animator, from: V, to: V, motion: Motion, initialVelocity: V?,
    options: AnimationOptions, log: Log, write: @escaping (V) -> Void
  ) throws -> AnimationHandle {
    try animator.animate(
      "x", from: from, to: to, motion: motion, initialVelocity: initialVelocity,
      options: options, write: write, completion: { log.outcomes.append($0) })
  }

  /// A spring, a retarget with a gesture's velocity, pause, scrub, reverse, resume, a
  /// retarget that carries the velocity over, and a finish where it stands.
  func play(_ policy: ReducedMotionPolicy, generic: Bool) throws -> Log {
    let log = Log()
    let animator = Animator()
    animator.reducedMotion = policy
    let options = AnimationOptions(kind: .movement, opacity: { log.opacities.append($0) })
    func start(to: Double, motion: Motion, velocity: Double?) throws -> AnimationHandle {
      if generic {
        return try animateGenerically(
          animator, from: 0.0, to: to, motion: motion, initialVelocity: velocity,
          options: options, log: log, write: { log.values.append($0) })
      }
      return try animator.animate(
        "x", from: 0.0, to: to, motion: motion, initialVelocity: velocity, options: options,
        write: { log.values.append($0) }, completion: { log.outcomes.append($0) })
    }
    let spring = Motion.spring(DampedSpring(response: 0.5, dampingRatio: 0.6))
    _ = try start(to: 100, motion: spring, velocity: nil)
    for frame in 1...12 { animator.advance(to: Double(frame) / 60) }
    let handle = try start(to: -40, motion: spring, velocity: 300)
    for frame in 13...20 { animator.advance(to: Double(frame) / 60) }
    handle.pause()
    handle.fractionComplete = 0.3
    handle.reverse()
    handle.resume()
    for frame in 21...26 { animator.advance(to: Double(frame) / 60) }
    let last = try start(to: 55, motion: .timing(.easeInOut, duration: 0.4), velocity: nil)
    for frame in 27...33 { animator.advance(to: Double(frame) / 60) }
    last.finish(at: .current)
    animator.advance(to: 2)
    return log
  }

  @Test(arguments: [
    Case(name: "full motion", policy: .full), Case(name: "reduced motion", policy: .reduced),
    Case(name: "no motion", policy: .instant),
  ])
  func writesWhatTheGenericOverloadWrites(_ testCase: Case) throws {
    let direct = try play(testCase.policy, generic: false)
    let generic = try play(testCase.policy, generic: true)
    #expect(!direct.values.isEmpty)
    #expect(direct.values.map(\.bitPattern) == generic.values.map(\.bitPattern))
    #expect(direct.opacities.map(\.bitPattern) == generic.opacities.map(\.bitPattern))
    #expect(direct.outcomes == generic.outcomes)
  }
}
