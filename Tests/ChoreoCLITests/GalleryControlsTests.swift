import ChoreoCore
import ChoreoDemos
import ChoreoTestSupport
import Foundation
import Testing

@testable import choreo

/// The gallery page's bar, which drives every live demo at once, and a frame's own
/// scrubber, driven in headless Chromium by clicks and keys (Peers/blink_gallery.py) on a
/// gallery of two demos: after each action, every animation of every frame has the play
/// state, current time and rate the action asks for.
@Suite struct GalleryControlsTests {
  static var script: String {
    ChoreoRunner.peerScript("blink_gallery.py")
  }

  /// What one frame showed after one action.
  struct Reading {
    var src: String
    var states: Set<String>
    var times: [Double]
    var rates: Set<Double>
    var duration: Double
    var frame: Double

    init(_ json: [String: Any]) {
      src = json["src"] as? String ?? ""
      states = Set(json["states"] as? [String] ?? [])
      times = json["times"] as? [Double] ?? []
      rates = Set(json["rates"] as? [Double] ?? [])
      duration = json["duration"] as? Double ?? .nan
      frame = json["frame"] as? Double ?? .nan
    }

    /// Every animation's current time, when they agree (to a microsecond).
    var time: Double? { agreedTime(times) }

    /// Whether the time is a whole number of frames.
    var onAFrame: Bool {
      guard let time else { return false }
      let frames = time / frame
      return abs(frames - frames.rounded()) <= 1e-6 * max(1, frames)
    }
  }

  /// Writes a gallery of `names` into `directory`: each demo's live page and, as its Reduce
  /// Motion page, the page of the demo after it (a different page, so a swap shows), and
  /// the index.
  static func writeGallery(_ names: [String], into directory: URL) throws {
    let demos = names.compactMap(Demo.named)
    var entries: [GalleryEntry?] = []
    for (index, demo) in demos.enumerated() {
      let settings = RenderSettings(demo: demo, size: nil, scale: 1, fps: 30)
      let page = try DemoOutput.webPage(settings)
      try Data(page.html.utf8).write(to: directory.appendingPathComponent("\(demo.name).html"))
      var entry = GalleryPageTests.entry(demo)
      entry.live = GalleryFile(
        name: "\(demo.name).html", kind: "Live page", byteCount: 1, frameCount: 1)
      entry.reduced = GalleryFile(
        name: "\(demos[(index + 1) % demos.count].name).html", kind: "Live page, Reduce Motion",
        byteCount: 1, frameCount: 1)
      entries.append(entry)
    }
    let index = galleryPage(demos, entries)
    try Data(index.utf8).write(to: directory.appendingPathComponent("index.html"))
  }

  @Test(.enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"))
  func theBarDrivesEveryDemo() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = ["tab-slide", "pop-menu"]
    try Self.writeGallery(names, into: directory)
    let input = try JSONSerialization.data(
      withJSONObject: ["page": directory.appendingPathComponent("index.html").path])
    let run = try ExternalTool.run(["python3", Self.script], input: input)
    #expect(run.status == 0, "\(run.stderrText)")
    let reply = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let steps = (reply["steps"] as? [[String: Any]] ?? []).map {
      (
        action: $0["action"] as? String ?? "?",
        frames: ($0["frames"] as? [[String: Any]] ?? []).map(Reading.init)
      )
    }
    try #require(
      steps.map(\.action) == [
        "load", "pause", "seek", "step", "back", "slow", "play", "pause", "scrub", "reduce",
        "normal",
      ])
    for step in steps {
      try #require(step.frames.count == 2, "\(step.action)")
      for (frame, name) in zip(step.frames, names) {
        #expect(frame.times.count > 20, "\(step.action), \(name): \(frame.times.count)")
        #expect(frame.time != nil, "\(step.action), \(name): \(Set(frame.times))")
        #expect(frame.states.count == 1, "\(step.action), \(name): \(frame.states)")
        #expect(frame.rates.count == 1, "\(step.action), \(name): \(frame.rates)")
        // 30 frames a second: the arrow keys step 1/30 s.
        #expect(abs(frame.frame - 1000.0 / 30) < 1e-3, "\(step.action), \(name)")
      }
    }
    func frames(_ action: String, occurrence: Int = 0) -> [Reading] {
      steps.filter { $0.action == action }[occurrence].frames
    }
    // Each demo plays on load, at full speed, in its own page (on a slow machine it may have
    // played to its end before it is read).
    for (frame, name) in zip(frames("load"), names) {
      let played = frame.states == ["finished"] && frame.time == frame.duration
      #expect(frame.states == ["running"] || played, "\(frame.states)")
      #expect(frame.rates == [1] && frame.src == "\(name).html")
    }
    // Pause: every demo paused; a seek message puts each a third of the way in.
    #expect(frames("pause").allSatisfy { $0.states == ["paused"] })
    for frame in frames("seek") {
      #expect(frame.states == ["paused"])
      #expect(abs((frame.time ?? .nan) - frame.duration / 3) <= 1e-3)
    }
    // ArrowRight: still paused, on the next whole frame after where each stopped.
    for (before, after) in zip(frames("seek"), frames("step")) {
      #expect(after.states == ["paused"] && after.onAFrame, "\(after.times.first ?? .nan)")
      let (t0, t1) = (before.time ?? .nan, after.time ?? .nan)
      #expect(t1 > t0 && t1 <= t0 + after.frame + 1e-6, "\(t0) -> \(t1)")
    }
    // ArrowLeft twice: two frames back.
    for (step, back) in zip(frames("step"), frames("back")) {
      #expect(back.onAFrame && back.states == ["paused"])
      #expect(abs((back.time ?? .nan) - ((step.time ?? .nan) - 2 * back.frame)) <= 1e-3)
    }
    // Slow motion: every animation at a quarter speed, still paused; Play runs them so,
    // and Pause stops them where they got to.
    #expect(frames("slow").allSatisfy { $0.rates == [0.25] && $0.states == ["paused"] })
    #expect(frames("play").allSatisfy { $0.rates == [0.25] && $0.states == ["running"] })
    for (play, pause) in zip(frames("play"), frames("pause", occurrence: 1)) {
      #expect(pause.states == ["paused"] && pause.rates == [0.25])
      #expect((pause.time ?? .nan) >= (play.time ?? .nan))
    }
    // The first frame's own scrubber: a click a quarter of the way along moves its demo
    // alone.
    let (scrubbed, other) = (frames("scrub")[0], frames("scrub")[1])
    let time = try #require(scrubbed.time)
    #expect(time > 0.1 * scrubbed.duration && time < 0.4 * scrubbed.duration, "\(time)")
    #expect(other.time == frames("pause", occurrence: 1)[1].time)
    // Reduce Motion: each frame shows its demo's Reduce Motion page, which the bar's
    // settings reach as it loads (paused, slow); off again, the full page.
    for (frame, name) in zip(frames("reduce"), names.reversed()) {
      #expect(frame.src == "\(name).html" && frame.states == ["paused"] && frame.rates == [0.25])
    }
    for (frame, name) in zip(frames("normal"), names) {
      #expect(frame.src == "\(name).html" && frame.states == ["paused"] && frame.rates == [0.25])
    }
  }
}
