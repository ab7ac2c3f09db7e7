import ChoreoDemos

/// `choreo demos`: one line per demo, `NAME  DURATION  WIDTHxHEIGHT  SUMMARY`, in gallery
/// order, names padded to a column.
enum DemosCommand {
  /// Runs the command.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    let scanned = try scanArguments(
      arguments, options: [OptionDefinition(name: "help", takesValue: false, shortName: "h")],
      help: .demos)
    if scanned.has("help") {
      console.writeOutput(HelpTopic.demos.fullText)
      return
    }
    if let extra = scanned.positionals.first {
      throw .usage("'demos' takes no arguments, got '\(extra)'", help: .demos)
    }
    console.writeOutput(listing())
  }

  /// The listing text.
  static func listing() -> String {
    let rows = Demo.all.map { demo in
      (
        demo.name, shortNumber(demo.duration) + " s",
        shortNumber(demo.size.width) + "x" + shortNumber(demo.size.height), demo.summary
      )
    }
    let nameWidth = rows.map(\.0.count).max() ?? 0
    let timeWidth = rows.map(\.1.count).max() ?? 0
    let sizeWidth = rows.map(\.2.count).max() ?? 0
    return rows.map { row in
      padded(row.0, nameWidth) + "  " + padded(row.1, timeWidth) + "  "
        + padded(row.2, sizeWidth) + "  " + row.3 + "\n"
    }.joined()
  }

  /// The demo called `name`.
  ///
  /// - Throws: ``CLIError/usage(_:help:)`` naming the known demos when there is none.
  static func demo(named name: String, help: HelpTopic) throws(CLIError) -> Demo {
    guard let demo = Demo.named(name) else {
      let names = Demo.all.map(\.name)
      let list = names.joined(separator: ", ")
      let message =
        suggestion(for: name, among: names).map {
          "unknown demo '\(name)'; did you mean '\($0)'? The demos are: \(list)"
        } ?? "unknown demo '\(name)'; the demos are: \(list)"
      throw .usage(message, help: help)
    }
    return demo
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
