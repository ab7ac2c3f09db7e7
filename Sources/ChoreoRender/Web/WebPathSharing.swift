// Policy: a live page draws the same path data in many places: a label shown in two panes
// (a before/after demo), a glyph that sits where another label had one, a card's shape
// in every variant of its layer. Each path data written more than once, where that makes
// the page shorter, is written once in a `<defs>` of its own (an `<svg>` of no size at the
// canvas's start) and drawn by `<use href>` wherever it was. A `<use>` takes the id, class
// and visibility its `<path>` had, and the path it draws inherits its paint from it (the
// class's fill and stroke are inherited properties: SVG 2 §5.6, the use element's shadow
// tree), so the page draws the same pixels.

/// Shares repeated path data of a page's canvas markup (see the policy above).
enum WebPathSharing {
  /// `canvas` with each path data that repeats, where sharing it is shorter, moved into one
  /// `<defs>` at the front and drawn by `<use>` elements.
  ///
  /// - Parameter canvas: Markup whose paths are written `<path ATTRIBUTES d="DATA"/>`, the
  ///   data last (``WebPageWriter``'s); other markup is kept as it is.
  /// - Complexity: O(n) in the markup's length.
  static func shared(_ canvas: String) -> String {
    let bytes = Array(canvas.utf8)
    let tags = pathTags(bytes)
    guard !tags.isEmpty else { return canvas }
    var counts: [ArraySlice<UInt8>: Int] = [:]
    for tag in tags { counts[bytes[tag.data], default: 0] += 1 }
    // Whether data of `length` bytes used `count` times is shorter shared: each use writes
    // `<use` and ` href="#gK"` (16 bytes and the name) where `<path` and ` d=""` took 12 and
    // the data, and the definition takes `<path id="gK" d=""/>` (18 bytes, name, data).
    let nameLength = String(counts.count).utf8.count
    func pays(_ length: Int, _ count: Int) -> Bool {
      count >= 2 && count * (length - 4 - nameLength) > 18 + nameLength + length
    }
    var names: [ArraySlice<UInt8>: Int] = [:]
    var definitions: [UInt8] = []
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var copied = 0
    for tag in tags {
      let data = bytes[tag.data]
      guard pays(data.count, counts[data] ?? 0) else { continue }
      let name: Int
      if let known = names[data] {
        name = known
      } else {
        name = names.count
        names[data] = name
        definitions += Array("<path id=\"g\(name)\" d=\"".utf8) + data + Array("\"/>".utf8)
      }
      // `<path` + the attributes before ` d="` becomes `<use` + the same attributes.
      output += bytes[copied..<tag.start]
      output += Array("<use".utf8)
      output += bytes[(tag.start + 5)..<(tag.data.lowerBound - 4)]
      output += Array(" href=\"#g\(name)\"/>".utf8)
      copied = tag.data.upperBound + 3
    }
    guard !names.isEmpty else { return canvas }
    output += bytes[copied...]
    let defs =
      Array("<svg width=\"0\" height=\"0\" style=\"position:absolute\"><defs>".utf8)
      + definitions + Array("</defs></svg>\n".utf8)
    return String(decoding: defs + output, as: UTF8.self)
  }

  /// Each `<path ... d="DATA"/>` of `bytes`: where its `<` is, and the range of its data.
  private static func pathTags(_ bytes: [UInt8]) -> [(start: Int, data: Range<Int>)] {
    let open = Array("<path ".utf8)
    var tags: [(start: Int, data: Range<Int>)] = []
    var index = 0
    while index + open.count <= bytes.count {
      guard bytes[index] == UInt8(ascii: "<"),
        bytes[index..<(index + open.count)].elementsEqual(open)
      else {
        index += 1
        continue
      }
      // The tag's end, then its data: the last attribute, ` d="` ... `"/>`.
      var end = index + open.count
      while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
      guard end < bytes.count, end >= 3, bytes[end - 1] == UInt8(ascii: "/"),
        bytes[end - 2] == UInt8(ascii: "\"")
      else {
        index = end
        continue
      }
      var quote = end - 3
      while quote > index && bytes[quote] != UInt8(ascii: "\"") { quote -= 1 }
      let marker = Array(" d=\"".utf8)
      if quote - 3 > index, bytes[(quote - 3)...quote].elementsEqual(marker) {
        tags.append((index, (quote + 1)..<(end - 2)))
      }
      index = end + 1
    }
    return tags
  }
}
