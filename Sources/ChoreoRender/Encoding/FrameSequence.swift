// Shared preparation of animated output: identical consecutive frames are merged into one
// whose delay is the exact sum of theirs.

/// One distinct frame of an animation and how long it shows.
struct TimedFrame {
  /// Index into the caller's frame array.
  var index: Int
  /// Exact time on screen.
  var delay: FrameDelay
}

enum FrameSequence {
  /// Merges runs of byte-identical consecutive frames, adding their delays.
  ///
  /// - Precondition: at least one frame, one delay per frame, all frames the same size.
  static func merged(_ frames: [Bitmap], delays: [FrameDelay]) -> [TimedFrame] {
    precondition(!frames.isEmpty, "an animation needs at least one frame")
    precondition(
      frames.count == delays.count, "\(frames.count) frames but \(delays.count) delays")
    let (width, height) = (frames[0].width, frames[0].height)
    var result: [TimedFrame] = []
    for (index, frame) in frames.enumerated() {
      precondition(
        frame.width == width && frame.height == height,
        "frame \(index) is \(frame.width)×\(frame.height), frame 0 is \(width)×\(height)")
      if let last = result.last, frames[last.index].pixels == frame.pixels {
        result[result.count - 1].delay = last.delay + delays[index]
      } else {
        result.append(TimedFrame(index: index, delay: delays[index]))
      }
    }
    return result
  }
}
