/// A debug marker: where a timeline's range starts or ends, as a scroll offset (like GSAP
/// ScrollTrigger's `markers: true`).
///
/// A scene built with `debugMarkers: true` lists one start and one end marker per
/// timeline in ``ScrollScene/markers``; demos draw them.
public struct ScrollMarker: Sendable, Hashable, CustomStringConvertible {
  /// Which end of a range a marker shows.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// Progress 0.
    case start
    /// Progress 1.
    case end
  }

  /// The timeline's name.
  public var name: String
  /// Which end.
  public var edge: Edge
  /// The scroll offset of that end.
  public var offset: Double

  /// Creates a marker.
  ///
  /// - Parameters:
  ///   - name: The timeline's name.
  ///   - edge: Which end.
  ///   - offset: The scroll offset.
  public init(name: String, edge: Edge, offset: Double) {
    self.name = name
    self.edge = edge
    self.offset = offset
  }

  /// The markers of timelines, start then end for each.
  static func markers(for timelines: [ScrollTimeline]) -> [ScrollMarker] {
    timelines.flatMap { timeline in
      [
        ScrollMarker(name: timeline.name, edge: .start, offset: timeline.startOffset),
        ScrollMarker(name: timeline.name, edge: .end, offset: timeline.endOffset),
      ]
    }
  }

  /// `name start @ offset`.
  public var description: String { "\(name) \(edge.rawValue) @ \(offset)" }
}
