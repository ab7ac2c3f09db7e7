import ChoreoDemos
import Foundation
import Testing

/// `choreo` with no arguments: the whole gallery, checked file by file with Pillow. This is
/// the one full-size run (scale 2, 30 fps) of the suite.
@Suite struct GalleryTests {
  @Test func bareChoreoWritesTheWholeGallery() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run([], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    // Only the gallery folder: no temporary folder left beside it.
    #expect(try directoryContents(directory) == ["choreo-gallery"])
    let gallery = directory.appendingPathComponent("choreo-gallery")
    var expected = ["index.html"]
    for demo in Demo.all {
      expected += ["\(demo.name).apng", "\(demo.name).gif", "\(demo.name)-sheet.png"]
    }
    #expect(try directoryContents(gallery) == expected.sorted())
    let page = try String(
      contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(run.stderr.contains("choreo-gallery/index.html"))
    #expect(run.stderr.contains("wrote \(expected.count) files"))

    for demo in Demo.all {
      let frames = FrameTiming.frameCount(duration: demo.duration, fps: 30)
      // Progress: a line per demo on standard error, ending at frame n/n with a rate.
      #expect(run.stderr.contains("\(demo.name): frame \(frames)/\(frames), "))
      #expect(run.stderr.contains(" fps"))
      for file in ["\(demo.name).apng", "\(demo.name).gif", "\(demo.name)-sheet.png"] {
        #expect(page.contains("src=\"\(file)\""), "\(file)")
        #expect(run.stderr.contains("choreo-gallery/\(file)"), "\(file)")
      }
      #expect(page.contains("<h2>\(demo.name)</h2>"))
      #expect(page.contains(htmlEscaped(demo.summary)))
      #expect(page.contains("\(frames) frames rendered at 30 fps"))
      guard Pillow.available() else { continue }
      let infos = try Pillow.info([
        gallery.appendingPathComponent("\(demo.name).apng").path,
        gallery.appendingPathComponent("\(demo.name).gif").path,
        gallery.appendingPathComponent("\(demo.name)-sheet.png").path,
      ])
      let (apng, gif, sheet) = (infos[0], infos[1], infos[2])
      let width = Int((demo.size.width * 2).rounded())
      let height = Int((demo.size.height * 2).rounded())
      #expect(apng.format == "PNG")
      #expect(apng.width == width && apng.height == height)
      #expect(apng.loop == 0)
      // The page and the summary state the frame counts the files hold.
      #expect(page.contains("\(demo.name).apng</code> &middot; "))
      #expect(stdoutLine(run, "\(demo.name).apng")?.hasSuffix(" \(apng.frames) frames") == true)
      #expect(stdoutLine(run, "\(demo.name).gif")?.hasSuffix(" \(gif.frames) frames") == true)
      // APNG: every frame shows a whole number of 1/30 s, and they add up to frames / 30.
      let milliseconds = apng.durations.map { $0 ?? -1 }
      let runs = milliseconds.map { ($0 * 30 / 1000).rounded() }
      #expect(zip(milliseconds, runs).allSatisfy { abs($0 - $1 * 1000 / 30) < 1e-6 })
      #expect(runs.allSatisfy { $0 >= 1 })
      #expect(Int(runs.reduce(0, +)) == frames)
      // Frames are merged only when equal: neighbours differ.
      #expect(zip(apng.hashes, apng.hashes.dropFirst()).allSatisfy { $0 != $1 })
      // GIF: the same runs, timed by the GIF rule (30 fps never needs rules 2 and 3).
      #expect(gif.format == "GIF")
      #expect(gif.width == width && gif.height == height)
      #expect(gif.loop == 0)
      let expectedGIF = FrameTiming.gifCentiseconds(runs: runs.map { Int($0) }, fps: 30)
      #expect(expectedGIF != nil)
      #expect(gif.durations.map { Int(($0 ?? -1).rounded()) } == expectedGIF?.map { $0 * 10 })
      // Contact sheet: a still 3 × 3 grid of frames at one pixel a point, 8-pixel gutters.
      #expect(sheet.format == "PNG")
      #expect(sheet.frames == 1)
      #expect(sheet.width == 3 * Int(demo.size.width.rounded()) + 4 * 8)
      #expect(sheet.height == 3 * Int(demo.size.height.rounded()) + 4 * 8)
    }
  }

  @Test func galleryOptionsAndReplacingAnEarlierGallery() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    // An earlier gallery's file is replaced with the rest of the folder.
    try "old".write(
      to: target.appendingPathComponent("stale.gif"), atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run(
      ["gallery", "--out", "out", "--scale", "0.5", "--fps", "5"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try directoryContents(directory) == ["out"])
    let names = try directoryContents(target)
    #expect(!names.contains("stale.gif"))
    #expect(names.contains("index.html"))
    #expect(names.count == 3 * Demo.all.count + 1)
    // Gallery options may also be given to bare `choreo`.
    let bare = try ChoreoRunner.run(["--out", "out", "--scale=0.5", "--fps", "5"], in: directory)
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(try directoryContents(target) == names)
    guard Pillow.available(), let demo = Demo.all.first else { return }
    let apng = try Pillow.info(target.appendingPathComponent("\(demo.name).apng").path)
    #expect(apng.width == Int((demo.size.width * 0.5).rounded()))
    let frames = FrameTiming.frameCount(duration: demo.duration, fps: 5)
    let total = apng.durations.reduce(0) { $0 + ($1 ?? 0) }
    #expect(abs(total - 1000 * Double(frames) / 5) < 1e-6)
  }

  @Test func aFolderOfOtherFilesIsLeftAlone() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("choreo-gallery")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try "mine".write(
      to: target.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run(["--scale", "0.25", "--fps", "2"], in: directory)
    #expect(run.status == 73)
    #expect(run.stderr.contains("holds 'notes.txt'"))
    #expect(try directoryContents(directory) == ["choreo-gallery"])
    #expect(try directoryContents(target) == ["notes.txt"])
  }

  @Test func aGalleryPathThatIsAFileExits73() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "x".write(
      to: directory.appendingPathComponent("taken"), atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run(["gallery", "--out", "taken", "--scale", "0.25"], in: directory)
    #expect(run.status == 73)
    #expect(run.stderr.contains("cannot create 'taken'"))
    #expect(try directoryContents(directory) == ["taken"])
    let missing = try ChoreoRunner.run(
      ["gallery", "--out", "no/such/dir", "--scale", "0.25"], in: directory)
    #expect(missing.status == 73)
    #expect(try directoryContents(directory) == ["taken"])
  }

  /// The summary line for `file`: the summary is a status report, so it goes to standard
  /// error (standard output carries only data).
  private func stdoutLine(_ run: ChoreoRun, _ file: String) -> String? {
    run.stderr.split(separator: "\n").map(String.init).first {
      $0.hasPrefix("choreo-gallery/\(file) ")
    }
  }

  private func htmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
