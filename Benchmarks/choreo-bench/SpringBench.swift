// Spring sampling benchmarks: ns per value(at:) / velocity(at:) / transfer(at:) for a
// spring built once, over pre-generated random times (no clock or RNG in the loop).
import ChoreoCore

/// Spring sampling and settling benchmarks: medians of ns per sample and allocations per op.
func springBenchmarks() -> [BenchResult] {
  let springs: [(String, DampedSpring)] = [
    ("under-damped (bouncy)", .bouncy),
    ("critically damped (smooth)", .smooth),
    ("over-damped (bounce -0.5)", DampedSpring(duration: 0.5, bounce: -0.5)),
  ]
  var generator = BenchRandom(seed: 42)
  let count = 4096
  let times = (0..<count).map { _ in Double.random(in: 0...2, using: &generator) }
  let rounds = 64
  let operations = count * rounds
  var results: [BenchResult] = []
  for (label, prototype) in springs {
    let spring = opaque(prototype)
    let velocity = opaque(0.5)
    results.append(
      measure("spring value(at:) \(label)", operations: operations) {
        var sum = 0.0
        times.withUnsafeBufferPointer { buffer in
          for _ in 0..<rounds {
            for t in buffer { sum += spring.value(at: t, initialVelocity: velocity) }
          }
        }
        blackHole(sum)
      })
    results.append(
      measure("spring velocity(at:) \(label)", operations: operations) {
        var sum = 0.0
        times.withUnsafeBufferPointer { buffer in
          for _ in 0..<rounds {
            for t in buffer { sum += spring.velocity(at: t, initialVelocity: velocity) }
          }
        }
        blackHole(sum)
      })
    results.append(
      measure("spring transfer(at:) \(label)", operations: operations) {
        var sum = 0.0
        times.withUnsafeBufferPointer { buffer in
          for _ in 0..<rounds {
            for t in buffer {
              let transfer = spring.transfer(at: t)
              sum += transfer.positionFromPosition + transfer.velocityFromVelocity
            }
          }
        }
        blackHole(sum)
      })
  }
  let settlingSprings = springs.map { opaque($0.1) }
  results.append(
    measure("spring settlingDuration (3 regimes)", operations: 3 * 200) {
      var sum = 0.0
      for _ in 0..<200 {
        for spring in settlingSprings { sum += spring.settlingDuration(epsilon: 1e-3) }
      }
      blackHole(sum)
    })
  return results
}
