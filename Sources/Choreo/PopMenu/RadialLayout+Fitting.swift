// Fitting a radial layout inside safe bounds (the top request on Ramotion/circle-menu, #12).
//
// The geometry: an item's square frame lies inside the bounds exactly when its center lies
// inside the bounds inset by half an item on every side (the "inner" rectangle). On the
// circle of radius r round the center, the angles whose point lies in the inner rectangle
// form a union of closed arcs ("admissible arcs"): each side of the rectangle cuts the
// circle at most twice, at θ = ±acos((X − cx)/r) for a vertical side x = X and at
// θ = asin((Y − cy)/r), π − asin((Y − cy)/r) for a horizontal side y = Y (the circle is
// x = cx + r·cos θ, y = cy + r·sin θ, y down). Between consecutive cuts a point is either
// inside or outside throughout, so testing each gap's midpoint classifies it.
//
// The items occupy the arc from the first to the last item, of length (n − 1)·step. The fit
// keeps that WHOLE arc inside one admissible arc (so the fan reads as one piece, never split
// by a corner), and tries, in order:
//   1. rotate: the placement whose middle is nearest the original middle;
//   2. narrow: a smaller step, down to neighbours touching (chord 2r·sin(step/2) = item
//      size) or the original step if that was tighter already;
//   3. shrink: radii from the original down to the minimum radius, on a grid of 256 steps
//      refined by bisection, the largest that fits.

import CLibM

extension RadialLayout {
  /// The layout turned, narrowed or shrunk so that every item's frame lies inside `bounds`.
  ///
  /// First the layout is rotated (by as little as possible); if no rotation is enough,
  /// the spacing is narrowed, down to neighbours just touching (never tighter than the
  /// original spacing); then the radius is shrunk, down to `minimumRadius`. The arc from
  /// the first item to the last stays whole inside the bounds, direction and item size are
  /// kept, and a layout that already fits is returned unchanged.
  ///
  /// ```swift
  /// let fan = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
  /// // A button in the bottom-right corner: the fan turns to open up and to the left.
  /// let fitted = try fan.fitting(
  ///   in: Rect2D(x: 0, y: 0, width: 390, height: 800), center: Point2D(x: 350, y: 760),
  ///   count: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - bounds: The safe area the items must stay inside.
  ///   - center: The menu's center, in the same coordinates (it may lie outside `bounds`).
  ///   - count: The number of items; 0 returns the layout unchanged.
  ///   - minimumRadius: The smallest radius allowed; by default the item size (or the
  ///     radius if that is smaller), so items keep clear of a center button of their size.
  /// - Returns: A layout whose items all lie inside `bounds` (to within 1e-9 points). A
  ///   narrowed layout has a ``Spread/spacing(_:)`` spread.
  /// - Throws: ``RadialLayoutError`` for an invalid layout, non-finite or empty bounds, a
  ///   non-finite center, an unusable minimum radius, or
  /// ``RadialLayoutError/cannotFit(count:bounds:center:minimumRadius:)``.
  /// - Precondition: `count >= 0`.
  /// - Complexity: O(count) per radius tried, at most about 280 radii.
  public func fitting(
    in bounds: Rect2D, center: Point2D, count: Int, minimumRadius: Double? = nil
  ) throws(RadialLayoutError) -> RadialLayout {
    precondition(count >= 0, "count must not be negative, got \(count)")
    _ = try validated()
    let finiteBounds = [bounds.minX, bounds.minY, bounds.size.width, bounds.size.height]
      .allSatisfy(\.isFinite)
    guard finiteBounds, bounds.size.width > 0, bounds.size.height > 0 else {
      throw .invalidBounds(bounds)
    }
    guard center.x.isFinite, center.y.isFinite else { throw .invalidCenter(center) }
    let floor = minimumRadius ?? Swift.min(itemSize, radius)
    guard floor.isFinite, floor > 0 else { throw .invalidRadius(floor) }
    if count == 0 { return self }

    let problem = FitProblem(layout: self, bounds: bounds, center: center, count: count)
    if let fit = problem.fit(radius: radius) { return problem.layout(for: fit) }
    let lowest = Swift.min(floor, radius)
    let gridSteps = 256
    var previous = radius
    for index in 1...gridSteps {
      let r = radius - (radius - lowest) * Double(index) / Double(gridSteps)
      guard var best = problem.fit(radius: r) else {
        previous = r
        continue
      }
      // Refine between the last radius that failed and this one.
      var (low, high) = (r, previous)
      for _ in 0..<30 {
        let middle = (low + high) / 2
        if let fit = problem.fit(radius: middle) {
          best = fit
          low = middle
        } else {
          high = middle
        }
      }
      return problem.layout(for: best)
    }
    throw .cannotFit(count: count, bounds: bounds, center: center, minimumRadius: lowest)
  }
}

