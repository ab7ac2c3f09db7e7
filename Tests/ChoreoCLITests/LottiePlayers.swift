import Foundation
import Testing

/// Two independent Lottie players from PyPI (rlottie-python, Samsung's rlottie; `lottie`,
/// the Python Lottie framework, which renders through cairosvg) and the Lottie JSON schema
/// validator (`jsonschema`), all installed by .ci/run. When one is missing a test is
/// skipped, except in CI (`CI` set), where that is a failure.
enum LottiePlayers {
  static let isInstalled: Bool = {
    (try? Pillow.python(["-c", "import PIL, rlottie_python, lottie, cairosvg, jsonschema"]).status)
      == 0
  }()

  /// True when tests may use the players; records a failure in CI when they are missing.
  static func available(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    if isInstalled { return true }
    if ProcessInfo.processInfo.environment["CI"] != nil {
      let message =
        "the Lottie players are not installed (python3 -m pip install rlottie-python lottie"
        + " cairosvg jsonschema); CI must check the Lottie files"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return false
  }

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
    var totalFrames: Int
    var comparisons: [Comparison]
  }

  /// The JSON schema with the two "unknown type" definitions completed: the published
  /// schema generates their enum of known `ty` values, which the data copy leaves empty
  /// (so that every layer would match both its own type and "unknown", failing `oneOf`).
  private static let script = """
    import json, os, sys
    import jsonschema
    from PIL import Image, ImageChops
    from rlottie_python import LottieAnimation
    from lottie.parsers.tgs import parse_tgs
    from lottie.exporters.cairo import export_png

    schema_dir, path, background = sys.argv[1], sys.argv[2], sys.argv[3]
    pairs = [a.split("=", 1) for a in sys.argv[4:]]
    root = json.load(open(os.path.join(schema_dir, "root.json")))
    defs = root.setdefault("$defs", {})
    for folder in sorted(os.listdir(schema_dir)):
        full = os.path.join(schema_dir, folder)
        if os.path.isdir(full):
            for name in sorted(os.listdir(full)):
                if name.endswith(".json"):
                    defs.setdefault(folder, {})[name[:-5]] = json.load(open(os.path.join(full, name)))
    def ty_const(node):
        if isinstance(node, dict):
            ty = node.get("properties", {}).get("ty", {})
            if "const" in ty:
                return ty["const"]
            for value in node.values():
                found = ty_const(value)
                if found is not None:
                    return found
        if isinstance(node, list):
            for value in node:
                found = ty_const(value)
                if found is not None:
                    return found
        return None
    for folder, unknown in (("layers", "unknown-layer"), ("shapes", "unknown-shape")):
        known = [ty_const(d) for n, d in defs[folder].items() if n != unknown]
        defs[folder][unknown]["properties"]["ty"]["not"]["enum"] = [k for k in known if k is not None]
    document = json.load(open(path))
    validator = jsonschema.Draft202012Validator(root)
    errors = ["%s: %s" % (list(e.absolute_path)[:6], e.message[:200]) for e in validator.iter_errors(document)][:5]

    bg = tuple(int(background[i:i + 2], 16) for i in (0, 2, 4))
    def flat(image):
        image = image.convert("RGBA")
        base = Image.new("RGBA", image.size, bg + (255,))
        return Image.alpha_composite(base, image).convert("RGB")
    def drawn_box(image):
        diff = ImageChops.difference(image, Image.new("RGB", image.size, bg)).convert("L")
        return diff.point(lambda v: 255 if v > 32 else 0).getbbox() or (0, 0, 0, 0)
    def compare(name, frame, ours, theirs):
        diff = ImageChops.difference(ours, theirs)
        hist = diff.histogram()
        count = ours.width * ours.height
        total = sum(v * n for band in range(3) for v, n in enumerate(hist[256 * band:256 * band + 256]))
        worst = ImageChops.lighter(ImageChops.lighter(*diff.split()[:2]), diff.split()[2])
        off = sum(worst.histogram()[9:])
        a, b = drawn_box(ours), drawn_box(theirs)
        return {"player": name, "frame": frame, "mean": total / (3 * count),
                "off": 100 * off / count, "boxShift": max(abs(x - y) for x, y in zip(a, b))}
    rl = LottieAnimation.from_file(path)
    animation = parse_tgs(path)
    results = []
    for frame, png in pairs:
        frame = int(frame)
        ours = flat(Image.open(png))
        results.append(compare("rlottie", frame, ours, flat(rl.render_pillow_frame(frame_num=frame))))
        export_png(animation, png + ".lottie.png", frame)
        results.append(compare("lottie", frame, ours, flat(Image.open(png + ".lottie.png"))))
    print(json.dumps({"schemaErrors": errors, "totalFrames": rl.lottie_animation_get_totalframe(),
                      "comparisons": results}))
    """

  /// Validates `path` and renders `frames` (frame number → Choreo's PNG of it) in both
  /// players.
  static func check(_ path: String, background: String, frames: [(Int, String)]) throws
    -> Result
  {
    guard let schema = schemaFolder else { throw PillowError(message: "no Lottie schema found") }
    let run = try Pillow.python(
      ["-c", script, schema, path, background] + frames.map { "\($0.0)=\($0.1)" })
    guard run.status == 0 else { throw PillowError(message: run.stderr) }
    return try JSONDecoder().decode(Result.self, from: Data(run.stdout.utf8))
  }
}
