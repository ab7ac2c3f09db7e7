import Testing

@testable import ChoreoCore

/// Issue 50, finding 9 at the unit-step level: a vector with an infinite component (a flip's
/// 1/(2·width) on a page 1e-310 wide, before contexts refused such pages) made
/// `binaryExponent` compute `Int.max - (-600)` and trap. Checked inputs never carry one;
/// package code that hands one over must still not trap.
@Suite struct UnitStepInfiniteComponentTests {
  let vector = VectorOps<Point2D>()

  /// Exponents read off the binary representation: |x| lies in [2^e, 2^(e+1)·√2).
  @Test func finiteVectorsKeepTheirExponent() {
    #expect(UnitStep.binaryExponent(of: Point2D(x: 0x1p1000, y: 0), vector: vector) == 1000)
    #expect(UnitStep.binaryExponent(of: Point2D(x: 0, y: -0x1p-1000), vector: vector) == -1000)
    #expect(UnitStep.binaryExponent(of: Point2D(x: 3, y: 0), vector: vector) == 1)
    #expect(UnitStep.binaryExponent(of: Point2D.zero, vector: vector) == nil)
  }

  /// An infinite component answers one past Double's largest exponent (1023), so exponent
  /// arithmetic cannot overflow.
  @Test(arguments: [
    Point2D(x: .infinity, y: 1), Point2D(x: 0, y: -.infinity),
    Point2D(x: .infinity, y: .infinity), Point2D(x: .greatestFiniteMagnitude, y: .infinity),
  ])
  func anInfiniteComponentAnswersPastTheLargestExponent(_ x: Point2D) {
    #expect(UnitStep.binaryExponent(of: x, vector: vector) == 1024)
  }

  /// The settling rule depends on velocity over distance only: a finite velocity over an
  /// infinite distance is the unit step alone; an infinite velocity never settles.
  @Test func springSettlingTakesInfiniteComponents() {
    let spring = DampedSpring.smooth
    let alone = spring.settlingDuration(epsilon: 0.001)
    let overInfiniteDistance = UnitStep.springSettling(
      spring, distance: Point2D(x: .infinity, y: 1), velocity: Point2D(x: 5, y: 0),
      epsilon: 0.001, vector: vector)
    #expect(overInfiniteDistance == alone)
    let infiniteSpeed = UnitStep.springSettling(
      spring, distance: Point2D(x: 1, y: 0), velocity: Point2D(x: 0, y: .infinity),
      epsilon: 0.001, vector: vector)
    #expect(infiniteSpeed == .infinity)
    let bothInfinite = UnitStep.springSettling(
      spring, distance: Point2D(x: .infinity, y: 0), velocity: Point2D(x: .infinity, y: 0),
      epsilon: 0.001, vector: vector)
    #expect(bothInfinite == .infinity)
  }

  /// The path the tab switcher took: a spring leg toward an infinite target (its velocity
  /// reads NaN, as ∞·0) is planned without trapping.
  @Test func aSpringLegTowardAnInfiniteTargetDoesNotTrap() {
    var track = MotionTrack(at: Point2D.zero)
    track.retargetChecked(to: Point2D(x: .infinity, y: 0), motion: .spring(.smooth), at: 0)
    #expect(track.target == Point2D(x: .infinity, y: 0))
  }
}
