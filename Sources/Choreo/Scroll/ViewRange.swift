// Policy: element-relative ranges follow CSS Scroll-driven Animations Level 1, § "View
// Progress Timeline Ranges" (https://drafts.csswg.org/scroll-animations-1/#view-timelines-ranges)
// and § "view-timeline-inset". The subject is an element of the scrolled content; its
// frame is given in content coordinates (where it sits when the scroll offset is 0). At
// scroll offset o the viewport shows content from o to o + V along the axis, and the
// *view progress visibility range* is that span shrunk by the insets: from o + startInset
// to o + V − endInset (negative insets grow it). With S the subject's start edge, E its
// length, a the start inset and b the end inset, the named ranges' offsets are:
//
//   cover           0%: S − (V − b)      (start edge meets the visibility range's end)
//                 100%: S + E − a        (end edge meets its start)
//   contain         0%: min(S − a, S + E − (V − b))   (earliest of: start meets start,
//                 100%: max(S − a, S + E − (V − b))    end meets end; latest for 100%)
//   entry           cover 0% → contain 0%
//   exit            contain 100% → cover 100%
//   entry-crossing  S − (V − b) → S + E − (V − b)     (the box crosses the end edge)
//   exit-crossing   S − a → S + E − a                 (the box crosses the start edge)
//
// A boundary like CSS's `entry 25%` is a fraction of a named range; fractions outside
// 0...1 reach beyond it, as CSS percentages do.

/// The named ranges of a view progress timeline, as CSS Scroll-driven Animations defines
/// them.
///
/// ```swift
/// // A 200-point card at y = 1000 in a 600-point viewport:
/// let cover = try ScrollTimeline.view(
///   subject: Rect2D(x: 0, y: 1000, width: 390, height: 200),
///   viewport: Size2D(width: 390, height: 600), range: .cover)
/// // cover runs from offset 400 (card's top at the viewport's bottom)
/// // to 1200 (card's bottom at the viewport's top).
/// ```
public enum ViewRangeName: String, Sendable, Hashable, CaseIterable {
  /// From the subject's start edge entering at the end of the viewport to its end edge
  /// leaving at the start: the whole time any of it is visible.
  case cover
  /// While the subject is fully inside the viewport (or, if larger, fully covers it).
  case contain
  /// While the subject is entering: cover 0% to contain 0%.
  case entry
  /// While the subject is exiting: contain 100% to cover 100%.
  case exit
  /// While the subject crosses the viewport's end edge; as long as the subject.
  case entryCrossing = "entry-crossing"
  /// While the subject crosses the viewport's start edge; as long as the subject.
  case exitCrossing = "exit-crossing"
}

/// A point on a view timeline: a fraction of a named range (CSS `entry 25%`).
///
/// ```swift
/// let start = ViewRangeBoundary(.entry, 0.25)   // entry 25%
/// let end = ViewRangeBoundary(.exit)            // exit 0%
/// ```
public struct ViewRangeBoundary: Sendable, Hashable {
  /// The named range.
  public var name: ViewRangeName
  /// The fraction of the way through it; 0 is its start, 1 its end.
  public var fraction: Double

  /// Creates a boundary.
  ///
  /// - Parameters:
  ///   - name: The named range.
  ///   - fraction: How far through it; 0 by default.
  public init(_ name: ViewRangeName, _ fraction: Double = 0) {
    self.name = name
    self.fraction = fraction
  }
}

/// Insets of the viewport that make the view progress visibility range (CSS
/// `view-timeline-inset`): positive values shrink it, negative values grow it.
public struct ViewInsets: Sendable, Hashable {
  /// The inset from the viewport's start edge (top or left), points.
  public var start: Double
  /// The inset from the viewport's end edge (bottom or right), points.
  public var end: Double

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - start: The inset from the start edge.
  ///   - end: The inset from the end edge.
  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }

  /// No insets: the visibility range is the viewport.
  public static let zero = ViewInsets(start: 0, end: 0)
}

/// The scroll offsets of the named ranges for one subject in one viewport.
///
/// ```swift
/// let ranges = try ViewRanges(
///   subject: Rect2D(x: 0, y: 1000, width: 390, height: 200),
///   viewport: Size2D(width: 390, height: 600))
/// ranges.offsets(of: .contain)   // (start: 600, end: 1000)
/// ```
public struct ViewRanges: Sendable, Hashable {
  /// The axis the offsets run along.
  public let axis: ScrollAxis
  /// The subject's start edge in content coordinates, S.
  public let subjectStart: Double
  /// The subject's length along the axis, E.
  public let subjectLength: Double
  /// The viewport's length along the axis, V.
  public let viewportLength: Double
  /// The insets of the visibility range.
  public let insets: ViewInsets

