import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import ChoreoTesting
import Testing

/// An IHDR chunk of `width` × `height`, 8-bit RGBA.
private func header(width: UInt32, height: UInt32) -> [UInt8] {
  PNGMutations.chunk(
    "IHDR", PNGMutations.bigEndian(width) + PNGMutations.bigEndian(height) + [8, 6, 0, 0, 0])
}

private let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

/// Issue 24, finding 9: each message says what was actually wrong.
@Suite struct PNGReaderMessageTests {
  @Test func aShortFdATAfterAnFcTLSaysItIsShort() {
    let png = PNGEncoder().encode(Bitmap(width: 1, height: 1))
    var bytes = Array(png[0..<33])  // signature and IHDR
    bytes += PNGMutations.chunk("acTL", PNGMutations.bigEndian(1) + [0, 0, 0, 0])
    bytes += PNGMutations.chunk(
      "fcTL",
      [UInt8](repeating: 0, count: 4) + PNGMutations.bigEndian(1)
        + PNGMutations.bigEndian(1) + [UInt8](repeating: 0, count: 14))
    bytes += PNGMutations.chunk("fdAT", [0, 0])
    bytes += Array(png[33...])  // IDAT, IEND
    #expect(
      throws: PNGDecodingError.malformed(
        "fdAT is 2 bytes, shorter than its 4-byte sequence number")
    ) { try PNGReader.decode(bytes) }
  }

  @Test func sizeErrorsNameTheLimitThatWasHit() {
    func error(_ width: UInt32, _ height: UInt32) -> String {
      let bytes = signature + header(width: width, height: height)
      do throws(PNGDecodingError) {
        _ = try PNGReader.decode(bytes + PNGMutations.chunk("IEND", []))
        return "decoded"
      } catch { return error.description }
    }
    #expect(
      error(65537, 1) == "unsupported PNG: size 65537×1: each side may be at most 65536 pixels")
    #expect(
      error(10000, 10000)
        == "unsupported PNG: size 10000×10000 is 100000000 pixels, over the limit of "
        + "\(LayerRenderer.maximumPixelCount)")
    #expect(error(0, 5) == "malformed PNG: size 0×5: both sides must be at least 1 pixel")
    #expect(!error(65537, 1).contains("8-bit"))
  }

  @Test func aBadChecksumShowsAnUnprintableChunkTypeInHex() {
    // A chunk whose type holds NUL and newline bytes, and whose CRC is wrong.
    let bad: [UInt8] = [0, 0, 0, 0, 0x00, 0x0A, 0x41, 0x42, 1, 2, 3, 4]
    let bytes = signature + bad
    #expect(throws: PNGDecodingError.badChecksum(chunk: "0x0 0xA 0x41 0x42")) {
      try PNGReader.decode(bytes)
    }
    var letters = PNGMutations.chunk("zzZz", [])
    letters[letters.count - 1] ^= 1
    #expect(throws: PNGDecodingError.badChecksum(chunk: "zzZz")) {
      try PNGReader.decode(signature + letters)
    }
  }

  /// 8000 × 8000 needs 256 MB of pixels; 64 bytes of deflate data expand to at most 66 kB,
  /// so the reader refuses before allocating the bitmap.
  @Test func imageDataTooShortForTheHeaderIsRefusedBeforeAllocating() {
    let bytes =
      signature + header(width: 8000, height: 8000)
      + PNGMutations.chunk("IDAT", [UInt8](repeating: 0, count: 64))
      + PNGMutations.chunk("IEND", [])
    #expect(
      throws: PNGDecodingError.malformed(
        "64 bytes of image data cannot hold the 256008000 bytes of a 8000×8000 image")
    ) { try PNGReader.decode(bytes) }
  }
}
