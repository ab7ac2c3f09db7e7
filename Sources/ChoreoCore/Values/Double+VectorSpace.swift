extension Double: VectorSpace {
  /// `self + other`.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The sum.
  @inlinable
  public func adding(_ other: Double) -> Double { self + other }

  /// `self - other`.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: The difference.
  @inlinable
  public func subtracting(_ other: Double) -> Double { self - other }

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
  /// `self + other`.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The sum.
  @inlinable
  public func adding(_ other: Float) -> Float { self + other }

  /// `self - other`.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: The difference.
  @inlinable
  public func subtracting(_ other: Float) -> Float { self - other }

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
