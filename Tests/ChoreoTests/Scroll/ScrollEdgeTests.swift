import Choreo
import Testing

/// Issue 50, finding 14, for the scroll components: a release whose numbers are at the
/// edge of Double's range gives a finite snap target, or none.
@MainActor
@Suite final class ScrollEdgeTests {
  var kept: ScrollSceneCoordinator?

  /// A release whose target content offset (the snap point less the inset) overflows has
  /// no target: `nil` leaves UIKit's own, as the documentation promises for a non-finite
  /// release.
  @Test func anOverflowingTargetContentOffsetIsNil() throws {
    let view = SimulatedScrollView(
      width: 390, height: 844, contentHeight: 2000, insetTop: .greatestFiniteMagnitude)
    let coordinator = ScrollSceneCoordinator(
      scene: try ScrollSceneCoordinatorTests.scene(), snap: try ScrollSnap(points: [-1e308, 0]),
      host: view)
    kept = coordinator
    // 1.5e305 pt/ms upward projects to 7.5e307 above rest: the snap point −1e308, whose
    // content offset −1e308 − 1.8e308 is −infinity.
    #expect(coordinator.targetContentOffset(velocity: Point2D(x: 0, y: -1.5e305)) == nil)
    // An ordinary release still snaps.
    #expect(
      coordinator.targetContentOffset(velocity: Point2D(x: 0, y: 0))
        == Point2D(x: 0, y: -Double.greatestFiniteMagnitude))
    for inset in [Double.infinity, -.infinity, .nan] {
      view.geometry?.contentInset.y = inset
      #expect(coordinator.targetContentOffset(velocity: Point2D(x: 0, y: 1)) == nil)
    }
  }

  /// A snap whose projection or squared distance overflows picks the point the release
  /// heads for (ScrollSnap goes through DecayRate's snapping, the one mechanism).
  @Test func snapTargetsAtTheEdge() throws {
    let snap = try ScrollSnap(points: [0, 300, 600], decelerationRate: 0.9999999999999999)
    #expect(try snap.target(releasedAt: 0, velocity: 1e308) == 600)
    #expect(try snap.target(releasedAt: 0, velocity: -1e308) == 0)
    let far = try ScrollSnap(points: [-1e200, 2e200])
    #expect(try far.target(releasedAt: 1.9e200, velocity: 0) == 2e200)
    // A rate of 0 stops at once: the point nearest the release.
    let stop = try ScrollSnap(points: [0, 400], decelerationRate: 0)
    #expect(try stop.target(releasedAt: 150, velocity: 1e6) == 0)
    #expect(try stop.target(releasedAt: 250, velocity: -1e6) == 400)
  }
}
