import ChoreoCore

/// Writes the page of followed layers: nested elements, their paints and their animations.
struct WebPageWriter {
  let duration: Double
  let size: Size2D
  let background: RGBA
  let title: String
  /// The frame rate the arrow keys step by.
  let framesPerSecond: Int
  /// The time of each sample.
  let times: [Double]
  /// When each sample's discrete state began (``SceneSamples/changeTimes``): where the
  /// page switches what can only switch (a paint, a layer's presence, a clip).
  let changeTimes: [Double]
  /// Whether each sample's discrete state differs from the sample before's.
  let changed: [Bool]
  /// The instant the page shows before and without its script: every element's base
  /// style is its value then.
  let stillTime: Double
  /// The sample whose discrete state shows at ``stillTime``.
  private let stillSample: Int
  /// The samples around ``stillTime`` and how far it lies from the first to the second.
  private let stillSpan: (first: Int, second: Int, fraction: Double)
  let candidates: [LottieEasingCandidate]
  let positionTolerance: Double
  let opacityTolerance: Double
  private var cache = LottieProbeCache()
  /// The class of each distinct set of paint attributes (``paintClass(_:)``).
  private var paintClasses: [Substring: Int] = [:]
  /// The style sheet's rules for ``paintClasses``.
  private var paintStyle = ""
  private var body = ""
  private var script = ""
  private var indent = 2

