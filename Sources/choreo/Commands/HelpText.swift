/// The help texts of the tool.
enum HelpTopic: Equatable {
  /// `choreo --help`.
  case main
  /// `choreo gallery --help`.
  case gallery
  /// `choreo demos --help`.
  case demos
  /// `choreo render --help`.
  case render
  /// `choreo curve --help`.
  case curve
  /// `choreo export --help`.
  case export

  /// The usage lines printed after a usage error.
  var shortUsage: String {
    switch self {
    case .main:
      return """
        USAGE: choreo [\(CommandTable.synopses)] [options]
        With no arguments choreo renders the demo gallery. See 'choreo --help'.

        """
    case .gallery:
      return """
        USAGE: choreo [gallery] [--out DIR] [--scale N] [--fps N]
        See 'choreo gallery --help'.

        """
    case .demos:
      return """
        USAGE: choreo demos
        See 'choreo demos --help'.

        """
    case .render:
      return """
        USAGE: choreo render DEMO [--format apng|gif|png|svg|frames|sheet|lottie|html]
                             [--size WxH] [--scale N] [--fps N] [--at SECONDS] [--out PATH]
        See 'choreo render --help'; 'choreo demos' lists the demos.

        """
    case .curve:
      return """
        USAGE: choreo curve SPEC [--samples N | --step S] [--duration D]
                            [--format csv|svg|png] [--out PATH]
                            [--settling [--epsilon E] [--raw]]
        See 'choreo curve --help' for SPEC syntax and examples.

        """
    case .export:
      return """
        USAGE: choreo export SPEC --to css|waapi|compose|android|tokens [--duration D]
                             [--tolerance E] [--out PATH]
        See 'choreo export --help'; 'choreo curve --help' gives the SPEC syntax.

        """
    }
  }

  /// The full help text.
  var fullText: String {
    switch self {
    case .main: return Self.mainText
    case .gallery: return Self.galleryText
    case .demos: return Self.demosText
    case .render: return Self.renderText
    case .curve: return Self.curveText
    case .export: return Self.exportText
    }
  }

  private static let mainText = """
    OVERVIEW: choreo - renders Choreo's motion demos headlessly, samples curves and
    springs, and exports them to CSS, Web Animations, Compose, Android and design tokens.

    USAGE: choreo [COMMAND] [options]

    With no arguments choreo renders the demo gallery into ./choreo-gallery/: for each demo
    a live web page (and its Reduce Motion form), an animated PNG, a GIF, a contact sheet
    and a Lottie file, and an index.html that shows them all.

    COMMANDS:
    \(CommandTable.commandsSection)

    OPTIONS:
      -h, --help       Show this help.
      -V, --version    Print choreo's version.

    EXAMPLES:
      choreo
      choreo demos
      choreo render easings --format gif --size 320x392 --fps 15
      choreo render easings --format png --at 0.9 --scale 1 --out middle.png
      choreo curve ease-in-out
      choreo curve 'cubic-bezier(0.68,-0.6,0.32,1.6)' --samples 1001
      choreo curve 'spring(mass: 1, stiffness: 100, damping: 10)' --duration 3 --step 0.01
      choreo curve 'spring(duration: 0.5, bounce: 0.3)' --format svg --out bounce.svg
      choreo export 'spring(duration: 0.5, bounce: 0.3)' --to css

    EXIT CODES:
      0 success, 64 usage error, 65 bad input data, 70 internal error,
      73 cannot create output, 74 cannot write standard output. Data goes to standard
      output, messages to standard error.

    """

