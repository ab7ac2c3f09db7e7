import CLibC
import Foundation
import Testing

/// SIGINT and SIGTERM clean up temporaries and exit 130 / 143; after a SIGKILL, a later run
/// removes the temporaries of dead runs and never touches a live one's. No sleeping: each
/// wait is for a condition (a temporary appearing, the child exiting), woken by inotify
/// events (a kqueue on Darwin; TestSystem), with a bounded number of polls.
@Suite(.serialized) struct SignalTests {
  /// Starts `choreo arguments...` in `directory` with output to /dev/null.
  private func start(_ arguments: [String], in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = ChoreoRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until an entry of `directory` satisfies `condition`, woken whenever an entry
  /// is created there; at most `polls` wake-ups of up to 100 ms each.
  private func waitForEntry(
    in directory: URL, polls: Int = 600, _ condition: (String) -> Bool
  ) throws -> String? {
    try waitUntil(in: directory, polls: polls) {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: condition)
    }
  }

  /// Waits until `found` gives a value, checking it again whenever an entry is created in
  /// (or moved into) `directory`, and at most `polls` times.
  private func waitUntil<Found>(
    in directory: URL, polls: Int = 600, _ found: () throws -> Found?
  ) throws -> Found? {
    let watch = try TestSystem.DirectoryWatch(directory.path)
    for _ in 0..<polls {
      if let value = try found() { return value }
      watch.wait(milliseconds: 100)
    }
    return nil
  }

  private func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var signal: Int32
    var status: Int32
    var arguments: [String]
    /// The start of the temporary's name to wait for.
    var temporary: String
    var testDescription: String { "signal \(signal): \(arguments.joined(separator: " "))" }
  }

  static let cases: [Case] = [
    Case(
      signal: SIGTERM, status: 143,
      arguments: ["render", "scroll-header", "--format", "apng", "--fps", "60", "--out", "x.apng"],
      temporary: ".x.apng.tmp-"),
    Case(
      signal: SIGINT, status: 130,
      arguments: ["render", "scroll-header", "--format", "frames", "--fps", "60", "--out", "f"],
      temporary: ".f.tmp-"),
  ]

  @Test(arguments: cases)
  func signalRemovesTemporariesAndExits(_ example: Case) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try start(example.arguments, in: directory)
    let temporary = try waitForEntry(in: directory) { $0.hasPrefix(example.temporary) }
    guard temporary != nil else {
      process.terminate()
      process.waitUntilExit()
      Issue.record("no temporary appeared")
      return
    }
    kill(process.processIdentifier, example.signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == example.status)
    #expect(try contents(of: directory).isEmpty)
  }

  /// The gallery grows in place: a signal after the first demo is written leaves that
  /// demo's files whole, the page listing it (and saying the run stopped), and no
  /// temporary. The run is at half scale and 5 fps, still rendering for seconds when the
  /// first demo is in. (GalleryStopTests stops a run at the instant a demo completes.)
  @Test(arguments: [[SIGINT, 130], [SIGTERM, 143]] as [[Int32]])
  func aStoppedGalleryKeepsTheDemosItFinished(_ pair: [Int32]) throws {
    let (signal, status) = (pair[0], pair[1])
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try start(
      ["gallery", "--out", "g", "--scale", "0.5", "--fps", "5"], in: directory)
    let gallery = directory.appendingPathComponent("g")
    // A demo is done when the page lists it (its files are all in by then): the page is
    // replaced atomically, so each check reads a whole page.
    let page = gallery.appendingPathComponent("index.html")
    let first =
      try waitForEntry(in: directory) { $0 == "g" } != nil
      ? try waitUntil(in: gallery) { () -> String? in
        guard let text = try? String(contentsOf: page, encoding: .utf8),
          let start = text.range(of: "<section id=\"")
        else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" }) + ".json"
      } : nil
    guard let first else {
      process.terminate()
      process.waitUntilExit()
      Issue.record("no demo was written")
      return
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(try contents(of: directory) == ["g"])
    let names = try contents(of: gallery)
    // No temporaries: the one hidden file is the lock that keeps a second run out.
    #expect(!names.contains { $0.hasPrefix(".") && $0 != ".choreo-gallery.lock" }, "\(names)")
    let demo = String(first.dropLast(".json".count))
    for file in ["\(demo).apng", "\(demo).gif", "\(demo)-sheet.png", "index.html"] {
      #expect(names.contains(file), "\(file)")
    }
    let stopped = try String(contentsOf: page, encoding: .utf8)
    #expect(stopped.contains("<section id=\"\(demo)\">"))
    // The page says the run stopped, and why; the demos it did not finish are listed so.
    #expect(stopped.contains("The run stopped after "))
    #expect(stopped.contains(signal == SIGINT ? "stopped by SIGINT" : "stopped by SIGTERM"))
    #expect(stopped.contains("(not rendered)"))
    #expect(!stopped.contains("http-equiv"))
    try Pillow.require()
    let apng = try Pillow.info(gallery.appendingPathComponent("\(demo).apng").path)
    #expect(apng.format == "PNG" && apng.frames > 1)
  }

  @Test func laterRunRemovesDeadRunsTemporariesOnly() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let dead = try TestSystem.deadPid()
    try #require(kill(dead, 0) != 0)
    let live = getpid()  // this test process: alive throughout
    let staleFile = ".out.csv.tmp-\(dead)-abcdef"
    let liveFile = ".out.csv.tmp-\(live)-ghijkl"
    let otherTarget = ".other.csv.tmp-\(dead)-mnopqr"
    for name in [staleFile, liveFile, otherTarget] {
      #expect(FileManager.default.createFile(atPath: directory.path + "/" + name, contents: nil))
    }
    let staleFolder = ".frames.tmp-\(dead)-stuvwx"
    let staleAside = ".frames.old-\(dead)-yzabcd"
    for folder in [staleFolder, staleAside] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + folder + "/", withIntermediateDirectories: true)
      #expect(
        FileManager.default.createFile(
          atPath: directory.path + "/" + folder + "/frame-0000.png", contents: nil))
    }
    let curve = try ChoreoRunner.run(["curve", "linear", "--out", "out.csv"], in: directory)
    #expect(curve.status == 0, "\(curve.stderr)")
    let frames = try ChoreoRunner.run(
      [
        "render", "easings", "--format", "frames", "--size", "40x30", "--fps", "2", "--out",
        "frames",
      ],
      in: directory)
    #expect(frames.status == 0, "\(frames.stderr)")
    // The dead run's temporaries for these targets are gone; the live one's and another
    // target's stay.
    #expect(try contents(of: directory) == [liveFile, otherTarget, "frames", "out.csv"].sorted())
  }
}
