// Policy: the demos feed their own constants (container sizes, scripted taps and drags,
// snap points, spec strings) to APIs that are built for outside input and so throw. A
// refusal there is a mistake in the demo, caught by the gallery's tests, not something a
// user can cause: `valid` turns it into a trap that carries the API's own message and the
// demo's source line, as a precondition on a literal does. Literal-only APIs (a
// transition's scale, rotation, offset or modifier) need nothing: they trap themselves.

/// The value `make` gives from a demo's own constants; traps with the error's message
/// when it throws.
///
/// - Parameters:
///   - make: Code over the demo's constants that calls APIs validating outside input.
///   - file: The call's file, for the message.
///   - line: The call's line, for the message.
/// - Returns: The value.
@discardableResult
func valid<Value>(
  file: StaticString = #fileID, line: UInt = #line, _ make: () throws -> Value
) -> Value {
  do {
    return try make()
  } catch {
    preconditionFailure("a demo constant was refused: \(error)", file: file, line: line)
  }
}
