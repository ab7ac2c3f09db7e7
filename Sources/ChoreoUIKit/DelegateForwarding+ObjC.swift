// The Objective-C side of `DelegateForwarding`: a delegate protocol's selectors, read from
// the runtime with every protocol it inherits (`UITableViewDelegate` inherits
// `UIScrollViewDelegate`), but not `NSObject`'s, which no helper forwards.
#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit
  import Choreo

  extension DelegateForwarding {
    /// The rule for delegate protocols read from the Objective-C runtime.
    ///
    /// - Parameters:
    ///   - protocols: The delegate protocols whose methods may be passed on.
    ///   - withheld: Their methods that are never passed on.
    init(protocols: [Protocol], withheld: [Selector] = []) {
      var selectors: Set<String> = []
      var seen: Set<String> = []
      var pending = protocols
      while let next = pending.popLast() {
        let name = String(cString: protocol_getName(next))
        guard name != "NSObject", seen.insert(name).inserted else { continue }
        for required in [true, false] {
          var count: UInt32 = 0
          if let list = protocol_copyMethodDescriptionList(next, required, true, &count) {
            for description in UnsafeBufferPointer(start: list, count: Int(count)) {
              if let selector = description.name {
                selectors.insert(NSStringFromSelector(selector))
              }
            }
            free(list)
          }
        }
        var inheritedCount: UInt32 = 0
        if let inherited = protocol_copyProtocolList(next, &inheritedCount) {
          for index in 0..<Int(inheritedCount) { pending.append(inherited[index]) }
        }
      }
      self.init(protocolSelectors: selectors, withheld: Set(withheld.map(NSStringFromSelector)))
    }
  }
#endif
