import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Testing

@testable import ChoreoDemos

/// The "before" half of pop-menu-before-after reproduces the seed's numbers, worked out
/// by hand from its UIView.animate calls (ease-in-out is exactly ½ half-way).
@Suite struct BeforeAfterTests {
  let before = Seed001Before(openTime: 0.3, closeTime: 1.6)

  @Test func theSeedsButtonsShowAtFullSizeSwellAndSnapBack() {
    #expect(before.scale(at: 0.29) == nil)
    // Full size from the first frame: the bug of the seed's first try.
    #expect(before.scale(at: 0.3) == 1)
    #expect(isClose(before.scale(at: 0.55)!, 1.05, absolute: 1e-12))  // half-way to 1.1
    #expect(isClose(before.scale(at: 0.7999)!, 1.1, absolute: 1e-6))
    #expect(before.scale(at: 0.8) == 1)  // the completion's `.identity`: a jump
  }

  @Test func theSeedsCloseShrinksToATenthThenVanishes() {
    #expect(before.scale(at: 1.6) == 1)
    #expect(isClose(before.scale(at: 1.75)!, 0.55, absolute: 1e-12))  // 1 − 0.9·½
    #expect(isClose(before.scale(at: 1.8999)!, 0.1, absolute: 1e-6))
    #expect(before.scale(at: 1.9001) == nil)  // removeFromSuperview
  }

  @Test func thePairIsInTheGalleryBesideTheChoreoMenu() throws {
    let demo = try #require(Demo.named("pop-menu-before-after"))
    #expect(demo.seed == .popMenu)
    #expect(
      Demo.all.firstIndex { $0.name == "pop-menu-before-after" }
        == Demo.all.firstIndex { $0.name == "pop-menu" }.map { $0 + 1 })
    // Both halves draw: three buttons on the left at 0.55 s, and Choreo's on the right.
    let tree = demo.scene(0.55)
    #expect(tree.sublayers.count == 3)
    #expect(tree.sublayers[0].sublayers.count == 6)  // caption, bar, + button, 3 items
  }
}
