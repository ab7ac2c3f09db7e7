// Policy: the frames of an animation kept run-length coded, so that an encoder needing
// several passes over every frame (GIF: histogram, then records) holds one raw frame at a
// time. Frame 0 is kept whole; each later frame only as the rectangle that changed since
// the frame before (its pixels read row by row across the rectangle), so a pass replays the
// changes onto one canvas and learns each frame's changed rectangle without comparing
// frames again. The pixels are coded as runs of equal pixels (4 bytes each): the run's
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
  /// The rectangle each frame changed since the one before (frame 0: the whole canvas).
  package private(set) var changes: [PixelRect] = []
  private var compressed: [[UInt8]] = []
  private var last: Bitmap?
  /// Compressed bytes held.
  package private(set) var byteCount = 0

  /// An empty store.
  package init() {}

  /// Adds a frame that shows for `delay`; a frame equal to the one before only adds its
  /// delay. The store keeps the last frame to compare the next one with; a caller that
  /// already knows the changed rectangle passes it to ``append(_:delay:changed:)``.
  ///
  /// - Precondition: every frame has the size of the first.
  package func append(_ frame: Bitmap, delay: FrameDelay) {
    let changed = last.map { frame.changedRegion(since: $0) } ?? PixelRect.full(frame)
    append(frame, delay: delay, changed: changed)
    if changed != nil { last = frame }
  }

  /// Adds a frame that shows for `delay`, given the rectangle outside which it equals the
  /// frame appended before it (nil when it equals that frame: only its delay is added).
  ///
  /// - Precondition: every frame has the size of the first; the first frame's rectangle is
  ///   the whole frame; every rectangle lies inside the frame.
  package func append(_ frame: Bitmap, delay: FrameDelay, changed: PixelRect?) {
    append(changed.map { Self.coded(frame, changed: $0) }, delay: delay)
  }

  /// One frame's changed pixels coded for a store, apart from it.
  package struct CodedFrame: Sendable {
    /// The frame's size in pixels.
    let width: Int
    let height: Int
    /// The rectangle it changed since the frame before.
    let changed: PixelRect
    /// The rectangle's pixels as runs (see the policy above).
    let runs: [UInt8]
  }

  /// The changed rectangle of `frame` coded for ``append(_:delay:)-(CodedFrame?,_)``; it
  /// may be made on any thread.
  ///
  /// - Precondition: `changed` lies inside the frame.
  package static func coded(_ frame: Bitmap, changed: PixelRect) -> CodedFrame {
    precondition(
      changed.x >= 0 && changed.y >= 0 && changed.width >= 1 && changed.height >= 1
        && changed.x + changed.width <= frame.width && changed.y + changed.height <= frame.height,
      "changed rectangle \(changed) is not inside \(frame.width)×\(frame.height)")
    return CodedFrame(
      width: frame.width, height: frame.height, changed: changed,
      runs: runLengthCoded(frame, changed))
  }

  /// Adds a frame coded by ``coded(_:changed:)`` that shows for `delay`; nil for a frame
  /// equal to the one before (only its delay is added).
  ///
  /// - Precondition: frames come in order, every one the size of the first; the first is
  ///   not nil and its rectangle is the whole frame.
  package func append(_ frame: CodedFrame?, delay: FrameDelay) {
    if delays.isEmpty {
      guard let frame else { preconditionFailure("frame 0 cannot equal a frame before it") }
      precondition(
        frame.changed == PixelRect(x: 0, y: 0, width: frame.width, height: frame.height),
        "frame 0 must change the whole frame, got \(frame.changed)")
      (width, height) = (frame.width, frame.height)
    }
    guard let frame else {
      delays[delays.count - 1] = delays[delays.count - 1] + delay
      return
    }
    precondition(
      frame.width == width && frame.height == height,
      "frame \(delays.count) is \(frame.width)×\(frame.height), frame 0 is \(width)×\(height)")
    byteCount += frame.runs.count
    compressed.append(frame.runs)
    changes.append(frame.changed)
    delays.append(delay)
  }

  /// The number of distinct frames.
  package var count: Int { compressed.count }

  /// Distinct frame `index`, decoded (by replaying the changes of frames 0...index).
  ///
  /// - Complexity: O(index + pixels); use ``replay(_:)`` to visit every frame in order.
  package func frame(_ index: Int) -> Bitmap {
    var canvas = Bitmap(width: width, height: height)
    for position in 0...index { apply(position, to: &canvas) }
    return canvas
  }

  /// Calls `body` with each distinct frame in order and the rectangle it changed since the
  /// frame before (frame 0: the whole canvas), on one canvas updated in place; stops when
  /// `body` returns false. `body` must not keep the canvas (a copy would be made).
  package func replay(_ body: (_ index: Int, _ frame: Bitmap, _ changed: PixelRect) -> Bool) {
    guard count > 0 else { return }
    var canvas = Bitmap(width: width, height: height)
    for index in 0..<count {
      apply(index, to: &canvas)
      guard body(index, canvas, changes[index]) else { return }
    }
  }

  /// Frame `index`'s changed pixels, row by row across ``changes``[index], as runs (see
  /// ``forEachRun(_:_:)``).
  package func runs(_ index: Int) -> [UInt8] { compressed[index] }

  /// Calls `body` with each run of `runs` in order: its pixel (the 4 bytes loaded as a
  /// little-endian `UInt32`) and its length.
  @inline(__always)
  static func forEachRun(_ runs: [UInt8], _ body: (_ pixel: UInt32, _ length: Int) -> Void) {
    runs.withUnsafeBytes { source in
      var offset = 0
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
        body(source.loadUnaligned(fromByteOffset: offset, as: UInt32.self), length + 1)
        offset += 4
      }
    }
  }

  /// Writes frame `index`'s changed pixels onto `canvas`.
  private func apply(_ index: Int, to canvas: inout Bitmap) {
    Self.runLengthDecode(compressed[index], into: &canvas.pixels, width: width, changes[index])
  }

  /// The pixels of `rect` of `image`, row by row, as runs coded as the policy above says.
  ///
  /// - Complexity: O(rect's pixels), one pass.
  static func runLengthCoded(_ image: Bitmap, _ rect: PixelRect) -> [UInt8] {
    var writer = RunWriter(capacity: rect.width * rect.height / 4 + 64)
    defer { writer.buffer.deallocate() }
    image.pixels.withUnsafeBytes { raw in
      var run: UInt32 = 0
      var length = 0
      for row in rect.y..<(rect.y + rect.height) {
        let start = (row * image.width + rect.x) * 4
        var column = 0
        while column < rect.width {
          let value = raw.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
          column += 1
          if value == run && length > 0 {
            length += 1
            continue
          }
          if length > 0 { writer.append(run, length: length) }
          (run, length) = (value, 1)
          // The rest of the run in this row, two pixels a compare (one 8-byte load), then
          // the last one.
          let pair = UInt64(run) << 32 | UInt64(run)
          let from = column
          while column + 2 <= rect.width
            && raw.loadUnaligned(fromByteOffset: start + column * 4, as: UInt64.self) == pair
          {
            column += 2
          }
          if column < rect.width
            && raw.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self) == run
          {
            column += 1
          }
          length += column - from
        }
      }
      if length > 0 { writer.append(run, length: length) }
    }
    return Array(UnsafeBufferPointer(start: writer.buffer, count: writer.count))
  }

  /// Runs written through a pointer into a buffer that doubles whenever a run might not
  /// fit (a run takes at most 14 bytes: a 64-bit varint and the pixel); the caller copies
  /// them out at their exact size, since the store keeps them, and frees the buffer. A
  /// struct, not a nested function over captured variables: those cost a dynamic
  /// exclusivity check per run.
  private struct RunWriter {
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
    var count = 0

    init(capacity: Int) {
      self.capacity = capacity
      buffer = .allocate(capacity: capacity)
    }

    /// Appends a run of `length` (at least 1) pixels of value `run`.
    mutating func append(_ run: UInt32, length: Int) {
      if count + 14 > capacity {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        (buffer, capacity) = (larger, 2 * capacity)
      }
      var rest = length - 1
      while rest >= 0x80 {
        buffer[count] = UInt8(truncatingIfNeeded: rest) | 0x80
        count += 1
        rest >>= 7
      }
      buffer[count] = UInt8(rest)
      // The pixel as a little-endian UInt32, as forEachRun reads it.
      UnsafeMutableRawPointer(buffer + count + 1).storeBytes(
        of: run.littleEndian, as: UInt32.self)
      count += 5
    }
  }

  /// Writes the pixels that ``runLengthCoded(_:_:)`` coded as `runs` into `rect` of
  /// `pixels`, an image `width` pixels wide.
  ///
  /// - Precondition: `runs` holds exactly the rectangle's pixels (this store wrote them).
  static func runLengthDecode(
    _ runs: [UInt8], into pixels: inout [UInt8], width: Int, _ rect: PixelRect
  ) {
    let total = rect.width * rect.height
    var pixelIndex = 0
    pixels.withUnsafeMutableBytes { raw in
      // Position inside the rectangle: its column, and the byte offset in `raw`.
      var column = 0
      var target = (rect.y * width + rect.x) * 4
      let rowStep = (width - rect.width) * 4
      forEachRun(runs) { pixel, count in
        precondition(
          pixelIndex + count <= total, "run-length data holds more than \(total) pixels")
        pixelIndex += count
        var length = count
        while length > 0 {
          let span = min(length, rect.width - column)
          for index in 0..<span {
            raw.storeBytes(of: pixel, toByteOffset: target + index * 4, as: UInt32.self)
          }
          length -= span
          column += span
          target += span * 4
          if column == rect.width {
            column = 0
            target += rowStep
          }
        }
      }
    }
    precondition(pixelIndex == total, "run-length data holds \(pixelIndex) of \(total) pixels")
  }
}
