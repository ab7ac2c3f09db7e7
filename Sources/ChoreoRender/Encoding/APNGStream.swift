// Policy: an APNG built one frame at a time. Each distinct frame is compressed when it is
// appended (only the rectangle it changed since the frame before), and held as the pending
// frame, whose delay still grows while equal frames follow; its fcTL and data chunks are
// written when the next distinct frame (or `finish()`) fixes that delay. A frame can also be
// compressed apart from the stream (``encoded(_:changed:previous:)``, on any thread) and appended in
// order later, so a caller may compress several frames at once. The stream compares a frame
// with the one before only for a caller that does not pass the changed rectangle in; it then
// keeps that one raw frame. The compressed chunks accumulate until `finish()` puts the header
// (whose acTL needs the final frame count) in front of them. The layout and the bytes are
// those of APNGEncoder.encode, which is built on this.
//
// Size: the gallery's frames are flat UI (fills, anti-aliased edges, text). A frame whose
// unchanged pixels inside its rectangle are zero (fully transparent, blended OVER the frame
// before: APNG's blend_op 1) deflates smaller, though the file must then be RGBA. A frame
// that turns a pixel translucent could not be blended OVER, so only a stream promised
// opaque frames does it (every frame is then opaque where it changed); its first frame,
// and a frame encoded without the one before, replace their rectangle (blend_op 0).
// A stream may also be given a key colour (black): its differences are then RGB, the
// unchanged pixels written as black, which the tRNS chunk (§11.3.2.1) makes transparent
// in every frame. A quarter fewer bytes deflate about 6% smaller on the gallery's frames,
// but no pixel a frame writes as itself may be black: a frame that does marks the stream
// (``drawsKey``), and the caller encodes the animation again without a key.
// Rows are filtered (§12.7) at the levels where zlib matches runs only (1...4, see Zlib),
// which need the filters' runs of zeros; at the levels that search for repeated strings
// (5...9) they are left unfiltered (None), which those searches find more in: on the
// gallery's frames, level 6 unfiltered takes about three quarters of the size of level 4
// filtered, for about three times the compression time.

