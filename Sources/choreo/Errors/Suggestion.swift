// Policy: a mistyped name (a demo, a --format, an option, a command) is answered with the
// closest known name when one is close enough to be what was meant: at most two edits
// (insertions, deletions, substitutions, or a swap of two neighbouring letters, as in
// the optimal string alignment distance), and at most a third of the longer name's
// length, so that a short word is not "corrected" into an unrelated one. Case is
// ignored. Ties go to the earlier name in the list.

/// The known name closest to `typed`, when it is close enough to be a typo of it.
///
/// - Parameters:
///   - typed: What was typed.
///   - names: The names it could have meant, in the order to prefer on a tie.
/// - Returns: The closest name, or `nil` when none is within reach (or `typed` is one).
func suggestion(for typed: String, among names: [String]) -> String? {
  let word = Array(typed.lowercased())
  var best: (name: String, distance: Int)?
  for name in names {
    let candidate = Array(name.lowercased())
    if candidate == word { return nil }
    let reach = min(2, max(candidate.count, word.count) / 3)
    let distance = editDistance(word, candidate)
    guard distance <= reach, distance < (best?.distance ?? .max) else { continue }
    best = (name, distance)
  }
  return best?.name
}

/// `message` followed by "; did you mean 'NAME'?" when a known name is close to `typed`.
///
/// - Parameters:
///   - message: The error's message.
///   - typed: What was typed.
///   - names: The names it could have meant.
/// - Returns: The message, with the suggestion when there is one.
func withSuggestion(_ message: String, for typed: String, among names: [String]) -> String {
  guard let name = suggestion(for: typed, among: names) else { return message }
  return message + "; did you mean '\(name)'?"
}

/// The optimal string alignment distance: the fewest insertions, deletions, substitutions
/// and swaps of neighbouring characters that turn `a` into `b` (Damerau, "A technique for
/// computer detection and correction of spelling errors", CACM 7(3), 1964; the dynamic
/// programme of Wagner and Fischer, JACM 21(1), 1974, with the swap added).
///
/// - Complexity: O(`a.count` · `b.count`).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  let width = b.count + 1
  var table = [Int](repeating: 0, count: (a.count + 1) * width)
  for j in 0...b.count { table[j] = j }
  for i in 1...a.count {
    table[i * width] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var value = min(
        table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
        table[(i - 1) * width + j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        value = min(value, table[(i - 2) * width + j - 2] + 1)
      }
      table[i * width + j] = value
    }
  }
  return table[a.count * width + b.count]
}
