import ChoreoTestSupport
import Foundation
import Testing

/// The single-demo page's play/pause button, scrubber, arrow keys and slow motion, driven in
/// headless Chromium by clicks and keys (Peers/blink_controls.py): after each action every
/// animation of the page has the same play state and current time, and the scrubber shows
/// that time. A live page (tab-slide) and the page that plays a demo's rendered frames
/// (tab-curl, whose curl the browser cannot draw) behave alike.
@Suite struct WebControlsTests {
  static var script: String {
    ChoreoRunner.peerScript("blink_controls.py")
  }

  /// What the page showed after one action.
  struct Step {
    var action: String
    var states: Set<String>
    var times: [Double]
    var scrub: Double
    var button: String
    var rates: Set<Double>

    init(_ json: [String: Any]) {
      action = json["action"] as? String ?? "?"
      states = Set(json["states"] as? [String] ?? [])
      times = json["times"] as? [Double] ?? []
      scrub = json["scrub"] as? Double ?? .nan
      button = json["button"] as? String ?? ""
      rates = Set(json["rates"] as? [Double] ?? [])
    }

    /// Every animation's current time, when they agree (to a microsecond).
    var time: Double? { agreedTime(times) }
  }

  /// A demo's page and what it should have.
  struct Case: Sendable, CustomStringConvertible {
    var demo: String
    /// The page's duration in milliseconds: a live page's is the demo's; a frames page's
    /// is its APNG's, the demo's frames each shown 1/30 s (79 for tab-curl's 2.6 s).
    var duration: Double
    /// The fewest animations its page has.
    var animations: Int
    var description: String { demo }
  }

  @Test(
    .enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"),
    arguments: [
      Case(demo: "tab-slide", duration: 3600, animations: 100),
      Case(demo: "tab-curl", duration: 79 * 1000 / 30, animations: 20),
    ])
  func theAnimationsFollowPlayPauseAndTheScrubber(_ item: Case) throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("\(item.demo).html").path
    let render = try ChoreoRunner.run(["render", item.demo, "--format", "html", "--out", page])
    #expect(render.status == 0, "\(render.stderr)")
    let input = try JSONSerialization.data(withJSONObject: ["page": page])
    let run = try ExternalTool.run(["python3", Self.script], input: input)
    #expect(run.status == 0, "\(run.stderrText)")
    let reply = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let duration = try #require(reply["duration"] as? Double)
    #expect(abs(duration - item.duration) < 1e-3, "\(duration)")
    let steps = (reply["steps"] as? [[String: Any]] ?? []).map(Step.init)
    try #require(
      steps.map(\.action) == ["load", "pause", "scrub", "end", "play", "pause", "step", "slow"])
    let frame = try #require(reply["frame"] as? Double)
    #expect(abs(frame - 1000.0 / 30) < 1e-3)
    for step in steps {
      #expect(step.times.count > item.animations, "\(step.action): \(step.times.count)")
      #expect(step.time != nil, "\(step.action): the animations disagree: \(Set(step.times))")
      #expect(step.states.count == 1, "\(step.action): \(step.states)")
    }
    // The page plays on load.
    #expect(steps[0].states == ["running"] && steps[0].button == "Pause")
    // Pause: every animation paused where the scrubber shows.
    for index in [1, 2, 3, 5, 6, 7] {
      let step = steps[index]
      #expect(step.states == ["paused"], "\(step.action)")
      #expect(step.button == "Play", "\(step.action)")
      #expect(abs((step.time ?? .nan) - step.scrub) <= 1e-3, "\(step.action)")
    }
    // A click a quarter of the way along the scrubber (its thumb's inset aside).
    let scrubbed = try #require(steps[2].time)
    #expect(scrubbed > 0.1 * duration && scrubbed < 0.4 * duration, "\(scrubbed)")
    // The End key: the end state.
    #expect(steps[3].time == duration)
    // Play from the end starts over; pause stops where it got to.
    #expect(steps[4].states == ["running"] && steps[4].button == "Pause")
    #expect((steps[4].time ?? .nan) < duration)
    #expect((steps[5].time ?? .nan) >= (steps[4].time ?? .nan))
    // ArrowRight: the next whole frame (1/30 s) after where it stopped.
    let (stopped, stepped) = (steps[5].time ?? .nan, steps[6].time ?? .nan)
    let frames = stepped / frame
    #expect(abs(frames - frames.rounded()) < 1e-6 * frames, "\(stepped)")
    #expect(stepped > stopped && stepped <= stopped + frame + 1e-6, "\(stopped) -> \(stepped)")
    // 0.25x: every animation at a quarter speed (full speed before), still paused there.
    #expect(steps[5].rates == [1] && steps[7].rates == [0.25])
    #expect(steps[7].time == steps[6].time)
  }
}

/// The current time the animations of a page agree on (to a microsecond), or nil when they
/// disagree or there are none: what the controls' tests read after each action.
func agreedTime(_ times: [Double]) -> Double? {
  guard let first = times.first, times.allSatisfy({ abs($0 - first) <= 1e-3 }) else {
    return nil
  }
  return first
}
