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
    private var index: [VariantKey: Int] = [:]

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
        return
      }
      // Found, or added as the next variant, with one lookup.
      let next = variants.count
      let known = Self.value(&index[VariantKey(layer: own), default: next])
      variantOfSample.append(known)
      if known == next { variants.append(own) }
    }

    /// The value at an entry (through `inout`, so a defaulted entry is stored).
    private static func value(_ entry: inout Int) -> Int { entry }

    /// A variant as a key of ``index``: equal when the layers are, hashed on what is quick
    /// to read (a shape by its colours and its path by its length and ends). Hashing whole
    /// paths (a label's glyphs) was 5% of a page export's instructions; layers that hash
    /// alike are told apart by `==`.
    private struct VariantKey: Hashable {
      let layer: RenderLayer

      static func == (a: VariantKey, b: VariantKey) -> Bool { a.layer == b.layer }

      func hash(into hasher: inout Hasher) {
        hasher.combine(layer.bounds)
        hasher.combine(layer.backgroundColor)
        hasher.combine(layer.cornerRadius)
        hasher.combine(layer.borderWidth)
        hasher.combine(layer.borderColor)
        hasher.combine(layer.masksToBounds)
        guard let shape = layer.shape else { return }
        hasher.combine(shape.fillColor)
        hasher.combine(shape.strokeColor)
        hasher.combine(shape.lineWidth)
        shape.path.combineOutline(into: &hasher)
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

extension VectorPath {
  /// Feeds `hasher` what is quick to read of the path, its length and its ends: the hash the
  /// web export's paint tables key paths by (a label's glyphs hashed whole were 5-10% of a
  /// page export), consistent with `==`, which still compares every element.
  func combineOutline(into hasher: inout Hasher) {
    hasher.combine(elements.count)
    hasher.combine(elements.first)
    hasher.combine(elements.last)
  }
}
