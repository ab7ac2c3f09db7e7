// Policy: a block of values that an animator writes into by index, with no closure per
// value. The block owns its storage (one allocation, at init, never resized), so an
// animation holds the block, not a pointer that could dangle: the storage lives as long as
// the block or any animation writing into it. Indices are checked where they come in
// (`Animator.animate(..., into:at:)` and the subscript) and trap with the bad index.

/// A fixed number of values that animations write into by index, for an app that animates
/// many values and reads them all each frame (particles, the cells of a large grid).
///
/// An animation started with
/// ``Animator/animate(_:from:to:motion:initialVelocity:options:into:at:completion:)``
/// writes each frame's value straight into its slot: one store, where a write closure
/// would be one call per value per frame. Read the values after the animator has advanced
/// (by index, or all at once through ``withUnsafeBufferPointer(_:)``). The block is
/// created once at its final size; animations on it hold it alive until they end.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// let heights = AnimatedValues(repeating: 0.0, count: 3)
/// for index in 0..<3 {
///   try animator.animate(
///     AnimationKey("bar \(index)"), from: 0.0, to: Double(index + 1) * 10,
///     motion: .spring(.smooth), into: heights, at: index)
/// }
/// clock.advance(by: 1.0 / 60)
/// let total = heights.withUnsafeBufferPointer { $0.reduce(0, +) }
/// ```
///
/// Not `Sendable`: use it on the thread or actor that ticks the animator.
public final class AnimatedValues<Value> {
  /// How many values the block holds.
  public let count: Int
  /// The values, `count` of them, initialised.
  let storage: UnsafeMutablePointer<Value>

  /// Creates a block of `count` copies of `value`.
  ///
  /// - Parameters:
  ///   - value: The value every slot starts with.
  ///   - count: How many slots.
  /// - Precondition: `count >= 0`.
  /// - Complexity: O(`count`); the only allocation the block makes.
  public init(repeating value: Value, count: Int) {
    precondition(count >= 0, "AnimatedValues(repeating:count:) needs count >= 0, got \(count)")
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: value, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// The valid indices, `0..<count`.
  public var indices: Range<Int> { 0..<count }

  /// The value at `index`, as last written by its animation (or set here).
  ///
  /// - Parameter index: A slot, in `0..<count`.
  /// - Precondition: `index` is in ``indices``.
  public subscript(index: Int) -> Value {
    get {
      checkIndex(index, "subscript")
      return storage[index]
    }
    set {
      checkIndex(index, "subscript")
      storage[index] = newValue
    }
  }

  /// Calls `body` with every value at once, in slot order, without copying them.
  ///
  /// - Parameter body: Reads the values; the buffer is valid only during the call.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func withUnsafeBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<Value>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// The slot at `index`, for an animation that writes into it.
  func slot(at index: Int) -> UnsafeMutablePointer<Value> {
    checkIndex(index, "animate(..., into:at:)")
    return storage + index
  }

  private func checkIndex(_ index: Int, _ caller: StaticString) {
    precondition(
      index >= 0 && index < count,
      "AnimatedValues \(caller): index \(index) outside 0..<\(count)")
  }
}
