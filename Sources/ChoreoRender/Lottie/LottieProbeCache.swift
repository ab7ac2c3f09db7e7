import ChoreoCore

/// Candidate easings' values at the fractions `LottieKeyframes.reduce` probes, by segment
/// length: a segment of L samples probes the same three fractions wherever it starts, so
/// each curve is solved there once an export, not once a segment.
struct LottieProbeCache: Sendable {
  /// Per candidate, the values at ⌊L/4⌋/L, ⌊L/2⌋/L and (L − ⌊L/4⌋)/L at 3L, 3L + 1 and
  /// 3L + 2, for every L solved so far.
  private var tables: [[Double]] = []
  /// Per candidate, by segment length L (up to ``fractionLengthLimit``), the values at the
  /// fractions k/L, k = 0...L, each solved the first time it is read (NaN until then).
  private var fractionTables: [[Int: [Double]]] = []

  /// The longest segment whose values ``withFractions(_:length:_:)`` keeps: a table of
  /// every length up to it holds about half a million values a candidate (4 MB).
  static let fractionLengthLimit = 1024

  /// Calls `body` with candidate number `candidate`'s table of values at k/L for k = 0...L,
  /// L being `length`, NaN where not yet solved (`body` stores what it solves); nil past
  /// ``fractionLengthLimit``. An export checks segments of a few hundred lengths, each at
  /// many starts: solving the curve at each sample of each check was 11% of a Lottie
  /// export's instructions.
  mutating func withFractions<Result>(
    _ candidate: Int, length: Int, _ body: (inout [Double]) -> Result
  ) -> Result? {
    guard length <= Self.fractionLengthLimit else { return nil }
    while fractionTables.count <= candidate { fractionTables.append([:]) }
    return body(
      &fractionTables[candidate][length, default: Array(repeating: .nan, count: length + 1)])
  }

  /// The probe values of `curve` (candidate number `candidate`) for lengths 0...length.
  mutating func table(_ candidate: Int, _ curve: TimingCurve, through length: Int) -> [Double] {
    while tables.count <= candidate { tables.append([]) }
    var known = tables[candidate].count / 3
    guard known <= length else { return tables[candidate] }
    tables[candidate].reserveCapacity(3 * (length + 1))
    while known <= length {
      guard known >= 4 else {
        // Shorter segments are never probed.
        tables[candidate].append(contentsOf: [Double.nan, .nan, .nan])
        known += 1
        continue
      }
      let quarter = known / 4
      let l = Double(known)
      tables[candidate].append(curve.value(at: Double(quarter) / l))
      tables[candidate].append(curve.value(at: Double(known / 2) / l))
      tables[candidate].append(curve.value(at: Double(known - quarter) / l))
      known += 1
    }
    return tables[candidate]
  }
}