  private static let galleryText = """
    OVERVIEW: Render every demo into a gallery folder.

    USAGE: choreo [gallery] [--out DIR] [--scale N] [--fps N]

    Writes, for each demo (see 'choreo demos'), DEMO.apng and DEMO.gif (every frame, looping
    forever; the GIF, a fallback for viewers without APNG, at scale 1 and 15 fps when
    --scale and --fps are above) and DEMO-sheet.png (a contact sheet: the frames at progress 0, 1/8, ..., 1, or
    at instants the demo picks, in a 3 x 3 grid, each captioned with its instant),
    DEMO.json (Lottie), DEMO.html (the live page, as 'render --format html' writes it;
    none for tab-curl, whose page curl CSS cannot draw) and DEMO-reduced.html (the live
    page under Reduce Motion, for demos that look different under it), plus index.html
    showing them all: each demo playing live, with its summary, what the marks on its
    picture mean, its Swift snippet and its motions exported to CSS and Compose, file
    sizes and frame counts, and one bar that plays, pauses, slows (0.25x), steps (the
    arrow keys) and switches to Reduce Motion every demo at once. Frames render in
    parallel on every core; the APNG and GIF store only the changed rectangle of each
    later frame.

    Status goes to standard error: first where to look (open DIR/index.html), then
    progress (on a terminal, one line rewritten in place: demo, frame k/n, frames per
    second; otherwise one line per demo when it is done), then a summary of the files
    written (paths, sizes, frame counts, totals, time taken): standard output carries only
    data.

    The folder fills as demos finish (two at a time on two or more cores): each file is
    written whole (a temporary beside it, then a rename), and index.html is rewritten after
    every demo, listing the ones still to come, so the first can be opened at once. An
    existing folder is written into only if it holds nothing but .apng, .gif, .png, .json
    and .html files; its files are replaced one by one, and those the run did not write are
    deleted at the end. A failed or interrupted run (Ctrl-C, SIGTERM) keeps the demos it
    finished, removes its temporaries and exits 73, 130 or 143.

    OPTIONS:
      --out DIR        The folder to write (default: choreo-gallery, in the current
                       directory).
      --scale N        Pixels per point, 0 < N <= 8 (default 2).
      --fps N          Frames per second of the APNG and GIF, whole, 1...240 (default 30).
                       GIF stores delays in hundredths of a second: frame boundaries are
                       rounded to the nearest, no frame shorter than 2/100 s (at 30 fps
                       frames show 3 or 4 hundredths, the total exact).
      -h, --help       Show this help.

    EXIT CODES:
      0 success; 64 usage error (unknown option, an argument); 65 a bad --scale or --fps,
      or a frame over the caps (see 'choreo render --help'); 73 the folder cannot be
      written (the demos finished before that are kept); 70 internal error.

    EXAMPLES:
      choreo
      choreo gallery --out site --scale 1 --fps 10

    """

  private static let demosText = """
    OVERVIEW: List the demos.

    USAGE: choreo demos

    Prints one line per demo, in gallery order: its name (for 'choreo render'), its
    duration in seconds, its canvas size in points (WIDTHxHEIGHT) and what it shows.

    EXAMPLES:
      choreo demos

    """

