// One global palette for all frames of a GIF (GIF89a §19 Global Color Table, at most 256
// entries). Index `transparentIndex` (the entry after the colours) is reserved for
// transparency and for "unchanged" pixels of frame differences, so 255 colours remain.
//
// Approach: when the frames use at most 255 distinct colours the palette is exact.
// Otherwise the colours that cover at least 1/2000 of the counted pixels (flat UI fills,
// text, backgrounds; at most 128 of them, most frequent first) are kept exactly, and the
// remaining colours (mostly anti-aliased edges) are reduced by median cut (Heckbert 1982,
// "Color image quantization for frame buffer display"), weighted by pixel count: the box
// with the largest count × longest side is split at the weighted median of that side, and
// each box becomes its count-weighted mean, or its most frequent colour when that colour
// holds at least half of the box's pixels (small flat fills stay exact). Pixels map to the nearest
// entry by the
// weighted distance 2·ΔR² + 4·ΔG² + 3·ΔB² (a common cheap perceptual weighting).

/// A GIF colour table and the mapping of 24-bit colours onto it.
struct GIFPalette {
  /// Colours as 0xRRGGBB, at most 255.
  private(set) var colours: [UInt32]
  /// The index written for transparent pixels: `colours.count`.
  var transparentIndex: UInt8 { UInt8(colours.count) }
  /// Table size exponent N: the table holds 2^(N+1) entries (≥ colours + 1).
  var sizeField: Int {
    var bits = 1
    while 1 << bits < colours.count + 1 { bits += 1 }
    return bits - 1
  }
  /// Colour → index, filled on demand.
  private var cache: [UInt32: UInt8] = [:]

  /// Builds a palette from a colour histogram (0xRRGGBB → pixel count).
  init(histogram: [UInt32: Int]) {
    let sorted = histogram.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    guard sorted.count > 255 else {
      colours = sorted.map(\.key)
      for (index, colour) in colours.enumerated() { cache[colour] = UInt8(index) }
      return
    }
    let total = sorted.reduce(0) { $0 + $1.value }
    let reserved = sorted.prefix(128).filter { $0.value * 2000 >= total }
    colours = reserved.map(\.key)
    let rest = Array(sorted.dropFirst(reserved.count))
    colours += Self.medianCut(rest, slots: 255 - colours.count)
    for (index, colour) in colours.enumerated() where cache[colour] == nil {
      cache[colour] = UInt8(index)
    }
  }

  /// The palette index for a colour (exact when present, else the nearest entry).
  mutating func index(of colour: UInt32) -> UInt8 {
    if let known = cache[colour] { return known }
    var best = 0
    var bestDistance = Int.max
    let (r, g, b) = (Int(colour >> 16), Int(colour >> 8 & 0xFF), Int(colour & 0xFF))
    for index in colours.indices {
      let entry = colours[index]
      let dr = r - Int(entry >> 16)
      let dg = g - Int(entry >> 8 & 0xFF)
      let db = b - Int(entry & 0xFF)
      let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    cache[colour] = UInt8(best)
    return UInt8(best)
  }

  /// The global colour table bytes: R, G, B per entry, 2^(N+1) entries, unused ones black.
  var tableBytes: [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 3 << (sizeField + 1))
    for (index, colour) in colours.enumerated() {
      bytes[index * 3] = UInt8(colour >> 16)
      bytes[index * 3 + 1] = UInt8(colour >> 8 & 0xFF)
      bytes[index * 3 + 2] = UInt8(colour & 0xFF)
    }
    return bytes
  }

  /// Weighted median cut of `items` into at most `slots` colours.
  static func medianCut(_ items: [(key: UInt32, value: Int)], slots: Int) -> [UInt32] {
    guard !items.isEmpty, slots > 0 else { return [] }
    var items = items
    struct Box {
      var range: Range<Int>
      var score: Int
      var channel: Int
    }
    func channelValue(_ colour: UInt32, _ channel: Int) -> Int {
      Int(colour >> UInt32(16 - 8 * channel) & 0xFF)
    }
    func makeBox(_ range: Range<Int>) -> Box {
      var low = [255, 255, 255]
      var high = [0, 0, 0]
      var weight = 0
      for item in items[range] {
        weight += item.value
        for channel in 0..<3 {
          let value = channelValue(item.key, channel)
          low[channel] = min(low[channel], value)
          high[channel] = max(high[channel], value)
        }
      }
      let sides = (0..<3).map { high[$0] - low[$0] }
      let channel = sides.firstIndex(of: sides.max()!)!
      return Box(
        range: range, score: range.count > 1 ? weight * max(1, sides[channel]) : -1,
        channel: channel)
    }
    var boxes = [makeBox(0..<items.count)]
    while boxes.count < slots {
      guard let chosen = boxes.indices.max(by: { boxes[$0].score < boxes[$1].score }),
        boxes[chosen].score >= 0
      else { break }
      let box = boxes[chosen]
      let channel = box.channel
      items[box.range].sort {
        let (a, b) = (channelValue($0.key, channel), channelValue($1.key, channel))
        return a != b ? a < b : $0.key < $1.key
      }
      let half = items[box.range].reduce(0) { $0 + $1.value } / 2
      var cumulative = 0
      var split = box.range.lowerBound + 1
      for position in box.range {
        cumulative += items[position].value
        if cumulative >= half {
          split = position + 1
          break
        }
      }
      split = min(max(split, box.range.lowerBound + 1), box.range.upperBound - 1)
      boxes[chosen] = makeBox(box.range.lowerBound..<split)
      boxes.append(makeBox(split..<box.range.upperBound))
    }
    return boxes.map { box in
      var sums = [0, 0, 0]
      var weight = 0
      var dominant = items[box.range.lowerBound]
      for item in items[box.range] where item.value > dominant.value { dominant = item }
      for item in items[box.range] {
        weight += item.value
        for channel in 0..<3 { sums[channel] += channelValue(item.key, channel) * item.value }
      }
      // A colour holding at least half the box's pixels is kept exactly (a small flat
      // fill below the reservation threshold); otherwise the box's weighted mean.
      if dominant.value * 2 >= weight { return dominant.key }
      let mean = sums.map { UInt32(($0 + weight / 2) / max(weight, 1)) }
      return mean[0] << 16 | mean[1] << 8 | mean[2]
    }
  }
}
