// Policy: each command is declared once, here: its name, how usage lines write it, its
// line in the main help's COMMANDS list, its help topic and what runs it. Dispatch, "did
// you mean", `help COMMAND`, the list of commands in messages, the main usage line and the
// COMMANDS section all read this table, so a command added here appears everywhere (as
// swift-argument-parser derives them from its command configuration). The per-command
// help texts stay in HelpText.swift: the CLI tests pin them word for word.

/// One command of the `choreo` tool.
struct CommandSpec: Sendable {
  /// The word that selects it: `render`.
  let name: String
  /// How usage lines write it: `render DEMO`.
  let synopsis: String
  /// Its column in the main help's COMMANDS list (the synopsis unless it says more).
  let listed: String
  /// Its lines in the main help's COMMANDS list.
  let summary: [String]
  /// Its help topic; `nil` for `help` itself.
  let topic: HelpTopic?
  /// Runs it with the arguments after its name.
  let run: @Sendable ([String], Console) throws(CLIError) -> Void
}

/// The `choreo` tool's commands, in the order help lists them.
enum CommandTable {
  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "gallery", synopsis: "gallery", listed: "gallery",
      summary: ["Render every demo into a gallery folder (what bare 'choreo' does)."],
      topic: .gallery, run: GalleryCommand.run),
    CommandSpec(
      name: "demos", synopsis: "demos", listed: "demos",
      summary: ["List the demos: name, duration, size in points, what each shows."],
      topic: .demos, run: DemosCommand.run),
    CommandSpec(
      name: "render", synopsis: "render DEMO", listed: "render DEMO",
      summary: [
        "Render one demo as APNG, GIF, PNG, SVG, Lottie, a web page that plays",
        "it live (HTML), a contact sheet or a folder of PNG frames.",
      ],
      topic: .render, run: RenderCommand.run),
    CommandSpec(
      name: "curve", synopsis: "curve SPEC", listed: "curve SPEC",
      summary: [
        "Sample a timing curve, a spring or a decay as CSV, or plot",
        "it as SVG or PNG.",
      ],
      topic: .curve, run: CurveCommand.run),
    CommandSpec(
      name: "export", synopsis: "export SPEC", listed: "export SPEC",
      summary: [
        "Export a curve or spring to CSS, Web Animations, Compose, Android or",
        "design tokens, with its largest deviation.",
      ],
      topic: .export, run: ExportCommand.run),
    CommandSpec(
      name: "help", synopsis: "help", listed: "help [COMMAND]",
      summary: ["Show this help, or the help of COMMAND."],
      topic: nil, run: Tool.help),
  ]

  /// The command called `name`.
  static func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// Every command's name.
  static var names: [String] { commands.map(\.name) }

  /// The names as a sentence's list: "gallery, demos, render, curve, export and help".
  static var sentence: String {
    names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// The main usage line's alternatives: "gallery | demos | render DEMO | curve SPEC |
  /// export SPEC | help".
  static var synopses: String { commands.map(\.synopsis).joined(separator: " | ") }

  /// The main help's COMMANDS section: each command's column padded to 17, its summary
  /// beside it and under it.
  static var commandsSection: String {
    let width = 17
    return commands.map { command in
      let column =
        command.listed + String(repeating: " ", count: max(0, width - command.listed.count))
      let indent = String(repeating: " ", count: width)
      return command.summary.enumerated().map { index, line in
        "  " + (index == 0 ? column : indent) + line
      }.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
