import ChoreoTestSupport
import Foundation
import Testing

/// Outside CI a test that needs an outside checker (Pillow, pngcheck, rsvg-convert, the
/// Lottie players, Chromium) is reported as skipped when
/// they are missing; in CI (the `CI` environment variable set, as .ci/run does) they must be
/// there, so that a skip cannot hide: this test fails without them.
@Suite struct ToolsInCITests {
  static let isCI = ExternalTool.inCI

  @Test(.enabled(if: isCI, "not in CI (CI unset): a missing tool skips its tests"))
  func theCheckersAreInstalled() {
    for tool in [
      ExternalTool.pillow, ExternalTool.pngcheck, ExternalTool.rsvgConvert,
      ExternalTool.lottiePlayers, ExternalTool.chromium,
    ] {
      #expect(tool.isInstalled, Comment(rawValue: tool.missing))
    }
  }
}
