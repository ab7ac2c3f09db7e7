import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

@testable import choreo

/// The frame count the tool reports for a GIF is the count of images in the encoded file.
/// Frames that differ in RGBA can be equal once quantised to GIF's palette (two alphas under
/// 50 % are both the transparent index; below scale 1, nearby colours share an entry), and
/// the encoder merges those, so the count of distinct rendered frames can be too high.
@Suite struct GIFFrameCountTests {
  /// A 4×2 red bitmap whose pixel `index` is set to `pixel` (premultiplied RGBA).
  static func frame(_ changes: [Int: (UInt8, UInt8, UInt8, UInt8)]) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: 4 * 2 * 4)
    for index in 0..<8 { (pixels[index * 4], pixels[index * 4 + 3]) = (255, 255) }
    for (index, pixel) in changes {
      (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2], pixels[index * 4 + 3]) =
        pixel
    }
    return Bitmap(width: 4, height: 2, pixels: pixels)
  }

  @Test func framesEqualOnceQuantisedAreCountedOnce() throws {
    let store = FrameStore()
    let delay = FrameDelay(fps: 10)
    // Frames 0 and 1 differ only in the alpha of a transparent pixel (10 vs 20 of 255):
    // both are GIF's transparent index. Frame 2 turns another pixel blue.
    store.append(Self.frame([0: (0, 0, 0, 10)]), delay: delay)
    store.append(Self.frame([0: (0, 0, 0, 20)]), delay: delay)
    store.append(Self.frame([0: (0, 0, 0, 20), 5: (0, 0, 255, 255)]), delay: delay)
    #expect(store.count == 3)
    let gif = DemoOutput.gif(store, background: .white)
    #expect(gif.frameCount == 2)
    try Pillow.require()
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.gif").path
    try AtomicFile.write(gif.bytes, to: path)
    let info = try Pillow.info(path)
    #expect(info.frames == gif.frameCount)
    // The merged frame shows for both delays.
    #expect(info.durations.map { Int(($0 ?? -1).rounded()) } == [200, 100])
  }

  /// The store the GIF reads its frames back from gives back what it was given, runs
  /// longer than one and two varint bytes (128 and 16384 pixels) included.
  @Test func storedFramesComeBackByteForByte() {
    var generator = SeededGenerator(seed: 13)
    let width = 20_000
    var pixels: [UInt8] = []
    for column in 0..<width {
      // Runs of 1, 200 and 17000 pixels, then noise.
      let pixel: [UInt8] =
        column == 0
        ? [1, 2, 3, 4]
        : column <= 200
          ? [9, 9, 9, 255]
          : column <= 17_200
            ? [0, 0, 0, 0]
            : (0..<4).map { _ in
              UInt8.random(in: 0...1, using: &generator)
            }
      pixels += pixel
    }
    let frames = [
      Bitmap(width: width, height: 1, pixels: pixels),
      Bitmap(width: width, height: 1, fill: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)),
    ]
    let store = FrameStore()
    store.append(frames[0], delay: FrameDelay(fps: 30))
    let firstBytes = store.byteCount
    store.append(frames[1], delay: FrameDelay(fps: 30))
    #expect(store.count == 2)
    #expect(store.frame(0).pixels == frames[0].pixels)
    #expect(store.frame(1).pixels == frames[1].pixels)
    // A flat frame is one run: its length (19999 + 1) in 3 varint bytes, then the pixel.
    #expect(store.byteCount - firstBytes == 7)
  }

  @Test func imagesAreCountedPastExtensionsAndLocalTables() {
    // A GIF with a comment extension, one image without and one with a local colour table.
    var bytes = Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    bytes += [0x21, 0xFE, 3] + Array("abc".utf8) + [0]
    bytes += [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0x00, 2, 2, 0x4C, 0x01, 0]
    bytes += [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0x80, 0, 0, 0, 1, 1, 1, 2, 2, 0x4C, 0x01, 0]
    bytes.append(0x3B)
    #expect(DemoOutput.gifImageCount(bytes) == 2)
  }

  /// A case the bug showed in: pop-menu at half scale and 30 fps, whose distinct frames
  /// were 61 while the GIF holds 60. The line saying what was written must state the frames
  /// Pillow finds in the file.
  @Test func renderStatesTheFramesInTheFileBelowScale1() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["render", "pop-menu", "--format", "gif", "--scale", "0.5", "--fps", "30"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let line = try #require(run.stderr.split(separator: "\n").last { $0.hasPrefix("wrote ") })
    try Pillow.require()
    let info = try Pillow.info(directory.appendingPathComponent("pop-menu.gif").path)
    #expect(line.contains(", \(info.frames) frames ("), "\(line)")
  }
}
