import ChoreoCore

/// The SPEC that `curve` and `export` take (one motion in the SPEC grammar, read by
/// ``MotionSpec``) and the `--duration` both read: one way to take each from the command
/// line, with one message for each mistake.
///
/// Each step is its own call, made where the command's checks put it, so that a command
/// line with several mistakes reports the same one first: the SPEC's place on the line
/// while the options are read, `--duration` among the numbers, and the SPEC's grammar
/// last, once every option is known to be right.
enum SpecArgument {
  /// The one SPEC among the positional arguments.
  ///
  /// - Parameters:
  ///   - scanned: The command's arguments.
  ///   - command: The command's name, for the messages: `curve`.
  ///   - example: A command line with a SPEC, for the message when there is none.
  ///   - help: The help a usage error points to.
  /// - Returns: The SPEC as typed.
  /// - Throws: ``CLIError/usage(_:help:)`` for no SPEC or more than one.
  static func text(
    in scanned: ScannedArguments, command: String, example: String, help: HelpTopic
  ) throws(CLIError) -> String {
    guard let spec = scanned.positionals.first else {
      throw .usage("'\(command)' needs a SPEC, as in: \(example)", help: help)
    }
    guard scanned.positionals.count == 1 else {
      throw .usage(
        "'\(command)' takes one SPEC, got also '\(scanned.positionals[1])'; quote a SPEC that"
          + " contains spaces", help: help)
    }
    return spec
  }

  /// `--duration` in seconds, when it is given.
  ///
  /// - Parameter scanned: The command's arguments.
  /// - Returns: The seconds, greater than 0 and at most 1e100; `nil` without `--duration`.
  /// - Throws: ``CLIError/badInput(_:)`` for a value that is not such a number.
  static func duration(in scanned: ScannedArguments) throws(CLIError) -> Double? {
    guard let duration = scanned.values["duration"] else { return nil }
    let seconds = try positiveArgument(duration, option: "duration")
    // A spec's values are finite for times up to 1e100 s (MotionSpec's stated range).
    guard seconds <= 1e100 else {
      throw .badInput("--duration must be at most 1e100 seconds, got \(duration)")
    }
    return seconds
  }

  /// The SPEC read by the grammar.
  ///
  /// - Parameter text: The SPEC as typed.
  /// - Returns: The motion it names.
  /// - Throws: ``CLIError/badInput(_:)`` saying what is wrong, with the SPEC and a caret
  ///   under the column where it goes wrong.
  static func parse(_ text: String) throws(CLIError) -> MotionSpec {
    do {
      return try MotionSpec(parsing: text)
    } catch {
      throw .badInput("bad SPEC: \(error)\n\(caret(under: error))")
    }
  }

  /// The SPEC on a line of its own and a caret under the column of `error`.
  private static func caret(under error: MotionSpecError) -> String {
    "  \(error.text)\n  " + String(repeating: " ", count: error.column - 1) + "^"
  }
}
