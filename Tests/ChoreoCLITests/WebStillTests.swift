import ChoreoDemos
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

/// Every demo's web page (`choreo render DEMO --format html`) in headless Chromium against
/// Choreo's renderer at scale 1 (Peers/blink_still.py), from one load of the page for its
/// instants: with scripts off, the page shows the demo's still frame (its base style); then,
/// stilled one frame (1/30 s) after each discrete change (``changes(_:)``) and at a few
/// instants of continuous motion (``continuous(_:)``; every tenth of a second under
/// `CHOREO_WEB_STILLS_FULL=1`) by changing the address's `#still=T` alone, it shows the
/// frame at T. The mean absolute difference per channel stays within 1/255 at each. The
/// browser computes every value from the page's keyframes (Web Animations), so this checks
/// the sampling, the keyframe reduction, the placing of discrete changes and the CSS
/// mapping of the layer model together.
@Suite struct WebStillTests {
  /// Whether `CHOREO_WEB_STILLS_FULL=1` asks for every tenth of a second of each demo as
  /// well (about 800 instants in all, several times the CI run's cost), as
  /// `CHOREO_FUZZ_FULL=1` asks for the full size of the seeded loops.
  static let isFull = ProcessInfo.processInfo.environment["CHOREO_WEB_STILLS_FULL"] == "1"

  /// Demos whose pages show their APNG instead of playing live, and why.
  static let fallbacks = ["tab-curl": "a page curl warps an image, which CSS cannot"]

  /// The largest mean difference allowed, in 0...255 units per channel.
  static let bound = 1.0

  /// Instants where Chromium's 8-bit opacity alone puts the page a little over ``bound``,
  /// with the mean allowed there: a large area dimmed or cross-faded at an opacity whose
  /// 8-bit value Chromium rounds the other way from the renderer's exact blend (pop-menu's
  /// backdrop at 0.3 opacity, 178 where the renderer has 179, over three quarters of the
  /// canvas; tab-dissolve's two pages half-way through their fade). Both stay within 1.2.
  static let opacityRounding: [String: [Double: Double]] = [
    "pop-menu": [1.4: 1.2], "tab-dissolve": [1.6: 1.2],
  ]

  /// The pages' frame rate: a third of the gallery's 30. Every layer, property and paint is
  /// mapped as at 30 fps; only the samples are sparser (40 a second, not 120), so the
  /// instants between samples also check the keyframes' interpolation. The debug binary's
  /// export takes time in proportion to the rate.
  static let pageFPS = 10

  /// How long after a discrete change the page is compared: one frame of the gallery.
  static let afterChange = 1.0 / 30

  /// The script that drives Chromium (Peers/blink_still.py).
  static var script: String {
    ChoreoRunner.peerScript("blink_still.py")
  }

  /// Every tenth of a second of the demo, and its end.
  static func tenths(_ demo: Demo) -> [Double] {
    let count = Int((demo.duration * 10 - 1e-9).rounded(.up))
    return (0..<count).map { Double($0) / 10 } + [demo.duration]
  }

  /// The instants of continuous motion compared, each one of ``tenths(_:)`` (the page's
  /// samples): all of them under ``isFull``; otherwise the start, the end, the tenths
  /// nearest a quarter, a half and three quarters of the demo, and the instants of
  /// ``opacityRounding``.
  static func continuous(_ demo: Demo) -> [Double] {
    if isFull { return tenths(demo) }
    let quarters = [0.25, 0.5, 0.75].map { (demo.duration * $0 * 10).rounded() / 10 }
    return [0] + quarters + (opacityRounding[demo.name]?.keys.sorted() ?? []) + [demo.duration]
  }

  /// The instants of the demo's discrete changes (a label that changes, a layer that
  /// appears: ``RenderLayer/discreteSignature``) that follow a tenth of a second or more
  /// without one, found at the gallery's 30 fps and placed to a millisecond as the web
  /// exporter places them. A readout that changes every frame (a scroll offset) is so
  /// checked where it starts to change, and at the instants of ``continuous(_:)``.
  static func changes(_ demo: Demo) -> [Double] {
    let count = Int((demo.duration * 30).rounded(.down))
    var changes: [Double] = []
    var last = demo.scene(0).discreteSignature
    // The latest instant known to hold a change, or 0.
    var quietSince = 0.0
    for frame in 1...count {
      let time = Double(frame) / 30
      let signature = demo.scene(time).discreteSignature
      guard signature != last else { continue }
      last = signature
      // A change in a frame that starts within a tenth of the one before is no quiet
      // tenth's end: placed no closer than the frame (no bisection, which is the cost).
      guard Double(frame - 1) / 30 - quietSince >= 0.1 else {
        quietSince = time
        continue
      }
      let change = SceneSamples.changeInstant(
        after: Double(frame - 1) / 30, upTo: time, to: signature, scene: demo.scene)
      changes.append(change)
      quietSince = change
    }
    return changes
  }

