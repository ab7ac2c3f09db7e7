import Choreo
import ChoreoDemos
import ChoreoRender
import ChoreoTesting
import Testing

@Suite struct DemoCatalogTests {
  @Test func namesAreUniqueAndCommandLineFriendly() {
    let names = Demo.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(Demo.named(name)?.name == name)
    }
    #expect(Demo.named("no-such-demo") == nil)
  }

  /// Every demo at 0, ¼, ½, ¾ and the whole of its duration, at a quarter scale, against
  /// the goldens in Goldens/ (`<demo>-<percent>.png`) under the perceptual tolerance; a
  /// tree that fails validation (non-finite geometry or colour) fails too. Record with
  /// CHOREO_RECORD_GOLDENS=1 (that run fails), then run again to verify.
  @Test(arguments: Demo.all.map(\.name))
  func everyDemoMatchesItsGoldensAtFiveInstants(name: String) throws {
    let demo = try #require(Demo.named(name))
    let scene = SnapshotScene(
      size: demo.size, duration: demo.duration, scale: Self.goldenScale,
      background: demo.background, layers: demo.scene)
    try MotionSnapshot(directory: MotionSnapshot.directory(besides: #filePath))
      .check(scene, at: [0, 0.25, 0.5, 0.75, 1], named: name)
  }

  /// Goldens stay small: a quarter of a point a pixel.
  static let goldenScale = 0.25
}