  private static let renderText = """
    OVERVIEW: Render one demo.

    USAGE: choreo render DEMO [--format apng|gif|png|svg|frames|sheet|lottie|html]
                         [--size WxH] [--scale N] [--fps N] [--at SECONDS] [--out PATH]

    FORMATS:
      apng     (default) Animated PNG, every frame, looping forever; exact frame delays.
      gif      Animated GIF, every frame, looping forever; delays rounded to GIF's
               hundredths of a second (no frame under 2/100 s, the total exact).
      png      One frame, at --at seconds.
      svg      One frame as vector SVG, at --at seconds (sizes in points).
      frames   A folder of PNG frames, frame-0000.png, frame-0001.png, ...
      sheet    A contact sheet PNG: the frames at progress 0, 1/8, ..., 1 (or at instants
               the demo picks, where those miss its motion) in a 3 x 3 grid, each
               captioned with its instant.
      lottie   A Lottie JSON animation at --fps (vector, sizes in points); the message
               gives the largest position and opacity errors against Choreo's own values.
      html     A self-contained web page that plays the demo live (Web Animations, vector,
               sizes in points), sampled at --fps; DEMO.html#still=T shows the instant T
               alone. It has play/pause, a scrubber, 0.25x slow motion, and the arrow keys
               step a frame. A demo the browser cannot draw (a page curl) plays its
               rendered frames instead, under the same controls, and its page and the
               message say so. Without its script the page shows the demo's still frame.

    Frames: at F frames per second a demo of D seconds has frames at i/F for i = 0, 1, ...
    below D, and a last frame at exactly D (the end state): ceil(D*F) + 1 frames, each shown
    for 1/F s.

    OPTIONS:
      --format F       One of the formats above.
      --size WxH       The canvas in points, such as 390x844 (default: the demo's size).
                       The demo is scaled to fit inside it, keeping its aspect ratio,
                       centered on the demo's background; nothing is cropped.
      --scale N        Pixels per point, 0 < N <= 8 (default 2).
      --fps N          apng, gif, frames, lottie and html: frames per second, whole, 1...240
                       (default 30).
      --at SECONDS     png and svg: the time of the frame, 0...duration (default: an
                       instant inside the demo's main motion, named in the "wrote" line).
      --out PATH       The file (or, for frames, the folder) to write, atomically; '-' is
                       standard output (not for frames). Default: ./DEMO.apng, ./DEMO.gif,
                       ./DEMO.png, ./DEMO.svg, ./DEMO-sheet.png, ./DEMO-frames/,
                       ./DEMO.json or ./DEMO.html (with --reduce-motion, DEMO-reduced
                       in place of DEMO).
      --reduce-motion  The demo as it plays under Reduce Motion: the same script with its
                       models given ReducedMotionPolicy.reduced (movements cross-fade in
                       place, springs are calm). Every demo but easings has this form.
      -h, --help       Show this help.

    CAPS: a frame is at most 64 megapixels after --scale and 65535 pixels a side; an
    animation at most 10000 frames and 1 gigapixel in all (its frames are held in memory).

    EXIT CODES:
      0   success
      64  usage: unknown DEMO (the message lists the demos), unknown --format or option,
          --at with a format other than png and svg, --fps with png, svg or sheet,
          --out - with frames, --reduce-motion with a demo that has no reduced form
      65  bad input data: a --size, --scale, --fps or --at that is not a finite decimal
          (whole for --fps) in range (--size 0x10, --scale 9, --fps 0, --at -1, --at nan),
          or a frame or animation over the caps
      70  internal error
      73  cannot create the output (a missing folder, a folder where a file goes, a
          frames folder holding other files); nothing is left behind
      74  standard output (--out -) did not take the data (a full device)

    EXAMPLES:
      choreo render easings
      choreo render easings --format gif --fps 15 --scale 1
      choreo render easings --format png --at 0.9
      choreo render easings --format svg --at 1.5 --out easings.svg
      choreo render easings --format sheet --size 320x392
      choreo render easings --format frames --fps 10 --scale 1 --out frames
      choreo render tab-flip --format html --out tab-flip.html
      choreo render pop-menu --reduce-motion --format gif

    """

