import CLibC
import ChoreoDemos
import ChoreoRender
import Dispatch

/// `choreo` / `choreo gallery`: renders every demo into a folder (`./choreo-gallery/` by
/// default) as an APNG, a GIF, a contact sheet and a Lottie file each, with an `index.html`
/// showing them. Each demo's files are written as soon as it is done and the page is
/// rewritten after each one, so the first demos can be looked at while the rest render (see
/// GalleryFolder for what that means for an earlier gallery, a failure and a signal).
/// Demos render two at a time on two or more cores (see GalleryCommand.workers), in the
/// order GallerySchedule gives. Progress
/// and the summary of what was written go to standard error (standard output carries only
/// data, and the gallery writes none).
enum GalleryCommand {
  /// How many demos render at once: two where there are two cores or more. Each demo also
  /// renders its frames on every core, so two demos keep the cores busy while one of them
  /// is encoding; more would only hold more frames in memory.
  static var workers: Int { min(2, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))) }

  /// An instant in a gallery run at which a test may act (stop the run as a signal does):
  /// tests inject it; the tool passes none.
  enum Instant: Sendable {
    /// `demo`'s APNG, GIF and contact sheet are written; its Lottie file, the last of its
    /// four, comes next.
    case lastFileNext(demo: String)
    /// `demo` is complete: its four files are written, the page lists it, and its line is
    /// printed.
    case demoComplete(demo: String)
  }

  /// What a test does at each ``Instant``: given the instant and the run's `stop`, which
  /// does what a signal's last words do (the page says the run stopped by `signal`, and no
  /// demo completes after it).
  typealias Observer =
    @Sendable (_ instant: Instant, _ stop: @Sendable (_ signal: String) -> Void)
    -> Void

  /// Runs the command.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard try render(arguments, console: console) else {
      // A signal stopped the run; the signal thread ends the process with its own status
      // (SignalCleanup), which an ordinary return must not pre-empt.
      waitForTheEnd()
    }
  }

  /// Parks the calling thread until the signal thread ends the process.
  private static func waitForTheEnd() -> Never {
    while true { pause() }
  }

  /// Renders the gallery; `observer` is told of each ``Instant``.
  ///
  /// - Returns: True when every demo was rendered, false when the run was stopped (by a
  ///   signal, or by `observer`).
  static func render(
    _ arguments: [String], console: Console, observer: Observer? = nil
  ) throws(CLIError) -> Bool {
    guard let options = try GalleryArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.gallery.fullText)
      return true
    }
    let start = ContinuousClock.now
    let demos = Demo.all
    let settings = demos.map {
      RenderSettings(demo: $0, size: nil, scale: options.scale, fps: options.fps)
    }
    // Every cap is checked before anything is drawn or created.
    for settings in settings { _ = try settings.checkedFrameCount() }
    let folder = try GalleryFolder(target: options.out)
    let entries = Locked<[GalleryEntry?]>(Array(repeating: nil, count: demos.count))
    // Why the run stopped, once a signal says so: every later page says it too, and no
    // demo is completed after it (see `complete` below).
    let stoppedBy = Locked<String?>(nil)
    let schedule = GallerySchedule(settings)
    // Written under the lock, so two demos finishing together write the page in turn and
    // the last write lists both (and none written after a signal's can undo it).
    let writePage: @Sendable (_ stopped: String?) throws(CLIError) -> Int = { stopped in
      try entries.withLock { entries in
        let reason = stopped ?? stoppedBy.withLock { $0 }
        let page = Array(galleryPage(demos, entries, stopped: reason).utf8)
        return Result { () throws(CLIError) in try folder.write(page, as: "index.html") }
          .map { page.count }
      }.get()
    }
    let stop: @Sendable (_ signal: String) -> Void = { signal in
      stoppedBy.withLock { $0 = "stopped by \(signal)" }
      schedule.stop()
      _ = try? writePage(nil)
    }
    _ = try writePage(nil)
    // The first status line says where to look: the page is there now and fills in.
    console.writeError(
      "open \(folder.target)/index.html: it shows each of the \(demos.count) demos as it is"
        + " done\n")
    SignalCleanup.lastWords.withLock { $0 = stop }
    defer { SignalCleanup.lastWords.withLock { $0 = nil } }
    let board = ProgressBoard(console: console)
    let failure = Locked<CLIError?>(nil)
    DispatchQueue.concurrentPerform(iterations: min(workers, demos.count)) { _ in
      while let index = schedule.take() {
        do throws(CLIError) {
          let name = settings[index].demo.name
          let (entry, lottie, progress) = try render(
            settings[index], into: folder, console: console, board: board)
          observer?(.lastFileNext(demo: name), stop)
          // The demo's last file and its place on the page go together, under the page's
          // lock: a stop (which rewrites the page under the same lock) comes either before
          // the file is written, and the demo is not complete, or after the demo is listed.
          // So the page lists exactly the demos whose four files are whole.
          let completed = try entries.withLock { entries in
            Result { () throws(CLIError) -> Bool in
              guard stoppedBy.withLock({ $0 }) == nil else { return false }
              try folder.write(lottie.bytes, as: lottie.name)
              entries[index] = entry
              return true
            }
          }.get()
          guard completed else { return }
          _ = try writePage(nil)
          progress()
          observer?(.demoComplete(demo: name), stop)
        } catch {
          failure.withLock { $0 = $0 ?? error }
          schedule.stop()
        }
      }
    }
    if let error = failure.withLock({ $0 }) {
      // Best effort: the page says the run stopped; the error itself is what is reported.
      _ = try? writePage(error.message)
      throw error
    }
    if stoppedBy.withLock({ $0 }) != nil { return false }
    let pageBytes = try writePage(nil)
    folder.removeLeftovers()
    let done = entries.withLock { $0.compactMap { $0 } }
    console.writeError(
      summary(done, page: pageBytes, folder: folder.target, elapsed: .now - start))
    return true
  }

  /// Renders one demo and writes three of its files; the Lottie file is returned to be
  /// written last (the demo is complete when it is).
  ///
  /// - Returns: The demo's entry, its Lottie file (bytes and name), and what prints the
  ///   demo's closing line.
  private static func render(
    _ settings: RenderSettings, into folder: GalleryFolder, console: Console,
    board: ProgressBoard
  ) throws(CLIError) -> (GalleryEntry, (bytes: [UInt8], name: String), () -> Void) {
    let demo = settings.demo
    let frameCount = settings.frameCount
    // In two steps, so the frames, the APNG's chunks and the GIF's store are released
    // before the Lottie exporter builds its layer trees.
    let (raster, apng, progress, renderSeconds) = try rasterFiles(
      settings, into: folder, console: console, board: board)
    let (json, live) = try lottieAndLivePage(settings, apng: apng, into: folder)
    let reduced = try reducedMotionPage(settings, into: folder)
    let lottie = GalleryFile(
      name: "\(demo.name).json", kind: "Lottie", byteCount: json.count,
      frameCount: frameCount)
    let rate = Double(frameCount) / max(renderSeconds, 1e-9)
    let finish = {
      progress.finish(
        "frame \(frameCount)/\(frameCount), \(fixed(rate, decimals: 1)) fps;"
          + " rendered in \(fixed(renderSeconds, decimals: 2)) s, done in"
          + " \(fixed(progress.elapsed, decimals: 2)) s")
    }
    let entry = GalleryEntry(
      demo: demo, width: settings.size.width, height: settings.size.height,
      scale: settings.scale, fps: settings.fps, renderedFrames: frameCount,
      animation: raster[0], gif: raster[1], sheet: raster[2], lottie: lottie, live: live,
      reduced: reduced, exports: exportedMotions(demo))
    return (entry, (json, lottie.name), finish)
  }

  /// The scale of the gallery's GIFs for a gallery at `scale`: 1, or `scale` when it is
  /// below 1. A GIF's cost grows with its edges and text more than with its area: at scale
  /// 2 its bytes are about 2.3 times those at scale 1, for a fallback that the page does
  /// not show (`choreo render --format gif` keeps the scale it is given).
  static func gifScale(_ scale: Double) -> Double { min(scale, 1) }

  /// The frame rate of the gallery's GIFs for a gallery at `fps`: 15, or `fps` when it is
  /// lower. The GIF is the fallback for places that play no APNG; at half the frame rate it
  /// holds half the images, and the page plays the APNG or the live page at full rate
  /// (`choreo render --format gif` keeps the rate it is given).
  static func gifFPS(_ fps: Int) -> Int { min(fps, 15) }

  /// Renders the demo's frames and writes its APNG, GIF and contact sheet.
  ///
  /// - Returns: The three files, the APNG's bytes (the page of a demo the browser cannot
  ///   draw plays them), the demo's progress, and the seconds its frames took.
  private static func rasterFiles(
    _ settings: RenderSettings, into folder: GalleryFolder, console: Console,
    board: ProgressBoard
  ) throws(CLIError) -> ([GalleryFile], [UInt8], Progress, Double) {
    let demo = settings.demo
    // The GIF is rendered at its own scale and rate (see gifScale, gifFPS), unless they are
    // the APNG's: then it is made from the APNG's frames.
    let gifSettings = RenderSettings(
      demo: demo, size: settings.size, scale: gifScale(settings.scale),
      fps: gifFPS(settings.fps))
    let shared = gifSettings.scale == settings.scale && gifSettings.fps == settings.fps
    // Frames stream into the APNG (and into the GIF's store when shared) a batch at a time;
    // each frame is compared with the one before once, and its changed rectangle is
    // compressed on the render threads, several frames at once.
    var apngStream = DemoOutput.apngStream(settings)
    let encoder = apngStream
    let sharedStore = FrameStore()
    let delay = FrameDelay(fps: settings.fps)
    let progress = try DemoOutput.streamFrames(
      settings, console: console, board: board,
      prepare: {
        (
          encoder.encoded($0, changed: $1, previous: $2),
          shared ? FrameStore.coded($0, changed: $1) : nil
        )
      },
      consume: { _, _, prepared in
        apngStream.append(prepared?.0, delay: delay)
        if shared { sharedStore.append(prepared?.1, delay: delay) }
      })
    let renderSeconds = progress.elapsed
    progress.phase("encoding")
    apngStream = try DemoOutput.withoutKeyIfDrawn(apngStream, settings)
    let apng = DemoOutput.apng(&apngStream)
    let animation = try write(apng, as: "\(demo.name).apng", "APNG", to: folder)
    // The GIF (rendered at its scale if need be, then encoded on one thread) is made while
    // the contact sheet renders and encodes beside it.
    let background = demo.background
    let (gif, sheet) = DemoOutput.inParallel(
      { () throws(CLIError) in
        let store = shared ? sharedStore : try DemoOutput.frameStore(gifSettings)
        return try write(
          DemoOutput.gif(store, background: background), as: "\(demo.name).gif",
          shared
            ? "GIF"
            : "GIF at scale \(shortNumber(gifSettings.scale)), \(gifSettings.fps) fps",
          to: folder)
      },
      { () throws(CLIError) in
        try write(
          DemoOutput.sheet(try DemoOutput.sheetFrames(settings), times: settings.sheetTimes),
          as: "\(demo.name)-sheet.png", "Contact sheet", to: folder)
      })
    progress.phase("exporting lottie")
    return ([animation, try gif.get(), try sheet.get()], apng.bytes, progress, renderSeconds)
  }

  /// Exports the demo's Lottie file and writes its live page (`render --format html`'s),
  /// from one sampling of its scene; for a demo the browser cannot draw faithfully, the page
  /// that plays its APNG's frames (`apng`) under the same controls. The two workers may export at once: a demo's samples
  /// (50-80 MB for the scroll demos) are less than its raster files hold, and a gate that
  /// kept exports one at a time left a core idle for 0.6 s of a 9.7 s gallery.
  ///
  /// - Returns: The Lottie file's bytes, and the live page's entry.
  private static func lottieAndLivePage(
    _ settings: RenderSettings, apng: [UInt8], into folder: GalleryFolder
  ) throws(CLIError) -> ([UInt8], GalleryFile) {
    let (lottie, page) = try DemoOutput.lottieAndWebPage(settings)
    let html = page.isFaithful ? page.html : DemoOutput.framesPage(settings, page, apng: apng)
    let bytes = Array(html.utf8)
    let name = "\(settings.demo.name).html"
    try folder.write(bytes, as: name)
    let file = GalleryFile(
      name: name, kind: page.isFaithful ? "Live page" : "Live page (frames)",
      byteCount: bytes.count, frameCount: settings.frameCount)
    return (Array(lottie.json.utf8), file)
  }

  /// Writes the live page of the demo as it plays under Reduce Motion (`DEMO-reduced.html`,
  /// which the page's Reduce Motion switch shows) and returns its entry; `nil` for a demo
  /// that looks the same under Reduce Motion (``Demo/reducedMotionDemo``).
  private static func reducedMotionPage(_ settings: RenderSettings, into folder: GalleryFolder)
    throws(CLIError) -> GalleryFile?
  {
    guard let demo = settings.demo.reducedMotionDemo else { return nil }
    let reduced = RenderSettings(
      demo: demo, size: settings.size, scale: settings.scale, fps: settings.fps)
    let page = try DemoOutput.webPage(reduced, reducedMotion: true)
    let bytes = Array(page.html.utf8)
    let name = "\(demo.name)-reduced.html"
    try folder.write(bytes, as: name)
    return GalleryFile(
      name: name, kind: "Live page, Reduce Motion", byteCount: bytes.count,
      frameCount: settings.frameCount)
  }

  /// Writes `file` into the folder as `name`, and describes it.
  private static func write(
    _ file: EncodedFile, as name: String, _ kind: String, to folder: GalleryFolder
  ) throws(CLIError) -> GalleryFile {
    try folder.write(file.bytes, as: name)
    return GalleryFile(
      name: name, kind: kind, byteCount: file.bytes.count, frameCount: file.frameCount)
  }

  /// The lines printed on standard output: one per file, then the totals.
  private static func summary(
    _ entries: [GalleryEntry], page: Int, folder: String, elapsed: Duration
  ) -> String {
    var rows: [(path: String, size: String, frames: String)] = []
    var total = page
    for entry in entries {
      for file in entry.files {
        rows.append(
          (folder + "/" + file.name, byteCountText(file.byteCount), "\(file.frameCount) frames"))
        total += file.byteCount
      }
    }
    rows.append((folder + "/index.html", byteCountText(page), ""))
    let pathWidth = rows.map(\.path.count).max() ?? 0
    let sizeWidth = rows.map(\.size.count).max() ?? 0
    var text = ""
    for row in rows {
      let line =
        row.path + String(repeating: " ", count: pathWidth - row.path.count + 2)
        + String(repeating: " ", count: sizeWidth - row.size.count) + row.size
        + (row.frames.isEmpty ? "" : "  " + row.frames)
      text += line + "\n"
    }
    let frames = entries.reduce(0) { $0 + $1.renderedFrames }
    let demos = entries.count == 1 ? "1 demo" : "\(entries.count) demos"
    text +=
      "wrote \(rows.count) files, \(byteCountText(total)) (\(total) bytes), for \(demos)"
      + " into \(folder)/ in \(fixed(seconds(elapsed), decimals: 2)) s;"
      + " \(frames) animation frames rendered\n"
    return text
  }
}
