/// The `choreo` tool: dispatches to a command and maps failures to exit codes.
enum Tool {
  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  static func run(_ arguments: [String], console: Console) -> Int32 {
    do {
      try dispatch(arguments, console: console)
      return 0
    } catch {
      console.writeError(error.message.hasSuffix("\n") ? error.message : error.message + "\n")
      return error.exitCode
    }
  }

  private static func dispatch(_ arguments: [String], console: Console) throws(CLIError) {
    guard let command = arguments.first else {
      console.writeOutput(HelpTopic.main.fullText)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "curve":
      try CurveCommand.run(rest, console: console)
    case "help", "--help", "-h":
      switch rest.first {
      case nil: console.writeOutput(HelpTopic.main.fullText)
      case "curve": console.writeOutput(HelpTopic.curve.fullText)
      case let other?:
        throw .usage("no help for unknown command '\(other)'", help: .main)
      }
    case "demos", "render":
      throw .usage(
        "'\(command)' is not available yet: it comes with the demo gallery and renderer;"
          + " 'curve' works today", help: .main)
    default:
      if command.hasPrefix("-") {
        throw .usage("unknown option '\(command)'", help: .main)
      }
      throw .usage("unknown command '\(command)'", help: .main)
    }
  }
}
