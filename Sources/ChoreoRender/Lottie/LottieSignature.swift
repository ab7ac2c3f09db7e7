import ChoreoCore

/// What Lottie cannot animate on one layer: a layer whose signature changes starts a new
/// run. Two signatures are equal when every part is.
struct LottieSignature: Sendable, Hashable {
  /// Linked (0), canvas (1) or projected (2).
  var mapping: UInt8 = 0
  /// The place among its siblings.
  var rank: Int
  var background = false
  var mask = false
  /// The border path's element kinds, when it has one.
  var border: [UInt8]?
  var shape = false
  /// The shape's element kinds (nil when the signature leaves them out).
  var shapeStructure: [UInt8]?
  var fill: FillRule?
  var strokeCap: LineCap?
  var strokeJoin: LineJoin?
  /// A projected layer's polygons' vertex counts, paint by paint.
  var projected: [[Int]] = []
  /// The clip's vertex count, for a layer that clips.
  var clip: Int?

  /// Hashes every part, element kinds as bytes.
  func hash(into hasher: inout Hasher) {
    hasher.combine(mapping)
    hasher.combine(rank)
    hasher.combine(background)
    hasher.combine(mask)
    func combine(_ kinds: [UInt8]?) {
      hasher.combine(kinds?.count ?? -1)
      kinds?.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
    combine(border)
    combine(shapeStructure)
    hasher.combine(fill)
    hasher.combine(strokeCap)
    hasher.combine(strokeJoin)
    hasher.combine(projected)
    hasher.combine(clip)
  }
}
