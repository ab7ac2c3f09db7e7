import Foundation
import Testing

/// Caps say true things: a frame over the pixel cap is described by the size and scale
/// given (not by pixel figures clamped to Int32), and the raster caps apply to raster
/// output only.
@Suite struct OutputCapMessageTests {
  /// `--size 1e308x1e308` used to report "a frame of 2147483647×2147483647 pixels
  /// (4611686014132420609)": both figures clamped. The message now names the size and
  /// scale that were asked for.
  @Test func aHugeSizeIsReportedAsGiven() throws {
    let run = try ChoreoRunner.run(
      ["render", "easings", "--format", "png", "--size", "1e308x1e308", "--out", "x.png"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("frame size 1e+308×1e+308 points at scale 2.0"), "\(run.stderr)")
    #expect(run.stderr.contains("64 megapixels"), "\(run.stderr)")
    #expect(!run.stderr.contains("2147483647"), "\(run.stderr)")
  }

  /// A size whose pixels can be counted exactly is still counted.
  @Test func aLargeSizeStatesItsPixels() throws {
    let run = try ChoreoRunner.run(
      ["render", "easings", "--format", "png", "--size", "5000x4000", "--out", "x.png"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("10000×8000 pixels (80000000)"), "\(run.stderr)")
  }

  /// Lottie is vector: the 1-gigapixel cap on the frames an animation holds in memory does
  /// not apply to it (`render scroll-header --format lottie --fps 240` was refused at scale
  /// 2, accepted at scale 1), while a raster animation at the same settings is still
  /// refused. Here 22 frames of 7000×7000 (1.078 gigapixels), which exports quickly.
  @Test func lottieIsNotHeldToTheRasterCap() throws {
    let arguments = [
      "render", "easings", "--fps", "10", "--size", "7000x7000", "--scale", "1", "--out", "x",
    ]
    let lottie = try ChoreoRunner.run(arguments + ["--format", "lottie"])
    #expect(lottie.status == 0, "\(lottie.stderr)")
    let apng = try ChoreoRunner.run(arguments + ["--format", "apng"])
    #expect(apng.status == 65, "\(apng.stderr)")
    #expect(apng.stderr.contains("1 gigapixel"), "\(apng.stderr)")
  }
}