  private static let curveText = """
    OVERVIEW: Sample a timing curve, a spring or a decay.

    USAGE: choreo curve SPEC [--samples N | --step S] [--duration D]
                        [--format csv|svg|png] [--out PATH]
                        [--settling [--epsilon E] [--raw]]

    Prints CSV with the header t,value,velocity, every number in Swift's shortest
    round-trip form. For a timing curve t is input progress over 0...1, value the output
    progress and velocity its slope d(value)/dt. For a spring t is seconds over 0...D, for a
    unit step from 0 to 1 with the spring's initial velocity (units per second). For a
    decay t is seconds over 0...D, value the displacement from 0 in points and velocity
    in points per second: v0*(1 - r^(1000t))/(1000*(-ln r)) and v0*r^(1000t).

    SPEC (keywords and names are case-insensitive; quote SPECs with spaces or parentheses):
      linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
      cubic-bezier(x1, y1, x2, y2)        x1 and x2 in 0...1
      steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])
      linear(0, 0.25 75%, 1)              CSS linear(): stops with optional percentages
      spring(response: R, dampingRatio: Z[, velocity: V])     R > 0 s, Z >= 0
      spring(duration: D, bounce: B[, velocity: V])           D > 0 s, -1 < B <= 1
      spring(mass: M, stiffness: K, damping: C[, velocity: V]) M > 0 (default 1), K > 0, C >= 0
      decay(velocity: V[, rate: R])       R in (0, 1), kept per millisecond, or normal
                                          (0.998, the default) or fast (0.99)
      Spring parameters may come in any order; each form's parameters are required
      (except mass) and the forms cannot be mixed. The Swift spellings easeIn, easeOut,
      easeInOut and cubicBezier(...) are read as ease-in, ease-out, ease-in-out and
      cubic-bezier(...).

    OPTIONS:
      --samples N      N evenly spaced samples including both ends, 2 <= N <= 1000000.
                       Default: 101 (501 with --format svg).
      --step S         Samples at t = i*S while t <= end (S > 0). An end that i*S reaches
                       up to rounding (relative 1e-9) is included, exactly: --duration 3
                       --step 0.01 ends at t = 3.0. At most 1000000 rows.
      --duration D     Springs and decays: seconds to sample (D > 0). Default: the
                       settling time (for a spring, with epsilon 0.001) rounded up to a
                       tenth of a second, or 1 s for a spring that never settles.
      --format F       csv (default), svg (a plot with axes and labels), or png (the same
                       plot drawn by Choreo's renderer at scale 2, 1280 x 800 pixels).
      --out PATH       Write to PATH atomically (a temporary file in the same directory,
                       then renamed; a symbolic link is followed, a device or pipe is
                       written directly) instead of standard output; '-' is standard output.
      --settling       Springs and decays: print just the settling time, to four
                       significant digits with its unit and tolerance. A spring's is the
                       first time after which |value - 1| <= epsilon for ever: '1.270 s
                       (within 0.001 of the target)'; 'never settles (...)' for a spring
                       without damping. A decay's is the time its speed falls under 0.5
                       pt/s, followed by the line 'rests at P pt' (its projection, v0/k).
                       Not combined with --samples, --step, --duration or --format.
      --epsilon E      With --settling, springs only: the tolerance (E > 0, default 0.001).
      --raw            With --settling: print the number of seconds alone, in Swift's
                       shortest round-trip form ('1.2701651956539863', 'inf'), for scripts.
      -h, --help       Show this help.

    EXIT CODES:
      0   success
      64  usage: unknown option, missing or repeated value, --samples with --step,
          --duration, --settling or --epsilon where they do not apply, an unknown --format
      65  bad input data: a SPEC that does not parse (the message gives the column), or an
          option number that is not a finite decimal in range (--samples 1, --step 0,
          --duration -1, nan)
      70  internal error
      73  cannot create the --out file (nothing is left behind)
      74  standard output did not take the data (a full device)

    EXAMPLES:
      choreo curve ease-in-out --samples 5
      choreo curve 'cubic-bezier(0.68,-0.6,0.32,1.6)' --samples 1001
      choreo curve 'steps(4, jump-none)' --step 0.125
      choreo curve 'spring(mass: 1, stiffness: 100, damping: 10)' --duration 3 --step 0.01
      choreo curve 'spring(duration: 0.5, bounce: 0.3)' --settling --epsilon 0.0001
      choreo curve 'spring(duration: 0.5, bounce: 0.3)' --settling --raw
      choreo curve 'spring(response: 0.4, dampingRatio: 0.6)' --format svg --out spring.svg
      choreo curve ease-in-out --format png --out ease-in-out.png
      choreo curve 'decay(velocity: 1000, rate: 0.998)' --duration 3 --step 0.01
      choreo curve 'decay(velocity: 1000, rate: fast)' --settling

    """

