// Policy: pixels are compared as decoded premultiplied RGBA bytes, never as file bytes
// (two encoders, or two zlib builds, write different bytes for the same picture). A
// tolerance states three numbers: the per-channel difference up to which a pixel still
// matches, the share of pixels allowed beyond it, and the mean absolute channel difference
// allowed over the whole image. `.exact(2)` is the project's renderer goldens' rule (every
// channel within 2: room for libm's sin and cos differing in the last bit across
// platforms); `.perceptual` allows a few anti-aliased edge pixels to move.

/// How far a rendered frame may differ from its golden and still match.
public struct PixelTolerance: Sendable, Hashable, CustomStringConvertible {
  /// A pixel differs when any of its channels differs by more than this (0...255).
  public var channelThreshold: Int
  /// The largest share (0...1) of pixels allowed to differ beyond ``channelThreshold``.
  public var differingShare: Double
  /// The largest mean absolute channel difference allowed, over every channel of every
  /// pixel (0...255).
  public var meanDifference: Double

  /// A tolerance.
  ///
  /// - Parameters:
  ///   - channelThreshold: Per-channel difference a matching pixel may have, 0...255.
  ///   - differingShare: Share of pixels allowed beyond the threshold, 0...1.
  ///   - meanDifference: Mean absolute channel difference allowed, ≥ 0.
  /// - Precondition: the values lie in those ranges.
  public init(channelThreshold: Int, differingShare: Double, meanDifference: Double) {
    precondition(
      (0...255).contains(channelThreshold),
      "channel threshold must be 0...255, got \(channelThreshold)")
    precondition(
      (0...1).contains(differingShare), "differing share must be 0...1, got \(differingShare)")
    precondition(
      meanDifference >= 0 && meanDifference.isFinite,
      "mean difference must be finite and ≥ 0, got \(meanDifference)")
    self.channelThreshold = channelThreshold
    self.differingShare = differingShare
    self.meanDifference = meanDifference
  }

  /// Every channel of every pixel within `channels`.
  ///
  /// - Parameter channels: The largest channel difference allowed.
  /// - Returns: The tolerance.
  public static func exact(_ channels: Int = 0) -> PixelTolerance {
    PixelTolerance(
      channelThreshold: channels, differingShare: 0, meanDifference: Double(channels))
  }

  /// The default for motion snapshots: a pixel matches within 8 per channel, at most 0.5 %
  /// of pixels beyond that (anti-aliased edges moving by a fraction of a pixel), and a mean
  /// channel difference of at most 1 (a blend rounded one level differently everywhere, as
  /// a faster compositor does with a translucent backdrop, stays within it).
  public static let perceptual = PixelTolerance(
    channelThreshold: 8, differingShare: 0.005, meanDifference: 1)

  /// `channel ≤ 8, beyond ≤ 0.5 %, mean ≤ 1.0`.
  public var description: String {
    "channel ≤ \(channelThreshold), beyond ≤ \(differingShare * 100) %, mean ≤ \(meanDifference)"
  }
}
