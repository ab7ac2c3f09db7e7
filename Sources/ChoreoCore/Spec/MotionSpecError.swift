/// Why a motion spec string could not be parsed, and where.
///
/// The description reads like a compiler diagnostic: the 1-based column (counted in
/// `Character`s), what is wrong and what would be right, then the text itself:
///
/// ```
/// column 14: x1 must lie in 0...1, got 1.5 (in 'cubic-bezier(1.5, 0, 0, 1)')
/// ```
public struct MotionSpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, and what would be right.
  public var message: String
  /// The 1-based column, in `Character`s, where the problem starts; `text.count + 1` when
  /// the text ended too early.
  public var column: Int
  /// The whole text that was being parsed.
  public var text: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What is wrong, and what would be right.
  ///   - column: The 1-based column in `Character`s where the problem starts.
  ///   - text: The text that was being parsed.
  public init(message: String, column: Int, text: String) {
    self.message = message
    self.column = column
    self.text = text
  }

  /// `column N: message (in 'text')`.
  public var description: String {
    "column \(column): \(message) (in '\(text)')"
  }
}
