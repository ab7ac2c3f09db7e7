import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

/// `choreo export` end to end: the issue's examples, bad input, --out.
@Suite struct ExportCommandTests {
  static let bouncy = "spring(duration: 0.5, bounce: 0.3)"

  /// The value of the first CSS declaration `name`.
  static func declaration(_ name: String, in css: String) -> String? {
    for line in css.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix(name + ": ") && trimmed.hasSuffix(";") {
        return String(trimmed.dropFirst(name.count + 2).dropLast())
      }
    }
    return nil
  }

  /// The issue's "done when": the linear() printed for the bouncy spring is within 0.001
  /// of what `choreo curve` prints for the same spec, at every one of 2001 samples over the
  /// exported duration, and the comment states a bound that holds.
  @Test func bouncySpringCSSAgreesWithCurve() throws {
    let run = try ChoreoRunner.run(["export", Self.bouncy, "--to", "css"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let easing = try #require(Self.declaration("transition-timing-function", in: run.stdout))
    let duration = try #require(Self.declaration("transition-duration", in: run.stdout))
    #expect(duration.hasSuffix("s"))
    guard case .timing(let curve) = try MotionSpec(parsing: easing) else {
      Issue.record("not a curve: \(easing)")
      return
    }
    let seconds = String(duration.dropLast())
    let samples = try ChoreoRunner.run([
      "curve", Self.bouncy, "--duration", seconds, "--samples", "2001",
    ])
    #expect(samples.status == 0)
    let end = try #require(Double(seconds))
    var largest = 0.0
    for line in samples.lines.dropFirst() {
      let fields = line.split(separator: ",").compactMap { Double($0) }
      guard fields.count == 3 else { continue }
      largest = max(largest, abs(curve.value(at: fields[0] / end) - fields[1]))
    }
    #expect(largest <= 0.001)
    let comment = try #require(run.stdout.range(of: "/* largest deviation: "))
    let stated = try #require(
      Double(run.stdout[comment.upperBound...].prefix { "0123456789.".contains($0) }))
    #expect(largest <= stated)
    #expect(stated <= 0.001)
  }

  /// Compose: the issue's numbers, damping ratio 0.7 and stiffness (2π/0.5)² ≈ 157.91.
  @Test func bouncySpringCompose() throws {
    let run = try ChoreoRunner.run(["export", Self.bouncy, "--to", "compose"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("spring(dampingRatio = 0.7f, stiffness = 157.91367f)"))
    #expect(run.stdout.contains("val spec = if (reduceMotion) reducedMotionSpec else motionSpec"))
  }

  /// Tokens: a cubicBezier token with exactly the four numbers.
  @Test func cubicBezierTokens() throws {
    let run = try ChoreoRunner.run([
      "export", "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "--to", "tokens",
    ])
    #expect(run.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let motion = try #require(json?["motion"] as? [String: Any])
    let easing = try #require(motion["easing"] as? [String: Any])
    #expect(easing["$type"] as? String == "cubicBezier")
    #expect(easing["$value"] as? [Double] == [0.68, -0.6, 0.32, 1.6])
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let failures: [Failure] = [
    Failure(
      arguments: ["export", "ease", "--to", "cs"], status: 64,
      message: "--to must be css, waapi, compose, android or tokens, got 'cs';"
        + " did you mean 'css'?"),
    Failure(
      arguments: ["export", "ease"], status: 64,
      message: "'export' needs --to css, waapi, compose, android or tokens"),
    Failure(
      arguments: ["export", "--to", "css"], status: 64,
      message: "'export' needs a SPEC, as in: choreo export ease-in-out --to css"),
    Failure(
      arguments: ["export", "ease", "--to", "css", "--tolerance", "0"], status: 65,
      message: "--tolerance must be greater than 0, got 0"),
    Failure(
      arguments: ["export", "ease", "--to", "css", "--tolerance", "nan"], status: 65,
      message: "--tolerance needs a finite decimal number such as 0.5 or 2e-3, got 'nan'"),
    Failure(
      arguments: ["export", "ease", "--to", "css", "--tolerance", "2"], status: 65,
      message: "--tolerance must be a fraction of the distance from 1e-7 to 1, such as 0.001,"
        + " got 2.0"),
    Failure(
      arguments: ["export", "spring(stiffness: 100, damping: 0)", "--to", "css"], status: 65,
      message: "spring(mass: 1.0, stiffness: 100.0, damping: 0.0) never settles (it has no"
        + " damping), so its length is unknown; give a duration (seconds to play before it"
        + " lands), or add damping; as in: --duration 2"),
    Failure(
      arguments: ["export", "steps(0)", "--to", "css"], status: 65,
      message: "bad SPEC: "),
    Failure(
      arguments: [
        "export", "spring(mass: 1, stiffness: 1e-200, damping: 1e100)", "--to", "compose",
      ],
      status: 65,
      message: "compose cannot hold this motion: its stiffness 1e-200 is beyond Float's range"
        + " (about 1.2e-38...3.4e38); try --to css, waapi or tokens"),
    Failure(
      arguments: ["export", "ease", "--to", "android", "--duration", "1e10"], status: 65,
      message: "android cannot hold this motion: its duration of 10000000000.0 s is more than"
        + " 2147483647 ms, the most an Int holds"),
    Failure(
      arguments: ["export", "spring(response: 1e-90, dampingRatio: 1e-5)", "--to", "css"],
      status: 65,
      message: "spring(response: 1e-90, dampingRatio: 1e-05) moves too far or too fast for a"
        + " linear() within 0.001 of the distance; give a larger tolerance or a longer"
        + " duration (--tolerance, --duration)"),
  ]

  @Test(arguments: failures)
  func badInput(_ failure: Failure) throws {
    let run = try ChoreoRunner.run(failure.arguments)
    #expect(run.status == failure.status, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("choreo: error: " + failure.message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    if failure.status == 64 {
      #expect(run.stderr.contains("USAGE: choreo export SPEC --to"))
    }
  }

  /// An undamped spring plays for the given duration.
  @Test func undampedSpringWithADuration() throws {
    let run = try ChoreoRunner.run([
      "export", "spring(stiffness: 100, damping: 0)", "--to", "css", "--duration", "2",
    ])
    #expect(run.status == 0)
    #expect(Self.declaration("transition-duration", in: run.stdout) == "2s")
  }

  /// --out writes the same bytes as standard output, and says what it wrote.
  @Test func outWritesTheFile() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try ChoreoRunner.run(["export", Self.bouncy, "--to", "waapi"])
    let run = try ChoreoRunner.run(
      ["export", Self.bouncy, "--to", "waapi", "--out", "motion.json"], in: directory)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("wrote motion.json (waapi, largest deviation 0.000"))
    let written = try String(
      contentsOf: directory.appendingPathComponent("motion.json"), encoding: .utf8)
    #expect(written == plain.stdout)
    // Only the file: no temporary left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["motion.json"])
  }

  @Test func help() throws {
    let run = try ChoreoRunner.run(["export", "--help"])
    #expect(run.status == 0)
    for phrase in [
      "USAGE: choreo export SPEC --to css|waapi|compose|android|tokens", "--tolerance E",
      "--duration D", "--out PATH", "TARGETS:", "EXIT CODES", "EXAMPLES",
    ] {
      #expect(run.stdout.contains(phrase), "\(phrase)")
    }
    #expect(try ChoreoRunner.run(["help", "export"]).stdout == run.stdout)
    #expect(try ChoreoRunner.run(["--help"]).stdout.contains("export SPEC"))
  }

  /// The article "Motion on every platform" shows what the tool prints: each block after
  /// a "`choreo export ...` prints:" line is the command's output, byte for byte.
  @Test func articleShowsTheRealOutput() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let article = try String(
      contentsOf: url.appendingPathComponent(
        "Sources/ChoreoCore/ChoreoCore.docc/MotionOnEveryPlatform.md"), encoding: .utf8)
    let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var checked = 0
    for (index, line) in lines.enumerated()
    where line.hasPrefix("`choreo export ") && line.hasSuffix("` prints:") {
      let command = line.dropFirst("`choreo ".count).dropLast("` prints:".count)
      // The block starts two lines down (a blank line, then the fence).
      let body = lines[(index + 3)...].prefix { $0 != "```" }
      let run = try ChoreoRunner.run(Self.words(String(command)))
      #expect(run.status == 0)
      #expect(run.stdout == body.joined(separator: "\n") + "\n", "\(command)")
      checked += 1
    }
    #expect(checked == 5)
  }

  /// A command line split at spaces outside single quotes.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      if character == "'" {
        quoted.toggle()
      } else if character == " " && !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
