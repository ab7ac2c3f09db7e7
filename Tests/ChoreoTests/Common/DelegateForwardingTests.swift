import Choreo
import Testing

/// Finding 5: forwarding to the app's delegate must never let the container call a method
/// nobody implements, and must pass on only the delegate protocol's own methods.
@Suite struct DelegateForwardingTests {
  static let didSelect = "tabBarController:didSelectViewController:"
  static let orientations = "tabBarControllerSupportedInterfaceOrientations:"
  static let animator =
    "tabBarController:animationControllerForTransitionFromViewController:toViewController:"
  static let gestureBegin = "gestureRecognizerShouldBegin:"

  let rule = DelegateForwarding(
    protocolSelectors: [didSelect, orientations, animator], withheld: [animator])

  /// An app's delegate: the methods it implements.
  final class AppDelegate {
    let implements: Set<String>
    init(_ implements: Set<String>) { self.implements = implements }
  }

  /// A helper in front of the app's delegate, as ChoreoUIKit's helpers are: it holds the
  /// app's delegate strongly, and asks its container to re-read what it responds to
  /// whenever that delegate changes.
  final class Helper {
    let rule: DelegateForwarding
    let own: Set<String> = [DelegateForwardingTests.didSelect]
    weak var container: Container?
    var next: AppDelegate? {
      didSet { container?.setDelegate(self) }
    }
    init(rule: DelegateForwarding) { self.rule = rule }

    func responds(to selector: String) -> Bool {
      rule.responds(
        to: selector, helperImplements: own.contains(selector),
        nextImplements: next?.implements.contains(selector) ?? false)
    }

    /// Where a call goes: the helper, the app's delegate, or nobody (UIKit's
    /// "unrecognized selector").
    func receiver(of selector: String) -> String {
      if own.contains(selector) { return "helper" }
      if rule.forwards(selector, nextImplements: next?.implements.contains(selector) ?? false) {
        return "app"
      }
      return "nobody"
    }
  }

  /// A container that caches, when its delegate is set, which optional methods the
  /// delegate responds to, and later calls those. (Apple's pages do not promise when
  /// `responds(to:)` is asked: this is the strictest reading, the one a helper must
  /// survive.)
  final class Container {
    private(set) var cached: Set<String> = []
    private var delegate: Helper?
    func setDelegate(_ helper: Helper) {
      delegate = helper
      cached = Set(
        [didSelect, orientations, animator, gestureBegin].filter { helper.responds(to: $0) })
    }
    /// Every call the cache allows, and who receives it.
    func callEverything() -> [String: String] {
      Dictionary(uniqueKeysWithValues: cached.map { ($0, delegate?.receiver(of: $0) ?? "nobody") })
    }
  }

  @Test func swappingTheAppsDelegateNeverLeavesACachedCallWithNobody() {
    let container = Container()
    let helper = Helper(rule: rule)
    helper.container = container
    helper.next = AppDelegate([Self.orientations, Self.gestureBegin, Self.animator])
    #expect(container.callEverything() == [Self.didSelect: "helper", Self.orientations: "app"])
    helper.next = AppDelegate([])  // the app swaps its delegate: the cache is asked again
    #expect(container.callEverything() == [Self.didSelect: "helper"])
    #expect(!container.callEverything().values.contains("nobody"))
  }

  /// The app's delegate, held strongly, cannot die behind a cached answer.
  @Test func theAppsDelegateLivesAsLongAsTheHelper() {
    let container = Container()
    let helper = Helper(rule: rule)
    helper.container = container
    weak var app: AppDelegate?
    do {
      let delegate = AppDelegate([Self.orientations])
      app = delegate
      helper.next = delegate
    }
    #expect(app != nil)
    #expect(container.callEverything()[Self.orientations] == "app")
  }

  @Test func onlyTheProtocolsOwnMethodsArePassedOn() {
    #expect(!rule.forwards(Self.gestureBegin, nextImplements: true))
    #expect(!rule.forwards(Self.animator, nextImplements: true))
    #expect(rule.forwards(Self.orientations, nextImplements: true))
    #expect(!rule.forwards(Self.orientations, nextImplements: false))
    #expect(rule.responds(to: Self.didSelect, helperImplements: true, nextImplements: false))
  }
}
