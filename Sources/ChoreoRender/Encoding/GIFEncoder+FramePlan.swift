import CLibC
import ChoreoCore

// The GIF's frame plan: which pixels each record carries. Frame 0 is the whole canvas;
// each later frame is the bounding rectangle of the palette indices that changed (disposal
// 1), unchanged pixels inside it transparent but for those in a run with a change (see
// recordIndices); when a pixel goes from visible to transparent
// the whole GIF is written as full frames with disposal 2 instead. GIFEncoder.swift turns
// the records into bytes.

extension GIFEncoder {
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

  /// The indices of `rect` for a difference record, with `previous` brought up to `map`
  /// inside it. Each run of equal indices (along a row of `map`) in which none changed is
  /// transparent; a run with a change is kept whole, its unchanged pixels included: they
  /// draw the index that was there (no pixel of such a run is transparent: a change to the
  /// transparent index makes full records instead), and LZW codes one long run in fewer
  /// codes than a run broken by transparent pieces.
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
        target.update(from: newRow, count: rect.width)
        var runStart = 0
        var runChanged = false
        for column in 0..<rect.width {
          if newRow[column] != newRow[runStart] {
            if !runChanged {
              (target + runStart).update(repeating: transparent, count: column - runStart)
            }
            (runStart, runChanged) = (column, false)
          }
          if newRow[column] != oldRow[column] { runChanged = true }
        }
        if !runChanged {
          (target + runStart).update(repeating: transparent, count: rect.width - runStart)
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
}
