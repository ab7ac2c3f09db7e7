import ChoreoCore

/// What the web exporter keeps of each followed layer (LottieSampler's runs), sample by
/// sample: its map to its parent, its opacity and which of its distinct paints it shows.
struct WebTracks {
  /// One run's samples, from its first.
  struct Track {
    var first: Int
    /// The map to the parent's space, 16 entries a sample (m11, m12, ..., m44).
    var transforms = LottieSamples(dimension: 16)
    var opacity = LottieSamples(dimension: 1)
    /// The run's distinct paints (layers without sublayers or placement).
    var variants: [RenderLayer] = []
    /// The variant each sample shows.
    var variantOfSample: [Int] = []
    private var index: [RenderLayer: Int] = [:]

    init(first: Int) { self.first = first }

    mutating func add(_ layer: RenderLayer, relative m: Transform3D) {
      transforms.append(contentsOf: [
        m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
        m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
      ])
      opacity.append(min(max(layer.opacity, 0), 1))
      var own = RenderLayer(bounds: layer.bounds)
      own.backgroundColor = layer.backgroundColor
      own.cornerRadius = layer.cornerRadius
      own.borderWidth = layer.borderWidth
      own.borderColor = layer.borderColor
      own.shape = layer.shape
      own.masksToBounds = layer.masksToBounds
      if let last = variantOfSample.last, variants[last] == own {
        variantOfSample.append(last)
      } else if let known = index[own] {
        variantOfSample.append(known)
      } else {
        index[own] = variants.count
        variantOfSample.append(variants.count)
        variants.append(own)
      }
    }

    /// The last sample index of the run.
    var last: Int { first + variantOfSample.count - 1 }
  }

  private(set) var tracks: [Int: Track] = [:]

  /// Adds one sample's visited layers.
  mutating func add(_ visits: [(run: Int, layer: RenderLayer, relative: Transform3D)], sample: Int)
  {
    for visit in visits {
      tracks[visit.run, default: Track(first: sample)].add(visit.layer, relative: visit.relative)
    }
  }

  subscript(run: Int) -> Track? { tracks[run] }
}
