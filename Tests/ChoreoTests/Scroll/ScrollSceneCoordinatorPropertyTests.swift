import Choreo
import ChoreoTestSupport
import Testing

/// A scroll view that checks every target state the coordinator shows: a valid state
/// (finite frame, non-negative size and corner radius, `VisualState.isValid`), for a target
/// the scene has, and under Reduce Motion without scale or parallax.
@MainActor
final class CheckingScrollView: ScrollSceneHost {
  var geometry: ScrollSceneGeometry?
  var reducedMotion = ReducedMotionPolicy.full
  let targets: Set<ScrollTargetID>
  private(set) var problems: [String] = []
  private(set) var shown = 0
  var event = 0

  init(targets: Set<ScrollTargetID>) {
    self.targets = targets
  }

  func show(_ state: ScrollTargetState, for target: ScrollTargetID) {
    shown += 1
    func fail(_ what: String) { problems.append("event \(event), \(target): \(what)") }
    if !targets.contains(target) { fail("not a target of the scene") }
    let frame = state.frame
    if ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, state.cornerRadius]
      .allSatisfy(\.isFinite) || frame.size.width < 0 || frame.size.height < 0
      || state.cornerRadius < 0
    {
      fail("frame \(frame), corner radius \(state.cornerRadius)")
    }
    if !state.appearance.isValid { fail("appearance \(state.appearance)") }
    if reducedMotion != .full
      && (state.appearance.scale != Size2D(width: 1, height: 1)
        || state.appearance.translation != .zero)
    {
      fail("scale or parallax under \(reducedMotion): \(state.appearance)")
    }
  }
}

