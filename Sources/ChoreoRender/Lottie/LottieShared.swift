import ChoreoCore

/// A value kept once and shared by the samples that have it.
final class LottieShared<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
