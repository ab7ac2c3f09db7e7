// The export table: for spring presets and tolerances 0.01, 0.001 and 0.0001, the stops
// and measured largest deviation of Choreo's fewest-stops linear() against evenly spaced
// stops rounded to 4 decimals, the rule of Motion's generateLinearEasing (one stop every
// 10 ms of the duration, at least 2, each output rounded to 4 decimals), re-implemented
// here from that description: its fixed 10 ms answer, and the fewest evenly spaced stops
// that meet each tolerance. Deviations are measured against the exact spring at 100 000
// evenly spaced inputs. Then the time one export takes.
import ChoreoCore

/// The export table and the cost of one export.
func exportBenchmarks() -> [BenchResult] {
  let presets: [(String, Motion)] = [
    ("smooth", .spring(.smooth)),
    ("snappy", .spring(.snappy)),
    ("bouncy", .spring(.bouncy)),
    ("k100 c10", .spring(DampedSpring(mass: 1, stiffness: 100, damping: 10))),
  ]
  print("# export: linear() stops and measured largest deviation (fraction of the distance)")
  print(
    "# preset    tolerance  Choreo stops  deviation   even/4-dec stops  deviation"
      + "   10 ms rule stops  deviation   Choreo at 10 ms deviation")
  for (name, motion) in presets {
    guard case .spring(let spring, let velocity) = motion.kind,
      let css = try? motion.exported(to: .css).text,
      let duration = cssDuration(css)
    else { continue }
    let exact = { (x: Double) in spring.value(at: x * duration, initialVelocity: velocity) }
    let motionRule = evenStops(count: max(Int((duration * 1000 / 10).rounded()), 2), exact)
    let motionDeviation = deviation(motionRule, exact)
    // Choreo asked for the 10 ms rule's own deviation.
    let matched = try? motion.exported(to: .css, tolerance: motionDeviation)
    for tolerance in [0.01, 0.001, 0.0001] {
      guard let export = try? motion.exported(to: .css, tolerance: tolerance),
        let stops = linearStopCount(export.text)
      else { continue }
      let even = fewestEvenStops(meeting: tolerance, exact)
      print(
        "  " + pad(name, 10) + pad("\(tolerance)", 11) + pad("\(stops)", 14)
          + pad(short(export.largestDeviation), 12) + pad("\(even.count)", 18)
          + pad(short(even.deviation), 12) + pad("\(motionRule.count)", 18)
          + pad(short(motionDeviation), 12)
          + (matched.flatMap { linearStopCount($0.text) }.map { "\($0)" } ?? "-"))
    }
  }
  let bouncy = opaque(Motion.spring(.bouncy))
  return [
    measure("export bouncy spring to css (tolerance 0.001)", operations: 1, runs: 5) {
      blackHole((try? bouncy.exported(to: .css))?.text.count ?? 0)
    }
  ]
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

/// The largest |linear(x) − exact(x)| at 100 001 evenly spaced inputs.
private func deviation(_ stops: [LinearStop], _ exact: (Double) -> Double) -> Double {
  let curve = TimingCurve.linear(stops)
  var largest = 0.0
  for k in 0...100_000 {
    let x = Double(k) / 100_000
    largest = max(largest, abs(curve.value(at: x) - exact(x)))
  }
  return largest
}

/// The fewest evenly spaced 4-decimal stops within `tolerance`, by bisection on the count
/// (the deviation falls as the count grows, up to the 4-decimal rounding's 0.00005).
private func fewestEvenStops(meeting tolerance: Double, _ exact: (Double) -> Double)
  -> (count: Int, deviation: Double)
{
  var low = 2
  var high = 20_000
  while low < high {
    let middle = (low + high) / 2
    if deviation(evenStops(count: middle, exact), exact) <= tolerance {
      high = middle
    } else {
      low = middle + 1
    }
  }
  return (low, deviation(evenStops(count: low, exact), exact))
}

private func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

/// Two significant digits.
private func short(_ value: Double) -> String {
  guard value > 0 else { return "0" }
  var scale = 1.0
  while value * scale < 10 { scale *= 10 }
  return "\((value * scale).rounded() / scale)"
}
