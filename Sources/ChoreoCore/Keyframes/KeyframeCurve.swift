// Policy: a keyframe curve is a list of keys (time, value, and how the value arrives at
// that key from the previous one, as SwiftUI's keyframes describe each keyframe by how it
// is reached). Before the first key the value is the first key's value and after the last
// it is the last's: a keyframe curve clamps, it never extrapolates. At a key's exact time
// the result *is* that key's value, bit for bit.
//
// Smooth segments are Catmull-Rom splines through the keys, parameterised by key time
// (non-uniform), evaluated in the Barry-Goldman pyramidal form (Barry & Goldman, "A
// recursive evaluation algorithm for a class of Catmull-Rom splines", SIGGRAPH 1988).
// That form needs only interpolation (with extrapolating fractions), so it works for any
// `Interpolatable` value, colours and transforms included. A missing neighbour at either
// end is replaced by the reflection of the other neighbour through the key (P₀ = 2P₁ − P₂
// at the same spacing), which makes the spline leave and enter the ends along the chord.

/// Values at times, joined by timing curves, smooth splines or holds.
///
/// Keys are given in increasing time. Times are seconds, or progress if you prefer (use
/// 0 and 1 for the ends); ``value(at:)`` takes the same unit.
///
/// ```swift
/// // A hand-written scroll layout's aTob(start:end:y): a straight interpolation over progress.
/// let width = KeyframeCurve(from: 100.0, to: 375).value(at: y)
/// // Its changeAlpha: 1 → 0.5 → 1 over progress.
/// let alpha = KeyframeCurve(evenlySpaced: [1.0, 0.5, 1]).value(at: y)
/// // Mixed segments in seconds.
/// let scale = try KeyframeCurve(keys: [
///   .init(0, at: 0),
///   .init(1.1, at: 0.2, .timing(.easeOut)),
///   .init(1, at: 0.35, .smooth),
/// ])
/// ```
public struct KeyframeCurve<Value: Interpolatable> {
  /// How the value travels from the previous key to a key.
  public enum Segment: Sendable, Hashable {
    /// Interpolation eased by a timing curve.
    case timing(TimingCurve)
    /// A Catmull-Rom spline through the neighbouring keys.
    case smooth
    /// The previous value holds until the key's time, then jumps.
    case hold
  }

  /// One key: a value at a time, and how it is reached.
  public struct Key {
    /// The time (or progress) of the key.
    public var time: Double
    /// The value at that time.
    public var value: Value
    /// How the value travels from the previous key to this one; ignored on the first key.
    public var segment: Segment

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - value: The value at `time`.
    ///   - time: The time (or progress).
    ///   - segment: How the value arrives here; linear by default.
    public init(_ value: Value, at time: Double, _ segment: Segment = .timing(.linear)) {
      self.value = value
      self.time = time
      self.segment = segment
    }
  }

  /// The keys, in increasing time.
  public let keys: [Key]
  @usableFromInline let times: [Double]

  /// Creates a curve from keys, checking them.
  ///
  /// - Parameter keys: At least one key; times finite and strictly increasing.
  /// - Throws: ``KeyframeError`` naming the first key that is out of order, not finite,
  ///   or the absence of keys.
  public init(keys: [Key]) throws(KeyframeError) {
    guard !keys.isEmpty else { throw .noKeys }
    for (index, key) in keys.enumerated() {
      guard key.time.isFinite else { throw .nonFiniteTime(index: index, time: key.time) }
      if index > 0, key.time <= keys[index - 1].time {
        throw .outOfOrder(index: index, time: key.time, previous: keys[index - 1].time)
      }
    }
    self.keys = keys
    self.times = keys.map(\.time)
  }

  /// A straight interpolation from `start` (at 0) to `end` (at 1), eased by `curve`.
  ///
  /// - Parameters:
  ///   - start: The value at progress 0.
  ///   - end: The value at progress 1.
  ///   - curve: The easing; linear by default.
  public init(from start: Value, to end: Value, curve: TimingCurve = .linear) {
    self.keys = [Key(start, at: 0), Key(end, at: 1, .timing(curve))]
    self.times = [0, 1]
  }

  /// Values spaced evenly over progress 0...1, joined by `segment`.
  ///
  /// - Parameters:
  ///   - values: At least one value; one value makes a constant curve.
  ///   - segment: How each value is reached from the one before; linear by default.
  /// - Precondition: `values` is not empty.
  public init(evenlySpaced values: [Value], _ segment: Segment = .timing(.linear)) {
    precondition(!values.isEmpty, "KeyframeCurve(evenlySpaced:) needs at least one value")
    let last = Double(max(values.count - 1, 1))
    self.keys = values.enumerated().map { Key($0.element, at: Double($0.offset) / last, segment) }
    self.times = keys.map(\.time)
  }

  /// The time of the first key.
  public var startTime: Double { times[0] }
  /// The time of the last key.
  public var endTime: Double { times[times.count - 1] }
  /// `endTime − startTime`.
  public var duration: Double { endTime - startTime }

