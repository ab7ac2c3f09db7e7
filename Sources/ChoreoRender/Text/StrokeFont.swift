import ChoreoCore

// Policy: labels for rendered demos, not typography. One line of text, no kerning, no
// shaping: each character advances the pen by its own width, so widths add up exactly.
// Printable ASCII (0x20–0x7E) has designed glyphs; every other character (a non-ASCII
// letter, a tab, a newline) draws as an open box of the same size, so missing coverage is
// visible rather than silent. Sizes are cap heights: `size` points from baseline to the
// top of a capital; all metrics scale with it.

/// Where a label sits relative to its origin point, horizontally.
public enum LabelAlignment: String, Sendable, Hashable, CaseIterable {
  /// The text starts at the origin (left-to-right text: its left edge).
  case leading
  /// The text is centered on the origin.
  case center
  /// The text ends at the origin.
  case trailing
}

/// A small single-stroke vector font for labels in rendered frames.
///
/// Glyphs are open strokes (lines and circular or elliptical arcs) designed on a grid of
/// 6 units of cap height, x-height 4, descender 2; they are meant to be stroked with
/// round caps and joins, not filled (dots, as on "i" and ":", are zero-length strokes,
/// which only round or square caps draw). Printable ASCII is covered; any other character
/// draws as an open box.
///
/// ```swift
/// let font = StrokeFont.standard
/// let label = font.layer(
///   "ease-in-out", at: Point2D(x: 195, y: 40), size: 12, color: .black,
///   alignment: .center)
/// root.sublayers.append(label)
/// let outline = font.path(for: "Tab 2", at: Point2D(x: 10, y: 30), size: 14)
/// let advance = font.width(of: "Tab 2", size: 14)
/// ```
public struct StrokeFont: Sendable {
  /// Font units per cap height: glyphs are designed with capitals 6 units tall.
  static let unitsPerCapHeight = 6.0
  /// The blank space on each side of a glyph's ink, and above and below the layout box's
  /// ascender and descender, in font units.
  static let sideBearing = 0.75
  /// How far below the baseline descenders reach, in font units.
  static let descender = 2.0

  /// The glyphs of 0x20...0x7E, by code minus 0x20.
  private let glyphs: [StrokeGlyph]
  /// What characters without a glyph draw.
  private let replacement: StrokeGlyph

  /// The built-in font, covering printable ASCII.
  public static let standard = StrokeFont()

  private init() {
    let table = Self.glyphTable
    var glyphs: [StrokeGlyph] = []
    glyphs.reserveCapacity(table.count)
    for (offset, entry) in table.enumerated() {
      let expected = Character(Unicode.Scalar(UInt8(0x20 + offset)))
      precondition(
        entry.character == expected,
        "glyph table out of order: entry \(offset) is \(entry.character), expected \(expected)")
      glyphs.append(
        StrokeGlyph(
          inkWidth: entry.inkWidth, program: entry.program, name: String(entry.character)))
    }
    precondition(glyphs.count == 0x7F - 0x20, "glyph table has \(glyphs.count) entries, not 95")
    self.glyphs = glyphs
    replacement = StrokeGlyph(
      inkWidth: Self.replacementProgram.inkWidth, program: Self.replacementProgram.program,
      name: "replacement")
  }

  /// The glyph drawn for a character.
  private func glyph(for character: Character) -> StrokeGlyph {
    guard let code = character.asciiValue, code >= 0x20, code < 0x7F else { return replacement }
    return glyphs[Int(code) - 0x20]
  }

  /// Whether a character has a designed glyph (printable ASCII), rather than the box
  /// drawn for everything else.
  ///
  /// - Parameter character: The character.
  /// - Returns: `true` for U+0020 through U+007E.
  public func hasGlyph(for character: Character) -> Bool {
    guard let code = character.asciiValue else { return false }
    return code >= 0x20 && code < 0x7F
  }

  /// The glyph outlines of a line of text, as open strokes to be stroked (not filled).
  ///
  /// The text sits on a baseline through `origin`, starting there and running to the
  /// right; capitals reach `size` points above the baseline, descenders `size / 3` below.
  /// Each character occupies its advance (its ink plus `size / 8` of space on each side),
  /// so the path spans `origin.x ... origin.x + width(of: string, size: size)`.
  /// Characters outside printable ASCII draw as an open box.
  ///
  /// - Parameters:
  ///   - string: The text, one line.
  ///   - origin: The start of the baseline, in points.
  ///   - size: The cap height in points, ≥ 0.
  /// - Returns: The strokes; empty for an empty or all-space string.
  /// - Precondition: `size` is finite and not negative.
  /// - Complexity: O(characters).
  public func path(for string: String, at origin: Point2D, size: Double) -> VectorPath {
    Self.checkSize(size)
    let scale = size / Self.unitsPerCapHeight
    var elements: [VectorPath.Element] = []
    var pen = 0.0
    for character in string {
      let glyph = glyph(for: character)
      let left = pen + Self.sideBearing
      func place(_ p: Point2D) -> Point2D {
        Point2D(x: origin.x + (left + p.x) * scale, y: origin.y + p.y * scale)
      }
      for element in glyph.path.elements {
        switch element {
        case .move(let p): elements.append(.move(place(p)))
        case .line(let p): elements.append(.line(place(p)))
        case .quad(let c, let p): elements.append(.quad(control: place(c), to: place(p)))
        case .cubic(let c1, let c2, let p):
          elements.append(.cubic(control1: place(c1), control2: place(c2), to: place(p)))
        case .close: elements.append(.close)
        }
      }
      pen += Self.advance(of: glyph)
    }
    return VectorPath(elements: elements)
  }

