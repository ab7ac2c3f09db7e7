import ChoreoDemos
import Foundation
import Testing

/// Exit codes, error messages and help texts of the real binary.
@Suite struct UsageTests {
  struct Failure: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var phrase: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let spring = "spring(mass: 1, stiffness: 100, damping: 10)"
  /// The first demo, its name and its duration as the tool prints it.
  static let demo = Demo.all[0].name
  static let duration: String = {
    let text = "\(Demo.all[0].duration)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }()

  static let failures: [Failure] = [
    // 64: the command line has the wrong shape.
    Failure(arguments: ["frobnicate"], status: 64, phrase: "unknown command 'frobnicate'"),
    Failure(arguments: ["--bogus"], status: 64, phrase: "unknown option '--bogus'"),
    Failure(arguments: ["curve"], status: 64, phrase: "needs a SPEC"),
    Failure(
      arguments: ["curve", "linear", "--bogus"], status: 64, phrase: "unknown option '--bogus'"),
    Failure(arguments: ["curve", "linear", "-x"], status: 64, phrase: "unknown option '-x'"),
    Failure(arguments: ["curve", "linear", "extra"], status: 64, phrase: "takes one SPEC"),
    Failure(arguments: ["curve", "linear", "--samples"], status: 64, phrase: "needs a value"),
    Failure(
      arguments: ["curve", "linear", "--samples", "--step", "0.1"], status: 64,
      phrase: "'--samples' needs a value"),
    Failure(
      arguments: ["curve", "linear", "--samples", "5", "--samples", "6"], status: 64,
      phrase: "more than once"),
    Failure(
      arguments: ["curve", "linear", "--samples", "5", "--step", "0.1"], status: 64,
      phrase: "either --samples or --step"),
    Failure(
      arguments: ["curve", "linear", "--settling"], status: 64, phrase: "springs and decays"),
    Failure(
      arguments: ["curve", "ease", "--duration", "2"], status: 64, phrase: "springs and decays"),
    Failure(
      arguments: ["curve", "decay(velocity: 1000)", "--settling", "--epsilon", "0.1"], status: 64,
      phrase: "--epsilon applies to springs only"),
    Failure(
      arguments: ["curve", spring, "--epsilon", "0.1"], status: 64, phrase: "with --settling"),
    Failure(
      arguments: ["curve", spring, "--settling", "--samples", "5"], status: 64,
      phrase: "--settling prints one number"),
    Failure(arguments: ["curve", spring, "--settling=yes"], status: 64, phrase: "takes no value"),
    Failure(
      arguments: ["curve", "linear", "--format", "gif"], status: 64, phrase: "csv, svg or png"),
    Failure(arguments: ["render"], status: 64, phrase: "needs a DEMO"),
    Failure(
      arguments: ["render", "tabs"], status: 64,
      phrase: "unknown demo 'tabs'; the demos are: \(Demo.all.map(\.name).joined(separator: ", "))"),
    Failure(arguments: ["render", demo, "more"], status: 64, phrase: "takes one DEMO"),
    Failure(
      arguments: ["render", demo, "--format", "tiff"], status: 64,
      phrase: "--format must be one of apng, gif, png, svg, frames, sheet"),
    Failure(
      arguments: ["render", demo, "--at", "1"], status: 64, phrase: "--at picks the one frame"),
    Failure(
      arguments: ["render", demo, "--format", "sheet", "--at", "1"], status: 64,
      phrase: "--at picks the one frame"),
    Failure(
      arguments: ["render", demo, "--format", "png", "--fps", "10"], status: 64,
      phrase: "--fps applies to apng, gif, frames, lottie and html"),
    Failure(
      arguments: ["render", demo, "--format", "frames", "--out", "-"], status: 64,
      phrase: "cannot go to standard output"),
    Failure(arguments: ["render", demo, "--bogus"], status: 64, phrase: "unknown option"),
    Failure(arguments: ["demos", "extra"], status: 64, phrase: "takes no arguments"),
    Failure(arguments: ["gallery", demo], status: 64, phrase: "takes no DEMO"),
    Failure(arguments: ["gallery", "--out", "-"], status: 64, phrase: "standard output"),
    Failure(arguments: ["--size", "10x10"], status: 64, phrase: "unknown option '--size'"),
    Failure(arguments: ["help", "nope"], status: 64, phrase: "unknown command 'nope'"),
    // Typos get the name that was meant, when one is close (at most two edits).
    Failure(
      arguments: ["render", "pop-manu"], status: 64,
      phrase: "unknown demo 'pop-manu'; did you mean 'pop-menu'? The demos are: easings,"),
    Failure(
      arguments: ["render", "TAB-SLDIE"], status: 64, phrase: "did you mean 'tab-slide'?"),
    Failure(
      arguments: ["render", demo, "--format", "apgn"], status: 64,
      phrase: "got 'apgn'; did you mean 'apng'?"),
    Failure(
      arguments: ["render", demo, "--sacle", "2"], status: 64,
      phrase: "unknown option '--sacle'; did you mean '--scale'?"),
    Failure(
      arguments: ["rendr", demo], status: 64,
      phrase: "unknown command 'rendr'; did you mean 'render'? The commands are gallery,"),
    Failure(
      arguments: ["curve", "linear", "--format", "pgn"], status: 64,
      phrase: "got 'pgn'; did you mean 'png'?"),
    Failure(
      arguments: ["curve", "linear", "--sample", "5"], status: 64,
      phrase: "did you mean '--samples'?"),
    Failure(
      arguments: ["curve", spring, "--raw"], status: 64, phrase: "--raw goes with --settling"),
    // 65: a value that cannot be used.
    Failure(arguments: ["curve", "cubic-bezier(1.5, 0, 0, 1)"], status: 65, phrase: "column 14"),
    Failure(arguments: ["curve", "steps(0)"], status: 65, phrase: "at least 1"),
    Failure(
      arguments: ["curve", "spring(duration: 1, bounce: -1)"], status: 65,
      phrase: "infinite damping"),
    Failure(
      arguments: ["curve", "linear", "--samples", "1"], status: 65,
      phrase: "--samples needs a whole number"),
    Failure(
      arguments: ["curve", "linear", "--samples", "2.5"], status: 65, phrase: "whole number"),
    Failure(arguments: ["curve", "linear", "--samples", "1000001"], status: 65, phrase: "1000000"),
    Failure(arguments: ["curve", "linear", "--step", "0"], status: 65, phrase: "greater than 0"),
    Failure(
      arguments: ["curve", "linear", "--step", "-0.1"], status: 65, phrase: "greater than 0"),
    Failure(arguments: ["curve", "linear", "--step", "nan"], status: 65, phrase: "finite decimal"),
    Failure(
      arguments: ["curve", "linear", "--step", "0x1p-3"], status: 65, phrase: "finite decimal"),
    Failure(
      arguments: ["curve", "linear", "--step", "1e-9"], status: 65, phrase: "more than 1000000 rows"
    ),
    Failure(
      arguments: ["curve", spring, "--duration", "-1"], status: 65, phrase: "greater than 0"),
    Failure(
      arguments: ["curve", spring, "--duration", "inf"], status: 65, phrase: "finite decimal"),
    Failure(
      arguments: ["curve", spring, "--settling", "--epsilon", "0"], status: 65,
      phrase: "greater than 0"),
  ]

  /// Bad values for the demo commands: 65, and nothing written. The small --scale keeps a
  /// wrongly accepted value from rendering for long.
  static let badValues: [Failure] = [
    Failure(
      arguments: ["render", demo, "--size", "0x10"], status: 65, phrase: "greater than 0"),
    Failure(
      arguments: ["render", demo, "--size", "-5x10"], status: 65, phrase: "greater than 0"),
    Failure(
      arguments: ["render", demo, "--size", "nanx10"], status: 65,
      phrase: "finite decimal numbers"),
    Failure(
      arguments: ["render", demo, "--size", "10xinf"], status: 65,
      phrase: "finite decimal numbers"),
    Failure(
      arguments: ["render", demo, "--size", "10"], status: 65, phrase: "WIDTHxHEIGHT"),
    Failure(
      arguments: ["render", demo, "--size", "10x10x10"], status: 65, phrase: "WIDTHxHEIGHT"),
    Failure(
      arguments: ["render", demo, "--size", "9000x9000", "--format", "png"], status: 65,
      phrase: "over the cap of 64000000 pixels"),
    Failure(
      arguments: ["render", demo, "--size", "60000x10", "--scale", "2"], status: 65,
      phrase: "65535 pixels a side"),
    Failure(
      arguments: ["render", demo, "--size", "0.1x0.1", "--scale", "1"], status: 65,
      phrase: "at least 1×1"),
    Failure(
      arguments: ["render", demo, "--size", "4000x2000", "--scale", "1", "--fps", "240"],
      status: 65, phrase: "1 gigapixel"),
    Failure(
      arguments: ["render", demo, "--scale", "0"], status: 65, phrase: "greater than 0"),
    Failure(arguments: ["render", demo, "--scale", "9"], status: 65, phrase: "at most 8"),
    Failure(
      arguments: ["render", demo, "--scale", "nan"], status: 65, phrase: "finite decimal"),
    Failure(
      arguments: ["render", demo, "--fps", "0"], status: 65,
      phrase: "--fps needs a whole number from 1 to 240"),
    Failure(arguments: ["render", demo, "--fps", "241"], status: 65, phrase: "1 to 240"),
    Failure(arguments: ["render", demo, "--fps", "2.5"], status: 65, phrase: "whole number"),
    Failure(
      arguments: ["render", demo, "--format", "png", "--at", "-1"], status: 65,
      phrase: "--at must lie in 0...\(duration)"),
    Failure(
      arguments: ["render", demo, "--format", "svg", "--at", "\(Demo.all[0].duration + 0.1)"],
      status: 65,
      phrase: "--at must lie in 0...\(duration)"),
    Failure(
      arguments: ["render", demo, "--format", "png", "--at", "nan"], status: 65,
      phrase: "finite decimal"),
    Failure(arguments: ["gallery", "--fps", "0"], status: 65, phrase: "1 to 240"),
    Failure(arguments: ["--scale", "-1"], status: 65, phrase: "greater than 0"),
    // 73: the output cannot be written.
    Failure(
      arguments: ["render", demo, "--format", "png", "--scale", "0.1", "--out", "no/x.png"],
      status: 73, phrase: "cannot create 'no/x.png': the directory 'no' does not exist"),
    Failure(
      arguments: [
        "render", demo, "--format", "frames", "--scale", "0.1", "--fps", "1", "--out",
        "no/frames",
      ], status: 73, phrase: "cannot create 'no/frames'"),
    Failure(
      arguments: [
        "render", demo, "--format", "gif", "--scale", "0.1", "--fps", "1", "-o", ".",
      ],
      status: 73, phrase: "cannot create '.'"),
    Failure(
      arguments: ["gallery", "--scale", "0.1", "--fps", "1", "--out", "no/gallery"], status: 73,
      phrase: "cannot create 'no/gallery'"),
  ]

  @Test(arguments: badValues)
  func badValuesWriteNothing(_ failure: Failure) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(failure.arguments, in: directory)
    #expect(run.status == failure.status, "\(run.stderr)")
    #expect(run.stderr.contains("choreo: error: "), "\(run.stderr)")
    #expect(run.stderr.contains(failure.phrase), "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
    #expect(run.stdout.isEmpty)
    #expect(try directoryContents(directory).isEmpty, "no file is left behind")
  }

