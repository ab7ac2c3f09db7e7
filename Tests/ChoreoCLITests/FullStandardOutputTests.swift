import Foundation
import Testing

/// Issue 50, finding 7: a standard output that cannot take the bytes (/dev/full) is said
/// to be so, with exit code 74 (EX_IOERR), never reported as written with exit 0.
@Suite struct FullStandardOutputTests {
  /// Runs `choreo arguments...` with standard output on /dev/full; returns the exit status
  /// and standard error.
  private func runIntoFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let scratch = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let err = try FileHandle(forWritingTo: errURL)
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let process = Process()
    process.executableURL = ChoreoRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = scratch
    process.standardOutput = full
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try err.close()
    try full.close()
    return (process.terminationStatus, try String(contentsOf: errURL, encoding: .utf8))
  }

  @Test(
    .enabled(if: TestSystem.hasDevFull, "no /dev/full on this system"),
    arguments: [
      ["export", "ease", "--to", "css", "--out", "-"],
      ["export", "ease", "--to", "css"],
      ["curve", "linear", "--samples", "3"],
      ["curve", "linear", "--samples", "3", "--out", "-"],
      ["render", "easings", "--format", "html", "--size", "40x30", "--out", "-"],
      ["render", "easings", "--format", "png", "--size", "40x30", "--out", "-"],
    ])
  func aFullStandardOutputIsAnError(arguments: [String]) throws {
    let run = try runIntoFullDevice(arguments)
    #expect(run.status == 74, "\(arguments): \(run.stderr)")
    #expect(!run.stderr.contains("wrote"), "\(run.stderr)")
    #expect(
      run.stderr.contains("cannot write standard output: no space left on the device"),
      "\(run.stderr)")
  }
}
