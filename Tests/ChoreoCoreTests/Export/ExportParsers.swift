import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Exports read back by real parsers, independent of the writers: Python's `json` (strict:
/// `NaN` and `Infinity` refused, every number finite) for Web Animations and tokens,
/// `xml.etree` (expat) for each XML form of an Android export, and for CSS every
/// declaration's shape and every number token finite, with each easing read back by
/// ``MotionSpec``. Kotlin (Compose, and Android's spring and fling forms) has no parser
/// here: its numbers are checked finite and its whole-number arguments within `Int`.
enum ExportParsers {
  /// One export to check.
  struct Document: Codable {
    var label: String
    var target: String
    var text: String
  }

  /// The checker, run once for a whole batch: prints a JSON list of problems.
  static let program = #"""
    import json, math, re, sys
    import xml.etree.ElementTree as ET

    def refuse(name):
        raise ValueError("a non-standard JSON constant: " + name)

    def finite(value, where):
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError("a non-finite number at " + where)
        if isinstance(value, dict):
            for key, item in value.items():
                finite(item, where + "." + key)
        if isinstance(value, list):
            for index, item in enumerate(value):
                finite(item, where + "[%d]" % index)

    NUMBER = re.compile(r"(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
    WORDS = re.compile(r"\b(?:inf|nan|infinity)\b", re.IGNORECASE)

    def css(text):
        for line in text.split("\n"):
            line = line.strip()
            if not line or line in ("}",) or line.startswith("/*") and line.endswith("*/"):
                continue
            if line.startswith("@media ") and line.endswith("{"):
                continue
            if not re.fullmatch(r"[a-z-]+: [^;]+;", line):
                raise ValueError("not a declaration: " + line)
            value = line.split(": ", 1)[1]
            if WORDS.search(value.replace("infinite", "")):
                raise ValueError("a non-finite word in: " + line)
            for token in NUMBER.findall(value):
                if not math.isfinite(float(token)):
                    raise ValueError("a non-finite number in: " + line)

    def kotlin(text):
        code = "\n".join(l for l in text.split("\n") if not l.lstrip().startswith("//"))
        if WORDS.search(code.replace("Infinite", "")):
            raise ValueError("a non-finite word in Kotlin")
        for name in ("iterations", "durationMillis", "delayMillis"):
            for value in re.findall(name + r" = (-?\d+)", code):
                if not -2**31 <= int(value) < 2**31:
                    raise ValueError(name + " " + value + " is beyond Kotlin's Int")
        for value in re.findall(r"StartOffset\((-?\d+)\)", code):
            if not -2**31 <= int(value) < 2**31:
                raise ValueError("StartOffset " + value + " is beyond Kotlin's Int")
        for token in re.findall(r"(?<![\w.])(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)f\b", code):
            if not math.isfinite(float(token)):
                raise ValueError("a non-finite Float " + token)

    problems = []
    for doc in json.load(sys.stdin):
        try:
            if doc["target"] in ("waapi", "tokens"):
                finite(json.loads(doc["text"], parse_constant=refuse), "$")
            elif doc["target"] == "css":
                css(doc["text"])
            elif doc["target"] == "compose":
                kotlin(doc["text"])
            elif doc["target"] == "android":
                for form in doc["text"].rstrip("\n").split("\n\n"):
                    if form.startswith("<!--"):
                        root = ET.fromstring(form)
                        for value in root.attrib.values():
                            if WORDS.search(value):
                                raise ValueError("a non-finite attribute: " + value)
                        for note in re.findall(r'android:\w+="([^"]*)"', form):
                            if note != "infinite" and WORDS.search(note):
                                raise ValueError("a non-finite attribute: " + note)
                    else:
                        kotlin(form)
            if not doc["text"].endswith("\n"):
                raise ValueError("no final newline")
        except Exception as error:
            problems.append(doc["label"] + ": " + type(error).__name__ + ": " + str(error))
    json.dump(problems, sys.stdout)
    """#

  /// The problems the parsers find in `documents`, one line each, empty when all parse.
  static func problems(in documents: [Document]) throws -> [String] {
    let input = try JSONEncoder().encode(documents)
    let run = try ExternalTool.run(["python3", "-c", program], input: input)
    try #require(run.status == 0, "the checker failed: \(run.stderrText)")
    return try JSONDecoder().decode([String].self, from: run.stdout)
  }

  /// The CSS easings of an export, each read back by the spec parser.
  static func cssEasings(in text: String) throws -> [TimingCurve] {
    try text.split(separator: "\n").compactMap { line -> TimingCurve? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("transition-timing-function: ") else { return nil }
      let easing = String(trimmed.dropFirst("transition-timing-function: ".count).dropLast())
      guard case .timing(let curve) = try MotionSpec(parsing: easing) else { return nil }
      return curve
    }
  }
}
