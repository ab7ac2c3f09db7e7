import ChoreoCore
import ChoreoTestSupport
import Testing

/// Random and mutated specs must never trap: each either parses, and then evaluates to
/// finite values and slopes across its domain, or throws a `MotionSpecError` whose column
/// lies within the text (or just past its end).
@Suite struct MotionSpecFuzzTests {
  static let seeds: [String] = [
    "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
    "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "cubic-bezier(0,0,1,1)", "steps(4, jump-none)",
    "steps(1, start)", "linear(0, 0.25 75%, 1)", "linear(0, 0.5 25% 75%, 1)",
    "spring(response: 0.5, dampingRatio: 0.8, velocity: 2)",
    "spring(duration: 0.4, bounce: -0.3)", "spring(mass: 1, stiffness: 100, damping: 10)",
  ]

  /// Pieces that make mutations likely to reach deep into the grammar.
  static let pieces: [String] = [
    "(", ")", ",", ":", " ", "%", "-", "+", ".", "e", "E", "0", "1", "9", "1e308", "1e999",
    "-1e-999", "nan", "inf", "0x1p3", "2.", ".5", "jump-none", "mass", "bounce", "velocity",
    "damping", "dampingRatio", "response", "duration", "stiffness", "steps", "linear",
    "spring", "cubic-bezier", "é", "🇫🇷", "\u{301}", "\n", "\t", "\0",
  ]

  private static func check(_ text: String) {
    do {
      let spec = try MotionSpec(parsing: text)
      if case .spring(let spring, let velocity) = spec {
        #expect(spring.mass > 0 && spring.mass.isFinite, "\(text)")
        #expect(spring.stiffness > 0 && spring.stiffness.isFinite, "\(text)")
        #expect(spring.damping >= 0 && spring.damping.isFinite, "\(text)")
        #expect(velocity.isFinite, "\(text)")
      }
      #expect(!spec.description.isEmpty)
      // Parsed means finite: value and slope (velocity) at a spread of inputs.
      MotionSpecFinitenessTests.checkFinite(spec, text)
    } catch {
      #expect((1...text.count + 1).contains(error.column), "\(error)")
      #expect(error.text == text)
      #expect(!error.message.isEmpty)
    }
  }

  @Test func randomStringsNeverTrap() {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<FuzzScale.count(4000) {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        text += Self.pieces.randomElement(using: &generator)!
      }
      Self.check(text)
    }
  }

  @Test func mutatedSpecsNeverTrap() {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    var parsed = 0
    let count = FuzzScale.count(6000)
    for _ in 0..<count {
      var characters = Array(Self.seeds.randomElement(using: &generator)!)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0...characters.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          characters.insert(
            contentsOf: Self.pieces.randomElement(using: &generator)!, at: index)
        case 1 where index < characters.count:
          characters.remove(at: index)
        case 2 where index < characters.count:
          characters[index] = Self.pieces.randomElement(using: &generator)!.first ?? " "
        default:
          characters.removeSubrange(index...)
        }
      }
      let text = String(characters)
      if (try? MotionSpec(parsing: text)) != nil { parsed += 1 }
      Self.check(text)
    }
    // The mutations are small, so some survive as valid specs and some do not.
    #expect(parsed > 0 && parsed < count)
  }

  @Test func unmutatedSeedsParse() throws {
    for text in Self.seeds {
      _ = try MotionSpec(parsing: text)
    }
  }
}
