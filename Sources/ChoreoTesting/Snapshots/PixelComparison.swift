import ChoreoRender

/// How a rendered frame differs from its golden: the figures a ``PixelTolerance`` judges.
///
/// ```swift
/// let comparison = PixelComparison(actual: frame, golden: golden)
/// if !comparison.matches(.perceptual) { print(comparison) }
/// ```
public struct PixelComparison: Sendable, Hashable, CustomStringConvertible {
  /// Whether the two images have the same size; the other figures are 0 when not.
  public var sizesMatch: Bool
  /// The actual and golden sizes, `width×height` each.
  public var sizes: (actual: String, golden: String) {
    ("\(actualSize.width)×\(actualSize.height)", "\(goldenSize.width)×\(goldenSize.height)")
  }
  /// The mean absolute channel difference over every channel of every pixel.
  public var meanDifference: Double
  /// The largest channel difference.
  public var largestDifference: Int
  /// How many pixels differ beyond the threshold compared with.
  public var differingPixels: Int
  /// The number of pixels.
  public var pixelCount: Int
  /// The threshold ``differingPixels`` was counted with.
  public var channelThreshold: Int
  private var actualSize: PixelSize
  private var goldenSize: PixelSize

  private struct PixelSize: Sendable, Hashable {
    var width: Int
    var height: Int
  }

  /// Compares two images.
  ///
  /// - Parameters:
  ///   - actual: The rendered frame.
  ///   - golden: The recorded one.
  ///   - channelThreshold: A pixel differs when a channel differs by more than this;
  ///     ``PixelTolerance/perceptual``'s by default.
  /// - Complexity: O(pixels).
  public init(
    actual: Bitmap, golden: Bitmap,
    channelThreshold: Int = PixelTolerance.perceptual.channelThreshold
  ) {
    actualSize = PixelSize(width: actual.width, height: actual.height)
    goldenSize = PixelSize(width: golden.width, height: golden.height)
    self.channelThreshold = channelThreshold
    sizesMatch = actualSize == goldenSize
    pixelCount = actual.width * actual.height
    meanDifference = 0
    largestDifference = 0
    differingPixels = 0
    guard sizesMatch else { return }
    var sum = 0
    var largest = 0
    var differing = 0
    actual.pixels.withUnsafeBufferPointer { a in
      golden.pixels.withUnsafeBufferPointer { b in
        var index = 0
        while index < a.count {
          var pixelLargest = 0
          for channel in index..<(index + 4) {
            let difference = abs(Int(a[channel]) - Int(b[channel]))
            sum += difference
            pixelLargest = max(pixelLargest, difference)
          }
          largest = max(largest, pixelLargest)
          if pixelLargest > channelThreshold { differing += 1 }
          index += 4
        }
      }
    }
    meanDifference = Double(sum) / Double(actual.pixels.count)
    largestDifference = largest
    differingPixels = differing
  }

  /// The share (0...1) of pixels beyond the threshold.
  public var differingShare: Double { Double(differingPixels) / Double(max(pixelCount, 1)) }

  /// Whether the frame matches under `tolerance` (compared with its channel threshold).
  ///
  /// - Parameter tolerance: The tolerance; its threshold should be the one compared with.
  /// - Returns: Same size, share and mean within the tolerance.
  /// - Precondition: `tolerance.channelThreshold == channelThreshold`.
  public func matches(_ tolerance: PixelTolerance) -> Bool {
    precondition(
      tolerance.channelThreshold == channelThreshold,
      "compared with threshold \(channelThreshold), judged with \(tolerance.channelThreshold)")
    return sizesMatch && differingShare <= tolerance.differingShare
      && meanDifference <= tolerance.meanDifference
  }

  /// `3.2 % of pixels differ by more than 8 (largest 140), mean difference 1.9`.
  public var description: String {
    guard sizesMatch else {
      return "the frame is \(sizes.actual) but the golden is \(sizes.golden)"
    }
    let share = (differingShare * 10000).rounded() / 100
    let mean = (meanDifference * 1000).rounded() / 1000
    return "\(share) % of pixels (\(differingPixels) of \(pixelCount)) differ by more than "
      + "\(channelThreshold) (largest \(largestDifference)), mean difference \(mean)"
  }

  /// A heat map of the differences: the golden faded to light grey, pixels beyond the
  /// threshold in red (brighter for larger differences), smaller differences in blue.
  ///
  /// - Parameters:
  ///   - actual: The rendered frame.
  ///   - golden: The recorded one, the same size.
  ///   - channelThreshold: Differences above this are red.
  /// - Returns: An opaque image the size of both.
  /// - Precondition: the sizes match.
  public static func heatMap(actual: Bitmap, golden: Bitmap, channelThreshold: Int) -> Bitmap {
    precondition(
      actual.width == golden.width && actual.height == golden.height,
      "a heat map needs equal sizes, got \(actual.width)×\(actual.height) and "
        + "\(golden.width)×\(golden.height)")
    var map = Bitmap(width: actual.width, height: actual.height)
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let a = actual[x, y]
        let b = golden[x, y]
        let difference = max(
          abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)),
          abs(Int(a.3) - Int(b.3)))
        if difference > channelThreshold {
          map[x, y] = (UInt8(min(255, 128 + difference / 2)), 0, 0, 255)
        } else if difference > 0 {
          map[x, y] = (0, 0, 255, 255)
        } else {
          // Luma of the golden composited on white (premultiplied bytes), faded to grey.
          let white = 255 - Int(b.3)
          let luma = (Int(b.0) * 54 + Int(b.1) * 183 + Int(b.2) * 19) / 256 + white
          let grey = UInt8(min(255, 160 + luma / 3))
          map[x, y] = (grey, grey, grey, 255)
        }
      }
    }
    return map
  }
}
