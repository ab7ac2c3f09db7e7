import Choreo
import ChoreoTestSupport
import Testing

/// The built-in transitions, named for test output.
struct NamedTransition: CustomStringConvertible, Sendable {
  let description: String
  let transition: SceneTransition

  static func all() throws -> [NamedTransition] {
    [
      NamedTransition(description: "identity", transition: .identity),
      NamedTransition(description: "opacity", transition: .opacity),
      NamedTransition(description: "scale", transition: .scale),
      NamedTransition(
        description: "scale(0.5, top-left)", transition: .scale(0.5, anchor: .zero)),
      NamedTransition(description: "rotation(1)", transition: .rotation(1)),
      NamedTransition(description: "offset", transition: .offset(x: 20, y: -30)),
      NamedTransition(description: "move(leading)", transition: .move(edge: .leading)),
      NamedTransition(description: "move(bottom)", transition: .move(edge: .bottom)),
      NamedTransition(description: "push(trailing)", transition: .push(from: .trailing)),
      NamedTransition(description: "slide", transition: .slide),
      NamedTransition(description: "flip(left)", transition: .flip(from: .left)),
      NamedTransition(description: "flip(top)", transition: .flip(from: .top)),
      NamedTransition(description: "curl(up)", transition: .curl(.up)),
      NamedTransition(description: "curl(down)", transition: .curl(.down)),
      NamedTransition(
        description: "spin",
        transition: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
          .combined(with: .opacity)),
      NamedTransition(
        description: "rotationOn",
        transition: .asymmetric(
          insertion: .modifier(
            active: VisualState(translation: Point2D(x: 390, y: 844), rotation: .pi),
            identity: .identity),
          removal: .move(edge: .leading))),
    ]
  }
}

let phoneSize = Size2D(width: 390, height: 844)

func context(
  _ layout: SceneTransitionContext.LayoutDirection = .leftToRight,
  _ navigation: SceneTransitionContext.Navigation = .forward
) -> SceneTransitionContext {
  // The phoneSize size is valid: this cannot throw.
  try! SceneTransitionContext(
    containerSize: phoneSize, layoutDirection: layout, navigation: navigation)
}

