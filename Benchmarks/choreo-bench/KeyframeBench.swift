import ChoreoCore

/// Keyframe lookups: a 16-key curve of mixed linear, eased and smooth segments, sampled
/// at random times pre-generated outside the timed loop.
func keyframeBenchmarks() -> [BenchResult] {
  var random = BenchRandom(seed: 0x4B45_5946)
  let segments: [KeyframeCurve<Double>.Segment] = [.timing(.linear), .timing(.easeInOut), .smooth]
  let keys = (0..<16).map { index in
    KeyframeCurve.Key(
      random.unit() * 100, at: Double(index) * 0.25, segments[index % segments.count])
  }
  let curve = try! KeyframeCurve(keys: keys)
  let count = 1 << 16
  let times = (0..<count).map { _ in random.unit() * curve.endTime }
  let timed = measure("keyframe lookup (16 keys, mixed segments)", operations: count) {
    var sum = 0.0
    let curve = opaque(curve)
    for time in times { sum += curve.value(at: time) }
    blackHole(sum)
  }
  let points = try! KeyframeCurve(
    keys: (0..<16).map { index in
      KeyframeCurve.Key(
        Point2D(x: random.unit() * 100, y: random.unit() * 100), at: Double(index) * 0.25,
        .smooth)
    })
  let smooth = measure("keyframe lookup (16 keys, smooth Point2D)", operations: count) {
    var sum = Point2D.zero
    let points = opaque(points)
    for time in times { sum = sum + points.value(at: time) }
    blackHole(sum)
  }
  return [timed, smooth]
}
