import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import ChoreoTesting
import Testing

// Damaged and hostile PNGs give typed errors: the reader never traps, and an APNG whose
// frames would decode past `PNGReader.maximumDecodedBytes` is refused before any is.

/// The chunks of `png` between its signature and its IEND chunk.
private func body(of png: [UInt8]) -> ArraySlice<UInt8> { png[8..<(png.count - 12)] }

/// The data of the IDAT chunk of one of ChoreoRender's PNGs (its one IDAT follows IHDR).
private func imageData(of png: [UInt8]) -> [UInt8] {
  let length = png[33..<37].reduce(0) { $0 << 8 | Int($1) }
  return Array(png[41..<(41 + length)])
}

/// An APNG of a `width` × `height` canvas (a transparent default image that is not a
/// frame) with `frames` frames of 1 × 1 pixel: small, however many frames.
private func manyTinyFrames(width: Int, height: Int, frames: Int) -> [UInt8] {
  let canvas = PNGEncoder().encode(Bitmap(width: width, height: height))
  // (Translucent, so that the encoder writes RGBA, as it does for the clear canvas.)
  let white = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
  let pixel = imageData(of: PNGEncoder().encode(Bitmap(width: 1, height: 1, fill: white)))
  var bytes = Array(canvas[0..<33])  // the signature and IHDR
  bytes += PNGMutations.chunk("acTL", PNGMutations.bigEndian(UInt32(frames)) + [0, 0, 0, 0])
  bytes += body(of: canvas).dropFirst(25)  // IDAT
  var sequence: UInt32 = 0
  for _ in 0..<frames {
    let control =
      PNGMutations.bigEndian(sequence) + PNGMutations.bigEndian(1) + PNGMutations.bigEndian(1)
      + PNGMutations.bigEndian(0) + PNGMutations.bigEndian(0) + [0, 1, 0, 10, 0, 0]
    bytes += PNGMutations.chunk("fcTL", control)
    bytes += PNGMutations.chunk("fdAT", PNGMutations.bigEndian(sequence + 1) + pixel)
    sequence += 2
  }
  return bytes + PNGMutations.chunk("IEND", [])
}

/// Decodes 1,000 (times FuzzScale) seeded mutations each of an APNG and of a still PNG: every one is a
/// picture or a `PNGDecodingError`.
private func decodeMutations() {
  let originals = PNGMutations.sampleFiles()
  for (seed, original) in originals.enumerated() {
    var mutations = PNGMutations(seed: UInt64(seed), of: original)
    for _ in 0..<FuzzScale.count(1_000) {
      do throws(PNGDecodingError) {
        _ = try PNGReader.decode(mutations.next())
      } catch {
        _ = error.description
      }
    }
  }
}

@Suite struct PNGReaderLimitTests {
  @Test func manyTinyFramesOnABigCanvasAreRefusedBeforeDecoding() throws {
    // 269 canvases of 1000 × 1000 pixels are 1,076,000,000 bytes, just past 2³⁰; the
    // file is about 40 kB.
    let bytes = manyTinyFrames(width: 1000, height: 1000, frames: 269)
    #expect(bytes.count < 50_000)
    let error = PNGDecodingError.tooLarge(frames: 269, width: 1000, height: 1000)
    #expect(throws: error) { try PNGReader.decode(bytes) }
    #expect(
      error.description
        == "269 frames of 1000×1000 pixels decode to 1076000000 bytes, over the reader's "
        + "limit of 1073741824 bytes (1 GiB); use fewer frames or a smaller canvas")
  }

  @Test func theSameFileWithFewFramesDecodes() throws {
    // The builder above makes a valid APNG: with 3 frames each is the canvas, clear but
    // for its top-left pixel, white at half alpha (128 premultiplied).
    let decoded = try PNGReader.decode(manyTinyFrames(width: 20, height: 10, frames: 3))
    #expect(decoded.count == 3)
    for frame in decoded {
      #expect(frame.image[0, 0] == (128, 128, 128, 128) && frame.image[1, 0] == (0, 0, 0, 0))
      #expect(frame.delay == 0.1)
    }
  }

  #if compiler(>=6.2)
    @Test func mutatedFilesAreTypedErrors() async {
      // Seeded; the full-size loop is `swift run -c release choreo-bench png-mutations`.
      await #expect(processExitsWith: .success) { decodeMutations() }
    }
  #else
    @Test func mutatedFilesAreTypedErrors() { decodeMutations() }
  #endif
}
