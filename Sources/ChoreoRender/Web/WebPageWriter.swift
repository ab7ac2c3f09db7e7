import ChoreoCore

/// Writes the page of followed layers: nested elements, their paints and their animations.
struct WebPageWriter {
  let duration: Double
  let size: Size2D
  let background: RGBA
  let title: String
  /// The time of each sample.
  let times: [Double]
  let candidates: [LottieEasingCandidate]
  let positionTolerance: Double
  let opacityTolerance: Double
  private var cache = LottieProbeCache()
  private var body = ""
  private var script = ""
  private var indent = 2

  init(
    duration: Double, size: Size2D, background: RGBA, title: String, times: [Double],
    candidates: [LottieEasingCandidate], positionTolerance: Double, opacityTolerance: Double
  ) {
    self.duration = duration
    self.size = size
    self.background = background
    self.title = title
    self.times = times
    self.candidates = candidates
    self.positionTolerance = positionTolerance
    self.opacityTolerance = opacityTolerance
  }

  private func number(_ value: Double, _ decimals: Int = 3) -> String {
    SVGFormat.number(value, decimals: decimals)
  }

  private mutating func line(_ content: String) {
    body += String(repeating: " ", count: indent) + content + "\n"
  }

  /// The whole page.
  mutating func page(runs: [LottieRun], tracks: WebTracks) -> String {
    var children: [Int?: [Int]] = [:]
    for id in runs.indices where tracks[id] != nil {
      children[runs[id].parent, default: []].append(id)
    }
    for key in children.keys {
      children[key]?.sort {
        (runs[$0].signature.rank, runs[$0].first) < (runs[$1].signature.rank, runs[$1].first)
      }
    }
    for root in children[nil] ?? [] {
      element(root, runs: runs, tracks: tracks, children: children)
    }
    return Self.document(
      title: title, size: size, background: background, duration: duration, canvas: body,
      script: script)
  }

