import ChoreoCore

/// `choreo export SPEC --to TARGET ...`: writes a motion for another runtime.
enum ExportCommand {
  /// A timing curve's duration when no --duration is given: SwiftUI's default, as
  /// `Motion.easeInOut()` has.
  static let defaultCurveDuration = 0.35

  /// Runs the command: prints help, or writes the export to standard output or --out.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard let options = try ExportArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.export.fullText)
      return
    }
    let spec = try SpecArgument.parse(options.spec)
    let motion: Motion
    var springDuration: Double?
    switch spec {
    case .timing(let curve):
      motion = .timing(curve, duration: options.duration ?? defaultCurveDuration)
    case .spring(let spring, let velocity):
      motion = .spring(spring, initialVelocity: velocity)
      springDuration = options.duration
    case .decay(let rate, _):
      // The unit step of a decay does not depend on the velocity (it sets the distance).
      motion = .decay(rate)
      springDuration = options.duration
    }
    let export: MotionExport
    do {
      export = try motion.exported(
        to: options.target, tolerance: options.tolerance, iterationDuration: springDuration)
    } catch {
      switch error {
      case .neverSettles:
        throw .badInput("\(error); as in: --duration 2")
      case .toleranceOutOfRange(let value):
        throw .badInput(
          "--tolerance must be a fraction of the distance from 1e-7 to 1, such as 0.001,"
            + " got \(value)")
      case .durationNotPositive:
        throw .badInput("--duration: \(error)")
      case .cannotMeetTolerance:
        throw .badInput("\(error) (--tolerance, --duration)")
      case .notRepresentable:
        throw .badInput("\(error); try --to css, waapi or tokens")
      }
    }
    let deviation =
      export.isExact
      ? "exact" : "largest deviation \(deviationSummary(export.largestDeviation))"
    try OutputTarget(options.out).deliver(
      Array(export.text.utf8), console: console,
      what: "\(options.target.rawValue), \(deviation)")
  }

  /// The deviation in shortest form, for the "wrote" line.
  private static func deviationSummary(_ value: Double) -> String { "\(value)" }
}