@Suite struct TransitionBuiltinTests {
  @Test(arguments: try NamedTransition.all())
  func identityAtRestAndActiveAtTheStartOfAnInsertion(_ named: NamedTransition) throws {
    for layout in SceneTransitionContext.LayoutDirection.allCases {
      for navigation in SceneTransitionContext.Navigation.allCases {
        let ctx = context(layout, navigation)
        let t = named.transition
        for role in SceneTransition.Role.allCases {
          #expect(t.restingState(for: role, in: ctx) == .identity, "\(named) \(role) rest")
        }
        #expect(
          t.appearance(for: .insertion, progress: 0, in: ctx)
            == t.activeState(for: .insertion, in: ctx))
        #expect(t.appearance(for: .insertion, progress: 1, in: ctx) == .identity)
        #expect(t.appearance(for: .removal, progress: 0, in: ctx) == .identity)
        #expect(
          t.appearance(for: .removal, progress: 1, in: ctx) == t.activeState(for: .removal, in: ctx)
        )
        let change = try PageChange(t, context: ctx, navigation: ctx.navigation)
        var start = try #require(change.incoming(at: 0))
        start.zIndex = 0
        #expect(start == t.activeState(for: .insertion, in: ctx))
        var end = try #require(change.incoming(at: change.duration))
        end.zIndex = 0
        #expect(end.isIdentity)
      }
    }
  }

  @Test func builtInActiveStates() throws {
    let ctx = context()
    #expect(SceneTransition.opacity.activeState(for: .insertion, in: ctx).opacity == 0)
    let scale = SceneTransition.scale(0.5, anchor: Point2D(x: 0, y: 1))
      .activeState(for: .removal, in: ctx)
    #expect(scale.scale == Size2D(width: 0.5, height: 0.5))
    #expect(scale.anchor == Point2D(x: 0, y: 1))
    #expect(
      SceneTransition.rotation(0.7).activeState(for: .insertion, in: ctx).rotation == 0.7
    )
    #expect(
      SceneTransition.offset(x: 5, y: 6).activeState(for: .insertion, in: ctx)
        .translation == Point2D(x: 5, y: 6))
    // move: the same edge both ways, by the container's size.
    for role in SceneTransition.Role.allCases {
      #expect(
        SceneTransition.move(edge: .top).activeState(for: role, in: ctx).translation
          == Point2D(x: 0, y: -844))
      #expect(
        SceneTransition.move(edge: .right).activeState(for: role, in: ctx).translation
          == Point2D(x: 390, y: 0))
    }
    // push: in from the edge, out toward the opposite one.
    let push = SceneTransition.push(from: .bottom)
    #expect(push.activeState(for: .insertion, in: ctx).translation == Point2D(x: 0, y: 844))
    #expect(push.activeState(for: .removal, in: ctx).translation == Point2D(x: 0, y: -844))
  }

  @Test func blendIsLinearBetweenActiveAndRest() {
    let ctx = context()
    // A removed page of a leading move at progress p sits at −390·p (x).
    for p in [0.1, 0.25, 0.5, 0.9] {
      let removed = SceneTransition.move(edge: .leading).appearance(
        for: .removal, progress: p, in: ctx)
      #expect(isClose(removed.translation.x, -390 * p, absolute: 1e-9))
      let faded = SceneTransition.opacity.appearance(for: .insertion, progress: p, in: ctx)
      #expect(isClose(faded.opacity, p, absolute: 1e-12))
    }
  }

  @Test func directionFromNavigationAndItsRightToLeftMirror() {
    let expectations:
      [(SceneTransitionContext.LayoutDirection, SceneTransitionContext.Navigation, Double)] = [
        (.leftToRight, .forward, 390),  // forward: the new page comes from the right
        (.leftToRight, .backward, -390),
        (.rightToLeft, .forward, -390),  // mirrored: forward comes from the left
        (.rightToLeft, .backward, 390),
      ]
    for (layout, navigation, incomingX) in expectations {
      let ctx = context(layout, navigation)
      let incoming = SceneTransition.slide.activeState(for: .insertion, in: ctx)
      let outgoing = SceneTransition.slide.activeState(for: .removal, in: ctx)
      #expect(incoming.translation == Point2D(x: incomingX, y: 0), "\(layout) \(navigation)")
      #expect(
        outgoing.translation == Point2D(x: -incomingX, y: 0), "\(layout) \(navigation)")
    }
    #expect(SceneTransitionContext.Navigation.between(1, 3) == .forward)
    #expect(SceneTransitionContext.Navigation.between(3, 1) == .backward)
    #expect(SceneEdge.leading.resolved(for: .rightToLeft) == .right)
    #expect(SceneEdge.left.resolved(for: .rightToLeft) == .left)
    #expect(
      SceneTransition.move(edge: .leading).activeState(for: .removal, in: context(.rightToLeft))
        .translation == Point2D(x: 390, y: 0))
  }

  @Test func asymmetricUsesEachSideForItsRole() throws {
    let ctx = context()
    let asym = SceneTransition.asymmetric(insertion: .opacity, removal: .move(edge: .bottom))
    #expect(
      asym.activeState(for: .insertion, in: ctx)
        == SceneTransition.opacity.activeState(for: .insertion, in: ctx))
    #expect(
      asym.activeState(for: .removal, in: ctx)
        == SceneTransition.move(edge: .bottom).activeState(for: .removal, in: ctx))
    let timed = SceneTransition.asymmetric(
      insertion: SceneTransition.opacity.motion(.linear(duration: 1)),
      removal: SceneTransition.opacity.motion(.linear(duration: 2)))
    #expect(timed.motion(for: .insertion) == .linear(duration: 1))
    #expect(timed.motion(for: .removal) == .linear(duration: 2))
    #expect(timed.motion(.linear(duration: 3)).motion(for: .insertion) == .linear(duration: 3))
  }

  @Test func combinedComposesBothStates() throws {
    let ctx = context()
    let spin = SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
      .combined(with: .opacity)
    let active = spin.activeState(for: .insertion, in: ctx)
    #expect(active.rotation == 2 * .pi / 3)
    #expect(active.scale == Size2D(width: 0.1, height: 0.1))
    #expect(active.opacity == 0)
    let moved = SceneTransition.offset(x: 10).combined(with: .offset(x: 5, y: 2))
      .activeState(for: .removal, in: ctx).translation
    #expect(moved == Point2D(x: 15, y: 2))
    let half = SceneTransition.scale(0.5).combined(with: .scale(0.5))
    #expect(
      half.activeState(for: .insertion, in: ctx).scale == Size2D(width: 0.25, height: 0.25))
  }

  @Test func flipHidesBackFacesAndSwapsAtHalfWay() {
    for edge in [SceneEdge.left, .right, .top, .bottom, .leading, .trailing] {
      let ctx = context()
      let flip = SceneTransition.flip(from: edge)
      func look(_ role: SceneTransition.Role, at time: Double) -> VisualState {
        flip.appearance(for: role, time: time, defaultMotion: .linear(duration: 1), in: ctx)
      }
      for step in 0...100 {
        let t = Double(step) / 100
        let outgoing = look(.removal, at: t)
        let incoming = look(.insertion, at: t)
        // Exactly one face is toward the viewer except at the swap, where both are edge-on.
        if t < 0.5 {
          #expect(!outgoing.isHidden(in: phoneSize), "\(edge) t=\(t)")
          #expect(incoming.isHidden(in: phoneSize), "\(edge) t=\(t)")
        } else if t > 0.5 {
          #expect(outgoing.isHidden(in: phoneSize), "\(edge) t=\(t)")
          #expect(!incoming.isHidden(in: phoneSize), "\(edge) t=\(t)")
        } else {
          #expect(outgoing.isHidden(in: phoneSize) && incoming.isHidden(in: phoneSize))
        }
        // One card: the incoming face is the outgoing one turned half a turn back.
        let turn =
          outgoing.rotationY - incoming.rotationY
          + outgoing.rotationX - incoming.rotationX
        #expect(isClose(abs(turn), .pi, absolute: 1e-12))
      }
      let mid = look(.removal, at: 0.5)
      #expect(isClose(abs(mid.rotationY + mid.rotationX), .pi / 2, absolute: 1e-12))
      #expect(mid.perspective.isFinite)
    }
    // From the left: the card turns with +rotationY (the left edge comes forward).
    let left = SceneTransition.flip(from: .left).activeState(for: .removal, in: context())
    #expect(left.rotationY == .pi && left.rotationX == 0)
    let leading = SceneTransition.flip(from: .leading)
    #expect(leading.activeState(for: .removal, in: context(.rightToLeft)).rotationY == -.pi)
  }

  @Test func curlUpUncoversAndCurlDownCovers() throws {
    let ctx = context()
    let up = try PageChange(.curl(.up), context: ctx, motion: .linear(duration: 1))
    #expect(up.transition.layering == .outgoingOnTop)
    #expect(isClose(try #require(up.outgoing(at: 0.3)).curl, 0.3, absolute: 1e-12))
    #expect(try #require(up.incoming(at: 0.3)).curl == 0)
    #expect(
      SceneTransition.curl(.up).appearance(for: .removal, progress: 1, in: ctx)
        .isHidden(in: phoneSize))
    #expect(up.outgoing(at: 1) == nil)
    let down = try PageChange(.curl(.down), context: ctx, motion: .linear(duration: 1))
    #expect(down.transition.layering == .incomingOnTop)
    #expect(isClose(try #require(down.incoming(at: 0.3)).curl, 0.7, absolute: 1e-12))
    #expect(try #require(down.outgoing(at: 0.3)).curl == 0)
    #expect(try #require(down.incoming(at: 0)).isHidden(in: phoneSize))
  }

  @Test func badInputIsRefusedWithTypedErrors() {
    #expect(
      throws: SceneTransitionError.nonFiniteParameter(
        transition: "rotation", parameter: "angle", value: .infinity)
    ) {
      try SceneTransition.validatedRotation(.infinity)
    }
    #expect(throws: SceneTransitionError.self) { try SceneTransition.validatedRotation(.nan) }
    #expect(throws: SceneTransitionError.self) { try SceneTransition.validatedScale(.nan) }
    #expect(throws: SceneTransitionError.self) {
      try SceneTransition.validatedScale(1, anchor: Point2D(x: .nan, y: 0))
    }
    #expect(throws: SceneTransitionError.self) { try SceneTransition.validatedOffset(x: .infinity) }
    #expect(throws: SceneTransitionError.self) {
      try SceneTransition.validatedModifier(
        active: VisualState(rotation: .nan), identity: .identity)
    }
    #expect(throws: SceneTransitionError.self) {
      try SceneTransition.validatedModifier(active: .identity, identity: VisualState(opacity: 2))
    }
    for size in [
      Size2D(width: 0, height: 10), Size2D(width: 10, height: -1), Size2D(width: .nan, height: 1),
      Size2D(width: 1, height: .infinity),
    ] {
      #expect(throws: SceneTransitionError.self) { try SceneTransitionContext(containerSize: size) }
    }
    #expect(throws: SceneTransitionError.invalidContainerSize(width: 0, height: 10)) {
      try SceneTransitionContext(containerSize: Size2D(width: 0, height: 10))
    }
    let message = SceneTransitionError.invalidContainerSize(width: 0, height: 10).description
    #expect(message.contains("0.0 x 10.0") && message.contains("greater than 0"))
    let angle = SceneTransitionError.nonFiniteParameter(
      transition: "rotation", parameter: "angle", value: .nan)
    #expect(angle.description == "rotation: the angle is nan; it must be a finite number")
  }
}