  /// The instants a demo is compared at, to the millisecond, in order.
  static func instants(_ demo: Demo) -> [Double] {
    let after = changes(demo).map { min(demo.duration, $0 + afterChange) }
    return Set((continuous(demo) + after).map { ($0 * 1000).rounded() / 1000 }).sorted()
  }

  /// One page with its instants and their reference frames.
  struct Case {
    var demo: String
    var page: String
    var width: Int
    var height: Int
    var still: String
    var instants: [(time: Double, reference: String)]
  }

  /// Renders the demo's page (the debug binary) and its reference frames (in process, as raw
  /// premultiplied RGBA, which the script deletes once compared) into `directory`.
  static func render(_ demo: Demo, into directory: URL) throws -> Case {
    let page = directory.appendingPathComponent("\(demo.name).html").path
    let run = try ChoreoRunner.run([
      "render", demo.name, "--format", "html", "--fps", "\(pageFPS)", "--out", page,
    ])
    #expect(run.status == 0, "\(demo.name): \(run.stderr)")
    // Self-contained: nothing the page draws comes from elsewhere.
    let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
    #expect(html.contains("<script>") && !html.contains("<img"), "\(demo.name) is not live")
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src="))
    let renderer = LayerRenderer(size: demo.size, scale: 1, background: demo.background)
    // The still frame, then the instants, a dozen frames at a time: the renderer reuses a
    // frame whose tree equals the one before (a demo at rest), and holds a dozen at most.
    let times = [demo.stillTime] + instants(demo)
    var paths: [String] = []
    var start = 0
    while start < times.count {
      let batch = Array(times[start..<min(start + 12, times.count)])
      let frames = try renderer.render(frames: batch.count) { demo.scene(batch[$0]) }
      for (offset, frame) in frames.enumerated() {
        let name = start + offset == 0 ? "still" : "\(times[start + offset])"
        let path = directory.appendingPathComponent("\(demo.name)-\(name).rgba").path
        try Data(frame.pixels).write(to: URL(fileURLWithPath: path))
        paths.append(path)
      }
      start += batch.count
    }
    let still = paths[0]
    let instants = Array(zip(times.dropFirst(), paths.dropFirst()))
    let (width, height) = try renderer.pixelSize()
    return Case(
      demo: demo.name, page: page, width: width, height: height, still: still,
      instants: instants)
  }

