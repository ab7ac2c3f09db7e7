/// How `curve` chooses its sample times.
enum Sampling: Equatable {
  /// `--samples N`: N evenly spaced points including both ends.
  case count(Int)
  /// `--step S`: t = i·S for i = 0, 1, ... while t ≤ end.
  case step(Double)
}

/// What `curve` writes.
enum CurveFormat: String, CaseIterable {
  case csv
  case svg
  case png
}

/// The typed options of `choreo curve`.
struct CurveArguments: Equatable {
  /// The SPEC text, not yet parsed.
  var spec: String
  /// `nil` when neither --samples nor --step was given.
  var sampling: Sampling?
  /// --duration, seconds (springs only).
  var duration: Double?
  /// --format; CSV by default.
  var format: CurveFormat = .csv
  /// --out; `nil` or `-` for standard output.
  var out: String?
  /// --settling: print only the settling time.
  var settling = false
  /// --raw, with --settling: the bare number, for scripts.
  var raw = false
  /// --epsilon, with --settling.
  var epsilon: Double?

  /// The largest --samples, and the most rows --step may produce.
  static let maximumRows = 1_000_000

  static let options: [OptionDefinition] = [
    OptionDefinition(name: "samples", takesValue: true),
    OptionDefinition(name: "step", takesValue: true),
    OptionDefinition(name: "duration", takesValue: true),
    OptionDefinition(name: "format", takesValue: true),
    OptionDefinition(name: "out", takesValue: true, shortName: "o"),
    OptionDefinition(name: "settling", takesValue: false),
    OptionDefinition(name: "epsilon", takesValue: true),
    OptionDefinition(name: "raw", takesValue: false),
    OptionDefinition(name: "help", takesValue: false, shortName: "h"),
  ]

  /// Reads the options that do not depend on the kind of SPEC. `nil` means help was asked for.
  ///
  /// - Throws: ``CLIError/usage(_:help:)`` for a wrong shape, ``CLIError/badInput(_:)`` for
  ///   a bad number.
  static func parse(_ arguments: [String]) throws(CLIError) -> CurveArguments? {
    let scanned = try scanArguments(arguments, options: options, help: .curve)
    if scanned.has("help") { return nil }
    var result = CurveArguments(
      spec: try SpecArgument.text(
        in: scanned, command: "curve", example: "choreo curve ease-in-out", help: .curve))
    if let format = scanned.values["format"] {
      guard let parsed = CurveFormat(rawValue: format.lowercased()) else {
        throw .usage(
          withSuggestion(
            "--format must be csv, svg or png, got '\(format)'", for: format,
            among: CurveFormat.allCases.map(\.rawValue)), help: .curve)
      }
      result.format = parsed
    }
    if scanned.has("samples") && scanned.has("step") {
      throw .usage("give either --samples or --step, not both", help: .curve)
    }
    if scanned.has("settling") {
      for other in ["samples", "step", "format", "duration"] where scanned.has(other) {
        throw .usage(
          "--settling prints one number and takes no --\(other); drop one of them", help: .curve)
      }
    } else {
      for other in ["epsilon", "raw"] where scanned.has(other) {
        throw .usage("--\(other) goes with --settling", help: .curve)
      }
    }
    result.settling = scanned.has("settling")
    result.raw = scanned.has("raw")
    result.out = scanned.values["out"]
    if let samples = scanned.values["samples"] {
      result.sampling = .count(
        try countArgument(samples, option: "samples", in: 2...maximumRows))
    }
    if let step = scanned.values["step"] {
      result.sampling = .step(try positiveArgument(step, option: "step"))
    }
    result.duration = try SpecArgument.duration(in: scanned)
    if let epsilon = scanned.values["epsilon"] {
      result.epsilon = try positiveArgument(epsilon, option: "epsilon")
    }
    return result
  }
}
