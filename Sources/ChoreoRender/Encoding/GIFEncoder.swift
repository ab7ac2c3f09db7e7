import CLibC
import ChoreoCore

// Animated GIF writer. Source: GIF89a specification (CompuServe, 1990): Header §17,
// Logical Screen Descriptor §18, Global Color Table §19, Image Descriptor §20, Table Based
// Image Data §22, Graphic Control Extension §23 (disposal method, transparency flag, delay
// in 1/100 s, transparent colour index), Trailer §27; little-endian 16-bit fields (§4).
// Looping uses the Netscape 2.0 application extension (block "NETSCAPE2.0", sub-block
// 1, loop count: number of repetitions after the first play, 0 = forever).
//
// Transparency: GIF has 1-bit transparency. A pixel with alpha < 128 (below 50 %) becomes
// the transparent index; any other pixel is composited over `background` (source-over in
// gamma-encoded sRGB, like the renderer): colour + background · (255 − alpha) / 255.
//
// Frames: frame 0 is the whole canvas. Each later frame is the bounding rectangle of the
// palette indices that changed, with disposal method 1 (do not dispose); inside it,
// unchanged pixels use the transparent index so the previous frame shows through (long runs
// compress well), except in a run of one index that has a changed pixel, which is kept
// whole (see recordIndices). Disposal 1 cannot turn a shown pixel transparent again, so when some pixel
// goes from visible to transparent the whole GIF is written as full frames with disposal 2
// (restore to background), which viewers clear to transparent.
//
// Timing: see GIFTiming (centiseconds, no delay under 2 cs, exact total).

/// Encodes frames as an animated GIF89a with one global palette.
///
/// ```swift
/// let bytes = GIFEncoder(loopCount: 0).encode(frames, frameDelay: FrameDelay(fps: 60))
/// ```
public struct GIFEncoder: Sendable, Hashable {
  /// How many times the animation plays; 0 = forever. Written as the Netscape loop count
  /// (plays − 1); a GIF that plays once has no loop extension.
  public var loopCount: Int
  /// The colour that pixels with alpha ≥ 50 % but < 100 % are composited over.
  public var background: RGBA
  /// Store later frames as changed sub-rectangles (true) or whole frames (false).
  public var usesFrameDifferences: Bool

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - loopCount: Number of plays, 0 = forever, at most 65536.
  ///   - background: Colour under semi-transparent pixels; white by default.
  ///   - usesFrameDifferences: Encode only changed rectangles after the first frame.
  /// - Precondition: `loopCount` in 0...65536.
  public init(
    loopCount: Int = 0, background: RGBA = RGBA(red: 1, green: 1, blue: 1),
    usesFrameDifferences: Bool = true
  ) {
    precondition(
      (0...65536).contains(loopCount), "GIF loop count must be 0...65536, got \(loopCount)")
    self.loopCount = loopCount
    self.background = background
    self.usesFrameDifferences = usesFrameDifferences
  }

  /// The GIF file bytes.
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap, all the same size, at most 65535 pixels a side.
  ///   - delays: One delay per frame.
  /// - Returns: A complete GIF89a file.
  /// - Precondition: equal counts and sizes; sides ≤ 65535.
  public func encode(_ frames: [Bitmap], delays: [FrameDelay]) -> [UInt8] {
    let timed = FrameSequence.merged(frames, delays: delays)
    return encode(
      width: frames[0].width, height: frames[0].height, delays: timed.map(\.delay),
      image: { frames[timed[$0].index] })
  }

  /// The GIF file bytes for distinct frames fetched on demand (each at most three times,
  /// in order).
  ///
  /// - Parameters:
  ///   - width: The canvas width, at most 65535.
  ///   - height: The canvas height, at most 65535.
  ///   - delays: The delay of each distinct frame (no two consecutive frames equal).
  ///   - image: Distinct frame `index`, `width`×`height`.
  /// - Returns: A complete GIF89a file.
  package func encode(
    width: Int, height: Int, delays: [FrameDelay], image: (Int) -> Bitmap
  ) -> [UInt8] {
    let plan = GIFTiming.schedule(delays).map { (frame: $0.frame, centiseconds: $0.centiseconds) }
    func walk(_ body: (PlanFrame) -> Bool) {
      var previous: Bitmap?
      for entry in plan {
        let image = image(entry.frame)
        let rect = previous.map { image.changedRegion(since: $0) } ?? PixelRect.full(image)
        previous = image
        guard body(PlanFrame(image: image, changed: rect, runs: nil)) else { return }
      }
    }
    return encode(width: width, height: height, plan: plan, walk: walk, fullWalk: walk)
  }

