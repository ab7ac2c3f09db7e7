// The export table: for the built-in springs at tolerances 0.01, 0.001 and 0.0001, the
// stops of Choreo's fewest-stops linear() and its measured largest deviation, against two
// public ways of writing a linear():
// - the 10 ms rule of Motion's generateLinearEasing (one stop every 10 ms of the duration,
//   at least 2, evenly spaced, each output rounded to 4 decimals), re-implemented here from
//   that description: its stops and deviation, and the stops Choreo needs for that same
//   deviation;
// - Ramer–Douglas–Peucker (U. Ramer 1972; D. Douglas and T. Peucker 1973), which the
//   best-known linear() generator simplifies with, written here from the algorithm: the
//   2,001 evenly spaced samples that Choreo's search starts from, thinned by perpendicular
//   distance, with the largest threshold whose measured deviation is at most Choreo's
//   (found by bisection); its stops are kept unrounded, an advantage to it.
// Every deviation is measured against the motion as it plays (the spring's closed form over
// the exported duration, 1 at the end) at 100,001 evenly spaced inputs. The table is
// printed in Markdown for the export article. Then the time one export takes.
import ChoreoCore

/// The export table and the cost of one export.
func exportBenchmarks() -> [BenchResult] {
  let presets: [(String, DampedSpring)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
  ]
  print("# export: linear() stops at the same measured deviation (fraction of the distance)")
  print(
    "| spring | tolerance | Choreo: stops, deviation | Ramer–Douglas–Peucker at that deviation"
      + " | the 10 ms rule: stops, deviation | Choreo at that deviation |")
  print("|---|---|---|---|---|---|")
  for (name, spring) in presets {
    let motion = Motion.spring(spring)
    for tolerance in [0.01, 0.001, 0.0001] {
      guard let export = try? motion.exported(to: .css, tolerance: tolerance),
        let stops = linearStopCount(export.text), let duration = cssDuration(export.text)
      else { continue }
      let played = { (x: Double) in x >= 1 ? 1 : spring.value(at: x * duration) }
      let table = ExactTable(played)
      let rule = evenStops(count: max(Int((duration * 1000 / 10).rounded()), 2), played)
      let ruleDeviation = table.deviation(of: rule)
      let matched = (try? motion.exported(to: .css, tolerance: ruleDeviation)).flatMap {
        linearStopCount($0.text)
      }
      let rdp = fewestRDPStops(meeting: export.largestDeviation, table)
      print(
        "| \(name) | \(tolerance) | \(stops), \(short(export.largestDeviation))"
          + " | \(rdp.count) (\(short(rdp.deviation))) | \(rule.count), \(short(ruleDeviation))"
          + " | \(matched.map { "\($0)" } ?? "-") |")
    }
  }
  let bouncy = opaque(Motion.spring(.bouncy))
  return [
    measure("export bouncy spring to css (tolerance 0.001)", operations: 1, runs: 5) {
      blackHole((try? bouncy.exported(to: .css))?.text.count ?? 0)
    }
  ]
}

/// The motion as it plays at 100,001 evenly spaced inputs, and the measurement of a
/// linear() against it there.
private struct ExactTable {
  static let count = 100_000
  let values: [Double]
  let easing: (Double) -> Double

  init(_ easing: @escaping (Double) -> Double) {
    self.easing = easing
    values = (0...Self.count).map { easing(Double($0) / Double(Self.count)) }
  }

  /// The largest |linear(x) − f(x)| at the table's inputs.
  func deviation(of stops: [LinearStop]) -> Double {
    let curve = TimingCurve.linear(stops)
    var largest = 0.0
    for k in 0...Self.count {
      largest = max(largest, abs(curve.value(at: Double(k) / Double(Self.count)) - values[k]))
    }
    return largest
  }
}

/// Ramer–Douglas–Peucker on the 2,001 samples of the table's easing, at the largest
/// threshold whose measured deviation is at most `target` (bisection, 40 steps).
private func fewestRDPStops(meeting target: Double, _ table: ExactTable)
  -> (count: Int, deviation: Double)
{
  let xs = (0...2000).map { Double($0) / 2000 }
  let ys = xs.map(table.easing)
  func stops(_ epsilon: Double) -> [LinearStop] {
    ramerDouglasPeucker(xs: xs, ys: ys, epsilon: epsilon).map { LinearStop(ys[$0], at: xs[$0]) }
  }
  var low = 0.0
  var high = 0.5
  var best = (count: xs.count, deviation: table.deviation(of: stops(0)))
  for _ in 0..<40 {
    let middle = (low + high) / 2
    let candidate = stops(middle)
    let deviation = table.deviation(of: candidate)
    if deviation <= target {
      low = middle
      if candidate.count <= best.count { best = (candidate.count, deviation) }
    } else {
      high = middle
    }
  }
  return best
}

/// The indices RDP keeps: the ends, and recursively the sample farthest (perpendicular
/// distance) from the chord between two kept ones while that distance exceeds `epsilon`.
private func ramerDouglasPeucker(xs: [Double], ys: [Double], epsilon: Double) -> [Int] {
  var keep = [Bool](repeating: false, count: xs.count)
  keep[0] = true
  keep[xs.count - 1] = true
  var pending = [(0, xs.count - 1)]
  while let (first, last) = pending.popLast() {
    guard last > first + 1 else { continue }
    let dx = xs[last] - xs[first]
    let dy = ys[last] - ys[first]
    let length = (dx * dx + dy * dy).squareRoot()
    var farthest = first
    var distance = 0.0
    for i in (first + 1)..<last {
      let d = abs(dy * (xs[i] - xs[first]) - dx * (ys[i] - ys[first])) / length
      if d > distance {
        distance = d
        farthest = i
      }
    }
    if distance > epsilon {
      keep[farthest] = true
      pending += [(first, farthest), (farthest, last)]
    }
  }
  return keep.indices.filter { keep[$0] }
}

/// The `transition-duration` of a CSS export, in seconds.
private func cssDuration(_ css: String) -> Double? {
  for line in css.split(separator: "\n") where line.hasPrefix("transition-duration: ") {
    return Double(line.dropFirst("transition-duration: ".count).dropLast(2))
  }
  return nil
}

/// The number of stops in the first `linear(...)` of `css`.
private func linearStopCount(_ css: String) -> Int? {
  guard let start = css.range(of: "linear(") else { return nil }
  let body = css[start.upperBound...].prefix { $0 != ")" }
  return body.split(separator: ",").count
}

/// `count` evenly spaced stops of `exact`, each output rounded to 4 decimals.
private func evenStops(count: Int, _ exact: (Double) -> Double) -> [LinearStop] {
  (0..<count).map { index in
    let x = Double(index) / Double(count - 1)
    return LinearStop((exact(x) * 10_000).rounded() / 10_000, at: x)
  }
}

/// Two significant digits.
private func short(_ value: Double) -> String {
  guard value > 0 else { return "0" }
  var scale = 1.0
  while value * scale < 10 { scale *= 10 }
  return "\((value * scale).rounded() / scale)"
}
