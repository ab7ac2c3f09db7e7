import ChoreoTestSupport
import Testing

@testable import ChoreoRender

/// A live page's path data, written short, is the same path: read back (relative commands
/// added to the current point, left-out letters repeated), it gives exactly SVGWriter's
/// absolute numbers.
@Suite struct WebPathDataTests {
  /// The absolute commands of path data, numbers in thousandths: the SVG 2 path grammar
  /// (§9.3.9) for the commands SVGWriter writes and their relative forms.
  static func absolute(_ data: String) -> [(Character, [Int64])] {
    var tokens: [String] = []
    var number = ""
    func end() {
      if !number.isEmpty { tokens.append(number) }
      number = ""
    }
    for character in data {
      if "MLQCZmlqcz".contains(character) {
        end()
        tokens.append(String(character))
      } else if character == " " {
        end()
      } else if character == "-" || (character == "." && number.contains(".")) {
        end()
        number = String(character)
      } else {
        number.append(character)
      }
    }
    end()
    let counts: [Character: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
    var commands: [(Character, [Int64])] = []
    var (x, y, startX, startY): (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
    var letter: Character = "M"
    var index = 0
    while index < tokens.count {
      if let first = tokens[index].first, first.isLetter {
        letter = first
        index += 1
      } else if letter == "M" || letter == "m" {
        letter = letter == "M" ? "L" : "l"
      }
      let upper = Character(letter.uppercased())
      let relative = letter.isLowercase
      let count = counts[upper]!
      var values: [Int64] = []
      for k in 0..<count {
        let value = Int64((Double(tokens[index + k])! * 1000).rounded())
        values.append(relative ? value + (k % 2 == 0 ? x : y) : value)
      }
      index += count
      commands.append((upper, values))
      if upper == "Z" {
        (x, y) = (startX, startY)
        if index < tokens.count, !(tokens[index].first?.isLetter ?? false) { letter = "M" }
      } else {
        (x, y) = (values[count - 2], values[count - 1])
        if upper == "M" { (startX, startY) = (x, y) }
      }
    }
    return commands
  }

  static func check(_ data: String) {
    let short = WebPathData.shortened(data[...])
    let original = absolute(data)
    let read = absolute(short)
    #expect(read.map(\.0) == original.map(\.0), "\(data) -> \(short)")
    #expect(read.map(\.1) == original.map(\.1), "\(data) -> \(short)")
  }

  @Test func aRoundedRectIsShorterAndTheSame() {
    let data =
      "M0 49.998C0 22.385 22.385 0 49.998 0L50.011 0C77.625 0 100.01 22.385 100.01 49.998"
      + "L100.01 50.008Z"
    Self.check(data)
    let short = WebPathData.shortened(data[...])
    #expect(short.count < data.count)
  }

  @Test func separatorsAndLettersAreLeftOutOnlyWhereTheGrammarAllows() {
    #expect(WebPathData.shortened("M0.5 0.5L0.25 -0.75L1 2Z"[...]) == "M.5.5L.25-.75 1 2Z")
    #expect(WebPathData.shortened("M100 100L101 99L102 98"[...]) == "M100 100l1-1 1-1")
    // A move's repeats are lines: a second move keeps its letter.
    #expect(WebPathData.shortened("M100 100M101 101"[...]) == "M100 100m1 1")
    Self.check("M1 1M2 2L3 3L3 3ZM5 5L6 6Z")
  }

  @Test func randomPathsReadBackExactly() {
    var generator = SeededGenerator(seed: 51)
    for _ in 0..<2000 {
      var data = ""
      for index in 0..<Int.random(in: 1...12, using: &generator) {
        let letters: [Character] = ["L", "Q", "C", "Z", "M"]
        let letter = index == 0 ? "M" : letters.randomElement(using: &generator)!
        data.append(letter)
        let count = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0][String(letter)]!
        let numbers = (0..<count).map { _ in
          let scale = [1.0, 10, 1000, 100_000].randomElement(using: &generator)!
          return SVGFormat.number(
            Double(Int.random(in: -400_000...400_000, using: &generator)) / scale, decimals: 3)
        }
        data += numbers.joined(separator: " ")
      }
      Self.check(data)
    }
  }
}
