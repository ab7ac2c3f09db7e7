import Choreo
import Testing

/// A stack's identities: pushes go forward, pops back, and a screen pushed where one was
/// popped is a new screen.
@Suite struct ScreenStackTests {
  @Test func identitiesGrowWithEachNewScreen() {
    var stack = ScreenStack(root: "inbox")
    #expect(stack.update(to: ["inbox", "thread"])! == (0, 1))
    #expect(stack.update(to: ["inbox", "thread", "photo"])! == (1, 2))
    #expect(stack.update(to: ["inbox"])! == (2, 0))
    // The same value pushed again is a new screen: it must not come back as the old one.
    #expect(stack.update(to: ["inbox", "thread"])! == (0, 3))
    #expect(stack.update(to: ["inbox", "thread"]) == nil)
    // A replaced top: same depth, new screen.
    #expect(stack.update(to: ["inbox", "draft"])! == (3, 4))
    #expect(stack.identities == [0, 4])
    #expect(stack.update(to: []).map { [$0.from, $0.to] } == [4, 0])
    #expect(stack.known.keys.sorted() == [0, 1, 2, 3, 4])
    stack.forget(allBut: [4])
    #expect(stack.known.keys.sorted() == [0, 4])
  }
}
