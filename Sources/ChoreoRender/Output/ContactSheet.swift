import ChoreoCore

/// Frames laid out in a grid on one bitmap, left to right then top to bottom, so a whole
/// animation can be seen at a glance.
///
/// Each frame is optionally shrunk by an integer factor with a box filter (the mean of
/// each factor × factor block, in premultiplied sRGB bytes, rounded) and composited with
/// source-over onto the background; cells are separated and surrounded by `gutter` pixels.
/// Captions (a frame's instant, say), when given, sit in a band under their cells, at the
/// cell's left edge.
///
/// ```swift
/// let sheet = ContactSheet(columns: 5, gutter: 4, scaleDown: 2).composed(frames)
/// try PNGEncoder().write(sheet, to: "sheet.png")
/// ```
package struct ContactSheet: Sendable, Hashable {
  /// Columns; nil chooses ⌈√count⌉ for a roughly square grid.
  package var columns: Int?
  /// Pixels between cells and around the edge.
  package var gutter: Int
  /// The colour under and between the frames.
  package var background: RGBA
  /// Integer shrink factor per frame (1 = full size).
  package var scaleDown: Int

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - columns: Column count ≥ 1, or nil for automatic.
  ///   - gutter: Gap in pixels, ≥ 0.
  ///   - background: Sheet colour; white by default.
  ///   - scaleDown: Shrink factor ≥ 1.
  /// - Precondition: the ranges above.
  package init(
    columns: Int? = nil, gutter: Int = 8, background: RGBA = RGBA(red: 1, green: 1, blue: 1),
    scaleDown: Int = 1
  ) {
    precondition(columns.map { $0 >= 1 } ?? true, "columns must be ≥ 1, got \(columns ?? 0)")
    precondition(gutter >= 0, "gutter must be ≥ 0, got \(gutter)")
    precondition(scaleDown >= 1, "scale-down factor must be ≥ 1, got \(scaleDown)")
    self.columns = columns
    self.gutter = gutter
    self.background = background
    self.scaleDown = scaleDown
  }

  /// The number of columns and rows used for `count` frames.
  ///
  /// - Parameter count: Frame count ≥ 1.
  /// - Returns: Columns (never more than `count`) and rows.
  package func grid(count: Int) -> (columns: Int, rows: Int) {
    precondition(count >= 1, "a contact sheet needs at least one frame")
    var automatic = 1
    while automatic * automatic < count { automatic += 1 }
    let columns = min(self.columns ?? automatic, count)
    return (columns, (count + columns - 1) / columns)
  }

  /// The height of the band under each row of cells that holds captions this tall: the
  /// caption and half a gutter above it (closer to its cell than to the next row); 0
  /// without captions.
  package func captionBand(height: Int) -> Int { height > 0 ? height + gutter / 2 : 0 }

  /// The sheet for `frames`.
  ///
  /// - Parameters:
  ///   - frames: At least one bitmap; cells are as large as the largest frame after
  ///     scaling, smaller frames sit at their cell's top left.
  ///   - captions: None, or one bitmap a frame, drawn (source-over, unscaled) under its
  ///     cell at the cell's left edge, in a band as tall as the tallest caption plus half
  ///     a gutter (``captionBand(height:)``), clipped to the cell's width.
  /// - Returns: The composed bitmap.
  /// - Complexity: O(total pixels).
  package func composed(_ frames: [Bitmap], captions: [Bitmap] = []) -> Bitmap {
    precondition(
      captions.isEmpty || captions.count == frames.count,
      "\(captions.count) captions for \(frames.count) frames")
    let (columns, rows) = grid(count: frames.count)
    let scaled = frames.map { shrunk($0, by: scaleDown) }
    let cellWidth = scaled.map(\.width).max()!
    let cellHeight = scaled.map(\.height).max()!
    let band = captionBand(height: captions.map(\.height).max() ?? 0)
    var sheet = Bitmap(
      width: columns * cellWidth + (columns + 1) * gutter,
      height: rows * (cellHeight + band) + (rows + 1) * gutter,
      fill: RGBA(
        red: background.red, green: background.green, blue: background.blue,
        alpha: background.alpha))
    for (index, frame) in scaled.enumerated() {
      let left = gutter + (index % columns) * (cellWidth + gutter)
      let top = gutter + (index / columns) * (cellHeight + band + gutter)
      Self.draw(frame, into: &sheet, left: left, top: top, width: frame.width)
      if !captions.isEmpty {
        Self.draw(
          captions[index], into: &sheet, left: left, top: top + cellHeight + gutter / 2,
          width: min(captions[index].width, cellWidth))
      }
    }
    return sheet
  }

  /// Draws the leftmost `width` columns of `frame` onto `sheet` at (`left`, `top`),
  /// source-over.
  private static func draw(
    _ frame: Bitmap, into sheet: inout Bitmap, left: Int, top: Int, width: Int
  ) {
    for y in 0..<frame.height {
      for x in 0..<width {
        let source = frame[x, y]
        // An opaque source covers what is under it: s + d · 0 / 255 = s.
        if source.3 == 255 {
          sheet[left + x, top + y] = source
          continue
        }
        let target = sheet[left + x, top + y]
        // Source-over on premultiplied bytes: s + d · (255 − αs) / 255.
        let rest = 255 - Int(source.3)
        func over(_ s: UInt8, _ d: UInt8) -> UInt8 {
          UInt8(min(255, Int(s) + (Int(d) * rest + 127) / 255))
        }
        sheet[left + x, top + y] = (
          over(source.0, target.0), over(source.1, target.1), over(source.2, target.2),
          over(source.3, target.3)
        )
      }
    }
  }

  /// `image` shrunk by `factor` with a box filter (partial blocks at the edges average the
  /// pixels they hold).
  package func shrunk(_ image: Bitmap, by factor: Int) -> Bitmap {
    guard factor > 1 else { return image }
    let width = (image.width + factor - 1) / factor
    let height = (image.height + factor - 1) / factor
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    image.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let (top, bottom) = (y * factor, min(image.height, (y + 1) * factor))
          for x in 0..<width {
            let (left, right) = (x * factor, min(image.width, (x + 1) * factor))
            var sums = (0, 0, 0, 0)
            for sy in top..<bottom {
              var offset = (sy * image.width + left) * 4
              for _ in left..<right {
                sums.0 += Int(source[offset])
                sums.1 += Int(source[offset + 1])
                sums.2 += Int(source[offset + 2])
                sums.3 += Int(source[offset + 3])
                offset += 4
              }
            }
            let count = (right - left) * (bottom - top)
            let index = (y * width + x) * 4
            if count == 4 {
              // The usual 2 × 2 block: (sum + 2) / 4 as a shift.
              out[index] = UInt8((sums.0 + 2) >> 2)
              out[index + 1] = UInt8((sums.1 + 2) >> 2)
              out[index + 2] = UInt8((sums.2 + 2) >> 2)
              out[index + 3] = UInt8((sums.3 + 2) >> 2)
            } else {
              out[index] = UInt8((sums.0 + count / 2) / count)
              out[index + 1] = UInt8((sums.1 + count / 2) / count)
              out[index + 2] = UInt8((sums.2 + count / 2) / count)
              out[index + 3] = UInt8((sums.3 + count / 2) / count)
            }
          }
        }
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
