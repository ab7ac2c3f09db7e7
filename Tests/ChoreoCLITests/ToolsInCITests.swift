import Foundation
import Testing

/// Outside CI a test that needs Pillow or the Lottie players is reported as skipped when
/// they are missing; in CI (the `CI` environment variable set, as .ci/run does) they must be
/// there, so that a skip cannot hide: this test fails without them.
@Suite struct ToolsInCITests {
  static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

  @Test(.enabled(if: isCI, "not in CI (CI unset): a missing tool skips its tests"))
  func theCheckersAreInstalled() {
    #expect(Pillow.isInstalled, Pillow.missing)
    #expect(LottiePlayers.isInstalled, LottiePlayers.missing)
  }
}
