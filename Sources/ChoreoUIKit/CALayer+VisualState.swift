// Policy: a visual state is shown on a layer through the one public mapping,
// `VisualState.placement(in:)` (the geometry lives in Choreo, tested there). The layer's
// *resting* frame is read from its untransformed geometry (position − anchorPoint · size,
// which its transform never changes), so changing the anchor point moves the position to
// match and the frame stays where it was. Every change is made inside a CATransaction with
// implicit actions disabled: the values are already this frame's, and a layer's default
// 0.25 s implicit animation would lag them.
//
// A page's curl cannot be a transform of a flat page. The layer shows it through the
// public curl geometry (`PageCurlGeometry`, ChoreoCore): a mask keeps the page's flat region,
// so the page rolls away from its bottom edge and uncovers the page beneath as the model
// says; the turned-back paper and its roll (`backRegion`, `rollRegion`) are not drawn. The
// mask is Choreo's own (named `curlMaskName`): a layer that has a mask of the app's keeps
// it, and shows no curl mask, rather than lose it.
#if canImport(UIKit) && !os(watchOS)
  import QuartzCore
  import UIKit
  import Choreo

  extension CATransform3D {
    /// A Choreo transform as Core Animation's; both use the same layout (row vectors, m34
    /// for perspective).
    ///
    /// - Parameter transform: The transform.
    public init(_ transform: Transform3D) {
      self.init(
        m11: CGFloat(transform.m11), m12: CGFloat(transform.m12), m13: CGFloat(transform.m13),
        m14: CGFloat(transform.m14), m21: CGFloat(transform.m21), m22: CGFloat(transform.m22),
        m23: CGFloat(transform.m23), m24: CGFloat(transform.m24), m31: CGFloat(transform.m31),
        m32: CGFloat(transform.m32), m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
        m41: CGFloat(transform.m41), m42: CGFloat(transform.m42), m43: CGFloat(transform.m43),
        m44: CGFloat(transform.m44))
    }
  }

  extension CALayer {
    /// The frame the layer has when its transform is the identity, in its superlayer:
    /// position − anchorPoint · bounds.size. Its transform does not change it.
    public var restingFrame: Rect2D {
      LayerPlacement(
        bounds: Rect2D(bounds), position: Point2D(position), anchorPoint: Point2D(anchorPoint)
      ).frame
    }

    /// The name of the mask ``apply(_:)-(VisualState)`` makes for a curl; a mask with
    /// another name is the app's, and is left alone.
    public static let curlMaskName = "Choreo.curlMask"

    /// Shows `state` on the layer, about its anchor, without implicit animation: its
    /// placement, and its curl as a mask that keeps the page's flat region
    /// (`PageCurlGeometry.flatRegion`). A mask the app set (one not named
    /// ``curlMaskName``) is kept, and the curl is then not masked.
    ///
    /// - Parameter state: The state, relative to the layer's resting frame.
    public func apply(_ state: VisualState) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      apply(state.placement(in: restingFrame))
      let ours = mask?.name == CALayer.curlMaskName
      if state.curl > 0, mask == nil || ours {
        let geometry = PageCurlGeometry(curl: state.curl, pageSize: Size2D(bounds.size))
        let keep = ours ? mask! : CALayer()
        keep.name = CALayer.curlMaskName
        keep.backgroundColor = CGColor(gray: 0, alpha: 1)
        keep.frame = CGRect(geometry.flatRegion)
        mask = keep
      } else if state.curl <= 0, ours {
        mask = nil
      }
      CATransaction.commit()
    }

    /// Sets a placement's fields on the layer without implicit animation. The bounds keep
    /// their origin (a scroll view's is its content offset); only their size is set.
    ///
    /// - Parameter placement: Bounds size, position, anchor point, transform, opacity and
    ///   z position.
    public func apply(_ placement: LayerPlacement) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      bounds = CGRect(origin: bounds.origin, size: CGSize(placement.bounds.size))
      anchorPoint = CGPoint(placement.anchorPoint)
      position = CGPoint(placement.position)
      transform = CATransform3D(placement.transform)
      opacity = Float(placement.opacity)
      zPosition = CGFloat(placement.zPosition)
      CATransaction.commit()
    }
  }

  extension UIView {
    /// Shows `state` on the view's layer, about its anchor, without implicit animation.
    ///
    /// Set this after layout (in `layoutSubviews` or a display-link tick): Auto Layout
    /// sets the view's center, and the state is relative to the frame it finds.
    ///
    /// - Parameter state: The state, relative to the view's resting frame.
    public func apply(_ state: VisualState) { layer.apply(state) }
  }
#endif
