import Choreo

// Policy: the tab scenarios are written once, over a small driver, and run against two
// containers: on Linux the simulated `UITabBarController` (ChoreoTests), on Apple platforms
// a real `UITabBarController` in a window with `TabBarTransitions` attached
// (ChoreoUIKitTests, XCTest on an iOS simulator). Where the two disagree, the simulation is
// wrong about UIKit. A scenario returns what it found wrong, in words, so that Swift
// Testing and XCTest both assert on it. Time is a `ManualClock` in both: no scenario
// waits on the wall clock.

/// A tab container, with Choreo's tab helper attached, as the scenarios drive it: three or
/// more tabs, tab 0 selected, a 0.4 s linear slide, its app delegate logging.
@MainActor
public protocol TabScenarioDriver: AnyObject {
  /// The user taps tab `index` on the bar.
  func tap(_ index: Int)
  /// Code selects tab `index` through the helper (a deep link).
  func codeSelects(_ index: Int)
  /// A horizontal swipe: it begins toward the first translation (at ten times it, in
  /// points a second), moves through `translations`, and is released at the last one with
  /// `velocity`.
  func swipe(translations: [Double], velocity: Double)
  /// The clock moves on by `seconds`.
  func advance(by seconds: Double)
  /// The selected tab, or `nil` for the More list.
  var selectedTab: Int? { get }
  /// Each page's appearance calls, in order: "willAppear 1", "didDisappear 0", ...
  var appearanceCalls: [String] { get }
  /// The app delegate's `didSelect` calls, in order.
  var didSelectCalls: [Int?] { get }
}

/// One behaviour of a tab container with Choreo's helper attached, checked the same way
/// against the simulation and against UIKit.
public enum TabScenario: String, CaseIterable, Sendable {
  /// A tap: the arriving page appears when the pages rest, after `didSelect`.
  case tapAppearsAtRest
  /// Three taps 0.1 s apart: the last one wins, each page appears once it is the one
  /// resting, and every tap is told.
  case rapidTapsEndOnTheLastTap
  /// Code selects: animated, the app told nothing.
  case codeSelectsWithoutTellingTheApp
  /// A swipe past the middle: selects the next tab and tells the app once.
  case completedSwipeSelects
  /// A short, slow swipe: springs back; the tab it revealed never appears.
  case cancelledSwipeLeavesNoTrace

  /// Plays the scenario on a fresh container.
  ///
  /// - Parameter make: Makes a fresh container of `tabs` tabs, tab 0 selected.
  /// - Returns: What went wrong, in words; empty when the container behaved.
  @MainActor
  public func run(_ make: (_ tabs: Int) -> any TabScenarioDriver) -> [String] {
    let tabs = make(3)
    var wrong: [String] = []
    func expect(_ condition: Bool, _ what: String) {
      if !condition { wrong.append("\(rawValue): \(what)") }
    }
    let settle = 1.0
    switch self {
    case .tapAppearsAtRest:
      tabs.tap(1)
      expect(
        tabs.selectedTab == 1,
        "tab 1 selected at the tap, got \(String(describing: tabs.selectedTab))")
      expect(!tabs.appearanceCalls.contains("didAppear 1"), "tab 1 appeared before the motion")
      tabs.advance(by: settle)
      expect(tabs.appearanceCalls.contains("didAppear 1"), "tab 1 never appeared")
      expect(tabs.didSelectCalls == [1], "didSelect \(tabs.didSelectCalls)")
    case .rapidTapsEndOnTheLastTap:
      tabs.tap(1)
      tabs.advance(by: 0.1)
      tabs.tap(2)
      tabs.advance(by: 0.1)
      tabs.tap(0)
      tabs.advance(by: settle)
      expect(tabs.selectedTab == 0, "tab 0 selected, got \(String(describing: tabs.selectedTab))")
      expect(tabs.didSelectCalls == [1, 2, 0], "didSelect \(tabs.didSelectCalls)")
      expect(tabs.appearanceCalls.last == "didAppear 0", "last call \(tabs.appearanceCalls)")
    case .codeSelectsWithoutTellingTheApp:
      tabs.codeSelects(2)
      tabs.advance(by: settle)
      expect(tabs.selectedTab == 2, "tab 2 selected, got \(String(describing: tabs.selectedTab))")
      expect(tabs.didSelectCalls.isEmpty, "didSelect \(tabs.didSelectCalls)")
      expect(tabs.appearanceCalls.contains("didAppear 2"), "tab 2 never appeared")
    case .completedSwipeSelects:
      tabs.swipe(translations: [-40, -200, -300], velocity: -800)
      tabs.advance(by: settle)
      expect(tabs.selectedTab == 1, "tab 1 selected, got \(String(describing: tabs.selectedTab))")
      expect(tabs.didSelectCalls == [1], "didSelect \(tabs.didSelectCalls)")
      expect(tabs.appearanceCalls.last == "didAppear 1", "last call \(tabs.appearanceCalls)")
    case .cancelledSwipeLeavesNoTrace:
      tabs.swipe(translations: [-20, -50], velocity: 10)
      tabs.advance(by: settle)
      expect(tabs.selectedTab == 0, "tab 0 selected, got \(String(describing: tabs.selectedTab))")
      expect(tabs.didSelectCalls.isEmpty, "didSelect \(tabs.didSelectCalls)")
      expect(!tabs.appearanceCalls.contains("didAppear 1"), "tab 1 appeared")
    }
    return wrong
  }
}
