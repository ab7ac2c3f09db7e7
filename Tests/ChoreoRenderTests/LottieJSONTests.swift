import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoRender

/// The Lottie writer's byte-level JSON: numbers must carry exactly the digits of the SVG
/// writer's formatter (one number format for every vector output), strings must read back.
@Suite struct LottieJSONTests {
  /// Edge values: zeros and signs, ties at every precision, the ±1e9 clamp, tiny and large.
  static let edges: [Double] = [
    0, -0.0, 1, -1, 0.5, -0.5, 0.0005, -0.0005, 0.0015, 0.0025, 2.0005, 0.00049999,
    0.0004, -0.0004, 0.0625, -0.0625, 1.0625, 0.03125, 123.4565, -123.4565, 9.9995,
    -9.9995, 0.99995, 999_999.9995, 1e9, -1e9, 1e12, -1e12, 2.5e9, 1e-12, -1e-12,
    .leastNonzeroMagnitude, .ulpOfOne, 1 / 3, -2 / 3, 100, 1024, 65_536.125, 0.1 + 0.2, 1.005,
    2.675,
  ]

  @Test func numbersHaveTheSVGFormattersDigits() {
    var checked = 0
    for decimals in 0...6 {
      for x in Self.edges {
        #expect(
          LottieJSON.number(x, decimals: decimals).text == SVGFormat.number(x, decimals: decimals),
          "\(x) to \(decimals) places")
        checked += 1
      }
    }
    // 6,000 random numbers (1,000 at each precision); 2·10⁵ run in `choreo-bench soak`.
    let count = 6_000
    var random = SeededGenerator(seed: 15)
    for index in 0..<count {
      let decimals = [3, 4, 6, 0, 1, 2][index % 6]
      // Magnitudes from 1e-8 to 1e10, either sign; every fourth one on a tie at its
      // precision (an odd number of half units).
      let exponent = Double.random(in: -8...10, using: &random)
      var x = pow(10, exponent) * (Bool.random(using: &random) ? 1 : -1)
      if index % 4 == 0 {
        let half = Double(Int.random(in: -2_000_000...2_000_000, using: &random) * 2 + 1)
        x = half / (2 * pow(10, Double(decimals)))
      }
      let ours = LottieJSON.number(x, decimals: decimals).text
      let reference = SVGFormat.number(x, decimals: decimals)
      if ours != reference {
        Issue.record("\(x) to \(decimals) places: \(ours), want \(reference)")
        break
      }
      checked += 1
    }
    #expect(checked == 7 * Self.edges.count + count)
  }

  @Test func listsAndObjectsAreCompact() {
    let json = LottieJSON.object([
      ("a", .integer(-12)), ("b", .values([1.5, -0.0004, 2])), ("c", .bool(true)),
      ("d", .array([.bool(false), .integer(0), .number(0.12345, decimals: 4)])),
    ])
    #expect(json.text == #"{"a":-12,"b":[1.5,0,2],"c":true,"d":[false,0,0.1235]}"#)
  }

  @Test func stringsReadBackThroughAJSONParser() throws {
    let names = ["card \"1\"", "back\\slash", "line\nbreak\r\ttab", "bell\u{7}", "naïve — ✓ 🎬"]
    for name in names {
      let text = LottieJSON.array([.string(name)]).text
      let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
      #expect(parsed == [name], "\(text)")
    }
    #expect(LottieJSON.string("\u{1}").text == #""\u0001""#)
  }
}
