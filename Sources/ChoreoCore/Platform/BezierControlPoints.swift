// Policy: Core Animation (`CAMediaTimingFunction(controlPoints:)`), UIKit
// (`UICubicTimingParameters(controlPoint1:controlPoint2:)`) and SwiftUI
// (`Animation.timingCurve(_:_:_:_:duration:)`) all take a timing curve as the two inner
// control points of a cubic Bézier from (0, 0) to (1, 1), exactly as CSS `cubic-bezier()`
// does (CSS Easing Functions Level 2, §2.3). So a curve that *is* a cubic Bézier converts
// with no loss; `linear` is the Bézier (0, 0, 1, 1); `steps()` and `linear(...)` have no
// Bézier form and convert to keyframes instead (see `SampledKeyframes`).

/// The two inner control points of a cubic-Bézier timing curve from (0, 0) to (1, 1): the
/// four numbers Core Animation, UIKit and SwiftUI take.
///
/// ```swift
/// let points = TimingCurve.easeInOut.bezierControlPoints  // (0.42, 0, 0.58, 1)
/// TimingCurve.steps(4).bezierControlPoints                // nil: use keyframes
/// ```
package struct BezierControlPoints: Sendable, Hashable, CustomStringConvertible {
  /// x of the first control point, in 0...1.
  package var x1: Double
  /// y of the first control point.
  package var y1: Double
  /// x of the second control point, in 0...1.
  package var x2: Double
  /// y of the second control point.
  package var y2: Double

  /// Creates control points.
  ///
  /// - Parameters:
  ///   - x1: x of the first control point.
  ///   - y1: y of the first control point.
  ///   - x2: x of the second control point.
  ///   - y2: y of the second control point.
  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The identity curve's control points, (0, 0) and (1, 1).
  package static let linear = BezierControlPoints(0, 0, 1, 1)

  /// Whether both y values lie in 0...1, as `UICubicTimingParameters` documents for its
  /// control points (Core Animation and SwiftUI accept overshooting y values).
  package var staysInUnitSquare: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

  /// The points in CSS syntax, `cubic-bezier(x1, y1, x2, y2)`.
  package var description: String {
    "cubic-bezier(" + [x1, y1, x2, y2].map(cssNumber).joined(separator: ", ") + ")"
  }
}

extension TimingCurve {
  /// The curve's cubic-Bézier control points, when it has that form.
  ///
  /// `linear` gives (0, 0, 1, 1) and every `cubic-bezier()` curve (the CSS keywords
  /// included) its own four numbers; `steps()` and `linear(...)` give `nil`: convert
  /// those with ``sampledKeyframes()``.
  package var bezierControlPoints: BezierControlPoints? {
    switch storage {
    case .linear: return .linear
    case .cubicBezier: return BezierControlPoints(bezier.x1, bezier.y1, bezier.x2, bezier.y2)
    case .steps, .piecewiseLinear: return nil
    }
  }
}
