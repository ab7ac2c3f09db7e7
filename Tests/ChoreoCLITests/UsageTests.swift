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
    Failure(arguments: ["curve", "linear", "--settling"], status: 64, phrase: "springs only"),
    Failure(arguments: ["curve", "ease", "--duration", "2"], status: 64, phrase: "springs only"),
    Failure(
      arguments: ["curve", spring, "--epsilon", "0.1"], status: 64, phrase: "with --settling"),
    Failure(
      arguments: ["curve", spring, "--settling", "--samples", "5"], status: 64,
      phrase: "--settling prints one number"),
    Failure(arguments: ["curve", spring, "--settling=yes"], status: 64, phrase: "takes no value"),
    Failure(
      arguments: ["curve", "linear", "--format", "gif"], status: 64, phrase: "csv, svg or png"),
    Failure(
      arguments: ["curve", "linear", "--format", "png"], status: 64, phrase: "not available yet"),
    Failure(arguments: ["demos"], status: 64, phrase: "not available yet"),
    Failure(arguments: ["render", "tabs"], status: 64, phrase: "not available yet"),
    Failure(arguments: ["help", "nope"], status: 64, phrase: "unknown command 'nope'"),
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

  @Test func noArgumentsAndHelpPrintTheUsage() throws {
    let bare = try ChoreoRunner.run([])
    #expect(bare.status == 0)
    #expect(bare.stderr.isEmpty)
    for phrase in ["USAGE: choreo", "curve SPEC", "demos", "render DEMO", "coming", "EXIT CODES"] {
      #expect(bare.stdout.contains(phrase), "\(phrase)")
    }
    for arguments in [["--help"], ["help"], ["-h"]] {
      let run = try ChoreoRunner.run(arguments)
      #expect(run.status == 0)
      #expect(run.stdout == bare.stdout)
    }
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
    for arguments in [["--help"], ["curve", "--help"]] {
      let text = try ChoreoRunner.run(arguments).stdout
      let section = text.components(separatedBy: "EXAMPLES:\n").last ?? ""
      examples += section.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.hasPrefix("choreo ") }
    }
    #expect(examples.count >= 8)
    for example in examples {
      let arguments = shellWords(String(example.dropFirst("choreo ".count)))
      let directory = try ChoreoRunner.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let run = try ChoreoRunner.run(arguments, in: directory)
      #expect(run.status == 0, "\(example): \(run.stderr)")
      #expect(run.stderr.isEmpty, "\(example)")
    }
  }

  @Test func doubleDashEndsOptions() throws {
    let run = try ChoreoRunner.run(["curve", "--samples", "3", "--", "linear"])
    #expect(run.status == 0)
    #expect(run.lines.count == 4)
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
