// Policy: a menu whose items overlap cannot be used: the discs hide one another, and their
// touch targets and VoiceOver frames pile up (forty 44-point items round a 72-point ring
// sit 11.3 points apart). Items may touch, not overlap: every two item centers are at least
// one item size apart (to a relative 1e-9, so items narrowed to touching by
// `fitting(in:center:count:minimumRadius:)` pass). Every pair is compared, not only
// neighbours, since a fixed spacing can wrap round past the first item.
import CLibM

extension RadialLayout {
  /// This layout if `count` items laid out on it keep clear of one another (their centers
  /// at least ``itemSize`` apart), or why not.
  ///
  /// ```swift
  /// let ring = RadialLayout(radius: 72, spread: .fullCircle, itemSize: 44)
  /// try ring.checkedClearance(count: 8)    // 55.1 points apart: fine
  /// try ring.checkedClearance(count: 40)   // throws itemsOverlap: 11.3 points apart
  /// ```
  ///
  /// - Parameter count: The number of items.
  /// - Returns: `self`.
  /// - Throws: ``RadialLayoutError/itemsOverlap(count:distance:itemSize:radiusNeeded:)``
  ///   naming the closest two centers' distance and the radius that would clear them.
  /// - Complexity: O(count²).
  public func checkedClearance(count: Int) throws(RadialLayoutError) -> RadialLayout {
    let angles = angles(count: count)
    let offsets = offsets(count: count)
    var closest = (distance: Double.infinity, angle: Double.pi)
    for i in offsets.indices {
      for j in offsets.indices where j > i {
        let distance = (offsets[i] - offsets[j]).magnitudeSquared.squareRoot()
        if distance < closest.distance {
          // The angle between the two, reduced to 0...π.
          let turn = abs(remainder(angles[i] - angles[j], 2 * .pi))
          closest = (distance, turn)
        }
      }
    }
    guard closest.distance < itemSize * (1 - 1e-9) else { return self }
    // Two items δ apart on a circle of radius r sit 2r·sin(δ/2) apart.
    let half = sin(closest.angle / 2)
    let needed = half > 0 ? itemSize / (2 * half) : Double.infinity
    throw .itemsOverlap(
      count: count, distance: closest.distance, itemSize: itemSize, radiusNeeded: needed)
  }
}