  @Test(.enabled(if: TestSystem.hasProc, "no /proc on this system"))
  func aDirectoryThatRefusesNewFilesWritesNothing() throws {
    try badValuesWriteNothing(
      Failure(
        arguments: ["render", Demo.all[0].name, "--format", "svg", "--out", "/proc/choreo.svg"],
        status: 73, phrase: "cannot create '/proc/choreo.svg'"))
  }

  @Test(arguments: failures)
  func failsWithCodeAndMessage(_ failure: Failure) throws {
    let run = try ChoreoRunner.run(failure.arguments)
    #expect(run.status == failure.status, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("choreo: error: "), "\(run.stderr)")
    #expect(run.stderr.contains(failure.phrase), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.contains("Fatal error"))
    if failure.status == 64 {
      #expect(run.stderr.contains("USAGE: choreo"), "usage errors show the usage")
    }
  }

  /// A name far from every known one gets no guess: `tabs` is more than two edits from
  /// every demo, `xyz` three from every format.
  @Test(arguments: [["render", "tabs"], ["render", Self.demo, "--format", "xyz"], ["frob"]])
  func noGuessWhenNothingIsClose(arguments: [String]) throws {
    let run = try ChoreoRunner.run(arguments)
    #expect(run.status == 64)
    #expect(!run.stderr.contains("did you mean"), "\(run.stderr)")
  }

