import ChoreoTestSupport
import Foundation
import Testing

/// Pillow (Python's imaging library), the independent decoder the output files are checked
/// with. Installed on the build machines and in CI. A test that needs nothing else is
/// `.enabled(if: Pillow.isInstalled, Pillow.missing)`; one whose checks before the images
/// stand on their own calls ``require(sourceLocation:)`` where the images start. Either way
/// a run without Pillow reports the test as skipped, and in CI (the `CI` environment
/// variable set) `ToolsInCITests` fails.
enum Pillow {
  /// Whether `python3 -c "import PIL"` works (``ExternalTool/pillow``).
  static var isInstalled: Bool { ExternalTool.pillow.isInstalled }

  /// Why a test that needs Pillow did not run.
  static var missing: Comment { Comment(rawValue: ExternalTool.pillow.missing) }

  /// Returns when Pillow is installed; otherwise ends the test as skipped (cancelled),
  /// keeping what it checked before.
  ///
  /// - Throws: The cancellation, when Pillow is missing.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard !isInstalled else { return }
    try Test.cancel(missing, sourceLocation: sourceLocation)
  }

  /// What Pillow reads from an image file.
  struct ImageInfo: Decodable {
    /// `PNG` (APNG too) or `GIF`.
    var format: String
    var width: Int
    var height: Int
    /// Frames: 1 for a still image.
    var frames: Int
    /// Each frame's duration in milliseconds, as Pillow reports it (nil for a still PNG).
    var durations: [Double?]
    /// The loop count (0 = forever), nil when the file has none.
    var loop: Int?
    /// The SHA-256 of each frame's pixels as composited RGBA bytes.
    var hashes: [String]
  }

  private static let infoScript = """
    import hashlib, json, sys
    from PIL import Image
    result = []
    for path in sys.argv[1:]:
        image = Image.open(path)
        count = getattr(image, "n_frames", 1)
        durations, hashes = [], []
        for index in range(count):
            image.seek(index)
            durations.append(image.info.get("duration"))
            pixels = image.convert("RGBA").tobytes()
            hashes.append(hashlib.sha256(pixels).hexdigest())
        result.append({"format": image.format, "width": image.width, "height": image.height,
                       "frames": count, "durations": durations,
                       "loop": image.info.get("loop"), "hashes": hashes})
    print(json.dumps(result))
    """

  /// Decodes each file with Pillow.
  static func info(_ paths: [String]) throws -> [ImageInfo] {
    let run = try python(["-c", infoScript] + paths)
    guard run.status == 0 else {
      throw PillowError(message: run.stderr)
    }
    return try JSONDecoder().decode([ImageInfo].self, from: Data(run.stdout.utf8))
  }

  /// Decodes one file with Pillow.
  static func info(_ path: String) throws -> ImageInfo {
    try info([path])[0]
  }

  /// The (min, max) of each RGBA channel over the pixels of each of `boxes` (left, top,
  /// right, bottom, exclusive) of a still image, in one Python process (its start and
  /// Pillow's import cost about 0.1 CPU s a process).
  static func extrema(_ path: String, boxes: [(Int, Int, Int, Int)]) throws -> [[[Int]]] {
    let script = """
      import json, sys
      from PIL import Image
      image = Image.open(sys.argv[1]).convert("RGBA")
      numbers = [int(v) for v in sys.argv[2:]]
      boxes = [tuple(numbers[i:i + 4]) for i in range(0, len(numbers), 4)]
      print(json.dumps([[list(pair) for pair in image.crop(box).getextrema()] for box in boxes]))
      """
    let numbers = boxes.flatMap { ["\($0.0)", "\($0.1)", "\($0.2)", "\($0.3)"] }
    let run = try python(["-c", script, path] + numbers)
    guard run.status == 0 else { throw PillowError(message: run.stderr) }
    let result = try JSONDecoder().decode([[[Int]]].self, from: Data(run.stdout.utf8))
    guard result.count == boxes.count else {
      throw PillowError(message: "\(result.count) results for \(boxes.count) boxes")
    }
    return result
  }

  static func python(_ arguments: [String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let run = try ExternalTool.run(["python3"] + arguments)
    return (run.status, run.stdoutText, run.stderrText)
  }
}

struct PillowError: Error, CustomStringConvertible {
  var message: String
  var description: String { "Pillow failed: \(message)" }
}
