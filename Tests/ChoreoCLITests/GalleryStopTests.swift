import ChoreoDemos
import ChoreoRender
import Foundation
import Testing

@testable import choreo

/// A gallery stopped at the instants that matter lists exactly the demos whose four files
/// are whole. The run is in process, and the stop is what a signal's last words do, called
/// by an observer at an instant the gallery names: no signal races a sleep.
@Suite struct GalleryStopTests {
  /// The four files of a demo.
  private static func files(of demo: String) -> [String] {
    ["\(demo).apng", "\(demo).gif", "\(demo)-sheet.png", "\(demo).json"]
  }

  /// Runs a small gallery into a fresh folder, stopping it (as SIGINT would) at the first
  /// instant `stopsAt` accepts, and returns the folder, the page at the end, and the
  /// standard error written.
  private func stoppedRun(
    _ stopsAt: @escaping @Sendable (GalleryCommand.Instant) -> Bool
  ) throws -> (folder: URL, page: String, stderr: String, stoppedAt: String?) {
    let directory = try ChoreoRunner.temporaryDirectory()
    let folder = directory.appendingPathComponent("g")
    let stderr = Locked("")
    let stoppedAt = Locked<String?>(nil)
    let console = Console(
      writeOutput: { _ in }, writeError: { text in stderr.withLock { $0 += text } },
      writeOutputBytes: { _ in }, errorIsTerminal: false)
    let completed = try GalleryCommand.render(
      ["--out", folder.path, "--scale", "0.1", "--fps", "1"], console: console
    ) { instant, stop in
      guard stopsAt(instant) else { return }
      let first = stoppedAt.withLock { at in
        defer { at = at ?? "\(instant)" }
        return at == nil
      }
      if first { stop("SIGINT") }
    }
    #expect(!completed)
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    return (folder, page, stderr.withLock { $0 }, stoppedAt.withLock { $0 })
  }

  /// Every demo is listed on the page exactly when its four files are in the folder, and
  /// the page says the run stopped.
  private func expectPageListsTheWholeDemos(_ folder: URL, _ page: String) throws -> [String] {
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    var whole: [String] = []
    for demo in Demo.all.map(\.name) {
      let isWhole = Self.files(of: demo).allSatisfy(names.contains)
      let isListed = page.contains("<section id=\"\(demo)\">")
      #expect(isWhole == isListed, "\(demo): whole \(isWhole), listed \(isListed)")
      if isWhole { whole.append(demo) }
    }
    #expect(page.contains("The run stopped after \(whole.count) of \(Demo.all.count)"))
    #expect(page.contains("stopped by SIGINT"))
    return whole
  }

  /// Stopped right after the first demo completed (its "done" line printed): the page
  /// lists it, and every other demo whose files are whole.
  @Test func aStopJustAfterADemoCompletesListsIt() throws {
    let run = try stoppedRun {
      if case .demoComplete = $0 { return true }
      return false
    }
    defer { try? FileManager.default.removeItem(at: run.folder.deletingLastPathComponent()) }
    let first = try #require(run.stoppedAt)
    let whole = try expectPageListsTheWholeDemos(run.folder, run.page)
    #expect(whole.contains { first == "demoComplete(demo: \"\($0)\")" }, "\(first) \(whole)")
    // Its closing line was printed before the stop.
    #expect(whole.allSatisfy { run.stderr.contains("\n\($0): frame ") })
  }

  /// Stopped when a demo's last file is next: that demo is not complete, so it is neither
  /// listed nor given its last file.
  @Test func aStopBeforeADemosLastFileLeavesItOut() throws {
    let run = try stoppedRun {
      if case .lastFileNext = $0 { return true }
      return false
    }
    defer { try? FileManager.default.removeItem(at: run.folder.deletingLastPathComponent()) }
    let at = try #require(run.stoppedAt)
    let whole = try expectPageListsTheWholeDemos(run.folder, run.page)
    let demo = try #require(Demo.all.map(\.name).first { at == "lastFileNext(demo: \"\($0)\")" })
    #expect(!whole.contains(demo))
    #expect(
      !FileManager.default.fileExists(
        atPath: run.folder.appendingPathComponent("\(demo).json").path))
  }
}
