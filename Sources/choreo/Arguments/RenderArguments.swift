import ChoreoCore

/// What `render` writes.
enum RenderFormat: String, CaseIterable {
  case apng
  case gif
  case png
  case svg
  case frames
  case sheet
  case lottie
  case html

  /// Whether the format holds one frame, taken at --at seconds.
  var isSingleFrame: Bool { self == .png || self == .svg }

  /// Whether the format holds every frame at --fps.
  var isAnimated: Bool {
    self == .apng || self == .gif || self == .frames || self == .lottie || self == .html
  }

  /// The default output path for `demo`: `./DEMO.apng`, `./DEMO-sheet.png`,
  /// `./DEMO-frames/` ...
  func defaultPath(demo: String) -> String {
    switch self {
    case .apng: return "\(demo).apng"
    case .gif: return "\(demo).gif"
    case .png: return "\(demo).png"
    case .svg: return "\(demo).svg"
    case .frames: return "\(demo)-frames"
    case .sheet: return "\(demo)-sheet.png"
    case .lottie: return "\(demo).json"
    case .html: return "\(demo).html"
    }
  }
}

/// The typed options of `choreo render`.
struct RenderArguments: Equatable {
  /// The demo's name, not yet looked up.
  var demo: String
  /// --format; APNG by default.
  var format: RenderFormat = .apng
  /// --size in points; the demo's own size when nil.
  var size: Size2D?
  /// --scale, pixels per point.
  var scale: Double = RenderSettings.defaultScale
  /// --fps, for the animated formats.
  var fps: Int = RenderSettings.defaultFPS
  /// --at in seconds, for png and svg; the demo's still time (`Demo.stillTime`) when nil.
  var at: Double?
  /// --out; nil for the format's default path, `-` for standard output.
  var out: String?
  /// --reduce-motion: the demo as it plays under Reduce Motion (`Demo.reducedMotionDemo`).
  var reduceMotion = false

  static let options: [OptionDefinition] = [
    OptionDefinition(name: "format", takesValue: true),
    OptionDefinition(name: "size", takesValue: true),
    OptionDefinition(name: "scale", takesValue: true),
    OptionDefinition(name: "fps", takesValue: true),
    OptionDefinition(name: "at", takesValue: true),
    OptionDefinition(name: "out", takesValue: true, shortName: "o"),
    OptionDefinition(name: "reduce-motion", takesValue: false),
    OptionDefinition(name: "help", takesValue: false, shortName: "h"),
  ]

  /// Reads the command line. `nil` means help was asked for. --at is checked against the
  /// demo's duration later, once the demo is known.
  ///
  /// - Throws: ``CLIError/usage(_:help:)`` for a wrong shape, ``CLIError/badInput(_:)`` for
  ///   a bad value.
  static func parse(_ arguments: [String]) throws(CLIError) -> RenderArguments? {
    let scanned = try scanArguments(arguments, options: options, help: .render)
    if scanned.has("help") { return nil }
    guard let demo = scanned.positionals.first else {
      throw .usage(
        "'render' needs a DEMO, as in: choreo render easings; 'choreo demos' lists them",
        help: .render)
    }
    guard scanned.positionals.count == 1 else {
      throw .usage(
        "'render' takes one DEMO, got also '\(scanned.positionals[1])'", help: .render)
    }
    var result = RenderArguments(demo: demo)
    if let format = scanned.values["format"] {
      guard let parsed = RenderFormat(rawValue: format.lowercased()) else {
        let names = RenderFormat.allCases.map(\.rawValue)
        throw .usage(
          withSuggestion(
            "--format must be one of \(names.joined(separator: ", ")), got '\(format)'",
            for: format, among: names), help: .render)
      }
      result.format = parsed
    }
    let format = result.format
    if scanned.has("at") && !format.isSingleFrame {
      throw .usage(
        "--at picks the one frame of png and svg; --format \(format.rawValue) holds "
          + (format == .sheet ? "frames at fixed progress" : "every frame"), help: .render)
    }
    if scanned.has("fps") && !format.isAnimated {
      throw .usage(
        "--fps applies to apng, gif, frames, lottie and html, not to --format \(format.rawValue)",
        help: .render)
    }
    if scanned.values["out"] == "-" && format == .frames {
      throw .usage(
        "--format frames writes a folder and cannot go to standard output; give --out DIR",
        help: .render)
    }
    result.out = scanned.values["out"]
    result.reduceMotion = scanned.has("reduce-motion")
    if let size = scanned.values["size"] {
      result.size = try sizeArgument(size, option: "size")
    }
    if let scale = scanned.values["scale"] {
      result.scale = try scaleArgument(scale)
    }
    if let fps = scanned.values["fps"] {
      result.fps = try countArgument(fps, option: "fps", in: 1...RenderSettings.maximumFPS)
    }
    if let at = scanned.values["at"] {
      result.at = try decimalArgument(at, option: "at")
    }
    return result
  }
}
