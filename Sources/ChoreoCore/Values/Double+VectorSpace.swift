extension Double: VectorSpace {
  /// `self * factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The product.
  @inlinable
  public func scaled(by factor: Double) -> Double { self * factor }

  /// `self * self`.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorSpace {
  /// `self * factor`, computed in `Double` and rounded once to `Float`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The product.
  @inlinable
  public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }

  /// `self * self`, as a `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}
