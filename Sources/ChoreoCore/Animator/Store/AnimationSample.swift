/// The part of a running animation that a frame reads and writes (the hot part): the leg
/// (values, momentum, the unit step's kernel: the same `LegFormula` a ``MotionLeg`` holds), the
/// local-time mapping and the target, in one compact record with no reference counting.
/// The store keeps these in one contiguous array, parallel to the `AnimationEntry` array that
/// holds the rest.
struct AnimationSample<V> {
  // In this order what every frame reads first (the time mapping, where the value goes)
  // shares the record's first cache line with the leg's values.
  var anchorTime: Double
  var anchorLocal: Double
  /// +1 forward, −1 reversed, 0 paused.
  var rate: Double
  /// The entry's target, unretained: the entry holds it.
  var target: Unmanaged<AnimationTarget<V>>
  /// For an animation into ``AnimatedValues``: its slot, written directly (the entry's
  /// target holds the block, and through its write closure writes the same slot).
  var slot: UnsafeMutablePointer<V>?
  /// The leg in its local time: valid while the entry's unit step is alive. The one-byte fields
  /// after it fill its tail.
  var leg: LegFormula<V>
  var reversed: Bool
  /// Whether the target has only a write closure (no liveness check, no opacity): a frame
  /// then reads just that field of it (one cache line wherever the object sits).
  var writesOnly: Bool
  var ending: AnimationOutcome?

  @inline(__always)
  func local(at time: Double) -> Double { anchorLocal + rate * (time - anchorTime) }
}