  /// One run's element, its paints and its sublayers' elements.
  private mutating func element(
    _ id: Int, runs: [LottieRun], tracks: WebTracks, children: [Int?: [Int]]
  ) {
    guard let track = tracks[id] else { return }
    let name = "r\(id)"
    var style = ""
    // The map to the parent, reduced to keyframes; scaled by the layer's reach so that one
    // tolerance in points bounds every entry's effect.
    let reach = max(1, runs[id].samples.map(\.radius).max() ?? 1)
    let keys = reduceTransform(track.transforms, reach: reach)
    if keys.count == 1 {
      style += "transform:\(Self.transformText(keys[0].value))"
    } else {
      animate(name, "transform", keys, first: track.first, format: Self.transformText)
    }
    let opacityKeys = LottieKeyframes.reduce(
      track.opacity, tolerance: opacityTolerance, candidates: candidates, cache: &cache)
    if opacityKeys.count == 1 {
      if opacityKeys[0].value[0] < 1 {
        style += (style.isEmpty ? "" : ";") + "opacity:\(number(opacityKeys[0].value[0], 4))"
      }
    } else {
      animate(name, "opacity", opacityKeys, first: track.first) {
        SVGFormat.number($0[0], decimals: 4)
      }
    }
    let presence = (0..<times.count).map { $0 >= track.first && $0 <= track.last }
    if presence.contains(false) {
      discrete(name, "visibility", presence.map { $0 ? "visible" : "hidden" })
    }
    line("<div class=\"l\" id=\"\(name)\"\(style.isEmpty ? "" : " style=\"\(style)\"")>")
    indent += 1
    let clips = track.variantOfSample.map { index -> String? in
      let layer = track.variants[index]
      guard layer.masksToBounds else { return nil }
      return svgPath(VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius))
    }
    let clipped = clips.contains { $0 != nil }
    if clipped {
      // A layer that clips in some samples and not others: no clip is the whole plane.
      let big = "M-1e6 -1e6H1e6V1e6H-1e6Z"
      let values = clips.map { "path('\($0 ?? big)')" }
      if Set(values).count == 1 {
        line("<div class=\"k\" style=\"clip-path:\(values[0])\">")
      } else {
        line("<div class=\"k\" id=\"\(name)k\">")
        var all = [String](repeating: values[0], count: times.count)
        for (offset, value) in values.enumerated() { all[track.first + offset] = value }
        discrete(name + "k", "clipPath", all)
      }
      indent += 1
    }
    let lower = track.variants.map { paints($0, border: false) }
    let upper = track.variants.map { paints($0, border: true) }
    variantElements(name + "v", lower, track: track)
    for child in children[id] ?? [] {
      element(child, runs: runs, tracks: tracks, children: children)
    }
    variantElements(name + "u", upper, track: track)
    if clipped {
      indent -= 1
      line("</div>")
    }
    indent -= 1
    line("</div>")
  }

  /// An `<svg>` for each variant that draws anything, shown while a sample shows it.
  private mutating func variantElements(
    _ prefix: String, _ markup: [String], track: WebTracks.Track
  ) {
    for (index, content) in markup.enumerated() where !content.isEmpty {
      let id = "\(prefix)\(index)"
      let shown = (0..<times.count).map {
        $0 >= track.first && $0 <= track.last && track.variantOfSample[$0 - track.first] == index
      }
      if track.variants.count > 1 || shown.contains(false) {
        discrete(id, "visibility", shown.map { $0 ? "visible" : "hidden" })
      }
      line("<svg id=\"\(id)\" width=\"1\" height=\"1\">\(content)</svg>")
    }
  }

  /// A layer's own paints in its own coordinates: background and shape (below the
  /// sublayers), or the border (above them).
  private func paints(_ layer: RenderLayer, border: Bool) -> String {
    var writer = SVGWriter(decimals: 3, size: size, imageScale: 2)
    writer.indent = 0
    let tolerance = LayerRenderer.flatteningTolerance
    let hasArea = LayerGeometry.hasArea(layer.bounds)
    if border {
      if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
        writer.fill(
          LayerGeometry.borderPath(layer), .identity, rule: .evenOdd, colour: layer.borderColor,
          tolerance: tolerance)
      }
    } else {
      if hasArea, let colour = layer.backgroundColor, colour.alpha > 0 {
        let rounded = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
        writer.fill(rounded, .identity, rule: .nonZero, colour: colour, tolerance: tolerance)
      }
      if let shape = layer.shape {
        if let colour = shape.fillColor, colour.alpha > 0 {
          writer.fill(
            shape.path, .identity, rule: shape.fillRule, colour: colour, tolerance: tolerance)
        }
        if let colour = shape.strokeColor, colour.alpha > 0, shape.lineWidth > 0 {
          writer.stroke(shape, colour, .identity, tolerance)
        }
      }
    }
    return writer.text.split(separator: "\n").joined()
  }

  private func svgPath(_ path: VectorPath) -> String {
    SVGWriter(decimals: 3, size: size, imageScale: 2).pathData(path)
  }

  /// The fewest keyframes of a run's transforms within the position tolerance: every entry
  /// but the translation is scaled by the layer's reach (a point `reach` away from the
  /// origin moves by the entry's change times `reach`).
  private mutating func reduceTransform(_ samples: LottieSamples, reach: Double) -> [LottieKey] {
    var scaled = LottieSamples(dimension: 16, capacity: samples.count)
    for j in 0..<samples.count {
      for (k, value) in samples[j].enumerated() {
        let factor: Double
        switch k {
        case 12, 13, 14: factor = 1
        case 3, 7, 11: factor = reach * reach
        default: factor = reach
        }
        scaled.append(value * factor)
      }
    }
    var keys = LottieKeyframes.reduce(
      scaled, tolerance: positionTolerance, candidates: candidates, cache: &cache)
    for index in keys.indices { keys[index].value = Array(samples[keys[index].sample]) }
    return keys
  }

  /// `matrix(...)` for a plane map, `matrix3d(...)` otherwise (the entries in CSS's order,
  /// which is Core Animation's m11, m12, ..., m44).
  private static func transformText(_ m: [Double]) -> String {
    let planar =
      m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
      && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1
    if planar {
      return "matrix("
        + [m[0], m[1], m[4], m[5], m[12], m[13]].map { SVGFormat.number($0, decimals: 6) }
        .joined(separator: ",") + ")"
    }
    return "matrix3d(" + m.map { SVGFormat.number($0, decimals: 7) }.joined(separator: ",") + ")"
  }

  /// The CSS easing of a keyframe.
  private func easingText(_ easing: LottieEasing) -> String {
    switch easing {
    case .linear: return "linear"
    case .hold: return "steps(1,end)"
    case .bezier(let x1, let y1, let x2, let y2):
      return "cubic-bezier(" + [x1, y1, x2, y2].map { number($0, 6) }.joined(separator: ",")
        + ")"
    }
  }

  private func offset(_ sample: Int) -> String { number(times[sample] / duration, 7) }

  /// An animation of one property through a run's keyframes, held before its first and
  /// after its last.
  private mutating func animate(
    _ id: String, _ property: String, _ keys: [LottieKey], first: Int,
    format: ([Double]) -> String
  ) {
    var frames: [String] = []
    let start = first + keys[0].sample
    if start > 0 {
      frames.append("{\(property):\"\(format(keys[0].value))\",offset:0}")
    }
    for key in keys {
      frames.append(
        "{\(property):\"\(format(key.value))\",offset:\(offset(first + key.sample)),"
          + "easing:\"\(easingText(key.easing))\"}")
    }
    if first + keys[keys.count - 1].sample < times.count - 1 {
      frames.append("{\(property):\"\(format(keys[keys.count - 1].value))\",offset:1}")
    }
    script += "a(\"\(id)\",[\(frames.joined(separator: ","))]);\n"
  }

  /// An animation of a discrete property, one value a sample, changing at the samples
  /// where the value does.
  private mutating func discrete(_ id: String, _ property: String, _ values: [String]) {
    var frames = ["{\(property):\"\(values[0])\",offset:0}"]
    for index in 1..<values.count where values[index] != values[index - 1] {
      frames.append("{\(property):\"\(values[index - 1])\",offset:\(offset(index))}")
      frames.append("{\(property):\"\(values[index])\",offset:\(offset(index))}")
    }
    frames.append("{\(property):\"\(values[values.count - 1])\",offset:1}")
    script += "a(\"\(id)\",[\(frames.joined(separator: ","))]);\n"
  }
}
