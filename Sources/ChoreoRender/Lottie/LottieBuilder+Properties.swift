import CLibM
import ChoreoCore

// How sampled values become Lottie properties: channels fitted to keyframes, static or
// animated values, and the keyframes themselves.
extension LottieBuilder {
  // MARK: - Properties

  mutating func channel(_ samples: LottieSamples, _ tolerance: Double) -> Channel {
    let result = Channel(samples, tolerance: tolerance, candidates: candidates, cache: &probeCache)
    count(result)
    return result
  }

  mutating func count(_ channel: Channel) {
    guard channel.keys.count > 1 else { return }
    report.keyframeCount += channel.keys.count
    for key in channel.keys.dropLast() {
      switch key.easing {
      case .linear: break
      case .hold: report.holdSegmentCount += 1
      case .bezier: report.easedSegmentCount += 1
      }
    }
  }

  /// A path property: static, or shape keyframes.
  mutating func shapeProperty(_ shapes: [LottieBezierShape], _ first: Int) -> LottieJSON {
    .object([("ty", .string("sh")), ("ks", pathProperty(shapes, first))])
  }

  /// A path's animatable value: static, or shape keyframes.
  mutating func pathProperty(_ shapes: [LottieBezierShape], _ first: Int) -> LottieJSON {
    let template = shapes[0]
    var numbers = LottieSamples(dimension: template.vertices.count * 6, capacity: shapes.count)
    for shape in shapes { shape.appendNumbers(to: &numbers) }
    let path = channel(numbers, tolerance)
    report.positionError = max(report.positionError, path.error)
    let keyed = property(path, first, scalar: false) { values in
      template.with(numbers: values[...]).json
    }
    return keyed
  }

  func property(
    _ channel: Channel, _ first: Int, scalar: Bool, decimals: Int = 3,
    shape: (([Double]) -> LottieJSON)? = nil
  ) -> LottieJSON {
    func value(_ values: [Double]) -> LottieJSON {
      if let shape { return shape(values) }
      return .numbers(values[...], decimals: decimals)
    }
    if channel.keys.count == 1 {
      let values = channel.keys[0].value
      let k: LottieJSON =
        shape != nil
        ? value(values) : scalar ? .number(values[0], decimals: decimals) : value(values)
      return .object([("a", .integer(0)), ("k", k)])
    }
    var keyframes: [LottieJSON] = []
    for (index, key) in channel.keys.enumerated() {
      let afterHold = index > 0 && channel.keys[index - 1].easing == .hold
      keyframes.append(
        keyframe(
          at: frames[first + key.sample], afterHold: afterHold,
          value: shape != nil ? .array([value(key.value)]) : value(key.value),
          easing: index < channel.keys.count - 1 ? key.easing : nil))
    }
    return .object([("a", .integer(1)), ("k", .array(keyframes))])
  }

  /// A layer's opacity; inside a precomposition also 0 outside the layer's frames.
  ///
  /// The Python lottie player ignores `ip` and `op` of layers inside precompositions, so
  /// there the layer also fades to 0 by hold keyframes before `ip` and from `op` on.
  func opacityProperty(_ channel: Channel, _ run: LottieRun) -> LottieJSON {
    let (ip, op) = interval(run)
    guard currentComposition >= 0, ip > 0 || op < lastFrame else {
      return property(channel, run.first, scalar: true)
    }
    func number(_ x: Double) -> LottieJSON { .array([.number(x, decimals: 3)]) }
    var keyframes: [LottieJSON] = []
    if ip > 0 {
      keyframes.append(keyframe(at: 0, afterHold: false, value: number(0), easing: .hold))
    }
    for (index, key) in channel.keys.enumerated() {
      let isLast = index == channel.keys.count - 1
      // The first key ends the hold at 0 before `ip`, when there is one.
      let afterHold = index > 0 ? channel.keys[index - 1].easing == .hold : ip > 0
      keyframes.append(
        keyframe(
          at: frames[run.first + key.sample], afterHold: afterHold, value: number(key.value[0]),
          easing: isLast ? (op < lastFrame ? .hold : nil) : key.easing))
    }
    if op < lastFrame {
      keyframes.append(keyframe(at: op, afterHold: true, value: number(0), easing: nil))
    }
    return .object([("a", .integer(1)), ("k", .array(keyframes))])
  }

