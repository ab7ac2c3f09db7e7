/// The typed options of `choreo gallery` (and of `choreo` with no arguments).
struct GalleryArguments: Equatable {
  /// The default gallery folder, relative to the working directory.
  static let defaultFolder = "choreo-gallery"

  /// --out: the folder to write.
  var out = GalleryArguments.defaultFolder
  /// --scale, pixels per point.
  var scale = RenderSettings.defaultScale
  /// --fps of the APNG and GIF.
  var fps = RenderSettings.defaultFPS

  static let options: [OptionDefinition] = [
    OptionDefinition(name: "out", takesValue: true, shortName: "o"),
    OptionDefinition(name: "scale", takesValue: true),
    OptionDefinition(name: "fps", takesValue: true),
    OptionDefinition(name: "help", takesValue: false, shortName: "h"),
  ]

  /// Reads the command line. `nil` means help was asked for.
  ///
  /// - Throws: ``CLIError/usage(_:help:)`` for a wrong shape, ``CLIError/badInput(_:)`` for
  ///   a bad value.
  static func parse(_ arguments: [String]) throws(CLIError) -> GalleryArguments? {
    let scanned = try scanArguments(arguments, options: options, help: .gallery)
    if scanned.has("help") { return nil }
    if let extra = scanned.positionals.first {
      throw .usage(
        "'gallery' renders every demo and takes no DEMO, got '\(extra)'; use"
          + " 'choreo render \(extra)' for one demo", help: .gallery)
    }
    var result = GalleryArguments()
    if let out = scanned.values["out"] {
      guard out != "-" else {
        throw .usage("the gallery is a folder and cannot go to standard output", help: .gallery)
      }
      result.out = out
    }
    if let scale = scanned.values["scale"] {
      result.scale = try scaleArgument(scale)
    }
    if let fps = scanned.values["fps"] {
      result.fps = try countArgument(fps, option: "fps", in: 1...RenderSettings.maximumFPS)
    }
    return result
  }
}
