import ChoreoTestSupport
import Foundation
import Testing

/// Two independent Lottie players from PyPI (rlottie-python, Samsung's rlottie; `lottie`,
/// the Python Lottie framework, which renders through cairosvg) and the Lottie JSON schema
/// validator (`jsonschema-rs`), all installed by .ci/run. A test that needs them is
/// `.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing)`: a run without them
/// reports it as skipped, and in CI (`CI` set) `ToolsInCITests` fails.
enum LottiePlayers {
  /// Whether Python imports Pillow, both players and the validator.
  static var isInstalled: Bool { ExternalTool.lottiePlayers.isInstalled }

  /// Why a test that needs the players did not run (see `Pillow` for the rule).
  static let missing = Comment(
    rawValue: "the Lottie players are not installed (python3 -m pip install rlottie-python"
      + " lottie cairosvg jsonschema-rs): the Lottie files were not checked")

  /// The shared Lottie schema folder (`shared/lottie-schema/schema` beside the checkout).
  static var schemaFolder: String? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let candidates = [
      url.deletingLastPathComponent().appendingPathComponent("shared/lottie-schema/schema"),
      URL(fileURLWithPath: "/work/shared/lottie-schema/schema"),
    ]
    return candidates.map(\.path).first {
      FileManager.default.fileExists(atPath: $0 + "/root.json")
    }
  }

  /// One player's frame against Choreo's own frame.
  struct Comparison: Decodable {
    var player: String
    var frame: Int
    /// Mean absolute difference per channel, in 1/255 units.
    var mean: Double
    /// Percent of pixels with a channel off by more than 8.
    var off: Double
    /// The largest shift of the bounding box of drawn (non-background) pixels, in pixels.
    var boxShift: Int
  }

  struct Result: Decodable {
    /// Schema errors (at most a few), empty when the file is valid.
    var schemaErrors: [String]
    /// rlottie's frame count; nil when no frames were asked for (validation only).
    var totalFrames: Int?
    var comparisons: [Comparison]
  }

  /// The checking script (Peers/lottie_check.py, shared with the survey script
  /// Benchmarks/peers/lottie_survey.py): schema validation, both players, the comparison.
  private static var script: String {
    ChoreoRunner.peerScript("lottie_check.py")
  }

  /// One file to check: its frames (frame number → Choreo's PNG of it, drawn at `scale`
  /// pixels a point) against both players, over `background` (RRGGBB).
  struct Job: Sendable {
    var path: String
    var background: String
    var scale: Double
    var frames: [(Int, String)]
  }

  /// Validates every job's file and renders its frames in both players, in one Python
  /// process (its imports and the schema are loaded once: about half a CPU second a file).
  static func check(_ jobs: [Job]) throws -> [Result] {
    guard let folder = schemaFolder else { throw PillowError(message: "no Lottie schema found") }
    let request: [[String: Any]] = jobs.map {
      [
        "path": $0.path, "background": $0.background, "scale": $0.scale,
        "frames": $0.frames.map { [$0.0, $0.1] as [Any] },
      ]
    }
    let run = try ExternalTool.run(
      ["python3", script, "--batch", folder],
      input: try JSONSerialization.data(withJSONObject: request))
    guard run.status == 0 else { throw PillowError(message: run.stderrText) }
    let results = try JSONDecoder().decode([Result].self, from: run.stdout)
    guard results.count == jobs.count else {
      throw PillowError(message: "\(results.count) results for \(jobs.count) files")
    }
    return results
  }

  /// Validates `path` (unless `validate` is false) and renders `frames` (frame number →
  /// Choreo's PNG of it, drawn at `scale` pixels a point) in both players.
  static func check(
    _ path: String, background: String, scale: Double = 1, validate: Bool = true,
    frames: [(Int, String)]
  ) throws -> Result {
    guard let folder = schemaFolder else { throw PillowError(message: "no Lottie schema found") }
    let schema = validate ? folder : "-"
    let run = try Pillow.python(
      [script, schema, path, background, "\(scale)"] + frames.map { "\($0.0)=\($0.1)" })
    guard run.status == 0 else { throw PillowError(message: run.stderr) }
    return try JSONDecoder().decode(Result.self, from: Data(run.stdout.utf8))
  }
}
