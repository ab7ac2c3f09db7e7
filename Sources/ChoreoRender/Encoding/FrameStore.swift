// Policy: the frames of an animation kept run-length coded, so that an encoder needing
// several passes over every frame (GIF: histogram, then records) holds one raw frame at a
// time. A frame is coded as runs of equal pixels (4 bytes each, read across rows): the run's
// length less one as a base-128 varint (low 7 bits first, high bit set on every byte but the
// last), then the pixel. Flat interface graphics come out about 25–40 times smaller than
// the raw pixels (zlib at level 1 gets about 55 times, but costs several times more to write
// and to read back: it was most of the gallery's time). Equal consecutive frames are stored
// once, with their delays summed, as FrameSequence.merged does.

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
    let bytes = Self.runLengthCoded(frame.pixels)
    byteCount += bytes.count
    compressed.append(bytes)
    delays.append(delay)
    last = frame
  }

  /// The number of distinct frames.
  package var count: Int { compressed.count }

  /// Distinct frame `index`, decoded.
  package func frame(_ index: Int) -> Bitmap {
    Bitmap(
      width: width, height: height,
      pixels: Self.runLengthDecoded(compressed[index], count: width * height * 4))
  }

  /// `pixels` (RGBA, 4 bytes a pixel) as runs, coded as the policy above says.
  ///
  /// - Complexity: O(pixels), one pass.
  static func runLengthCoded(_ pixels: [UInt8]) -> [UInt8] {
    precondition(pixels.count % 4 == 0, "RGBA pixels come in 4 bytes, got \(pixels.count)")
    var out: [UInt8] = []
    out.reserveCapacity(pixels.count / 16)
    pixels.withUnsafeBytes { raw in
      let count = raw.count / 4
      var start = 0
      while start < count {
        let pixel = raw.loadUnaligned(fromByteOffset: start * 4, as: UInt32.self)
        var end = start + 1
        while end < count && raw.loadUnaligned(fromByteOffset: end * 4, as: UInt32.self) == pixel {
          end += 1
        }
        var rest = end - start - 1
        while rest >= 0x80 {
          out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
          rest >>= 7
        }
        out.append(UInt8(rest))
        withUnsafeBytes(of: pixel) { out.append(contentsOf: $0) }
        start = end
      }
    }
    return out
  }

  /// The `count` bytes of pixels that ``runLengthCoded(_:)`` coded as `runs`.
  ///
  /// - Precondition: `runs` holds exactly `count / 4` pixels (this store wrote them).
  static func runLengthDecoded(_ runs: [UInt8], count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      var offset = 0
      var pixelIndex = 0
      runs.withUnsafeBytes { source in
        while offset < source.count {
          var length = 0
          var shift = 0
          while true {
            let byte = source[offset]
            offset += 1
            length |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 { break }
          }
          length += 1
          let pixel = source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          offset += 4
          precondition(
            (pixelIndex + length) * 4 <= count, "run-length data holds more than \(count) bytes")
          for index in pixelIndex..<(pixelIndex + length) {
            raw.storeBytes(of: pixel, toByteOffset: index * 4, as: UInt32.self)
          }
          pixelIndex += length
        }
      }
      precondition(
        pixelIndex * 4 == count, "run-length data holds \(pixelIndex * 4) of \(count) bytes")
      initialized = count
    }
  }
}
