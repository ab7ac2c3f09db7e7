import Foundation
import Testing

/// The CLI's bad-input and fault table, run through the built binary: each row is a command
/// line, the exit code it must give and a phrase its message must hold. The same table is
/// written out for users in the README's "Bad input and faults" section.
@Suite struct BadInputTableTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var phrase: String
    init(_ arguments: [String], _ status: Int32, _ phrase: String) {
      self.arguments = arguments
      self.status = status
      self.phrase = phrase
    }
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Numbers at the edges: each spec is refused with exit 65, naming the limit.
  static let numbers: [Row] = [
    Row(["curve", "spring(stiffness: 100, damping: 1e155)"], 65, "within -1e100...1e100"),
    Row(["curve", "spring(stiffness: 100, damping: 1e155)", "--settling"], 65, "1e100"),
    Row(["curve", "spring(response: 1e-150, dampingRatio: 1e150)"], 65, "1e100"),
    Row(["curve", "cubic-bezier(0, 1e308, 1, 1e308)"], 65, "within -1e100...1e100"),
    Row(["curve", "cubic-bezier(0.6, 0, 0.7, 1e308)"], 65, "within -1e100...1e100"),
    Row(["curve", "cubic-bezier(0.5, 1e307, 0.5, -1e307)"], 65, "within -1e100...1e100"),
    Row(["curve", "cubic-bezier(1e-300, 1, 1, 1)"], 65, "too steep at its start"),
    Row(["curve", "linear(0, 2 5.1e-308%)"], 65, "slopes must lie within -1e100...1e100"),
    Row(["curve", "linear(-5, 1e308, 2 5.5%)"], 65, "within -1e100...1e100"),
    Row(["curve", "spring(duration: 1, bounce: 0)", "--duration", "1e101"], 65, "at most 1e100"),
  ]

  @Test(arguments: numbers)
  func refusesWithExitCodeAndMessage(_ row: Row) throws {
    let run = try ChoreoRunner.run(row.arguments)
    #expect(run.status == row.status, "\(run.stderr)")
    #expect(run.stderr.contains(row.phrase), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// At the edge of the range a spec is accepted and every number it prints is finite.
  @Test func edgeSpecPrintsOnlyFiniteNumbers() throws {
    for spec in [
      "cubic-bezier(1, -1e100, 0, 1e100)", "linear(0, 1 1e-98%, 1)",
      "spring(mass: 1, stiffness: 1e-200, damping: 1e100)",
    ] {
      let run = try ChoreoRunner.run(["curve", spec])
      #expect(run.status == 0, "\(spec): \(run.stderr)")
      let (_, rows, _) = parseCSV(run)
      #expect(rows.count == 101)
      #expect(rows.allSatisfy { $0.allSatisfy(\.isFinite) }, "\(spec)")
    }
  }

  /// A render that would need more memory than allowed says so before it starts: exit 65,
  /// nothing written.
  @Test func renderOverTheMemoryLimitStopsBeforeItStarts() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["render", "scroll-header", "--format", "apng", "--out", "x.apng"], in: directory,
      environment: ["CHOREO_MEMORY_LIMIT": "10000000"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("needs about"), "\(run.stderr)")
    #expect(run.stderr.contains("more than the 9 MB CHOREO_MEMORY_LIMIT allows"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    // The same render under an ample limit is not refused.
    let fine = try ChoreoRunner.run(
      ["render", "easings", "--format", "png", "--size", "40x30", "--out", "x.png"],
      in: directory, environment: ["CHOREO_MEMORY_LIMIT": "100000000000"])
    #expect(fine.status == 0, "\(fine.stderr)")
  }
}
