// Policy: Core Graphics' geometry types are vector spaces component-wise, so the animator,
// springs and keyframes move them directly. A rectangle's components are its origin and
// size (the same as `Rect2D`). CGPoint, CGSize and CGRect have no `+` or `-` of their
// own, and these conformances declare none: they give `adding(_:)` and `subtracting(_:)`,
// and `VectorSpace`'s generic `+` / `-` call those. An app that declares its own concrete
// operators on these types keeps them: a concrete operator outranks a generic one.
#if canImport(UIKit) && !os(watchOS)
  import CoreGraphics
  import Choreo

  extension CGFloat: VectorSpace {
    /// `self + other`.
    ///
    /// - Parameter other: The value to add.
    /// - Returns: The sum.
    public func adding(_ other: CGFloat) -> CGFloat { self + other }

    /// `self - other`.
    ///
    /// - Parameter other: The value to subtract.
    /// - Returns: The difference.
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }

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
    /// - Parameter other: The value to add.
    /// - Returns: The sum.
    public func adding(_ other: CGPoint) -> CGPoint {
      CGPoint(x: x + other.x, y: y + other.y)
    }

    /// Component-wise difference.
    ///
    /// - Parameter other: The value to subtract.
    /// - Returns: The difference.
    public func subtracting(_ other: CGPoint) -> CGPoint {
      CGPoint(x: x - other.x, y: y - other.y)
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
    /// - Parameter other: The value to add.
    /// - Returns: The sum.
    public func adding(_ other: CGSize) -> CGSize {
      CGSize(width: width + other.width, height: height + other.height)
    }

    /// Component-wise difference.
    ///
    /// - Parameter other: The value to subtract.
    /// - Returns: The difference.
    public func subtracting(_ other: CGSize) -> CGSize {
      CGSize(width: width - other.width, height: height - other.height)
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
    /// Component-wise sum.
    ///
    /// - Parameter other: The value to add.
    /// - Returns: The sum.
    public func adding(_ other: CGRect) -> CGRect {
      CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }

    /// Component-wise difference.
    ///
    /// - Parameter other: The value to subtract.
    /// - Returns: The difference.
    public func subtracting(_ other: CGRect) -> CGRect {
      CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
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
