import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Testing

/// Printable ASCII, U+0020 through U+007E.
private let printable: [Character] = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }

/// Points along a path: every end point, and each curve sampled at `steps` parameters by
/// its Bernstein form (independent of the renderer's flattening).
private func samples(_ path: VectorPath, steps: Int = 32) -> [Point2D] {
  var out: [Point2D] = []
  var current = Point2D.zero
  var start = Point2D.zero
  for element in path.elements {
    switch element {
    case .move(let p):
      out.append(p)
      (current, start) = (p, p)
    case .line(let p):
      out.append(p)
      current = p
    case .quad(let c, let p):
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        let u = 1 - t
        let (w0, w1, w2) = (u * u, 2 * u * t, t * t)
        out.append(
          Point2D(
            x: w0 * current.x + w1 * c.x + w2 * p.x, y: w0 * current.y + w1 * c.y + w2 * p.y))
      }
      current = p
    case .cubic(let c1, let c2, let p):
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        let x = w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * p.x
        let y = w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * p.y
        out.append(Point2D(x: x, y: y))
      }
      current = p
    case .close:
      current = start
    }
  }
  return out
}

/// The smallest box around the sampled points, as (minX, minY, maxX, maxY).
private func extent(_ points: [Point2D]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)
{
  let big = Double.infinity
  var box = (minX: big, minY: big, maxX: -big, maxY: -big)
  for p in points {
    box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y))
  }
  return box
}

@Suite struct StrokeFontMetricsTests {
  let font = StrokeFont.standard

  @Test func widthIsAdditive() {
    var generator = SeededGenerator(seed: 0x7E47)
    let alphabet = printable + ["é", "→", "\n"]
    for _ in 0..<500 {
      let a = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      let b = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      let size = Double.random(in: 4...40, using: &generator)
      #expect(
        isClose(
          font.width(of: a + b, size: size),
          font.width(of: a, size: size) + font.width(of: b, size: size), absolute: 1e-9),
        "\(a.debugDescription) + \(b.debugDescription)")
    }
    #expect(font.width(of: "", size: 12) == 0)
  }

  @Test(arguments: ["Choreo 123", "cubic-bezier(0.68,-0.6,0.32,1.6)", "W", "."])
  func widthIsProportionalToSize(_ string: String) {
    let base = font.width(of: string, size: 1)
    #expect(base > 0)
    for size in [0.0, 0.5, 11, 16, 100] {
      #expect(isClose(font.width(of: string, size: size), base * size, relative: 1e-12))
    }
  }

  @Test func glyphsHaveDifferentWidths() {
    // A proportional font: "W" is wider than "i", "m" wider than "n".
    #expect(font.width(of: "W", size: 12) > font.width(of: "i", size: 12) * 2)
    #expect(font.width(of: "m", size: 12) > font.width(of: "n", size: 12))
  }

  @Test func everyPrintableCharacterHasAGlyph() throws {
    for character in printable {
      #expect(font.hasGlyph(for: character))
      let path = font.path(for: String(character), at: .zero, size: 12)
      if character == " " {
        #expect(path.isEmpty)
        #expect(font.width(of: " ", size: 12) > 0)
      } else {
        #expect(!path.isEmpty, "no strokes for \(character)")
        // Drawn: at least a disc the line width (1.5 pt, 3 px) across, π · 1.5² ≈ 7 px.
        let layer = font.layer(
          String(character), at: Point2D(x: 2, y: 16), size: 12, color: .black)
        let image = try render(width: 16, height: 22, scale: 2, [layer])
        #expect(image.coveredArea > 6, "\(character) draws \(image.coveredArea) px")
      }
    }
  }

  @Test(arguments: ["é", "→", "\t", "\n", "😀"] as [Character])
  func unknownCharactersDrawABox(_ character: Character) {
    #expect(!font.hasGlyph(for: character))
    let box = font.path(for: String(character), at: .zero, size: 12)
    #expect(box == font.path(for: "\u{1}", at: .zero, size: 12))
    #expect(box != font.path(for: "?", at: .zero, size: 12))
    #expect(!box.isEmpty)
    #expect(font.width(of: String(character), size: 12) > 0)
  }

  @Test func sizeZeroCollapsesToTheOrigin() {
    let origin = Point2D(x: 5, y: 7)
    for p in samples(font.path(for: "Ag", at: origin, size: 0)) { #expect(p == origin) }
  }
}

@Suite struct StrokeFontGeometryTests {
  let font = StrokeFont.standard

  @Test(arguments: printable)
  func glyphStaysInItsCell(_ character: Character) {
    // Cell: the advance width, from the cap height (= ascender) to size/3 below the
    // baseline; the ink, stroked size/8 wide, keeps half a line width off the sides.
    let size = 12.0
    let origin = Point2D(x: 30, y: 50)
    let string = String(character)
    let half = font.lineWidth(size: size) / 2
    let width = font.width(of: string, size: size)
    // Arcs are cubics, which bulge past their circle by up to 2.7e-4 of the radius
    // (Goldapp 1991); the largest radius is under size (the parentheses', 0.91 · size).
    let slack = 3e-4 * size
    for p in samples(font.path(for: string, at: origin, size: size)) {
      #expect(p.x >= origin.x + half - slack && p.x <= origin.x + width - half + slack, "\(p)")
      #expect(p.y >= origin.y - size - slack && p.y <= origin.y + size / 3 + slack, "\(p)")
    }
  }