  /// One keyframe; `easing` nil for the last.
  func keyframe(at frame: Double, afterHold: Bool, value: LottieJSON, easing: LottieEasing?)
    -> LottieJSON
  {
    // After a hold the jump lies somewhere in the sample interval before this key; put
    // it a hundredth of that interval early, so that a player evaluating exactly at the
    // key's frame (some treat a hold's end as inclusive) shows the new value.
    let time = frame - (afterHold ? 0.01 * sampleSpacing : 0)
    var members: [(String, LottieJSON)] = [("t", .number(time, decimals: 4)), ("s", value)]
    func handle(_ x: Double, _ y: Double) -> LottieJSON {
      .object([
        ("x", .array([.number(x, decimals: 6)])), ("y", .array([.number(y, decimals: 6)])),
      ])
    }
    switch easing {
    case nil: break
    case .hold:
      // A hold carries no easing handles, as lottie-web's exporter writes it (the Python
      // lottie player ignores `h` on a keyframe that has them).
      members.append(("h", .integer(1)))
    case .linear:
      members.append(("o", handle(0, 0)))
      members.append(("i", handle(1, 1)))
    case .bezier(let x1, let y1, let x2, let y2):
      members.append(("o", handle(x1, y1)))
      members.append(("i", handle(x2, y2)))
      if let name = Self.easingName(x1, y1, x2, y2) { members.append(("n", .string(name))) }
    }
    return .object(members)
  }

  /// The name a keyframe's easing needs, or `nil` when it needs none.
  ///
  /// rlottie caches one curve per easing under a key of the handles to two decimals
  /// (`"%.2f_%.2f_%.2f_%.2f"`), unless the keyframe names its easing (`n`, a Bodymovin
  /// field the other players ignore): two easings equal to two decimals share the first
  /// one's curve. A fitted spring segment's handles are arbitrary, so in scroll-header at
  /// frame 30 the info panel, whose easing matched the finger's to two decimals, was drawn
  /// with the finger's curve, 0.25 pt off. An easing whose handles are written with at
  /// most two decimals is exact under rlottie's key; any other gets a name made of its
  /// written digits (`h` + y1 `_` y2 for the fit's x = 1/3, 2/3; `b` + all four else),
  /// which no two different easings share and no rlottie key looks like.
  static func easingName(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String? {
    func digits(_ x: Double) -> String {
      String(decoding: LottieJSON.number(x, decimals: 6).bytes, as: UTF8.self)
    }
    func hasTwoDecimals(_ x: Double) -> Bool { digits(x) == digits((x * 100).rounded() / 100) }
    if [x1, y1, x2, y2].allSatisfy(hasTwoDecimals) { return nil }
    if x1 == 1.0 / 3 && x2 == 2.0 / 3 { return "h\(digits(y1))_\(digits(y2))" }
    return "b\(digits(x1))_\(digits(y1))_\(digits(x2))_\(digits(y2))"
  }

  func layer(
    ind: Int, type: Int, name: String, ip: Double, op: Double, transform: LottieJSON,
    extra: [(String, LottieJSON)]
  ) -> LottieJSON {
    .object(
      [
        ("ddd", .integer(0)), ("ind", .integer(ind)), ("ty", .integer(type)),
        ("nm", .string(name)), ("sr", .integer(1)), ("ks", transform), ("ao", .integer(0)),
        ("ip", .value(ip)), ("op", .value(op)), ("st", .integer(0)), ("bm", .integer(0)),
      ] + extra)
  }
}
