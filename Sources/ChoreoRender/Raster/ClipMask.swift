import ChoreoCore

/// A clip: per-pixel coverage in a box (zero outside it), stored in the rasteriser's mask
/// buffer `level`; a solid mask covers its whole box.
struct ClipMask {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int
  var level: Int
  var isSolid: Bool

  static let empty = ClipMask(x0: 0, y0: 0, x1: 0, y1: 0, level: 0, isSolid: true)
}
