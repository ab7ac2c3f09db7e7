// Policy: what a shared-element coordinator needs of the platform: the tagged elements on
// each screen of the open transition, measured where each screen rests, and views to fly.
// The host decides nothing: which elements pair, which fall back to a fade, which view
// flies and whether it is the live view or a picture of it are the coordinator's.

/// One tagged element on a screen, as the host measured it: where its box is when the
/// screen is at rest, in the transition container's coordinates.
public struct ScreenElement<ID: Hashable & Sendable>: Sendable {
  /// The identity that pairs it with an element on the other screen.
  public var id: ID
  /// Its box: frame (in the container, the screen at rest), corner radius, opacity.
  public var geometry: ElementGeometry
  /// The size of what flies for it: its content's rest size, or, by default, its box's
  /// size (a picture of the box).
  public var contentSize: Size2D
  /// How the content sits in the box while it flies; covering the box by default, as a
  /// photo does.
  public var contentMode: SharedElement<ID>.ContentMode
  /// Whether its live view flies rather than a picture of it (content that keeps playing,
  /// such as video). The view leaves its screen for the flight and comes back at the end.
  public var keepsPlaying: Bool

  /// Creates an element as measured.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - geometry: Its box on the screen at rest, in the container's coordinates.
  ///   - contentSize: What flies for it; the box's size when `nil` (the default).
  ///   - contentMode: How the content sits in the box; `.aspectFill` by default.
  ///   - keepsPlaying: Whether the live view flies; `false` (a picture) by default.
  public init(
    id: ID, geometry: ElementGeometry, contentSize: Size2D? = nil,
    contentMode: SharedElement<ID>.ContentMode = .aspectFill, keepsPlaying: Bool = false
  ) {
    self.id = id
    self.geometry = geometry
    self.contentSize = contentSize ?? geometry.frame.size
    self.contentMode = contentMode
    self.keepsPlaying = keepsPlaying
  }
}

/// Which view flies for one shared element, and how.
public struct FlightPicture<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The element's identity.
  public var id: ID
  /// The screen whose view flies.
  public var screen: ScreenRole
  /// Whether that view itself flies (taken from its screen for the flight and put back at
  /// the end) rather than a picture of it taken as the flight begins.
  public var isLive: Bool

  /// Creates a picture decision.
  ///
  /// - Parameters:
  ///   - id: The element's identity.
  ///   - screen: The screen whose view flies.
  ///   - isLive: Whether the live view flies.
  public init(id: ID, screen: ScreenRole, isLive: Bool) {
    self.id = id
    self.screen = screen
    self.isLive = isLive
  }
}

/// What a ``SharedElementCoordinator`` needs of its platform (a UIKit transition context, a
/// SwiftUI space, a simulated host in tests).
@MainActor
public protocol SharedElementHost<ElementID>: AnyObject {
  /// The identity shared elements are tagged with.
  associatedtype ElementID: Hashable & Sendable

  /// The transition container's size, or `nil` while there is none: a box outside it
  /// (scrolled off screen) does not fly.
  var containerSize: Size2D? { get }

  /// How much motion the person wants: full, reduced (a cross-fade in place) or none.
  var reducedMotion: ReducedMotionPolicy { get }

  /// The tagged elements on one screen of the open transition, in drawing order, each
  /// measured where that screen rests.
  ///
  /// - Parameter screen: The leaving or the arriving screen.
  /// - Returns: The elements; identities unique.
  func elements(of screen: ScreenRole) -> [ScreenElement<ElementID>]

  /// A flight begins: hide every tagged element of both screens named here, and make one
  /// flying view per picture, above both screens, in this order: the live view itself, or
  /// a picture of it taken now.
  ///
  /// - Parameter pictures: One per flying element, in drawing order (the last on top).
  func beginFlying(_ pictures: [FlightPicture<ElementID>])

  /// Draw the flying views: each box's frame, corner radius (clipping) and opacity, and its
  /// content's frame inside the box (``FlightElementState/content``).
  ///
  /// - Parameter elements: One state per flying element, in drawing order: the state at
  ///   index i is the element of the picture at index i of ``beginFlying(_:)``.
  func draw(_ elements: [FlightElementState<ElementID>])

  /// The flight is over: remove the flying views, put live views back where they were and
  /// show the tagged elements again.
  func endFlying()
}
