// A deliberately small argument scanner in the style of swift-argument-parser: options are
// declared up front, `--name value` and `--name=value` both work, `--` ends the options, a
// value may start with a single '-' (so `--velocity -2` works) but not with "--", and each
// option may be given once.

/// An option a command accepts.
struct OptionDefinition: Equatable {
  /// The name without dashes, for example `samples`.
  var name: String
  /// Whether the option takes a value (`--samples N`) or is a flag (`--settling`).
  var takesValue: Bool
  /// A one-letter alias without the dash, for example `h` for `help`.
  var shortName: Character? = nil
}

/// The options and positional arguments found on a command line.
struct ScannedArguments: Equatable {
  /// Arguments that are not options, in order.
  var positionals: [String] = []
  /// Option values by option name.
  var values: [String: String] = [:]
  /// Flags that were given.
  var flags: Set<String> = []

  /// Whether the option or flag `name` was given.
  func has(_ name: String) -> Bool {
    flags.contains(name) || values[name] != nil
  }
}

/// Splits `arguments` into options and positionals.
///
/// - Throws: ``CLIError/usage(_:help:)`` for an unknown option, a missing value, a value
///   given to a flag, or an option given twice.
func scanArguments(
  _ arguments: [String], options: [OptionDefinition], help: HelpTopic
) throws(CLIError) -> ScannedArguments {
  var result = ScannedArguments()
  var index = 0
  var optionsEnded = false
  while index < arguments.count {
    let argument = arguments[index]
    index += 1
    if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
      result.positionals.append(argument)
      continue
    }
    if argument == "--" {
      optionsEnded = true
      continue
    }
    var name: String
    var inlineValue: String?
    if argument.hasPrefix("--") {
      name = String(argument.dropFirst(2))
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
    } else {
      let short = argument.dropFirst()
      guard short.count == 1,
        let definition = options.first(where: { $0.shortName == short.first })
      else {
        throw .usage("unknown option '\(argument)'", help: help)
      }
      name = definition.name
    }
    guard let definition = options.first(where: { $0.name == name }) else {
      let guess = suggestion(for: name, among: options.map(\.name))
      throw .usage(
        "unknown option '\(argument)'" + (guess.map { "; did you mean '--\($0)'?" } ?? ""),
        help: help)
    }
    if result.has(name) {
      throw .usage("option '--\(name)' is given more than once; give it once", help: help)
    }
    if definition.takesValue {
      if let inlineValue {
        result.values[name] = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        result.values[name] = arguments[index]
        index += 1
      } else {
        throw .usage("option '--\(name)' needs a value, as in '--\(name) VALUE'", help: help)
      }
    } else {
      if inlineValue != nil {
        throw .usage("option '--\(name)' is a flag and takes no value", help: help)
      }
      result.flags.insert(name)
    }
  }
  return result
}
