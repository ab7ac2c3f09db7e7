import ChoreoDemos
import Foundation
import Testing

@testable import choreo

/// The whole gallery, checked file by file with Pillow: the example `choreo gallery --help`
/// gives, at a small scale and frame rate. Which files are written, how frames are timed and
/// merged, and what the page and summary say do not depend on the scale (pixel sizes scale
/// with it and are checked at it), and 3 fps still has frame times that are not whole
/// centiseconds (33⅓); so this is the example's run at a sixteenth of its pixels and 3 of
/// its 10 frames a second. What bare `choreo` uses by default (scale 2, 30 fps, `choreo-gallery`) is
/// checked in process, and that bare `choreo` runs the gallery by `aFolderOfOtherFilesIsLeftAlone`.
///
/// A gallery costs the debug binary seconds of CPU whatever its scale (each demo's Lottie
/// file and live pages), so one run covers the command line: the example, into a folder
/// where an earlier run left its page, its lock file, a demo's file, the file of a demo
/// since renamed and the temporary of a run that was killed (UsageTests.helpExamplesRun
/// leaves this example to this suite).
@Suite struct GalleryTests {
  static let scale = 0.25
  static let fps = 3

  @Test func bareChoreoDefaultsToScale2At30FPS() throws {
    let defaults = try #require(try GalleryArguments.parse([]))
    #expect(defaults == GalleryArguments(out: "choreo-gallery", scale: 2, fps: 30))
    // Options in the `--option=value` form too.
    let given = try #require(try GalleryArguments.parse(["--scale=0.25", "--fps=3", "--out=g"]))
    #expect(given == GalleryArguments(out: "g", scale: 0.25, fps: 3))
  }