/// One fitting problem: a layout, its count, the center and the inner rectangle.
private struct FitProblem {
  /// A placement that fits: radius, the middle angle of the items' arc, and the step.
  struct Fit {
    var radius: Double
    var middle: Double
    var step: Double
  }

  let layout: RadialLayout
  let count: Int
  let center: Point2D
  let bounds: Rect2D
  let inner: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  let originalStep: Double
  let originalFirst: Double
  let originalMiddle: Double

  init(layout: RadialLayout, bounds: Rect2D, center: Point2D, count: Int) {
    self.layout = layout
    self.count = count
    self.center = center
    self.bounds = bounds
    let half = layout.itemSize / 2
    inner = (bounds.minX + half, bounds.minY + half, bounds.maxX - half, bounds.maxY - half)
    originalStep = layout.step(count: count)
    originalFirst = layout.firstAngle(count: count)
    originalMiddle =
      originalFirst + layout.direction.sign * Double(count - 1) * originalStep / 2
  }

  /// The best placement at radius `r`, or nil.
  func fit(radius r: Double) -> Fit? {
    guard inner.minX <= inner.maxX, inner.minY <= inner.maxY else { return nil }
    let arcs = AdmissibleArcs(center: center, radius: r, inner: inner)
    let gaps = Double(count - 1)
    var step = originalStep
    var middle = originalMiddle
    if !arcs.isFullCircle {
      let longest = arcs.arcs.map(\.length).max() ?? -1
      if longest < 0 { return nil }
      if gaps > 0 && gaps * step > longest {
        // Narrow, but never below touching neighbours (or the original, if tighter).
        let touching =
          layout.itemSize >= 2 * r ? Double.pi : 2 * asin(layout.itemSize / (2 * r))
        step = longest / gaps
        if step < Swift.min(originalStep, touching) { return nil }
      }
      guard let nearest = arcs.nearestMiddle(to: originalMiddle, span: gaps * step) else {
        return nil
      }
      middle = nearest
    }
    let fit = Fit(radius: r, middle: middle, step: step)
    return isInside(fit) ? fit : nil
  }

  /// Whether every item of `fit` lies inside the bounds, to within 1e-9 points: the final
  /// guard against rounding at the arcs' ends.
  func isInside(_ fit: Fit) -> Bool {
    let candidate = layout(for: fit)
    let tolerance = 1e-9
    let half = layout.itemSize / 2
    return candidate.positions(count: count, around: center).allSatisfy { p in
      p.x - half >= bounds.minX - tolerance && p.x + half <= bounds.maxX + tolerance
        && p.y - half >= bounds.minY - tolerance && p.y + half <= bounds.maxY + tolerance
    }
  }

  /// The layout for a placement: rotated only if the step is unchanged, else a spacing.
  func layout(for fit: Fit) -> RadialLayout {
    var result = layout
    result.radius = fit.radius
    let sign = layout.direction.sign
    let first = fit.middle - sign * Double(count - 1) * fit.step / 2
    if fit.step == originalStep {
      result.startAngle = layout.startAngle + (first - originalFirst)
    } else {
      result.startAngle = first
      result.spread = .spacing(fit.step)
    }
    return result
  }
}

