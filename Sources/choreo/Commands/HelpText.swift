/// The help texts of the tool.
enum HelpTopic: Equatable {
  /// `choreo --help`.
  case main
  /// `choreo curve --help`.
  case curve

  /// The usage lines printed after a usage error.
  var shortUsage: String {
    switch self {
    case .main:
      return """
        USAGE: choreo <command> [options]
        Commands: curve (demos and render are coming). See 'choreo --help'.

        """
    case .curve:
      return """
        USAGE: choreo curve SPEC [--samples N | --step S] [--duration D]
                            [--format csv|svg|png] [--out PATH] [--settling [--epsilon E]]
        See 'choreo curve --help' for SPEC syntax and examples.

        """
    }
  }

  /// The full help text.
  var fullText: String {
    switch self {
    case .main: return Self.mainText
    case .curve: return Self.curveText
    }
  }

  private static let mainText = """
    OVERVIEW: choreo - motion curves, springs and (soon) demos from the command line.

    USAGE: choreo <command> [options]

    COMMANDS:
      curve SPEC       Sample a timing curve or a spring as CSV, or plot it as SVG.
      help [COMMAND]   Show this help, or the help of COMMAND.
      demos            (coming with the demo gallery) List the demos.
      render DEMO      (coming with the renderer) Render a demo as PNG, APNG, GIF or SVG.

    With no arguments choreo will render the demo gallery into ./choreo-gallery/; until the
    gallery lands it prints this help.

    EXAMPLES:
      choreo curve ease-in-out
      choreo curve 'cubic-bezier(0.68,-0.6,0.32,1.6)' --samples 1001
      choreo curve 'spring(mass: 1, stiffness: 100, damping: 10)' --duration 3 --step 0.01
      choreo curve 'spring(duration: 0.5, bounce: 0.3)' --format svg --out bounce.svg

    EXIT CODES:
      0 success, 64 usage error, 65 bad input data, 70 internal error,
      73 cannot create output. Data goes to standard output, messages to standard error.

    """

  private static let curveText = """
    OVERVIEW: Sample a timing curve or a spring.

    USAGE: choreo curve SPEC [--samples N | --step S] [--duration D]
                        [--format csv|svg|png] [--out PATH] [--settling [--epsilon E]]

    Prints CSV with the header t,value,velocity, every number in Swift's shortest
    round-trip form. For a timing curve t is input progress over 0...1, value the output
    progress and velocity its slope d(value)/dt. For a spring t is seconds over 0...D, for a
    unit step from 0 to 1 with the spring's initial velocity (units per second).

    SPEC (keywords and names are case-insensitive; quote SPECs with spaces or parentheses):
      linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
      cubic-bezier(x1, y1, x2, y2)        x1 and x2 in 0...1
      steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])
      linear(0, 0.25 75%, 1)              CSS linear(): stops with optional percentages
      spring(response: R, dampingRatio: Z[, velocity: V])     R > 0 s, Z >= 0
      spring(duration: D, bounce: B[, velocity: V])           D > 0 s, -1 < B <= 1
      spring(mass: M, stiffness: K, damping: C[, velocity: V]) M > 0 (default 1), K > 0, C >= 0
      Spring parameters may come in any order; each form's parameters are required
      (except mass) and the forms cannot be mixed.

    OPTIONS:
      --samples N      N evenly spaced samples including both ends, 2 <= N <= 1000000.
                       Default: 101 (501 with --format svg).
      --step S         Samples at t = i*S while t <= end (S > 0). An end that i*S reaches
                       up to rounding (relative 1e-9) is included, exactly: --duration 3
                       --step 0.01 ends at t = 3.0. At most 1000000 rows.
      --duration D     Springs only: seconds to sample (D > 0). Default: the settling time
                       for epsilon 0.001 rounded up to a tenth of a second, or 1 s for a
                       spring that never settles.
      --format F       csv (default), svg (a plot with axes), or png (not available yet:
                       it comes with the renderer; exits 64).
      --out PATH       Write to PATH atomically (a temporary file in the same directory,
                       then renamed) instead of standard output; '-' is standard output.
      --settling       Springs only: print just the settling time in seconds, the first
                       time after which |value - 1| <= epsilon for ever; 'inf' for a spring
                       that never settles (no damping). Not combined with --samples,
                       --step, --duration or --format.
      --epsilon E      With --settling: the tolerance (E > 0, default 0.001).
      -h, --help       Show this help.

    EXIT CODES:
      0   success
      64  usage: unknown option, missing or repeated value, --samples with --step,
          --duration, --settling or --epsilon where they do not apply, --format png
      65  bad input data: a SPEC that does not parse (the message gives the column), or an
          option number that is not a finite decimal in range (--samples 1, --step 0,
          --duration -1, nan)
      70  internal error
      73  cannot create the --out file (nothing is left behind)

    EXAMPLES:
      choreo curve ease-in-out --samples 5
      choreo curve 'cubic-bezier(0.68,-0.6,0.32,1.6)' --samples 1001
      choreo curve 'steps(4, jump-none)' --step 0.125
      choreo curve 'spring(mass: 1, stiffness: 100, damping: 10)' --duration 3 --step 0.01
      choreo curve 'spring(duration: 0.5, bounce: 0.3)' --settling --epsilon 0.0001
      choreo curve 'spring(response: 0.4, dampingRatio: 0.6)' --format svg --out spring.svg

    """
}
