import Choreo
import Testing

/// A shared-element host that does what ChoreoUIKit's does with a transition context's
/// container view: it measures each screen's tagged views where the screen rests
/// (`UIView.convert(_:to:)` into the container, the screen at its
/// `finalFrame(for:)`/`initialFrame(for:)`, documentation/UIKit/uiviewcontrollercontexttransitioning),
/// hides the originals while they fly, adds one flying view per picture above both screens
/// (`containerView.addSubview(_:)`, the last added on top), and removes them at the end.
/// It records what would be wrong on a device: a draw with nothing flying, an element
/// drawn twice or missing, a box that cannot be drawn, a second flight begun over one.
@MainActor
final class SimulatedSharedElementStage: SharedElementHost {
  typealias ElementID = String

  var containerSize: Size2D? = Size2D(width: 400, height: 800)
  var reducedMotion = ReducedMotionPolicy.full
  /// The tagged views of each screen, by screen identity.
  var screens: [Int: [ScreenElement<String>]] = [:]
  /// The screens the container's open transition leaves and brings.
  var roles: () -> (leaving: Int, arriving: Int)? = { nil }

  private(set) var flying: [FlightPicture<String>]?
  private(set) var hidden: Set<String> = []
  private(set) var flights: [[FlightPicture<String>]] = []
  private(set) var frames: [[FlightElementState<String>]] = []
  private(set) var ends = 0
  private(set) var violations: [String] = []

  private func violate(_ message: String) {
    violations.append(message)
    Issue.record(Comment(rawValue: message))
  }

  func elements(of screen: ScreenRole) -> [ScreenElement<String>] {
    guard let roles = roles() else {
      violate("elements asked with no transition open")
      return []
    }
    return screens[screen == .leaving ? roles.leaving : roles.arriving] ?? []
  }

  func beginFlying(_ pictures: [FlightPicture<String>]) {
    if flying != nil { violate("a flight begun over another") }
    if Set(pictures.map(\.id)).count != pictures.count { violate("an element flies twice") }
    flying = pictures
    hidden = Set(pictures.map(\.id))
    flights.append(pictures)
  }

  func draw(_ elements: [FlightElementState<String>]) {
    guard let flying else { return violate("a draw with nothing flying") }
    if elements.map(\.id) != flying.map(\.id) {
      violate("drew \(elements.map(\.id)), flying \(flying.map(\.id))")
    }
    for element in elements where !element.geometry.isValid {
      violate("\(element.id) cannot be drawn: \(element.geometry)")
    }
    frames.append(elements)
  }

  func endFlying() {
    if flying == nil { violate("an end with nothing flying") }
    flying = nil
    hidden = []
    ends += 1
  }

  /// The last drawn state of `id`.
  func last(_ id: String) -> FlightElementState<String>? {
    frames.last?.first { $0.id == id }
  }
}
