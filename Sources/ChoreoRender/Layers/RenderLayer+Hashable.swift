// Equality: two layers are equal when every stored property is equal (doubles by `==`,
// so a NaN field makes a layer unequal to itself, as in the synthesized rule) and their
// sublayers are equal in order. Trees are compared and hashed with an explicit stack, not
// recursion, so a tree of any depth (deeper than `maximumDepth`, which only rendering
// enforces) compares without overflowing the call stack. Equal layers hash equally: the
// hash takes each layer's own properties and its sublayer count, in the same depth-first
// order.

extension RenderLayer {
  /// Whether two layer trees are equal: every property of every layer, and the sublayers
  /// in order.
  ///
  /// - Parameters:
  ///   - lhs: One tree.
  ///   - rhs: The other tree.
  /// - Returns: `true` when they are equal.
  /// - Complexity: O(layers), iterative: any depth.
  public static func == (lhs: RenderLayer, rhs: RenderLayer) -> Bool {
    // The pair in hand is compared before any is stacked: two leaves (most comparisons, as
    // of a layer's own look) need no stack at all.
    var pending: [(RenderLayer, RenderLayer)] = []
    var (a, b) = (lhs, rhs)
    while true {
      guard a.hasSameOwnProperties(as: b), a.sublayers.count == b.sublayers.count else {
        return false
      }
      if !a.sublayers.isEmpty {
        for index in a.sublayers.indices.reversed() {
          pending.append((a.sublayers[index], b.sublayers[index]))
        }
      }
      guard let next = pending.popLast() else { return true }
      (a, b) = next
    }
  }

  /// Hashes every layer's own properties and sublayer count, depth first.
  ///
  /// - Parameter hasher: The hasher.
  /// - Complexity: O(layers), iterative: any depth.
  public func hash(into hasher: inout Hasher) {
    var pending: [RenderLayer] = [self]
    while let layer = pending.popLast() {
      hasher.combine(layer.name)
      hasher.combine(layer.bounds)
      hasher.combine(layer.position)
      hasher.combine(layer.anchorPoint)
      hasher.combine(layer.zPosition)
      hasher.combine(layer.transform)
      hasher.combine(layer.sublayerTransform)
      hasher.combine(layer.opacity)
      hasher.combine(layer.isHidden)
      hasher.combine(layer.backgroundColor)
      hasher.combine(layer.cornerRadius)
      hasher.combine(layer.borderWidth)
      hasher.combine(layer.borderColor)
      hasher.combine(layer.shape)
      hasher.combine(layer.masksToBounds)
      hasher.combine(layer.isDoubleSided)
      hasher.combine(layer.warp)
      hasher.combine(layer.sublayers.count)
      pending.append(contentsOf: layer.sublayers.reversed())
    }
  }

  /// The number of stored properties the rule above covers, sublayers included; a test
  /// compares it with the type's stored properties, so a new property cannot be left out.
  package static let equalityPropertyCount = 18

  /// Every stored property but the sublayers is equal.
  ///
  /// One `guard` of conditions, not a chain of `&&`: each `&&` takes its right side as an
  /// autoclosure, which the debug build makes by copying both layers (32 copies a call,
  /// half the comparison's time in a page export).
  private func hasSameOwnProperties(as other: RenderLayer) -> Bool {
    guard name == other.name, bounds == other.bounds, position == other.position,
      anchorPoint == other.anchorPoint, zPosition == other.zPosition,
      transform == other.transform, sublayerTransform == other.sublayerTransform,
      opacity == other.opacity, isHidden == other.isHidden,
      backgroundColor == other.backgroundColor, cornerRadius == other.cornerRadius,
      borderWidth == other.borderWidth, borderColor == other.borderColor,
      shape == other.shape, masksToBounds == other.masksToBounds,
      isDoubleSided == other.isDoubleSided, warp == other.warp
    else { return false }
    return true
  }
}
