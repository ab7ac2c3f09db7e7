import ChoreoCore
import ChoreoDemos
import ChoreoRender

/// The page curl's cost: tab-curl rendered at @2x through one `RenderSession`, at an instant
/// with the page flat and at one mid-curl (its page drawn flat into the warp's source, then
/// resampled), with allocations per frame.
func curlBenchmarks() -> [BenchResult] {
  let demo = Demo.named("tab-curl")!
  let session = try! RenderSession(LayerRenderer(size: demo.size, scale: 2))
  var image = try! session.render(demo.scene(0.1))
  let flat = demo.scene(0.1)
  let curled = demo.scene(0.7)
  _ = try! session.render(curled)
  let flatResult = measure("tab-curl @2x, page flat (session)", operations: 1, runs: 15) {
    try! session.render(opaque(flat), into: &image)
  }
  let curledResult = measure("tab-curl @2x, mid-curl (session)", operations: 1, runs: 15) {
    try! session.render(opaque(curled), into: &image)
  }
  return [flatResult, curledResult]
}
