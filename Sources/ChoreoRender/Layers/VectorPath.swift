// Policy: a path is a list of move / line / quadratic / cubic / close elements in layer
// coordinates (points, y down). Arcs, ellipses and rounded corners are stored as cubic
// Béziers of at most a quarter turn each, so every path maps exactly through any affine
// transform and SVG output is the same geometry the rasteriser fills. A quarter-circle
// cubic uses the control distance k = 4/3 · tan(θ/4) · r (θ = the arc's angle; 0.5523 r
// for a quarter); its radius error is at most 2.7e-4 · r (M. Goldapp, "Approximation of
// circular arcs by cubic polynomials", Computer Aided Geometric Design 8, 1991).
import CLibC
import CLibM
import ChoreoCore

/// A vector outline: subpaths of lines and Bézier curves, in points with y down.
///
/// Build one with the drawing methods or the shape helpers:
///
/// ```swift
/// var tick = VectorPath()
/// tick.move(to: Point2D(x: 4, y: 12))
/// tick.addLine(to: Point2D(x: 9, y: 17))
/// tick.addLine(to: Point2D(x: 20, y: 6))
/// let badge = VectorPath.circle(center: Point2D(x: 12, y: 12), radius: 11)
/// ```
public struct VectorPath: Sendable, Hashable {
  /// One drawing command.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(Point2D)
    /// A straight line to a point.
    case line(Point2D)
    /// A quadratic Bézier with one control point, to a point.
    case quad(control: Point2D, to: Point2D)
    /// A cubic Bézier with two control points, to a point.
    case cubic(control1: Point2D, control2: Point2D, to: Point2D)
    /// Closes the current subpath with a line back to its start.
    case close
  }

  /// The commands in order.
  public private(set) var elements: [Element]

  /// Creates an empty path.
  public init() { elements = [] }

  /// Creates a path from elements.
  ///
  /// - Parameter elements: The commands; a drawing command before any `move` starts at
  ///   (0, 0).
  public init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last command, or `nil` before the first `move`.
  public var currentPoint: Point2D? {
    var start: Point2D?
    var current: Point2D?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// Starts a new subpath.
  ///
  /// - Parameter point: The subpath's first point.
  public mutating func move(to point: Point2D) { elements.append(.move(point)) }

  /// Adds a straight line from the current point.
  ///
  /// - Parameter point: The line's end.
  public mutating func addLine(to point: Point2D) { elements.append(.line(point)) }

  /// Adds a quadratic Bézier from the current point.
  ///
  /// - Parameters:
  ///   - point: The curve's end.
  ///   - control: The control point.
  public mutating func addQuadCurve(to point: Point2D, control: Point2D) {
    elements.append(.quad(control: control, to: point))
  }

  /// Adds a cubic Bézier from the current point.
  ///
  /// - Parameters:
  ///   - point: The curve's end.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public mutating func addCurve(to point: Point2D, control1: Point2D, control2: Point2D) {
    elements.append(.cubic(control1: control1, control2: control2, to: point))
  }

  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }

  /// Adds a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:
  /// clockwise:)`: a line from the current point to the arc's start (a `move` if the path
  /// is empty), then the arc as cubic Béziers of at most a quarter turn.
  ///
  /// Angles are radians measured from the +x axis; with y pointing down, increasing angles
  /// turn clockwise on screen. `clockwise` means increasing angle.
  ///
  /// - Parameters:
  ///   - center: The circle's center.
  ///   - radius: The radius, ≥ 0.
  ///   - startAngle: Where the arc starts.
  ///   - endAngle: Where it ends.
  ///   - clockwise: Whether the arc runs toward increasing angles.
  ///
  /// A NaN or infinite angle records a line to a NaN point, which
  /// ``RenderLayer/validate(place:)``, and so every renderer, rejects with a typed error as
  /// any non-finite coordinate; two finite angles whose difference overflows sweep a full
  /// turn.
  public mutating func addArc(
    center: Point2D, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard startAngle.isFinite, endAngle.isFinite else {
      let nowhere = Point2D(x: .nan, y: .nan)
      if currentPoint == nil { move(to: nowhere) } else { addLine(to: nowhere) }
      return
    }
    let fullTurn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if !sweep.isFinite { sweep = sweep > 0 ? fullTurn : -fullTurn }
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
    }
    if abs(sweep) > fullTurn { sweep = sweep < 0 ? -fullTurn : fullTurn }
    let start = Point2D(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    guard sweep != 0, radius > 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    // Control distance along the tangent for an arc of angle `step`: 4/3 · tan(step/4).
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0) = (cos(angle), sin(angle))
      let (c1, s1) = (cos(next), sin(next))
      let p0 = Point2D(x: center.x + radius * c0, y: center.y + radius * s0)
      let p3 = Point2D(x: center.x + radius * c1, y: center.y + radius * s1)
      addCurve(
        to: p3, control1: Point2D(x: p0.x - k * s0, y: p0.y + k * c0),
        control2: Point2D(x: p3.x + k * s1, y: p3.y - k * c1))
      angle = next
    }
  }

  /// Appends every element of another path.
  ///
  /// - Parameter other: The path to add.
  public mutating func append(_ other: VectorPath) { elements += other.elements }

  /// The path mapped through an affine transform (exact: Béziers are affine-invariant).
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The transformed path.
  public func applying(_ transform: Transform2D) -> VectorPath {
    VectorPath(
      elements: elements.map { element in
        switch element {
        case .move(let p): .move(transform.apply(to: p))
        case .line(let p): .line(transform.apply(to: p))
        case .quad(let c, let p): .quad(control: transform.apply(to: c), to: transform.apply(to: p))
        case .cubic(let c1, let c2, let p):
          .cubic(
            control1: transform.apply(to: c1), control2: transform.apply(to: c2),
            to: transform.apply(to: p))
        case .close: .close
        }
      })
  }

  /// Whether every coordinate is finite.
  public var isFinite: Bool {
    func ok(_ p: Point2D) -> Bool { p.x.isFinite && p.y.isFinite }
    // A plain loop: every path of every sample is checked, and `allSatisfy` with a closure
    // was 6% of a page export in the debug build the tests run.
    var index = 0
    while index < elements.count {
      let fine: Bool
      switch elements[index] {
      case .move(let p), .line(let p): fine = ok(p)
      case .quad(let c, let p): fine = ok(c) && ok(p)
      case .cubic(let c1, let c2, let p): fine = ok(c1) && ok(c2) && ok(p)
      case .close: fine = true
      }
      if !fine { return false }
      index += 1
    }
    return true
  }

  /// The smallest rectangle holding every end and control point (a superset of the drawn
  /// area, since Béziers stay inside their control polygon), or `nil` for an empty path.
  public var controlBounds: Rect2D? {
    // Plain comparisons through an inout box, not min and max in a capturing function:
    // exporters ask this of every shape layer at every sample, and the debug build (the
    // tests') calls generic min and max and boxes captured variables.
    var box = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity,
      maxY: -Double.infinity
    )
    for element in elements {
      switch element {
      case .move(let p), .line(let p): Self.extend(&box, p)
      case .quad(let c, let p):
        Self.extend(&box, c)
        Self.extend(&box, p)
      case .cubic(let c1, let c2, let p):
        Self.extend(&box, c1)
        Self.extend(&box, c2)
        Self.extend(&box, p)
      case .close: break
      }
    }
    guard box.minX <= box.maxX else { return nil }
    return Rect2D(
      x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
  }

  /// Grows `box` to hold `p`.
  private static func extend(
    _ box: inout (minX: Double, minY: Double, maxX: Double, maxY: Double), _ p: Point2D
  ) {
    if p.x < box.minX { box.minX = p.x }
    if p.x > box.maxX { box.maxX = p.x }
    if p.y < box.minY { box.minY = p.y }
    if p.y > box.maxY { box.maxY = p.y }
  }
}

