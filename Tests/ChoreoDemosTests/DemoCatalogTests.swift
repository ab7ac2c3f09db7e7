import Choreo
import ChoreoDemos
import ChoreoRender
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

  /// Every demo renders at progress 0, .25, .5, .75 and 1 without an error, and its tree
  /// passes validation (finite geometry and colours).
  @Test(arguments: Demo.all.map(\.name))
  func everyDemoRendersAtFiveInstants(name: String) throws {
    let demo = try #require(Demo.named(name))
    let renderer = LayerRenderer(size: demo.size, scale: 1, background: demo.background)
    for progress in [0.0, 0.25, 0.5, 0.75, 1] {
      let tree = demo.scene(progress * demo.duration)
      try tree.validate()
      let frame = try renderer.render(tree)
      #expect(frame.width == Int(demo.size.width.rounded(.up)))
    }
  }
}
