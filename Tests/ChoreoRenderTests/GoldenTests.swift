import ChoreoCore
import ChoreoRender
import Foundation
import Testing

// Goldens live in Goldens/ next to this file: `<scene>-<progress>.svg` compared as text,
// `<scene>-<progress>.pam` (Netpbm PAM, RGB_ALPHA, 8 bits; the scenes are opaque, so
// premultiplied and straight alpha agree) compared as decoded pixels with a tolerance of
// 2 per channel (room for libm's sin/cos differing in the last bit across platforms).
// They are written only when CHOREO_RECORD_GOLDENS=1; otherwise a missing golden fails. A
// recording run fails too (as swift-snapshot-testing's record mode does), so a CI run that
// records can never pass: record, inspect, commit, and run again without the variable.
@Suite struct GoldenTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let recording = ProcessInfo.processInfo.environment["CHOREO_RECORD_GOLDENS"] == "1"
  static let channelTolerance = 2

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var progress: Double
    var scene: @Sendable (Double) -> RenderLayer
    var fileStem: String {
      "\(name)-\(Int((progress * 100).rounded()))"
    }
    var description: String { fileStem }
  }

  static let cases: [Case] = GoldenScenes.all.flatMap { entry in
    GoldenScenes.progresses.map { Case(name: entry.name, progress: $0, scene: entry.scene) }
  }

  @Test(arguments: cases)
  func svgMatchesGolden(_ test: Case) throws {
    let svg = try SVGExporter().svg(for: test.scene(test.progress), size: GoldenScenes.size)
    let url = Self.directory.appendingPathComponent(test.fileStem + ".svg")
    if Self.recording {
      Issue.record(Comment(rawValue: try GoldenRecorder.record(Data(svg.utf8), at: url)))
      return
    }
    let golden = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "missing golden \(url.path); record with CHOREO_RECORD_GOLDENS=1 swift test")
    #expect(svg == golden, "SVG differs from \(url.lastPathComponent)")
  }

  @Test(arguments: cases)
  func pixelsMatchGolden(_ test: Case) throws {
    let image = try LayerRenderer(size: GoldenScenes.size, scale: 1)
      .render(test.scene(test.progress))
    let url = Self.directory.appendingPathComponent(test.fileStem + ".pam")
    if Self.recording {
      Issue.record(Comment(rawValue: try GoldenRecorder.record(PAM.encode(image), at: url)))
      return
    }
    let data = try #require(
      try? Data(contentsOf: url),
      "missing golden \(url.path); record with CHOREO_RECORD_GOLDENS=1 swift test")
    let golden = try #require(PAM.decode(data), "\(url.lastPathComponent) is not a PAM file")
    #expect(golden.width == image.width && golden.height == image.height)
    var worst = 0
    for (a, b) in zip(image.pixels, golden.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
    #expect(worst <= Self.channelTolerance, "largest channel difference \(worst)")
  }
}

/// Writes goldens in recording mode.
enum GoldenRecorder {
  /// Writes `data` to `url` (creating its folder) and returns the failure message the
  /// recording test must report: recording is never a pass.
  static func record(_ data: Data, at url: URL) throws -> String {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return "recorded golden \(url.lastPathComponent); check it, commit it and run again"
      + " without CHOREO_RECORD_GOLDENS (a recording run never passes)"
  }
}

/// A recording run fails: the recorder writes the file and hands back a failure message.
@Suite struct GoldenRecordingTests {
  @Test func recordingWritesTheFileAndReportsAFailure() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-golden-\(UUID().uuidString)/Goldens")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let url = folder.appendingPathComponent("scene-50.svg")
    let message = try GoldenRecorder.record(Data("<svg/>".utf8), at: url)
    #expect(try Data(contentsOf: url) == Data("<svg/>".utf8))
    #expect(message.contains("recorded golden scene-50.svg"))
    #expect(message.contains("never passes"))
  }
}

/// Netpbm PAM with TUPLTYPE RGB_ALPHA (http://netpbm.sourceforge.net/doc/pam.html).
enum PAM {
  static func encode(_ image: Bitmap) -> Data {
    let header =
      "P7\nWIDTH \(image.width)\nHEIGHT \(image.height)\nDEPTH 4\nMAXVAL 255\n"
      + "TUPLTYPE RGB_ALPHA\nENDHDR\n"
    return Data(header.utf8) + Data(image.pixels)
  }

  static func decode(_ data: Data) -> Bitmap? {
    let bytes = [UInt8](data)
    let marker = Array("ENDHDR\n".utf8)
    guard
      let end = (0...(bytes.count - marker.count)).first(where: {
        Array(bytes[$0..<($0 + marker.count)]) == marker
      })
    else { return nil }
    let header = String(decoding: bytes[0..<end], as: UTF8.self)
    var fields: [String: Int] = [:]
    for line in header.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
    }
    guard header.hasPrefix("P7"), let width = fields["WIDTH"], let height = fields["HEIGHT"],
      fields["DEPTH"] == 4, fields["MAXVAL"] == 255, width > 0, height > 0
    else { return nil }
    let pixels = Array(bytes[(end + marker.count)...])
    guard pixels.count == width * height * 4 else { return nil }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
