// Frame differencing: the smallest rectangle that holds every pixel that changed between
// two frames. APNG (fcTL x/y offsets) and GIF (image descriptor left/top) both encode a
// later frame as such a sub-rectangle drawn over the previous one.
import CLibC

/// An integer rectangle of pixels: `x..<x+width` by `y..<y+height`.
///
/// ```swift
/// let changed = next.changedRegion(since: previous)  // nil when identical
/// ```
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in pixels (≥ 1 for a non-empty rectangle).
  public var width: Int
  /// Height in pixels (≥ 1 for a non-empty rectangle).
  public var height: Int

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - x: Left column.
  ///   - y: Top row.
  ///   - width: Width in pixels.
  ///   - height: Height in pixels.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of a `width` × `height` image.
  package static func full(_ image: Bitmap) -> PixelRect {
    PixelRect(x: 0, y: 0, width: image.width, height: image.height)
  }

  /// `x,y widthxheight`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension Bitmap {
  /// The bounding rectangle of the pixels that differ from `previous`, or `nil` when the
  /// two bitmaps are identical.
  ///
  /// - Parameter previous: A bitmap of the same size.
  /// - Returns: The smallest rectangle outside which every pixel is byte-identical.
  /// - Precondition: equal sizes.
  /// - Complexity: O(width · height); rows are compared as whole memory blocks (memcmp)
  ///   first, then, in the changed rows, the parts left and right of the box found so far
  ///   (memcmp), and pixels by unaligned loads only in a part that differs.
  public func changedRegion(since previous: Bitmap) -> PixelRect? {
    precondition(
      width == previous.width && height == previous.height,
      "frames differ in size: \(width)×\(height) vs \(previous.width)×\(previous.height)")
    let rowBytes = width * 4
    return pixels.withUnsafeBytes { new in
      previous.pixels.withUnsafeBytes { old -> PixelRect? in
        // Whole rows by memcmp; single pixels by unaligned 4-byte loads (the bytes stay
        // bound to UInt8: no rebinding).
        func rowDiffers(_ row: Int) -> Bool {
          memcmp(new.baseAddress! + row * rowBytes, old.baseAddress! + row * rowBytes, rowBytes)
            != 0
        }
        func pixelDiffers(_ offset: Int) -> Bool {
          new.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            != old.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        var bottom = height - 1
        while !rowDiffers(bottom) { bottom -= 1 }
        var left = width
        var right = -1
        // Bytes `start ..< start + count` differ somewhere (memcmp).
        func bytesDiffer(_ start: Int, _ count: Int) -> Bool {
          count > 0 && memcmp(new.baseAddress! + start, old.baseAddress! + start, count) != 0
        }
        for row in top...bottom {
          let start = row * rowBytes
          // Only columns outside left...right can widen the box: a memcmp of each side
          // first (most rows change inside the box found so far), pixels only when it
          // differs.
          if bytesDiffer(start, left * 4) {
            var column = 0
            while column < left {
              if pixelDiffers(start + column * 4) {
                left = column
                break
              }
              column += 1
            }
          }
          if bytesDiffer(start + (right + 1) * 4, (width - 1 - right) * 4) {
            var column = width - 1
            while column > right {
              if pixelDiffers(start + column * 4) {
                right = column
                break
              }
              column -= 1
            }
          }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