  @Test func badSpecShowsTheMessageAndACaret() throws {
    let run = try ChoreoRunner.run(["curve", "cubic-bezier(1.5, 0, 0, 1)"])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "column 14: x1 must lie in 0...1, got 1.5"))
    #expect(run.stderr.contains("(in 'cubic-bezier(1.5, 0, 0, 1)')"))
    #expect(
      run.stderr.contains(
        "\n  cubic-bezier(1.5, 0, 0, 1)\n" + String(repeating: " ", count: 15) + "^\n"))
  }

  /// `--version` and `-V` print the newest release CHANGELOG.md names, on standard output.
  @Test func versionIsTheChangelogsNewestRelease() throws {
    let changelog = try String(
      contentsOf: GalleryPageTests.repository.appendingPathComponent("CHANGELOG.md"),
      encoding: .utf8)
    let release = try #require(
      changelog.split(separator: "\n").first {
        $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
      })
    let version = release.dropFirst("## [".count).prefix { $0 != "]" }
    for flag in ["--version", "-V"] {
      let run = try ChoreoRunner.run([flag])
      #expect(run.status == 0)
      #expect(run.stdout == "choreo \(version)\n")
      #expect(run.stderr.isEmpty)
    }
    let extra = try ChoreoRunner.run(["--version", "render"])
    #expect(extra.status == 64)
    #expect(extra.stderr.hasPrefix("choreo: error: --version takes no arguments, got 'render'"))
    #expect(try ChoreoRunner.run(["--help"]).stdout.contains("-V, --version"))
  }

  @Test func helpPrintsTheUsage() throws {
    let help = try ChoreoRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stderr.isEmpty)
    for phrase in [
      "USAGE: choreo", "./choreo-gallery/", "gallery", "demos", "render DEMO", "curve SPEC",
      "index.html", "EXIT CODES", "64 usage error", "65 bad input data", "73 cannot create",
    ] {
      #expect(help.stdout.contains(phrase), "\(phrase)")
    }
    #expect(!help.stdout.contains("coming"))
    for arguments in [["help"], ["-h"]] {
      let run = try ChoreoRunner.run(arguments)
      #expect(run.status == 0)
      #expect(run.stdout == help.stdout)
    }
  }

  @Test(arguments: [
    (
      "render",
      [
        "USAGE: choreo render DEMO", "apng", "gif", "png", "svg", "frames", "sheet", "html",
        "--size WxH",
        "--scale N", "--fps N", "--at SECONDS", "--out PATH", "scaled to fit", "64 megapixels",
        "10000 frames", "EXIT CODES", "EXAMPLES",
      ]
    ),
    (
      "gallery",
      [
        "USAGE: choreo [gallery]", "--out DIR", "--scale N", "--fps N", "index.html",
        "written whole", "still to come", "EXIT CODES",
      ]
    ),
    ("demos", ["USAGE: choreo demos", "duration"]),
  ])
  func commandHelp(command: String, phrases: [String]) throws {
    let run = try ChoreoRunner.run([command, "--help"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    for phrase in phrases {
      #expect(run.stdout.contains(phrase), "\(phrase)")
    }
    #expect(try ChoreoRunner.run(["help", command]).stdout == run.stdout)
    #expect(try ChoreoRunner.run([command, "-h"]).stdout == run.stdout)
  }

  @Test func curveHelp() throws {
    let run = try ChoreoRunner.run(["curve", "--help"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    for phrase in [
      "USAGE: choreo curve SPEC", "cubic-bezier(x1, y1, x2, y2)", "steps(n[,",
      "linear(0, 0.25 75%, 1)",
      "spring(response: R, dampingRatio: Z", "spring(duration: D, bounce: B",
      "spring(mass: M, stiffness: K, damping: C", "--samples N", "--step S", "--duration D",
      "--format", "--out PATH", "--settling", "--epsilon E", "EXIT CODES", "EXAMPLES",
    ] {
      #expect(run.stdout.contains(phrase), "\(phrase)")
    }
    #expect(try ChoreoRunner.run(["help", "curve"]).stdout == run.stdout)
    #expect(try ChoreoRunner.run(["curve", "linear", "-h"]).stdout == run.stdout)
  }

  /// Every example in the help texts runs and succeeds.
  @Test func helpExamplesRun() throws {
    var examples: [String] = []
    for arguments in [
      ["--help"], ["curve", "--help"], ["render", "--help"], ["gallery", "--help"],
      ["demos", "--help"], ["export", "--help"],
    ] {
      let text = try ChoreoRunner.run(arguments).stdout
      let section = text.components(separatedBy: "EXAMPLES:\n").last ?? ""
      examples += section.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.hasPrefix("choreo ") }
    }
    #expect(examples.count >= 16)
    for example in Set(examples) {
      var arguments = shellWords(String(example.dropFirst("choreo ".count)))
      // Rendering examples keep their options but draw at a small scale and, where they
      // take a frame rate, at 2 fps (the debug binary is slow). Galleries are left to
      // GalleryTests, which runs this `gallery` example once, at a small scale, as its one
      // whole gallery (a gallery takes the debug binary seconds of CPU at any scale).
      if arguments.first == "gallery" { continue }
      if arguments.first == "render" || arguments.first?.hasPrefix("-") == true {
        set("--scale", to: "0.25", in: &arguments, adding: true)
        let format = arguments.firstIndex(of: "--format").map { arguments[$0 + 1] }
        let animated = [nil, "apng", "gif", "frames", "lottie", "html"].contains(format)
        set("--fps", to: "2", in: &arguments, adding: animated)
      }
      guard !arguments.isEmpty else { continue }
      let directory = try ChoreoRunner.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let run = try ChoreoRunner.run(arguments, in: directory)
      #expect(run.status == 0, "\(example): \(run.stderr)")
      #expect(!run.stderr.contains("error"), "\(example)")
      if arguments.first == "curve" {
        // Nothing on standard error but, with --out, the line saying what was written.
        let said = arguments.contains("--out") ? "wrote " : ""
        #expect(
          run.stderr.hasPrefix(said)
            && run.stderr.filter { $0 == "\n" }.count == (said.isEmpty ? 0 : 1), "\(example)")
      }
    }
  }

  @Test func doubleDashEndsOptions() throws {
    let run = try ChoreoRunner.run(["curve", "--samples", "3", "--", "linear"])
    #expect(run.status == 0)
    #expect(run.lines.count == 4)
  }

  /// Sets `option`'s value in `arguments` to `value` where it is given, and adds it when
  /// `adding`.
  private func set(_ option: String, to value: String, in arguments: inout [String], adding: Bool) {
    if let index = arguments.firstIndex(of: option) {
      arguments[index + 1] = value
    } else if adding {
      arguments += [option, value]
    }
  }

  /// Splits a command line written with single quotes as the help examples are.
  private func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var hasWord = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        hasWord = true
      } else if character == " " && !quoted {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(current) }
    return words
  }
}
