import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

@testable import choreo

/// `choreo curve` end to end: the numbers it prints must be the library's, in the
/// documented sample times and number format. Values are compared with the library
/// called in-process, so these tests hold whatever the curve and spring bodies compute.
@Suite struct CurveCommandTests {
  @Test func cubicBezierIssueExample() throws {
    let run = try ChoreoRunner.run([
      "curve", "cubic-bezier(0.68,-0.6,0.32,1.6)", "--samples", "1001",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let csv = parseCSV(run)
    #expect(run.lines.count == 1002)
    #expect(csv.header == "t,value,velocity")
    #expect(csv.roundTrips)
    let curve = TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
    for (index, row) in csv.rows.enumerated() {
      #expect(row.count == 3)
      guard row.count == 3 else { continue }
      // The documented sample times: t_i = i/(N − 1)·1, the last exactly 1.
      #expect(row[0] == (index == 1000 ? 1 : Double(index) / 1000))
      #expect(row[1] == curve.value(at: row[0]))
      #expect(row[2] == curve.slope(at: row[0]))
    }
    #expect(run.lines[1].hasPrefix("0.0,"))
    #expect(run.lines.last?.hasPrefix("1.0,") == true)
  }

  @Test func springIssueExample() throws {
    let run = try ChoreoRunner.run([
      "curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--duration", "3", "--step", "0.01",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let csv = parseCSV(run)
    #expect(csv.header == "t,value,velocity")
    #expect(csv.rows.count == 301)
    #expect(csv.roundTrips)
    #expect(run.lines.last?.hasPrefix("3.0,") == true)
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    for (index, row) in csv.rows.enumerated() where row.count == 3 {
      #expect(row[0] == (index == 300 ? 3 : Double(index) * 0.01))
      #expect(row[1] == spring.value(at: row[0], initialVelocity: 0))
      #expect(row[2] == spring.velocity(at: row[0], initialVelocity: 0))
    }
  }

  @Test func linearCurveIsExactText() throws {
    // linear is the identity with slope 1: its CSV is known exactly.
    let run = try ChoreoRunner.run(["curve", "linear", "--samples", "5"])
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "t,value,velocity\n0.0,0.0,1.0\n0.25,0.25,1.0\n0.5,0.5,1.0\n0.75,0.75,1.0\n1.0,1.0,1.0\n"
    )
  }

  @Test func defaultIs101Samples() throws {
    let run = try ChoreoRunner.run(["curve", "ease-in-out"])
    #expect(run.status == 0)
    let csv = parseCSV(run)
    #expect(csv.rows.count == 101)
    #expect(csv.rows[50].first == 0.5)
    // ease-in-out is point-symmetric about (0.5, 0.5).
    #expect(isClose(csv.rows[50][1], 0.5, absolute: 1e-6))
  }

  @Test func stepOnATimingCurveStopsAtOrBeforeTheEnd() throws {
    let quarter = parseCSV(try ChoreoRunner.run(["curve", "linear", "--step", "0.25"]))
    #expect(quarter.rows.map { $0[0] } == [0, 0.25, 0.5, 0.75, 1])
    let tenth = parseCSV(try ChoreoRunner.run(["curve", "linear", "--step=0.1"]))
    #expect(tenth.rows.count == 11)
    #expect(tenth.rows.last?.first == 1)
    // 0.3 does not divide 1: t = 0, 0.3, 2·0.3, 3·0.3 (each i·S, not accumulated).
    let uneven = parseCSV(try ChoreoRunner.run(["curve", "linear", "--step", "0.3"]))
    #expect(uneven.rows.map { $0[0] } == [0, 0.3, 2 * 0.3, 3 * 0.3])
    let wide = parseCSV(try ChoreoRunner.run(["curve", "linear", "--step", "2"]))
    #expect(wide.rows.map { $0[0] } == [0])
  }

  @Test func springVelocityParameterReachesTheSamples() throws {
    let text = "spring(response: 0.4, dampingRatio: 0.6, velocity: -3)"
    let run = try ChoreoRunner.run(["curve", text, "--duration", "1", "--samples", "11"])
    #expect(run.status == 0)
    let spring = DampedSpring(response: 0.4, dampingRatio: 0.6)
    let csv = parseCSV(run)
    #expect(csv.rows.count == 11)
    for (index, row) in csv.rows.enumerated() where row.count == 3 {
      #expect(row[0] == (index == 10 ? 1 : Double(index) / 10))
      #expect(row[1] == spring.value(at: row[0], initialVelocity: -3))
      #expect(row[2] == spring.velocity(at: row[0], initialVelocity: -3))
    }
  }

  @Test func springDefaultDurationIsTheRoundedUpSettlingTime() throws {
    let run = try ChoreoRunner.run(["curve", "spring(duration: 0.5, bounce: 0.3)"])
    #expect(run.status == 0)
    let csv = parseCSV(run)
    #expect(csv.rows.count == 101)
    let settling = DampedSpring(duration: 0.5, bounce: 0.3).settlingDuration(epsilon: 0.001)
    let expected = settling.isFinite ? max(0.1, (settling * 10).rounded(.up) / 10) : 1
    #expect(csv.rows.last?.first == expected)
  }

  @Test func settlingPrintsOneNumberWithRaw() throws {
    let text = "spring(mass: 1, stiffness: 100, damping: 10)"
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    let plain = try ChoreoRunner.run(["curve", text, "--settling", "--raw"])
    #expect(plain.status == 0)
    #expect(plain.lines.count == 1)
    #expect(Double(plain.lines[0]) != nil)
    #expect(plain.stdout == "\(spring.settlingDuration(epsilon: 0.001, initialVelocity: 0))\n")
    let loose = try ChoreoRunner.run([
      "curve", text + " ", "--settling", "--epsilon", "0.01", "--raw",
    ])
    #expect(loose.stdout == "\(spring.settlingDuration(epsilon: 0.01, initialVelocity: 0))\n")
    let moving = try ChoreoRunner.run([
      "curve", "spring(mass: 1, stiffness: 100, damping: 10, velocity: 2)", "--raw", "--settling",
    ])
    #expect(moving.stdout == "\(spring.settlingDuration(epsilon: 0.001, initialVelocity: 2))\n")
  }

  /// Without --raw the settling time is for people: four significant digits, the unit and
  /// the tolerance.
  @Test func settlingSaysItsUnitAndTolerance() throws {
    let text = "spring(mass: 1, stiffness: 100, damping: 10)"
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    let settling = spring.settlingDuration(epsilon: 0.001, initialVelocity: 0)
    let run = try ChoreoRunner.run(["curve", text, "--settling"])
    #expect(run.status == 0)
    #expect(run.stdout == "1.270 s (within 0.001 of the target)\n")
    // The figure is the settling time rounded to the nearest millisecond.
    #expect(abs(settling - 1.270) <= 0.0005)
    let loose = try ChoreoRunner.run(["curve", text, "--settling", "--epsilon", "0.05"])
    let looseTime = spring.settlingDuration(epsilon: 0.05, initialVelocity: 0)
    let figure = try #require(loose.stdout.split(separator: " ").first.flatMap { Double($0) })
    #expect(abs(figure - looseTime) <= 0.0005 * max(1, looseTime))
    #expect(loose.stdout.hasSuffix(" s (within 0.05 of the target)\n"))
  }

  /// Four significant digits whatever the magnitude, a carry included; the shortest form
  /// outside 0.0001...1e6 s.
  @Test(arguments: [
    (1.2701651956539863, "1.270"), (0.81874671, "0.8187"), (12.3456, "12.35"),
    (9.99996, "10.00"), (0.099996, "0.1000"), (123456.7, "123457"), (0.00012345, "0.0001235"),
    (0, "0"), (2.5e-5, "2.5e-05"), (3e7, "30000000.0"),
  ])
  func settlingFigures(seconds: Double, figure: String) {
    #expect(
      CurveCommand.settlingText(seconds, epsilon: 0.001)
        == "\(figure) s (within 0.001 of the target)")
  }

  @Test func undampedSpringFollowsTheLibrary() throws {
    // An undamped spring never settles: the library says `.infinity`, printed as "inf",
    // and the default duration falls back to 1 s. Whatever the library returns, the CLI
    // must print it in shortest form and derive its default duration from it.
    let text = "spring(response: 1, dampingRatio: 0)"
    let spring = DampedSpring(response: 1, dampingRatio: 0)
    let settling = spring.settlingDuration(epsilon: 0.001, initialVelocity: 0)
    let printed = try ChoreoRunner.run(["curve", text, "--settling", "--raw"])
    #expect(printed.status == 0)
    #expect(printed.stdout == "\(settling)\n")
    let said = try ChoreoRunner.run(["curve", text, "--settling"])
    #expect(said.status == 0)
    #expect(
      said.stdout
        == (settling.isFinite
          ? CurveCommand.settlingText(settling, epsilon: 0.001) + "\n"
          : "never settles (it does not stay within 0.001 of the target)\n"))
    let sampled = parseCSV(try ChoreoRunner.run(["curve", text, "--samples", "3"]))
    let expected = settling.isFinite ? max(0.1, (settling * 10).rounded(.up) / 10) : 1
    #expect(sampled.rows.last?.first == expected)
  }

  @Test func svgPlot() throws {
    let run = try ChoreoRunner.run([
      "curve", "cubic-bezier(0.68,-0.6,0.32,1.6)", "--format", "svg", "--samples", "11",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let svg = run.stdout
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<svg").count == 2)
    // One path with a point per sample: a move and ten lines.
    let path = svg.components(separatedBy: "<path d=\"")
    #expect(path.count == 2)
    if path.count == 2 {
      let data = path[1].prefix { $0 != "\"" }
      #expect(data.hasPrefix("M"))
      #expect(data.components(separatedBy: " L").count == 11)
    }
    // The title is the SPEC as typed.
    #expect(svg.contains("<title>cubic-bezier(0.68,-0.6,0.32,1.6)</title>"))
    #expect(svg.contains(">progress</text>"))
    #expect(svg.contains(">value</text>"))
    // Tick labels at 0 and 1 on both axes at least.
    #expect(svg.components(separatedBy: ">0.0</text>").count >= 3)
    #expect(svg.components(separatedBy: ">1.0</text>").count >= 3)
    // Balanced elements: every opened <g> and <text> is closed.
    #expect(svg.components(separatedBy: "<g ").count == svg.components(separatedBy: "</g>").count)
    #expect(
      svg.components(separatedBy: "<text ").count == svg.components(separatedBy: "</text>").count)
  }

  @Test func svgOfASpringLabelsSeconds() throws {
    let run = try ChoreoRunner.run([
      "curve", "spring(duration: 0.5, bounce: 0.3)", "--format", "SVG", "--duration", "2",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains(">t (s)</text>"))
    #expect(run.stdout.contains(">2.0</text>"))
    let data = run.stdout.components(separatedBy: "<path d=\"")[1].prefix { $0 != "\"" }
    #expect(data.components(separatedBy: " L").count == 501)
    // Titled as typed (it was the derived `spring(mass: 1.0, stiffness: 157.91...)`), runs of
    // whitespace made one space.
    #expect(run.stdout.contains("<title>spring(duration: 0.5, bounce: 0.3)</title>"))
    let spaced = try ChoreoRunner.run([
      "curve", "  spring(duration:0.5,\n   bounce: 0.3) ", "--format", "svg",
    ])
    #expect(spaced.stdout.contains("<title>spring(duration:0.5, bounce: 0.3)</title>"))
  }

  /// The Swift spellings of the presets give the same numbers as the CSS names.
  @Test(arguments: [
    ("easeInOut", "ease-in-out"), ("easeIn", "ease-in"), ("easeOut", "ease-out"),
    ("cubicBezier(0.68, -0.6, 0.32, 1.6)", "cubic-bezier(0.68, -0.6, 0.32, 1.6)"),
  ])
  func swiftSpellingsReadAsTheCSSNames(swift: String, css: String) throws {
    let a = try ChoreoRunner.run(["curve", swift, "--samples", "11"])
    let b = try ChoreoRunner.run(["curve", css, "--samples", "11"])
    #expect(a.status == 0 && b.status == 0, "\(a.stderr)")
    #expect(a.stdout == b.stdout)
    #expect(parseCSV(a).rows.count == 11)
  }
}