  init(
    duration: Double, size: Size2D, background: RGBA, title: String, framesPerSecond: Int,
    times: [Double], changeTimes: [Double], changed: [Bool], stillTime: Double,
    candidates: [LottieEasingCandidate], positionTolerance: Double, opacityTolerance: Double
  ) {
    self.duration = duration
    self.size = size
    self.background = background
    self.title = title
    self.framesPerSecond = framesPerSecond
    self.times = times
    self.changeTimes = changeTimes
    self.changed = changed
    self.stillTime = stillTime
    stillSample = changeTimes.lastIndex { $0 <= stillTime } ?? 0
    let first = times.lastIndex { $0 <= stillTime } ?? 0
    let second = min(first + 1, times.count - 1)
    let span = times[second] - times[first]
    stillSpan = (first, second, span > 0 ? min(1, (stillTime - times[first]) / span) : 0)
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
      title: title, size: size, background: background, duration: duration,
      framesPerSecond: framesPerSecond, canvas: WebPathSharing.shared(body), script: script,
      paintStyle: paintStyle)
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
    let (keys, switches) = reduceTransform(track.transforms, reach: reach, first: track.first)
    if keys.count == 1 {
      style += "transform:\(Self.transformText(keys[0].value))"
    } else {
      animate(
        name, "transform", keys, first: track.first, switches: switches,
        format: Self.transformText)
      style += "transform:\(Self.transformText(stillValue(track.transforms, first: track.first)))"
    }
    let (opacityKeys, opacitySwitches) = reducePieces(
      track.opacity, first: track.first, tolerance: opacityTolerance)
    if opacityKeys.count == 1 {
      if opacityKeys[0].value[0] < 1 {
        style += (style.isEmpty ? "" : ";") + "opacity:\(number(opacityKeys[0].value[0], 4))"
      }
    } else {
      animate(name, "opacity", opacityKeys, first: track.first, switches: opacitySwitches) {
        SVGFormat.number($0[0], decimals: 4)
      }
      let still = stillValue(track.opacity, first: track.first)[0]
      if still < 1 { style += ";opacity:\(number(still, 4))" }
    }
    let presence = (0..<times.count).map { $0 >= track.first && $0 <= track.last }
    if presence.contains(false) {
      visibility(name, presence)
      if !presence[stillSample] { style += ";visibility:hidden" }
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
        var all = [String](repeating: values[0], count: times.count)
        for (offset, value) in values.enumerated() { all[track.first + offset] = value }
        line("<div class=\"k\" id=\"\(name)k\" style=\"clip-path:\(all[stillSample])\">")
        discrete(name + "k", "clipPath", all)
      }
      indent += 1
    }
    let lower = track.variants.map { paints($0, border: false) }
    let upper = track.variants.map { paints($0, border: true) }
    paintElements(name + "v", lower, track: track)
    for child in children[id] ?? [] {
      element(child, runs: runs, tracks: tracks, children: children)
    }
    paintElements(name + "u", upper, track: track)
    if clipped {
      indent -= 1
      line("</div>")
    }
    indent -= 1
    line("</div>")
  }

  /// One `<svg>` holding every distinct paint element of a run's variants (`elements`,
  /// one list a variant, as ``paints(_:border:)`` makes them), each written once and, where
  /// some samples show it and others do not, shown by a `visibility` hold while the sample's
  /// variant has it. A label whose text changes is so its glyphs, each written once, not a
  /// copy of the whole text a sample. Elements are drawn in the order of their slots
  /// (background, fill, stroke, border), which is each variant's own order; elements of one
  /// slot never overlap in a way the order shows (a slot's single element, or opaque
  /// strokes of one colour), so within a slot the elements shown in the same samples (a
  /// text's glyphs) are written together, in one `<g>` with one `visibility` hold. Each
  /// element's paint (fill, stroke and their settings) is a class of the page's style
  /// sheet (``paintClass(_:)``), and one hidden at the still instant has the class `h`.
  private mutating func paintElements(
    _ prefix: String, _ elements: [[PaintElement]], track: WebTracks.Track
  ) {
    // Each distinct paint is written as SVG once (labels share most glyphs), and paints
    // that write the same markup are one element.
    var markups: [(slot: Int, markup: String)] = []
    var byMarkup: [PaintMarkup: Int] = [:]
    var byPaint: [PaintElement: Int?] = [:]
    let members = elements.map { list -> Set<Int> in
      var set = Set<Int>()
      for element in list {
        let known: Int?
        if let seen = byPaint[element] {
          known = seen
        } else {
          let written = PaintMarkup(slot: element.slot, markup: markup(of: element))
          if written.markup.isEmpty {
            known = nil
          } else if let same = byMarkup[written] {
            known = same
          } else {
            byMarkup[written] = markups.count
            markups.append((written.slot, written.markup))
            known = markups.count - 1
          }
          byPaint[element] = known
        }
        if let known { set.insert(known) }
      }
      return set
    }
    guard !markups.isEmpty else { return }
    let order = markups.indices.sorted { (markups[$0].slot, $0) < (markups[$1].slot, $1) }
    // A plain loop over the samples the track covers: a `map` with a closure over the
    // track copied it (four arrays) at every call in the debug build.
    let (first, end, variantOfSample) =
      (track.first, min(track.last, times.count - 1), track.variantOfSample)
    // The elements of one slot, grouped by the samples that show them, groups in the
    // order of their first element.
    var groups: [(shown: [Bool], elements: [(paint: String, data: String)])] = []
    var groupOfShown: [[Bool]: Int] = [:]
    var content = ""
    var groupCount = 0
    func path(_ element: (paint: String, data: String), id: String = "", hidden: Bool = false)
      -> String
    {
      "<path\(id.isEmpty ? "" : " id=\"\(id)\"") class=\"\(element.paint)\(hidden ? " h" : "")\""
        + " d=\"\(element.data)\"/>"
    }
    func flush() {
      for group in groups {
        guard group.shown.contains(false) else {
          for element in group.elements { content += path(element) }
          continue
        }
        let id = "\(prefix)\(groupCount)"
        let hidden = !group.shown[stillSample]
        groupCount += 1
        visibility(id, group.shown)
        if group.elements.count == 1 {
          content += path(group.elements[0], id: id, hidden: hidden)
        } else {
          content += "<g id=\"\(id)\"\(hidden ? " class=\"h\"" : "")>"
          for element in group.elements { content += path(element) }
          content += "</g>"
        }
      }
      groups.removeAll(keepingCapacity: true)
      groupOfShown.removeAll(keepingCapacity: true)
    }
    var slot = markups[order[0]].slot
    for element in order {
      if markups[element].slot != slot {
        flush()
        slot = markups[element].slot
      }
      var shown = [Bool](repeating: false, count: times.count)
      var sample = first
      while sample <= end {
        shown[sample] = members[variantOfSample[sample - first]].contains(element)
        sample += 1
      }
      let written = classed(markups[element].markup)
      if let group = groupOfShown[shown] {
        groups[group].elements.append(written)
      } else {
        groupOfShown[shown] = groups.count
        groups.append((shown, [written]))
      }
    }
    flush()
    line("<svg width=\"1\" height=\"1\">\(content)</svg>")
  }

  /// A paint's markup (`<path d="..." fill="..." .../>`, as ``markup(of:)`` writes it)
  /// split into the class of its paint attributes and its path data, shortened
  /// (``WebPathData``).
  private mutating func classed(_ markup: String) -> (paint: String, data: String) {
    let head = "<path d=\""
    precondition(markup.hasPrefix(head), "a paint that is not a path: \(markup.prefix(20))")
    let dataStart = markup.index(markup.startIndex, offsetBy: head.count)
    let dataEnd = markup[dataStart...].firstIndex(of: "\"")!
    let attributes = markup[
      markup.index(after: dataEnd)..<markup.index(markup.endIndex, offsetBy: -2)]
    return (paintClass(attributes), WebPathData.shortened(markup[dataStart..<dataEnd]))
  }

  /// The class of a paint's presentation attributes (` fill="#8e8e93" fill-rule="evenodd"`):
  /// one a distinct set in the page, its rule (`.p0{fill:#8e8e93;fill-rule:evenodd}`) in
  /// ``paintStyle``. Each attribute is the CSS property of its name (SVG 2 §6.6), so the
  /// rule paints as the attributes did.
  private mutating func paintClass(_ attributes: Substring) -> String {
    if let known = paintClasses[attributes] { return "p\(known)" }
    let number = paintClasses.count
    paintClasses[attributes] = number
    let parts = attributes.split(separator: "\"", omittingEmptySubsequences: false)
    var declarations: [String] = []
    var index = 0
    while index + 1 < parts.count {
      let name = parts[index].drop { $0 == " " }.dropLast()
      declarations.append("\(name):\(parts[index + 1])")
      index += 2
    }
    paintStyle += ".p\(number){\(declarations.joined(separator: ";"))}\n"
    return "p\(number)"
  }

  /// A paint element as written: its slot and its markup.
  private struct PaintMarkup: Hashable {
    var slot: Int
    var markup: String
  }

  /// One element of a layer's own paints, with its place in the painting order: what to
  /// draw, compared before any of it is written as SVG (labels share most glyphs).
  struct PaintElement: Hashable {
    /// 0 background, 1 shape fill, 2 shape stroke, 3 border.
    var slot: Int
    var paint: Paint

    enum Paint: Hashable {
      /// A filled path.
      case fill(VectorPath, FillRule, RGBA)
      /// A stroked shape (its path one subpath when the stroke is opaque).
      case stroke(VectorShape, RGBA)
    }

    /// Hashed on what is quick to read: the slot, the colour and the path's outline
    /// (``VectorPath/combineOutline(into:)``; `==` still compares whole paths). Every
    /// element of every variant is looked up.
    func hash(into hasher: inout Hasher) {
      hasher.combine(slot)
      switch paint {
      case .fill(let path, _, let colour):
        hasher.combine(colour)
        path.combineOutline(into: &hasher)
      case .stroke(let shape, let colour):
        hasher.combine(colour)
        hasher.combine(shape.lineWidth)
        shape.path.combineOutline(into: &hasher)
      }
    }
  }

  /// The SVG of one paint element, in its layer's coordinates: one `<path .../>`, or nothing
  /// for a paint that draws nothing.
  private func markup(of element: PaintElement) -> String {
    var writer = SVGWriter(decimals: 3, size: size, imageScale: 2)
    writer.indent = 0
    // One line: splitting the text at newlines afterwards walked it a Character at a time
    // (12% of a Reduce Motion page's export).
    writer.lineEnd = ""
    let tolerance = LayerRenderer.flatteningTolerance
    switch element.paint {
    case .fill(let path, let rule, let colour):
      writer.fill(path, .identity, rule: rule, colour: colour, tolerance: tolerance)
    case .stroke(let shape, let colour):
      writer.stroke(shape, colour, .identity, tolerance)
    }
    return writer.text
  }

  /// A layer's own paints in its own coordinates, as elements: background and shape (below
  /// the sublayers), or the border (above them). An opaque stroke is one element a subpath
  /// (a glyph of a label), which draws the same: the stroke of a path is the union of its
  /// subpaths' strokes.
  private func paints(_ layer: RenderLayer, border: Bool) -> [PaintElement] {
    let hasArea = LayerGeometry.hasArea(layer.bounds)
    var elements: [PaintElement] = []
    if border {
      if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
        elements.append(
          PaintElement(
            slot: 3, paint: .fill(LayerGeometry.borderPath(layer), .evenOdd, layer.borderColor)))
      }
      return elements
    }
    if hasArea, let colour = layer.backgroundColor, colour.alpha > 0 {
      let rounded = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
      elements.append(PaintElement(slot: 0, paint: .fill(rounded, .nonZero, colour)))
    }
    if let shape = layer.shape {
      if let colour = shape.fillColor, colour.alpha > 0 {
        elements.append(PaintElement(slot: 1, paint: .fill(shape.path, shape.fillRule, colour)))
      }
      if let colour = shape.strokeColor, colour.alpha > 0, shape.lineWidth > 0 {
        let pieces = colour.alpha >= 1 ? Self.subpaths(of: shape.path) : [shape.path]
        for piece in pieces {
          var part = shape
          part.path = piece
          elements.append(PaintElement(slot: 2, paint: .stroke(part, colour)))
        }
      }
    }
    return elements
  }

  /// A path's subpaths, each from its `move` on; the elements before a first `move` go
  /// with the first.
  static func subpaths(of path: VectorPath) -> [VectorPath] {
    var pieces: [[VectorPath.Element]] = []
    for element in path.elements {
      if case .move = element, pieces.last.map({ !$0.isEmpty }) ?? true {
        pieces.append([])
      }
      if pieces.isEmpty { pieces.append([]) }
      pieces[pieces.count - 1].append(element)
    }
    return pieces.map { VectorPath(elements: $0) }
  }

  private func svgPath(_ path: VectorPath) -> String {
    SVGWriter(decimals: 3, size: size, imageScale: 2).pathData(path)
  }

  /// The fewest keyframes of a run's transforms (from sample `first` on) within the position
  /// tolerance, by ``reducePieces(_:first:tolerance:)``: every entry but the translation is
  /// scaled by the layer's reach (a point `reach` away from the origin moves by the entry's
  /// change times `reach`).
  private mutating func reduceTransform(
    _ samples: LottieSamples, reach: Double, first: Int
  ) -> (keys: [LottieKey], switches: Set<Int>) {
    var scaled = LottieSamples(dimension: 16, capacity: samples.count)
    for j in 0..<samples.count {
      let sample = samples[j]
      for k in 0..<sample.count {
        let value = sample[sample.startIndex + k]
        let factor: Double
        switch k {
        case 12, 13, 14: factor = 1
        case 3, 7, 11: factor = reach * reach
        default: factor = reach
        }
        scaled.append(value * factor)
      }
    }
    var (keys, switches) = reducePieces(scaled, first: first, tolerance: positionTolerance)
    for index in keys.indices { keys[index].value = Array(samples[keys[index].sample]) }
    return (keys, switches)
  }

  /// The fewest keyframes of a property's samples (from sample `first` on) within
  /// `tolerance`, reduced piece by piece between the samples where it jumps as the scene's
  /// discrete state changes (a page that snaps back as its transition ends): a change
  /// larger than the tolerance and three times either neighbouring change. Each piece but
  /// the last ends on a hold; the next starts with its first value held from the change's
  /// instant (a key in `switches`, by index among the keys) to its first sample, so the
  /// jump lands where the discrete changes do rather than on a curve fitted across it,
  /// which can swing between the samples.
  private mutating func reducePieces(
    _ samples: LottieSamples, first: Int, tolerance: Double
  ) -> (keys: [LottieKey], switches: Set<Int>) {
    func change(_ a: Int, _ b: Int) -> Double {
      let (x, y) = (samples[a], samples[b])
      var largest = 0.0
      for k in 0..<x.count {
        largest = max(largest, abs(x[x.startIndex + k] - y[y.startIndex + k]))
      }
      return largest
    }
    var starts = [0]
    if samples.count > 1 {
      for j in 1..<samples.count where changed[first + j] {
        let jump = change(j, j - 1)
        let before = j >= 2 ? change(j - 1, j - 2) : 0
        let after = j + 1 < samples.count ? change(j + 1, j) : 0
        if jump > tolerance && jump > 3 * max(before, after) { starts.append(j) }
      }
    }
    guard starts.count > 1 else {
      return (
        LottieKeyframes.reduce(
          samples, tolerance: tolerance, candidates: candidates, cache: &cache), []
      )
    }
    var keys: [LottieKey] = []
    var switches: Set<Int> = []
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : samples.count
      var piece = LottieSamples(dimension: samples.dimension, capacity: end - start)
      for j in start..<end { piece.append(contentsOf: samples[j]) }
      var reduced = LottieKeyframes.reduce(
        piece, tolerance: tolerance, candidates: candidates, cache: &cache)
      for k in reduced.indices { reduced[k].sample += start }
      if end < samples.count { reduced[reduced.count - 1].easing = .hold }
      if index > 0 {
        switches.insert(keys.count)
        keys.append(LottieKey(sample: start, value: reduced[0].value, easing: .hold))
      }
      keys += reduced
    }
    return (keys, switches)
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

  /// The offset of a switch to sample `sample`'s discrete state: its change time
  /// (``changeTimes``) rounded down to the 7 decimals of every offset (down by one in the
  /// last where it is exact), so that a browser at that very instant (`#still=T` with T the
  /// change time) shows the new state, however it rounds the current time over the
  /// duration; never after ``offset(_:)`` of the same sample, never before the sample
  /// before's.
  private func switchOffset(_ sample: Int) -> String {
    let exact = changeTimes[sample] / duration
    return number(max(0, (exact * 1e7 - 1e-3).rounded(.down) / 1e7), 7)
  }

  /// The value of a run's samples (from sample `first` on) at ``stillTime``: the samples
  /// around it blended linearly, the run's first or last where it does not cover them.
  private func stillValue(_ samples: LottieSamples, first: Int) -> [Double] {
    let low = min(max(stillSpan.first - first, 0), samples.count - 1)
    let high = min(max(stillSpan.second - first, 0), samples.count - 1)
    let (a, b) = (samples[low], samples[high])
    let f = stillSpan.fraction
    return (0..<a.count).map {
      a[a.startIndex + $0] + (b[b.startIndex + $0] - a[a.startIndex + $0]) * f
    }
  }

  /// An animation of one property through a run's keyframes, held before its first and
  /// after its last; the keys in `switches` (by index) and those that end a hold are placed
  /// at their sample's change instant (``switchOffset(_:)``), the others at their sample's
  /// time.
  private mutating func animate(
    _ id: String, _ property: String, _ keys: [LottieKey], first: Int, switches: Set<Int>,
    format: ([Double]) -> String
  ) {
    var frames: [String] = []
    let start = first + keys[0].sample
    if start > 0 {
      frames.append("{\(property):\"\(format(keys[0].value))\",offset:0}")
    }
    for (index, key) in keys.enumerated() {
      // A key that ends a hold (a value that steps) switches as discrete changes do, at or
      // just before its instant; so does a jump's first key (`switches`).
      let endsHold =
        index > 0 && keys[index - 1].easing == .hold && keys[index - 1].sample < key.sample
      let switching = switches.contains(index) || endsHold
      frames.append(
        "{\(property):\"\(format(key.value))\","
          + "offset:\(switching ? switchOffset(first + key.sample) : offset(first + key.sample)),"
          + "easing:\"\(easingText(key.easing))\"}")
    }
    if first + keys[keys.count - 1].sample < times.count - 1 {
      frames.append("{\(property):\"\(format(keys[keys.count - 1].value))\",offset:1}")
    }
    script += "a(\"\(id)\",[\(frames.joined(separator: ","))]);\n"
  }

  /// A `visibility` animation, shown or hidden a sample, written short: `v(id,shown at 0,
  /// [offsets where it flips])`, which the page's `v` turns into the same hold keyframes
  /// that ``discrete(_:_:_:)`` writes (a label's glyphs flip often; this keeps each flip to
  /// one number).
  private mutating func visibility(_ id: String, _ shown: [Bool]) {
    var flips: [String] = []
    for index in 1..<shown.count where shown[index] != shown[index - 1] {
      flips.append(switchOffset(index))
    }
    script += "v(\"\(id)\",\(shown[0] ? 1 : 0),[\(flips.joined(separator: ","))]);\n"
  }

  /// An animation of a discrete property, one value a sample, changing at the samples
  /// where the value does, written short: `s(id, property, [value at 0, offset, value
  /// from it, ...])`, each value once, which the page's `s` turns into hold keyframes (the
  /// value before and the value after at each offset; a clip that follows a growing card
  /// changes at every sample).
  private mutating func discrete(_ id: String, _ property: String, _ values: [String]) {
    var list = ["\"\(values[0])\""]
    for index in 1..<values.count where values[index] != values[index - 1] {
      list.append(switchOffset(index))
      list.append("\"\(values[index])\"")
    }
    script += "s(\"\(id)\",\"\(property)\",[\(list.joined(separator: ","))]);\n"
  }
}
