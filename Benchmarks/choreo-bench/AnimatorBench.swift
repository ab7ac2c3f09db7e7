import ChoreoCore

/// Advancing 100,000 concurrent animations by one frame: springs (random response and
/// damping ratio, random start times, Double values), timing curves (random curves,
/// durations and start times), and both together. Targets write into a preallocated
/// buffer whose sum goes to the black hole; the animations never end during the run, so
/// each frame is steady-state work (allocations/op is per frame).
func animatorBenchmarks() -> [BenchResult] {
  let count = 100_000
  let frames = 60
  let sink = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * count)
  sink.initialize(repeating: 0)
  var random = BenchRandom(seed: 0x414E_494D)
  let curves: [TimingCurve] = [
    .ease, .easeIn, .easeOut, .easeInOut, .linear, .cubicBezier(0.3, -0.4, 0.6, 1.5),
  ]

  func makeAnimator(springs: Bool, curvesToo: Bool) -> Animator {
    let animator = Animator()
    for index in 0..<count {
      // Start times spread over the first second: the animator moves in 100 steps while
      // they are added (each step evaluates what is already running).
      if index % 1000 == 0 { animator.advance(to: Double(index) / Double(count)) }
      let target = random.unit() * 200 - 100
      let write: (Double) -> Void = { sink[index] = $0 }
      if springs {
        let spring = DampedSpring(
          response: 4 + random.unit() * 4, dampingRatio: 0.05 + random.unit() * 0.9)
        _ = try! animator.animate(
          nil, from: 0.0, to: target, motion: .spring(spring), write: write)
      }
      if curvesToo {
        let curve = curves[Int(random.next() % UInt64(curves.count))]
        _ = try! animator.animate(
          nil, from: 0.0, to: target, motion: .timing(curve, duration: 50 + random.unit() * 50),
          write: { sink[count + index] = $0 })
      }
    }
    return animator
  }

  func run(_ name: String, _ animator: Animator, operations: Int = 1) -> BenchResult {
    var time = 1.0
    let result = measure(name, operations: 1, runs: frames) {
      time += 1.0 / 60
      animator.advance(to: time)
      var sum = 0.0
      for value in sink { sum += value }
      blackHole(sum)
    }
    precondition(animator.runningCount >= count, "animations ended during the benchmark")
    return result
  }

  let springs = makeAnimator(springs: true, curvesToo: false)
  let springResult = run("animator frame: 100k springs (ns/frame)", springs)
  let curvesAnimator = makeAnimator(springs: false, curvesToo: true)
  let curveResult = run("animator frame: 100k curves (ns/frame)", curvesAnimator)
  let both = makeAnimator(springs: true, curvesToo: true)
  let bothResult = run("animator frame: 100k springs + 100k curves", both)
  return [springResult, curveResult, bothResult]
}