  @Test func capitalsAndFiguresSpanTheCapHeight() {
    let size = 60.0
    for character in "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789bdhkl" {
      let box = extent(samples(font.path(for: String(character), at: .zero, size: size)))
      #expect(isClose(box.minY, -size, absolute: 0.02 * size), "\(character) top \(box.minY)")
      #expect(isClose(box.maxY, 0, absolute: 0.02 * size), "\(character) bottom \(box.maxY)")
    }
  }

  @Test func lowerCaseSitsOnTheXHeight() {
    let size = 60.0
    for character in "acemnorsuvwxz" {
      let box = extent(samples(font.path(for: String(character), at: .zero, size: size)))
      #expect(isClose(box.minY, -size * 2 / 3, absolute: 0.02 * size), "\(character)")
      #expect(isClose(box.maxY, 0, absolute: 0.02 * size), "\(character)")
    }
  }

  @Test func descendersReachBelowTheBaseline() {
    let size = 60.0
    for character in "gjpqy" {
      let box = extent(samples(font.path(for: String(character), at: .zero, size: size)))
      #expect(isClose(box.maxY, size / 3, absolute: 0.02 * size), "\(character)")
    }
  }

  @Test func layoutConcatenatesGlyphs() {
    // Text is the glyphs of its parts, the second shifted right by the first's width.
    let size = 14.0
    let origin = Point2D(x: 3, y: 20)
    let (a, b) = ("spring(", "0.5)")
    let whole = font.path(for: a + b, at: origin, size: size)
    let shifted = Point2D(x: origin.x + font.width(of: a, size: size), y: origin.y)
    let parts =
      font.path(for: a, at: origin, size: size).elements
      + font.path(for: b, at: shifted, size: size).elements
    #expect(whole.elements.count == parts.count)
    for (p, q) in zip(samples(whole), samples(VectorPath(elements: parts))) {
      #expect(isClose(p.x, q.x, absolute: 1e-9) && isClose(p.y, q.y, absolute: 1e-9))
    }
  }

  @Test func pathsAreDeterministic() {
    let string = "ease-in-out cubic-bezier(0.68,-0.6,0.32,1.6) Tab 2 trash"
    let first = font.path(for: string, at: Point2D(x: 1.5, y: 9), size: 13)
    let second = font.path(for: string, at: Point2D(x: 1.5, y: 9), size: 13)
    #expect(first == second)
    #expect(first.isFinite)
  }
}

@Suite struct StrokeFontLayerTests {
  let font = StrokeFont.standard

  @Test func layerStrokesWithRoundCaps() throws {
    let colour = RGBA(hex: 0x007AFF)
    let layer = font.layer("Tab 2", at: Point2D(x: 10, y: 30), size: 16, color: colour)
    let shape = try #require(layer.shape)
    #expect(shape.fillColor == nil)
    #expect(shape.strokeColor == colour)
    #expect(shape.lineWidth == 2)
    #expect(shape.lineCap == .round && shape.lineJoin == .round)
    #expect(layer.name == "Tab 2")
    #expect(layer.frame == font.bounds(of: "Tab 2", at: Point2D(x: 10, y: 30), size: 16))
  }

  @Test(arguments: LabelAlignment.allCases)
  func boundsFollowAlignment(_ alignment: LabelAlignment) {
    let origin = Point2D(x: 100, y: 40)
    let width = font.width(of: "trash", size: 12)
    let box = font.bounds(of: "trash", at: origin, size: 12, alignment: alignment)
    let expectedMinX =
      switch alignment {
      case .leading: origin.x
      case .center: origin.x - width / 2
      case .trailing: origin.x - width
      }
    #expect(isClose(box.minX, expectedMinX, absolute: 1e-9))
    #expect(isClose(box.size.width, width, absolute: 1e-9))
    // From an eighth of the size above the cap height to an eighth below the descender.
    #expect(isClose(box.minY, origin.y - 12 - 1.5, absolute: 1e-9))
    #expect(isClose(box.maxY, origin.y + 4 + 1.5, absolute: 1e-9))
  }

  @Test(arguments: LabelAlignment.allCases)
  func renderedInkStaysInsideTheBounds(_ alignment: LabelAlignment) throws {
    let scale = 2.0
    let origin = Point2D(x: 60, y: 30)
    let size = 14.0
    let layer = font.layer(
      "Choreo 123", at: origin, size: size, color: .black, alignment: alignment)
    let image = try render(width: 130, height: 45, scale: scale, [layer])
    let box = font.bounds(of: "Choreo 123", at: origin, size: size, alignment: alignment)
    var inside = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let alpha = image.alpha(x, y)
        guard alpha > 0 else { continue }
        // The pixel's square, in points, must overlap the box.
        let (px, py) = (Double(x) / scale, Double(y) / scale)
        let overlaps =
          px + 1 / scale > box.minX && px < box.maxX && py + 1 / scale > box.minY
          && py < box.maxY
        #expect(overlaps, "ink at pixel (\(x), \(y)) outside \(box)")
        inside += Double(alpha) / 255
      }
    }
    // Ten glyphs of 14-point text at 2× leave a good deal of ink.
    #expect(inside > 300)
  }
}
