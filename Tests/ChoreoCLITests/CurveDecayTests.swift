import ChoreoTestSupport
import Foundation
import Testing

/// `choreo curve 'decay(...)'`: the samples are UIScrollView's deceleration in closed form,
/// checked against the formula the issue states (pow and log, written here), and the
/// settling time is when the speed falls under 0.5 pt/s.
@Suite struct CurveDecayTests {
  @Test func theIssueExampleMatchesTheClosedForm() throws {
    let run = try ChoreoRunner.run([
      "curve", "decay(velocity: 1000, rate: 0.998)", "--duration", "3", "--step", "0.01",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let csv = parseCSV(run)
    #expect(csv.header == "t,value,velocity")
    #expect(csv.rows.count == 301)
    #expect(csv.roundTrips)
    var worst = 0.0
    for (index, row) in csv.rows.enumerated() where row.count == 3 {
      let t = row[0]
      #expect(t == (index == 300 ? 3 : Double(index) * 0.01))
      // x(t) = v0·(r^(1000t) − 1)/(1000·ln r), v(t) = v0·r^(1000t).
      let kept = pow(0.998, 1000 * t)
      let value = 1000 * (kept - 1) / (1000 * log(0.998))
      worst = max(worst, abs(row[1] - value), abs(row[2] - 1000 * kept))
    }
    #expect(worst <= 1e-9, "largest difference \(worst)")
  }

  @Test func rateNamesAndTheDefaultAreUIScrollViews() throws {
    let fast = try ChoreoRunner.run([
      "curve", "decay(rate: fast, velocity: -500)", "--samples", "3",
    ])
    let number = try ChoreoRunner.run([
      "curve", "decay(velocity: -500, rate: 0.99)", "--samples", "3",
    ])
    #expect(fast.status == 0 && fast.stdout == number.stdout)
    let normal = try ChoreoRunner.run(["curve", "DECAY(velocity: 200)", "--samples", "3"])
    let explicit = try ChoreoRunner.run([
      "curve", "decay(velocity: 200, rate: normal)", "--samples", "3",
    ])
    #expect(normal.status == 0 && normal.stdout == explicit.stdout)
    // The default duration is the settling time rounded up to a tenth: ln(400)/k = 2.993.
    #expect(parseCSV(normal).rows.last?.first == 3.0)
  }

  @Test func settlingIsWhenTheSpeedFallsUnderHalfAPointAndSaysWhereItRests() throws {
    let k = -1000 * log(0.998)
    let run = try ChoreoRunner.run(["curve", "decay(velocity: 1000)", "--settling"])
    #expect(run.status == 0)
    // ln(1000/0.5)/k = 3.7966 s; rests at 1000/k = 499.500 pt.
    #expect(run.stdout == "3.797 s (speed under 0.5 pt/s)\nrests at 499.500 pt\n")
    #expect(abs(log(2000) / k - 3.797) < 0.0005 && abs(1000 / k - 499.5) < 0.0005)
    let raw = try ChoreoRunner.run(["curve", "decay(velocity: 1000)", "--settling", "--raw"])
    let seconds = try #require(Double(raw.stdout.dropLast()))
    #expect(raw.lines.count == 1)
    #expect(abs(seconds - log(2000) / k) <= 1e-12)
    let slow = try ChoreoRunner.run(["curve", "decay(velocity: 0.25)", "--settling", "--raw"])
    #expect(slow.stdout == "0.0\n", "already slower than 0.5 pt/s")
  }

  @Test(arguments: [
    ("decay(velocity: 1000, rate: 1)", "0 < rate < 1"),
    ("decay(velocity: 1000, rate: 0)", "0 < rate < 1"),
    ("decay(velocity: 1000, rate: -0.5)", "0 < rate < 1"),
    ("decay(velocity: nan)", "velocity must be a finite number"),
    ("decay(velocity: 1e999)", "out of range"),
    ("decay(rate: 0.998)", "missing 'velocity'"),
    ("decay()", "needs a velocity"),
    ("decay(velocity: 1, velocity: 2)", "duplicate parameter 'velocity'"),
    ("decay(velocity: 1, bounce: 2)", "unknown decay parameter"),
    ("decay(velocity: 1, rate: slow)", "expected a number for the rate"),
  ])
  func badDecaysExit65WithASentence(spec: String, phrase: String) throws {
    let run = try ChoreoRunner.run(["curve", spec])
    #expect(run.status == 65, "\(spec): \(run.stderr)")
    #expect(run.stderr.hasPrefix("choreo: error: bad SPEC: "))
    #expect(run.stderr.contains(phrase), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
