import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct VectorSpaceTests {
  @Test func doubleInterpolatesAndExtrapolatesLinearly() {
    #expect(10.0.interpolated(to: 20, fraction: 0) == 10)
    #expect(10.0.interpolated(to: 20, fraction: 0.25) == 12.5)
    #expect(10.0.interpolated(to: 20, fraction: 1) == 20)
    #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)
    #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
  }

  @Test func floatScalesInDouble() {
    #expect(Float(3).scaled(by: 0.5) == 1.5)
    #expect(Float(-2).magnitudeSquared == 4)
    #expect(Float(1).interpolated(to: 3, fraction: 0.5) == 2)
  }

  @Test func namedSumAndDifferenceAreComponentWise() {
    let a = Point2D(x: 1, y: 2)
    let b = Point2D(x: 10, y: -4)
    #expect(a.adding(b) == Point2D(x: 11, y: -2))
    #expect(a.subtracting(b) == Point2D(x: -9, y: 6))
    #expect(
      Size2D(width: 3, height: 4).adding(Size2D(width: 1, height: 1)) == Size2D(width: 4, height: 5)
    )
    #expect(
      Rect2D(x: 1, y: 2, width: 3, height: 4).subtracting(Rect2D(x: 1, y: 1, width: 1, height: 1))
        == Rect2D(x: 0, y: 1, width: 2, height: 3))
    #expect(2.5.adding(0.5) == 3)
    #expect(Float(2).subtracting(0.5) == 1.5)
    // Generic code reaches the named requirements through the generic operators.
    #expect(Self.sum(a, b) == Point2D(x: 11, y: -2))
    #expect(Self.difference(a, b) == Point2D(x: -9, y: 6))
  }

  /// A type conformed from outside (as the UIKit adapter conforms CGPoint) gets `+` only from
  /// VectorSpace's generic operator, so an app's own concrete operator is picked without
  /// ambiguity, and generic code still uses the conformance.
  @Test func anAppsOwnConcreteOperatorOutranksTheGenericOne() {
    let a = OutsidePoint(x: 1, y: 2)
    let b = OutsidePoint(x: 3, y: 4)
    let viaApp = a + b
    #expect(viaApp.x == 4 && viaApp.y == 6 && viaApp.madeByAppOperator)
    let viaGeneric = Self.sum(a, b)
    #expect(viaGeneric.x == 4 && viaGeneric.y == 6 && !viaGeneric.madeByAppOperator)
    #expect(Self.difference(b, a) == OutsidePoint(x: 2, y: 2))
  }

  private static func sum<V: VectorSpace>(_ a: V, _ b: V) -> V { a + b }
  private static func difference<V: VectorSpace>(_ a: V, _ b: V) -> V { a - b }
}

/// Stands in for a type conformed from outside Choreo, with no operators of its own.
private struct OutsidePoint: VectorSpace {
  var x: Double
  var y: Double
  var madeByAppOperator = false

  static let zero = OutsidePoint(x: 0, y: 0)
  func adding(_ other: OutsidePoint) -> OutsidePoint {
    OutsidePoint(x: x + other.x, y: y + other.y)
  }
  func subtracting(_ other: OutsidePoint) -> OutsidePoint {
    OutsidePoint(x: x - other.x, y: y - other.y)
  }
  func scaled(by factor: Double) -> OutsidePoint { OutsidePoint(x: x * factor, y: y * factor) }
  var magnitudeSquared: Double { x * x + y * y }
}

/// The app's own concrete operator, as an app may declare one for CGPoint.
extension OutsidePoint {
  static func + (lhs: OutsidePoint, rhs: OutsidePoint) -> OutsidePoint {
    OutsidePoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y, madeByAppOperator: true)
  }
}
