// Shared elements on UIKit itself: a photo flies from a grid to its detail inside a real
// `UINavigationController` in a window, with `NavigationTransitions` attached and a
// `ManualClock`. The decisions are tested on Linux (SharedElementCoordinatorTests, through a
// simulated stage); this checks the UIKit stage against UIKit: the originals hidden while
// the photo flies, a box above both screens half-way between them, a live view put back in
// its place. XCTest on an iOS simulator (.github/workflows/apple-scenarios.yml).
#if canImport(UIKit) && os(iOS)
  import Choreo
  import ChoreoUIKit
  import UIKit
  import XCTest

  /// A screen with one tagged view at a fixed frame.
  @MainActor
  final class TaggedScreen: UIViewController, SharedElementScreen {
    let photo = UIView()
    let photoFrame: CGRect
    let keepsPlaying: Bool

    init(photoFrame: CGRect, keepsPlaying: Bool = false) {
      self.photoFrame = photoFrame
      self.keepsPlaying = keepsPlaying
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      photo.backgroundColor = .systemBlue
      photo.frame = photoFrame
      view.addSubview(photo)
    }

    var sharedElementViews: [SharedElementView] {
      [SharedElementView(id: "photo", view: photo, keepsPlaying: keepsPlaying)]
    }
  }

  final class SharedElementScenarioTests: XCTestCase {
    let cell = CGRect(x: 16, y: 120, width: 110, height: 110)
    let detail = CGRect(x: 0, y: 0, width: 400, height: 266)

    @MainActor private func settleRunLoop() {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }

    /// A grid in a real navigation controller in a window, the helper attached on a
    /// manual clock, and a detail pushed through it; the clock has not moved yet.
    @MainActor private func pushDetail(keepsPlaying: Bool) -> (
      clock: ManualClock, navigation: NavigationTransitions, grid: TaggedScreen,
      detail: TaggedScreen, window: UIWindow
    ) {
      let clock = ManualClock()
      let grid = TaggedScreen(photoFrame: cell)
      let navigationController = UINavigationController(rootViewController: grid)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
      let navigation = NavigationTransitions(motion: .linear(duration: 0.4), clock: clock)
      navigation.attach(to: navigationController)
      settleRunLoop()
      let screen = TaggedScreen(photoFrame: detail, keepsPlaying: keepsPlaying)
      navigation.push(screen)
      settleRunLoop()
      return (clock, navigation, grid, screen, window)
    }

    /// A push flies the grid's photo into the detail's place: half-way through the 0.4 s
    /// linear push both originals are hidden and the flight is half-way; at the end the
    /// originals show again.
    @MainActor func testAPushFliesThePhotoAndShowsTheOriginalsAfter() throws {
      let pushed = pushDetail(keepsPlaying: false)
      pushed.clock.advance(by: 0.2)
      let flying = try XCTUnwrap(pushed.navigation.sharedElements?.state?.first)
      XCTAssertTrue(pushed.grid.photo.isHidden)
      XCTAssertTrue(pushed.detail.photo.isHidden)
      XCTAssertTrue(flying.geometry.frame.size.width > Double(cell.width))
      XCTAssertTrue(flying.geometry.frame.size.width < Double(detail.width))
      pushed.clock.advance(by: 0.25)
      settleRunLoop()
      XCTAssertEqual(pushed.navigation.sharedElements?.isFlying, false)
      XCTAssertFalse(pushed.grid.photo.isHidden)
      XCTAssertFalse(pushed.detail.photo.isHidden)
    }

    /// A view that keeps playing flies itself and goes back to its place, with its frame.
    @MainActor func testALiveViewGoesBackToItsPlace() throws {
      let pushed = pushDetail(keepsPlaying: true)
      pushed.clock.advance(by: 0.2)
      XCTAssertFalse(pushed.detail.photo.superview === pushed.detail.view, "the live view flies")
      pushed.clock.advance(by: 0.25)
      settleRunLoop()
      XCTAssertTrue(pushed.detail.photo.superview === pushed.detail.view)
      XCTAssertEqual(pushed.detail.photo.frame, detail)
    }
  }
#endif
