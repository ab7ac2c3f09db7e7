// animator-cost: the workload whose instructions Scripts/check-animator-cost counts under
// callgrind. choreo-bench's `animator` group times springs written through closures against
// the bare closed form of the same springs, a wall-time ratio that a busy machine moves by a
// factor of two; this runs the same two sides at a tenth of the scale, each inside a function
// of its own (`countedAnimatorFrames`, `countedBareFrames`), so that callgrind can count each
// one (`--toggle-collect`). It depends on ChoreoCore alone, so that CI's one release build is
// small. Prints what it ran; traps if the two sides disagree.
import ChoreoCore

/// A spring as the bare side samples it: the spring, when it started, where it goes (from 0).
typealias BareSpring = (spring: DampedSpring, start: Double, target: Double)

/// `frames` frames of `animator` from time 1 on, a sixtieth of a second apart; returns the
/// sum of the values its closures wrote into `sink` over all frames.
@inline(never)
func countedAnimatorFrames(
  _ animator: Animator, frames: Int, sink: UnsafeMutableBufferPointer<Double>
) -> Double {
  var sum = 0.0
  for frame in 1...frames {
    animator.advance(to: 1 + Double(frame) / 60)
    for value in sink { sum += value }
  }
  return sum
}

/// `frames` frames of the closed form of `springs` at the instants of
/// `countedAnimatorFrames`, stored into `sink`; returns the sum of the values over all frames.
@inline(never)
func countedBareFrames(
  _ springs: [BareSpring], frames: Int, sink: UnsafeMutableBufferPointer<Double>
) -> Double {
  var sum = 0.0
  for frame in 1...frames {
    let time = 1 + Double(frame) / 60
    springs.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        let entry = buffer[index]
        let transfer = entry.spring.transfer(at: time - entry.start)
        sink[index] = entry.target + transfer.position(displacement: -entry.target, velocity: 0)
      }
    }
    for value in sink { sum += value }
  }
  return sum
}

/// The fractional part of `n`·`step`: an even spread over 0..<1 with no generator.
func spread(_ n: Int, _ step: Double) -> Double {
  let x = Double(n) * step
  return x - x.rounded(.down)
}

let count = 10_000
let frames = 8
let sink = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
sink.initialize(repeating: 0)
let animator = Animator()
var bare: [BareSpring] = []
bare.reserveCapacity(count)
// As choreo-bench's `animator` group: responses 4-8 s and damping ratios 0.05-0.95 (every
// spring still moving during the frames), targets in -100..<100, start times spread over
// the first second in 100 steps.
for index in 0..<count {
  let step = count / 100
  if index % step == 0 { animator.advance(to: Double(index) / Double(count)) }
  let target = spread(index + 1, 0.618_033_988_749_895) * 200 - 100
  let spring = DampedSpring(
    response: 4 + spread(index + 1, 0.414_213_562_373_095) * 4,
    dampingRatio: 0.05 + spread(index + 1, 0.732_050_807_568_877) * 0.9)
  // Through a variable, as choreo-bench and most apps pass it: a closure literal reaches even
  // a generic `animate` with no reabstraction thunk, so only this form shows one.
  let write: (Double) -> Void = { sink[index] = $0 }
  _ = try! animator.animate(
    AnimationKey("\(index)"), from: 0.0, to: target, motion: .spring(spring), write: write)
  bare.append((spring, animator.time, target))
}
let animatorSum = countedAnimatorFrames(animator, frames: frames, sink: sink)
let bareSum = countedBareFrames(bare, frames: frames, sink: sink)
// Both sides sample the same springs at the same instants, and every spring is still moving.
precondition(
  animator.runningCount == count,
  "animator-cost: \(count - animator.runningCount) animations ended during the frames")
precondition(
  abs(animatorSum - bareSum) <= 1e-9 * max(1, abs(bareSum)),
  "animator-cost: the animator's values sum to \(animatorSum), the closed form's to \(bareSum)")
print("animator-cost: \(count) springs x \(frames) frames, through an Animator and bare: agree")
