import ChoreoCore
import ChoreoDemos
import ChoreoRender
import Foundation

// Goal 1 of the speed issue: Choreo's rasteriser against librsvg and Skia on the same
// frame, in process. Choreo renders the layer tree through a `RenderSession` into one
// reused bitmap; the peers render the SVG that `SVGExporter` makes of the same tree, driven
// by Benchmarks/peers/peer_render.py (librsvg and cairo through ctypes, Skia through
// skia-python; its header says exactly what is timed). Rounds alternate the engines, a
// batch of renders each, and the figures are medians over all renders of an engine.

/// One frame to compare: a tree, its SVG and its renderer.
private struct PeerFrame {
  var name: String
  var renderer: LayerRenderer
  var tree: RenderLayer
  var svg: String
}

/// The peer process: a line of command in, a line of timings out.
private final class PeerProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []

  init?(svgPath: String, width: Int, height: Int) {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("peers/peer_render.py")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, svgPath, "\(width)", "\(height)"]
    process.standardInput = input
    process.standardOutput = output
    do { try process.run() } catch { return nil }
  }

  /// Sends one command and returns its answer line.
  func ask(_ command: String) -> String {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    while true {
      if let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { return "unavailable peer process ended" }
      buffer += chunk
    }
  }

  /// Nanoseconds per render of `engine`, or the reason it cannot run.
  func render(_ engine: String, times: Int) -> Result<[Double], PeerUnavailable> {
    let line = ask("\(engine) \(times)")
    if line.hasPrefix("unavailable") { return .failure(PeerUnavailable(reason: line)) }
    return .success(line.split(separator: " ").compactMap { Double($0) })
  }

  func stop() {
    _ = try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
    process.waitUntilExit()
  }
}

private struct PeerUnavailable: Error {
  var reason: String
}

private func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// The frames compared: the benchmark's 390×844 UI scene and a gallery demo, both at @2x.
private func peerFrames() -> [PeerFrame] {
  let ui = renderBenchScene(progress: 0.5)
  let uiRenderer = LayerRenderer(size: Size2D(width: 390, height: 844), scale: 2)
  var frames = [
    PeerFrame(
      name: "390×844@2x UI scene", renderer: uiRenderer, tree: ui,
      svg: try! SVGExporter().svg(for: ui, size: uiRenderer.size))
  ]
  if let demo = Demo.named("scroll-cards") {
    let time = demo.duration / 2
    let tree = demo.scene(time)
    let renderer = LayerRenderer(size: demo.size, scale: 2, background: demo.background)
    frames.append(
      PeerFrame(
        name: "\(demo.name) at \(format(time, digits: 2)) s @2x", renderer: renderer,
        tree: tree,
        svg: try! SVGExporter().svg(for: tree, size: demo.size, background: demo.background)))
  }
  return frames
}

/// Choreo, librsvg and Skia on the same frames; prints ratios (peer time / Choreo time).
func rasterPeerBenchmarks(rounds: Int = 15, batch: Int = 5) -> [BenchResult] {
  var results: [BenchResult] = []
  for frame in peerFrames() {
    let session = try! RenderSession(frame.renderer)
    var image = try! session.render(frame.tree)
    let (width, height) = (image.width, image.height)
    let svgURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-bench-\(getpid())-\(results.count).svg")
    try! Data(frame.svg.utf8).write(to: svgURL)
    defer { try? FileManager.default.removeItem(at: svgURL) }
    let peer = PeerProcess(svgPath: svgURL.path, width: width, height: height)
    var choreo: [Double] = []
    // Reserved: the counter below would otherwise count this array's own growth.
    choreo.reserveCapacity(rounds * batch)
    var peers: [String: Result<[Double], PeerUnavailable>] = [
      "rsvg": .success([]), "skia": .success([]),
    ]
    var allocations: UInt64 = 0
    for _ in 0..<batch { try! session.render(opaque(frame.tree), into: &image) }  // warm-up
    for _ in 0..<rounds {
      let before = allocationCount()
      for _ in 0..<batch {
        let start = nowNanoseconds()
        try! session.render(opaque(frame.tree), into: &image)
        choreo.append(Double(nowNanoseconds() - start))
      }
      allocations += allocationCount() - before
      for engine in ["rsvg", "skia"] {
        guard case .success(var samples) = peers[engine] else { continue }
        switch peer?.render(engine, times: batch) ?? .failure(PeerUnavailable(reason: "no python3"))
        {
        case .success(let more):
          samples += more
          peers[engine] = .success(samples)
        case .failure(let why): peers[engine] = .failure(why)
        }
      }
    }
    peer?.stop()
    blackHole(image)
    let choreoTime = median(choreo)
    let label = "\(frame.name), \(width)×\(height) px"
    results.append(
      BenchResult(
        name: "raster Choreo (RenderSession) \(label)", nanosecondsPerOperation: choreoTime,
        allocationsPerOperation: Double(allocations) / Double(rounds * batch)))
    print("# raster \(label): Choreo \(format(choreoTime / 1e6, digits: 3)) ms a frame")
    for (engine, title) in [("rsvg", "librsvg"), ("skia", "Skia")] {
      switch peers[engine]! {
      case .success(let samples):
        let time = median(samples)
        results.append(
          BenchResult(
            name: "raster \(title) \(label)", nanosecondsPerOperation: time,
            allocationsPerOperation: .nan))
        print(
          "# raster \(label): \(title) \(format(time / 1e6, digits: 3)) ms; ratio "
            + "\(title)/Choreo = \(format(time / choreoTime, digits: 2))")
      case .failure(let why):
        print("# raster \(label): \(title) not run (\(why.reason))")
      }
    }
  }
  return results
}

/// One peer frame rendered `count` times through one session, without peers: a short run
/// to profile (`valgrind --tool=callgrind choreo-bench frame`); `index` 0 is the UI scene,
/// 1 the gallery demo.
func rasterFrameBenchmarks(index: Int, count: Int = 20) -> [BenchResult] {
  let frame = peerFrames()[index]
  let session = try! RenderSession(frame.renderer)
  var image = try! session.render(frame.tree)
  let result = measure(
    "render \(frame.name) into a bitmap (RenderSession)", operations: 1, runs: count
  ) {
    try! session.render(opaque(frame.tree), into: &image)
  }
  blackHole(image)
  return [result]
}
