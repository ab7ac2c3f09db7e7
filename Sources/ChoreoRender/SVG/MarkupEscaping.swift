// Policy: escaping for text placed in XML (SVG) or HTML, in element content or in a quoted
// attribute value. The five characters with a meaning in markup become references (XML 1.0
// section 4.6, predefined entities); characters XML 1.0 forbids (section 2.2, `Char`: the
// C0 controls other than tab, line feed and carriage return, and U+FFFE, U+FFFF) are
// dropped, since no reference can stand for them. HTML differs only in how it spells `'`:
// `&apos;` is not an HTML 4 entity, so the HTML form writes `&#39;`, which every HTML and XML
// reader understands.

/// Text made safe for XML (SVG) element content and quoted attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`;
/// characters XML 1.0 forbids (control characters other than tab, line feed and carriage
/// return, and U+FFFE, U+FFFF) are dropped. Everything else is kept as it is.
///
/// ```swift
/// xmlEscaped("a<b & 'c'")  // "a&lt;b &amp; &apos;c&apos;"
/// ```
///
/// - Parameter text: Any text.
/// - Returns: The text, safe between tags and inside `"..."` or `'...'` attribute values.
package func xmlEscaped(_ text: String) -> String {
  markupEscaped(text, apostrophe: "&apos;")
}

/// Text made safe for HTML element content and quoted attribute values.
///
/// The same as ``xmlEscaped(_:)`` except that `'` becomes `&#39;` (HTML 4 has no `&apos;`).
///
/// ```swift
/// htmlEscaped("the tab's spin")  // "the tab&#39;s spin"
/// ```
///
/// - Parameter text: Any text.
/// - Returns: The text, safe between tags and inside `"..."` or `'...'` attribute values.
package func htmlEscaped(_ text: String) -> String {
  markupEscaped(text, apostrophe: "&#39;")
}

/// `text` with markup characters replaced and XML-forbidden characters dropped, `'` written
/// as `apostrophe`.
private func markupEscaped(_ text: String, apostrophe: String) -> String {
  var out = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += apostrophe
    case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
    default:
      if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}
