import Choreo
import ChoreoRender
import ChoreoTestSupport
import ChoreoTesting
import Foundation
import Testing

/// Files made by Pillow (an independent encoder) and the RGBA bytes Pillow decodes them to.
enum PillowFiles {
  /// Whether `python3 -c "import PIL"` works (installed on the build machines and by
  /// .ci/run; in CI, ChoreoCLITests' `ToolsInCITests` fails without it).
  static var isInstalled: Bool { ExternalTool.pillow.isInstalled }

  /// Why a test that needs Pillow did not run.
  static var missing: Comment { Comment(rawValue: ExternalTool.pillow.missing) }

  /// Runs a Python program; returns its exit status and standard output.
  static func python(_ program: String, _ arguments: [String] = []) throws -> (
    status: Int32, output: Data
  ) {
    let run = try ExternalTool.run(["python3", "-c", program] + arguments)
    return (run.status, run.stdout)
  }

  /// A scratch folder for one test.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-testing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes a 23×17 gradient with a translucent band in `mode` to `path` and returns
  /// Pillow's premultiplied RGBA bytes of it.
  static let makeStill = """
    import sys
    from PIL import Image
    mode, path = sys.argv[1], sys.argv[2]
    image = Image.new("RGBA", (23, 17))
    for y in range(17):
        for x in range(23):
            alpha = 255 if y < 9 else 40 + 9 * x
            image.putpixel((x, y), (11 * x, 15 * y, (x * y) % 256, alpha))
    if mode == "P":
        converted = image.convert("RGB").quantize(colors=32)
        converted.info["transparency"] = 3
        converted.save(path, transparency=3)
        image = converted.convert("RGBA")
    else:
        image = image.convert(mode)
        image.save(path)
        image = image.convert("RGBA")
    out = bytearray()
    for r, g, b, a in image.getdata():
        out += bytes([(r * a + 127) // 255, (g * a + 127) // 255, (b * a + 127) // 255, a])
    sys.stdout.buffer.write(bytes(out))
    """
}

@Suite struct PNGReaderTests {
  @Test(
    .enabled(if: PillowFiles.isInstalled, PillowFiles.missing),
    arguments: ["RGBA", "RGB", "L", "LA", "P"])
  func readsWhatPillowWrites(mode: String) throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/still.png"
    let run = try PillowFiles.python(PillowFiles.makeStill, [mode, path])
    #expect(run.status == 0)
    let frames = try PNGReader.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(frames.count == 1 && frames[0].delay == nil)
    #expect(frames[0].image.width == 23 && frames[0].image.height == 17)
    #expect(frames[0].image.pixels == [UInt8](run.output), "mode \(mode)")
  }

  @Test(.enabled(if: PillowFiles.isInstalled, PillowFiles.missing))
  func readsAnAPNGThatPillowComposes() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/animation.png"
    // Three frames: the second blended over the first (blend OVER) and disposed to the
    // background, the third replacing (blend SOURCE) with translucent rows. (Pillow blends
    // OVER by pasting through the alpha mask, which is OVER only for opaque or clear source
    // pixels, so the blended frame has no others.)
    let program = """
      import sys
      from PIL import Image
      path = sys.argv[1]
      frames = []
      for k in range(3):
          image = Image.new("RGBA", (16, 12), (0, 0, 0, 0))
          for y in range(12):
              for x in range(16):
                  if (x + k * 3) % 7 < 4:
                      image.putpixel((x, y), (40 * k + 30, 200 - 9 * x, 7 * y, 128 if y >= 6 and k != 1 else 255))
          frames.append(image)
      frames[0].save(path, save_all=True, append_images=frames[1:], duration=[50, 100, 150],
                     loop=0, blend=[1, 1, 0], disposal=[0, 1, 0])
      result = Image.open(path)
      out = bytearray()
      for index in range(result.n_frames):
          result.seek(index)
          for r, g, b, a in result.convert("RGBA").getdata():
              out += bytes([(r * a + 127) // 255, (g * a + 127) // 255, (b * a + 127) // 255, a])
      sys.stdout.buffer.write(bytes(out))
      """
    let run = try PillowFiles.python(program, [path])
    #expect(run.status == 0)
    let frames = try PNGReader.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(frames.map(\.delay) == [0.05, 0.1, 0.15])
    let expected = [UInt8](run.output)
    #expect(expected.count == 3 * 16 * 12 * 4)
    for (index, frame) in frames.enumerated() {
      let slice = Array(expected[(index * 768)..<((index + 1) * 768)])
      // Pillow composes in straight alpha, this reader in premultiplied: rounding apart.
      let comparison = PixelComparison(
        actual: frame.image, golden: Bitmap(width: 16, height: 12, pixels: slice),
        channelThreshold: 2)
      #expect(comparison.matches(.exact(2)), "frame \(index): \(comparison)")
    }
  }

  @Test func readsBackWhatChoreoRenderWrites() throws {
    var image = Bitmap(width: 5, height: 3, fill: RGBA(red: 0.2, green: 0.4, blue: 0.9))
    image[2, 1] = RGBA(red: 1, green: 0, blue: 0, alpha: 0.3).premultipliedBytes
    image[4, 2] = (0, 0, 0, 0)
    #expect(try PNGReader.decode(PNGEncoder().encode(image))[0].image == image)
    let opaque = Bitmap(width: 4, height: 4, fill: .white)
    #expect(try PNGReader.decode(PNGEncoder().encode(opaque))[0].image == opaque)
    let frames = [opaque, image.withSize(of: opaque), opaque]
    let decoded = try PNGReader.decode(
      APNGEncoder().encode(frames, frameDelay: FrameDelay(fps: 10)))
    #expect(decoded.map(\.image) == frames)
    #expect(decoded.map(\.delay) == [0.1, 0.1, 0.1])
  }

  @Test func badFilesAreTypedErrors() throws {
    #expect(throws: PNGDecodingError.notPNG) { try PNGReader.decode([1, 2, 3]) }
    var bytes = PNGEncoder().encode(Bitmap(width: 2, height: 2, fill: .white))
    #expect(throws: PNGDecodingError.truncated) { try PNGReader.decode(Array(bytes.prefix(30))) }
    bytes[20] ^= 0xFF  // inside IHDR's data
    #expect(throws: PNGDecodingError.badChecksum(chunk: "IHDR")) {
      try PNGReader.decode(bytes)
    }
    // The reason travels in the case's text (size errors are not about bit depth).
    #expect(
      PNGDecodingError.unsupported("interlacing (this reader takes non-interlaced images)")
        .description == "unsupported PNG: interlacing (this reader takes non-interlaced images)")
  }
}

extension Bitmap {
  /// A 4×4 copy of the top-left of this bitmap, padded with white.
  fileprivate func withSize(of other: Bitmap) -> Bitmap {
    var copy = Bitmap(width: other.width, height: other.height, fill: .white)
    for y in 0..<min(height, other.height) {
      for x in 0..<min(width, other.width) { copy[x, y] = self[x, y] }
    }
    return copy
  }
}