extension VectorPath {
  /// A rectangle, drawn clockwise on screen from its top-left corner.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: A closed four-sided path.
  public static func rect(_ rect: Rect2D) -> VectorPath {
    VectorPath(elements: [
      .move(Point2D(x: rect.minX, y: rect.minY)), .line(Point2D(x: rect.maxX, y: rect.minY)),
      .line(Point2D(x: rect.maxX, y: rect.maxY)), .line(Point2D(x: rect.minX, y: rect.maxY)),
      .close,
    ])
  }

  /// A rectangle with circular corners, clockwise on screen.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corner radius; clamped to 0...min(width, height)/2.
  /// - Returns: A closed path; a plain rectangle when the radius is 0.
  public static func roundedRect(_ rect: Rect2D, cornerRadius: Double) -> VectorPath {
    var path = VectorPath()
    path.setToRoundedRect(rect, cornerRadius: cornerRadius)
    return path
  }

  /// Replaces the elements with those of `roundedRect(rect, cornerRadius:)`, keeping the
  /// storage (the rasteriser reuses one path for every layer's outline).
  mutating func setToRoundedRect(_ rect: Rect2D, cornerRadius: Double) {
    elements.removeAll(keepingCapacity: true)
    let r = min(max(cornerRadius, 0), min(abs(rect.size.width), abs(rect.size.height)) / 2)
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    guard r > 0 else {
      move(to: Point2D(x: x0, y: y0))
      addLine(to: Point2D(x: x1, y: y0))
      addLine(to: Point2D(x: x1, y: y1))
      addLine(to: Point2D(x: x0, y: y1))
      close()
      return
    }
    let half = Double.pi / 2
    addArc(
      center: Point2D(x: x0 + r, y: y0 + r), radius: r, startAngle: .pi, endAngle: 3 * half,
      clockwise: true)
    addArc(
      center: Point2D(x: x1 - r, y: y0 + r), radius: r, startAngle: 3 * half,
      endAngle: 2 * .pi, clockwise: true)
    addArc(
      center: Point2D(x: x1 - r, y: y1 - r), radius: r, startAngle: 0, endAngle: half,
      clockwise: true)
    addArc(
      center: Point2D(x: x0 + r, y: y1 - r), radius: r, startAngle: half, endAngle: .pi,
      clockwise: true)
    close()
  }

  /// An ellipse inscribed in a rectangle: four quarter-turn cubics, clockwise on screen,
  /// starting at the rightmost point.
  ///
  /// - Parameter rect: The bounding rectangle.
  /// - Returns: A closed path.
  public static func ellipse(in rect: Rect2D) -> VectorPath {
    let center = rect.center
    let rx = rect.size.width / 2
    let ry = rect.size.height / 2
    var unit = VectorPath()
    unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    unit.close()
    return unit.applying(
      Transform2D(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y))
  }

  /// A circle.
  ///
  /// - Parameters:
  ///   - center: The center.
  ///   - radius: The radius.
  /// - Returns: A closed path of four quarter-turn cubics.
  public static func circle(center: Point2D, radius: Double) -> VectorPath {
    ellipse(
      in: Rect2D(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
}