/// An animated PNG encoded frame by frame, so a long animation never has all its frames in
/// memory.
package struct APNGStream: Sendable {
  /// One frame compressed for a stream: its rectangle and its zlib data.
  package struct EncodedFrame: Sendable {
    /// The frame's size in pixels.
    let width: Int
    let height: Int
    /// The rectangle stored (the changed one, or the whole frame without differences).
    let rect: PixelRect
    /// The zlib stream of the rectangle's filtered rows.
    let data: [UInt8]
    /// APNG's blend_op: 0 (SOURCE) replaces the rectangle, 1 (OVER) composites it onto
    /// the frame before (its unchanged pixels are transparent).
    let blend: UInt8
    /// Whether a pixel it writes as itself is the stream's key colour (it cannot be
    /// stored with that key).
    let drawsKey: Bool
  }

  /// The key colour, black, as an opaque little-endian pixel word.
  static let keyColour: UInt32 = 0xFF00_0000

  private let encoder: APNGEncoder
  private let channels: Int
  /// Whether later frames are blended OVER the frame before, their unchanged pixels
  /// transparent: opaque frames, stored as differences.
  private let blendsOver: Bool
  /// The key colour standing for unchanged pixels in RGB differences (nil: RGBA).
  private let key: UInt32?
  /// Whether a frame appended so far writes the key colour as itself: the stream cannot
  /// be finished, and the animation must be encoded again without a key.
  package private(set) var drawsKey = false
  private var chunks = PNGChunkWriter(signature: false)
  private var pending: (frame: EncodedFrame, delay: FrameDelay)?
  /// The last distinct raw frame, kept only for ``append(_:delay:)`` to compare with.
  private var last: Bitmap?
  private var sequence: UInt32 = 0
  /// Distinct frames so far (the pending one included).
  package private(set) var frameCount = 0

  /// Starts an animation.
  ///
  /// - Parameters:
  ///   - encoder: The loop count and PNG settings.
  ///   - opaque: Whether every frame will be opaque, so RGB may be stored instead of RGBA
  ///     (when the encoder allows it).
  ///   - keyed: Whether opaque differences are stored as RGB with black as the key colour
  ///     (see the policy above; a frame that draws black sets ``drawsKey``).
  package init(_ encoder: APNGEncoder, opaque: Bool, keyed: Bool = false) {
    self.encoder = encoder
    blendsOver = opaque && encoder.usesFrameDifferences
    let rgb = encoder.png.allowsRGBWhenOpaque && opaque
    key = blendsOver && keyed && rgb ? Self.keyColour : nil
    channels = rgb && (!blendsOver || key != nil) ? 3 : 4
  }

  /// Adds a frame that shows for `delay`; equal consecutive frames merge into one.
  ///
  /// - Precondition: every frame has the size of the first, and is opaque if promised.
  package mutating func append(_ frame: Bitmap, delay: FrameDelay) {
    let changed = last.map { frame.changedRegion(since: $0) } ?? PixelRect.full(frame)
    append(changed.map { encoded(frame, changed: $0, previous: last) }, delay: delay)
    if changed != nil { last = frame }
  }

  /// Adds a frame that shows for `delay`, given the rectangle outside which it equals the
  /// frame appended before it (nil when it equals that frame: only its delay is added).
  ///
  /// - Precondition: every frame has the size of the first, and is opaque if promised; the
  ///   first frame's rectangle is the whole frame.
  package mutating func append(_ frame: Bitmap, delay: FrameDelay, changed: PixelRect?) {
    append(changed.map { encoded(frame, changed: $0) }, delay: delay)
  }

  /// `frame` compressed for this stream, given the rectangle it changed since the frame
  /// before it (the whole frame for the first) and, when at hand, that frame (nil for the
  /// first); it may be made on any thread, and is appended with
  /// ``append(_:delay:)-(EncodedFrame?,_)``.
  ///
  /// - Precondition: the frame is opaque inside `changed` if the stream was promised opaque
  ///   frames (outside it, it equals the frame before, checked already): the RGB rows are
  ///   checked as they are packed (see PNGFilter.straightRow), the pixels blended OVER
  ///   as they are compared (PNGFilter.clearUnchanged).
  package func encoded(_ frame: Bitmap, changed: PixelRect, previous: Bitmap? = nil)
    -> EncodedFrame
  {
    let rect = encoder.usesFrameDifferences ? changed : PixelRect.full(frame)
    let over = blendsOver ? previous : nil
    var drawsKey = false
    let data = encoder.png.compressedData(
      frame, rect: rect, channels: channels,
      filtering: Zlib.matchesRunsOnly(encoder.png.compressionLevel), unchangedSince: over,
      key: key, drawsKey: &drawsKey)
    return EncodedFrame(
      width: frame.width, height: frame.height, rect: rect, data: data,
      blend: over == nil ? 0 : 1, drawsKey: drawsKey)
  }

  /// Adds a frame compressed by ``encoded(_:changed:previous:)`` that shows for `delay`;
  /// nil for a frame equal to the one before (only its delay is added).
  ///
  /// - Precondition: frames come in order, every one the size of the first; the first is
  ///   not nil and was encoded with the whole frame as its rectangle.
  package mutating func append(_ frame: EncodedFrame?, delay: FrameDelay) {
    if frame?.drawsKey == true { drawsKey = true }
    guard let current = pending else {
      guard let frame else { preconditionFailure("frame 0 cannot equal a frame before it") }
      precondition(
        frame.rect == PixelRect(x: 0, y: 0, width: frame.width, height: frame.height),
        "frame 0 must change the whole frame, got \(frame.rect)")
      pending = (frame, delay)
      frameCount = 1
      return
    }
    guard let frame else {
      pending = (current.frame, current.delay + delay)
      return
    }
    precondition(
      frame.width == current.frame.width && frame.height == current.frame.height,
      "frame is \(frame.width)×\(frame.height), frame 0 is"
        + " \(current.frame.width)×\(current.frame.height)")
    write(current.frame, delay: current.delay)
    pending = (frame, delay)
    frameCount += 1
  }

  /// Writes the pending frame: fcTL, then IDAT for the first frame or fdAT.
  private mutating func write(_ frame: EncodedFrame, delay: FrameDelay) {
    let first = sequence == 0
    chunks.chunk(
      "fcTL",
      APNGEncoder.frameControl(
        sequence: sequence, rect: frame.rect, delay: delay, blend: frame.blend))
    sequence += 1
    if first {
      chunks.chunk("IDAT", frame.data)
    } else {
      var fdat: [UInt8] = []
      fdat.reserveCapacity(frame.data.count + 4)
      fdat.appendBigEndian(sequence)
      fdat += frame.data
      chunks.chunk("fdAT", fdat)
      sequence += 1
    }
  }

  /// The complete APNG datastream.
  ///
  /// - Precondition: at least one frame was appended, and none draws the key colour
  ///   (``drawsKey``).
  package mutating func finish() -> [UInt8] {
    guard let last = pending else { preconditionFailure("an animation needs at least one frame") }
    precondition(!drawsKey, "a frame draws the key colour; encode the animation without a key")
    write(last.frame, delay: last.delay)
    pending = nil
    self.last = nil
    var writer = PNGChunkWriter()
    writer.chunk(
      "IHDR",
      PNGEncoder.header(width: last.frame.width, height: last.frame.height, channels: channels))
    var actl: [UInt8] = []
    actl.appendBigEndian(UInt32(frameCount))
    actl.appendBigEndian(UInt32(encoder.loopCount))
    writer.chunk("acTL", actl)
    if key != nil {
      // tRNS for colour type 2: the key's red, green and blue as 16-bit samples (black).
      writer.chunk("tRNS", [UInt8](repeating: 0, count: 6))
    }
    chunks.chunk("IEND", [])
    return writer.bytes + chunks.bytes
  }
}
