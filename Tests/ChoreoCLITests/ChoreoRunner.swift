import ChoreoTestSupport
import Foundation

/// Runs the built `choreo` binary and captures what it did.
struct ChoreoRun {
  var status: Int32
  var stdout: String
  var stderr: String
  /// Standard output as bytes (PNG or GIF data written with `--out -`).
  var stdoutBytes: [UInt8]

  /// The non-empty lines of standard output.
  var lines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

enum ChoreoRunner {
  /// The `choreo` executable, built beside the test bundle (the test target depends on it).
  static let executable: URL = {
    #if os(Linux)
      let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let bundle =
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
        ?? Bundle.main.bundleURL
    #endif
    return bundle.deletingLastPathComponent().appendingPathComponent("choreo")
  }()

  /// Runs `choreo arguments...` in `directory` (a fresh temporary one by default), with
  /// standard output and error redirected to files so that large outputs cannot block.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]
  ) throws -> ChoreoRun {
    ExitTestMonitor.yieldToOtherWork()
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? scratch
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    // Progress on standard error must not depend on the environment the tests run in.
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    environment.merge(extra) { $1 }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let output = [UInt8](try Data(contentsOf: outURL))
    return ChoreoRun(
      status: process.terminationStatus,
      stdout: String(decoding: output, as: UTF8.self),
      stderr: try String(contentsOf: errURL, encoding: .utf8),
      stdoutBytes: output)
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The path of `name` in Peers, beside this file: the independent checkers (Chromium,
  /// Python Lottie players, Pillow) that the tests run.
  static func peerScript(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Peers/\(name)").path
  }
}

/// Parses CSV output into rows of Doubles, checking that each field is written in Swift's
/// shortest round-trip form.
func parseCSV(_ run: ChoreoRun) -> (header: String, rows: [[Double]], roundTrips: Bool) {
  let lines = run.lines
  var rows: [[Double]] = []
  var roundTrips = true
  for line in lines.dropFirst() {
    let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let numbers = fields.compactMap(Double.init)
    if numbers.count != fields.count || zip(numbers, fields).contains(where: { "\($0)" != $1 }) {
      roundTrips = false
    }
    rows.append(numbers)
  }
  return (lines.first ?? "", rows, roundTrips)
}
