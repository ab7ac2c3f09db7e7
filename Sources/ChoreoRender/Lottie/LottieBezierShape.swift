// Policy: a Lottie path (`sh`) is one subpath as vertices with in and out tangents relative
// to each vertex. A VectorPath maps exactly: a quadratic becomes the cubic with control
// points P0 + 2/3 (C − P0) and P2 + 2/3 (C − P2) (degree elevation, exact); a closed
// subpath whose last segment ends on its first point folds that point into the first
// vertex (its in tangent), as an arc-built circle does; otherwise `close` is a straight
// closing segment, which Lottie draws for `c: true`.
import ChoreoCore

/// One subpath in Lottie's vertex-and-tangent form.
struct LottieBezierShape: Sendable, Hashable {
  var closed: Bool
  var vertices: [Point2D]
  /// In tangents, relative to their vertices.
  var inTangents: [Point2D]
  /// Out tangents, relative to their vertices.
  var outTangents: [Point2D]

  /// The subpaths of a path (a subpath with a single point and no segments is dropped).
  static func shapes(of path: VectorPath) -> [LottieBezierShape] {
    var result: [LottieBezierShape] = []
    var current: LottieBezierShape?
    var start = Point2D.zero
    var last = Point2D.zero
    func finish(closed: Bool) {
      guard var shape = current else { return }
      current = nil
      if closed, shape.vertices.count > 1, let end = shape.vertices.last,
        end == shape.vertices[0]
      {
        shape.inTangents[0] = shape.inTangents[shape.vertices.count - 1]
        shape.vertices.removeLast()
        shape.inTangents.removeLast()
        shape.outTangents.removeLast()
      }
      shape.closed = closed
      if shape.vertices.count > 1 { result.append(shape) }
    }
    func begin(_ p: Point2D) {
      current = LottieBezierShape(
        closed: false, vertices: [p], inTangents: [.zero], outTangents: [.zero])
      start = p
      last = p
    }
    func add(_ c1: Point2D, _ c2: Point2D, _ p: Point2D) {
      if current == nil { begin(last) }
      let n = current!.vertices.count - 1
      current!.outTangents[n] = Point2D(x: c1.x - last.x, y: c1.y - last.y)
      current!.vertices.append(p)
      current!.inTangents.append(Point2D(x: c2.x - p.x, y: c2.y - p.y))
      current!.outTangents.append(.zero)
      last = p
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        begin(p)
      case .line(let p): add(last, p, p)
      case .quad(let c, let p):
        let c1 = Point2D(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
        let c2 = Point2D(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        add(c1, c2, p)
      case .cubic(let c1, let c2, let p): add(c1, c2, p)
      case .close:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
    return result
  }

  /// Closed polygons (no tangents), as projected outlines are.
  static func polygons(_ contours: [[Point2D]]) -> [LottieBezierShape] {
    contours.filter { $0.count > 1 }.map {
      LottieBezierShape(
        closed: true, vertices: $0, inTangents: Array(repeating: .zero, count: $0.count),
        outTangents: Array(repeating: .zero, count: $0.count))
    }
  }

  /// Whether the subpath has no length: every vertex and control point on the first
  /// vertex (a stroke font's dot, `move` then `line` to the same point).
  var isPoint: Bool {
    let start = vertices[0]
    return vertices.allSatisfy { $0 == start } && inTangents.allSatisfy { $0 == .zero }
      && outTangents.allSatisfy { $0 == .zero }
  }

  /// What a stroke draws for a zero-length subpath at `point`, as a closed shape to fill:
  /// a disc the line width across for round caps, an axis-aligned square for square caps
  /// (SVG 1.1 §11.4, "zero length subpath"; the rasteriser's Stroker draws the same).
  /// rlottie draws nothing for a zero-length stroke, so the export fills this instead.
  ///
  /// - Precondition: `cap` is round or square (butt caps draw nothing).
  static func dot(at point: Point2D, cap: LineCap, halfWidth: Double) -> LottieBezierShape {
    precondition(cap != .butt, "a zero-length stroke with butt caps draws no dot")
    let path =
      cap == .round
      ? VectorPath.circle(center: point, radius: halfWidth)
      : VectorPath.rect(
        Rect2D(
          x: point.x - halfWidth, y: point.y - halfWidth, width: 2 * halfWidth,
          height: 2 * halfWidth))
    return shapes(of: path)[0]
  }

  /// Appends the numbers that animate as one sample: vertices, in and out tangents, x
  /// then y.
  func appendNumbers(to samples: inout LottieSamples) {
    for p in vertices { samples.append(p.x, p.y) }
    for p in inTangents { samples.append(p.x, p.y) }
    for p in outTangents { samples.append(p.x, p.y) }
  }

  /// The same structure with the numbers replaced (the inverse of ``appendNumbers(to:)``).
  func with(numbers: ArraySlice<Double>) -> LottieBezierShape {
    var copy = self
    let n = vertices.count
    var index = numbers.startIndex
    func next() -> Point2D {
      defer { index += 2 }
      return Point2D(x: numbers[index], y: numbers[index + 1])
    }
    copy.vertices = (0..<n).map { _ in next() }
    copy.inTangents = (0..<n).map { _ in next() }
    copy.outTangents = (0..<n).map { _ in next() }
    return copy
  }

  /// Lottie's bezier object: `{c, v, i, o}`.
  var json: LottieJSON {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24 + vertices.count * 3 * 16)
    bytes.append(
      contentsOf: closed ? Array(#"{"c":true,"v":["#.utf8) : Array(#"{"c":false,"v":["#.utf8))
    func list(_ points: [Point2D]) {
      for (index, point) in points.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "["))
        LottieJSON.appendNumber(point.x, decimals: 3, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        LottieJSON.appendNumber(point.y, decimals: 3, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
      }
    }
    list(vertices)
    bytes.append(contentsOf: Array(#"],"i":["#.utf8))
    list(inTangents)
    bytes.append(contentsOf: Array(#"],"o":["#.utf8))
    list(outTangents)
    bytes.append(contentsOf: Array("]}".utf8))
    return LottieJSON(raw: bytes)
  }
}
