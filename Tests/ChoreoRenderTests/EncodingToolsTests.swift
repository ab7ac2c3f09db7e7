// Independent decoders for the encoder tests: Pillow (python3) and pngcheck, run as child
// processes. A missing tool skips the test locally and fails it when CI is set, with the
// install command in the message.
import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoRender

/// One image or animation as Pillow decodes it.
struct DecodedImage {
  struct Frame {
    /// Pillow's `info["duration"]` in milliseconds, when present.
    var duration: Double?
    /// The composed frame as straight-alpha RGBA bytes (`convert("RGBA")`).
    var rgba: [UInt8]
  }
  var format: String
  var width: Int
  var height: Int
  var mode: String
  var loop: Int?
  var frames: [Frame]
}

enum ExternalTools {
  static let inCI = ExternalTool.inCI

  static var pillowAvailable: Bool { ExternalTool.pillow.isInstalled }
  static var pngcheckAvailable: Bool { ExternalTool.pngcheck.isInstalled }

  /// Run the Pillow tests when Pillow is there, or always in CI (where missing = failure).
  static var shouldRunPillow: Bool { pillowAvailable || inCI }
  /// Run the pngcheck tests when pngcheck is there, or always in CI.
  static var shouldRunPngcheck: Bool { pngcheckAvailable || inCI }

  /// Records a failure when Pillow is missing; true when it can be used.
  static func requirePillow() -> Bool {
    if !pillowAvailable { Issue.record(Comment(rawValue: ExternalTool.pillow.missing)) }
    return pillowAvailable
  }

  /// Records a failure when pngcheck is missing; true when it can be used.
  static func requirePngcheck() -> Bool {
    if !pngcheckAvailable { Issue.record(Comment(rawValue: ExternalTool.pngcheck.missing)) }
    return pngcheckAvailable
  }

  /// Runs a command (found on PATH): its status, standard output and standard error; nil
  /// when it cannot start.
  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String)? {
    guard let run = try? ExternalTool.run(arguments) else { return nil }
    return (run.status, run.stdoutText, run.stderrText)
  }

  static let pillowScript = """
    import json, sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    out = {"format": im.format, "width": im.width, "height": im.height, "mode": im.mode,
           "loop": im.info.get("loop"), "frames": []}
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        out["frames"].append({"duration": im.info.get("duration"),
                              "rgba": list(im.convert("RGBA").tobytes())})
    print(json.dumps(out))
    """

  /// Decodes a file with Pillow.
  static func decode(_ path: String) throws -> DecodedImage {
    guard let result = run(["python3", "-c", pillowScript, path]), result.status == 0 else {
      throw DecodeFailure(message: "Pillow could not decode \(path)")
    }
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
    let frames = (json["frames"] as! [[String: Any]]).map { frame in
      DecodedImage.Frame(
        duration: (frame["duration"] as? NSNumber)?.doubleValue,
        rgba: (frame["rgba"] as! [Int]).map { UInt8($0) })
    }
    return DecodedImage(
      format: json["format"] as! String, width: json["width"] as! Int,
      height: json["height"] as! Int, mode: json["mode"] as! String,
      loop: json["loop"] as? Int, frames: frames)
  }

  /// Runs `pngcheck -v` on a file.
  static func pngcheck(_ path: String) -> (status: Int32, output: String) {
    guard let result = run(["pngcheck", "-v", path]) else { return (-1, "pngcheck did not start") }
    return (result.status, result.output + result.error)
  }
}

struct DecodeFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A fresh folder under /tmp for one test's files, removed by `remove()`.
struct ScratchDirectory {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-encode-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Test images.
enum Samples {
  /// Premultiplies straight bytes the way the tests expect a decoder's output to map back:
  /// round(s · a / 255).
  static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
    var out = rgba
    for index in stride(from: 0, to: out.count, by: 4) {
      let alpha = Int(out[index + 3])
      for channel in 0..<3 {
        out[index + channel] = UInt8((Int(out[index + channel]) * alpha + 127) / 255)
      }
    }
    return out
  }

  /// A bitmap of random premultiplied pixels (alpha includes 0, 1, 254 and 255).
  static func random(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var generator = SeededGenerator(seed: seed)
    var pixels: [UInt8] = []
    for index in 0..<(width * height) {
      let alphas: [UInt8] = [0, 1, 2, 7, 128, 254, 255]
      let alpha =
        index < alphas.count ? alphas[index] : UInt8.random(in: 0...255, using: &generator)
      pixels += (0..<3).map { _ in UInt8.random(in: 0...alpha, using: &generator) } + [alpha]
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// A flat background with a square of another colour at (x, y).
  static func square(
    width: Int, height: Int, x: Int, y: Int, side: Int,
    background: (UInt8, UInt8, UInt8, UInt8) = (240, 240, 245, 255),
    colour: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
  ) -> Bitmap {
    var image = Bitmap(width: width, height: height)
    for row in 0..<height {
      for column in 0..<width {
        let inside = (x..<(x + side)).contains(column) && (y..<(y + side)).contains(row)
        image[column, row] = inside ? colour : background
      }
    }
    return image
  }
}

@Suite struct EncodingChecksumTests {
  @Test func crcOfIENDMatchesTheSpecConstant() {
    // Every PNG ends with IEND's CRC AE 42 60 82 (PNG spec §11.2.5, a fixed chunk).
    #expect(Zlib.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func crcCheckValue() {
    // The standard CRC-32 check value of "123456789" (ISO 3309 / zlib).
    #expect(Zlib.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func zlibStreamHeaderAndAdlerTrailer() {
    let data = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let stream = Zlib.compress(data, level: 6)
    // RFC 1950 §2.2: CM = 8 (deflate), CINFO = 7 (32 K window), and CMF·256 + FLG ≡ 0 mod 31.
    #expect(stream[0] == 0x78)
    #expect((Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0)
    // Adler-32 (RFC 1950 §8.2) computed here independently: s1 = 1 + Σ bytes, s2 = Σ s1.
    var (s1, s2): (UInt32, UInt32) = (1, 0)
    for byte in data {
      s1 = (s1 + UInt32(byte)) % 65521
      s2 = (s2 + s1) % 65521
    }
    let trailer = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(trailer == s2 << 16 | s1)
  }
}
