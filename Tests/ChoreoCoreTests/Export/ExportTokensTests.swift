import Foundation
import Testing

@testable import ChoreoCore

/// The rules of the W3C Design Tokens Format Module (Community Group draft 2025.10) that a
/// motion's tokens touch, checked independently of the writer: names (§5.1.1: no leading
/// `$`, no `{`, `}` or `.`), a type for every token (§8), the `duration` (§8.5: `value`
/// and `unit` `ms` or `s`), `cubicBezier` (§8.6: four numbers, x in 0...1) and `transition`
/// (§9.4: duration, delay, timingFunction, each a value or a reference to a token of that
/// type) values, and `$extensions` keyed in reverse-domain notation (§5.2.3).
struct DesignTokensValidator {
  var problems: [String] = []
  /// Tokens by dotted path, with their type.
  var types: [String: String] = [:]
  var references: [(path: String, reference: String, type: String)] = []

  static let knownTypes: Set<String> = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
  ]

  mutating func check(group: [String: Any], path: [String], inheritedType: String?) {
    let groupType = group["$type"] as? String ?? inheritedType
    if let extensions = group["$extensions"] { checkExtensions(extensions, at: path) }
    if let description = group["$description"], !(description is String) {
      problems.append("\(path): $description is not a string")
    }
    for (name, member) in group where !name.hasPrefix("$") {
      let here = path + [name]
      if name.contains(where: { "{}.".contains($0) }) {
        problems.append("\(here): a name may not contain {, } or .")
      }
      guard let object = member as? [String: Any] else {
        problems.append("\(here): not an object")
        continue
      }
      if object["$value"] != nil {
        checkToken(object, path: here, inheritedType: groupType)
      } else {
        check(group: object, path: here, inheritedType: groupType)
      }
    }
  }

  mutating func checkToken(_ token: [String: Any], path: [String], inheritedType: String?) {
    let key = path.joined(separator: ".")
    guard let type = token["$type"] as? String ?? inheritedType,
      Self.knownTypes.contains(type)
    else {
      problems.append("\(key): no known $type")
      return
    }
    types[key] = type
    if let extensions = token["$extensions"] { checkExtensions(extensions, at: path) }
    let value = token["$value"]!
    switch type {
    case "duration": checkDuration(value, at: key)
    case "cubicBezier": checkBezier(value, at: key)
    case "transition":
      guard let parts = value as? [String: Any] else {
        problems.append("\(key): a transition is an object")
        return
      }
      for (member, expected) in [
        ("duration", "duration"), ("delay", "duration"), ("timingFunction", "cubicBezier"),
      ] {
        guard let part = parts[member] else {
          problems.append("\(key): transition without \(member)")
          continue
        }
        if let reference = part as? String, reference.hasPrefix("{"), reference.hasSuffix("}") {
          references.append((key, String(reference.dropFirst().dropLast()), expected))
        } else if expected == "duration" {
          checkDuration(part, at: key + "." + member)
        } else {
          checkBezier(part, at: key + "." + member)
        }
      }
    default: break
    }
  }

  mutating func checkDuration(_ value: Any, at key: String) {
    guard let object = value as? [String: Any], object.count == 2,
      let number = object["value"] as? Double, number.isFinite,
      let unit = object["unit"] as? String, unit == "ms" || unit == "s"
    else {
      problems.append("\(key): a duration is {\"value\": number, \"unit\": \"ms\" | \"s\"}")
      return
    }
  }

  mutating func checkBezier(_ value: Any, at key: String) {
    guard let numbers = value as? [Double], numbers.count == 4,
      (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
    else {
      problems.append("\(key): a cubicBezier is four numbers with x1 and x2 in 0...1")
      return
    }
  }

  mutating func checkExtensions(_ value: Any, at path: [String]) {
    guard let object = value as? [String: Any] else {
      problems.append("\(path): $extensions is not an object")
      return
    }
    for key in object.keys where key.split(separator: ".").count < 2 {
      problems.append("\(path): $extensions key '\(key)' is not reverse-domain notation")
    }
  }

  /// Checks the whole file and its references.
  static func problems(in text: String) throws -> [String] {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var validator = DesignTokensValidator()
    validator.check(group: root, path: [], inheritedType: nil)
    for (path, reference, type) in validator.references where validator.types[reference] != type {
      validator.problems.append("\(path): {\(reference)} is not a \(type) token")
    }
    return validator.problems
  }
}

@Suite struct ExportTokensTests {
  static let motions: [Motion] = [
    .timing(.cubicBezier(0.68, -0.6, 0.32, 1.6), duration: 0.4),
    .easeInOut(duration: 0.3).delay(0.1),
    .linear(duration: 1).repeatCount(2, autoreverses: true),
    .timing(.steps(4, .jumpNone), duration: 1),
    .timing(.linear([.init(0), .init(0.25, at: 0.75), .init(1)]), duration: 1),
    .spring(duration: 0.5, bounce: 0.3),
    .spring(DampedSpring(mass: 2, stiffness: 300, damping: 10), initialVelocity: -3),
  ]

  @Test(arguments: motions)
  func followsTheFormat(_ motion: Motion) throws {
    let text = try motion.exported(to: .tokens).text
    #expect(try DesignTokensValidator.problems(in: text) == [], "\(text)")
  }

  /// The example: a cubicBezier token with exactly those numbers, and a transition
  /// referring to it; the reduced form is a sibling group.
  @Test func cubicBezierToken() throws {
    let text = try Motion.timing(.cubicBezier(0.68, -0.6, 0.32, 1.6), duration: 0.4)
      .exported(to: .tokens).text
    #expect(
      text.contains("\"easing\": {\"$type\": \"cubicBezier\", \"$value\": [0.68, -0.6, 0.32, 1.6]}")
    )
    #expect(text.contains("\"timingFunction\": \"{motion.easing}\""))
    #expect(text.contains("\"motion-reduced\": {"))
    #expect(
      text.contains(
        "\"duration\": {\"$type\": \"duration\", \"$value\": {\"value\": 400, \"unit\": \"ms\"}}"))
  }

  /// A spring: no easing token (the format has no type for it); the exact parameters and
  /// a linear() fallback with its measured deviation in $extensions.
  @Test func springExtensions() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .tokens)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
    let motion = try #require(root["motion"] as? [String: Any])
    #expect(motion["easing"] == nil)
    let extensions = try #require(motion["$extensions"] as? [String: Any])
    let choreo = try #require(extensions["dev.choreo.motion"] as? [String: Any])
    let spring = try #require(choreo["spring"] as? [String: Any])
    #expect(spring["dampingRatio"] as? Double == 0.7)
    let stiffness = try #require(spring["stiffness"] as? Double)
    #expect(abs(stiffness - 16 * Double.pi * Double.pi) <= 1e-9)
    let fallback = try #require(choreo["fallback"] as? [String: Any])
    #expect((fallback["css"] as? String)?.hasPrefix("linear(") == true)
    let deviation = try #require(fallback["largestDeviation"] as? Double)
    // Foundation's JSON reader on Linux may land one ulp away from the shortest form.
    #expect(abs(deviation - export.largestDeviation) <= 1e-15 * deviation)
    #expect(deviation > 0 && deviation <= 0.001)
  }
}
