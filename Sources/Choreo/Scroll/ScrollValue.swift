// Policy: a keyframe value is an affine expression, constant + Σ coefficient · reference,
// where a reference is a container metric or another target's resolved property. That is
// enough for layouts that follow each other ("the panel's top is the header's bottom plus
// 8", "full width minus 32", "half the header's height") and it compiles to a flat list
// of (slot, coefficient) pairs, so resolving a frame walks arrays and allocates nothing.
// `max(a, b)` ("below whichever of the two is lower") makes a value the greatest of several
// affine pieces; sums and non-negative multiples distribute over the pieces, a negative
// multiple turns the greatest into the least. A sum of a greatest and a least of several
// pieces has no such flat form: the scene reports it (ScrollError.mixedExtremes).

/// A keyframe value: a constant, a container metric, another target's resolved property,
/// or a sum of multiples of these.
///
/// ```swift
/// let below: ScrollValue = .bottom(of: "header") + 8          // header.y + header.height + 8
/// let fullWidth: ScrollValue = .metric(.viewportWidth)
/// let inset: ScrollValue = .metric(.viewportWidth) - 32
/// let half: ScrollValue = 0.5 * .value(of: "header", .height)
/// let belowBoth: ScrollValue = .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8
/// ```
public struct ScrollValue: Sendable, Hashable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// Something a value reads when it is resolved.
  public enum Reference: Sendable, Hashable, CustomStringConvertible {
    /// A measure of the scroll container.
    case metric(ScrollMetric)
    /// A target's property after its own animation (if any) has been resolved.
    case property(ScrollTargetID, ScrollProperty)

    /// `viewportWidth` or `header.height`.
    public var description: String {
      switch self {
      case .metric(let metric): return metric.description
      case .property(let target, let property): return "\(target).\(property)"
      }
    }
  }

  /// The constant part (of the first piece, for a value made by ``max(_:_:)``).
  public var constant: Double
  /// The references and their coefficients, summed (of the first piece, for a value made
  /// by ``max(_:_:)``).
  public var terms: [(reference: Reference, coefficient: Double)] {
    zip(references, coefficients).map { ($0, $1) }
  }
  /// The references, parallel to `coefficients`.
  var references: [Reference]
  var coefficients: [Double]
  /// Affine pieces after the first (this value's own constant and terms): the value is the
  /// greatest of all pieces, or the least when `takesLeast`. Empty for an affine value.
  var otherPieces: [ScrollValue] = []
  var takesLeast = false
  /// A sum of a greatest and a least of several pieces: not representable; the scene
  /// reports it.
  var mixesExtremes = false

  /// Whether the value reads nothing.
  public var isConstant: Bool { references.isEmpty && otherPieces.allSatisfy(\.isConstant) }

  /// Every affine piece, the first one included, each without pieces of its own.
  var pieces: [ScrollValue] {
    var first = self
    first.otherPieces = []
    first.takesLeast = false
    first.mixesExtremes = false
    return [first] + otherPieces
  }

  /// The greatest (`takesLeast == false`) or least of affine pieces.
  init(pieces: [ScrollValue], takesLeast: Bool, mixesExtremes: Bool) {
    self = pieces[0]
    self.otherPieces = Array(pieces.dropFirst())
    self.takesLeast = pieces.count > 1 && takesLeast
    self.mixesExtremes = mixesExtremes
  }

  /// A constant value.
  ///
  /// - Parameter value: The number.
  public init(_ value: Double) {
    self.constant = value
    self.references = []
    self.coefficients = []
  }

  /// A constant from a float literal.
  ///
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self.init(value) }

  /// A constant from an integer literal.
  ///
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// A container metric.
  ///
  /// - Parameter metric: The metric.
  /// - Returns: The value of that metric at resolution time.
  public static func metric(_ metric: ScrollMetric) -> ScrollValue {
    var value = ScrollValue(0)
    value.references = [.metric(metric)]
    value.coefficients = [1]
    return value
  }

  /// Another target's resolved property.
  ///
  /// - Parameters:
  ///   - target: The target to read.
  ///   - property: Its property.
  /// - Returns: That property after its animation (if any) has been resolved this frame.
  public static func value(of target: ScrollTargetID, _ property: ScrollProperty)
    -> ScrollValue
  {
    var value = ScrollValue(0)
    value.references = [.property(target, property)]
    value.coefficients = [1]
    return value
  }

  /// A target's resolved bottom edge: `y + height`.
  ///
  /// - Parameter target: The target.
  /// - Returns: The expression.
  public static func bottom(of target: ScrollTargetID) -> ScrollValue {
    .value(of: target, .y) + .value(of: target, .height)
  }

  /// A target's resolved right edge: `x + width`.
  ///
  /// - Parameter target: The target.
  /// - Returns: The expression.
  public static func right(of target: ScrollTargetID) -> ScrollValue {
    .value(of: target, .x) + .value(of: target, .width)
  }

  /// The greater of two values, resolved each frame: "below whichever is lower".
  ///
  /// ```swift
  /// // The panel's top follows the lower of the map's and the avatar's bottoms.
  /// let top: ScrollValue = .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8
  /// ```
  ///
  /// Sums and multiples of the result are allowed: `max(a, b) + c` is `max(a + c, b + c)`,
  /// and a negative multiple is the least of the negated pieces. Adding a greatest to a least
  /// (`max(a, b) - max(c, d)`) has no such form; a scene given one throws
  /// ``ScrollError/mixedExtremes(what:)``.
  ///
  /// - Parameters:
  ///   - first: One value.
  ///   - second: Another.
  /// - Returns: The greater of the two at resolution time.
  public static func max(_ first: ScrollValue, _ second: ScrollValue) -> ScrollValue {
    // The greatest of a least of several pieces has no flat form.
    let mixed = [first, second].contains {
      $0.mixesExtremes || (!$0.otherPieces.isEmpty && $0.takesLeast)
    }
    return ScrollValue(
      pieces: first.pieces + second.pieces, takesLeast: false, mixesExtremes: mixed)
  }

  /// The sum of two values.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: Another.
  /// - Returns: Their sum.
  public static func + (lhs: ScrollValue, rhs: ScrollValue) -> ScrollValue {
    if lhs.otherPieces.isEmpty, rhs.otherPieces.isEmpty {
      var sum = lhs
      sum.constant += rhs.constant
      sum.references += rhs.references
      sum.coefficients += rhs.coefficients
      sum.mixesExtremes = lhs.mixesExtremes || rhs.mixesExtremes
      return sum
    }
    // max(a, b) + max(c, d) = max over every pair; the same for the least.
    let bothSeveral = !lhs.otherPieces.isEmpty && !rhs.otherPieces.isEmpty
    let mixed =
      lhs.mixesExtremes || rhs.mixesExtremes || (bothSeveral && lhs.takesLeast != rhs.takesLeast)
    let least = lhs.otherPieces.isEmpty ? rhs.takesLeast : lhs.takesLeast
    var sums: [ScrollValue] = []
    for left in lhs.pieces {
      for right in rhs.pieces { sums.append(left + right) }
    }
    return ScrollValue(pieces: sums, takesLeast: least, mixesExtremes: mixed)
  }

  /// The difference of two values.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: The value to subtract.
  /// - Returns: `lhs − rhs`.
  public static func - (lhs: ScrollValue, rhs: ScrollValue) -> ScrollValue {
    lhs + (-1) * rhs
  }

  /// A multiple of a value.
  ///
  /// - Parameters:
  ///   - factor: The factor.
  ///   - value: The value.
  /// - Returns: `factor · value`.
  public static func * (factor: Double, value: ScrollValue) -> ScrollValue {
    guard value.otherPieces.isEmpty else {
      // A negative multiple of the greatest is the least of the multiples, and back.
      return ScrollValue(
        pieces: value.pieces.map { factor * $0 },
        takesLeast: factor < 0 ? !value.takesLeast : value.takesLeast,
        mixesExtremes: value.mixesExtremes)
    }
    var product = value
    product.constant *= factor
    product.coefficients = value.coefficients.map { $0 * factor }
    return product
  }

  /// A multiple of a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - factor: The factor.
  /// - Returns: `factor · value`.
  public static func * (value: ScrollValue, factor: Double) -> ScrollValue { factor * value }

  /// The negated value.
  ///
  /// - Parameter value: The value.
  /// - Returns: `−value`.
  public static prefix func - (value: ScrollValue) -> ScrollValue { -1 * value }

  /// The expression, for example `header.y + header.height + 8.0`, or
  /// `max(map.y + map.height + 8.0, avatar.y + avatar.height + 8.0)`.
  public var description: String {
    guard otherPieces.isEmpty else {
      let pieces = pieces.map(\.description).joined(separator: ", ")
      return "\(takesLeast ? "min" : "max")(\(pieces))"
    }
    var parts = zip(references, coefficients).map { reference, coefficient in
      coefficient == 1 ? reference.description : "\(coefficient) × \(reference)"
    }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
