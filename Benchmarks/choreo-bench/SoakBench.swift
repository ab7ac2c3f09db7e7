import Choreo
import ChoreoRender
import Foundation

/// The full-size runs of properties that the tests check at the size that proves them:
/// 10⁶ animator frames of a spring retargeted every quarter second (no drift from the limit
/// cycle over 4.6 hours of animation time, one animation alive), 10⁵ pop-menu toggles
/// (history bounded), and 2·10⁵ random numbers through the Lottie writer's formatter
/// (the SVG formatter's digits). Each line says what it found (a figure and "ok", or
/// "FAILED"), then its time; the process exits 1 if any property failed.
func soakBenchmarks() -> [BenchResult] {
  var results: [BenchResult] = []
  var failed: [String] = []

  // The animator: the state at each retarget against the limit cycle of the transfer over
  // one half cycle, e(P) = a·e0 + b·v0, v(P) = c·e0 + d·v0, with targets alternating ±A.
  let spring = DampedSpring(response: 0.5, dampingRatio: 0.5)
  let period = 15
  let half = Double(period) / 60
  let transfer = spring.transfer(at: half)
  let (a, b) = (transfer.positionFromPosition, transfer.positionFromVelocity)
  let (c, d) = (transfer.velocityFromPosition, transfer.velocityFromVelocity)
  let amplitude = 100.0
  let limitX =
    ((a - 1) * amplitude * (1 + d) - b * c * amplitude) / ((1 + a) * (1 + d) - b * c)
  var drift = 0.0
  var maxRunning = 0
  let frames = 999_990
  results.append(
    measure("soak: 10^6 animator frames, retargets", operations: frames, runs: 1) {
      let animator = Animator()
      var value = 0.0
      var target = -amplitude
      for frame in 0...frames {
        animator.advance(to: Double(frame) / 60)
        if frame % period == 0 {
          // The state when a spring toward +A starts is limitX (toward −A, −limitX).
          target = -target
          if frame >= 100 * period {
            let expected = target > 0 ? limitX : -limitX
            drift = max(drift, abs(value - expected))
          }
          if frame < frames {
            _ = try! animator.animate(
              "x", from: 0, to: target, motion: .spring(spring), write: { value = $0 })
          }
        }
        maxRunning = max(maxRunning, animator.runningCount)
      }
    })
  let animatorOK = drift <= 1e-9 * amplitude && maxRunning == 1
  if !animatorOK { failed.append("animator") }
  print(
    "# soak animator: largest distance from the limit cycle \(drift), at most \(maxRunning)"
      + " alive: \(animatorOK ? "ok" : "FAILED")")

  // The pop menu: 10⁵ toggles settled between commands and 10⁵ always mid-flight.
  var legs = (settled: 0, rapid: 0)
  let toggles = 100_000
  results.append(
    measure("soak: 10^5 pop-menu toggles x 2", operations: toggles, runs: 1) {
      var menu = soakMenu()
      var rapid = soakMenu()
      for step in 0..<toggles {
        try! menu.toggle(at: Double(step) * 2)
        try! rapid.toggle(at: Double(step) * 0.03)
      }
      legs = (menu.storedLegCount, rapid.storedLegCount)
    })
  let menuOK = legs.settled <= 8 && legs.rapid <= 8 * MotionTrack<Double>.historyLimit
  if !menuOK { failed.append("pop menu") }
  print(
    "# soak pop menu: \(legs.settled) legs kept settled, \(legs.rapid) mid-flight (at most"
      + " \(8 * MotionTrack<Double>.historyLimit)): \(menuOK ? "ok" : "FAILED")")

  // The Lottie number formatter against the SVG one, as LottieJSONTests draws them.
  var mismatch: String?
  let numbers = 200_000
  results.append(
    measure("soak: 2x10^5 Lottie numbers vs SVG", operations: numbers, runs: 1) {
      var random = BenchRandom(seed: 15)
      for index in 0..<numbers where mismatch == nil {
        let decimals = [3, 4, 6, 0, 1, 2][index % 6]
        var x = pow(10, random.unit() * 18 - 8) * (random.next() & 1 == 0 ? 1 : -1)
        if index % 4 == 0 {
          let half = Double(Int(random.next() % 4_000_001) - 2_000_000) * 2 + 1
          x = half / (2 * pow(10, Double(decimals)))
        }
        let ours = LottieJSON.number(x, decimals: decimals).text
        let reference = SVGFormat.number(x, decimals: decimals)
        if ours != reference { mismatch = "\(x) to \(decimals) places: \(ours), want \(reference)" }
      }
    })
  if mismatch != nil { failed.append("Lottie numbers") }
  print("# soak Lottie numbers: \(mismatch.map { "FAILED, \($0)" } ?? "ok")")

  if !failed.isEmpty {
    print("# soak FAILED: \(failed.joined(separator: ", "))")
    soakFailed = true
  }
  return results
}

/// Whether a soak property failed.
nonisolated(unsafe) var soakFailed = false

/// Exits with status 1 if a soak property failed (after every figure is printed).
func exitIfSoakFailed() {
  if soakFailed { exit(1) }
}

/// The three-item fan menu, as the pop-menu tests build it.
private func soakMenu() -> PopMenu<Int> {
  try! PopMenu(
    items: [
      PopMenuItem(id: 0, accessibilityLabel: "Delete"),
      PopMenuItem(id: 1, accessibilityLabel: "Add"),
      PopMenuItem(id: 2, accessibilityLabel: "Edit"),
    ],
    layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
    center: Point2D(x: 195, y: 780))
}
