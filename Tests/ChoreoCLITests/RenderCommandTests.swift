import ChoreoDemos
import ChoreoRender
import Foundation
import Testing

/// `choreo render DEMO` in every format, small (scale 1, low fps) to keep the suite quick.
@Suite struct RenderCommandTests {
  static let demo = Demo.all[0]
  /// A canvas with the demo's aspect ratio at a quarter of its size.
  static let width = Int((demo.size.width / 4).rounded())
  static let height = Int((demo.size.height / 4).rounded())
  static let small = ["--size", "\(width)x\(height)", "--scale", "1"]

  /// Runs `render` in a fresh directory and hands it to `body`.
  private func rendering(
    _ arguments: [String], _ body: (ChoreoRun, URL) throws -> Void
  ) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(["render", Self.demo.name] + arguments, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    try body(run, directory)
  }

  @Test func framesFolderAPNGAndGIFAgree() throws {
    let fps = 30
    let count = FrameTiming.frameCount(duration: Self.demo.duration, fps: fps)
    let options = Self.small + ["--fps", "\(fps)"]
    try rendering(options + ["--format", "frames"]) { run, directory in
      let folder = directory.appendingPathComponent("\(Self.demo.name)-frames")
      let names = try directoryContents(folder)
      #expect(names.count == count)
      #expect(names.first == "frame-0000.png")
      #expect(names.last == "frame-\(String(format: "%04d", count - 1)).png")
      #expect(run.stderr.contains("\(count) PNG frames"))
      #expect(run.stdout.isEmpty)
      let frameBytes = try names.map { try fileBytes(folder.appendingPathComponent($0)) }
      let runs = FrameTiming.runs(frameBytes)
      // Same arguments, APNG and GIF, into the same directory.
      let apngRun = try ChoreoRunner.run(
        ["render", Self.demo.name, "--format", "apng"] + options, in: directory)
      let gifRun = try ChoreoRunner.run(
        ["render", Self.demo.name, "--format", "gif"] + options, in: directory)
      #expect(apngRun.status == 0 && gifRun.status == 0)
      // The progress said every frame drawn; the "wrote" line says why the file holds fewer.
      let wrote = apngRun.stderr.split(separator: "\n").last { $0.hasPrefix("wrote ") } ?? ""
      #expect(runs.count < count)
      #expect(
        wrote.contains(", \(runs.count) frames (\(count) drawn, identical neighbours merged), "),
        "\(wrote)")
      #expect(
        try directoryContents(directory).sorted()
          == ["\(Self.demo.name)-frames", "\(Self.demo.name).apng", "\(Self.demo.name).gif"]
          .sorted())
      try Pillow.require()
      let frames = try Pillow.info(names.map { folder.appendingPathComponent($0).path })
      #expect(frames.allSatisfy { $0.width == Self.width && $0.height == Self.height })
      let apng = try Pillow.info(directory.appendingPathComponent("\(Self.demo.name).apng").path)
      #expect(apng.format == "PNG")
      #expect(apng.frames == runs.count)
      #expect(apng.loop == 0)
      let expected = FrameTiming.apngMilliseconds(runs: runs, fps: fps)
      #expect(apng.durations.count == expected.count)
      for (got, want) in zip(apng.durations, expected) {
        #expect(abs((got ?? -1) - want) < 1e-6, "\(String(describing: got)) vs \(want)")
      }
      // Each APNG frame, composited by Pillow, is the frames-folder frame that starts its run.
      var first = 0
      var starts: [Int] = []
      for run in runs {
        starts.append(first)
        first += run
      }
      #expect(apng.hashes == starts.map { frames[$0].hashes[0] })
      let gif = try Pillow.info(directory.appendingPathComponent("\(Self.demo.name).gif").path)
      #expect(gif.format == "GIF")
      #expect(gif.width == Self.width && gif.height == Self.height)
      #expect(gif.loop == 0)
      let centiseconds = FrameTiming.gifCentiseconds(runs: runs, fps: fps)
      #expect(gif.durations.map { Int(($0 ?? -1).rounded()) } == centiseconds?.map { $0 * 10 })
    }
  }

  @Test func atPicksTheFrameOfTheFramesFolder() throws {
    // Frame i of the frames folder is the demo at i / fps: the PNG at that time is the
    // same file, byte for byte. One folder, checked at several frames.
    let fps = 10
    let count = FrameTiming.frameCount(duration: Self.demo.duration, fps: fps)
    try rendering(Self.small + ["--format", "frames", "--fps", "\(fps)", "--out", "f"]) {
      _, directory in
      for index in [0, 6, 9, 14] {
        let time = index == count - 1 ? Self.demo.duration : Double(index) / Double(fps)
        let frame = try fileBytes(
          directory.appendingPathComponent(String(format: "f/frame-%04d.png", index)))
        let png = try ChoreoRunner.run(
          ["render", Self.demo.name, "--format", "png", "--at", "\(time)", "--out", "-"]
            + Self.small)
        #expect(png.status == 0)
        let sameBytes = png.stdoutBytes == frame
        #expect(sameBytes, "frame \(index): same bytes")
        // While the dots move (from 0.3 s on), a nearby time gives another picture.
        guard time > 0.3 else { continue }
        let other = try ChoreoRunner.run(
          ["render", Self.demo.name, "--format", "png", "--at", "\(time + 0.05)", "--out", "-"]
            + Self.small)
        let differs = other.stdoutBytes != frame
        #expect(differs, "frame \(index): a different time gives a different picture")
      }
    }
  }

  @Test func lastFrameIsTheEndState() throws {
    let count = FrameTiming.frameCount(duration: Self.demo.duration, fps: 4)
    try rendering(Self.small + ["--format", "frames", "--fps", "4", "--out", "f"]) {
      _, directory in
      let last = try fileBytes(
        directory.appendingPathComponent(String(format: "f/frame-%04d.png", count - 1)))
      let end = try ChoreoRunner.run(
        ["render", Self.demo.name, "--format", "png", "--at", "\(Self.demo.duration)", "-o", "-"]
          + Self.small)
      let sameBytes = end.stdoutBytes == last
      #expect(sameBytes, "same bytes")
    }
  }

  @Test func pngAtMatchesTheTreeRenderedInProcess() throws {
    // No --size: the tool draws the demo's own tree; rendering that tree here through
    // LayerRenderer and PNGEncoder must give the same bytes.
    let demo = Self.demo
    let time = demo.duration * 0.4
    let run = try ChoreoRunner.run([
      "render", demo.name, "--format", "png", "--scale", "1", "--at", "\(time)", "--out", "-",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let image = try LayerRenderer(size: demo.size, scale: 1, background: demo.background)
      .render(demo.scene(time))
    let sameBytes = run.stdoutBytes == PNGEncoder().encode(image)
    #expect(sameBytes, "same bytes")
    // The default time is the demo's still time, named in the "wrote" line.
    let still = try ChoreoRunner.run([
      "render", demo.name, "--format", "png", "--scale", "1", "--out", "-",
    ])
    let stillImage = try LayerRenderer(size: demo.size, scale: 1, background: demo.background)
      .render(demo.scene(demo.stillTime))
    let sameStill = still.stdoutBytes == PNGEncoder().encode(stillImage)
    #expect(sameStill, "same bytes")
    #expect(still.stderr.contains(", 1 frame at \(demo.stillTime) s, "), "\(still.stderr)")
  }

  /// `--reduce-motion` renders the demo's Reduce Motion form: the same bytes as its reduced
  /// tree rendered here, different from the full form mid-switch, written beside the full
  /// file by default and said so; a demo without the form is a usage error.
  @Test func reduceMotionRendersTheReducedForm() throws {
    let demo = try #require(Demo.named("tab-slide"))
    let reduced = try #require(demo.reducedMotionDemo)
    let time = 0.45  // mid-switch: the full form slides, the reduced one cross-fades
    let run = try ChoreoRunner.run([
      "render", demo.name, "--reduce-motion", "--format", "png", "--scale", "1", "--at", "\(time)",
      "--out", "-",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let renderer = LayerRenderer(size: demo.size, scale: 1, background: demo.background)
    let reducedBytes = PNGEncoder().encode(try renderer.render(reduced.scene(time)))
    let fullBytes = PNGEncoder().encode(try renderer.render(demo.scene(time)))
    #expect(run.stdoutBytes == reducedBytes)
    #expect(reducedBytes != fullBytes)
    #expect(run.stderr.contains(", under Reduce Motion)"), "\(run.stderr)")
    // By default beside the full file, not over it.
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let beside = try ChoreoRunner.run(
      ["render", demo.name, "--reduce-motion", "--format", "svg"], in: directory)
    #expect(beside.status == 0, "\(beside.stderr)")
    #expect(try directoryContents(directory) == ["tab-slide-reduced.svg"])
    // easings plots the curves themselves: it has no reduced form.
    let refused = try ChoreoRunner.run(["render", "easings", "--reduce-motion"], in: directory)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("easings has no Reduce Motion form"), "\(refused.stderr)")
  }

  @Test func defaultOutputNamesAndStandardOutput() throws {
    try rendering(Self.small + ["--format", "png"]) { run, directory in
      #expect(try directoryContents(directory) == ["\(Self.demo.name).png"])
      // Status lines go to standard error; standard output carries only data.
      #expect(run.stderr.contains("wrote \(Self.demo.name).png (png, "))
      #expect(run.stdout.isEmpty)
      let file = try fileBytes(directory.appendingPathComponent("\(Self.demo.name).png"))
      #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let piped = try ChoreoRunner.run(
        ["render", Self.demo.name, "--format", "png", "--out", "-"] + Self.small)
      let sameBytes = piped.stdoutBytes == file
      #expect(sameBytes, "same bytes")
      #expect(piped.stderr.contains("wrote standard output"))
    }
    for (format, name) in [
      ("svg", "\(Self.demo.name).svg"), ("sheet", "\(Self.demo.name)-sheet.png"),
      ("gif", "\(Self.demo.name).gif"),
    ] {
      try rendering(Self.small + ["--format", format] + (format == "gif" ? ["--fps", "2"] : [])) {
        _, directory in
        let names = try directoryContents(directory)
        #expect(names == [name])
      }
    }
    try rendering(Self.small + ["--fps", "2"]) { _, directory in
      let names = try directoryContents(directory)
      #expect(names == ["\(Self.demo.name).apng"])
    }
  }

  /// An output path that cannot be written fails before any frame is rendered (no progress
  /// line), for every format, and leaves nothing behind.
  @Test(arguments: ["apng", "gif", "png", "svg", "sheet", "frames"])
  func unwritablePathFailsBeforeRendering(format: String) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["render", Self.demo.name, "--format", format, "--out", "missing/out"] + Self.small,
      in: directory)
    #expect(run.status == 73)
    #expect(run.stderr.contains("cannot create 'missing/out'"))
    #expect(!run.stderr.contains("frame"), "\(run.stderr)")
    #expect(try directoryContents(directory) == [])
  }

  @Test func svgIsOneVectorFrame() throws {
    try rendering(Self.small + ["--format", "svg", "--at", "1", "--out", "x.svg"]) {
      _, directory in
      let svg = try String(contentsOf: directory.appendingPathComponent("x.svg"), encoding: .utf8)
      // An XML declaration, then the <svg> element.
      let body = svg.hasPrefix("<?xml") ? String(svg.drop { $0 != "\n" }.dropFirst()) : svg
      #expect(body.hasPrefix("<svg"))
      #expect(svg.hasSuffix("</svg>\n"))
      #expect(body.contains("width=\"\(Self.width)\""))
      #expect(body.contains("height=\"\(Self.height)\""))
      let piped = try ChoreoRunner.run(
        ["render", Self.demo.name, "--format", "svg", "--at", "1", "--out", "-"] + Self.small)
      #expect(piped.stdout == svg)
    }
  }

  @Test(.enabled(if: Pillow.isInstalled, Pillow.missing)) func sheetIsAThreeByThreeGrid() throws {
    try rendering(Self.small + ["--format", "sheet"]) { _, directory in
      let sheet = try Pillow.info(
        directory.appendingPathComponent("\(Self.demo.name)-sheet.png").path)
      #expect(sheet.frames == 1)
      #expect(sheet.width == 3 * Self.width + 4 * 8)
      // Each row has its captions under it: 14 pixels after half a gutter.
      #expect(sheet.height == 3 * (Self.height + 14 + 4) + 4 * 8)
    }
  }

  @Test(.enabled(if: Pillow.isInstalled, Pillow.missing)) func sizeFitsTheDemoInsideTheCanvas()
    throws
  {
    // A canvas twice as tall as the demo's aspect ratio: the demo is scaled to the width and
    // centered, so the top and bottom quarters are the demo's background.
    let width = Self.width
    let height = 2 * Self.height
    try rendering(["--size", "\(width)x\(height)", "--scale", "1", "--format", "png"]) {
      _, directory in
      let path = directory.appendingPathComponent("\(Self.demo.name).png").path
      let info = try Pillow.info(path)
      #expect(info.width == width && info.height == height)
      let background = Self.demo.background
      let white = [background.red, background.green, background.blue, background.alpha].map {
        let byte = Int(($0 * 255).rounded())
        return [byte, byte]
      }
      let band = height / 4 - 1
      let boxes = try Pillow.extrema(
        path,
        boxes: [
          (0, 0, width, band), (0, height - band, width, height),
          (0, height / 4 + 2, width, 3 * height / 4 - 2),
        ])
      #expect(boxes[0] == white)
      #expect(boxes[1] == white)
      // The demo itself is drawn in the middle (something there is not white).
      #expect(boxes[2][0][0] < 255)
    }
  }
}