  /// The advance width of a line of text: the sum of its characters' advances.
  ///
  /// Widths add up: `width(of: a + b)` equals `width(of: a) + width(of: b)` (to rounding),
  /// and they scale linearly with `size`.
  ///
  /// - Parameters:
  ///   - string: The text, one line.
  ///   - size: The cap height in points, ≥ 0.
  /// - Returns: The width in points.
  /// - Precondition: `size` is finite and not negative.
  public func width(of string: String, size: Double) -> Double {
    Self.checkSize(size)
    var units = 0.0
    for character in string { units += Self.advance(of: glyph(for: character)) }
    return units * size / Self.unitsPerCapHeight
  }

  /// The stroke width used by ``layer(_:at:size:color:alignment:)``: `size / 8`.
  ///
  /// - Parameter size: The cap height in points.
  /// - Returns: The line width in points.
  public func lineWidth(size: Double) -> Double { size / 8 }

  /// The layout box of a line of text: its advance width, from `size / 8` above the cap
  /// height to `size / 8` below the descender (a line height of `19/12 · size`).
  ///
  /// Text stroked no wider than `size / 4` keeps its ink inside this box.
  ///
  /// - Parameters:
  ///   - string: The text, one line.
  ///   - origin: The baseline point the text is aligned to.
  ///   - size: The cap height in points, ≥ 0.
  ///   - alignment: How the text sits relative to `origin`; leading by default.
  /// - Returns: The box in points.
  /// - Precondition: `size` is finite and not negative.
  public func bounds(
    of string: String, at origin: Point2D, size: Double, alignment: LabelAlignment = .leading
  ) -> Rect2D {
    let width = width(of: string, size: size)
    let scale = size / Self.unitsPerCapHeight
    let top = origin.y - (Self.unitsPerCapHeight + Self.sideBearing) * scale
    let bottom = origin.y + (Self.descender + Self.sideBearing) * scale
    return Rect2D(
      x: origin.x - Self.alignmentOffset(alignment, width: width), y: top, width: width,
      height: bottom - top)
  }

  /// A layer drawing a line of text, ready to add to a render tree.
  ///
  /// The layer's frame is ``bounds(of:at:size:alignment:)`` (anchor point at its top-left
  /// corner); its shape strokes the glyphs with `color`, ``lineWidth(size:)`` wide, with
  /// round caps and joins, and no fill. Its name is the text.
  ///
  /// - Parameters:
  ///   - string: The text, one line.
  ///   - origin: The baseline point the text is aligned to, in the superlayer's space.
  ///   - size: The cap height in points, ≥ 0.
  ///   - color: The ink colour.
  ///   - alignment: How the text sits relative to `origin`; leading by default.
  /// - Returns: A layer with the text as its shape.
  /// - Precondition: `size` is finite and not negative.
  public func layer(
    _ string: String, at origin: Point2D, size: Double, color: RGBA,
    alignment: LabelAlignment = .leading
  ) -> RenderLayer {
    let box = bounds(of: string, at: origin, size: size, alignment: alignment)
    var layer = RenderLayer(bounds: Rect2D(origin: .zero, size: box.size), position: box.origin)
    layer.anchorPoint = .zero
    layer.name = string
    let baseline = Point2D(x: 0, y: origin.y - box.minY)
    layer.shape = VectorShape(
      path: path(for: string, at: baseline, size: size), fillColor: nil, strokeColor: color,
      lineWidth: lineWidth(size: size), lineCap: .round, lineJoin: .round)
    return layer
  }

  /// A glyph's advance in font units: its ink with a side bearing on each side.
  private static func advance(of glyph: StrokeGlyph) -> Double {
    glyph.inkWidth + 2 * sideBearing
  }

  /// How far left of the origin text of `width` starts.
  private static func alignmentOffset(_ alignment: LabelAlignment, width: Double) -> Double {
    switch alignment {
    case .leading: 0
    case .center: width / 2
    case .trailing: width
    }
  }

  private static func checkSize(_ size: Double) {
    precondition(size.isFinite && size >= 0, "text size must be finite and ≥ 0, got \(size)")
  }
}
