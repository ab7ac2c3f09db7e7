// Policy: Core Graphics' geometry types are vector spaces component-wise, so the animator,
// springs and keyframes move them directly. A rectangle's components are its origin and
// size (the same as `Rect2D`). CGPoint, CGSize and CGRect have no `+` or `-` of their
// own; these conformances add them (component-wise), which an app that declares the same
// operators itself will find ambiguous: delete its own copies.
#if canImport(UIKit) && !os(watchOS)
  import CoreGraphics
  import Choreo

  extension CGFloat: VectorSpace {
    /// `self · factor`.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The product.
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }

    /// `self²`, as a `Double`.
    public var magnitudeSquared: Double { Double(self * self) }
  }

  extension CGPoint: VectorSpace {
    /// Component-wise sum.
    ///
    /// - Parameters:
    ///   - lhs: One point.
    ///   - rhs: The other point.
    /// - Returns: (lhs.x + rhs.x, lhs.y + rhs.y).
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
      CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Component-wise difference.
    ///
    /// - Parameters:
    ///   - lhs: One point.
    ///   - rhs: The point to subtract.
    /// - Returns: (lhs.x − rhs.x, lhs.y − rhs.y).
    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
      CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// Both coordinates multiplied by `factor`.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The scaled point.
    public func scaled(by factor: Double) -> CGPoint {
      CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
    }

    /// x² + y².
    public var magnitudeSquared: Double { Double(x * x + y * y) }
  }

  extension CGSize: VectorSpace {
    /// Component-wise sum.
    ///
    /// - Parameters:
    ///   - lhs: One size.
    ///   - rhs: The other size.
    /// - Returns: The sum of widths and of heights.
    public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
      CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// Component-wise difference.
    ///
    /// - Parameters:
    ///   - lhs: One size.
    ///   - rhs: The size to subtract.
    /// - Returns: The difference of widths and of heights.
    public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
      CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// Width and height multiplied by `factor`.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The scaled size.
    public func scaled(by factor: Double) -> CGSize {
      CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }

    /// width² + height².
    public var magnitudeSquared: Double { Double(width * width + height * height) }
  }

  extension CGRect: VectorSpace {
    /// Origins and sizes added component-wise.
    ///
    /// - Parameters:
    ///   - lhs: One rectangle.
    ///   - rhs: The other rectangle.
    /// - Returns: The sum.
    public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
      CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// Origins and sizes subtracted component-wise.
    ///
    /// - Parameters:
    ///   - lhs: One rectangle.
    ///   - rhs: The rectangle to subtract.
    /// - Returns: The difference.
    public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
      CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    /// Origin and size multiplied by `factor`.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The scaled rectangle.
    public func scaled(by factor: Double) -> CGRect {
      CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    /// The squared length over all four components.
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
  }
#endif