  /// Measures a subject in a viewport.
  ///
  /// - Parameters:
  ///   - subject: The subject's frame in content coordinates (at scroll offset 0).
  ///   - viewport: The viewport's size.
  ///   - axis: The scroll axis; vertical by default.
  ///   - insets: Insets of the visibility range; none by default.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a non-finite number,
  ///   ``ScrollError/negative(what:value:)`` for a negative subject or viewport length.
  public init(
    subject: Rect2D, viewport: Size2D, axis: ScrollAxis = .vertical, insets: ViewInsets = .zero
  ) throws(ScrollError) {
    let checks: [(String, Double)] = [
      ("the subject's start edge", axis.start(of: subject)),
      ("the subject's length", axis.length(of: subject)),
      ("the viewport's length", axis.length(of: viewport)),
      ("the start inset", insets.start), ("the end inset", insets.end),
    ]
    for (what, value) in checks where !value.isFinite {
      throw .notFinite(what: what, value: value)
    }
    guard axis.length(of: subject) >= 0 else {
      throw .negative(what: "the subject's length", value: axis.length(of: subject))
    }
    guard axis.length(of: viewport) >= 0 else {
      throw .negative(what: "the viewport's length", value: axis.length(of: viewport))
    }
    self.axis = axis
    self.subjectStart = axis.start(of: subject)
    self.subjectLength = axis.length(of: subject)
    self.viewportLength = axis.length(of: viewport)
    self.insets = insets
  }

  /// The scroll offsets at 0% and 100% of a named range (see the formulas at the top of
  /// ViewRange.swift).
  ///
  /// - Parameter name: The named range.
  /// - Returns: The offsets; `start ≤ end`, equal when the range is empty (a subject of
  ///   length 0 in a crossing range, or one exactly as long as the visibility range in
  ///   `contain`).
  public func offsets(of name: ViewRangeName) -> (start: Double, end: Double) {
    let s = subjectStart
    let e = subjectLength
    let startMeetsStart = s - insets.start
    let startMeetsEnd = s - (viewportLength - insets.end)
    let endMeetsStart = s + e - insets.start
    let endMeetsEnd = s + e - (viewportLength - insets.end)
    let contain = (
      start: min(startMeetsStart, endMeetsEnd), end: max(startMeetsStart, endMeetsEnd)
    )
    switch name {
    case .cover: return (startMeetsEnd, endMeetsStart)
    case .contain: return contain
    case .entry: return (startMeetsEnd, contain.start)
    case .exit: return (contain.end, endMeetsStart)
    case .entryCrossing: return (startMeetsEnd, endMeetsEnd)
    case .exitCrossing: return (startMeetsStart, endMeetsStart)
    }
  }

  /// The scroll offset of a boundary: its range's start plus `fraction` of its length.
  ///
  /// - Parameter boundary: A named range and fraction.
  /// - Returns: The offset.
  public func offset(of boundary: ViewRangeBoundary) -> Double {
    let range = offsets(of: boundary.name)
    return range.start + boundary.fraction * (range.end - range.start)
  }
}

extension ScrollTimeline {
  /// A timeline over a named range of a subject in a viewport (CSS `view()` with
  /// `animation-range: <name>`).
  ///
  /// - Parameters:
  ///   - subject: The subject's frame in content coordinates.
  ///   - viewport: The viewport's size.
  ///   - range: The named range; cover by default.
  ///   - axis: The scroll axis; vertical by default.
  ///   - insets: Insets of the visibility range.
  ///   - overflow: Clamp (the default) or extend.
  /// - Returns: The timeline, named after the range.
  /// - Throws: ``ScrollError`` for non-finite or negative measures and for an empty range.
  public static func view(
    subject: Rect2D, viewport: Size2D, range: ViewRangeName = .cover,
    axis: ScrollAxis = .vertical, insets: ViewInsets = .zero, overflow: Overflow = .clamp
  ) throws(ScrollError) -> ScrollTimeline {
    try view(
      subject: subject, viewport: viewport, from: ViewRangeBoundary(range, 0),
      to: ViewRangeBoundary(range, 1), axis: axis, insets: insets, overflow: overflow)
  }

  /// A timeline between two boundaries on named ranges (CSS
  /// `animation-range: entry 25% exit 50%`).
  ///
  /// - Parameters:
  ///   - subject: The subject's frame in content coordinates.
  ///   - viewport: The viewport's size.
  ///   - start: The boundary at progress 0.
  ///   - end: The boundary at progress 1.
  ///   - axis: The scroll axis; vertical by default.
  ///   - insets: Insets of the visibility range.
  ///   - overflow: Clamp (the default) or extend.
  /// - Returns: The timeline, named like `entry 25% – exit 50%`.
  /// - Throws: ``ScrollError`` for non-finite or negative measures, an empty or an
  ///   inverted range.
  public static func view(
    subject: Rect2D, viewport: Size2D, from start: ViewRangeBoundary, to end: ViewRangeBoundary,
    axis: ScrollAxis = .vertical, insets: ViewInsets = .zero, overflow: Overflow = .clamp
  ) throws(ScrollError) -> ScrollTimeline {
    guard start.fraction.isFinite else {
      throw .notFinite(what: "the start boundary's fraction", value: start.fraction)
    }
    guard end.fraction.isFinite else {
      throw .notFinite(what: "the end boundary's fraction", value: end.fraction)
    }
    let ranges = try ViewRanges(subject: subject, viewport: viewport, axis: axis, insets: insets)
    func label(_ boundary: ViewRangeBoundary) -> String {
      "\(boundary.name.rawValue) \(boundary.fraction * 100)%"
    }
    let name =
      start.name == end.name && start.fraction == 0 && end.fraction == 1
      ? start.name.rawValue : "\(label(start)) – \(label(end))"
    return try ScrollTimeline(
      from: ranges.offset(of: start), to: ranges.offset(of: end), axis: axis,
      overflow: overflow, name: name)
  }
}
