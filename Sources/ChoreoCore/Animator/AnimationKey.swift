/// Identifies what an animation drives, so that a new animation of the same thing retargets
/// the one in flight instead of fighting it.
///
/// A key is a name, or an object and a key path (what the key-path `animate` overloads use).
///
/// ```swift
/// let key: AnimationKey = "card.offset"
/// let same = AnimationKey.property(of: view, \.opacity)
/// ```
public struct AnimationKey: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  enum Storage: Hashable {
    case name(String)
    case property(ObjectIdentifier, AnyKeyPath)
  }

  let storage: Storage

  /// A key with a name.
  ///
  /// - Parameter name: Any string; equal names are the same key.
  public init(_ name: String) { storage = .name(name) }

  /// A key from a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { storage = .name(value) }

  /// The key of a property of an object: its identity and the key path.
  ///
  /// - Parameters:
  ///   - object: The object (only its identity is kept, not a reference).
  ///   - keyPath: The property.
  /// - Returns: The key.
  public static func property<Root: AnyObject>(of object: Root, _ keyPath: AnyKeyPath)
    -> AnimationKey
  {
    AnimationKey(storage: .property(ObjectIdentifier(object), keyPath))
  }

  private init(storage: Storage) { self.storage = storage }

  /// The name, or the object identity and key path.
  public var description: String {
    switch storage {
    case .name(let name): return name
    case .property(let object, let path): return "\(object) \(path)"
    }
  }
}

/// Where an animation's value was left when it finished.
public enum AnimationPosition: Sendable, Hashable {
  /// At the start value (a reversed animation ran back to its start).
  case start
  /// At the end value.
  case end
  /// Wherever it was when ``AnimationHandle/finish(at:)`` was called with `.current`.
  case current
}

/// How an animation ended. Every animation reports exactly one outcome, once.
public enum AnimationOutcome: Sendable, Hashable {
  /// It ran to an end: `.end`, or `.start` after being reversed, or `.current` when finished
  /// early at its current value.
  case finished(AnimationPosition)
  /// A newer animation on the same ``AnimationKey`` took over (retargeted) from its
  /// current value and velocity.
  case interrupted
  /// It was stopped (or cancelled) and left at its current value.
  case stopped
  /// The object it wrote to was released; nothing more was written.
  case targetReleased
}

/// The life-cycle state of an animation, as seen through its ``AnimationHandle``.
public enum AnimationState: Sendable, Hashable {
  /// Time is flowing (forward or, after ``AnimationHandle/reverse()``, backward).
  case running
  /// Time is held; the value stays where it is.
  case paused
  /// It has ended, with this outcome.
  case ended(AnimationOutcome)
}

/// How much motion an animation may use; apps map it to the platform's accessibility
/// setting (Reduce Motion).
///
/// The rule for ``reduced`` (also in the "Animation" article):
/// - springs become critically damped (no bounce) with a duration of at most 0.2 s;
/// - timing curves become `ease-in-out` over at most 0.2 s;
/// - repeats, autoreverse and speed are dropped (the delay is kept);
/// - an animation marked ``AnimationOptions/Kind/movement`` that supplies an opacity target
///   becomes a 0.2 s cross-fade instead: opacity eases 1 → 0, the value jumps to its end at
///   the midpoint, opacity eases 0 → 1.
public enum ReducedMotionPolicy: Sendable, Hashable {
  /// Every motion plays as written.
  case full
  /// Motion is shortened and never bounces (see the rule above).
  case reduced
  /// No motion: values jump to their end and the animation finishes at once.
  case none
}

/// Why the animator refused an animation. Thrown where values come from outside (a
/// gesture, a file): nothing is started or changed when it is thrown.
public enum AnimationError: Error, Hashable, CustomStringConvertible {
  /// A start or target value has a NaN or infinite component (or a squared length that
  /// overflows).
  case nonFiniteValue(String)
  /// An initial velocity has a NaN or infinite component.
  case nonFiniteVelocity(String)
  /// The motion never ends where an end is needed (a timeline leaf that repeats forever or
  /// an undamped spring).
  case endlessMotion(String)

  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .nonFiniteValue(let what):
      return "animation value is not finite (\(what)); pass finite numbers"
    case .nonFiniteVelocity(let what):
      return "initial velocity is not finite (\(what)); pass a finite velocity or zero"
    case .endlessMotion(let what):
      return "motion never ends (\(what)); give it a finite repeat count and a damped spring"
    }
  }
}

/// Per-animation options.
public struct AnimationOptions {
  /// What kind of change an animation makes, for the reduced-motion rule.
  public enum Kind: Sendable, Hashable {
    /// A change that stays in place (colour, opacity, a small nudge): reduced motion
    /// shortens it.
    case standard
    /// A large movement, scaling or rotation: reduced motion may replace it by a cross-fade
    /// when ``AnimationOptions/opacity`` is given.
    case movement
  }

  /// Overrides the animator's ``ReducedMotionPolicy`` for this animation.
  public var reducedMotion: ReducedMotionPolicy?
  /// What kind of change this is.
  public var kind: Kind
  /// Where a reduced-motion cross-fade writes its opacity (0...1); used only for
  /// ``Kind/movement`` under ``ReducedMotionPolicy/reduced``.
  public var opacity: ((Double) -> Void)?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - reducedMotion: A per-animation policy, or `nil` for the animator's.
  ///   - kind: What kind of change this is.
  ///   - opacity: An opacity target for a reduced-motion cross-fade.
  public init(
    reducedMotion: ReducedMotionPolicy? = nil, kind: Kind = .standard,
    opacity: ((Double) -> Void)? = nil
  ) {
    self.reducedMotion = reducedMotion
    self.kind = kind
    self.opacity = opacity
  }
}
