// Animated PNG writer. Source: APNG specification 1.0 (Mozilla; now part of PNG 3rd edition
// §11.3.6 acTL, fcTL, fdAT). Layout: signature, IHDR, acTL, fcTL 0, IDAT (the default image
// is the first frame), then per later frame fcTL and fdAT chunks, IEND. Every fcTL and fdAT
// carries the next number of one shared sequence starting at 0.
//
// Frame differencing: after the first frame, each frame stores only the bounding rectangle
// of the pixels that changed (fcTL x/y offsets and size) with dispose_op NONE (0). Opaque
// frames are blended OVER (blend_op 1) with the pixels that did not change transparent;
// others use blend_op SOURCE (0): the rectangle replaces what was there, transparent
// pixels included (see APNGStream). Opaque differences are RGB with black as the tRNS key
// colour, unless a frame draws black: then RGBA. Identical consecutive frames are merged into one with
// the summed delay.

/// Encodes frames as an animated PNG.
///
/// ```swift
/// let frames: [Bitmap] = ...  // all the same size
/// let bytes = APNGEncoder(loopCount: 0).encode(frames, frameDelay: FrameDelay(fps: 60))
/// ```
public struct APNGEncoder: Sendable, Hashable {
  /// How many times the animation plays (APNG `num_plays`); 0 = forever.
  public var loopCount: Int
  /// The compression level and the RGB-when-opaque choice (an opaque animation stored as
  /// differences is RGBA all the same: see ``usesFrameDifferences``). At levels 5...9 rows
  /// are left unfiltered, which deflates smaller on UI frames there.
  public var png: PNGEncoder
  /// Store later frames as changed sub-rectangles (true) or whole frames (false). Opaque
  /// frames stored as differences are blended over the frame before them, their unchanged
  /// pixels transparent.
  public var usesFrameDifferences: Bool

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - loopCount: Number of plays, 0 = forever.
  ///   - png: Per-frame PNG settings; zlib level 6 by default (unfiltered rows: about a
  ///     quarter smaller than level 4's filtered ones on the gallery's frames, for about
  ///     three times the compression time; 9 is a tenth smaller again for over twice 6's).
  ///   - usesFrameDifferences: Encode only changed rectangles after the first frame.
  /// - Precondition: `loopCount` in 0...2³¹ − 1.
  public init(
    loopCount: Int = 0, png: PNGEncoder = PNGEncoder(compressionLevel: 6),
    usesFrameDifferences: Bool = true
  ) {
    precondition(
      (0...Int(Int32.max)).contains(loopCount), "loop count must be ≥ 0, got \(loopCount)")
    self.loopCount = loopCount
    self.png = png
    self.usesFrameDifferences = usesFrameDifferences
  }

  /// The APNG file bytes for frames shown for the given delays.
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap, all the same size.
  ///   - delays: One delay per frame (rational seconds; 1/60 at 60 fps is exact).
  /// - Returns: A complete APNG datastream; frames equal to their predecessor are merged.
  /// - Precondition: equal counts, equal sizes, at least one frame.
  public func encode(_ frames: [Bitmap], delays: [FrameDelay]) -> [UInt8] {
    let timed = FrameSequence.merged(frames, delays: delays)
    let opaque = timed.allSatisfy { frames[$0.index].isOpaque }
    // With black as the key colour (RGB differences) unless a frame draws black.
    for keyed in [true, false] {
      var stream = APNGStream(self, opaque: opaque, keyed: keyed)
      for frame in timed { stream.append(frames[frame.index], delay: frame.delay) }
      if !stream.drawsKey { return stream.finish() }
    }
    preconditionFailure("a stream without a key colour never draws it")
  }

  /// Encodes frames that all show for the same delay (see ``encode(_:delays:)``).
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap, all the same size.
  ///   - frameDelay: The delay of every frame.
  /// - Returns: The APNG bytes.
  public func encode(_ frames: [Bitmap], frameDelay: FrameDelay) -> [UInt8] {
    encode(frames, delays: Array(repeating: frameDelay, count: frames.count))
  }

  /// Encodes and writes atomically to `path`: a temporary file, then a rename, so a failed write
  /// leaves whatever was there.
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap, all the same size.
  ///   - delays: One delay per frame.
  ///   - path: The file to create or replace.
  /// - Throws: ``OutputError`` naming the path and the reason.
  public func write(_ frames: [Bitmap], delays: [FrameDelay], to path: String) throws(OutputError) {
    try AtomicFile.write(encode(frames, delays: delays), to: path)
  }

  /// fcTL data: sequence, width, height, x, y, delay_num, delay_den, dispose_op = 0 (NONE),
  /// blend_op (0 SOURCE, 1 OVER).
  static func frameControl(
    sequence: UInt32, rect: PixelRect, delay: FrameDelay, blend: UInt8
  ) -> [UInt8] {
    var data: [UInt8] = []
    data.reserveCapacity(26)
    data.appendBigEndian(sequence)
    data.appendBigEndian(UInt32(rect.width))
    data.appendBigEndian(UInt32(rect.height))
    data.appendBigEndian(UInt32(rect.x))
    data.appendBigEndian(UInt32(rect.y))
    let (numerator, denominator) = delay.apngFraction
    data.appendBigEndian(numerator)
    data.appendBigEndian(denominator)
    data += [0, blend]
    return data
  }
}
