import ChoreoCore

/// The typed options of `choreo export`.
struct ExportArguments: Equatable {
  /// The SPEC text, not yet parsed.
  var spec: String
  /// --to.
  var target: MotionExportTarget
  /// --duration, seconds: a curve's duration, or how long a spring plays.
  var duration: Double?
  /// --tolerance, a fraction of the distance.
  var tolerance: Double = 0.001
  /// --out; `nil` or `-` for standard output.
  var out: String?

  static let options: [OptionDefinition] = [
    OptionDefinition(name: "to", takesValue: true),
    OptionDefinition(name: "duration", takesValue: true),
    OptionDefinition(name: "tolerance", takesValue: true),
    OptionDefinition(name: "out", takesValue: true, shortName: "o"),
    OptionDefinition(name: "help", takesValue: false, shortName: "h"),
  ]

  /// The targets as the usage line and messages list them: `css, waapi, compose, android or
  /// tokens`.
  static var targetSentence: String {
    let names = MotionExportTarget.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Reads the options. `nil` means help was asked for.
  ///
  /// - Throws: ``CLIError/usage(_:help:)`` for a wrong shape (no SPEC, no or unknown --to),
  ///   ``CLIError/badInput(_:)`` for a bad number.
  static func parse(_ arguments: [String]) throws(CLIError) -> ExportArguments? {
    let scanned = try scanArguments(arguments, options: options, help: .export)
    if scanned.has("help") { return nil }
    let spec = try SpecArgument.text(
      in: scanned, command: "export", example: "choreo export ease-in-out --to css",
      help: .export)
    guard let to = scanned.values["to"] else {
      throw .usage("'export' needs --to \(targetSentence)", help: .export)
    }
    let names = MotionExportTarget.allCases.map(\.rawValue)
    guard let target = MotionExportTarget(rawValue: to.lowercased()) else {
      throw .usage(
        withSuggestion(
          "--to must be \(targetSentence), got '\(to)'", for: to, among: names), help: .export)
    }
    var result = ExportArguments(spec: spec, target: target)
    result.out = scanned.values["out"]
    result.duration = try SpecArgument.duration(in: scanned)
    if let tolerance = scanned.values["tolerance"] {
      result.tolerance = try positiveArgument(tolerance, option: "tolerance")
    }
    return result
  }
}
