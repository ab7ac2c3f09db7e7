import Foundation
import Testing

/// `--out PATH`: written atomically, and nothing left behind when it cannot be.
@Suite struct OutputFileTests {
  private func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func writesTheSameBytesAsStandardOutput() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["curve", "ease-out", "--samples", "7"]
    let printed = try ChoreoRunner.run(arguments)
    let written = try ChoreoRunner.run(arguments + ["--out", "curve.csv"], in: directory)
    #expect(written.status == 0)
    #expect(written.stdout.isEmpty)
    #expect(try contents(of: directory) == ["curve.csv"])
    let file = try String(
      contentsOf: directory.appendingPathComponent("curve.csv"), encoding: .utf8)
    #expect(file == printed.stdout)
    // As `render` does, a line says what was written; printing to standard output says none.
    #expect(written.stderr == "wrote curve.csv (csv, 7 samples, \(file.utf8.count) B)\n")
    #expect(printed.stderr.isEmpty)
  }

  /// `curve ... --out` says what it wrote, as `render` does: the path, the format, the
  /// canvas, the samples and the size.
  @Test func curveSaysWhatItWrote() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spring = "spring(duration: 0.5, bounce: 0.3)"
    let cases: [(arguments: [String], file: String, says: String)] = [
      (
        [spring, "--format", "png", "--out", "bounce.png"], "bounce.png",
        "png, 1280x800 pixels, 501 samples"
      ),
      (
        [spring, "--format", "svg", "--samples", "3", "--out", "b.svg"], "b.svg",
        "svg, 640x400 points, 3 samples"
      ),
      ([spring, "--settling", "--out", "settling.txt"], "settling.txt", "settling time"),
    ]
    for example in cases {
      let run = try ChoreoRunner.run(["curve"] + example.arguments, in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      let size =
        try FileManager.default.attributesOfItem(
          atPath: directory.appendingPathComponent(example.file).path)[.size] as? Int ?? -1
      #expect(run.stderr.hasPrefix("wrote \(example.file) (\(example.says), "), "\(run.stderr)")
      #expect(run.stderr.hasSuffix(size < 1000 ? " \(size) B)\n" : " kB)\n"), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }

  @Test func replacesAnExistingFile() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("plot.svg")
    try "old".write(to: target, atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run([
      "curve", "spring(duration: 0.5, bounce: 0.3)", "--format", "svg", "-o", target.path,
    ])
    #expect(run.status == 0)
    let file = try String(contentsOf: target, encoding: .utf8)
    #expect(file.hasPrefix("<svg"))
    #expect(try contents(of: directory) == ["plot.svg"])
  }

  @Test func dashMeansStandardOutput() throws {
    let run = try ChoreoRunner.run(["curve", "linear", "--samples", "2", "--out", "-"])
    #expect(run.status == 0)
    #expect(run.stdout == "t,value,velocity\n0.0,0.0,1.0\n1.0,1.0,1.0\n")
    #expect(run.stderr == "wrote standard output (csv, 2 samples, 41 B)\n")
  }

  @Test func missingDirectoryExits73() throws {
    let run = try ChoreoRunner.run(["curve", "linear", "--out", "/nonexistent-dir/x.csv"])
    #expect(run.status == 73)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("cannot create '/nonexistent-dir/x.csv'"))
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-dir"))
  }

  @Test func unrenamableTargetLeavesNothingBehind() throws {
    // The target is an existing directory: the temporary file can be written but not
    // renamed over it, so it must be removed again.
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    let run = try ChoreoRunner.run(["curve", "linear", "--out", blocker.path])
    #expect(run.status == 73)
    #expect(run.stderr.contains("cannot create"))
    #expect(try contents(of: directory) == ["taken"])
    #expect(try contents(of: blocker).isEmpty)
  }

  @Test func parentThatIsAFileExits73() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file")
    try "x".write(to: file, atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run(["curve", "linear", "--out", file.path + "/x.csv"])
    #expect(run.status == 73)
    #expect(try contents(of: directory) == ["file"])
  }

  @Test func failedRunWritesNoFile() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["curve", "cubic-bezier(2,0,0,1)", "--out", "x.csv"], in: directory)
    #expect(run.status == 65)
    #expect(try contents(of: directory).isEmpty)
  }
}
