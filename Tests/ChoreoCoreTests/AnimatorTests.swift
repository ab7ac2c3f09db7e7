import CLibC
import ChoreoCore
import ChoreoTestSupport
import Testing

// Independent reference: the damped oscillator m·e″ + c·e′ + k·e = 0 in closed form, for the
// displacement from the target e with e(0) = x0, e′(0) = v0 (e.g. Thomson & Dahleh, Theory
// of Vibration, §2.4):
//   ζ < 1: e = exp(−ζω₀t)·(x0·cos ω_d t + (v0 + ζω₀x0)/ω_d · sin ω_d t)
//          e′ = exp(−ζω₀t)·(v0·cos ω_d t − (ω₀²x0 + ζω₀v0)/ω_d · sin ω_d t)
//   ζ = 1: e = (x0 + (v0 + ω₀x0)t)·exp(−ω₀t),  e′ = (v0 − ω₀(v0 + ω₀x0)t)·exp(−ω₀t)
func referenceSpring(
  _ spring: DampedSpring, displacement x0: Double, velocity v0: Double, at t: Double
) -> (position: Double, velocity: Double) {
  let omega = (spring.stiffness / spring.mass).squareRoot()
  let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
  if abs(zeta - 1) < 1e-12 {
    let decay = (-omega * t).exp
    return ((x0 + (v0 + omega * x0) * t) * decay, (v0 - omega * (v0 + omega * x0) * t) * decay)
  }
  precondition(zeta < 1, "the reference covers ζ ≤ 1")
  let wd = omega * (1 - zeta * zeta).squareRoot()
  let decay = (-zeta * omega * t).exp
  let c = (wd * t).cosine
  let s = (wd * t).sine
  return (
    decay * (x0 * c + (v0 + zeta * omega * x0) / wd * s),
    decay * (v0 * c - (omega * omega * x0 + zeta * omega * v0) / wd * s)
  )
}

extension Double {
  // libm through the stdlib-free path the tests already link (ChoreoCore links libm).
  var exp: Double { _exp(self) }
  var cosine: Double { _cos(self) }
  var sine: Double { _sin(self) }
}

/// Records every write and completion of the animations a test starts.
final class Recorder<V> {
  var values: [V] = []
  var outcomes: [AnimationOutcome] = []
  var last: V? { values.last }
  func write(_ value: V) { values.append(value) }
  func complete(_ outcome: AnimationOutcome) { outcomes.append(outcome) }
}

final class Box {
  var x = 0.0
  var point = Point2D.zero
  var color = RGBA.black
}

