// Policy: a warped layer (LayerWarp) is drawn in two steps. First its drawing is rendered
// flat, as the layer with no placement of its own, into a source image of its bounds at
// the device's pixel density there (the local → device map's largest stretch, so the warp
// neither blurs nor wastes pixels; at most 4096 pixels a side). Then every device pixel the
// warp's extent can reach is resampled: four samples a pixel on a rook pattern (distinct
// rows and columns, so a horizontal or vertical edge gets five levels of coverage) are
// mapped back to the layer's space (the inverse of the local → device plane homography),
// through the warp to a point of the source image, read bilinearly (premultiplied, clamped
// to the image's edge), shaded as LayerWarp says and averaged. The average is composited
// source-over through the clip mask and the layer's opacity, in the canvas's 8-bit
// premultiplied pixels (the rounding rule of PixelColour). When the layer's map keeps rows
// level (no rotation, no perspective), the warp's per-row answer is computed once a row.
import ChoreoCore

final class WarpRasterizer {
  /// The rook pattern's offsets inside a pixel: (x, y) pairs.
  private static let samples: [(x: Double, y: Double)] = [
    (0.125, 0.625), (0.375, 0.125), (0.625, 0.875), (0.875, 0.375),
  ]
  private static let sourceLimit = 4096

  private var source: FrameRasterizer?
  private var sourcePixels: [UInt8] = []
  private var density = 1.0
  private var warp: LayerWarp?
  private var origin = Point2D.zero
  /// Device → local, as a 3 × 3 plane homography on row vectors (x, y, 1).
  private var inverse: [Double] = Array(repeating: 0, count: 9)
  private var corners: [Point2D] = []
  private var projected: [Point2D] = []

