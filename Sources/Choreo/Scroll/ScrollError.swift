/// Why a scroll timeline, animation, scene, smoother or snap cannot be built or evaluated.
///
/// Every case says what was wrong and where; ``description`` says what would be right.
public enum ScrollError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A range's end came before its start.
  case invertedRange(start: Double, end: Double)
  /// A number that must be finite was NaN or infinite; `what` names it.
  case notFinite(what: String, value: Double)
  /// A size or inset that must not be negative was.
  case negative(what: String, value: Double)
  /// An animation, or a value an animation reads, named a target the scene does not have.
  case unknownTarget(ScrollTargetID, referencedBy: String)
  /// Two targets had the same identifier.
  case duplicateTarget(ScrollTargetID)
  /// Two animations drove the same property of the same target.
  case duplicateAnimation(ScrollSlotName)
  /// An animation had no keyframes.
  case noKeyframes(ScrollSlotName)
  /// A keyframe's progress was not after the previous keyframe's.
  case keyframeOutOfOrder(ScrollSlotName, index: Int, progress: Double, previous: Double)
  /// Values read each other in a loop; each member reads the next, and the last reads the
  /// first.
  case cycle([ScrollSlotName])
  /// A keyframe value added the greatest of several values to the least of several (for
  /// example `max(a, b) - max(c, d)`), which has no form the scene resolves; `what` names
  /// the keyframe.
  case mixedExtremes(what: String)
  /// A snap needs at least one snap point.
  case noSnapPoints
  /// A number lay outside the interval it must lie in; `expected` describes the interval.
  case outOfRange(what: String, value: Double, expected: String)
  /// A timed input (a smoothing target) came earlier than the previous one.
  case time(CommandTimeError)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .invertedRange(let start, let end):
      return "the range starts at \(start) but ends before it, at \(end); give start ≤ end"
    case .notFinite(let what, let value):
      return "\(what) is \(value); it must be a finite number"
    case .negative(let what, let value):
      return "\(what) is \(value); it must be zero or more"
    case .unknownTarget(let id, let user):
      return "\(user) names the target '\(id)', which the scene does not have; add a "
        + "ScrollTarget with that id or fix the name"
    case .duplicateTarget(let id):
      return "two targets have the id '\(id)'; give each target its own id"
    case .duplicateAnimation(let slot):
      return "two animations drive \(slot); merge their keyframes into one animation"
    case .noKeyframes(let slot):
      return "the animation for \(slot) has no keyframes; give at least one"
    case .keyframeOutOfOrder(let slot, let index, let progress, let previous):
      return
        "keyframe \(index) of the animation for \(slot) is at progress \(progress), not after "
        + "keyframe \(index - 1) at \(previous); give keyframes in strictly increasing progress"
    case .cycle(let members):
      let names = members.map(\.description)
      let loop = (names + [names[0]]).joined(separator: " reads ")
      return "values depend on each other in a cycle: \(loop); break the loop by making one "
        + "of them a constant or a container metric"
    case .mixedExtremes(let what):
      return "\(what) combines a max of several values with a negated max (as in "
        + "max(a, b) - max(c, d)), which has no single max form; write it as one max of sums, "
        + "for example max(a - c, b - c), or its negation"
    case .noSnapPoints:
      return "a snap needs at least one snap point; got none"
    case .outOfRange(let what, let value, let expected):
      return "\(what) is \(value); it must be in \(expected)"
    case .time(let error):
      return error.description
    }
  }
}
