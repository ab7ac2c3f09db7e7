import ChoreoCore
import Testing

@Suite struct MotionSpecErrorTests {
  struct Invalid: CustomTestStringConvertible, Sendable {
    var text: String
    var column: Int
    var phrase: String

    /// The problem is at the first occurrence of `marker` (the end of the text when nil).
    init(_ text: String, at marker: String?, _ phrase: String) {
      self.text = text
      self.phrase = phrase
      if let marker, let range = text.firstRange(of: marker) {
        column = text.distance(from: text.startIndex, to: range.lowerBound) + 1
      } else {
        precondition(marker == nil, "marker \(marker ?? "") not in \(text)")
        column = text.count + 1
      }
    }

    init(_ text: String, column: Int, _ phrase: String) {
      self.text = text
      self.column = column
      self.phrase = phrase
    }

    var testDescription: String { text }
  }

  static let invalid: [Invalid] = [
    Invalid("", at: nil, "empty spec"),
    Invalid("   ", at: nil, "empty spec"),
    Invalid("bogus", at: "bogus", "unknown curve 'bogus'"),
    Invalid("easeInOut(", at: "(", "'easeInOut' takes no arguments"),
    Invalid("easeInOutt", at: "easeInOutt", "unknown curve 'easeInOutt'"),
    Invalid("ease(", at: "(", "takes no arguments"),
    Invalid("ease in", at: "in", "unexpected 'in'"),
    Invalid("ease-in-out;", at: ";", "unexpected character ';'"),
    Invalid("é", at: "é", "unexpected character"),
    Invalid("42", at: "42", "expected a curve name"),
    Invalid("cubic-bezier(1.5, 0, 0, 1)", at: "1.5", "x1 must lie in 0...1, got 1.5"),
    Invalid("cubic-bezier(0, 0, -0.1, 1)", at: "-0.1", "x2 must lie in 0...1"),
    Invalid("cubic-bezier(0, 0, 1)", at: ")", "takes 4 numbers"),
    Invalid("cubic-bezier(0, 0, 1, 1", at: nil, "never closed"),
    Invalid("cubic-bezier(0, 0, 1, 1))", column: 25, "closes nothing"),
    Invalid("cubic-bezier(0, 0, 1, 1, 1)", column: 24, "expected ')' after y2"),
    Invalid("cubic-bezier(0, 0, 1, 1) x", at: " x", "unexpected").shifted(by: 1),
    Invalid("cubic-bezier(0 0, 1, 1)", column: 16, "expected ',' before y1"),
    Invalid("cubic-bezier", at: nil, "expected '(' after 'cubic-bezier'"),
    Invalid("cubic-bezier(nan, 0, 1, 1)", at: "nan", "x1 must be a finite number"),
    Invalid("cubic-bezier(0, Infinity, 1, 1)", at: "Infinity", "finite"),
    Invalid("cubic-bezier(0, 1e999, 1, 1)", at: "1e999", "out of range"),
    Invalid("cubic-bezier(0, -1e999, 1, 1)", at: "-1e999", "out of range"),
    Invalid("cubic-bezier(0x1p-2, 0, 1, 1)", at: "0x1", "malformed number"),
    Invalid("cubic-bezier(1., 0, 1, 1)", at: "1.", "decimal point"),
    Invalid("cubic-bezier(0, 1e, 1, 1)", at: "1e", "exponent needs digits"),
    Invalid("cubic-bezier(0, 5s, 1, 1)", at: "5s", "no units"),
    Invalid("cubic-bezier(0, 50%, 1, 1)", at: "50%", "not a percentage"),
    Invalid("steps(0)", at: "0", "at least 1"),
    Invalid("steps(-3)", at: "-3", "at least 1"),
    Invalid("steps(1, jump-none)", at: "1", "jump-none) needs at least 2"),
    Invalid("steps(2.5)", at: "2.5", "whole number"),
    Invalid("steps(2.0)", at: "2.0", "whole number"),
    Invalid("steps(1e1)", at: "1e1", "whole number"),
    Invalid("steps(99999999999999999999)", at: "9", "at most"),
    Invalid("steps(3, middle)", at: "middle", "unknown step position 'middle'"),
    Invalid("steps(3, 4)", at: "4", "expected a step position"),
    Invalid("steps(3,)", at: ")", "expected a step position"),
    Invalid("steps", at: nil, "expected '(' after 'steps'"),
    Invalid("steps(3", at: nil, "never closed"),
    Invalid("linear(0)", at: "(", "at least two stops"),
    Invalid("linear()", at: ")", "expected a number"),
    Invalid("linear(0,,1)", at: ",1", "expected a number"),
    Invalid("linear(0, 1,)", at: ")", "expected a number"),
    Invalid("linear(0 10% 20% 30%, 1)", at: "30%", "at most two percentages"),
    Invalid("linear(0, 10% 20%, 1)", column: 18, "expected a number"),
    Invalid("linear(0, 1", at: nil, "never closed"),
    Invalid("spring", at: nil, "expected '(' after 'spring'"),
    Invalid("spring()", at: ")", "needs parameters"),
    Invalid("spring(velocity: 1)", at: ")", "more than a velocity"),
    Invalid("spring(mass: 1, stiffness: 100)", at: ")", "missing 'damping'"),
    Invalid("spring(damping: 1)", at: ")", "missing 'stiffness'"),
    Invalid("spring(response: 0.5)", at: ")", "missing 'dampingRatio'"),
    Invalid("spring(bounce: 0.5)", at: ")", "missing 'duration'"),
    Invalid("spring(response: 0.5, bounce: 0.2)", at: "bounce", "cannot mix 'bounce'"),
    Invalid("spring(response: 1, dampingRatio: 1, mass: 2)", at: "mass", "cannot mix"),
    Invalid(
      "spring(response: 0.5, dampingRatio: 0.5, response: 1)", column: 42,
      "duplicate parameter 'response' (already given at column 8)"),
    Invalid("spring(response: 0, dampingRatio: 1)", at: "0", "response must be positive"),
    Invalid("spring(duration: -1, bounce: 0)", at: "-1", "duration must be positive"),
    Invalid("spring(mass: 0, stiffness: 1, damping: 1)", at: "0", "mass must be positive"),
    Invalid("spring(stiffness: -1, damping: 1)", at: "-1", "stiffness must be positive"),
    Invalid("spring(stiffness: 1, damping: -1)", at: "-1", "damping must not be negative"),
    Invalid("spring(response: 1, dampingRatio: -0.1)", at: "-0.1", "must not be negative"),
    Invalid("spring(duration: 1, bounce: -1)", at: "-1", "infinite damping"),
    Invalid("spring(duration: 1, bounce: 1.5)", at: "1.5", "bounce must lie in (-1, 1]"),
    Invalid("spring(duration: 1, bounce: -2)", at: "-2", "bounce must lie in (-1, 1]"),
    Invalid("spring(stiff: 1)", at: "stiff", "unknown spring parameter 'stiff'"),
    Invalid("spring(dampingFraction: 0.5, response: 1)", at: "damping", "dampingRatio?"),
    Invalid("spring(response 0.5, dampingRatio: 1)", at: "0.5", "expected ':'"),
    Invalid("spring(response: , dampingRatio: 1)", at: ",", "expected a number for response"),
    Invalid("spring(response: 1e-200, dampingRatio: 1)", at: "response", "out of range"),
    Invalid("spring(duration: 1e200, bounce: 0)", at: "1e200", "within -1e100...1e100"),
    Invalid(
      "spring(mass: 1e-300, stiffness: 1e300, damping: 1)", at: "1e300", "out of range"),
    Invalid(
      "spring(mass: 1e-200, stiffness: 1e-200, damping: 1e-200)", at: "mass",
      "stiffness·mass must be at least 1e-300"),
    Invalid(
      "spring(stiffness: 100, damping: 1e155)", at: "1e155", "within -1e100...1e100"),
    Invalid(
      "spring(stiffness: 100, damping: 1e-150)", at: "stiffness",
      "decay rate c/(2m) is 5e-151 per second"),
    Invalid(
      "spring(response: 1e-150, dampingRatio: 1e50)", at: "response",
      "angular frequency √(k/m) is"),
    Invalid("cubic-bezier(0, 1e308, 1, 1e308)", at: "1e308", "within -1e100...1e100"),
    Invalid("cubic-bezier(1, -1e300, 0, 1e300)", at: "-1e300", "out of range"),
    Invalid("cubic-bezier(1e-300, 1, 1, 1)", at: "(", "too steep at its start"),
    Invalid("cubic-bezier(0, 0, 0.999999, 1e95)", at: "(", "too steep at its end"),
    Invalid("linear(0, 2 5.1e-308%)", at: "2 5", "slopes must lie within"),
    Invalid("linear(-5, 1e308, 2 5.5%)", at: "1e308", "out of range"),
    Invalid("linear(0, 1 1e103%)", at: "1e103%", "-1e102%...1e102%"),
    Invalid("spring(duration: 1, bounce: 0.5%)", at: "0.5%", "not a percentage"),
    Invalid("spring(duration: 1, bounce: 0.5", at: nil, "never closed"),
    Invalid("spring(duration: 1 bounce: 0.5)", at: "bounce", "expected ',' and another"),
  ]

