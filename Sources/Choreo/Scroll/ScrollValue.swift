// Policy: a keyframe value is an affine expression, constant + Σ coefficient · reference,
// where a reference is a container metric or another target's resolved property. That is
// enough for layouts that follow each other ("the panel's top is the header's bottom plus
// 8", "full width minus 32", "half the header's height") and it compiles to a flat list
// of (slot, coefficient) pairs, so resolving a frame walks arrays and allocates nothing.

/// A keyframe value: a constant, a container metric, another target's resolved property,
/// or a sum of multiples of these.
///
/// ```swift
/// let below: ScrollValue = .bottom(of: "header") + 8          // header.y + header.height + 8
/// let fullWidth: ScrollValue = .metric(.viewportWidth)
/// let inset: ScrollValue = .metric(.viewportWidth) - 32
/// let half: ScrollValue = 0.5 * .value(of: "header", .height)
/// ```
public struct ScrollValue: Sendable, Hashable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// Something a value reads when it is resolved.
  public enum Reference: Sendable, Hashable, CustomStringConvertible {
    /// A measure of the scroll container.
    case metric(ScrollMetric)
    /// A target's property after its own track (if any) has been resolved.
    case property(ScrollTargetID, ScrollProperty)

    /// `viewportWidth` or `header.height`.
    public var description: String {
      switch self {
      case .metric(let metric): return metric.description
      case .property(let target, let property): return "\(target).\(property)"
      }
    }
  }

  /// The constant part.
  public var constant: Double
  /// The references and their coefficients, summed.
  public var terms: [(reference: Reference, coefficient: Double)] {
    zip(references, coefficients).map { ($0, $1) }
  }
  /// The references, parallel to `coefficients`.
  var references: [Reference]
  var coefficients: [Double]

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
  /// - Returns: That property after its track (if any) has been resolved this frame.
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

  /// Whether the value reads nothing.
  public var isConstant: Bool { references.isEmpty }

  /// The sum of two values.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: Another.
  /// - Returns: Their sum.
  public static func + (lhs: ScrollValue, rhs: ScrollValue) -> ScrollValue {
    var sum = lhs
    sum.constant += rhs.constant
    sum.references += rhs.references
    sum.coefficients += rhs.coefficients
    return sum
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

  /// The expression, for example `header.y + header.height + 8.0`.
  public var description: String {
    var parts = zip(references, coefficients).map { reference, coefficient in
      coefficient == 1 ? reference.description : "\(coefficient) × \(reference)"
    }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
