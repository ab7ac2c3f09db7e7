// Policy: a SwiftUI tutorial's `withPressableStyle(0.8)`: the label shrinks while pressed and springs
// back on release. The motions are Choreo motions played as SwiftUI animations
// (`Animation(_ motion:)`); with Reduce Motion on, both are what the one reduced-motion rule
// makes of them (`PressFeedback`, Choreo): the release a calm spring (no bounce).
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// A button style that scales its label while pressed and springs back on release.
  ///
  /// ```swift
  /// Button("Play") { play() }.buttonStyle(PressableButtonStyle(scale: 0.8))
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  public struct PressableButtonStyle: ButtonStyle {
    /// The label's scale while pressed.
    public var scale: Double
    /// How the label shrinks when pressed.
    public var press: Motion
    /// How the label returns when released.
    public var release: Motion

    /// Creates the style.
    ///
    /// - Parameters:
    ///   - scale: The scale while pressed; 0.8 by default, as `withPressableStyle(0.8)`.
    ///   - press: The shrinking motion; a 0.1 s ease-out by default.
    ///   - release: The release; SwiftUI's bouncy spring by default.
    public init(
      scale: Double = 0.8, press: Motion = .easeOut(duration: 0.1),
      release: Motion = .spring(.bouncy)
    ) {
      self.scale = scale
      self.press = press
      self.release = release
    }

    /// The pressed or released label.
    ///
    /// - Parameter configuration: The button's label and pressed state.
    /// - Returns: The styled label.
    public func makeBody(configuration: Configuration) -> some View {
      PressableLabel(
        label: configuration.label, isPressed: configuration.isPressed, style: self)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  struct PressableLabel<Label: View>: View {
    let label: Label
    let isPressed: Bool
    let style: PressableButtonStyle
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      let feedback = PressFeedback(scale: style.scale, press: style.press, release: style.release)
      let policy = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      label
        .scaleEffect(feedback.scale(pressed: isPressed))
        .animation(
          Animation(feedback.motion(pressed: isPressed, under: policy)), value: isPressed)
    }
  }
#endif
