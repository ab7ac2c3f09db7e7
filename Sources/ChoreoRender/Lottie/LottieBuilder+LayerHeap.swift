// Layer order: a binary min-heap of the layers that are ready to be placed, so ordering
// n layers with E painting-order edges costs O(E log n).
extension LottieBuilder {
  /// A binary min-heap of integers (the ready items of `paintingOrders()`).
  struct MinHeap {
    private var values: [Int] = []

    init(_ values: [Int]) {
      for value in values { insert(value) }
    }

    mutating func insert(_ value: Int) {
      values.append(value)
      var child = values.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard values[child] < values[parent] else { break }
        values.swapAt(child, parent)
        child = parent
      }
    }

    mutating func popMin() -> Int? {
      guard let last = values.popLast() else { return nil }
      guard !values.isEmpty else { return last }
      let minimum = values[0]
      values[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < values.count, values[left] < values[smallest] { smallest = left }
        if right < values.count, values[right] < values[smallest] { smallest = right }
        guard smallest != parent else { break }
        values.swapAt(parent, smallest)
        parent = smallest
      }
      return minimum
    }
  }
}
