// Policy: a scroll timeline maps a scroll offset to progress through a range of offsets,
// progress = (offset − start) / (end − start): 0 at the start offset, 1 at the end. This is
// the progress formula of CSS Scroll-driven Animations Level 1 (§ "Calculating Progress
// for a Scroll Progress Timeline" and § "Calculating Progress for a View Progress
// Timeline": distance from the start divided by the range's length).
//
// Outside the range a timeline either clamps (progress stays in 0...1, as a hand-written
// `min(1, max(y / targetHeight, 0))` and CSS's fill modes do) or extends (progress continues
// linearly below 0 and above 1, so overscroll — a negative offset while rubber-banding —
// gives negative progress that a stretchy header can follow). A NaN or infinite offset is
// rejected with a typed error rather than turned into a progress.
//
// A range of zero length (start == end: a subject exactly as long as the visibility range,
// over `contain`) is defined, as CSS defines an animation range whose start and end
// coincide: progress is a step at the range's start, 0 before the start offset and 1 at and
// after it, in both overflow modes (there is no slope to extend along).

/// Progress through a range of scroll offsets, clamped or extended beyond its ends.
///
/// ```swift
/// // progress = clamp(offset / targetHeight), targetHeight = 400.
/// let timeline = try ScrollTimeline(from: 0, to: 400)
/// try timeline.progress(at: 100)   // 0.25
/// try timeline.progress(at: -40)   // 0 (clamped)
/// let stretchy = try ScrollTimeline(from: 0, to: 400, overflow: .extend)
/// try stretchy.progress(at: -40)   // -0.1 (overscroll)
/// ```
public struct ScrollTimeline: Sendable, Hashable, CustomStringConvertible {
  /// What progress does outside the range.
  public enum Overflow: String, Sendable, Hashable, CaseIterable {
    /// Progress stays in 0...1: 0 before the start offset, 1 after the end.
    case clamp
    /// Progress continues linearly: negative before the start (overscroll), above 1 after
    /// the end.
    case extend
  }

  /// The axis the offsets are measured along.
  public let axis: ScrollAxis
  /// The offset at which progress is 0.
  public let startOffset: Double
  /// The offset at which progress is 1; at or after ``startOffset``.
  public let endOffset: Double
  /// What progress does outside the range.
  public var overflow: Overflow
  /// A name for debug markers and messages (for example `cover` or `header`).
  public var name: String

  /// Creates a timeline over the offsets `start...end`.
  ///
  /// - Parameters:
  ///   - start: The offset at progress 0.
  ///   - end: The offset at progress 1.
  ///   - axis: The scroll axis; vertical by default.
  ///   - overflow: Clamp (the default) or extend outside the range.
  ///   - name: A name for markers and messages.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite end,
  ///   ``ScrollError/invertedRange(start:end:)`` when `end < start`. `start == end` is a
  ///   zero-length range: progress steps from 0 to 1 at `start`.
  public init(
    from start: Double, to end: Double, axis: ScrollAxis = .vertical,
    overflow: Overflow = .clamp, name: String = "scroll"
  ) throws(ScrollError) {
    guard start.isFinite else { throw .notFinite(what: "the range's start offset", value: start) }
    guard end.isFinite else { throw .notFinite(what: "the range's end offset", value: end) }
    guard start <= end else { throw .invertedRange(start: start, end: end) }
    self.startOffset = start
    self.endOffset = end
    self.axis = axis
    self.overflow = overflow
    self.name = name
  }

  /// `endOffset − startOffset`, zero or more.
  public var length: Double { endOffset - startOffset }

  /// Progress at a scroll offset.
  ///
  /// - Parameter offset: The scroll offset along ``axis``; negative while overscrolled at
  ///   the start.
  /// - Returns: `(offset − start) / (end − start)`, clamped to 0...1 for ``Overflow/clamp``
  ///   and unclamped for ``Overflow/extend``. Exactly 0 at the start offset and 1 at the end;
  ///   for a zero-length range, 0 before the start offset and 1 from it on.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite offset.
  @inlinable
  public func progress(at offset: Double) throws(ScrollError) -> Double {
    guard offset.isFinite else { throw .notFinite(what: "the scroll offset", value: offset) }
    return unsafeProgress(at: offset)
  }

  /// Progress at an offset already known to be finite.
  @inlinable
  func unsafeProgress(at offset: Double) -> Double {
    if offset == endOffset { return 1 }
    if startOffset == endOffset { return offset < startOffset ? 0 : 1 }
    let raw = (offset - startOffset) / (endOffset - startOffset)
    switch overflow {
    case .clamp: return min(max(raw, 0), 1)
    case .extend: return raw
    }
  }

  /// The offset at which the timeline reaches `progress` (the inverse of
  /// ``progress(at:)`` without clamping).
  ///
  /// - Parameter progress: A progress; values outside 0...1 give offsets outside the range.
  /// - Returns: `start + progress · (end − start)`; the start offset for a zero-length range.
  public func offset(atProgress progress: Double) -> Double {
    startOffset + progress * (endOffset - startOffset)
  }

  /// The timeline with another overflow rule.
  ///
  /// - Parameter overflow: Clamp or extend.
  /// - Returns: A copy using `overflow`.
  public func overflowing(_ overflow: Overflow) -> ScrollTimeline {
    var copy = self
    copy.overflow = overflow
    return copy
  }

  /// The name, range and overflow rule.
  public var description: String {
    "ScrollTimeline(\(name): \(startOffset)...\(endOffset), \(axis), \(overflow))"
  }
}
