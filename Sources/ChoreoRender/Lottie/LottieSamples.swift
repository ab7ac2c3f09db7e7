import ChoreoCore

/// A property's samples, flat: sample j's component k at `values[j * dimension + k]`.
struct LottieSamples: Sendable {
  private(set) var values: [Double] = []
  let dimension: Int

  /// No samples yet, of `dimension` components each.
  init(dimension: Int, capacity: Int = 0) {
    precondition(dimension > 0, "a sample needs a component, dimension \(dimension)")
    self.dimension = dimension
    values.reserveCapacity(capacity * dimension)
  }

  /// One-component samples.
  init(scalars: [Double]) {
    dimension = 1
    values = scalars
  }

  /// The samples of a list of vectors, all the same length.
  init(_ rows: [[Double]]) {
    self.init(dimension: rows[0].count, capacity: rows.count)
    for row in rows { append(contentsOf: row) }
  }

  var count: Int { values.count / dimension }

  /// Sample j's components.
  subscript(j: Int) -> ArraySlice<Double> { values[(j * dimension)..<((j + 1) * dimension)] }

  mutating func append(_ x: Double) { values.append(x) }

  /// The samples of only the components that take more than one value (all of them when
  /// none holds still; `self` when every one moves).
  var moving: LottieSamples {
    let count = self.count
    var still = [Bool](repeating: true, count: dimension)
    var stillCount = dimension
    values.withUnsafeBufferPointer { v in
      for k in 0..<dimension {
        let first = v[k]
        for j in 1..<max(count, 1) where v[j * dimension + k] != first {
          still[k] = false
          stillCount -= 1
          break
        }
      }
    }
    guard stillCount > 0, stillCount < dimension else { return self }
    var result = LottieSamples(dimension: dimension - stillCount, capacity: count)
    for j in 0..<count {
      for k in 0..<dimension where !still[k] { result.values.append(values[j * dimension + k]) }
    }
    return result
  }

  mutating func append(_ x: Double, _ y: Double) {
    values.append(x)
    values.append(y)
  }

  mutating func append<S: Sequence>(contentsOf xs: S) where S.Element == Double {
    values.append(contentsOf: xs)
  }
}
