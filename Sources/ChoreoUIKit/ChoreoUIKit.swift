// ChoreoUIKit: Choreo's models in UIKit apps. Every file of this module is inside
// `#if canImport(UIKit)`, so on Linux (and macOS without Catalyst) the module is empty;
// every decision the adapters make lives in Choreo and ChoreoCore, where it is tested.
#if canImport(UIKit) && !os(watchOS)
  @_exported import Choreo
  import CoreGraphics

  extension Point2D {
    /// The point as Core Graphics writes it.
    ///
    /// - Parameter point: A Core Graphics point.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size2D {
    /// The size as Core Graphics writes it.
    ///
    /// - Parameter size: A Core Graphics size.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Rect2D {
    /// The rectangle as Core Graphics writes it.
    ///
    /// - Parameter rect: A Core Graphics rectangle.
    public init(_ rect: CGRect) { self.init(origin: Point2D(rect.origin), size: Size2D(rect.size)) }
  }

  extension CGPoint {
    /// A Choreo point as a Core Graphics point.
    ///
    /// - Parameter point: The point.
    public init(_ point: Point2D) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension CGSize {
    /// A Choreo size as a Core Graphics size.
    ///
    /// - Parameter size: The size.
    public init(_ size: Size2D) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension CGRect {
    /// A Choreo rectangle as a Core Graphics rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: Rect2D) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
  }
#endif