  /// The GIF file bytes for the frames of `store`, with the changed rectangles it kept: no
  /// frame is compared with another again unless GIF's timing drops frames in between
  /// (above 50 fps, see GIFTiming). When it drops none, the histogram and the difference
  /// records read the stored runs without decoding a frame; frames are replayed onto a
  /// canvas (at most three times) only for dropped frames and whole-frame records.
  ///
  /// - Precondition: the store holds a frame; its sides are ≤ 65535.
  package func encode(_ store: FrameStore) -> [UInt8] {
    let plan = GIFTiming.schedule(store.delays).map {
      (frame: $0.frame, centiseconds: $0.centiseconds)
    }
    // Every stored frame is a plan frame, in order: the stored rectangles and runs are the
    // plan's.
    let consecutive = plan.indices.allSatisfy { plan[$0].frame == $0 }
    func runWalk(_ body: (PlanFrame) -> Bool) {
      for index in plan.indices {
        let frame = PlanFrame(
          image: nil, changed: store.changes[index], runs: store.runs(index))
        guard body(frame) else { return }
      }
    }
    func walk(_ body: (PlanFrame) -> Bool) {
      var position = 0
      // The canvas at the last plan frame, kept only when the next plan frame is not the
      // next stored frame.
      var snapshot: Bitmap?
      store.replay { index, canvas, changed in
        guard position < plan.count else { return false }
        guard plan[position].frame == index else { return true }
        // The stored rectangle and runs when the plan frame before is the stored frame
        // before; else the frames are compared.
        var frame = PlanFrame(image: canvas, changed: changed, runs: store.runs(index))
        if position == 0 {
          frame.changed = PixelRect.full(canvas)
          frame.runs = changed == PixelRect.full(canvas) ? frame.runs : nil
        } else if plan[position - 1].frame != index - 1, let snapshot {
          frame.changed = canvas.changedRegion(since: snapshot)
          frame.runs = nil
        }
        snapshot = nil
        position += 1
        if position < plan.count && plan[position].frame != index + 1 { snapshot = canvas }
        return body(frame)
      }
    }
    if consecutive {
      return encode(
        width: store.width, height: store.height, plan: plan, walk: runWalk, fullWalk: walk)
    }
    return encode(width: store.width, height: store.height, plan: plan, walk: walk, fullWalk: walk)
  }

  /// The GIF file bytes for the frames that `walk` visits (in `plan`'s order, images or
  /// runs for every changed rectangle), once for the histogram and once for the difference
  /// records, and that `fullWalk` visits (with images) for whole-frame records if needed.
  private func encode(
    width: Int, height: Int, plan: [(frame: Int, centiseconds: Int)],
    walk: ((PlanFrame) -> Bool) -> Void, fullWalk: ((PlanFrame) -> Bool) -> Void
  ) -> [UInt8] {
    precondition(
      width <= 65535 && height <= 65535, "GIF sides must be ≤ 65535, got \(width)×\(height)")
    let converter = ColourConverter(background: background)
    let survey = Self.histogram(walk, converter)
    var palette = GIFPalette(histogram: survey.counts)
    var header: [UInt8] = Array("GIF89a".utf8)
    header.appendLittleEndian(UInt16(width))
    header.appendLittleEndian(UInt16(height))
    // Global table flag, colour resolution 8 bits (7), not sorted, table size field.
    header += [0x80 | 0x70 | UInt8(palette.sizeField), palette.transparentIndex, 0]
    header += palette.tableBytes
    // The loop extension goes in when there is more than one record; that is known once
    // the records are made, so their bytes are collected apart from the header.
    var lzw = GIFLZW()
    var images: [UInt8] = []
    var recordCount = 0
    let codeSize = max(2, palette.sizeField + 1)
    let transparentIndex = palette.transparentIndex
    func emit(_ record: Record) {
      var remaining = record.centiseconds
      recordCount += 1
      images += Self.graphicControl(
        delay: min(remaining, 65535), disposal: record.disposal, transparentIndex)
      images += Self.imageDescriptor(record.rect)
      images.append(UInt8(codeSize))
      images += GIFLZW.subBlocks(lzw.codeStream(record.indices, minimumCodeSize: codeSize))
      remaining -= min(remaining, 65535)
      // Delays above 65535 cs (655 s) continue on 1×1 frames that change nothing.
      while remaining > 0 {
        images += Self.graphicControl(delay: min(remaining, 65535), disposal: 1, transparentIndex)
        images += Self.imageDescriptor(PixelRect(x: 0, y: 0, width: 1, height: 1))
        images.append(UInt8(codeSize))
        images += GIFLZW.subBlocks(lzw.codeStream([transparentIndex], minimumCodeSize: codeSize))
        remaining -= min(remaining, 65535)
      }
    }
    var differences = usesFrameDifferences
    if differences {
      differences = Self.differenceRecords(
        plan, width: width, height: height, walk, &palette, converter, emit)
      if !differences {
        images = []
        recordCount = 0
      }
    }
    if !differences {
      Self.fullRecords(
        plan, fullWalk, &palette, converter, anyTransparent: survey.anyTransparent, emit)
    }
    var output = header
    if recordCount > 1 && loopCount != 1 {
      output += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
      output.appendLittleEndian(UInt16(loopCount == 0 ? 0 : loopCount - 1))
      output.append(0)
    }
    output += images
    output.append(0x3B)
    return output
  }

  /// Encodes frames that all show for the same delay (see ``encode(_:delays:)``).
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap, all the same size.
  ///   - frameDelay: The delay of every frame.
  /// - Returns: The GIF bytes.
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

  /// Graphic Control Extension (§23): disposal, transparency flag on, delay, index.
  static func graphicControl(delay: Int, disposal: UInt8, _ transparentIndex: UInt8) -> [UInt8] {
    var bytes: [UInt8] = [0x21, 0xF9, 4, disposal << 2 | 1]
    bytes.appendLittleEndian(UInt16(delay))
    bytes += [transparentIndex, 0]
    return bytes
  }

  /// Image Descriptor (§20): position, size, no local table, not interlaced.
  static func imageDescriptor(_ rect: PixelRect) -> [UInt8] {
    var bytes: [UInt8] = [0x2C]
    bytes.appendLittleEndian(UInt16(rect.x))
    bytes.appendLittleEndian(UInt16(rect.y))
    bytes.appendLittleEndian(UInt16(rect.width))
    bytes.appendLittleEndian(UInt16(rect.height))
    bytes.append(0)
    return bytes
  }
}
