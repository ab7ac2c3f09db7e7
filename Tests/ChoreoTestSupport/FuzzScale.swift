import CLibC

/// How much of a seeded fuzz loop a test run does: all of it by default, a fraction of it
/// when `CHOREO_FUZZ_SCALE` says so (the AddressSanitizer stage of CI runs a tenth, since
/// the instrumented build is several times slower). The seeds stay the same, so a smaller
/// run is the start of the full one.
public enum FuzzScale {
  /// The fraction of each loop to run: `CHOREO_FUZZ_SCALE` when it is a number in
  /// 0 < s ≤ 1, otherwise 1.
  public static let fraction: Double = {
    guard let text = getenv("CHOREO_FUZZ_SCALE"), let value = Double(String(cString: text)),
      value > 0, value <= 1
    else { return 1 }
    return value
  }()

  /// `full` iterations scaled by ``fraction``, at least one.
  ///
  /// - Parameter full: The loop's full count.
  /// - Returns: The count to run.
  public static func count(_ full: Int) -> Int {
    max(1, Int((Double(full) * fraction).rounded()))
  }
}
