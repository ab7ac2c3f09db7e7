// Policy: the cubic Bézier nearest an easing that has no Bézier form (a spring, a decay,
// `steps()`, `linear()`), for targets whose only standard easing type is `cubic-bezier()`
// (the design tokens format's `cubicBezier`). The exact form travels beside it; this is the
// standard easing a tokens pipeline that knows nothing else can still play, with its
// deviation stated.
//
// Search: the largest |B(x) − f(x)| is minimised over the four control numbers (x1 and x2
// held in 0...1, as CSS and the tokens format require) by Nelder and Mead's simplex
// (J. A. Nelder, R. Mead, "A simplex method for function minimization", The Computer
// Journal 7(4), 1965), from the CSS keywords' points and a few overshooting ones. The
// Bézier is walked by its parameter t (x(t) and y(t) are polynomials, so no equation is
// solved), and f is read from a table of 1,001 samples during the search.
//
// Measurement: the control numbers are rounded to four decimals, as printed, and the
// printed curve is measured against the exact easing over 20,000 intervals of t, each
// bounded from its ends and from how far the two curves move across it, so the figure
// stated is the printed curve's and holds between the samples.

/// The cubic Bézier nearest an easing, with its measured largest deviation.
struct BezierFit: Sendable, Hashable {
  /// The control points, rounded to four decimals as printed; x1 and x2 in 0...1.
  let points: BezierControlPoints
  /// The measured bound on |B(x) − f(x)| over 0...1, as a fraction of the distance.
  let largestDeviation: Double

  /// The Bézier nearest `easing` over 0...1.
  ///
  /// - Parameter easing: The exact easing, finite on 0...1.
  /// - Returns: The fit and its measured deviation.
  /// - Complexity: About 50,000 reads of a table and 20,001 evaluations of `easing`.
  static func fit(_ easing: (Double) -> Double) -> BezierFit {
    let table = (0...1000).map { easing(Double($0) / 1000) }
    func read(_ x: Double) -> Double {
      let position = min(max(x, 0), 1) * 1000
      let index = min(Int(position), 999)
      let fraction = position - Double(index)
      return table[index] + (table[index + 1] - table[index]) * fraction
    }
    func cost(_ p: [Double], samples: Int) -> Double {
      let curve = Self.clamped(p)
      var largest = 0.0
      for k in 0...samples {
        let (x, y) = Self.point(curve, at: Double(k) / Double(samples))
        largest = max(largest, abs(y - read(x)))
      }
      return largest
    }
    let starts: [[Double]] = [
      [0.25, 0.1, 0.25, 1], [0.42, 0, 0.58, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1],
      [0.3, 1.4, 0.6, 1], [0.2, 0.9, 0.3, 1.2],
    ]
    var best = starts[0]
    var bestCost = Double.infinity
    for start in starts {
      let found = minimise(start, iterations: 300) { cost($0, samples: 100) }
      let value = cost(found, samples: 100)
      if value < bestCost {
        best = found
        bestCost = value
      }
    }
    best = minimise(best, iterations: 300, step: 0.02) { cost($0, samples: 400) }
    let rounded = Self.clamped(best.map { ($0 * 10_000).rounded() / 10_000 })
    return BezierFit(points: rounded, largestDeviation: measure(rounded, against: easing))
  }

  /// A bound on the largest |B(x) − f(x)| from 20,000 intervals of t: on each, the error
  /// at its ends, plus half of what the two curves move beyond the change of the error
  /// (|Δy| + |Δf| − |Δe|), which bounds it between the ends while each curve is monotone
  /// there (a jump of f, as in steps(), costs nothing: the error jumps with it).
  static func measure(_ points: BezierControlPoints, against easing: (Double) -> Double)
    -> Double
  {
    var largest = 0.0
    var previous: (y: Double, f: Double)?
    for k in 0...20_000 {
      let (x, y) = point(points, at: Double(k) / 20_000)
      let f = easing(x)
      if let (lastY, lastF) = previous {
        let moved = abs(y - lastY) + abs(f - lastF) - abs((y - f) - (lastY - lastF))
        largest = max(largest, max(abs(y - f), abs(lastY - lastF)) + max(0, moved) / 2)
      } else {
        largest = abs(y - f)
      }
      previous = (y, f)
    }
    return largest
  }

  /// The control numbers with x1 and x2 held in 0...1.
  private static func clamped(_ p: [Double]) -> BezierControlPoints {
    BezierControlPoints(min(max(p[0], 0), 1), p[1], min(max(p[2], 0), 1), p[3])
  }

  /// The Bézier's point at parameter t: x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³, y likewise
  /// (CSS Easing Functions Level 2, §2.3).
  private static func point(_ p: BezierControlPoints, at t: Double) -> (x: Double, y: Double) {
    let s = 1 - t
    let a = 3 * s * s * t
    let b = 3 * s * t * t
    let c = t * t * t
    return (a * p.x1 + b * p.x2 + c, a * p.y1 + b * p.y2 + c)
  }

  /// Nelder and Mead's simplex search from `start` (reflection 1, expansion 2, contraction
  /// and shrink ½), for at most `iterations` steps.
  private static func minimise(
    _ start: [Double], iterations: Int, step: Double = 0.1, _ cost: ([Double]) -> Double
  ) -> [Double] {
    let n = start.count
    var simplex = [start]
    for i in 0..<n {
      var vertex = start
      vertex[i] += step
      simplex.append(vertex)
    }
    var costs = simplex.map(cost)
    for _ in 0..<iterations {
      let order = costs.indices.sorted { costs[$0] < costs[$1] }
      simplex = order.map { simplex[$0] }
      costs = order.map { costs[$0] }
      if costs[n] - costs[0] <= 1e-12 { break }
      var centroid = [Double](repeating: 0, count: n)
      for vertex in simplex.dropLast() {
        for i in 0..<n { centroid[i] += vertex[i] / Double(n) }
      }
      func along(_ factor: Double) -> [Double] {
        (0..<n).map { centroid[$0] + factor * (simplex[n][$0] - centroid[$0]) }
      }
      let reflected = along(-1)
      let reflectedCost = cost(reflected)
      if reflectedCost < costs[0] {
        let expanded = along(-2)
        let expandedCost = cost(expanded)
        (simplex[n], costs[n]) =
          expandedCost < reflectedCost ? (expanded, expandedCost) : (reflected, reflectedCost)
      } else if reflectedCost < costs[n - 1] {
        (simplex[n], costs[n]) = (reflected, reflectedCost)
      } else {
        let contracted = along(0.5)
        let contractedCost = cost(contracted)
        if contractedCost < costs[n] {
          (simplex[n], costs[n]) = (contracted, contractedCost)
        } else {
          for j in 1...n {
            simplex[j] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[j][$0] - simplex[0][$0]) }
            costs[j] = cost(simplex[j])
          }
        }
      }
    }
    return simplex[costs.indices.min { costs[$0] < costs[$1] }!]
  }
}
