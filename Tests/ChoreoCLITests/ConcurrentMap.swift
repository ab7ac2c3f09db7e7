/// `transform` applied to every item, at most `width` at a time, the results in the items'
/// order. The CLI suites that start the debug binary or a checking script once per demo use
/// it so that one test keeps both cores busy while its results are checked together.
func concurrentMap<Item: Sendable, Value: Sendable>(
  _ items: [Item], width: Int = 2, _ transform: @escaping @Sendable (Item) throws -> Value
) async throws -> [Value] {
  precondition(width >= 1, "width \(width)")
  return try await withThrowingTaskGroup(of: (Int, Value).self) { group in
    var results: [Value?] = Array(repeating: nil, count: items.count)
    var next = 0
    while next < min(width, items.count) {
      let (index, item) = (next, items[next])
      group.addTask { (index, try transform(item)) }
      next += 1
    }
    while let (index, value) = try await group.next() {
      results[index] = value
      if next < items.count {
        let (index, item) = (next, items[next])
        group.addTask { (index, try transform(item)) }
        next += 1
      }
    }
    return results.map { $0! }
  }
}
