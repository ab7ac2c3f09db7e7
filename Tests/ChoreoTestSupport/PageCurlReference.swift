import ChoreoCore
import Foundation

/// A page curl's paper as a curve, written out in the tests from the model that
/// `PageCurlGeometry`'s policy states, independently of its code: flat to the tangent line
/// y_t = h(1 − c) − ρ with ρ = min(r, hc), then a cylinder of radius ρ for arc length
/// ρ(π − α), then straight at the lift angle α = acos(projection).
public enum PageCurlReference {
  /// Which part of the paper a point is on.
  public enum Part: Sendable, Equatable {
    case flat, nearHalf, farHalf, straight
  }

  /// Where page row `p` is seen (`y`), its height (`z`), its part, whether its back faces
  /// the viewer, and the z part of the seen side's unit normal.
  public static func point(
    _ p: Double, curl c: Double, height h: Double, radius r: Double = 9,
    projection: Double = 0.75
  ) -> (y: Double, z: Double, part: Part, back: Bool, facing: Double) {
    let rho = min(r, h * c)
    let tangent = h * (1 - c) - rho
    let alpha = acos(projection)
    let s = p - tangent
    if s <= 0 { return (p, 0, .flat, false, 1) }
    let wrap = rho * (Double.pi - alpha)
    if s <= wrap {
      let theta = s / rho
      let back = theta > Double.pi / 2
      return (
        tangent + rho * sin(theta), rho - rho * cos(theta), back ? .farHalf : .nearHalf, back,
        abs(cos(theta))
      )
    }
    let top = (tangent + rho * sin(Double.pi - alpha), rho - rho * cos(Double.pi - alpha))
    return (
      top.0 - (s - wrap) * cos(alpha), top.1 + (s - wrap) * sin(alpha), .straight, true,
      cos(alpha)
    )
  }
}
