/// The `choreo` tool: dispatches to a command and maps failures to exit codes.
enum Tool {
  /// The version `choreo --version` prints: the newest release that CHANGELOG.md names
  /// (a test keeps the two in step).
  static let version = "0.2.0"

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
    guard let command = arguments.first, command.hasPrefix("-") == false || isGalleryOption(command)
    else {
      return try dispatchFlag(arguments, console: console)
    }
    if isGalleryOption(command) {
      return try GalleryCommand.run(arguments, console: console)
    }
    guard let spec = CommandTable.command(named: command) else {
      let list = CommandTable.sentence
      let message =
        suggestion(for: command, among: CommandTable.names).map {
          "unknown command '\(command)'; did you mean '\($0)'? The commands are \(list)"
        } ?? "unknown command '\(command)'; the commands are \(list)"
      throw .usage(message, help: .main)
    }
    try spec.run(Array(arguments.dropFirst()), console)
  }

  /// No arguments (the gallery), or a first argument that is an option.
  private static func dispatchFlag(_ arguments: [String], console: Console) throws(CLIError) {
    guard let flag = arguments.first else {
      return try GalleryCommand.run([], console: console)
    }
    if flag == "--version" || flag == "-V" {
      guard arguments.count == 1 else {
        throw .usage("\(flag) takes no arguments, got '\(arguments[1])'", help: .main)
      }
      console.writeOutput("choreo \(version)\n")
      return
    }
    guard flag == "--help" || flag == "-h" else {
      throw .usage("unknown option '\(flag)'", help: .main)
    }
    try help(Array(arguments.dropFirst()), console: console)
  }

  /// `--out`, `--scale`, `--fps` (with or without `=value`) before any command: options of
  /// the gallery, which bare `choreo` runs.
  private static func isGalleryOption(_ argument: String) -> Bool {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    return ["--out", "-o", "--scale", "--fps"].contains(name)
  }

  /// `choreo help [COMMAND]`: the main help, or a command's.
  static func help(_ rest: [String], console: Console) throws(CLIError) {
    guard let topic = rest.first else {
      console.writeOutput(HelpTopic.main.fullText)
      return
    }
    guard let help = CommandTable.command(named: topic)?.topic else {
      throw .usage("no help for unknown command '\(topic)'", help: .main)
    }
    console.writeOutput(help.fullText)
  }
}
