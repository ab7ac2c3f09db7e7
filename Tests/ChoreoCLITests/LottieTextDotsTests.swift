import ChoreoCore
import ChoreoRender
import Foundation
import Testing

/// The stroke font draws `.`, `:` and the dots of `i` and `j` as zero-length strokes with
/// round caps, which rlottie does not draw ("progress 0.96" played as "0 96"): the Lottie
/// export fills them as discs. Both players must show every dot, pixel by pixel (a
/// frame's mean difference hides a missing dot).
@Suite struct LottieTextDotsTests {
  static let text = ".:;ij!?"
  static let size = Size2D(width: 200, height: 64)
  static let origin = Point2D(x: 8, y: 48)
  static let fontSize = 32.0
  static let scale = 2.0

  /// The dots' centres in canvas points: the zero-length subpaths of the text's path.
  static var dotCentres: [Point2D] {
    let path = StrokeFont.standard.path(for: text, at: origin, size: fontSize)
    var centres: [Point2D] = []
    var start: Point2D?
    for element in path.elements {
      switch element {
      case .move(let p): start = p
      case .line(let p):
        if p == start { centres.append(p) }
        start = nil
      default: start = nil
      }
    }
    return centres
  }

  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func bothPlayersDrawEveryDotOfTheText() throws {
    // `.` 1, `:` 2, `;` 2 (its comma starts at a dot), `i` 1, `j` 1, `!` 1, `?` 1.
    let centres = Self.dotCentres
    #expect(centres.count == 9)

    let label = StrokeFont.standard.layer(
      Self.text, at: Self.origin, size: Self.fontSize, color: .black)
    let document = try LottieExporter().document(
      duration: 0.1, size: Self.size, background: .white
    ) { _ in label }
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("dots.json")
    try Data(document.json.utf8).write(to: file)

    // Each dot's centre and four points half its radius away, in device pixels (the
    // dot is a disc the line width across: 4 pt here, 8 pixels).
    let radius = StrokeFont.standard.lineWidth(size: Self.fontSize) / 2 * Self.scale
    let reach = Int((radius / 2).rounded(.down))
    let offsets = [(0, 0), (reach, 0), (-reach, 0), (0, reach), (0, -reach)]
    let points = centres.flatMap { centre in
      offsets.map { dx, dy in
        (
          Int((centre.x * Self.scale).rounded(.down)) + dx,
          Int((centre.y * Self.scale).rounded(.down)) + dy
        )
      }
    }
    let script = ChoreoRunner.peerScript("lottie_pixels.py")
    let width = Int(Self.size.width * Self.scale)
    let height = Int(Self.size.height * Self.scale)
    let run = try Pillow.python(
      [script, file.path, "0", "\(width)", "\(height)", "\(Self.scale)", "ffffff"]
        + points.map { "\($0.0),\($0.1)" })
    #expect(run.status == 0, "\(run.stderr)")
    let pixels = try JSONDecoder().decode([String: [[Int]]].self, from: Data(run.stdout.utf8))
    for player in ["rlottie", "lottie"] {
      let drawn = try #require(pixels[player])
      #expect(drawn.count == points.count)
      for (index, colour) in drawn.enumerated() {
        let dot = index / offsets.count
        // Black ink on white: well inside a dot every channel is dark.
        #expect(
          colour.allSatisfy { $0 < 100 },
          "\(player): dot \(dot) of \"\(Self.text)\" at \(points[index]) is \(colour)")
      }
    }
  }
}