  /// The help's example into its folder, where an earlier run (at another scale) left its
  /// page, its lock file, a demo's file, the file of a demo since renamed, and the temporary
  /// of a run that was killed (its pid is no longer alive): the folder ends up holding
  /// exactly the new gallery.
  @Test func theHelpsExampleWritesTheWholeGallery() throws {
    let help = try ChoreoRunner.run(["gallery", "--help"])
    let example = try #require(
      help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("choreo gallery ") })
    var arguments = example.split(separator: " ").dropFirst().map(String.init)
    let (scale, fps) = (Self.scale, Self.fps)
    let scaleIndex = try #require(arguments.firstIndex(of: "--scale"))
    let fpsIndex = try #require(arguments.firstIndex(of: "--fps"))
    let outIndex = try #require(arguments.firstIndex(of: "--out"))
    arguments[scaleIndex + 1] = "\(scale)"
    arguments[fpsIndex + 1] = "\(fps)"
    let folder = arguments[outIndex + 1]
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gallery = directory.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: false)
    let firstDemo = try #require(Demo.all.first).name
    let leftover = ".\(firstDemo).apng.tmp-\(try TestSystem.deadPid())-abcdef"
    for name in [
      "index.html", ".choreo-gallery.lock", "\(firstDemo).apng", "renamed-demo.gif", leftover,
    ] {
      try Data("an earlier run's \(name)".utf8).write(to: gallery.appendingPathComponent(name))
    }
    let run = try ChoreoRunner.run(arguments, in: directory)
    #expect(run.status == 0, "\(example): \(run.stderr)")
    // Only the gallery folder: no temporary folder left beside it.
    #expect(try directoryContents(directory) == [folder])
    var expected = ["index.html"]
    for demo in Demo.all {
      expected += [
        "\(demo.name).apng", "\(demo.name).gif", "\(demo.name)-sheet.png", "\(demo.name).json",
      ]
      // Every demo has a live page (tab-curl's, whose warp the browser cannot draw, plays
      // its rendered frames) and, beside it, its Reduce Motion page where it has a reduced
      // form.
      expected.append("\(demo.name).html")
      if demo.reducedMotionDemo != nil { expected.append("\(demo.name)-reduced.html") }
    }
    // The gallery's files and the lock file that keeps a second run out (GalleryLockTests).
    #expect(try directoryContents(gallery) == (expected + [".choreo-gallery.lock"]).sorted())
    let page = try String(
      contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    // Done: the page no longer reloads itself or lists anything as pending.
    #expect(!page.contains("http-equiv"))
    #expect(!page.contains("(rendering)"))
    #expect(page.contains("<nav>"))
    #expect(run.stderr.contains("\(folder)/index.html"))
    #expect(run.stderr.contains("wrote \(expected.count) files"))
    // Status without a terminal: first where to look, then one line per demo when it is
    // done (no lines about demos in flight), then the summary.
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "open \(folder)/index.html: it shows each of the \(Demo.all.count) demos as it"
        + " is done")
    let progress = lines.filter { $0.contains(": ") && !$0.hasPrefix("open ") }
    #expect(progress.count == Demo.all.count, "\(progress)")
    #expect(
      Set(progress.map { $0.prefix { $0 != ":" } }) == Set(Demo.all.map { Substring($0.name) }))

    // Every demo's APNG, GIF and contact sheet, decoded by one Pillow process (a process
    // per demo cost about 0.1 CPU s each, for Python's start and Pillow's import).
    let decoded =
      Pillow.isInstalled
      ? try Pillow.info(
        Demo.all.flatMap { demo in
          [".apng", ".gif", "-sheet.png"].map {
            gallery.appendingPathComponent("\(demo.name)\($0)").path
          }
        }) : []
    for (number, demo) in Demo.all.enumerated() {
      let frames = FrameTiming.frameCount(duration: demo.duration, fps: fps)
      // Progress: a line per demo on standard error, at frame n/n with a rate.
      let line = lines.first { $0.hasPrefix("\(demo.name): ") } ?? ""
      #expect(line.hasPrefix("\(demo.name): frame \(frames)/\(frames), "), "\(line)")
      #expect(line.contains(" fps; rendered in "), "\(line)")
      // The live page is shown in a frame (tab-curl's plays its frames); every file is
      // linked.
      #expect(page.contains("<iframe class=\"live\" src=\"\(demo.name).html#embed\""))
      let kind = demo.name == "tab-curl" ? "Live page (frames)" : "Live page"
      #expect(page.contains("<a href=\"\(demo.name).html\">\(kind)</a>"), "\(demo.name)")
      #expect(
        page.contains("data-reduced=\"\(demo.name)-reduced.html\"")
          == (demo.reducedMotionDemo != nil), "\(demo.name)")
      for suffix in [".apng", ".gif", "-sheet.png", ".json"] {
        #expect(page.contains("<a href=\"\(demo.name)\(suffix)\">"), "\(suffix)")
        #expect(run.stderr.contains("\(folder)/\(demo.name)\(suffix)"), "\(suffix)")
      }
      #expect(page.contains("<li><a href=\"#\(demo.name)\">"))
      #expect(page.contains("<h3>\(demo.name)</h3>"))
      #expect(page.contains(htmlEscaped(demo.summary)))
      #expect(page.contains("\(frames) frames rendered at \(fps) fps"))
      // Its size on disk: its files together, as the folder holds them.
      let bytes = try expected.filter {
        $0.hasPrefix(demo.name + ".") || $0 == demo.name + "-sheet.png"
          || $0 == demo.name + "-reduced.html"
      }.reduce(0) {
        $0
          + (try FileManager.default.attributesOfItem(
            atPath: gallery.appendingPathComponent($1).path)[.size] as? Int ?? 0)
      }
      #expect(page.contains("\(byteCountText(bytes)) on disk"), "\(demo.name)")
      // The image checks need Pillow; without it the test ends as skipped after the loop.
      guard Pillow.isInstalled else { continue }
      try #require(decoded.count == 3 * Demo.all.count)
      let (apng, gif, sheet) = (
        decoded[3 * number], decoded[3 * number + 1], decoded[3 * number + 2]
      )
      let width = Int((demo.size.width * scale).rounded())
      let height = Int((demo.size.height * scale).rounded())
      #expect(apng.format == "PNG")
      #expect(apng.width == width && apng.height == height)
      #expect(apng.loop == 0)
      // The page and the summary state the frame counts the files hold.
      #expect(page.contains("<code>\(demo.name).apng</code> &middot; "))
      #expect(page.contains("<code>\(demo.name).gif</code> &middot; "))
      #expect(page.contains(" &middot; \(gif.frames) frames</li>"))
      #expect(
        stdoutLine(run, "\(folder)/\(demo.name).apng")?.hasSuffix(" \(apng.frames) frames") == true)
      #expect(
        stdoutLine(run, "\(folder)/\(demo.name).gif")?.hasSuffix(" \(gif.frames) frames") == true,
        "\(demo.name)")
      // APNG: every frame shows a whole number of 1/fps s, and they add up to frames / fps.
      let milliseconds = apng.durations.map { $0 ?? -1 }
      let runs = milliseconds.map { ($0 * Double(fps) / 1000).rounded() }
      #expect(zip(milliseconds, runs).allSatisfy { abs($0 - $1 * 1000 / Double(fps)) < 1e-6 })
      #expect(runs.allSatisfy { $0 >= 1 })
      #expect(Int(runs.reduce(0, +)) == frames)
      // Frames are merged only when equal: neighbours differ.
      #expect(zip(apng.hashes, apng.hashes.dropFirst()).allSatisfy { $0 != $1 })
      // GIF: the same runs, timed by the GIF rule (15 fps never needs rules 2 and 3).
      #expect(gif.format == "GIF")
      #expect(gif.width == width && gif.height == height)
      #expect(gif.loop == 0)
      let expectedGIF = FrameTiming.gifCentiseconds(runs: runs.map { Int($0) }, fps: fps)
      #expect(expectedGIF != nil)
      #expect(
        gif.durations.map { Int(($0 ?? -1).rounded()) } == expectedGIF?.map { $0 * 10 },
        "\(demo.name)")
      // Contact sheet: a still 3 × 3 grid of frames, 8-pixel gutters, a 14-pixel caption
      // under each row (after half a gutter); frames are shrunk by the whole part of the
      // scale, rounding up (one pixel a point at scale 2), never enlarged.
      let shrink = max(1, Int(scale.rounded(.down)))
      #expect(sheet.format == "PNG")
      #expect(sheet.frames == 1)
      #expect(sheet.width == 3 * ((width + shrink - 1) / shrink) + 4 * 8)
      #expect(sheet.height == 3 * ((height + shrink - 1) / shrink + 14 + 4) + 4 * 8)
    }
    try Pillow.require()
  }

  @Test func aFolderOfOtherFilesIsLeftAlone() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("choreo-gallery")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try "mine".write(
      to: target.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
    let run = try ChoreoRunner.run(["--scale=0.25", "--fps", "2"], in: directory)
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

  /// The summary line for `path` (folder/file): the summary is a status report, so it goes
  /// to standard error (standard output carries only data).
  private func stdoutLine(_ run: ChoreoRun, _ path: String) -> String? {
    run.stderr.split(separator: "\n").map(String.init).first { $0.hasPrefix("\(path) ") }
  }

  private func htmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
