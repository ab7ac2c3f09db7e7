// Policy: an APNG built one frame at a time. One raw frame is held: the pending one, whose
// delay still grows while equal frames follow, with the rectangle it changed since the frame
// before it (the next frame is compared with it; a caller that compared already passes the
// rectangle in, so a frame shared with a GIF store is compared once). The compressed chunks accumulate until
// `finish()` puts the header (whose acTL needs the final frame count) in front of them. The
// layout and the bytes are those of APNGEncoder.encode, which is built on this.

/// An animated PNG encoded frame by frame, so a long animation never has all its frames in
/// memory.
package struct APNGStream {
  private let encoder: APNGEncoder
  private let channels: Int
  private var chunks = PNGChunkWriter(signature: false)
  private var pending: (frame: Bitmap, delay: FrameDelay, changed: PixelRect)?
  private var sequence: UInt32 = 0
  /// Distinct frames so far (the pending one included).
  package private(set) var frameCount = 0

  /// Starts an animation.
  ///
  /// - Parameters:
  ///   - encoder: The loop count and PNG settings.
  ///   - opaque: Whether every frame will be opaque, so RGB may be stored instead of RGBA
  ///     (when the encoder allows it).
  package init(_ encoder: APNGEncoder, opaque: Bool) {
    self.encoder = encoder
    channels = encoder.png.allowsRGBWhenOpaque && opaque ? 3 : 4
  }

  /// Adds a frame that shows for `delay`; equal consecutive frames merge into one.
  ///
  /// - Precondition: every frame has the size of the first, and is opaque if promised.
  package mutating func append(_ frame: Bitmap, delay: FrameDelay) {
    let changed = pending.map { frame.changedRegion(since: $0.frame) } ?? PixelRect.full(frame)
    append(frame, delay: delay, changed: changed)
  }

  /// Adds a frame that shows for `delay`, given the rectangle outside which it equals the
  /// frame appended before it (nil when it equals that frame: only its delay is added).
  ///
  /// - Precondition: every frame has the size of the first, and is opaque if promised; the
  ///   first frame's rectangle is the whole frame.
  package mutating func append(_ frame: Bitmap, delay: FrameDelay, changed: PixelRect?) {
    guard let current = pending else {
      precondition(
        changed == PixelRect.full(frame),
        "frame 0 must change the whole frame, got \(changed as Any)")
      precondition(channels == 4 || frame.isOpaque, "frame 0 is not opaque as promised")
      pending = (frame, delay, PixelRect.full(frame))
      frameCount = 1
      return
    }
    precondition(
      frame.width == current.frame.width && frame.height == current.frame.height,
      "frame is \(frame.width)×\(frame.height), frame 0 is"
        + " \(current.frame.width)×\(current.frame.height)")
    guard let changed else {
      pending = (current.frame, current.delay + delay, current.changed)
      return
    }
    // Outside `changed` the frame is the one before, checked already.
    precondition(
      channels == 4 || Self.isOpaque(frame, in: changed),
      "frame \(frameCount) is not opaque as promised")
    write(current.frame, delay: current.delay, changed: current.changed)
    pending = (frame, delay, changed)
    frameCount += 1
  }

  /// Whether every pixel of `rect` of `image` is opaque.
  private static func isOpaque(_ image: Bitmap, in rect: PixelRect) -> Bool {
    image.pixels.withUnsafeBytes { raw in
      // Alpha is the high byte of each little-endian pixel: AND a row at a time (a loop that
      // vectorises), as Bitmap.isOpaque does.
      let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for row in rect.y..<(rect.y + rect.height) {
        let start = words + row * image.width + rect.x
        var all = UInt32.max
        for index in 0..<rect.width { all &= UInt32(littleEndian: start[index]) }
        if all >> 24 != 0xFF { return false }
      }
      return true
    }
  }

  /// Writes the pending frame: fcTL, then IDAT for the first frame or fdAT.
  private mutating func write(_ image: Bitmap, delay: FrameDelay, changed: PixelRect) {
    let first = sequence == 0
    let rect = encoder.usesFrameDifferences ? changed : PixelRect.full(image)
    chunks.chunk("fcTL", APNGEncoder.frameControl(sequence: sequence, rect: rect, delay: delay))
    sequence += 1
    let data = encoder.png.compressedData(image, rect: rect, channels: channels)
    if first {
      chunks.chunk("IDAT", data)
    } else {
      var fdat: [UInt8] = []
      fdat.reserveCapacity(data.count + 4)
      fdat.appendBigEndian(sequence)
      fdat += data
      chunks.chunk("fdAT", fdat)
      sequence += 1
    }
  }

  /// The complete APNG datastream.
  ///
  /// - Precondition: at least one frame was appended.
  package mutating func finish() -> [UInt8] {
    guard let last = pending else { preconditionFailure("an animation needs at least one frame") }
    write(last.frame, delay: last.delay, changed: last.changed)
    pending = nil
    var writer = PNGChunkWriter()
    writer.chunk(
      "IHDR",
      PNGEncoder.header(width: last.frame.width, height: last.frame.height, channels: channels))
    var actl: [UInt8] = []
    actl.appendBigEndian(UInt32(frameCount))
    actl.appendBigEndian(UInt32(encoder.loopCount))
    writer.chunk("acTL", actl)
    chunks.chunk("IEND", [])
    return writer.bytes + chunks.bytes
  }
}
