import CLibC
import ChoreoRender
import Dispatch

// Policy: an animation's frames are rendered a batch at a time (DemoOutput.batchSize) on
// every core, into bitmaps kept from batch to batch by one RenderSession per worker (kept
// too): after the first batch, rendering allocates no frame and touches no fresh page (a
// new 960×1400 bitmap per frame was about 1,300 page faults, and a new rasteriser per batch
// re-faulted its offscreen canvases). Slot 0 holds the last frame of the batch before, so
// that every frame of a batch can be compared with the one before it at once: each frame's
// changed rectangle and what the caller makes of it (`prepare`, for example compressing the
// rectangle) are worked out on every core, a frame per task, and only handing the results
// over in order (`consume`) is sequential. A frame whose tree equals the tree before it (on
// the same worker) is copied, not drawn, and reported unchanged without a comparison.
// Deterministic: the bytes do not depend on the number of threads or how frames are split.

/// Renders an animation's frames batch by batch into reused bitmaps, and prepares each on
/// the render threads.
final class FramePipeline<Prepared: Sendable>: @unchecked Sendable {
  // Safety: the slot arrays are written only inside `concurrentPerform` at indices that
  // belong to one iteration alone (a frame's slot by the worker or task that owns the
  // frame; a session by its worker), and read after `concurrentPerform` returns, which
  // orders every write before the reads. Between batches only the calling thread touches
  // them.
  private let renderer: LayerRenderer
  private let workers: Int
  private let sessions: UnsafeMutableBufferPointer<RenderSession?>
  /// Slot 0: the frame before the batch; slot 1 + i: frame i of the batch.
  private let frames: UnsafeMutableBufferPointer<Bitmap>
  private let repeats: UnsafeMutableBufferPointer<Bool>
  private let failures: UnsafeMutableBufferPointer<RenderError?>
  private let changes: UnsafeMutableBufferPointer<PixelRect?>
  private let prepared: UnsafeMutableBufferPointer<Prepared?>
  private let capacity: Int
  /// Frames handed over so far.
  private var done = 0

  /// A pipeline for batches of at most `capacity` frames drawn by `renderer`.
  init(_ renderer: LayerRenderer, capacity: Int) {
    self.renderer = renderer
    self.capacity = capacity
    workers = max(1, min(capacity, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    sessions = .allocate(capacity: workers)
    sessions.initialize(repeating: nil)
    // 1×1 placeholders: a session replaces a bitmap of another size on first use.
    frames = .allocate(capacity: capacity + 1)
    frames.initialize(repeating: Bitmap(width: 1, height: 1))
    repeats = .allocate(capacity: capacity)
    repeats.initialize(repeating: false)
    failures = .allocate(capacity: capacity)
    failures.initialize(repeating: nil)
    changes = .allocate(capacity: capacity)
    changes.initialize(repeating: nil)
    prepared = .allocate(capacity: capacity)
    prepared.initialize(repeating: nil)
  }

  deinit {
    sessions.deinitialize().deallocate()
    frames.deinitialize().deallocate()
    repeats.deinitialize().deallocate()
    failures.deinitialize().deallocate()
    changes.deinitialize().deallocate()
    prepared.deinitialize().deallocate()
  }

  /// Renders the next `count` frames (tree `scene(i)` for batch index i), works out what
  /// each changed since the frame before (the whole frame for the very first; nil when
  /// equal) and, for each that changed, `prepare` of it and of the frame before it (nil for
  /// the very first), on every core; then hands them to
  /// `consume` in order. `consume` must not keep the bitmap (it is drawn over next batch;
  /// a kept copy would be copied first).
  ///
  /// - Throws: ``CLIError/internalError(_:)`` for the first frame (by index) whose tree the
  ///   renderer refuses (nothing of the batch is consumed), or what `consume` throws.
  func batch(
    _ count: Int, scene: @Sendable (Int) -> RenderLayer,
    prepare: @Sendable (Bitmap, PixelRect, Bitmap?) -> Prepared,
    consume: (Bitmap, PixelRect?, Prepared?) throws(CLIError) -> Void
  ) throws(CLIError) {
    precondition((1...capacity).contains(count), "batch of \(count), capacity \(capacity)")
    let workers = min(workers, count)
    let renderer = renderer
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let range = (count * worker / workers)..<(count * (worker + 1) / workers)
      if sessions[worker] == nil { sessions[worker] = try? RenderSession(renderer) }
      guard let session = sessions[worker] else {
        preconditionFailure("the renderer's size was checked before the frames")
      }
      var previous: RenderLayer?
      for index in range {
        let tree = scene(index)
        failures[index] = nil
        repeats[index] = previous == tree
        if repeats[index] {
          Self.copy(frames[index], into: &frames[index + 1])
          continue
        }
        do throws(RenderError) {
          try session.render(tree, into: &frames[index + 1])
          previous = tree
        } catch {
          failures[index] = error
          previous = nil
        }
      }
    }
    if let failure = (0..<count).lazy.compactMap({ self.failures[$0] }).first {
      throw CLIError(failure)
    }
    let start = done
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let frame = frames[index + 1]
      let changed: PixelRect? =
        start + index == 0
        ? PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        : repeats[index] ? nil : frame.changedRegion(since: frames[index])
      changes[index] = changed
      let previous = start + index == 0 ? nil : frames[index]
      prepared[index] = changed.map { prepare(frame, $0, previous) }
    }
    for index in 0..<count {
      let result = prepared[index]
      prepared[index] = nil
      try consume(frames[index + 1], changes[index], result)
    }
    done += count
    frames.swapAt(0, count)
  }

  /// Writes the bytes of `source` over `target` (same size; resized first if not).
  private static func copy(_ source: Bitmap, into target: inout Bitmap) {
    guard target.width == source.width && target.height == source.height else {
      target = source
      return
    }
    target.pixels.withUnsafeMutableBytes { out in
      source.pixels.withUnsafeBytes { out.copyMemory(from: $0) }
    }
  }
}
