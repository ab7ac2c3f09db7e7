// Policy: glyphs are designed on a grid of font units with y UP from the baseline: cap
// height and ascender 6, x-height 4, descender −2. Each glyph is written as a short
// drawing program (below) and turned once, when the font is first used, into a
// `VectorPath` in font units with y DOWN (baseline at y = 0), ready to be scaled and
// translated into place. Circular and elliptical arcs become cubic Béziers of at most a
// quarter turn each, with control distance 4/3 · tan(θ/4) per unit radius (M. Goldapp,
// "Approximation of circular arcs by cubic polynomials", Computer Aided Geometric Design
// 8, 1991), as `VectorPath.addArc` does; an ellipse arc is the circle arc scaled, which
// is exact since Béziers are affine-invariant.
//
// The drawing language (numbers in font units, y up, angles in degrees counter-clockwise
// from +x; tokens separated by spaces, a command letter may touch its first number):
//   M x y                  start a new stroke at (x, y)
//   L x y                  line to (x, y)
//   A cx cy rx ry a0 a1    elliptical arc from angle a0 to a1 (counter-clockwise when
//                          a1 > a0), joined to the stroke by a line if it starts elsewhere
//   a cx cy rx ry a0 a1    the same arc, starting a new stroke
//   D x y                  a dot: a zero-length stroke, which round caps draw as a disc
//                          the line width across (SVG 1.1 §11.4, "zero length subpath";
//                          a tiny circle would do too, but librsvg strokes one as a ring)
import CLibM
import ChoreoCore

/// One glyph of a ``StrokeFont``: its outline as open strokes, in font units.
struct StrokeGlyph: Sendable, Hashable {
  /// The ink's width in font units (the glyph's strokes span x in 0...inkWidth).
  var inkWidth: Double
  /// The strokes in font units, y down, pen at (0, 0) on the baseline.
  var path: VectorPath

  /// Builds a glyph from its drawing program.
  ///
  /// - Parameters:
  ///   - inkWidth: The ink's width in font units.
  ///   - program: The strokes, in the language described at the top of this file.
  ///   - name: What to call the glyph in a trap message.
  /// - Precondition: the program is well formed (the glyph table is fixed data, so a bad
  ///   program is a programmer error).
  init(inkWidth: Double, program: String, name: String) {
    self.inkWidth = inkWidth
    var builder = GlyphBuilder()
    var tokens = GlyphTokens(program)
    while let command = tokens.nextCommand() {
      func numbers(_ count: Int) -> [Double] {
        (0..<count).map { _ in
          guard let value = tokens.nextNumber() else {
            preconditionFailure("glyph \(name): command \(command) needs \(count) numbers")
          }
          return value
        }
      }
      switch command {
      case "M":
        let n = numbers(2)
        builder.move(n[0], n[1])
      case "L":
        let n = numbers(2)
        builder.line(n[0], n[1])
      case "A", "a":
        let n = numbers(6)
        builder.arc(
          center: (n[0], n[1]), radii: (n[2], n[3]), from: n[4], to: n[5],
          newStroke: command == "a")
      case "D":
        let n = numbers(2)
        builder.move(n[0], n[1])
        builder.line(n[0], n[1])
      default:
        preconditionFailure("glyph \(name): unknown command \(command) in \"\(program)\"")
      }
    }
    path = builder.path
  }
}

/// Accumulates a glyph's path, converting from y-up font units to y-down.
private struct GlyphBuilder {
  var path = VectorPath()
  /// Where the current stroke ends (y up), or `nil` before a stroke starts.
  var pen: (x: Double, y: Double)?

  private static func point(_ x: Double, _ y: Double) -> Point2D { Point2D(x: x, y: -y) }

  mutating func move(_ x: Double, _ y: Double) {
    path.move(to: Self.point(x, y))
    pen = (x, y)
  }

  mutating func line(_ x: Double, _ y: Double) {
    if pen == nil {
      move(x, y)
      return
    }
    path.addLine(to: Self.point(x, y))
    pen = (x, y)
  }

  /// Adds an elliptical arc in quarter-turn (or smaller) cubic pieces.
  mutating func arc(
    center: (x: Double, y: Double), radii: (x: Double, y: Double), from startDegrees: Double,
    to endDegrees: Double, newStroke: Bool
  ) {
    let a0 = startDegrees * .pi / 180
    let a1 = endDegrees * .pi / 180
    func at(_ angle: Double) -> (x: Double, y: Double) {
      (center.x + radii.x * cos(angle), center.y + radii.y * sin(angle))
    }
    let start = at(a0)
    if newStroke || pen == nil {
      move(start.x, start.y)
    } else if let pen, abs(pen.x - start.x) > 1e-9 || abs(pen.y - start.y) > 1e-9 {
      line(start.x, start.y)
    }
    let sweep = a1 - a0
    guard sweep != 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    // Goldapp's control distance for an arc of angle `step` on the unit circle (signed,
    // so it points along the direction of travel).
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = a0
    for _ in 0..<pieces {
      let next = angle + step
      let p0 = at(angle)
      let p3 = at(next)
      let c1 = (p0.x - k * radii.x * sin(angle), p0.y + k * radii.y * cos(angle))
      let c2 = (p3.x + k * radii.x * sin(next), p3.y - k * radii.y * cos(next))
      path.addCurve(
        to: Self.point(p3.x, p3.y), control1: Self.point(c1.0, c1.1),
        control2: Self.point(c2.0, c2.1))
      angle = next
    }
    pen = at(a1)
  }
}

/// Splits a drawing program into command letters and numbers.
private struct GlyphTokens {
  private var tokens: [Substring]
  private var index = 0
  /// A number glued to the last command letter, waiting to be read.
  private var pending: Substring?

  init(_ program: String) {
    tokens = program.split(separator: " ")
  }

  mutating func nextCommand() -> Character? {
    guard pending == nil, index < tokens.count else { return nil }
    let token = tokens[index]
    index += 1
    guard let first = token.first, first.isLetter else {
      preconditionFailure("glyph program: expected a command, got \"\(token)\"")
    }
    let rest = token.dropFirst()
    pending = rest.isEmpty ? nil : rest
    return first
  }

  mutating func nextNumber() -> Double? {
    if let text = pending {
      pending = nil
      return Double(text)
    }
    guard index < tokens.count else { return nil }
    let token = tokens[index]
    guard let value = Double(token) else { return nil }
    index += 1
    return value
  }
}
