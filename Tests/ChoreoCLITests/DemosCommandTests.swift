import ChoreoDemos
import Foundation
import Testing

/// `choreo demos`, and `curve --format png` (which now draws through the renderer).
@Suite struct DemosCommandTests {
  @Test func listsEveryDemoWithItsDurationSizeAndSummary() throws {
    let run = try ChoreoRunner.run(["demos"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.lines.count == Demo.all.count)
    for (line, demo) in zip(run.lines, Demo.all) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      #expect(words.first == demo.name)
      #expect(words.count > 4)
      guard words.count > 4 else { continue }
      #expect(Double(words[1]) == demo.duration)
      #expect(words[2] == "s")
      let size = words[3].split(separator: "x").compactMap { Double($0) }
      #expect(size == [demo.size.width, demo.size.height])
      #expect(line.hasSuffix("  " + demo.summary))
    }
  }

  @Test func curvePNGIsAPlot() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["curve", "spring(duration: 0.5, bounce: 0.3)", "--format", "png", "--out", "plot.png"],
      in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try directoryContents(directory) == ["plot.png"])
    let piped = try ChoreoRunner.run(
      ["curve", "spring(duration: 0.5, bounce: 0.3)", "--format", "png"])
    let sameBytes =
      piped.stdoutBytes == (try fileBytes(directory.appendingPathComponent("plot.png")))
    #expect(sameBytes)
    try Pillow.require()
    let path = directory.appendingPathComponent("plot.png").path
    let info = try Pillow.info(path)
    #expect(info.format == "PNG")
    #expect(info.width == 1280 && info.height == 800)
    // The right margin (x > 625 points) beside the plot is blank; the red curve crosses the
    // plot area; the tick labels under the x axis are drawn in the stroke font.
    let boxes = try Pillow.extrema(
      path,
      boxes: [
        (1250, 60, 1280, 700), (100, 712, 1270, 740), (130, 60, 1236, 700), (200, 703, 1200, 705),
      ])
    #expect(boxes[0] == Self.white)
    #expect(boxes[1][0][0] < 128)
    let plot = boxes[2]
    #expect(plot[0][1] == 255 && plot[1][0] < 100, "red ink (#d0342c) in the plot area")
    // Axes: the x axis at y = 352 points is black across the plot.
    let axis = boxes[3]
    #expect(axis[0][0] == 0)
  }

  static let white = [[255, 255], [255, 255], [255, 255], [255, 255]]
}
