// GIF frame timing. GIF89a §23 (Graphic Control Extension) stores each frame's delay as a
// 16-bit count of hundredths of a second (centiseconds). Browsers treat delays of 0 or 1 cs
// as 10 cs (a long-standing compatibility rule), so no frame may be shorter than 2 cs.
//
// The rule, applied to exact rational frame start times t_i (sums of the frame delays):
// 1. Each frame boundary is placed at round(100 · t_i) centiseconds (nearest, ties later),
//    and the end at round(100 · total): the total duration is exact to the centisecond and
//    no boundary is off by more than ½ cs. At 30 fps this gives 3, 4, 3, 3, 4, 3 ... cs;
//    at 24 fps 4, 4, 5, 4, 4, 4 ...; at 50 fps 2, 2 ...
// 2. When the next frame's rounded start is less than 2 cs after the last boundary B
//    (faster than 50 fps), the next boundary is B + 2 and it shows the frame whose exact
//    start is nearest B + 2 (ties the earlier frame); the frames in between are dropped.
//    At 60 fps this keeps 5 frames of every 6 and shows each for exactly 2 cs (50 fps).
// 3. If the last frame would get less than 2 cs, its boundary moves back to end − 2 cs,
//    dropping the frame before it when needed, so the final frame always shows.

/// Maps frame delays onto GIF's centisecond clock (see the rule in the file comment).
///
/// ```swift
/// let plan = GIFTiming.schedule(Array(repeating: FrameDelay(fps: 60), count: 60))
/// // 50 entries of 2 cs each: frames 0, 1, 2, 4, 5, 6, 7, 8, 10 ...
/// ```
package enum GIFTiming {
  /// The shortest delay written, in centiseconds (browsers slow 0–1 cs down to 10 cs).
  package static let minimumCentiseconds = 2

  /// One GIF frame: which source frame it shows and for how long.
  package struct Entry: Sendable, Hashable {
    /// Index of the source frame.
    package var frame: Int
    /// Delay in centiseconds (≥ 2 except for a single frame shorter than that in total).
    package var centiseconds: Int

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - frame: Source frame index.
    ///   - centiseconds: Delay in hundredths of a second.
    package init(frame: Int, centiseconds: Int) {
      self.frame = frame
      self.centiseconds = centiseconds
    }
  }

  /// The GIF frames for source frames with the given delays.
  ///
  /// - Parameter delays: One delay per source frame, at least one.
  /// - Returns: Entries in order; their centiseconds add up to round(100 · total).
  package static func schedule(_ delays: [FrameDelay]) -> [Entry] {
    precondition(!delays.isEmpty, "a GIF needs at least one frame")
    var starts: [FrameDelay] = []
    starts.reserveCapacity(delays.count)
    var time = FrameDelay(numerator: 0, denominator: 1)
    for delay in delays {
      starts.append(time)
      time = time + delay
    }
    let end = time.roundedCentiseconds
    // Exact start of frame k minus `target` cs, as a comparable rational distance.
    func distance(_ k: Int, _ target: Int) -> FrameDelay {
      let start = starts[k]
      let difference = start.numerator * 100 - target * start.denominator
      return FrameDelay(numerator: abs(difference), denominator: start.denominator)
    }
    var frames = [0]
    var boundaries = [0]
    var current = 0
    while current + 1 < delays.count {
      let next = current + 1
      let boundary = boundaries[boundaries.count - 1]
      let rounded = starts[next].roundedCentiseconds
      if rounded >= boundary + minimumCentiseconds {
        frames.append(next)
        boundaries.append(rounded)
        current = next
        continue
      }
      let target = boundary + minimumCentiseconds
      if target >= end { break }
      var best = next
      var candidate = next + 1
      while candidate < delays.count
        && starts[candidate].numerator * 100
          <= (target + 2) * starts[candidate].denominator
      {
        if distance(candidate, target).isLess(than: distance(best, target)) { best = candidate }
        candidate += 1
      }
      frames.append(best)
      boundaries.append(target)
      current = best
    }
    // Rule 3: the last frame always shows, for at least the minimum.
    if frames[frames.count - 1] != delays.count - 1 {
      let last = boundaries[boundaries.count - 1] + minimumCentiseconds
      frames.append(delays.count - 1)
      boundaries.append(max(last, starts[delays.count - 1].roundedCentiseconds))
    }
    while frames.count > 1 && end - boundaries[boundaries.count - 1] < minimumCentiseconds {
      let previous = boundaries[boundaries.count - 2]
      if end - minimumCentiseconds >= previous + minimumCentiseconds {
        boundaries[boundaries.count - 1] = end - minimumCentiseconds
      } else {
        frames.remove(at: frames.count - 2)
        boundaries.remove(at: boundaries.count - 2)
        boundaries[boundaries.count - 1] = max(previous, 0)
      }
    }
    var entries: [Entry] = []
    for (position, frame) in frames.enumerated() {
      let stop = position + 1 < boundaries.count ? boundaries[position + 1] : end
      entries.append(Entry(frame: frame, centiseconds: stop - boundaries[position]))
    }
    return entries
  }
}

extension FrameDelay {
  /// Exact comparison of two rationals.
  func isLess(than other: FrameDelay) -> Bool {
    numerator * other.denominator < other.numerator * denominator
  }
}