  /// Renders `layer`'s flat drawing and readies the warp; returns the device box to
  /// composite (inside `clip`), or `nil` when nothing can show.
  func prepare(
    _ layer: RenderLayer, _ warp: LayerWarp, local: Transform3D,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int), pixelTolerance: Double
  ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    guard invert(local) else { return nil }
    let extent = warp.extent(in: layer.bounds)
    corners.removeAll(keepingCapacity: true)
    corners.append(Point2D(x: extent.minX, y: extent.minY))
    corners.append(Point2D(x: extent.maxX, y: extent.minY))
    corners.append(Point2D(x: extent.maxX, y: extent.maxY))
    corners.append(Point2D(x: extent.minX, y: extent.maxY))
    LayerGeometry.project(corners, local, into: &projected)
    guard !projected.isEmpty else { return nil }
    var (minX, minY, maxX, maxY) = (
      Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
    )
    for p in projected {
      (minX, minY) = (min(minX, p.x), min(minY, p.y))
      (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let x0 = max(clip.x0, Int(max(minX.rounded(.down), -1e9)))
    let y0 = max(clip.y0, Int(max(minY.rounded(.down), -1e9)))
    let x1 = min(clip.x1, Int(min(maxX.rounded(.up), 1e9)))
    let y1 = min(clip.y1, Int(min(maxY.rounded(.up), 1e9)))
    guard x0 < x1, y0 < y1, LayerGeometry.hasArea(layer.bounds) else { return nil }

    let size = layer.bounds.size
    let stretch = LayerGeometry.maximumStretch(local, over: layer.bounds)
    var wanted = stretch.isFinite ? min(max(stretch, 1e-3), 64) : 1
    wanted = min(
      wanted, Double(Self.sourceLimit) / max(size.width, size.height, 1e-9))
    let width = max(1, Int((size.width * wanted).rounded(.up)))
    let height = max(1, Int((size.height * wanted).rounded(.up)))
    if source == nil || source!.width != width || source!.height != height
      || density != wanted
    {
      source = FrameRasterizer(
        width: width, height: height, scale: wanted, pixelTolerance: pixelTolerance)
    }
    density = wanted
    var flat = layer
    flat.warp = nil
    flat.placement = LayerPlacement(
      bounds: layer.bounds, position: .zero, anchorPoint: .zero, transform: .identity,
      opacity: 1, zPosition: 0)
    flat.isHidden = false
    source!.render(flat, background: .clear, into: &sourcePixels)
    self.warp = warp
    origin = layer.bounds.origin
    return (x0, y0, x1, y1)
  }

  /// Inverts the plane part of `m` (rows x, y and w of the local → device map); false when
  /// it is singular (the layer seen edge-on).
  private func invert(_ m: Transform3D) -> Bool {
    let (a, b, c) = (m.m11, m.m12, m.m14)
    let (d, e, f) = (m.m21, m.m22, m.m24)
    let (g, h, i) = (m.m41, m.m42, m.m44)
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard det.isFinite, abs(det) > 1e-12 else { return false }
    let k = 1 / det
    inverse[0] = (e * i - f * h) * k
    inverse[1] = (c * h - b * i) * k
    inverse[2] = (b * f - c * e) * k
    inverse[3] = (f * g - d * i) * k
    inverse[4] = (a * i - c * g) * k
    inverse[5] = (c * d - a * f) * k
    inverse[6] = (d * h - e * g) * k
    inverse[7] = (b * g - a * h) * k
    inverse[8] = (a * e - b * d) * k
    return true
  }

  /// Composites the prepared warp over `box` of the canvas.
  func composite(
    into pixels: UnsafeMutablePointer<UInt32>, width canvasWidth: Int,
    box: (x0: Int, y0: Int, x1: Int, y1: Int), mask: MaskView, opacity: Float
  ) {
    guard case .pageCurl(let geometry) = warp else { return }
    let g = inverse
    let level = g[1] == 0 && g[3] == 0 && g[2] == 0 && g[5] == 0
    let (sourceWidth, sourceHeight) = (source!.width, source!.height)
    let (pageWidth, pageHeight, fold) = (
      geometry.pageSize.width, geometry.pageSize.height, geometry.foldY
    )
    let ambient = Float(LayerWarp.ambient)
    let wash = Float(LayerWarp.backWash)
    let d = density
    sourcePixels.withUnsafeBufferPointer { sourceBuffer in
      let image = sourceBuffer.baseAddress!
      var rowPaper: [PageCurlGeometry.PaperPoint?] = [nil, nil, nil, nil]
      var rowV: [Double] = [0, 0, 0, 0]

      /// The shaded colour (premultiplied, 0...255) seen at local (u, v) with `paper` the
      /// warp's answer for v.
      func colour(_ u: Double, _ v: Double, _ paper: PageCurlGeometry.PaperPoint?)
        -> SIMD4<Float>
      {
        guard u >= 0, u <= pageWidth else { return .zero }
        guard let paper else {
          guard v >= fold, v <= pageHeight else { return .zero }
          let alpha = Float(LayerWarp.shadow(geometry, below: v - fold)) * 255
          return SIMD4(0, 0, 0, alpha)
        }
        var c = Self.bilinear(
          image, sourceWidth, sourceHeight, u * d - 0.5, paper.pageY * d - 0.5)
        let light = ambient + (1 - ambient) * Float(paper.facing)
        if paper.side == .back {
          c = SIMD4(
            (c.x * (1 - wash) + wash * c.w) * light, (c.y * (1 - wash) + wash * c.w) * light,
            (c.z * (1 - wash) + wash * c.w) * light, c.w)
        } else if light < 1 {
          c = SIMD4(c.x * light, c.y * light, c.z * light, c.w)
        }
        return c
      }

      for y in box.y0..<box.y1 {
        if level {
          for (k, offset) in Self.samples.enumerated() {
            let py = Double(y) + offset.y
            let v = (py * g[4] + g[7]) / g[8] - origin.y
            rowV[k] = v
            rowPaper[k] = geometry.paper(atY: v)
          }
        }
        let weights = mask.row(y)
        let row = pixels + y * canvasWidth
        for x in box.x0..<box.x1 {
          var sum = SIMD4<Float>.zero
          for (k, offset) in Self.samples.enumerated() {
            let px = Double(x) + offset.x
            if level {
              let u = (px * g[0] + g[6]) / g[8] - origin.x
              sum += colour(u, rowV[k], rowPaper[k])
            } else {
              let py = Double(y) + offset.y
              let w = px * g[2] + py * g[5] + g[8]
              guard w > 0 else { continue }
              let u = (px * g[0] + py * g[3] + g[6]) / w - origin.x
              let v = (px * g[1] + py * g[4] + g[7]) / w - origin.y
              sum += colour(u, v, geometry.paper(atY: v))
            }
          }
          let cover = opacity * 0.25 * (weights?[x] ?? 1)
          let s = sum * cover
          guard s.w > 0 else { continue }
          let keep = 1 - s.w / 255
          let dst = row[x]
          row[x] = PixelColour.pack(
            min(s.x + Float(dst & 0xFF) * keep, 255),
            min(s.y + Float(dst >> 8 & 0xFF) * keep, 255),
            min(s.z + Float(dst >> 16 & 0xFF) * keep, 255),
            min(s.w + Float(dst >> 24) * keep, 255))
        }
      }
    }
  }

  /// The source image at pixel coordinates (x, y) (pixel centres on integers), read
  /// bilinearly with the coordinates clamped to the image.
  @inline(__always)
  private static func bilinear(
    _ image: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ x: Double, _ y: Double
  ) -> SIMD4<Float> {
    let cx = min(max(x, 0), Double(width - 1))
    let cy = min(max(y, 0), Double(height - 1))
    let (x0, y0) = (Int(cx), Int(cy))
    let (x1, y1) = (min(x0 + 1, width - 1), min(y0 + 1, height - 1))
    let (fx, fy) = (Float(cx - Double(x0)), Float(cy - Double(y0)))
    func pixel(_ px: Int, _ py: Int) -> SIMD4<Float> {
      let p = image + (py * width + px) * 4
      return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
    }
    let top = pixel(x0, y0) * (1 - fx) + pixel(x1, y0) * fx
    let bottom = pixel(x0, y1) * (1 - fx) + pixel(x1, y1) * fx
    return top * (1 - fy) + bottom * fy
  }
}
