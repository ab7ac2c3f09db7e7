import ChoreoCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
// compress well). Disposal 1 cannot turn a shown pixel transparent again, so when some pixel
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

  /// One frame of the plan as an encoding pass sees it.
  struct PlanFrame {
    /// The frame (nil when the pass reads only `runs`).
    var image: Bitmap?
    /// What changed since the plan frame before (the whole canvas for the first); nil when
    /// nothing did.
    var changed: PixelRect?
    /// The pixels of `changed` row by row as FrameStore's runs, when at hand.
    var runs: [UInt8]?
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

  /// One image of the GIF.
  struct Record {
    var rect: PixelRect
    var indices: [UInt8]
    var centiseconds: Int
    var disposal: UInt8
  }

  /// Pixel counts per colour: frame 0 whole, later frames only where they changed (the
  /// pixels that get encoded). Runs of one colour in a row are counted at once. Also
  /// whether any pixel of any frame is transparent.
  static func histogram(
    _ walk: ((PlanFrame) -> Bool) -> Void, _ converter: ColourConverter
  ) -> (counts: [UInt32: Int], anyTransparent: Bool) {
    var counts: [UInt32: Int] = [:]
    var anyTransparent = false
    walk { frame in
      guard let rect = frame.changed else { return true }
      if let runs = frame.runs {
        // One key per run; equal keys in a row are counted at once.
        var lastPixel: UInt32 = 0
        var key = ColourConverter.transparent
        var run = ColourConverter.transparent
        var length = 0
        var first = true
        FrameStore.forEachRun(runs) { pixel, count in
          if pixel != lastPixel || first {
            (lastPixel, first) = (pixel, false)
            key = converter.key(pixel)
            if key == ColourConverter.transparent { anyTransparent = true }
          }
          if key == run {
            length += count
            return
          }
          if run != ColourConverter.transparent { counts[run, default: 0] += length }
          (run, length) = (key, count)
        }
        if run != ColourConverter.transparent { counts[run, default: 0] += length }
        return true
      }
      guard let image = frame.image else { preconditionFailure("a plan frame without pixels") }
      image.pixels.withUnsafeBufferPointer { pixels in
        let raw = UnsafeRawBufferPointer(pixels)
        for row in rect.y..<(rect.y + rect.height) {
          var run: UInt32 = ColourConverter.transparent
          var length = 0
          // A pixel equal to the one before it has its key (no key to compute).
          var lastPixel: UInt32 = 0
          var key = ColourConverter.transparent
          for column in rect.x..<(rect.x + rect.width) {
            let offset = (row * image.width + column) * 4
            let pixel = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            if pixel != lastPixel || column == rect.x {
              lastPixel = pixel
              key = converter.key(pixels, offset)
              if key == ColourConverter.transparent { anyTransparent = true }
            }
            if key == run {
              length += 1
              continue
            }
            if run != ColourConverter.transparent { counts[run, default: 0] += length }
            run = key
            length = 1
          }
          if run != ColourConverter.transparent { counts[run, default: 0] += length }
        }
      }
      return true
    }
    return (counts, anyTransparent)
  }

  /// Updates `map` (palette indices of the canvas) inside `rect` from `image`.
  static func updateIndices(
    _ map: inout [UInt8], _ image: Bitmap, _ rect: PixelRect, _ palette: inout GIFPalette,
    _ converter: ColourConverter
  ) {
    let transparentIndex = palette.transparentIndex
    image.pixels.withUnsafeBufferPointer { pixels in
      let raw = UnsafeRawBufferPointer(pixels)
      map.withUnsafeMutableBufferPointer { map in
        for row in rect.y..<(rect.y + rect.height) {
          // A pixel equal to the one before it has its index (no key to compute).
          var lastPixel: UInt32 = 0
          var lastKey = ColourConverter.transparent
          var lastIndex = transparentIndex
          for column in rect.x..<(rect.x + rect.width) {
            let offset = row * image.width + column
            let pixel = raw.loadUnaligned(fromByteOffset: offset * 4, as: UInt32.self)
            if pixel != lastPixel || column == rect.x {
              lastPixel = pixel
              let key = converter.key(pixels, offset * 4)
              if key != lastKey {
                lastKey = key
                lastIndex =
                  key == ColourConverter.transparent ? transparentIndex : palette.index(of: key)
              }
            }
            map[offset] = lastIndex
          }
        }
      }
    }
  }

  /// Updates `map` (palette indices of a canvas `width` pixels wide) inside `rect` from
  /// `runs`, the rectangle's pixels row by row as FrameStore codes them.
  static func updateIndices(
    _ map: inout [UInt8], width: Int, _ rect: PixelRect, runs: [UInt8],
    _ palette: inout GIFPalette, _ converter: ColourConverter
  ) {
    let transparentIndex = palette.transparentIndex
    map.withUnsafeMutableBufferPointer { map in
      var target = map.baseAddress! + rect.y * width + rect.x
      var column = 0
      let rowStep = width - rect.width
      var lastPixel: UInt32 = 0
      var lastKey = ColourConverter.transparent
      var index = transparentIndex
      var first = true
      FrameStore.forEachRun(runs) { pixel, count in
        if pixel != lastPixel || first {
          (lastPixel, first) = (pixel, false)
          let key = converter.key(pixel)
          if key != lastKey {
            lastKey = key
            index = key == ColourConverter.transparent ? transparentIndex : palette.index(of: key)
          }
        }
        var rest = count
        while rest > 0 {
          let span = min(rest, rect.width - column)
          target.update(repeating: index, count: span)
          target += span
          rest -= span
          column += span
          if column == rect.width {
            column = 0
            target += rowStep
          }
        }
      }
    }
  }

  /// What changed between two index maps inside a rectangle.
  enum IndexChange: Equatable {
    /// No index changed.
    case none
    /// The bounding box of the changed indices.
    case changed(PixelRect)
    /// Some index changed to the transparent one (disposal 1 cannot show that).
    case turnsTransparent
  }

  /// The bounding box of the indices of `map` that differ from `previous` inside `rect`
  /// (maps `width` pixels wide), or whether one of them became `transparent`.
  static func indexChange(
    _ map: UnsafeBufferPointer<UInt8>, _ previous: UnsafeBufferPointer<UInt8>, width: Int,
    in rect: PixelRect, transparent: UInt8
  ) -> IndexChange {
    var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
    let new = map.baseAddress!
    let old = previous.baseAddress!
    for row in rect.y..<(rect.y + rect.height) {
      let start = row &* width &+ rect.x
      let (newRow, oldRow) = (new + start, old + start)
      // Equal rows (most of them) by memcmp.
      if memcmp(newRow, oldRow, rect.width) == 0 { continue }
      top = min(top, row)
      bottom = row
      // Whether an index changed to the transparent one, in one pass with no early exit
      // (a loop that vectorises); then the first and last changed columns, from each end.
      var turns: UInt8 = 0
      for column in 0..<rect.width {
        let index = newRow[column]
        let changed: UInt8 = index != oldRow[column] ? 1 : 0
        turns |= changed & (index == transparent ? 1 : 0)
      }
      if turns != 0 { return .turnsTransparent }
      var first = 0
      while newRow[first] == oldRow[first] { first &+= 1 }
      var last = rect.width - 1
      while newRow[last] == oldRow[last] { last &-= 1 }
      left = min(left, rect.x + first)
      right = max(right, rect.x + last)
    }
    guard right >= 0 else { return .none }
    return .changed(PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1))
  }

  /// The indices of `rect` for a difference record (unchanged ones transparent), with
  /// `previous` brought up to `map` inside it.
  static func recordIndices(
    _ map: UnsafeBufferPointer<UInt8>, _ previous: UnsafeMutableBufferPointer<UInt8>,
    width: Int, _ rect: PixelRect, transparent: UInt8
  ) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: rect.width * rect.height) { out, count in
      let new = map.baseAddress!
      let old = previous.baseAddress!
      for row in 0..<rect.height {
        let start = (rect.y + row) * width + rect.x
        let target = out.baseAddress! + row * rect.width
        let (newRow, oldRow) = (new + start, old + start)
        // Pointer offsets without overflow checks: the loop vectorises.
        for column in 0..<rect.width {
          let index = newRow[column]
          target[column] = index == oldRow[column] ? transparent : index
        }
        oldRow.update(from: newRow, count: rect.width)
      }
      count = rect.width * rect.height
    }
  }

  /// Frame-difference records, handed to `emit` in order (each once its delay is final);
  /// false, part-way, when a pixel turns from visible to transparent (the caller then
  /// throws away what was emitted and writes full records).
  static func differenceRecords(
    _ plan: [(frame: Int, centiseconds: Int)], width: Int, height: Int,
    _ walk: ((PlanFrame) -> Bool) -> Void,
    _ palette: inout GIFPalette, _ converter: ColourConverter, _ emit: (Record) -> Void
  ) -> Bool {
    let transparent = palette.transparentIndex
    var map: [UInt8] = []
    var previous: [UInt8] = []
    var pending: Record?
    var position = 0
    var complete = true
    // The emitter is called only while `walk` runs (it does not escape).
    withoutActuallyEscaping(emit) { emit in
      walk { frame in
        defer { position += 1 }
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let current = pending else {
          map = [UInt8](repeating: transparent, count: width * height)
          if let runs = frame.runs {
            updateIndices(&map, width: width, full, runs: runs, &palette, converter)
          } else if let image = frame.image {
            updateIndices(&map, image, full, &palette, converter)
          }
          pending = Record(
            rect: full, indices: map, centiseconds: plan[0].centiseconds, disposal: 1)
          previous = map
          return true
        }
        guard let sourceRect = frame.changed else {
          pending?.centiseconds += plan[position].centiseconds
          return true
        }
        if let runs = frame.runs {
          updateIndices(&map, width: width, sourceRect, runs: runs, &palette, converter)
        } else if let image = frame.image {
          updateIndices(&map, image, sourceRect, &palette, converter)
        }
        // Bounding box of changed indices, searched inside the source's changed rectangle.
        let change = map.withUnsafeBufferPointer { map in
          previous.withUnsafeBufferPointer { previous in
            indexChange(map, previous, width: width, in: sourceRect, transparent: transparent)
          }
        }
        let rect: PixelRect
        switch change {
        case .turnsTransparent:
          complete = false
          return false
        case .none:
          pending?.centiseconds += plan[position].centiseconds
          return true
        case .changed(let changed):
          rect = changed
        }
        let indices = map.withUnsafeBufferPointer { map in
          previous.withUnsafeMutableBufferPointer { previous in
            recordIndices(map, previous, width: width, rect, transparent: transparent)
          }
        }
        emit(current)
        pending = Record(
          rect: rect, indices: indices, centiseconds: plan[position].centiseconds, disposal: 1)
        return true
      }
    }
    guard complete else { return false }
    if let pending { emit(pending) }
    return true
  }

  /// Whole-canvas records, handed to `emit` in order; disposal 2 (restore to background)
  /// when any pixel is transparent.
  static func fullRecords(
    _ plan: [(frame: Int, centiseconds: Int)], _ walk: ((PlanFrame) -> Bool) -> Void,
    _ palette: inout GIFPalette, _ converter: ColourConverter, anyTransparent: Bool,
    _ emit: (Record) -> Void
  ) {
    var pending: Record?
    var position = 0
    withoutActuallyEscaping(emit) { emit in
      walk { frame in
        defer { position += 1 }
        guard let image = frame.image else { preconditionFailure("a plan frame without pixels") }
        let centiseconds = plan[position].centiseconds
        var map = [UInt8](repeating: palette.transparentIndex, count: image.width * image.height)
        updateIndices(&map, image, .full(image), &palette, converter)
        if let last = pending, last.indices == map {
          pending?.centiseconds += centiseconds
          return true
        }
        if let pending { emit(pending) }
        pending = Record(
          rect: .full(image), indices: map, centiseconds: centiseconds,
          disposal: anyTransparent ? 2 : 1)
        return true
      }
    }
    if let pending { emit(pending) }
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

/// Premultiplied RGBA → 0xRRGGBB over the background, or the transparent sentinel.
struct ColourConverter {
  /// Marks a pixel with alpha < 128.
  static let transparent: UInt32 = 0x0100_0000
  let red: Int
  let green: Int
  let blue: Int

  init(background: RGBA) {
    let bytes = RGBA(red: background.red, green: background.green, blue: background.blue)
      .premultipliedBytes
    (red, green, blue) = (Int(bytes.0), Int(bytes.1), Int(bytes.2))
  }

  /// The key of a pixel loaded as a little-endian `UInt32` (red in the low byte).
  @inline(__always)
  func key(_ pixel: UInt32) -> UInt32 {
    let alpha = Int(pixel >> 24)
    if alpha < 128 { return Self.transparent }
    let (red, green, blue) = (Int(pixel & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel >> 16 & 0xFF))
    if alpha == 255 { return UInt32(red << 16 | green << 8 | blue) }
    // Source-over with premultiplied colour, as in key(_:_:).
    let rest = 255 - alpha
    let r = min(255, red + (self.red * rest + 127) / 255)
    let g = min(255, green + (self.green * rest + 127) / 255)
    let b = min(255, blue + (self.blue * rest + 127) / 255)
    return UInt32(r << 16 | g << 8 | b)
  }

  /// The key of the pixel starting at `offset`.
  @inline(__always)
  func key(_ pixels: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    let alpha = Int(pixels[offset + 3])
    if alpha < 128 { return Self.transparent }
    if alpha == 255 {
      return UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8
        | UInt32(pixels[offset + 2])
    }
    // Source-over with premultiplied colour: c + bg · (255 − a) / 255, rounded.
    let rest = 255 - alpha
    let r = min(255, Int(pixels[offset]) + (red * rest + 127) / 255)
    let g = min(255, Int(pixels[offset + 1]) + (green * rest + 127) / 255)
    let b = min(255, Int(pixels[offset + 2]) + (blue * rest + 127) / 255)
    return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
  }
}
