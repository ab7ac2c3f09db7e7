/// Why a transition or its context could not be made.
public enum SceneTransitionError: Error, Hashable, CustomStringConvertible {
  /// The container must have a finite, positive width and height.
  case invalidContainerSize(width: Double, height: Double)
  /// A side of the container is positive but under `minimum` points
  /// (``SceneTransitionContext/minimumContainerSide``): too small to animate (a flip's
  /// perspective, twice a side, has no finite reciprocal near 1e-309 points).
  case containerTooSmall(width: Double, height: Double, minimum: Double)
  /// A transition parameter (an angle, a scale, an offset) is NaN or infinite.
  case nonFiniteParameter(transition: String, parameter: String, value: Double)
  /// A visual state given to `modifier(active:identity:)` is not valid.
  case invalidState(role: String, state: VisualState)

  /// A message saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .invalidContainerSize(let width, let height):
      return
        "the container size \(width) x \(height) is not usable: both sides must be finite "
        + "and greater than 0"
    case .containerTooSmall(let width, let height, let minimum):
      return
        "the container size \(width) x \(height) is too small to animate: both sides must be "
        + "at least \(minimum) points"
    case .nonFiniteParameter(let transition, let parameter, let value):
      return
        "\(transition): the \(parameter) is \(value); it must be a finite number"
    case .invalidState(let role, let state):
      return
        "modifier(active:identity:): the \(role) state \(state) is not valid: every number "
        + "must be finite, the opacity within 0...1 and the perspective positive"
    }
  }
}
