/// Why a PNG or APNG file could not be read: the file comes from outside (a golden on
/// disk), so every problem is an error saying what was wrong.
public enum PNGDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file does not start with the PNG signature.
  case notPNG
  /// The data ends inside a chunk.
  case truncated
  /// A chunk's CRC does not match its contents.
  case badChecksum(chunk: String)
  /// A required chunk is missing or out of place.
  case malformed(String)
  /// A PNG feature or size this reader does not support (it reads 8-bit, non-interlaced
  /// images with sides of at most 65536 and the renderer's pixel limit).
  case unsupported(String)
  /// zlib could not inflate the image data.
  case badCompression(status: Int)
  /// The frames would decode to more than ``PNGReader/maximumDecodedBytes``: `frames`
  /// canvases of `width` × `height` pixels.
  case tooLarge(frames: Int, width: Int, height: Int)

  /// A sentence saying what was wrong.
  public var description: String {
    switch self {
    case .notPNG: return "not a PNG file (the 8-byte PNG signature is missing)"
    case .truncated: return "the PNG data ends inside a chunk; the file is truncated"
    case .badChecksum(let chunk): return "the CRC of the \(chunk) chunk does not match"
    case .malformed(let what): return "malformed PNG: \(what)"
    case .unsupported(let what): return "unsupported PNG: \(what)"
    case .badCompression(let status):
      return "the image data does not inflate (zlib status \(status))"
    case .tooLarge(let frames, let width, let height):
      return "\(frames) frames of \(width)×\(height) pixels decode to "
        + "\(frames * width * height * 4) bytes, over the reader's limit of "
        + "\(PNGReader.maximumDecodedBytes) bytes (1 GiB); use fewer frames or a smaller canvas"
    }
  }
}