/// Issue 50's done-when for the scroll-scene coordinator: seeded sequences of 200 random
/// events each (scrolls, rotations, inset and content-size changes, Reduce Motion, changes
/// behind the coordinator's back, geometry that is extreme or not finite, releases at
/// extreme velocities, new snap points) never trap, every state shown passes
/// ``CheckingScrollView``'s checks, and every release target is `nil` or a finite content
/// offset that shows one of the snap points.
@MainActor
@Suite final class ScrollSceneCoordinatorPropertyTests {
  /// A number of any size and sign, sometimes not finite.
  static func number(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: return .nan
    case 1: return Bool.random(using: &generator) ? .infinity : -.infinity
    case 2: return .greatestFiniteMagnitude * (Bool.random(using: &generator) ? 1 : -1)
    case 3: return Double.random(in: -1e300...1e300, using: &generator)
    case 4: return Double.random(in: -1e-300...1e-300, using: &generator)
    default: return Double.random(in: -2000...3000, using: &generator)
    }
  }

  /// A geometry: ordinary (a phone, scrolled somewhere), or with one extreme number.
  static func geometry(_ generator: inout SeededGenerator) -> ScrollSceneGeometry {
    var geometry = ScrollSceneGeometry(
      contentOffset: Point2D(x: 0, y: Double.random(in: -200...2000, using: &generator)),
      viewportSize: Size2D(width: 390, height: 844), contentSize: Size2D(width: 390, height: 2600),
      contentInset: Point2D(x: 0, y: Double.random(in: 0...120, using: &generator)))
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: geometry.contentOffset.y = number(&generator)
    case 1: geometry.contentInset.y = number(&generator)
    case 2: geometry.viewportSize = Size2D(width: number(&generator), height: number(&generator))
    case 3: geometry.contentSize.height = number(&generator)
    case 4: geometry.contentOffset.x = number(&generator)
    default: break
    }
    return geometry
  }

  /// One sequence; returns the problems found and how many states were shown.
  static func run(seed: UInt64, events: Int) throws -> (problems: [String], shown: Int) {
    var generator = SeededGenerator(seed: seed)
    let scene = try ScrollSceneCoordinatorTests.scene()
    let view = CheckingScrollView(targets: Set(scene.targets.map(\.id)))
    view.geometry = geometry(&generator)
    let coordinator = ScrollSceneCoordinator(
      scene: scene, snap: try ScrollSnap(points: [0, 200]), host: view)
    var problems: [String] = []
    for event in 0..<events {
      view.event = event
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1, 2:
        // A scroll: the delegate lays out at once.
        view.geometry?.contentOffset.y =
          Bool.random(using: &generator)
          ? Double.random(in: -300...2600, using: &generator) : number(&generator)
        coordinator.layOut()
      case 3:
        view.geometry = geometry(&generator)
        coordinator.layOut()
      case 4:
        // Behind the coordinator's back: no layout pass (yet).
        view.geometry = Bool.random(using: &generator) ? nil : geometry(&generator)
      case 5:
        view.reducedMotion = [.full, .reduced, .instant].randomElement(using: &generator)!
        coordinator.layOut()
      case 6:
        let points = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
          Bool.random(using: &generator)
            ? Double.random(in: -500...3000, using: &generator) : number(&generator)
        }
        coordinator.snap = try? ScrollSnap(
          points: points,
          decelerationRate: [0.998, 0.99, 0, 0.9999999999999999].randomElement(
            using: &generator)!)
      default:
        let velocity = Point2D(x: number(&generator), y: number(&generator))
        if let target = coordinator.targetContentOffset(velocity: velocity) {
          if !(target.x.isFinite && target.y.isFinite) {
            problems.append("event \(event): target \(target) at \(velocity)")
          } else if let snap = coordinator.snap, let geometry = view.geometry {
            // The target shows a snap point: content offset + inset, to within rounding.
            let offset = target.y + geometry.contentInset.y
            let scale = max(1, abs(target.y), abs(geometry.contentInset.y))
            if !snap.points.contains(where: { abs($0 - offset) <= 1e-12 * scale }) {
              problems.append("event \(event): target \(target) shows no snap point")
            }
          }
        }
      }
      // Once laid out, the state holds every target of the scene, and only those.
      if view.shown > 0,
        !scene.targets.allSatisfy({ coordinator.state.state(of: $0.id) != nil })
      {
        problems.append("event \(event): the state lost a target")
      }
    }
    return (view.problems + problems, view.shown)
  }

  /// 2,000 sequences of 200 events take about 3 CPU s in a debug build: CI runs the first
  /// 300 seeds of the full run (about 0.4 CPU s), CHOREO_FUZZ_FULL=1 runs 2,000.
  @Test func randomEventSequencesShowOnlyValidStates() throws {
    var problems: [String] = []
    var shown = 0
    for seed in 0..<UInt64(FuzzScale.count(ci: 300, full: 2000)) {
      let found = try Self.run(seed: seed, events: 200)
      shown += found.shown
      if !found.problems.isEmpty { problems.append("seed \(seed): \(found.problems.prefix(3))") }
    }
    #expect(problems.isEmpty, "\(problems.count) seeds: \(problems.prefix(5))")
    #expect(shown > 1000, "the sequences laid the scene out \(shown) times")
  }

  /// What the random sequences found (seed 0): a viewport of negative width laid the panel
  /// out with a negative width. A negative size is now refused as a non-finite one is, and
  /// the last layout kept.
  @Test func aNegativeViewportKeepsTheLastLayout() throws {
    let view = CheckingScrollView(targets: ["header", "panel"])
    view.geometry = ScrollSceneGeometry(
      contentOffset: .zero, viewportSize: Size2D(width: 390, height: 844),
      contentSize: Size2D(width: 390, height: 2000))
    let coordinator = ScrollSceneCoordinator(
      scene: try ScrollSceneCoordinatorTests.scene(), host: view)
    #expect(coordinator.layOut())
    view.geometry?.viewportSize.width = -17.66
    #expect(!coordinator.layOut())
    #expect(coordinator.state.state(of: "panel")?.frame.size.width == 390)
    #expect(view.problems == [])
    #expect(throws: ScrollError.negative(what: "the viewport's width", value: -17.66)) {
      try ScrollSceneCoordinatorTests.scene().resolved(
        offset: 0,
        metrics: ScrollMetrics(
          viewport: Size2D(width: -17.66, height: 844), content: Size2D(width: 1, height: 1)))
    }
  }
}
