import ChoreoDemos
import ChoreoTestSupport
import Foundation
import Testing

/// Every demo's web page (`choreo render DEMO --format html`), opened in headless Chromium
/// at `#still=T` for three instants, against `choreo render DEMO --format png --at T --scale
/// 1`: the mean absolute difference per channel stays within 1/255. The browser computes
/// every value from the page's keyframes (Web Animations), so this checks the sampling, the
/// keyframe reduction and the CSS mapping of the layer model together.
@Suite struct WebStillTests {
  /// Demos whose pages show their APNG instead of playing live, and why.
  static let fallbacks = ["tab-curl": "a page curl warps an image, which CSS cannot"]

  /// The largest mean difference allowed, in 0...255 units per channel.
  static let bound = 1.0

  /// The pages' frame rate: a third of the gallery's 30. Every layer, property and paint is
  /// mapped as at 30 fps; only the samples are sparser (40 a second, not 120), so the
  /// instants, which fall between samples, also check the keyframes' interpolation. The
  /// debug binary's export takes time in proportion to the rate: this suite took 43 CPU s
  /// with 30 fps pages and 18 with 10 fps ones. The worst mean was 0.580/255 at 30 fps and
  /// 0.644/255 at 10 (both scroll-header-before-after).
  static let pageFPS = 10

  /// The script that drives Chromium (Peers/blink_still.py).
  static var script: String {
    ChoreoRunner.peerScript("blink_still.py")
  }

  /// A quarter of the way, the demo's still time and three quarters of the way, to the
  /// millisecond.
  static func instants(_ demo: Demo) -> [Double] {
    [demo.duration / 4, demo.stillTime, demo.duration * 3 / 4].map {
      ($0 * 1000).rounded() / 1000
    }
  }

  /// One page at one instant, with its reference frame.
  struct Case {
    var demo: String
    var time: Double
    var page: String
    var reference: String
    var width: Int
    var height: Int
  }

  /// Renders the demo's page and its reference frames into `directory`.
  static func render(_ demo: Demo, into directory: URL) throws -> [Case] {
    let page = directory.appendingPathComponent("\(demo.name).html").path
    let run = try ChoreoRunner.run([
      "render", demo.name, "--format", "html", "--fps", "\(pageFPS)", "--out", page,
    ])
    #expect(run.status == 0, "\(demo.name): \(run.stderr)")
    // Self-contained: nothing the page draws comes from elsewhere.
    let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
    #expect(html.contains("<script>") && !html.contains("<img"), "\(demo.name) is not live")
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src="))
    var cases: [Case] = []
    for time in instants(demo) {
      let reference = directory.appendingPathComponent("\(demo.name)-\(time).png").path
      let frame = try ChoreoRunner.run([
        "render", demo.name, "--format", "png", "--at", "\(time)", "--scale", "1", "--out",
        reference,
      ])
      #expect(frame.status == 0, "\(demo.name) at \(time): \(frame.stderr)")
      cases.append(
        Case(
          demo: demo.name, time: time, page: page, reference: reference,
          width: Int(demo.size.width.rounded(.up)), height: Int(demo.size.height.rounded(.up))))
    }
    return cases
  }

  @Test(.enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"))
  func everyLiveDemoMatchesItsFramesInChromium() async throws {
    try #require(
      ExternalTool.pillow.isInstalled || !ExternalTool.inCI, "\(ExternalTool.pillow.missing)")
    guard ExternalTool.pillow.isInstalled else { return }
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The largest first (pixels × seconds: the scroll demos): the browser works through the
    // pages in the order they are sent, so the last it is left with are small ones. In the
    // catalog's order it ended the whole test phase on the scroll demos with a core idle.
    let demos = Demo.all.filter { Self.fallbacks[$0.name] == nil }.sorted {
      $0.size.width * $0.size.height * $0.duration > $1.size.width * $1.size.height * $1.duration
    }
    #expect(demos.count == Demo.all.count - Self.fallbacks.count)
    // The browser starts now and takes each demo's cases as soon as they are rendered, two
    // demos at a time (the debug binary is the slow part).
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
    var means: [String: [(time: Double, mean: Double)]] = [:]
    for (item, result) in zip(cases, results) {
      guard let mean = result["mean"] as? Double else {
        Issue.record("\(item.demo) at \(item.time) s: \(result["error"] ?? result)")
        continue
      }
      #expect(
        mean <= Self.bound,
        "\(item.demo) at \(item.time) s: Chromium is \(mean)/255 from Choreo's frame on average")
      means[item.demo, default: []].append((item.time, mean))
    }
    #expect(means.count == demos.count)
    // The worst mean per demo first, then each instant's.
    let table = means.keys.sorted().map { name -> String in
      let rows = (means[name] ?? []).sorted { $0.time < $1.time }
      let worst = rows.map(\.mean).max() ?? .nan
      let each = rows.map { "\(String(format: "%.3f", $0.mean)) at \($0.time) s" }
      return "\(name): worst \(String(format: "%.3f", worst)) (\(each.joined(separator: ", ")))"
    }
    print(
      "mean difference per channel, /255, per demo (Chromium \(finished.browser)):\n  "
        + table.joined(separator: "\n  "))
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

    /// Writes `cases`, one JSON line each.
    func send(_ cases: [Case]) throws {
      var lines = Data()
      for item in cases {
        let object: [String: Any] = [
          "page": item.page, "time": item.time, "width": item.width, "height": item.height,
          "reference": item.reference,
        ]
        lines += try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8)
      }
      try lock.withLock {
        try input.fileHandleForWriting.write(contentsOf: lines)
        sent += cases
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

  @Test func aFallbackPageSaysSoAndShowsItsFrames() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in Self.fallbacks.keys.sorted() {
      let page = directory.appendingPathComponent("\(name).html")
      let run = try ChoreoRunner.run(
        ["render", name, "--format", "html", "--fps", "5", "--out", page.path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("not live: shows its APNG"), "\(run.stderr)")
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.contains("<strong>Not live:</strong>"))
      #expect(html.contains("src=\"data:image/png;base64,iVBORw0KGgo"))
      #expect(!html.contains("http://") && !html.contains("https://"))
      #expect(!html.contains("<script>"))
    }
  }
}
