import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Testing

@testable import ChoreoDemos

/// The "before" half of pop-menu-before-after reproduces the post's numbers, worked out
/// by hand from its UIView.animate calls (ease-in-out is exactly ½ half-way).
@Suite struct BeforeAfterTests {
  let before = HandRolledPopMenu(openTime: 0.3, closeTime: 1.6)

  @Test func thePostsButtonsShowAtFullSizeSwellAndSnapBack() {
    #expect(before.scale(at: 0.29) == nil)
    // Full size from the first frame: the bug of the post's first try.
    #expect(before.scale(at: 0.3) == 1)
    #expect(isClose(before.scale(at: 0.55)!, 1.05, absolute: 1e-12))  // half-way to 1.1
    #expect(isClose(before.scale(at: 0.7999)!, 1.1, absolute: 1e-6))
    #expect(before.scale(at: 0.8) == 1)  // the completion's `.identity`: a jump
  }

  @Test func thePostsCloseShrinksToATenthThenVanishes() {
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

  /// The scroll post's layout computed view by view: at offset 220 (progress 0.55) the map is
  /// 400·0.45 = 180 tall, so the post's panel sits at 188, while the avatar (y 30·0.45 =
  /// 13.5, height 100 + 200·0.55 = 210) reaches 223.5 and covers it; Choreo's panel follows
  /// the lower bottom, 231.5.
  @Test func thePostsPanelEndsUnderTheImageAndChoreosDoesNot() throws {
    let metrics = ScrollHeaderScene.metrics
    let handRolled = try ScrollHeaderScene.handRolledScene.resolved(offset: 220, metrics: metrics)
    let choreo = try ScrollHeaderScene.scene.resolved(offset: 220, metrics: metrics)
    #expect(isClose(handRolled["info", .y]!, 188, absolute: 1e-9))
    #expect(isClose(choreo["info", .y]!, 231.5, absolute: 1e-9))
    let avatarBottom = handRolled["avatar", .y]! + handRolled["avatar", .height]!
    #expect(isClose(avatarBottom, 223.5, absolute: 1e-9))
    #expect(handRolled["info", .y]! < avatarBottom)
  }

  /// bounces = false: no overscroll in the post's half; Choreo's header stretches (keys
  /// 800 at progress −1 and 400 at 0: 450 at −0.125).
  @Test func thePostDoesNotBounceAndChoreoStretches() throws {
    let metrics = ScrollHeaderScene.metrics
    let handRolled = try ScrollHeaderScene.handRolledScene.resolved(offset: -50, metrics: metrics)
    let choreo = try ScrollHeaderScene.scene.resolved(offset: -50, metrics: metrics)
    #expect(handRolled["map", .height] == 400)
    #expect(isClose(choreo["map", .height]!, 450, absolute: 1e-9))
    let demo = try #require(Demo.named("scroll-header-before-after"))
    #expect(demo.seed == .scrollLayout)
  }

  /// The tab-bar post's overlapped slide and dissolve, by hand (ease-in-out is ½ half-way): the old
  /// page moves toward the side the new one comes from, both fading, and is gone at 0.5 s.
  @Test func thePostsOldPageSlidesTheWrongWayWhileBothFade() throws {
    let forward = HandRolledTabSlide(from: 0, to: 2, start: 0.3, width: 240)
    let atStart = forward.pages(at: 0.3)
    #expect(atStart.old?.x == 0 && atStart.old?.opacity == 1)
    #expect(atStart.new.x == 240 && atStart.new.opacity == 0)
    let halfway = forward.pages(at: 0.55)
    #expect(isClose(halfway.old!.x, 120, absolute: 1e-9))  // moving right, as the new page
    #expect(isClose(halfway.old!.opacity, 0.5, absolute: 1e-12))
    #expect(isClose(halfway.new.x, 120, absolute: 1e-9))
    #expect(isClose(halfway.new.opacity, 0.5, absolute: 1e-12))
    let done = forward.pages(at: 0.8)
    #expect(done.old == nil && done.new.x == 0 && done.new.opacity == 1)
    let back = HandRolledTabSlide(from: 2, to: 1, start: 1.3, width: 240).pages(at: 1.55)
    #expect(isClose(back.old!.x, -120, absolute: 1e-9) && isClose(back.new.x, -120, absolute: 1e-9))
    let demo = try #require(Demo.named("tab-slide-before-after"))
    #expect(demo.seed == .tabBar)
  }
}