  private static let exportText = """
    OVERVIEW: Export a timing curve or a spring to another platform, with its error.

    USAGE: choreo export SPEC --to css|waapi|compose|android|tokens [--duration D]
                         [--tolerance E] [--out PATH]

    Prints what each platform's developer pastes, with the largest deviation of what it
    plays from Choreo's exact motion, as a fraction of the distance travelled. Where the
    platform has the function it is exact: cubic-bezier(), steps() and linear() in CSS,
    Web Animations and tokens; beziers in Compose and Android; springs in Compose
    (spring(dampingRatio, stiffness): mass 1) and Android (SpringForce). Otherwise the
    motion becomes the CSS linear() (or a Compose Easing through the same stops) with the
    fewest stops whose largest deviation is at most the tolerance: the deviation is
    measured on the printed numbers, rounding included, and stated beside it. Every export
    also carries the motion under Reduce Motion (no bounce, at most 0.2 s, no repeats).

    TARGETS:
      css      transition-* declarations (animation-* too where there is a delay or
               repeat), a /* largest deviation */ comment, and an
               @media (prefers-reduced-motion: reduce) block (paste inside a rule).
      waapi    JSON: the keyframes and options element.animate() takes (times in ms).
      compose  Kotlin: an AnimationSpec<Float> (spring, tween, repeatable), its reduced
               form, and the line that picks one.
      android  <pathInterpolator> XML for curves, SpringForce parameters for springs.
      tokens   W3C Design Tokens JSON: duration, cubicBezier and transition tokens;
               springs, steps() and linear() in $extensions beside a linear() fallback;
               a sibling group motion-reduced.

    SPEC: as for 'choreo curve' (see 'choreo curve --help').

    OPTIONS:
      --to T           The target, one of the above.
      --duration D     Seconds, D > 0. A timing curve's duration (default 0.35); for a
                       spring, how long it plays before it lands (default: its settling
                       time for epsilon 0.001, rounded up to a whole millisecond).
      --tolerance E    The largest deviation allowed where the target has no exact form,
                       as a fraction of the distance, 1e-7 <= E <= 1 (default 0.001).
      --out PATH       Write to PATH atomically (a temporary file in the same directory,
                       then renamed; a symbolic link is followed, a device or pipe is
                       written directly) instead of standard output; '-' is standard output.
      -h, --help       Show this help.

    EXIT CODES:
      0   success
      64  usage: no SPEC, no --to or an unknown one, unknown option, missing or repeated
          value
      65  bad input data: a SPEC that does not parse (the message gives the column), a
          --duration or --tolerance that is not a finite decimal in range, a spring that
          never settles (no damping) without --duration, a motion that no printable
          linear() follows within the tolerance, a number the target cannot hold (a
          time past Double's range, a repeat count past 2^53 in JSON, a steps() path of
          more than 10000 points for android; for compose and android a constant beyond
          Float, a duration or repeat count beyond an Int)
      70  internal error
      73  cannot create the --out file (nothing is left behind)
      74  standard output did not take the data (a full device)

    EXAMPLES:
      choreo export 'spring(duration: 0.5, bounce: 0.3)' --to css
      choreo export 'spring(duration: 0.5, bounce: 0.3)' --to compose
      choreo export 'cubic-bezier(0.68, -0.6, 0.32, 1.6)' --to tokens
      choreo export ease-in-out --to waapi --duration 0.25
      choreo export 'spring(response: 0.4, dampingRatio: 0.6)' --to android
      choreo export 'spring(mass: 1, stiffness: 100, damping: 0)' --to css --duration 2
      choreo export 'spring(duration: 0.5, bounce: 0.3)' --to css --tolerance 0.0001

    """
}