  @Test(.enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"))
  func everyLiveDemoMatchesTheRendererInChromium() async throws {
    try #require(
      ExternalTool.pillow.isInstalled || !ExternalTool.inCI, "\(ExternalTool.pillow.missing)")
    guard ExternalTool.pillow.isInstalled else { return }
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The largest first (pixels × seconds: the scroll demos): the browser works through the
    // pages in the order they are sent, so the last it is left with are small ones.
    let demos = Demo.all.filter { Self.fallbacks[$0.name] == nil }.sorted {
      $0.size.width * $0.size.height * $0.duration > $1.size.width * $1.size.height * $1.duration
    }
    #expect(demos.count == Demo.all.count - Self.fallbacks.count)
    // The browser starts now and takes each demo's case as soon as it is rendered, two
    // demos at a time (the debug binary and renderer are the slow part).
    let session = try Session(script: Self.script, in: directory)
    let finished: Session.Finished
    do {
      _ = try await concurrentMap(demos) { try session.send(Self.render($0, into: directory)) }
      finished = try session.finish()
    } catch {
      session.stop()
      throw error
    }
    #expect(finished.status == 0, "\(finished.stderr)")
    let cases = finished.cases
    let results = finished.results
    try #require(results.count == cases.count, "\(finished.stderr)")
    var rows: [String] = []
    for (item, result) in zip(cases, results) {
      let still = result["still"] as? [String: Any] ?? [:]
      if let mean = still["mean"] as? Double {
        #expect(
          mean <= Self.bound,
          "\(item.demo) without its script: \(mean)/255 from Choreo's still frame on average")
      } else {
        Issue.record("\(item.demo) without its script: \(still["error"] ?? result)")
      }
      let instants = result["instants"] as? [[String: Any]] ?? []
      #expect(instants.count == item.instants.count, "\(item.demo): \(instants.count) answers")
      var worst = (mean: 0.0, time: Double.nan)
      for (instant, answer) in zip(item.instants, instants) {
        guard let mean = answer["mean"] as? Double else {
          Issue.record("\(item.demo) at \(instant.time) s: \(answer["error"] ?? answer)")
          continue
        }
        let bound = Self.opacityRounding[item.demo]?[instant.time] ?? Self.bound
        #expect(
          mean <= bound,
          "\(item.demo) at \(instant.time) s: Chromium is \(mean)/255 from Choreo's frame")
        if mean > worst.mean { worst = (mean, instant.time) }
      }
      rows.append(
        "\(item.demo): without script \(String(format: "%.3f", still["mean"] as? Double ?? .nan)),"
          + " \(item.instants.count) instants, worst \(String(format: "%.3f", worst.mean)) at"
          + " \(worst.time) s")
    }
    print(
      "mean difference per channel, /255, per demo (Chromium \(finished.browser)):\n  "
        + rows.sorted().joined(separator: "\n  "))
  }

  /// blink_still.py's Chromium session, started before the pages exist: cases are written
  /// to it as each demo's are rendered, and it works through them meanwhile. Its outputs
  /// go to files, read once it has ended, so no pipe fills and blocks it.
  private final class Session: @unchecked Sendable {
    /// What the session answered, with the cases in the order they were sent.
    struct Finished {
      var cases: [Case]
      var browser: String
      var results: [[String: Any]]
      var status: Int32
      var stderr: String
    }

    // The process, its input and `sent` are used under `lock` only.
    private let lock = NSLock()
    private let process = Process()
    private let input = Pipe()
    private var sent: [Case] = []
    /// Signalled when the process has exited. The session is started on one thread and
    /// waited for on another, where Foundation's `waitUntilExit()` on Linux does not sleep:
    /// it runs that thread's empty run loop over and over, a core busy for as long as the
    /// browser works (about 7 of this suite's 35 CPU s alone, more in a full run).
    private let exited = DispatchSemaphore(value: 0)
    private let output: URL
    private let errors: URL

    init(script: String, in directory: URL) throws {
      output = directory.appendingPathComponent("blink-still.out")
      errors = directory.appendingPathComponent("blink-still.err")
      for url in [output, errors] {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
      }
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ExternalTool.resolvingPython(["python3", script])
      process.standardInput = input
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      process.terminationHandler = { [exited] _ in exited.signal() }
      try process.run()
    }

    /// Writes `item` as one JSON line.
    func send(_ item: Case) throws {
      let object: [String: Any] = [
        "page": item.page, "width": item.width, "height": item.height,
        "still": ["reference": item.still],
        "instants": item.instants.map { ["time": $0.time, "reference": $0.reference] },
      ]
      let line = try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8)
      try lock.withLock {
        try input.fileHandleForWriting.write(contentsOf: line)
        sent.append(item)
      }
    }

    /// Ends the input and waits for the session to answer every case and quit.
    func finish() throws -> Finished {
      try lock.withLock {
        try input.fileHandleForWriting.close()
        waitForExit()
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        let objects = try lines.map {
          try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return Finished(
          cases: sent, browser: objects.first?["browser"] as? String ?? "?",
          results: Array(objects.dropFirst()), status: process.terminationStatus,
          stderr: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
      }
    }

    /// Waits until the process has exited; at once if it has. The semaphore is signalled
    /// again after each wait, so that `stop()` after a `finish()` that threw does not wait
    /// for a second exit.
    private func waitForExit() {
      exited.wait()
      exited.signal()
    }

    /// Stops the session after a failure.
    func stop() {
      lock.withLock {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        waitForExit()
      }
    }
  }

  /// A page that cannot be live says so and plays the demo's frames under the live pages'
  /// controls: one image a distinct frame, each but the first shown from its start by an
  /// animation (WebControlsTests drives them in Chromium).
  @Test func aFallbackPageSaysSoAndPlaysItsFrames() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in Self.fallbacks.keys.sorted() {
      let page = directory.appendingPathComponent("\(name).html")
      let run = try ChoreoRunner.run(
        ["render", name, "--format", "html", "--fps", "5", "--out", page.path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("not live: plays its rendered frames"), "\(run.stderr)")
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.contains("<strong>Not live:</strong>"))
      #expect(!html.contains("http://") && !html.contains("https://"))
      let images = html.components(separatedBy: "src=\"data:image/png;base64,iVBORw0KGgo").count - 1
      #expect(images > 5, "\(images) frames")
      #expect(html.components(separatedBy: "v(\"f").count - 1 == images - 1)
      #expect(html.contains("<script>") && html.contains("id=\"scrub\""))
    }
  }
}
