// Policy: a layer tree of any depth is freed without recursion. Swift frees an array of
// structs by releasing each element, which frees that element's own sublayers, and so on:
// one stack frame per level, so a chain 60,000 deep overflowed the stack (SIGSEGV) although
// `==` and `hash(into:)` walk it with a stack. Sublayers therefore live in a class whose
// deinit takes its grandchildren's lists out onto an explicit stack before each list dies,
// so that every list is freed holding no lists of its own.

/// The sublayers of one ``RenderLayer``, freed iteratively (see the policy above).
///
/// Copy on write: a layer mutates its list only when it holds the only reference to it, so
/// the list is never mutated while shared, and may cross threads as the layer does.
final class SublayerList: @unchecked Sendable {
  /// The sublayers, in order.
  var layers: [RenderLayer]

  init(_ layers: [RenderLayer]) { self.layers = layers }

  deinit {
    var pending: [SublayerList] = []
    Self.detachLists(of: &layers, into: &pending)
    while var list = pending.popLast() {
      // Only a list nobody else holds is freed here: empty it first, so its deinit
      // finds no lists below it.
      if isKnownUniquelyReferenced(&list) { Self.detachLists(of: &list.layers, into: &pending) }
    }
  }

  /// Moves each layer's own list out of `layers` onto `pending`.
  private static func detachLists(
    of layers: inout [RenderLayer], into pending: inout [SublayerList]
  ) {
    for index in layers.indices {
      if let list = layers[index].sublayerList {
        layers[index].sublayerList = nil
        pending.append(list)
      }
    }
  }
}
