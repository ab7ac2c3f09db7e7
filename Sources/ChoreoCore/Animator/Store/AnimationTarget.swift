/// Where an animation's values go: its write closure and, if any, the liveness check of a
/// weakly held target and the opacity target of a reduced-motion cross-fade. Immutable and
/// held strongly by the animation's `AnimationEntry`; a frame reaches it through an unretained
/// reference in the `AnimationSample`, so calling the closures costs no reference counting.
///
/// A `Double` animation started through `Animator`'s `Double` overload of `animate` keeps the
/// caller's `(Double) -> Void` as given (`writeDouble`). Stored as `(V) -> Void` it would be wrapped
/// in a reabstraction thunk: one more object, on one more cache line, that every frame
/// reads before it reaches the caller's closure, and the value passed through memory.
final class AnimationTarget<V> {
  // What a frame reads first, in the object's first cache line.
  /// Whether values go through `writeDouble` (then `writeValue` is a no-op).
  let writesDouble: Bool
  /// A `Double` animation's write closure as its caller gave it, or a no-op.
  let writeDouble: (Double) -> Void
  /// Every other animation's write closure, or a no-op.
  let writeValue: (V) -> Void
  /// For weakly held targets: whether the target is still there (`nil`: always).
  let isAlive: (() -> Bool)?
  let opacity: ((Double) -> Void)?

  /// A target written through `write`.
  convenience init(
    write: @escaping (V) -> Void, isAlive: (() -> Bool)?, opacity: ((Double) -> Void)?
  ) {
    self.init(
      writesDouble: false, writeDouble: { _ in }, writeValue: write, isAlive: isAlive,
      opacity: opacity)
  }

  private init(
    writesDouble: Bool, writeDouble: @escaping (Double) -> Void,
    writeValue: @escaping (V) -> Void, isAlive: (() -> Bool)?, opacity: ((Double) -> Void)?
  ) {
    self.writesDouble = writesDouble
    self.writeDouble = writeDouble
    self.writeValue = writeValue
    self.isAlive = isAlive
    self.opacity = opacity
  }

  /// Writes a value. In the frame loop specialised for `Double` the type test folds away.
  @inline(__always)
  func write(_ value: V) {
    if V.self == Double.self, writesDouble {
      writeDouble(value as! Double)
    } else {
      writeValue(value)
    }
  }
}

extension AnimationTarget where V == Double {
  /// A `Double` target written through the caller's own closure (see the type's comment).
  convenience init(writingDouble write: @escaping (Double) -> Void, opacity: ((Double) -> Void)?) {
    self.init(
      writesDouble: true, writeDouble: write, writeValue: { _ in }, isAlive: nil,
      opacity: opacity)
  }
}
