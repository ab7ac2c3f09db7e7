import ChoreoCore

/// How a fill decides which regions are inside a path.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// Inside where the winding number is not zero (SVG `nonzero`).
  case nonZero
  /// Inside where the winding number is odd (SVG `evenodd`).
  case evenOdd
}

/// The shape drawn at the open ends of a stroked subpath.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
  /// The stroke stops at the end point.
  case butt
  /// A half disc of the line width's diameter around the end point.
  case round
  /// A half square extending the stroke by half the line width.
  case square
}

/// The shape drawn where two stroked segments meet.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
  /// Outer edges extended to a point, bevelled past the miter limit.
  case miter
  /// A circular arc around the vertex.
  case round
  /// The outer corners joined by a straight line.
  case bevel
}

/// A vector path with its fill and stroke, as `CAShapeLayer` draws it.
///
/// Geometry is in the owning layer's coordinates; strokes are transformed with the layer
/// (a layer scaled by 2 draws a 1-point line 2 points wide).
///
/// ```swift
/// let ring = VectorShape(
///   path: .circle(center: Point2D(x: 20, y: 20), radius: 16),
///   fillColor: nil, strokeColor: RGBA(hex: 0x007AFF), lineWidth: 4)
/// ```
public struct VectorShape: Sendable, Hashable {
  /// The outline.
  public var path: VectorPath
  /// The fill colour, or `nil` for no fill.
  public var fillColor: RGBA?
  /// How the fill decides what is inside.
  public var fillRule: FillRule
  /// The stroke colour, or `nil` for no stroke.
  public var strokeColor: RGBA?
  /// The stroke width in points, ≥ 0.
  public var lineWidth: Double
  /// The shape of open ends.
  public var lineCap: LineCap
  /// The shape of corners.
  public var lineJoin: LineJoin
  /// The largest miter length, as a multiple of the line width, drawn before a miter
  /// join falls back to a bevel (SVG and Core Graphics' definition: 1 / sin(θ/2) for a
  /// corner of angle θ). Default 10.
  public var miterLimit: Double

  /// Creates a shape.
  ///
  /// - Parameters:
  ///   - path: The outline.
  ///   - fillColor: The fill colour; black by default, as `CAShapeLayer`.
  ///   - fillRule: Non-zero by default.
  ///   - strokeColor: The stroke colour; none by default.
  ///   - lineWidth: The stroke width; 1 by default.
  ///   - lineCap: Butt by default.
  ///   - lineJoin: Miter by default.
  ///   - miterLimit: 10 by default.
  public init(
    path: VectorPath, fillColor: RGBA? = .black, fillRule: FillRule = .nonZero,
    strokeColor: RGBA? = nil, lineWidth: Double = 1, lineCap: LineCap = .butt,
    lineJoin: LineJoin = .miter, miterLimit: Double = 10
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }
}
