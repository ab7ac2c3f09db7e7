import CLibM
import ChoreoCore

// How a run's transform becomes a Lottie layer's `ks`: parented affine maps, static
// transforms, and the opacity a layer carries (see LottieBuilder.swift's policy).
extension LottieBuilder {
  // MARK: - Transforms

  mutating func affineTransform(_ id: Int, parent: Int?, opacity: Channel) -> LottieJSON {
    let run = runs[id]
    let n = run.samples.count
    var anchors = LottieSamples(dimension: 2, capacity: n)
    var positions = LottieSamples(dimension: 2, capacity: n)
    var scales = LottieSamples(dimension: 2, capacity: n)
    var rotations = LottieSamples(dimension: 1, capacity: n)
    var skews = LottieSamples(dimension: 1, capacity: n)
    var previousRotation: Double?
    var radius = 1.0
    for sample in run.samples {
      let map: Transform2D
      switch sample.mapping {
      case .linked(let relative) where parent != nil: map = relative
      default: map = sample.canvasAffine
      }
      let anchor = sample.layer.anchorInBounds
      let lands = map.apply(to: anchor)
      let parts = map.decomposed()
      var rotation = parts.rotation
      if let previous = previousRotation {
        rotation += 2 * .pi * ((previous - rotation) / (2 * .pi)).rounded()
      }
      previousRotation = rotation
      anchors.append(anchor.x, anchor.y)
      positions.append(lands.x, lands.y)
      scales.append(parts.scaleX * 100, parts.scaleY * 100)
      rotations.append(rotation * 180 / .pi)
      skews.append(-atan(parts.skew) * 180 / .pi)
      radius = max(radius, sample.radius)
    }
    let degreesTolerance = tolerance / radius * 180 / .pi
    let a = channel(anchors, tolerance)
    let p = channel(positions, tolerance)
    let s = channel(scales, tolerance / radius * 100)
    let r = channel(rotations, degreesTolerance)
    let hasSkew = skews.values.contains { abs($0) > 1e-7 }
    let sk = hasSkew ? channel(skews, degreesTolerance) : nil
    // Rebuild the canvas map the file gives, sample by sample, and measure it.
    var maps: [Transform2D] = []
    let (anchor, position) = (a.values.values, p.values.values)
    let (scale, rotation, skewAngles) = (s.values.values, r.values.values, sk?.values.values)
    for (local, sample) in run.samples.enumerated() {
      let skew = skewAngles.map { -tan($0[local] * .pi / 180) } ?? 0
      let linear = Transform2D(
        Transform2D.Decomposition(
          translation: .zero, rotation: rotation[local] * .pi / 180, skew: skew,
          scaleX: scale[2 * local] / 100, scaleY: scale[2 * local + 1] / 100))
      let moved = linear.apply(to: Point2D(x: anchor[2 * local], y: anchor[2 * local + 1]))
      var map = linear
      map.tx = position[2 * local] - moved.x
      map.ty = position[2 * local + 1] - moved.y
      if let parent, let parentMaps = rebuilt[parent] {
        map = compose(map, then: parentMaps[sample.index - runs[parent].first])
      }
      maps.append(map)
      let truth = sample.canvasAffine
      for corner in LayerGeometry.corners(sample.layer.drawingExtent) {
        let (u, v) = (truth.apply(to: corner), map.apply(to: corner))
        report.positionError = max(
          report.positionError, ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot()
        )
      }
    }
    rebuilt[id] = maps
    var members: [(String, LottieJSON)] = [
      ("a", property(a, run.first, scalar: false)), ("p", property(p, run.first, scalar: false)),
      ("s", property(s, run.first, scalar: false)), ("r", property(r, run.first, scalar: true)),
      ("o", opacityProperty(opacity, run)),
    ]
    if let sk {
      members.append(("sk", property(sk, run.first, scalar: true)))
      members.append(("sa", .object([("a", .integer(0)), ("k", .integer(0))])))
    }
    return .object(members)
  }

  /// `first` then `second` (x ↦ second(first(x))).
  func compose(_ first: Transform2D, then second: Transform2D) -> Transform2D {
    Transform2D(
      a: second.a * first.a + second.c * first.b, b: second.b * first.a + second.d * first.b,
      c: second.a * first.c + second.c * first.d, d: second.b * first.c + second.d * first.d,
      tx: second.a * first.tx + second.c * first.ty + second.tx,
      ty: second.b * first.tx + second.d * first.ty + second.ty)
  }

  func staticTransform(opacity: LottieJSON? = nil) -> LottieJSON {
    func fixed(_ value: LottieJSON) -> LottieJSON {
      .object([("a", .integer(0)), ("k", value)])
    }
    return .object([
      ("a", fixed(.values([0, 0]))), ("p", fixed(.values([0, 0]))),
      ("s", fixed(.values([100, 100]))), ("r", fixed(.integer(0))),
      ("o", opacity ?? fixed(.integer(100))),
    ])
  }
}