/// The angles at which a circle's points lie inside a rectangle: a union of closed arcs.
struct AdmissibleArcs {
  /// An arc from `start` (radians, in 0..<2π) growing clockwise by `length`.
  struct Arc {
    var start: Double
    var length: Double
  }

  /// Kept clear of the arcs' exact ends, so rounding never puts an item outside.
  static let margin = 1e-9

  private(set) var arcs: [Arc] = []
  private(set) var isFullCircle = false

  init(
    center: Point2D, radius r: Double,
    inner: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) {
    func inside(_ theta: Double) -> Bool {
      let x = center.x + r * cos(theta)
      let y = center.y + r * sin(theta)
      return x >= inner.minX && x <= inner.maxX && y >= inner.minY && y <= inner.maxY
    }
    let twoPi = 2 * Double.pi
    var cuts: [Double] = []
    for side in [inner.minX, inner.maxX] {
      let c = (side - center.x) / r
      if c >= -1 && c <= 1 {
        let a = acos(c)
        cuts += [a, twoPi - a]
      }
    }
    for side in [inner.minY, inner.maxY] {
      let s = (side - center.y) / r
      if s >= -1 && s <= 1 {
        let a = asin(s)
        cuts += [a, Double.pi - a]
      }
    }
    cuts = cuts.map { angle in
      var reduced = angle.truncatingRemainder(dividingBy: twoPi)
      if reduced < 0 { reduced += twoPi }
      return reduced >= twoPi ? 0 : reduced
    }.sorted()
    var unique: [Double] = []
    for cut in cuts where unique.last.map({ cut - $0 > 1e-15 }) ?? true { unique.append(cut) }
    if unique.isEmpty {
      isFullCircle = inside(0)
      return
    }
    // Gaps between consecutive cuts, the last one wrapping round through 2π.
    var gaps: [(start: Double, length: Double, inside: Bool)] = []
    for (index, cut) in unique.enumerated() {
      let next = index + 1 < unique.count ? unique[index + 1] : unique[0] + twoPi
      gaps.append((cut, next - cut, inside(cut + (next - cut) / 2)))
    }
    if gaps.allSatisfy(\.inside) {
      isFullCircle = true
      return
    }
    // Rotate so the first gap is outside, then merge runs of inside gaps.
    let firstOutside = gaps.firstIndex { !$0.inside }!
    let ordered = Array(gaps[firstOutside...] + gaps[..<firstOutside])
    var current: Arc?
    for gap in ordered {
      if gap.inside {
        if current == nil { current = Arc(start: gap.start, length: 0) }
        current!.length += gap.length
      } else if let arc = current {
        arcs.append(arc)
        current = nil
      }
    }
    if let arc = current { arcs.append(arc) }
    arcs = arcs.compactMap { arc in
      let length = arc.length - 2 * Self.margin
      return length >= 0 ? Arc(start: arc.start + Self.margin, length: length) : nil
    }
  }

  /// The middle angle nearest `target` (circularly) of an arc of length `span` lying inside
  /// one admissible arc, or nil if none is long enough.
  func nearestMiddle(to target: Double, span: Double) -> Double? {
    let twoPi = 2 * Double.pi
    var best: (middle: Double, distance: Double)?
    for arc in arcs where arc.length >= span {
      let low = arc.start + span / 2
      let room = arc.length - span
      // How far past `low` the target lies, clockwise, in 0..<2π.
      var offset = (target - low).truncatingRemainder(dividingBy: twoPi)
      if offset < 0 { offset += twoPi }
      let candidate: (Double, Double)
      if offset <= room {
        candidate = (target, 0)
      } else {
        let toHigh = offset - room
        let toLow = twoPi - offset
        candidate = toHigh <= toLow ? (target - toHigh, toHigh) : (target + toLow, toLow)
      }
      if best == nil || candidate.1 < best!.distance { best = candidate }
    }
    return best?.middle
  }
}
