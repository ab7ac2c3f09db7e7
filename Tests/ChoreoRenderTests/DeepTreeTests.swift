import CLibC
import ChoreoCore
import ChoreoRender
import Testing

// The renderer and the exporters walk a tree recursively: `validate()` (which each of them
// calls first) refuses a tree nested past `RenderLayer.maximumDepth` with a typed error,
// and a tree at the limit fits a 2 MB stack (in a debug build). A stack overflow kills the
// process, so the
// cases that overflowed run as exit tests (Swift 6.2 and later).

/// A chain of `depth` layers (the root is level 1), each with a background and a stroked
/// shape, each inset by a point in its parent.
private func chain(depth: Int) -> RenderLayer {
  var layer = RenderLayer(frame: Rect2D(x: 1, y: 1, width: 30, height: 30))
  layer.backgroundColor = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
  layer.shape = VectorShape(
    path: .circle(center: Point2D(x: 15, y: 15), radius: 5), strokeColor: .black)
  for _ in 1..<depth {
    var parent = RenderLayer(frame: Rect2D(x: 1, y: 1, width: 30, height: 30))
    parent.backgroundColor = layer.backgroundColor
    parent.sublayers = [layer]
    layer = parent
  }
  return layer
}

private let size = Size2D(width: 32, height: 32)

/// Every entry point on `tree`: render, render(frames:), a session, SVG and Lottie.
private func renderEverywhere(_ tree: RenderLayer) throws(RenderError) {
  let renderer = LayerRenderer(size: size)
  _ = try renderer.render(tree)
  _ = try renderer.render(frames: 2) { _ in tree }
  _ = try RenderSession(renderer).render(tree)
  _ = try SVGExporter().svg(for: tree, size: size)
  _ = try LottieExporter(framesPerSecond: 1, samplesPerFrame: 1)
    .document(duration: 1, size: size) { _ in tree }
}

/// Checks that every entry point refuses a 10,000-level tree, naming the first layer past
/// the limit.
private func refuseAVeryDeepTree() {
  let tree = chain(depth: 10_000)
  let place =
    "root" + String(repeating: ".sublayers[0]", count: RenderLayer.maximumDepth)
  let expected = RenderError.tooDeep(layer: place)
  #expect(throws: expected) { try tree.validate() }
  let renderer = LayerRenderer(size: size)
  #expect(throws: expected) { try renderer.render(tree) }
  #expect(throws: expected) { try renderer.render(frames: 3) { _ in tree } }
  #expect(throws: expected) { try RenderSession(renderer).render(tree) }
  #expect(throws: expected) { try SVGExporter().svg(for: tree, size: size) }
  #expect(throws: expected) {
    try LottieExporter(framesPerSecond: 1, samplesPerFrame: 1)
      .document(duration: 1, size: size) { _ in tree }
  }
}

/// Runs `body` on a new thread with a `stackSize`-byte stack, and waits for it.
private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
  final class Box: @unchecked Sendable {
    // Safety: written before the thread starts, read on it; the join orders the rest.
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  pthread_attr_setstacksize(&attributes, stackSize)
  let box = Unmanaged.passRetained(Box(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
  #else
    var thread = pthread_t()
  #endif
  // The start routine's argument is optional on Glibc and not on Darwin.
  #if canImport(Darwin)
    let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { raw in
      Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
      return nil
    }
  #else
    let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
      Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
      return nil
    }
  #endif
  let created = pthread_create(&thread, &attributes, start, box)
  precondition(created == 0, "pthread_create failed: \(created)")
  pthread_attr_destroy(&attributes)
  #if canImport(Darwin)
    pthread_join(thread!, nil)
  #else
    pthread_join(thread, nil)
  #endif
}

/// Renders and exports a tree at the depth limit on a thread with a 2 MB stack.
private func renderAtTheLimitOnASmallStack() {
  onThread(stackSize: 2 << 20) {
    let tree = chain(depth: RenderLayer.maximumDepth)
    do throws(RenderError) {
      try renderEverywhere(tree)
    } catch {
      Issue.record("a tree at the limit was refused: \(error)")
    }
  }
}

/// Builds a chain 100,000 deep on a thread with a 1 MB stack, checks its depth, and lets it
/// go there.
private func freeAVeryDeepTree() {
  onThread(stackSize: 1 << 20) {
    var layer = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 1, height: 1))
    for _ in 1..<100_000 {
      var parent = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 1, height: 1))
      parent.sublayers.append(layer)
      layer = parent
    }
    var depth = 1
    var walk = layer
    while let child = walk.sublayers.first {
      depth += 1
      walk = child
    }
    #expect(depth == 100_000)
  }
}

@Suite struct DeepTreeTests {
  @Test func aTreeAtTheLimitIsValidAndOneLevelMoreIsNot() throws {
    try chain(depth: RenderLayer.maximumDepth).validate()
    let place =
      "root" + String(repeating: ".sublayers[0]", count: RenderLayer.maximumDepth)
    #expect(throws: RenderError.tooDeep(layer: place)) {
      try chain(depth: RenderLayer.maximumDepth + 1).validate()
    }
    // The message names the layer and the limit, and says what would be right.
    let message = RenderError.tooDeep(layer: "root.sublayers[3]").description
    #expect(message.hasPrefix("root.sublayers[3] is nested 65 levels deep"))
    #expect(message.contains("limit of 64") && message.contains("at most 64 deep"))
  }

  /// A tree nested 100,000 deep is freed without recursion, on a 1 MB stack: freeing a
  /// layer released its sublayers recursively and overflowed the stack past about 40,000
  /// levels on the main thread (SIGSEGV at 60,000), far fewer on a small stack. Run in a
  /// child process, where an overflow fails the test rather than ending the run.
  @Test func aVeryDeepTreeIsFreedOnASmallStack() async {
    #if compiler(>=6.2)
      await #expect(processExitsWith: .success) { freeAVeryDeepTree() }
    #else
      freeAVeryDeepTree()
    #endif
  }

  #if compiler(>=6.2)
    @Test func everyEntryPointRefusesAVeryDeepTree() async {
      await #expect(processExitsWith: .success) { refuseAVeryDeepTree() }
    }

    @Test func aTreeAtTheLimitRendersOnA2MBStack() async {
      await #expect(processExitsWith: .success) { renderAtTheLimitOnASmallStack() }
    }
  #else
    @Test func everyEntryPointRefusesAVeryDeepTree() { refuseAVeryDeepTree() }

    @Test func aTreeAtTheLimitRendersOnA2MBStack() { renderAtTheLimitOnASmallStack() }
  #endif
}
