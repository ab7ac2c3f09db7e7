import ChoreoDemos
import ChoreoRender

/// `choreo render DEMO ...`: one demo in one format, to a file, a folder or standard output.
///
/// png and svg hold the frame at --at seconds (by default the demo's still time, an instant
/// inside its main motion, named in the "wrote" line); apng, gif and frames
/// hold every frame at --fps; lottie holds the whole demo as a Lottie document, html as a
/// page that plays it live in a browser (or its rendered frames where it cannot); sheet holds
/// the 9 frames at progress 0, 1/8, ..., 1 (or the demo's own sheet instants). A line
/// saying what was written goes to standard error: standard output carries only data
/// (--out -).
enum RenderCommand {
  /// Runs the command.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard let options = try RenderArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.render.fullText)
      return
    }
    var demo = try DemosCommand.demo(named: options.demo, help: .render)
    if options.reduceMotion {
      guard let reduced = demo.reducedMotionDemo else {
        throw .usage(
          "\(demo.name) has no Reduce Motion form (it looks the same under Reduce Motion):"
            + " leave out --reduce-motion", help: .render)
      }
      demo = reduced
    }
    let settings = RenderSettings(
      demo: demo, size: options.size, scale: options.scale, fps: options.fps)
    let time = options.at ?? demo.stillTime
    guard time >= 0 && time <= demo.duration else {
      throw .badInput(
        "--at must lie in 0...\(shortNumber(demo.duration)) (the duration of \(demo.name) in"
          + " seconds), got \(options.at.map(shortNumber) ?? "")")
    }
    let (width, height) = try settings.pixelSize()
    if options.format != .svg && options.format != .lottie && options.format != .html {
      try MemoryBudget.check(width: width, height: height, what: "rendering \(demo.name)")
    }
    // A Reduce Motion render goes beside the full one by default, not over it.
    let path =
      options.out
      ?? options.format.defaultPath(demo: demo.name + (options.reduceMotion ? "-reduced" : ""))
    if options.format == .frames {
      try renderFrames(settings, to: path, width: width, height: height, console: console)
      return
    }
    // Opened before rendering: an unwritable path fails at once, and the frames stream into
    // memory-light encoders while the temporary file waits beside the target.
    let output = try OutputTarget(path)
    let made: (file: EncodedFile, note: String)
    do throws(CLIError) {
      made = try rendered(options, settings, at: time, console: console)
    } catch {
      output.discard()
      throw error
    }
    var frames = made.file.frameCount == 1 ? "1 frame" : "\(made.file.frameCount) frames"
    if options.format == .png || options.format == .svg {
      frames += " at \(shortNumber(time)) s"
    } else if options.format == .apng || options.format == .gif,
      made.file.frameCount < settings.frameCount
    {
      // The progress line counted every frame drawn; the file holds fewer.
      frames += " (\(settings.frameCount) drawn, identical neighbours merged)"
    }
    let canvas =
      options.format == .svg || options.format == .lottie || options.format == .html
      ? "\(shortNumber(settings.size.width))x\(shortNumber(settings.size.height)) points"
      : "\(width)x\(height) pixels"
    try output.deliver(
      made.file.bytes, console: console,
      what: "\(options.format.rawValue), \(canvas), \(frames)",
      note: made.note + (options.reduceMotion ? ", under Reduce Motion" : ""))
  }

  /// The file of any format but frames, and what the "wrote" line says of it after its
  /// size: the Lottie document's largest errors, or that a page is not live.
  private static func rendered(
    _ options: RenderArguments, _ settings: RenderSettings, at time: Double, console: Console
  ) throws(CLIError) -> (file: EncodedFile, note: String) {
    switch options.format {
    case .lottie:
      let document = try DemoOutput.lottie(settings)
      let file = EncodedFile(bytes: Array(document.json.utf8), frameCount: settings.frameCount)
      return (file, DemoOutput.lottieNote(document.report))
    case .html:
      let page = try DemoOutput.html(
        settings, reducedMotion: options.reduceMotion, console: console)
      let file = EncodedFile(bytes: Array(page.html.utf8), frameCount: settings.frameCount)
      return (
        file, page.isLive ? "" : ", not live: plays its rendered frames (the browser cannot warp)"
      )
    default:
      return (try encode(options.format, settings, at: time, console: console), "")
    }
  }

  /// Renders and encodes one file's worth.
  private static func encode(
    _ format: RenderFormat, _ settings: RenderSettings, at time: Double, console: Console
  ) throws(CLIError) -> EncodedFile {
    switch format {
    case .png:
      return EncodedFile(
        bytes: PNGEncoder().encode(try DemoOutput.frame(settings, at: time)), frameCount: 1)
    case .svg:
      return EncodedFile(bytes: Array(try DemoOutput.svg(settings, at: time).utf8), frameCount: 1)
    case .sheet:
      return DemoOutput.sheet(try DemoOutput.sheetFrames(settings), times: settings.sheetTimes)
    case .apng:
      var stream = DemoOutput.apngStream(settings)
      let encoder = stream
      let delay = FrameDelay(fps: settings.fps)
      let progress = try DemoOutput.streamFrames(
        settings, console: console, prepare: { encoder.encoded($0, changed: $1, previous: $2) },
        consume: { _, _, encoded in stream.append(encoded, delay: delay) })
      progress.phase("encoding apng")
      stream = try DemoOutput.withoutKeyIfDrawn(stream, settings)
      let file = DemoOutput.apng(&stream)
      progress.finish("frame \(settings.frameCount)/\(settings.frameCount)")
      return file
    default:
      let store = FrameStore()
      let delay = FrameDelay(fps: settings.fps)
      let progress = try DemoOutput.streamFrames(
        settings, console: console,
        prepare: { frame, changed, _ in FrameStore.coded(frame, changed: changed) },
        consume: { _, _, coded in store.append(coded, delay: delay) })
      progress.phase("encoding gif")
      let file = DemoOutput.gif(store, background: settings.demo.background)
      progress.finish("frame \(settings.frameCount)/\(settings.frameCount)")
      return file
    }
  }

  /// Streams every frame as a PNG into a frames folder.
  private static func renderFrames(
    _ settings: RenderSettings, to path: String, width: Int, height: Int, console: Console
  ) throws(CLIError) {
    let count = try settings.checkedFrameCount()
    let folder = try writingOutput { () throws(OutputError) in
      try FramesFolder.Writer(path: path, count: count)
    }
    do throws(CLIError) {
      let progress = try DemoOutput.streamFrames(
        settings, console: console, prepare: { _, _, _ in () },
        consume: { (frame, _, _) throws(CLIError) in
          try writingOutput { () throws(OutputError) in try folder.append(frame) }
        })
      try writingOutput { () throws(OutputError) in try folder.commit() }
      progress.finish("frame \(count)/\(count)")
      console.writeError("wrote \(path)/ (\(count) PNG frames, \(width)x\(height))\n")
    } catch {
      folder.discard()
      throw error
    }
  }
}
