import Foundation
import Testing

@testable import ChoreoCore

/// The rules of the W3C Design Tokens Format Module (Community Group draft 2025.10) that a
/// motion's tokens touch, checked independently of the writer: names (§5.1.1: no leading
/// `$`, no `{`, `}` or `.`), a type for every token (§8), only the properties the format
/// defines on a token (`$value`, `$type`, `$description`, `$extensions`, `$deprecated`;
/// a `$description` a string), the `duration` (§8.5: `value` and `unit` `ms` or `s`),
/// `cubicBezier` (§8.6: four finite numbers, x in 0...1) and `transition` (§9.4: duration,
/// delay, timingFunction, each a value or a reference to a token of that type) values, and
/// `$extensions` keyed in reverse-domain notation (§5.2.3). No validator for the draft is
/// published as a Python package (none could be installed from PyPI), so these rules are
/// written here from the draft's text.
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
    if let description = token["$description"], !(description is String) {
      problems.append("\(key): $description is not a string")
    }
    for member in token.keys where member.hasPrefix("$") {
      if !["$value", "$type", "$description", "$extensions", "$deprecated"].contains(member) {
        problems.append("\(key): \(member) is not a property the format defines")
      }
    }
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
      numbers.allSatisfy(\.isFinite), (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
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

  /// Issue 51, item 9: every motion carries a standard easing. A spring, a decay,
  /// `steps()` and `linear()` get the nearest cubic Bézier, its deviation stated in its
  /// description and in `$extensions` (and true: measured here with Choreo's own Bézier
  /// solver at 10,001 inputs, apart from the fit's walk along t), a transition that refers
  /// to it, and the exact form in `$extensions`; the file follows the format.
  @Test(arguments: [
    Motion.spring(.smooth), .spring(.snappy), .spring(.bouncy), .decay(.normal),
    .decay(.fast), .timing(.steps(4, .jumpNone), duration: 1),
    .timing(.linear([.init(0), .init(0.25, at: 0.75), .init(1)]), duration: 1),
    .spring(DampedSpring(mass: 2, stiffness: 300, damping: 10), initialVelocity: -3),
  ])
  func everyMotionHasAStandardEasing(_ motion: Motion) throws {
    let export = try motion.exported(to: .tokens)
    #expect(try DesignTokensValidator.problems(in: export.text) == [], "\(export.text)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
    for name in ["motion", "motion-reduced"] {
      let group = try #require(root[name] as? [String: Any])
      let easing = try #require(group["easing"] as? [String: Any], "\(name)")
      #expect(easing["$type"] as? String == "cubicBezier")
      let transition = try #require(group["transition"] as? [String: Any])
      let parts = try #require(transition["$value"] as? [String: Any])
      #expect(parts["timingFunction"] as? String == "{\(name).easing}")
      guard let description = easing["$description"] as? String else { continue }
      // Not the motion's own Bézier: the exact form and the deviation in $extensions.
      let extensions = try #require(group["$extensions"] as? [String: Any])
      let choreo = try #require(extensions[DesignTokensExport.extensionKey] as? [String: Any])
      let stated = try #require(
        (choreo["cubicBezier"] as? [String: Any])?["largestDeviation"] as? Double)
      #expect(description.contains("largest deviation \(deviationText(stated))"))
      #expect(
        choreo["spring"] != nil || choreo["decay"] != nil || choreo["steps"] != nil
          || choreo["linear"] != nil)
      // The exact motion as it plays, against the Bézier by Choreo's solver.
      let numbers = try #require(easing["$value"] as? [Double])
      let bezier = TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
      let fallback = try #require((choreo["fallback"] as? [String: Any])?["css"] as? String)
      guard case .timing(let played) = try MotionSpec(parsing: fallback) else { continue }
      let fallbackDeviation = try #require(
        (choreo["fallback"] as? [String: Any])?["largestDeviation"] as? Double)
      var largest = 0.0
      for k in 0...10_000 {
        let x = Double(k) / 10_000
        largest = max(largest, abs(bezier.value(at: x) - played.value(at: x)))
      }
      // Against the fallback (itself within its stated deviation of the exact motion).
      #expect(largest <= stated + fallbackDeviation + 1e-6, "\(name): \(largest) > \(stated)")
      #expect(stated > 0 && stated < 1)
    }
  }

  /// A spring: its exact parameters and a linear() fallback with its measured deviation in
  /// $extensions, beside the nearest Bézier.
  @Test func springExtensions() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .tokens)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
    let motion = try #require(root["motion"] as? [String: Any])
    #expect((motion["easing"] as? [String: Any])?["$type"] as? String == "cubicBezier")
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
