import Choreo
import Testing

@testable import ChoreoDemos

/// The scroll post's flaw, checked solved: the info panel is below both the map and the avatar at
/// every instant of the scripted finger, overscroll and snaps included.
@Suite struct ScrollHeaderLayoutTests {
  @Test func theInfoPanelIsNeverUnderTheMapOrTheAvatar() throws {
    let script = ScrollHeaderScene.script
    var covered = 0
    for step in 0...120 {
      let time = Double(step) / 120 * script.duration
      let offset = script.state(at: time).offset
      let frame = try ScrollHeaderScene.scene.resolved(
        offset: offset, metrics: ScrollHeaderScene.metrics)
      let map = try #require(frame.state(of: "map")).frame
      let avatar = try #require(frame.state(of: "avatar")).frame
      let info = try #require(frame.state(of: "info")).frame
      let lower = max(map.minY + map.size.height, avatar.minY + avatar.size.height)
      #expect(abs(info.minY - (lower + 8)) < 1e-9, "at \(time) s, offset \(offset)")
      if avatar.minY + avatar.size.height > map.minY + map.size.height { covered += 1 }
    }
    // The post's `map bottom + 8` would have put the panel under the avatar on these.
    #expect(covered > 10)
  }
}
