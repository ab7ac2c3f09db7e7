import ChoreoCore
import ChoreoRender
import Testing

/// A chain of `depth` plain layers, the deepest with `leafOpacity`.
private func chain(depth: Int, leafOpacity: Double = 1) -> RenderLayer {
  var layer = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 4, height: 4))
  layer.opacity = leafOpacity
  for _ in 1..<depth {
    var parent = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 4, height: 4))
    parent.sublayers = [layer]
    layer = parent
  }
  return layer
}

/// Issue 24: `==` and `hash(into:)` were synthesized, so they recursed once per level.
@Suite struct RenderLayerEqualityTests {
  /// The equality rule names every stored property (RenderLayer+Hashable.swift).
  @Test func theRuleCoversEveryStoredProperty() {
    let children = Mirror(reflecting: RenderLayer(frame: .zero)).children.count
    #expect(children == RenderLayer.equalityPropertyCount)
  }

  @Test func equalTreesHashEquallyAndOneDifferentLeafMakesThemUnequal() {
    let a = chain(depth: 50)
    #expect(a == chain(depth: 50))
    #expect(a.hashValue == chain(depth: 50).hashValue)
    #expect(a != chain(depth: 50, leafOpacity: 0.5))
    #expect(a != chain(depth: 49))
    var renamed = a
    renamed.sublayers[0].name = "x"
    #expect(a != renamed)
    var siblings = RenderLayer(frame: .zero)
    siblings.sublayers = [chain(depth: 2), chain(depth: 3)]
    var swapped = siblings
    swapped.sublayers.reverse()
    #expect(siblings != swapped)
    #expect(Set([a, chain(depth: 50), chain(depth: 3)]).count == 2)
  }

  #if compiler(>=6.2)
    /// 30,000 levels: far past `maximumDepth` (only rendering enforces it), compared and
    /// hashed without overflowing the stack.
    @Test func deepTreesCompareAndHashWithoutRecursion() async {
      await #expect(processExitsWith: .success) {
        let a = chain(depth: 30_000)
        let b = chain(depth: 30_000)
        precondition(a == b, "equal chains compare unequal")
        precondition(a.hashValue == b.hashValue, "equal chains hash differently")
        precondition(a != chain(depth: 30_000, leafOpacity: 0), "a different leaf is missed")
      }
    }
  #endif
}
