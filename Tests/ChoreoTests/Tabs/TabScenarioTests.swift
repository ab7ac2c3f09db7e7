import Choreo
import ChoreoScenarios
import Testing

/// The tab scenarios (ChoreoScenarios) against the simulated `UITabBarController`; the same
/// scenarios run against a real one in ChoreoUIKitTests (issue 47, item 14).
@MainActor
@Suite final class TabScenarioTests {
  /// The simulated controller, its coordinator and clock, as the helper keeps them.
  final class SimulatedDriver: TabScenarioDriver {
    let clock = ManualClock()
    let host: SimulatedTabBarController
    let coordinator: TabTransitionCoordinator

    init(tabs: Int) throws {
      host = SimulatedTabBarController(tabCount: tabs)
      coordinator = try TabTransitionCoordinator(
        host: host, transition: .slide, motion: .linear(duration: 0.4), clock: clock)
      host.coordinator = coordinator
      coordinator.containerDidChange()
    }

    func tap(_ index: Int) { host.userTaps(index) }
    func codeSelects(_ index: Int) { try? coordinator.select(index) }
    func swipe(translations: [Double], velocity: Double) {
      guard host.panBegins(velocityX: (translations.first ?? 0) * 10) else { return }
      for translation in translations { host.panMoves(translationX: translation) }
      host.panEnds(translationX: translations.last ?? 0, velocityX: velocity)
    }
    func advance(by seconds: Double) { clock.advance(by: seconds) }
    var selectedTab: Int? { host.selectedTab }
    var appearanceCalls: [String] { host.appearanceCalls }
    var didSelectCalls: [Int?] { host.appDidSelectCalls }
  }

  var drivers: [SimulatedDriver] = []

  @Test(arguments: TabScenario.allCases)
  func theScenarioHoldsOnTheSimulatedController(_ scenario: TabScenario) throws {
    let wrong = scenario.run { tabs in
      // A 3-tab controller cannot fail to be made with a linear motion.
      let made = try! SimulatedDriver(tabs: tabs)
      drivers.append(made)
      return made
    }
    #expect(wrong.isEmpty, "\(wrong)")
    #expect(drivers.allSatisfy { $0.host.violations.isEmpty })
    // Every scenario moved the pages through at least one transition.
    #expect(drivers.allSatisfy { !$0.host.transitionsBegun.isEmpty })
  }
}
