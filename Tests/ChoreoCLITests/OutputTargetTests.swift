import CLibC
import Foundation
import Testing

/// `--out` never destroys what is at the path: devices and pipes are written directly,
/// symbolic links followed, long names work, and each failure names its true cause.
@Suite struct OutputTargetTests {
  private func fileType(_ path: String) -> mode_t? { TestSystem.fileType(path) }

  private func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func devNullIsWrittenAndStaysADevice() throws {
    let run = try ChoreoRunner.run(["curve", "linear", "--out", "/dev/null"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(fileType("/dev/null") == S_IFCHR)
    let render = try ChoreoRunner.run(
      ["render", "easings", "--format", "png", "--size", "40x30", "--out", "/dev/null"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(fileType("/dev/null") == S_IFCHR)
  }

  @Test(.enabled(if: TestSystem.hasDevFull, "no /dev/full on this system"))
  func devFullReportsNoSpaceAndStaysADevice() throws {
    let run = try ChoreoRunner.run(["curve", "linear", "--out", "/dev/full"])
    #expect(run.status == 73)
    #expect(run.stderr.contains("no space left on the device"), "\(run.stderr)")
    #expect(fileType("/dev/full") == S_IFCHR)
  }

  @Test func fifoIsWrittenDirectlyAndStaysAFifo() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe").path
    try #require(mkfifo(fifo, 0o600) == 0)
    // Held open for reading and writing, so the writer's open does not wait for a reader.
    let reader = open(fifo, O_RDWR | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let run = try ChoreoRunner.run(["curve", "linear", "--samples", "2", "--out", fifo])
    #expect(run.status == 0, "\(run.stderr)")
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    #expect(
      String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        == "t,value,velocity\n0.0,0.0,1.0\n1.0,1.0,1.0\n")
    #expect(fileType(fifo) == S_IFIFO)
    #expect(try contents(of: directory) == ["pipe"])
  }

  @Test func socketIsRefusedAndKept() throws {
    // Under /tmp, not $TMPDIR: Darwin's sun_path holds 104 bytes, and its $TMPDIR is long.
    let directory = URL(fileURLWithPath: "/tmp/choreo-\(UInt32.random(in: .min ... .max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sock").path
    let descriptor = try TestSystem.boundUnixSocket(at: path)
    defer { close(descriptor) }
    let run = try ChoreoRunner.run(["curve", "linear", "--out", path])
    #expect(run.status == 73)
    #expect(run.stderr.contains("it is a socket"), "\(run.stderr)")
    #expect(fileType(path) == S_IFSOCK)
    #expect(try contents(of: directory) == ["sock"])
  }

  @Test func symbolicLinkIsFollowedAndSurvives() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let real = directory.appendingPathComponent("real.csv")
    try "old".write(to: real, atomically: false, encoding: .utf8)
    try #require(chmod(real.path, 0o640) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/link.csv", withDestinationPath: "real.csv")
    // A dangling link is followed too: its target is created.
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/dangling.csv", withDestinationPath: "new.csv")
    for name in ["link.csv", "dangling.csv"] {
      let run = try ChoreoRunner.run(
        ["curve", "linear", "--samples", "2", "--out", name], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(fileType(directory.path + "/" + name) == S_IFLNK)
    }
    let expected = "t,value,velocity\n0.0,0.0,1.0\n1.0,1.0,1.0\n"
    #expect(try String(contentsOf: real, encoding: .utf8) == expected)
    #expect(
      try String(contentsOf: directory.appendingPathComponent("new.csv"), encoding: .utf8)
        == expected)
    #expect(try contents(of: directory) == ["dangling.csv", "link.csv", "new.csv", "real.csv"])
    // The replaced file keeps its mode.
    var info = stat()
    #expect(stat(real.path, &info) == 0 && info.st_mode & 0o777 == 0o640)
  }

  @Test(arguments: [244, 250, 255])
  func longestLegalNamesWork(length: Int) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = String(repeating: "n", count: length - 4) + ".csv"
    let run = try ChoreoRunner.run(["curve", "linear", "--out", name], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try contents(of: directory) == [name])
    let render = try ChoreoRunner.run(
      ["render", "easings", "--format", "png", "--size", "40x30", "--out", name], in: directory)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(try contents(of: directory) == [name])
  }

  @Test func tooLongANameSaysSo() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["curve", "linear", "--out", String(repeating: "n", count: 256)], in: directory)
    #expect(run.status == 73)
    #expect(run.stderr.contains("longer than the file system allows"), "\(run.stderr)")
    #expect(try contents(of: directory).isEmpty)
  }

  struct Cause: Sendable, CustomTestStringConvertible {
    var out: String
    var phrase: String
    var testDescription: String { "--out '\(out)'" }
  }

  static let causes: [Cause] = [
    Cause(out: "", phrase: "the path is empty"),
    Cause(
      out: "/nonexistent-dir/deeper/x.csv",
      phrase: "the directory '/nonexistent-dir' does not exist"),
    Cause(out: "/", phrase: "it is a directory"),
  ]

  @Test(arguments: causes)
  func errnoBecomesATrueSentence(_ cause: Cause) throws {
    for arguments in [
      ["curve", "linear", "--out", cause.out],
      ["render", "easings", "--format", "png", "--size", "40x30", "--out", cause.out],
    ] {
      let run = try ChoreoRunner.run(arguments)
      #expect(run.status == 73, "\(run.stderr)")
      #expect(run.stderr.contains(cause.phrase), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }

  @Test(.enabled(if: TestSystem.hasProc, "no /proc on this system"))
  func aDirectoryThatRefusesNewFilesIsNamed() throws {
    try errnoBecomesATrueSentence(
      Cause(out: "/proc/x", phrase: "the directory '/proc' does not allow new files"))
  }
}