  /// The value at `time`.
  ///
  /// Clamps outside the keys' span: the first value before it, the last after it. NaN
  /// gives the first key's value.
  ///
  /// - Parameter time: The time (or progress).
  /// - Returns: The value.
  /// - Complexity: O(log n) in the number of keys.
  @inlinable
  public func value(at time: Double) -> Value {
    guard let index = segmentIndex(containing: time) else {
      return time > endTime ? keys[keys.count - 1].value : keys[0].value
    }
    let key = keys[index]
    if time == key.time { return key.value }
    let previous = keys[index - 1]
    let span = key.time - previous.time
    let fraction = (time - previous.time) / span
    switch key.segment {
    case .hold:
      return previous.value
    case .timing(let curve):
      return previous.value.interpolated(to: key.value, fraction: curve.value(at: fraction))
    case .smooth:
      return smoothValue(segment: index, at: time)
    }
  }

  /// The index i ≥ 1 of the key that ends the segment holding `time` (times[i−1] < time ≤
  /// times[i]), or nil outside the span, at the first key, or for NaN.
  @inlinable
  func segmentIndex(containing time: Double) -> Int? {
    guard time > times[0], time <= times[times.count - 1] else { return nil }
    var low = 1
    var high = times.count - 1
    while low < high {
      let middle = (low + high) / 2
      if times[middle] < time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Barry-Goldman evaluation of the segment from key `index − 1` to key `index`.
  @inlinable
  func smoothValue(segment index: Int, at time: Double) -> Value {
    let p1 = keys[index - 1]
    let p2 = keys[index]
    return catmullRomValue(
      before: index >= 2 ? (keys[index - 2].time, keys[index - 2].value) : nil,
      (p1.time, p1.value), (p2.time, p2.value),
      after: index + 1 < keys.count ? (keys[index + 1].time, keys[index + 1].value) : nil,
      at: time)
  }

}

extension KeyframeCurve where Value: VectorSpace {
  /// The rate of change of the value at `time`, per unit of time.
  ///
  /// Exact for timing segments (chain rule through the curve's slope) and smooth segments
  /// (the derivative of the equivalent cubic Hermite segment); 0 on holds, outside the
  /// span, and at the first key. At a key the velocity is that of the segment arriving at
  /// it (a left derivative).
  ///
  /// - Parameter time: The time (or progress).
  /// - Returns: The velocity.
  @inlinable
  public func velocity(at time: Double) -> Value {
    guard let index = segmentIndex(containing: time) else { return .zero }
    let key = keys[index]
    let previous = keys[index - 1]
    let span = key.time - previous.time
    let fraction = (time - previous.time) / span
    switch key.segment {
    case .hold:
      return .zero
    case .timing(let curve):
      return (key.value - previous.value).scaled(by: curve.slope(at: fraction) / span)
    case .smooth:
      return smoothVelocity(segment: index, fraction: fraction)
    }
  }

  /// The Hermite form of the non-uniform Catmull-Rom segment: tangents
  /// m₁ = (P₁−P₀)/(t₁−t₀) − (P₂−P₀)/(t₂−t₀) + (P₂−P₁)/(t₂−t₁), likewise m₂; the derivative
  /// of h₀₀P₁ + h₁₀Δm₁ + h₀₁P₂ + h₁₁Δm₂ with respect to time.
  @inlinable
  func smoothVelocity(segment index: Int, fraction s: Double) -> Value {
    let p1 = keys[index - 1].value
    let p2 = keys[index].value
    let t1 = keys[index - 1].time
    let t2 = keys[index].time
    let span = t2 - t1
    let (p0, t0) =
      index >= 2 ? (keys[index - 2].value, keys[index - 2].time) : (p1 + p1 - p2, t1 - span)
    let (p3, t3) =
      index + 1 < keys.count
      ? (keys[index + 1].value, keys[index + 1].time) : (p2 + p2 - p1, t2 + span)
    let m1 =
      (p1 - p0).scaled(by: 1 / (t1 - t0)) - (p2 - p0).scaled(by: 1 / (t2 - t0))
      + (p2 - p1).scaled(by: 1 / span)
    let m2 =
      (p2 - p1).scaled(by: 1 / span) - (p3 - p1).scaled(by: 1 / (t3 - t1))
      + (p3 - p2).scaled(by: 1 / (t3 - t2))
    // d/ds of the Hermite basis, then divide by the span for d/dt.
    let dh00 = 6 * s * s - 6 * s
    let dh10 = 3 * s * s - 4 * s + 1
    let dh01 = -dh00
    let dh11 = 3 * s * s - 2 * s
    let perS =
      p1.scaled(by: dh00) + m1.scaled(by: dh10 * span) + p2.scaled(by: dh01)
      + m2.scaled(by: dh11 * span)
    return perS.scaled(by: 1 / span)
  }
}

extension KeyframeCurve: Sendable where Value: Sendable {}
extension KeyframeCurve.Key: Sendable where Value: Sendable {}
extension KeyframeCurve.Key: Equatable where Value: Equatable {}
extension KeyframeCurve.Key: Hashable where Value: Hashable {}
extension KeyframeCurve: Equatable where Value: Equatable {
  /// Curves are equal when their keys are.
  public static func == (lhs: KeyframeCurve, rhs: KeyframeCurve) -> Bool { lhs.keys == rhs.keys }
}
extension KeyframeCurve: Hashable where Value: Hashable {
  /// Hashes the keys.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(keys) }
}
