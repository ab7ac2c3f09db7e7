// ChoreoSwiftUI: Choreo's models in SwiftUI. Every file of this module is inside
// `#if canImport(SwiftUI)`, so on Linux the module is empty; every decision lives in
// Choreo and ChoreoCore, where it is tested.
//
// Isolation: the SwiftUI protocols changed isolation between SDKs (iOS 18's SDK made
// `View`, `ViewModifier` and `Transition` `@MainActor @preconcurrency`). So that one source
// builds with every SDK from iOS 17 on: types whose requirements are nonisolated
// (`GeometryEffect.effectValue(size:)`, `CustomAnimation`) are plain Sendable structs that
// declare the conformance in an extension (no isolation is inferred from it); types whose
// requirements are main-actor (`Transition.body`, `ButtonStyle.makeBody`, `View.body`)
// are marked `@MainActor` themselves, which matches both SDKs.
#if canImport(SwiftUI)
  @_exported import Choreo
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension ProjectionTransform {
    /// A Choreo 3-D transform seen in the plane z = 0 (`PlanarProjection`, tested in
    /// ChoreoCore: the same row-vector layout as `ProjectionTransform`).
    ///
    /// - Parameter transform: The transform.
    init(_ transform: Transform3D) {
      let flat = PlanarProjection(transform)
      self.init()
      m11 = CGFloat(flat.m11)
      m12 = CGFloat(flat.m12)
      m13 = CGFloat(flat.m13)
      m21 = CGFloat(flat.m21)
      m22 = CGFloat(flat.m22)
      m23 = CGFloat(flat.m23)
      m31 = CGFloat(flat.m31)
      m32 = CGFloat(flat.m32)
      m33 = CGFloat(flat.m33)
    }
  }
#endif
