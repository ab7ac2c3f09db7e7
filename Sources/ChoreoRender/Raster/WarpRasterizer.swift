// Policy: a warped layer (LayerWarp) is drawn in two steps. First its drawing is rendered
// flat, as the layer with no placement of its own, into a source image of its bounds at
// the device's pixel density there (the local → device map's largest stretch, so the warp
// neither blurs nor wastes pixels; at most 4096 pixels a side). Then every device pixel the
// warp's extent can reach is resampled: four samples a pixel on a rook pattern (distinct
// rows and columns, so a horizontal or vertical edge gets five levels of coverage) are
// mapped back to the layer's space (the inverse of the local → device plane homography),
// through the warp to a point of the source image, read from the source pixel holding it
// (box reconstruction, clamped to the image's edge: where the warp is the identity the
// page comes out exactly as drawn), shaded as LayerWarp says and averaged. The average is
// composited
// source-over through the clip mask and the layer's opacity, in the canvas's 8-bit
// premultiplied pixels (the rounding rule of PixelColour). When the layer's map keeps rows
// level (no rotation, no perspective), the warp is the identity across a row: the four
// samples become four sample rows, found once a device row, and one column read a pixel
// (at its centre, linear between source columns), with the page's left and right edges
// covered exactly.
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
    // Both sides of each bound are clamped before the conversion (a page wholly right of
    // the canvas has minX > 1e9).
    let x0 = max(clip.x0, Int(min(max(minX.rounded(.down), -1e9), 1e9)))
    let y0 = max(clip.y0, Int(min(max(minY.rounded(.down), -1e9), 1e9)))
    let x1 = min(clip.x1, Int(min(max(maxX.rounded(.up), -1e9), 1e9)))
    let y1 = min(clip.y1, Int(min(max(maxY.rounded(.up), -1e9), 1e9)))
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
    let target = Target(pixels: pixels, width: canvasWidth, box: box, mask: mask, opacity: opacity)
    sourcePixels.withUnsafeBufferPointer { image in
      if g[1] == 0 && g[3] == 0 && g[2] == 0 && g[5] == 0 {
        compositeLevel(geometry, image.baseAddress!, target)
      } else {
        compositeGeneral(geometry, image.baseAddress!, target)
      }
    }
  }

  /// Where the warp is composited.
  private struct Target {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let box: (x0: Int, y0: Int, x1: Int, y1: Int)
    let mask: MaskView
    let opacity: Float

    /// Source-over of premultiplied (0...255) `colour` at `cover` onto pixel (x, y).
    @inline(__always)
    func put(_ x: Int, _ y: Int, _ r: Float, _ g: Float, _ b: Float, _ a: Float, _ cover: Float) {
      let cover = cover * opacity * (mask.row(y)?[x] ?? 1)
      let alpha = a * cover
      guard alpha > 0 else { return }
      let keep = 1 - alpha / 255
      let pixel = pixels + y * width + x
      let d = pixel.pointee
      pixel.pointee = PixelColour.pack(
        min(r * cover + Float(d & 0xFF) * keep, 255),
        min(g * cover + Float(d >> 8 & 0xFF) * keep, 255),
        min(b * cover + Float(d >> 16 & 0xFF) * keep, 255),
        min(alpha + Float(d >> 24) * keep, 255))
    }
  }

  /// A source row's part in one device row: the colour weight `rgb`, the weight `white` of
  /// its alpha added to the colour (the back's wash), and the alpha weight `alpha`.
  private struct RowTap {
    var row: Int
    var rgb: Float
    var white: Float
    var alpha: Float
  }
  private var taps: [RowTap] = []

  /// The shading of `paper` as weights: colour × `rgb` + alpha × `white`.
  @inline(__always)
  private static func shading(_ paper: PageCurlGeometry.PaperPoint) -> (rgb: Float, white: Float) {
    let light = Float(LayerWarp.ambient + (1 - LayerWarp.ambient) * paper.facing)
    guard paper.side == .back else { return (light, 0) }
    let wash = Float(LayerWarp.backWash)
    return ((1 - wash) * light, wash * light)
  }

  /// Rows kept level: each device row's four sample rows are one page row each, found once
  /// a row and reduced to weights on at most four source rows; across the row the warp is
  /// the identity in x, so one column read a pixel (linear between source columns), with
  /// the page's left and right edges covered exactly.
  private func compositeLevel(
    _ geometry: PageCurlGeometry, _ image: UnsafePointer<UInt8>, _ target: Target
  ) {
    let g = inverse
    let (sourceWidth, sourceHeight, d) = (source!.width, source!.height, density)
    let (pageWidth, pageHeight, fold) = (
      geometry.pageSize.width, geometry.pageSize.height, geometry.foldY
    )
    let origin = origin
    // Across a row, u = x · step + start (the pixel's left edge in the page's space).
    let (step, start) = (g[0] / g[8], g[6] / g[8] - origin.x)
    // When device columns are source columns (x + shift), a row showing one source row
    // unshaded (the flat page) is that row composited as it is.
    let offset = start * d
    let shift: Int? =
      step * d == 1 && offset == offset.rounded() && abs(offset) < 1e9 ? Int(offset) : nil
    for y in target.box.y0..<target.box.y1 {
      taps.removeAll(keepingCapacity: true)
      var shadow: Float = 0
      for offset in Self.samples {
        let v = ((Double(y) + offset.y) * g[4] + g[7]) / g[8] - origin.y
        guard let paper = geometry.paper(atY: v) else {
          if v >= fold, v <= pageHeight {
            shadow += Float(LayerWarp.shadow(geometry, below: v - fold)) * 255 / 4
          }
          continue
        }
        let (rgb, white) = Self.shading(paper)
        addTap(Self.sourceIndex(paper.pageY * d, sourceHeight), rgb, white, 1 / 4)
      }
      guard !taps.isEmpty || shadow > 0 else { continue }
      // Locals only in the pixel loop (a class's stored properties are checked for
      // exclusive access at every read).
      if shift != nil, shadow == 0, taps.count == 1, taps[0].rgb == 1, taps[0].white == 0,
        taps[0].alpha == 1
      {
        copyRow(image, sourceRow: taps[0].row, shift: shift!, y: y, target, pageWidth, step, start)
        continue
      }
      let rowTaps = taps
      rowTaps.withUnsafeBufferPointer { rowTaps in
        for x in target.box.x0..<target.box.x1 {
          let u0 = Double(x) * step + start
          let (lo, hi) = step > 0 ? (u0, u0 + step) : (u0 + step, u0)
          let inside = min(hi, pageWidth) - max(lo, 0)
          guard inside > 0 else { continue }
          let cover = Float(min(inside / abs(step), 1))
          let sx = min(max((u0 + step / 2) * d - 0.5, 0), Double(sourceWidth - 1))
          let column0 = Int(sx)
          let column1 = min(column0 + 1, sourceWidth - 1)
          let fx = Float(sx - Double(column0))
          var (r, gr, b, a): (Float, Float, Float, Float) = (0, 0, 0, shadow)
          for tap in rowTaps {
            let p0 = image + (tap.row * sourceWidth + column0) * 4
            var (pr, pg, pb, pa) = (Float(p0[0]), Float(p0[1]), Float(p0[2]), Float(p0[3]))
            if fx > 0 {
              let p1 = image + (tap.row * sourceWidth + column1) * 4
              pr += (Float(p1[0]) - pr) * fx
              pg += (Float(p1[1]) - pg) * fx
              pb += (Float(p1[2]) - pb) * fx
              pa += (Float(p1[3]) - pa) * fx
            }
            r += tap.rgb * pr + tap.white * pa
            gr += tap.rgb * pg + tap.white * pa
            b += tap.rgb * pb + tap.white * pa
            a += tap.alpha * pa
          }
          target.put(x, y, r, gr, b, a, cover)
        }
      }
    }
  }

  /// Composites source row `sourceRow` onto device row `y`, column x showing source column
  /// x + shift: the flat page, exactly as drawn.
  private func copyRow(
    _ image: UnsafePointer<UInt8>, sourceRow: Int, shift: Int, y: Int, _ target: Target,
    _ pageWidth: Double, _ step: Double, _ start: Double
  ) {
    let sourceWidth = source!.width
    let source = UnsafeRawPointer(image + sourceRow * sourceWidth * 4)
      .assumingMemoryBound(to: UInt32.self)
    let weights = target.mask.row(y)
    let row = target.pixels + y * target.width
    for x in target.box.x0..<target.box.x1 {
      let column = x + shift
      guard column >= 0, column < sourceWidth else { continue }
      let u0 = Double(x) * step + start
      let inside = min(u0 + step, pageWidth) - max(u0, 0)
      guard inside > 0 else { continue }
      let cover = min(inside / step, 1)
      let pixel = source[column]
      if pixel >> 24 == 255, cover == 1, target.opacity == 1, weights?[x] ?? 1 >= 1 {
        row[x] = pixel
      } else if pixel != 0 {
        target.put(
          x, y, Float(pixel & 0xFF), Float(pixel >> 8 & 0xFF), Float(pixel >> 16 & 0xFF),
          Float(pixel >> 24), Float(cover))
      }
    }
  }

  /// Adds `weight` of source row `row`, shaded, to the row's taps (merging a row met again).
  @inline(__always)
  private func addTap(_ row: Int, _ rgb: Float, _ white: Float, _ weight: Float) {
    for index in taps.indices where taps[index].row == row {
      taps[index].rgb += rgb * weight
      taps[index].white += white * weight
      taps[index].alpha += weight
      return
    }
    taps.append(RowTap(row: row, rgb: rgb * weight, white: white * weight, alpha: weight))
  }

  /// Any other map (rotated, under perspective): each of the four samples mapped back on
  /// its own.
  private func compositeGeneral(
    _ geometry: PageCurlGeometry, _ image: UnsafePointer<UInt8>, _ target: Target
  ) {
    let g = inverse
    let (sourceWidth, sourceHeight, d) = (source!.width, source!.height, density)
    let (pageWidth, pageHeight, fold) = (
      geometry.pageSize.width, geometry.pageSize.height, geometry.foldY
    )
    for y in target.box.y0..<target.box.y1 {
      for x in target.box.x0..<target.box.x1 {
        var (r, gr, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
        for offset in Self.samples {
          let (px, py) = (Double(x) + offset.x, Double(y) + offset.y)
          let w = px * g[2] + py * g[5] + g[8]
          guard w > 0 else { continue }
          let u = (px * g[0] + py * g[3] + g[6]) / w - origin.x
          let v = (px * g[1] + py * g[4] + g[7]) / w - origin.y
          guard u >= 0, u <= pageWidth else { continue }
          guard let paper = geometry.paper(atY: v) else {
            if v >= fold, v <= pageHeight {
              a += Float(LayerWarp.shadow(geometry, below: v - fold)) * 255 / 4
            }
            continue
          }
          let (rgb, white) = Self.shading(paper)
          let column = Self.sourceIndex(u * d, sourceWidth)
          let p =
            image + (Self.sourceIndex(paper.pageY * d, sourceHeight) * sourceWidth + column) * 4
          let c = SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
          r += (rgb * c.x + white * c.w) / 4
          gr += (rgb * c.y + white * c.w) / 4
          b += (rgb * c.z + white * c.w) / 4
          a += c.w / 4
        }
        target.put(x, y, r, gr, b, a, 1)
      }
    }
  }

  /// The source pixel (row or column) holding source coordinate `t`, clamped to the image.
  @inline(__always)
  private static func sourceIndex(_ t: Double, _ count: Int) -> Int {
    Int(min(max(t, 0), Double(count - 1)))
  }
}
