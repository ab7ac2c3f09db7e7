import ChoreoCore

/// Advancing 100,000 concurrent animations by one frame: springs (random response and
/// damping ratio, random start times, Double values), the same springs each retargeted
/// once mid-flight (so every one carries momentum), timing curves (random curves,
/// durations and start times), the springs again written into an `AnimatedValues` block
/// instead of through closures, and springs and curves together. Write closures store into
/// a preallocated buffer whose sum goes to the black hole (the `AnimatedValues` case sums
/// its block); the animations never end during the run, so each frame is steady-state work
/// (allocations/op is per frame). The peer is the bare closed form: the same 100,000
/// springs (every case draws from the same seed) sampled at the same instants and stored
/// into the same buffer, and the figure that matters is the ratio of the two.
///
/// - Parameters:
///   - frames: Timed frames per case (60; fewer for a profiler run, `animator-profile`).
///   - includeBoth: Whether to run the springs-and-curves case too.
func animatorBenchmarks(frames: Int = 60, includeBoth: Bool = true) -> [BenchResult] {
  let count = 100_000
  let sink = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * count)
  sink.initialize(repeating: 0)
  let curves: [TimingCurve] = [
    .ease, .easeIn, .easeOut, .easeInOut, .linear, .cubicBezier(0.3, -0.4, 0.6, 1.5),
  ]

  var bareSprings: [(spring: DampedSpring, start: Double, target: Double)] = []

  func makeAnimator(
    springs: Bool, curvesToo: Bool, retarget: Bool = false,
    into values: AnimatedValues<Double>? = nil
  ) -> Animator {
    // The same seed for every case: the springs, values and retargeted cases draw the
    // very same springs, start times and targets (the bare loop samples these).
    var random = BenchRandom(seed: 0x414E_494D)
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
        if let values {
          _ = try! animator.animate(
            AnimationKey("\(index)"), from: 0.0, to: target, motion: .spring(spring),
            into: values, at: index)
        } else {
          _ = try! animator.animate(
            AnimationKey("\(index)"), from: 0.0, to: target, motion: .spring(spring),
            write: write)
        }
        if !retarget && !curvesToo && values == nil {
          bareSprings.append((spring, Double(index / 1000 * 1000) / Double(count), target))
        }
      }
      if curvesToo {
        let curve = curves[Int(random.next() % UInt64(curves.count))]
        _ = try! animator.animate(
          nil, from: 0.0, to: target, motion: .timing(curve, duration: 50 + random.unit() * 50),
          write: { sink[count + index] = $0 })
      }
    }
    if retarget {
      // Every spring retargeted once, a little later: a second leg with momentum.
      animator.advance(to: 1.05)
      for index in 0..<count {
        let spring = DampedSpring(response: 5, dampingRatio: 0.3)
        _ = try! animator.animate(
          AnimationKey("\(index)"), from: 0.0, to: -sink[index], motion: .spring(spring),
          write: { sink[index] = $0 })
      }
    }
    return animator
  }

  /// One frame of `animator` after `time`, its values (in `sink`, or in `values`) summed
  /// into the black hole.
  func advanceFrame(
    _ animator: Animator, _ time: inout Double, values: AnimatedValues<Double>? = nil
  ) {
    time += 1.0 / 60
    animator.advance(to: time)
    var sum = 0.0
    if let values {
      values.withUnsafeBufferPointer { buffer in
        for value in buffer { sum += value }
      }
    } else {
      for value in sink { sum += value }
    }
    blackHole(sum)
  }

  let springs = makeAnimator(springs: true, curvesToo: false)
  let bare = bareSprings
  var bareTime = 1.0
  let bareFrame = {
    bareTime += 1.0 / 60
    bare.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        let entry = buffer[index]
        let transfer = entry.spring.transfer(at: bareTime - entry.start)
        sink[index] = entry.target + transfer.position(displacement: -entry.target, velocity: 0)
      }
    }
    var sum = 0.0
    for value in sink { sum += value }
    blackHole(sum)
  }
  let values = AnimatedValues(repeating: 0.0, count: count)
  let valuesAnimator = makeAnimator(springs: true, curvesToo: false, into: values)
  let retargeted = makeAnimator(springs: true, curvesToo: false, retarget: true)
  let curvesAnimator = makeAnimator(springs: false, curvesToo: true)
  // One closure per case. (The optimiser merges the three into one function, so callgrind
  // reports the animator frames together: `animator-profile` gives their mean.)
  var springsTime = max(1.0, springs.time)
  let springsFrame = { advanceFrame(springs, &springsTime) }
  var valuesTime = max(1.0, valuesAnimator.time)
  let valuesFrame = { advanceFrame(valuesAnimator, &valuesTime, values: values) }
  var retargetedTime = max(1.0, retargeted.time)
  let retargetedFrame = { advanceFrame(retargeted, &retargetedTime) }
  var curvesTime = max(1.0, curvesAnimator.time)
  let curvesFrame = { advanceFrame(curvesAnimator, &curvesTime) }
  // Interleaved: each round runs one frame of every case in turn, so a burst of load on a
  // shared machine falls on all of them alike and the ratios stay meaningful.
  let results = measureInterleaved(
    [
      ("bare closed form: 100k springs (ns/frame)", bareFrame),
      ("animator frame: 100k springs (ns/frame)", springsFrame),
      ("animator frame: 100k retargeted springs", retargetedFrame),
      ("animator frame: 100k curves (ns/frame)", curvesFrame),
      ("animator frame: 100k springs into AnimatedValues", valuesFrame),
    ], runs: frames)
  for animator in [springs, retargeted, curvesAnimator, valuesAnimator] {
    precondition(animator.runningCount >= count, "animations ended during the benchmark")
  }
  var bothResults: [BenchResult] = []
  if includeBoth {
    let both = makeAnimator(springs: true, curvesToo: true)
    var bothTime = max(1.0, both.time)
    bothResults.append(
      measure("animator frame: 100k springs + 100k curves", operations: 1, runs: frames) {
        advanceFrame(both, &bothTime)
      })
    precondition(both.runningCount >= 2 * count, "animations ended during the benchmark")
  }
  let bareNanoseconds = results[0].nanosecondsPerOperation
  func ratio(_ result: BenchResult) -> String {
    format(result.nanosecondsPerOperation / bareNanoseconds, digits: 2) + "x"
  }
  print(
    "# animator / bare closed form, 100k springs: \(ratio(results[1])) "
      + "(retargeted: \(ratio(results[2])); curves: \(ratio(results[3])); goal <= 2x; "
      + "interleaved medians; write closures)")
  print(
    "# animator into AnimatedValues / bare closed form, 100k springs: \(ratio(results[4]))")
  return results + bothResults
}
