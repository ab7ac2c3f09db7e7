// The per-frame loop of a compiled scroll scene. Segment evaluation mirrors
// KeyframeCurve's: timing segments interpolate `a + (b − a) · curve(f)`; smooth segments are
// evaluated by the one Catmull-Rom evaluation both use (catmullRomValue in ChoreoCore's
// CatmullRom.swift: Barry-Goldman, missing end neighbours reflected); holds keep the
// previous value until the key.

extension ScrollProgram {
  func run(offset: Double, metrics: ScrollMetrics, into frame: inout ScrollSceneState) {
    frame.program = self
    frame.offset = offset
    if frame.values.count != slotCount {
      frame.values = [Double](repeating: 0, count: slotCount)
    }
    if frame.progresses.count != timelines.count {
      frame.progresses = [Double](repeating: 0, count: timelines.count)
    }
    for index in timelines.indices {
      frame.progresses[index] = timelines[index].unsafeProgress(at: offset)
    }
    restingValues.withUnsafeBufferPointer { resting in
      frame.values.withUnsafeMutableBufferPointer { values in
        values.baseAddress!.update(from: resting.baseAddress!, count: resting.count)
        values[ScrollMetric.viewportWidth.rawValue] = metrics.viewport.width
        values[ScrollMetric.viewportHeight.rawValue] = metrics.viewport.height
        values[ScrollMetric.contentWidth.rawValue] = metrics.content.width
        values[ScrollMetric.contentHeight.rawValue] = metrics.content.height
        values[ScrollMetric.scrollOffset.rawValue] = offset
        frame.progresses.withUnsafeBufferPointer { progresses in
          for animation in animationSlot.indices {
            values[animationSlot[animation]] = evaluate(
              animation: animation, at: progresses[animationTimeline[animation]], values: values)
          }
        }
      }
    }
  }

  @inline(__always)
  func keyValue(_ key: Int, _ values: UnsafeMutableBufferPointer<Double>) -> Double {
    var piece = pieceStart[key]
    let end = pieceStart[key + 1]
    var result = pieceValue(piece, values)
    piece += 1
    while piece < end {
      let value = pieceValue(piece, values)
      result = keyTakesLeast[key] ? Swift.min(result, value) : Swift.max(result, value)
      piece += 1
    }
    return result
  }

  @inline(__always)
  func pieceValue(_ piece: Int, _ values: UnsafeMutableBufferPointer<Double>) -> Double {
    var sum = pieceConstant[piece]
    var term = termStart[piece]
    let end = termStart[piece + 1]
    while term < end {
      sum += termCoefficient[term] * values[termSlot[term]]
      term += 1
    }
    return sum
  }

  func evaluate(animation: Int, at progress: Double, values: UnsafeMutableBufferPointer<Double>)
    -> Double
  {
    let first = keyStart[animation]
    let last = keyStart[animation + 1] - 1
    if first == last { return keyValue(first, values) }
    if progress <= keyProgress[first] {
      let start = keyValue(first, values)
      guard animationExtends[animation], progress < keyProgress[first] else { return start }
      let slope = endSlope(segmentEndingAt: first + 1, atEnd: false, values: values)
      return start + (progress - keyProgress[first]) * slope
    }
    if progress >= keyProgress[last] {
      let end = keyValue(last, values)
      guard animationExtends[animation], progress > keyProgress[last] else { return end }
      let slope = endSlope(segmentEndingAt: last, atEnd: true, values: values)
      return end + (progress - keyProgress[last]) * slope
    }
    // Binary search for the key ending the segment: keyProgress[low − 1] < p ≤ keyProgress[low].
    var low = first + 1
    var high = last
    while low < high {
      let middle = (low + high) / 2
      if keyProgress[middle] < progress { low = middle + 1 } else { high = middle }
    }
    if progress == keyProgress[low] { return keyValue(low, values) }
    let t1 = keyProgress[low - 1]
    let t2 = keyProgress[low]
    let fraction = (progress - t1) / (t2 - t1)
    switch keySegment[low] {
    case .hold:
      return keyValue(low - 1, values)
    case .timing(let curve):
      let a = keyValue(low - 1, values)
      let b = keyValue(low, values)
      return a + (b - a) * curve.value(at: fraction)
    case .smooth:
      return smoothValue(segmentEndingAt: low, first: first, last: last, at: progress, values)
    }
  }

  /// The slope (value per unit progress) at the start (`atEnd == false`) or end of the
  /// segment ending at key `key`: a timing curve's end slope times the chord's, the chord
  /// for a smooth segment (or when the curve's end tangent is vertical), 0 for a hold.
  func endSlope(segmentEndingAt key: Int, atEnd: Bool, values: UnsafeMutableBufferPointer<Double>)
    -> Double
  {
    let chord =
      (keyValue(key, values) - keyValue(key - 1, values))
      / (keyProgress[key] - keyProgress[key - 1])
    switch keySegment[key] {
    case .hold: return 0
    case .smooth: return chord
    case .timing(let curve):
      let slope = curve.slope(at: atEnd ? 1 : 0)
      return slope.isFinite ? chord * slope : chord
    }
  }

  func smoothValue(
    segmentEndingAt index: Int, first: Int, last: Int, at time: Double,
    _ values: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    catmullRomValue(
      before: index - 2 >= first ? (keyProgress[index - 2], keyValue(index - 2, values)) : nil,
      (keyProgress[index - 1], keyValue(index - 1, values)),
      (keyProgress[index], keyValue(index, values)),
      after: index + 1 <= last ? (keyProgress[index + 1], keyValue(index + 1, values)) : nil,
      at: time)
  }
}
