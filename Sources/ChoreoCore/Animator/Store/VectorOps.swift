// The arithmetic a store needs on its values, as closures, so that one store type serves
// Interpolatable values (no momentum) and VectorSpace values alike.

/// Vector arithmetic for values that have it (springs with momentum, velocity read-back).
struct VectorOps<V> {
  let add: (V, V) -> V
  let subtract: (V, V) -> V
  let scale: (V, Double) -> V
  let magnitudeSquared: (V) -> Double
  /// a + b·s in one call (the per-frame momentum term: one indirect call, not two).
  let addScaled: (V, V, Double) -> V
  let zero: V

  /// a·b by the polarisation identity: (|a + b|² − |a − b|²)/4.
  func dot(_ a: V, _ b: V) -> Double {
    (magnitudeSquared(add(a, b)) - magnitudeSquared(subtract(a, b))) / 4
  }
}

extension VectorOps where V: VectorSpace {
  init() {
    self.init(
      add: { $0 + $1 }, subtract: { $0 - $1 }, scale: { $0.scaled(by: $1) },
      magnitudeSquared: { $0.magnitudeSquared }, addScaled: { $0 + $1.scaled(by: $2) },
      zero: .zero)
  }
}
