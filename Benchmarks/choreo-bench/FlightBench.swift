import Choreo

/// Shared-element flights: 100 elements in flight, each frame sampled (box, velocity,
/// content layout), against the bare closed-form loop that evaluates the same 100 springs
/// (one per box component) with nothing around them. The flight is retargeted mid-flight,
/// so every track has two legs. Target (issue 49): under 0.5 ms a frame in release.
func flightBenchmarks() -> [BenchResult] {
  let count = 100
  let elements = (0..<count).map { index -> SharedElement<Int> in
    let column = Double(index % 10)
    let row = Double(index / 10)
    return SharedElement(
      id: index,
      source: ElementGeometry(
        frame: Rect2D(x: column * 39, y: row * 39, width: 37, height: 37), cornerRadius: 4),
      destination: ElementGeometry(
        frame: Rect2D(x: row * 39, y: column * 84, width: 390, height: 80), cornerRadius: 12),
      contentSize: Size2D(width: 1200, height: 800), contentMode: .aspectFill)
  }
  var flight = try! SharedElementFlight(elements: elements)
  try! flight.fly(to: .destination, at: 0)
  try! flight.fly(to: .source, at: 0.12)
  let frames = 60
  let sampled = measure("flight: 100 elements, one frame", operations: frames) {
    var sink = 0.0
    for step in 0..<frames {
      let state = flight.state(at: opaque(0.12 + Double(step) / 120))
      sink += state[count - 1].geometry.frame.size.width + state[0].content.size.width
    }
    blackHole(sink)
  }
  // The same 600 springs (six components × 100 boxes), closed form, nothing else.
  let spring = DampedSpring(duration: 0.45, bounce: 0)
  let bare = measure("flight: bare closed-form loop, 600 springs", operations: frames) {
    var sink = 0.0
    for step in 0..<frames {
      let time = opaque(Double(step) / 120)
      for index in 0..<(count * 6) {
        sink += spring.value(at: time + Double(index) * 1e-6, initialVelocity: 0)
      }
    }
    blackHole(sink)
  }
  return [sampled, bare]
}
