import CLibC
import CLibM
import ChoreoCore
import ChoreoRender

/// `choreo curve SPEC ...`: samples a timing curve, a spring or a decay.
enum CurveCommand {
  /// The default number of samples when neither --samples nor --step is given.
  static let defaultSamples = 101
  /// The default number of samples for --format svg and png (a smoother picture).
  static let defaultSVGSamples = 501
  /// The tolerance of the default spring duration and of --settling.
  static let defaultEpsilon = Motion.settlingEpsilon

  /// One sampled point.
  struct Row: Equatable {
    var time: Double
    var value: Double
    var velocity: Double
  }

  /// Runs the command: prints help, or writes the samples, the plot or the settling time to
  /// standard output or --out.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard let options = try CurveArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.curve.fullText)
      return
    }
    let spec = try SpecArgument.parse(options.spec)
    let output: [UInt8]
    // What the "wrote ..." line says the file holds (after the format).
    var contents = ""
    switch spec {
    case .timing(let curve):
      if options.settling {
        throw .usage(
          "--settling applies to springs and decays; a timing curve always ends at progress 1",
          help: .curve)
      }
      if options.duration != nil {
        throw .usage(
          "--duration applies to springs and decays; a timing curve runs over progress 0...1",
          help: .curve)
      }
      let times = try sampleTimes(sampling(options), end: 1)
      let rows = times.map {
        Row(time: $0, value: curve.value(at: $0), velocity: curve.slope(at: $0))
      }
      output = try render(
        rows, options: options, title: title(options.spec), timeLabel: "progress")
      contents = description(samples: rows.count, options: options)
    case .spring(let spring, let velocity):
      if options.settling {
        let epsilon = options.epsilon ?? defaultEpsilon
        let settling = spring.settlingDuration(epsilon: epsilon, initialVelocity: velocity)
        let line = options.raw ? "\(settling)" : settlingText(settling, epsilon: epsilon)
        output = Array((line + "\n").utf8)
        contents = "settling time"
      } else {
        let end = options.duration ?? defaultDuration(spring, initialVelocity: velocity)
        let times = try sampleTimes(sampling(options), end: end)
        let rows = times.map {
          Row(
            time: $0, value: spring.value(at: $0, initialVelocity: velocity),
            velocity: spring.velocity(at: $0, initialVelocity: velocity))
        }
        output = try render(
          rows, options: options, title: title(options.spec), timeLabel: "t (s)")
        contents = description(samples: rows.count, options: options)
      }
    case .decay(let rate, let velocity):
      let decay = try decay(rate: rate, velocity: velocity, options: options)
      output = decay.output
      contents = decay.contents
    }
    try OutputTarget(options.out).deliver(output, console: console, what: contents)
  }

  /// A decay's samples (displacement from 0 and velocity, in closed form), or its settling
  /// time (the speed under 0.5 pt/s) and its projection; with what the output holds.
  private static func decay(rate: DecayRate, velocity: Double, options: CurveArguments)
    throws(CLIError) -> (output: [UInt8], contents: String)
  {
    let settling = rate.settlingDuration(velocity: velocity)
    if options.settling {
      if options.epsilon != nil {
        throw .usage(
          "--epsilon applies to springs only; a decay settles when its speed falls under"
            + " \(DecayRate.restingSpeed) pt/s", help: .curve)
      }
      let rest = rate.restingDisplacement(velocity: velocity)
      let text =
        options.raw
        ? "\(settling)\n"
        : decaySettlingText(settling) + "\nrests at \(fixed(rest, decimals: 3)) pt\n"
      return (Array(text.utf8), "settling time")
    }
    let end = options.duration ?? max(0.1, (settling * 10).rounded(.up) / 10)
    let times = try sampleTimes(sampling(options), end: end)
    let rows = times.map {
      Row(
        time: $0, value: rate.displacement(velocity: velocity, after: $0),
        velocity: rate.velocity(velocity, after: $0))
    }
    let output = try render(
      rows, options: options, title: title(options.spec), timeLabel: "t (s)")
    return (output, description(samples: rows.count, options: options))
  }

  /// A decay's settling time for people: '3.797 s (speed under 0.5 pt/s)'.
  static func decaySettlingText(_ seconds: Double) -> String {
    let spring = settlingText(seconds, epsilon: 0)
    let number = spring.prefix(while: { $0 != " " })
    return "\(number) s (speed under \(DecayRate.restingSpeed) pt/s)"
  }

  /// The format and the samples of a plot or CSV, for the "wrote ..." line:
  /// `png, 1040x640 pixels, 501 samples`.
  private static func description(samples: Int, options: CurveArguments) -> String {
    let size: String
    switch options.format {
    case .csv:
      size = ""
    case .svg:
      size = ", \(Int(PlotGeometry.width))x\(Int(PlotGeometry.height)) points"
    case .png:
      let width = Int((PlotGeometry.width * PlotPicture.pngScale).rounded())
      let height = Int((PlotGeometry.height * PlotPicture.pngScale).rounded())
      size = ", \(width)x\(height) pixels"
    }
    let count = samples == 1 ? "1 sample" : "\(samples) samples"
    return "\(options.format.rawValue)\(size), \(count)"
  }

  private static func sampling(_ options: CurveArguments) -> Sampling {
    options.sampling ?? .count(options.format == .csv ? defaultSamples : defaultSVGSamples)
  }

  /// The settling time for ε = 0.001 rounded up to a tenth of a second (at least 0.1 s),
  /// or 1 s when the spring never settles.
  static func defaultDuration(_ spring: DampedSpring, initialVelocity: Double) -> Double {
    let settling = spring.settlingDuration(
      epsilon: defaultEpsilon, initialVelocity: initialVelocity)
    guard settling.isFinite, settling >= 0, settling < 1e9 else { return 1 }
    return max(0.1, (settling * 10).rounded(.up) / 10)
  }

  private static func render(
    _ rows: [Row], options: CurveArguments, title: String, timeLabel: String
  ) throws(CLIError) -> [UInt8] {
    switch options.format {
    case .csv:
      return Array(csvText(rows).utf8)
    case .svg:
      return Array(PlotPicture(rows: rows, title: title, timeLabel: timeLabel).svg.utf8)
    case .png:
      return try PlotPicture(rows: rows, title: title, timeLabel: timeLabel).png()
    }
  }

  /// A plot's title: the SPEC as typed, its runs of whitespace made single spaces.
  static func title(_ spec: String) -> String {
    spec.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The settling time for people: seconds to four significant digits (the shortest form
  /// below 0.0001 s or from a million seconds on), the unit and the tolerance, as in
  /// `1.270 s (within 0.001 of the target)`. A spring that never settles (no damping) says
  /// so. `--raw` prints the number alone, in shortest round-trip form, for scripts.
  static func settlingText(_ seconds: Double, epsilon: Double) -> String {
    guard seconds.isFinite else {
      return "never settles (it does not stay within \(epsilon) of the target)"
    }
    let number: String
    if seconds == 0 {
      number = "0"
    } else if seconds >= 1e-4 && seconds < 1e6 {
      let magnitude = log10(seconds).rounded(.down)
      var decimals = max(0, 3 - Int(magnitude))
      // Rounding may carry into one more digit (9.9996 is 10.00, not 10.000).
      let scale = pow(10, Double(decimals))
      if decimals > 0, (seconds * scale).rounded() / scale >= pow(10, magnitude + 1) {
        decimals -= 1
      }
      number = fixed(seconds, decimals: decimals)
    } else {
      number = "\(seconds)"
    }
    return "\(number) s (within \(epsilon) of the target)"
  }
}
