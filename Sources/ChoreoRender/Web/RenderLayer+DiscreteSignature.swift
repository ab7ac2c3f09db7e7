import ChoreoCore

extension RenderLayer {
  /// A hash of what of the tree can only switch, never glide: which layers are drawn (not
  /// hidden) and in what nesting, each one's name (a label's is its text), whether it
  /// paints a background, a border or a shape, and whether it clips. Geometry (a path's
  /// too: a plot that grows), colours and opacity, which move continuously, are left out. The
  /// web exporter looks for the instant this changes between two samples (a label that
  /// changes, a tap's ring that appears), to switch the page there.
  ///
  /// Equal trees give equal signatures within one process (it is a `Hasher` value).
  package var discreteSignature: Int {
    var hasher = Hasher()
    combineDiscrete(into: &hasher)
    return hasher.finalize()
  }

  private func combineDiscrete(into hasher: inout Hasher) {
    guard !isHidden else {
      hasher.combine(0 as UInt8)
      return
    }
    hasher.combine(1 as UInt8)
    hasher.combine(name)
    hasher.combine(backgroundColor != nil)
    hasher.combine(borderWidth > 0)
    hasher.combine(masksToBounds)
    hasher.combine(shape != nil)
    hasher.combine(sublayers.count)
    for sublayer in sublayers { sublayer.combineDiscrete(into: &hasher) }
  }
}