@Suite struct AnimatorTests {
  @Test func linearCurveFollowsTimeAndSnapsToTheEnd() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 10.0, to: 20, motion: .linear(duration: 2), write: record.write,
      completion: record.complete)
    #expect(animator.runningCount == 1)
    clock.advance(to: 0.5)
    #expect(isClose(record.last!, 12.5, absolute: 1e-12))
    clock.advance(to: 1.5)
    #expect(isClose(record.last!, 17.5, absolute: 1e-12))
    #expect(record.outcomes.isEmpty)
    clock.advance(to: 2)
    #expect(record.last == 20)
    #expect(record.outcomes == [.finished(.end)])
    #expect(animator.runningCount == 0)
    clock.advance(to: 3)
    #expect(record.outcomes.count == 1)
  }

  @Test func delayHoldsTheStartValue() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(
      nil, from: 1.0, to: 2, motion: .linear(duration: 1).delay(0.5), write: record.write)
    animator.advance(to: 0.25)
    #expect(record.last == 1)
    animator.advance(to: 1)
    #expect(isClose(record.last!, 1.5, absolute: 1e-12))
    animator.advance(to: 1.5)
    #expect(record.last == 2)
  }

  @Test func springFollowsTheClosedForm() throws {
    let spring = DampedSpring(response: 0.5, dampingRatio: 0.4)
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(nil, from: 0.0, to: 100, motion: .spring(spring), write: record.write)
    for time in stride(from: 0.05, through: 1.0, by: 0.05) {
      animator.advance(to: time)
      let expected =
        100 + referenceSpring(spring, displacement: -100, velocity: 0, at: time).position
      #expect(isClose(record.last!, expected, absolute: 1e-9), "t = \(time)")
    }
  }

  @Test func springEndsExactlyAtItsTargetAtTheSettlingTime() throws {
    let spring = DampedSpring(response: 0.4, dampingRatio: 0.6)
    let settle = spring.settlingDuration(epsilon: 0.001)
    let animator = Animator()
    let record = Recorder<Point2D>()
    let target = Point2D(x: 30, y: -40)
    try animator.animate(
      nil, from: .zero, to: target, motion: .spring(spring), write: record.write,
      completion: record.complete)
    animator.advance(to: settle * 0.999)
    #expect(record.outcomes.isEmpty)
    animator.advance(to: settle)
    #expect(record.last == target)
    #expect(record.outcomes == [.finished(.end)])
  }

  @Test func repeatingAutoreversingMotionEndsAtItsStart() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(
      nil, from: 0.0, to: 1, motion: .linear(duration: 1).repeatCount(2, autoreverses: true),
      write: record.write, completion: record.complete)
    animator.advance(to: 1.5)
    #expect(isClose(record.last!, 0.5, absolute: 1e-12))
    animator.advance(to: 4)
    #expect(record.last == 0)
    #expect(record.outcomes == [.finished(.end)])
  }

  @Test func keyPathTargetsReadTheirStartAndAreHeldWeakly() throws {
    let animator = Animator()
    var box: Box? = Box()
    box!.x = 5
    let survivor = Box()
    let released = Recorder<Double>()
    let kept = Recorder<Double>()
    try animator.animate(
      box!, \.x, to: 15, motion: .linear(duration: 1), completion: released.complete)
    try animator.animate(
      survivor, \.point, to: Point2D(x: 10, y: 0), motion: .linear(duration: 1),
      completion: { kept.complete($0) })
    animator.advance(to: 0.5)
    #expect(isClose(box!.x, 10, absolute: 1e-12))
    // Declared, then assigned: `weak let` needs Swift 6.2, an unassigned `weak var` warns.
    weak var weakBox: Box?
    weakBox = box
    box = nil
    #expect(weakBox == nil, "the animator must not keep its target alive")
    animator.advance(to: 0.6)
    #expect(released.outcomes == [.targetReleased])
    #expect(isClose(survivor.point.x, 6, absolute: 1e-12))
    animator.advance(to: 1)
    #expect(kept.outcomes == [.finished(.end)])
    #expect(survivor.point == Point2D(x: 10, y: 0))
    #expect(animator.runningCount == 0)
  }

  @Test func colorsAnimateWithoutVelocity() {
    let animator = Animator()
    let box = Box()
    animator.animate(box, \.color, to: .white, motion: .linear(duration: 1))
    animator.advance(to: 0.5)
    #expect(isClose(box.color.red, 0.5, absolute: 1e-12))
    // Retargeting continues from the current colour without a jump.
    animator.animate(box, \.color, to: .black, motion: .linear(duration: 1))
    animator.advance(to: 0.5)
    #expect(isClose(box.color.red, 0.5, absolute: 1e-12))
    animator.advance(to: 1)
    #expect(isClose(box.color.red, 0.25, absolute: 1e-12))
  }

  @Test func finishedAnimationsAreReleased() throws {
    let animator = Animator()
    weak var weakHandle: AnimationHandle?
    do {
      let handle = try animator.animate(
        "x", from: 0.0, to: 1, motion: .linear(duration: 0.1), write: { _ in })
      weakHandle = handle
    }
    #expect(weakHandle != nil)
    animator.advance(to: 1)
    #expect(weakHandle == nil)
    #expect(!animator.isAnimating("x"))
  }

  /// Starts an animation from generic code, where the value type is a parameter.
  private static func startGenerically<V: VectorSpace>(
    _ animator: Animator, from: V, to: V, motion: Motion, initialVelocity: V?,
    write: @escaping (V) -> Void
  ) throws {
    try animator.animate(
      nil, from: from, to: to, motion: motion, initialVelocity: initialVelocity, write: write)
  }

  @Test func doubleClosuresGivenDirectlyOrGenericallyFollowTheClosedForm() throws {
    // The same spring with a starting velocity, once called with a `Double` and once from
    // generic code, side by side in one store.
    let spring = DampedSpring(response: 0.6, dampingRatio: 0.3)
    let animator = Animator()
    var direct = 0.0
    var generic = 0.0
    try animator.animate(
      nil, from: 0.0, to: 100, motion: .spring(spring), initialVelocity: 300,
      write: { direct = $0 })
    try Self.startGenerically(
      animator, from: 0.0, to: 100, motion: .spring(spring), initialVelocity: 300,
      write: { generic = $0 })
    for time in stride(from: 0.05, through: 1.0, by: 0.05) {
      animator.advance(to: time)
      let expected =
        100 + referenceSpring(spring, displacement: -100, velocity: 300, at: time).position
      #expect(isClose(direct, expected, absolute: 1e-9), "t = \(time)")
      #expect(isClose(generic, expected, absolute: 1e-9), "t = \(time)")
    }
  }

  @Test func normalizedVelocityIsUnitsPerDistance() {
    #expect(Animator.normalizedVelocity(300, from: 100, to: 400) == 1)
    #expect(Animator.normalizedVelocity(-150, from: 100, to: 400) == -0.5)
    #expect(Animator.normalizedVelocity(50, from: 3, to: 3) == 0)
  }

  #if compiler(>=6.2)
    @Test func advancingBackwardsIsAProgrammerError() async {
      await #expect(processExitsWith: .failure) {
        let animator = Animator()
        animator.advance(to: 1)
        animator.advance(to: 0.5)
      }
      await #expect(processExitsWith: .failure) {
        Animator().advance(to: .nan)
      }
    }
  #endif
}