  @Test(arguments: invalid)
  func rejectsInvalidSpec(_ example: Invalid) {
    do {
      let spec = try MotionSpec(parsing: example.text)
      Issue.record("'\(example.text)' parsed as \(spec), expected an error")
    } catch {
      #expect(error.column == example.column, "\(error)")
      #expect(error.message.contains(example.phrase), "\(error)")
      #expect(error.text == example.text)
      #expect(error.description.hasPrefix("column \(example.column): "))
      #expect(error.description.hasSuffix("(in '\(example.text)')"))
    }
  }

  @Test func descriptionReadsLikeADiagnostic() {
    #expect(throws: MotionSpecError.self) { try MotionSpec(parsing: "x") }
    do {
      _ = try MotionSpec(parsing: "cubic-bezier(1.5, 0, 0, 1)")
    } catch {
      #expect(error.description.hasPrefix("column 14: x1 must lie in 0...1, got 1.5"))
      #expect(error.description.hasSuffix(" (in 'cubic-bezier(1.5, 0, 0, 1)')"))
    }
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" and the flag are one Character each, several bytes in UTF-8.
    do {
      _ = try MotionSpec(parsing: "é🇫🇷 ease")
    } catch {
      #expect(error.column == 1)
    }
    do {
      _ = try MotionSpec(parsing: "ease 🇫🇷")
    } catch {
      #expect(error.column == 6)
    }
  }
}

extension MotionSpecErrorTests.Invalid {
  func shifted(by offset: Int) -> Self {
    var copy = self
    copy.column += offset
    return copy
  }
}
