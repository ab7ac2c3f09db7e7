// Policy: a `FrameClock` on `CADisplayLink`, ticking with `targetTimestamp` (the time the
// frame being prepared will be on screen, so values are computed for when they are seen).
// The link is paused whenever nothing is subscribed, so an idle app costs no frames. The
// clock is main-actor code: the link is added to the main run loop, so every tick arrives
// there. `FrameClock` is a nonisolated protocol (ChoreoCore has no actors), so the
// conformance is `@preconcurrency`: a call from outside the main actor traps at run time
// rather than racing. Components share one link (`shared`) rather than each making its own.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import QuartzCore
  import Choreo

  /// A ``FrameClock`` driven by the display: ticks once per frame with the frame's
  /// `CADisplayLink.targetTimestamp`, and only while something is subscribed.
  ///
  /// ```swift
  /// let clock = DisplayLinkClock.shared       // the one Choreo's components use
  /// let subscription = clock.subscribe { now in print("frame for", now) }
  /// ```
  ///
  /// For more than 60 Hz on ProMotion iPhones, the app's Info.plist must also set
  /// `CADisableMinimumFrameDurationOnPhone` to `true`.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class DisplayLinkClock: @preconcurrency FrameClock {
    /// The clock Choreo's components (``TabBarTransitions``, ``PopMenuView``) share: one
    /// display link for the app, at 80 to 120 Hz.
    public static let shared = DisplayLinkClock()

    private let link: CADisplayLink
    private let target: DisplayLinkTarget
    /// Handlers, the never-decreasing time and the run/pause signal (ChoreoCore, tested).
    private let ticker: FrameTicker

    /// Creates a clock with a display link of its own, paused until the first
    /// subscription. Most apps use ``shared``.
    ///
    /// - Parameter frameRates: The frame rates to ask the display for; by default 80 to
    ///   120 Hz preferring 120, Apple's suggestion for fast animation on ProMotion screens.
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
