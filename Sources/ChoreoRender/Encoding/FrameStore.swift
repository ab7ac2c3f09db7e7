// Policy: the frames of an animation kept compressed (zlib level 1, about 20-100 times
// smaller than the raw pixels for flat interface graphics), so that an encoder needing
// several passes over every frame (GIF: histogram, then records) holds one raw frame at a
// time. Equal consecutive frames are stored once, with their delays summed, as
// FrameSequence.merged does.

/// Distinct frames of an animation, compressed, with the delay each shows for.
package final class FrameStore {
  /// The frame width, in pixels (0 before the first frame).
  package private(set) var width = 0
  /// The frame height, in pixels (0 before the first frame).
  package private(set) var height = 0
  /// The delay of each distinct frame.
  package private(set) var delays: [FrameDelay] = []
  private var compressed: [[UInt8]] = []
  private var last: Bitmap?
  /// Compressed bytes held.
  package private(set) var byteCount = 0

  /// An empty store.
  package init() {}

  /// Adds a frame that shows for `delay`; a frame equal to the one before only adds its
  /// delay.
  ///
  /// - Precondition: every frame has the size of the first.
  package func append(_ frame: Bitmap, delay: FrameDelay) {
    if let last {
      precondition(
        frame.width == width && frame.height == height,
        "frame \(delays.count) is \(frame.width)×\(frame.height), frame 0 is \(width)×\(height)")
      if last.pixels == frame.pixels {
        delays[delays.count - 1] = delays[delays.count - 1] + delay
        return
      }
    } else {
      (width, height) = (frame.width, frame.height)
    }
    let bytes = Zlib.compress(frame.pixels, level: 1)
    byteCount += bytes.count
    compressed.append(bytes)
    delays.append(delay)
    last = frame
  }

  /// The number of distinct frames.
  package var count: Int { compressed.count }

  /// Distinct frame `index`, decompressed.
  package func frame(_ index: Int) -> Bitmap {
    Bitmap(
      width: width, height: height,
      pixels: Zlib.decompress(compressed[index], count: width * height * 4))
  }
}
