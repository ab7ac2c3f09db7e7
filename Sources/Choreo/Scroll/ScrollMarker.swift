/// A debug marker: where a timeline's range starts or ends, as a scroll offset (like GSAP
/// ScrollTrigger's `markers: true`).
///
/// A scene built with `debugMarkers: true` lists one start and one end marker per
/// timeline in ``ScrollScene/markers``; demos draw them.
public struct ScrollMarker: Sendable, Hashable, CustomStringConvertible {
  /// Which end of a range a marker shows. (Not `Edge`: app code imports SwiftUI's.)
  public enum End: String, Sendable, Hashable, CaseIterable {
    /// Progress 0.
    case start
    /// Progress 1.
    case end
  }

  /// The timeline's name.
  public var name: String
  /// Which end.
  public var end: End
  /// The scroll offset of that end.
  public var offset: Double

  /// Creates a marker.
  ///
  /// - Parameters:
  ///   - name: The timeline's name.
  ///   - end: Which end.
  ///   - offset: The scroll offset.
  public init(name: String, end: End, offset: Double) {
    self.name = name
    self.end = end
    self.offset = offset
  }

  /// The markers of timelines, start then end for each.
  static func markers(for timelines: [ScrollTimeline]) -> [ScrollMarker] {
    timelines.flatMap { timeline in
      [
        ScrollMarker(name: timeline.name, end: .start, offset: timeline.startOffset),
        ScrollMarker(name: timeline.name, end: .end, offset: timeline.endOffset),
      ]
    }
  }

  /// `name start @ offset`.
  public var description: String { "\(name) \(end.rawValue) @ \(offset)" }
}
