// Policy: a `FrameClock` on `CADisplayLink`, ticking with `targetTimestamp` (the time the
// frame being prepared will be on screen, so values are computed for when they are seen).
// The link is paused whenever nothing is subscribed, so an idle app costs no frames.
//
// Isolation, and why no `@unchecked` is needed: `FrameClock` is a nonisolated protocol for
// non-Sendable classes used from one isolation domain. `DisplayLinkClock` is such a class:
// it is not `Sendable` and has no global actor, but its only initialiser is `@MainActor`.
// A non-Sendable value created by main-actor code lives in the main actor's region, and
// Swift 6's region-based isolation rejects every attempt to send it elsewhere (passing it
// to another actor, capturing it in a `@Sendable` closure, returning it across an `await`),
// so `now`, `subscribe` and the subscriptions' cancellation can only run on the main actor.
// The ticks come from the display link, which is added to the *main* run loop and calls a
// `@MainActor` target object: the target's `step(_:)` is main-actor code (Swift 6 checks
// that at run time in the Objective-C entry point), and it calls the clock from there. So
// every access to the clock's state happens on the main actor, and the compiler checks it.
#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import Choreo

  /// A ``FrameClock`` driven by the display: ticks once per frame with the frame's
  /// `CADisplayLink.targetTimestamp`, and only while something is subscribed.
  ///
  /// ```swift
  /// let clock = DisplayLinkClock()            // on the main actor, e.g. in viewDidLoad
  /// let subscription = clock.subscribe { now in print("frame for", now) }
  /// ```
  ///
  /// For more than 60 Hz on ProMotion iPhones, the app's Info.plist must also set
  /// `CADisableMinimumFrameDurationOnPhone` to `true`.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  public final class DisplayLinkClock: FrameClock {
    private let link: CADisplayLink
    private let target: DisplayLinkTarget
    /// Handlers, the never-decreasing time and the run/pause signal (ChoreoCore, tested).
    private let ticker: FrameTicker

    /// Creates a clock, paused until the first subscription.
    ///
    /// - Parameter frameRates: The frame rates to ask the display for; by default 80 to
    ///   120 Hz preferring 120, Apple's suggestion for fast animation on ProMotion screens.
    @MainActor
    public init(
      frameRates: CAFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    ) {
      let target = DisplayLinkTarget()
      let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
      link.preferredFrameRateRange = frameRates
      link.isPaused = true
      link.add(to: .main, forMode: .common)
      self.link = link
      self.target = target
      ticker = FrameTicker(start: CACurrentMediaTime()) { running in link.isPaused = !running }
      target.clock = self
    }

    deinit { link.invalidate() }

    /// The time in seconds on Core Animation's clock (`CACurrentMediaTime()`): while frames
    /// run, the time of the frame being prepared; never decreasing.
    public var now: Double { ticker.advance(to: CACurrentMediaTime()) }

    /// Registers `handler` for every frame; the display link runs while any handler is
    /// registered.
    ///
    /// - Parameter handler: Called on the main actor with each frame's target time.
    /// - Returns: The registration; release or cancel it to unregister.
    public func subscribe(_ handler: @escaping (Double) -> Void) -> ClockSubscription {
      ticker.subscribe(handler)
    }

    fileprivate func tick(_ time: Double) { ticker.tick(at: time) }
  }

  /// The display link's target: main-actor code, called by the main run loop.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    weak var clock: DisplayLinkClock?

    @objc func step(_ link: CADisplayLink) {
      clock?.tick(link.targetTimestamp)
    }
  }
#endif
