// Policy: a helper that becomes a container's delegate in front of the app's own delegate
// (the tab helper, the scroll binding) must never make the container call a method nobody
// implements. UIKit may ask a delegate what it responds to once, when it is set, and call
// those methods later; so the helper holds the app's delegate strongly (it cannot die
// behind a cached answer), re-sets itself as the container's delegate whenever the app's
// delegate changes (so the cache is asked again), and forwards only the delegate
// protocol's own methods, minus those it withholds. A gesture recognizer's delegate calls,
// say, never reach the app's tab-bar delegate.

/// Which calls a helper in front of an app's delegate answers, and which it passes on to
/// that delegate. Selectors are written as Objective-C names
/// (`"tabBarController:didSelectViewController:"`).
///
/// ```swift
/// let rule = DelegateForwarding(
///   protocolSelectors: ["tabBarController:didSelectViewController:", "tabBarControllerSupportedInterfaceOrientations:"],
///   withheld: ["tabBarController:animationControllerForTransitionFromViewController:toViewController:"])
/// rule.forwards("gestureRecognizerShouldBegin:", nextImplements: true)   // false
/// ```
public struct DelegateForwarding: Sendable, Hashable {
  /// The delegate protocol's methods: only these are ever passed on.
  public let protocolSelectors: Set<String>
  /// Methods never passed on, though the protocol has them (a second animator would fight
  /// the helper's).
  public let withheld: Set<String>

  /// Creates the rule.
  ///
  /// - Parameters:
  ///   - protocolSelectors: The delegate protocol's methods.
  ///   - withheld: The protocol methods the helper keeps from the app's delegate.
  public init(protocolSelectors: Set<String>, withheld: Set<String> = []) {
    self.protocolSelectors = protocolSelectors
    self.withheld = withheld
  }

  /// Whether a call to `selector` goes on to the app's delegate.
  ///
  /// - Parameters:
  ///   - selector: The method's Objective-C name.
  ///   - nextImplements: Whether the app's delegate implements it now.
  /// - Returns: `true` for a protocol method the app's delegate implements and the
  ///   helper does not withhold.
  public func forwards(_ selector: String, nextImplements: Bool) -> Bool {
    nextImplements && protocolSelectors.contains(selector) && !withheld.contains(selector)
  }

  /// What the helper answers to `responds(to:)`.
  ///
  /// - Parameters:
  ///   - selector: The method's Objective-C name.
  ///   - helperImplements: Whether the helper implements it itself.
  ///   - nextImplements: Whether the app's delegate implements it now.
  /// - Returns: Whether the container may call it.
  public func responds(to selector: String, helperImplements: Bool, nextImplements: Bool)
    -> Bool
  {
    helperImplements || forwards(selector, nextImplements: nextImplements)
  }
}
