// Policy: one stagger order for every staggered thing (a timeline's children, a pop menu's
// items). Each case gives every child a rank; rank r starts r intervals after rank 0, and
// equal ranks start together. The one choice to make deliberately is "center out": a
// hand-rolled pop menu brings its buttons out one at a time, so `.centerOut` starts
// one child at a time, alternating sides from the middle; `.centerOutInPairs` is the
// symmetric variant in which mirrored children start together.

/// The order in which a stagger starts its children.
///
/// Each child gets a rank; rank 0 starts first, rank r `r` intervals later, and equal
/// ranks start together. For five children:
///
/// ```
/// child               0  1  2  3  4
/// .firstToLast        0  1  2  3  4
/// .lastToFirst        4  3  2  1  0
/// .centerOut          3  1  0  2  4     starts 2, 1, 3, 0, 4: one at a time
/// .centerOutInPairs   2  1  0  1  2     starts 2; then 1 and 3; then 0 and 4
/// .custom([3,0,4,1,2]) 1  3  4  0  2    starts 3, 0, 4, 1, 2
/// ```
///
/// With an even count the middle is the child just before the center: four children
/// start 1, 0, 2, 3 under `.centerOut`, and 1 and 2 together under `.centerOutInPairs`.
/// A pop menu closes in the reverse of its opening order.
///
/// ```swift
/// let intro = Timeline.stagger(cards, interval: 0.05, order: .centerOut)
/// ```
public enum StaggerOrder: Sendable, Hashable {
  /// First child first, one at a time.
  case firstToLast
  /// Last child first, one at a time.
  case lastToFirst
  /// The middle child first, then outward one at a time, alternating sides (the one
  /// before the middle, the one after, ...).
  case centerOut
  /// The middle child (or the two middle children) first, then outward, mirrored children
  /// together.
  case centerOutInPairs
  /// The given permutation: `order[k]` is the index of the child that starts k-th.
  case custom([Int])

  /// The rank (0 = first to start) of each of `count` children.
  ///
  /// - Parameter count: The number of children.
  /// - Returns: `ranks[child]`, or `nil` for what cannot be ranked: a negative `count`, or
  ///   a custom order that is not a permutation of `0..<count`.
  public func ranks(count: Int) -> [Int]? {
    guard count >= 0 else { return nil }
    switch self {
    case .firstToLast: return Array(0..<count)
    case .lastToFirst: return (0..<count).map { count - 1 - $0 }
    case .centerOutInPairs:
      // Distance from the center (count − 1)/2, rounded down: 5 → 2 1 0 1 2, 4 → 1 0 0 1.
      return (0..<count).map { Int((Double($0) - Double(count - 1) / 2).magnitude) }
    case .centerOut:
      var order: [Int] = []
      order.reserveCapacity(count)
      let middle = (count - 1) / 2
      for distance in 0..<count {
        for child in [middle - distance, middle + distance]
        where child >= 0 && child < count && !(distance == 0 && !order.isEmpty) {
          order.append(child)
        }
      }
      return Self.ranks(ofOrder: order, count: count)
    case .custom(let order):
      return Self.ranks(ofOrder: order, count: count)
    }
  }

  /// Ranks from a starting order, or nil when it is not a permutation of `0..<count`.
  private static func ranks(ofOrder order: [Int], count: Int) -> [Int]? {
    guard order.count == count, Set(order) == Set(0..<count) else { return nil }
    var ranks = [Int](repeating: 0, count: count)
    for (rank, child) in order.enumerated() { ranks[child] = rank }
    return ranks
  }
}
