import ChoreoDemos
import ChoreoRender

/// `choreo` / `choreo gallery`: renders every demo into a folder (`./choreo-gallery/` by
/// default) as an APNG, a GIF and a contact sheet each, with an `index.html` showing them.
/// Progress and the summary of what was written go to standard error (standard output
/// carries only data, and the gallery writes none). The
/// folder appears complete or not at all (see GalleryFolder).
enum GalleryCommand {
  /// Runs the command.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard let options = try GalleryArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.gallery.fullText)
      return
    }
    let start = ContinuousClock.now
    let demos = Demo.all.map {
      RenderSettings(demo: $0, size: nil, scale: options.scale, fps: options.fps)
    }
    // Every cap is checked before anything is drawn or created.
    for settings in demos { _ = try settings.checkedFrameCount() }
    let folder = try GalleryFolder(target: options.out)
    let entries: [GalleryEntry]
    let pageBytes: [UInt8]
    do throws(CLIError) {
      entries = try demos.map { settings throws(CLIError) in
        try render(settings, into: folder, console: console)
      }
      pageBytes = Array(galleryPage(entries).utf8)
      try folder.write(pageBytes, as: "index.html")
      try folder.commit()
    } catch {
      folder.discard()
      throw error
    }
    console.writeError(
      summary(entries, page: pageBytes.count, folder: folder.target, elapsed: .now - start))
  }

  /// Renders and writes one demo's four files.
  private static func render(
    _ settings: RenderSettings, into folder: GalleryFolder, console: Console
  ) throws(CLIError) -> GalleryEntry {
    let demo = settings.demo
    // Frames stream into the APNG and into the GIF's compressed store a batch at a time.
    var apngStream = DemoOutput.apngStream(settings)
    let store = FrameStore()
    let delay = FrameDelay(fps: settings.fps)
    let progress = try DemoOutput.streamFrames(settings, console: console) { frame in
      apngStream.append(frame, delay: delay)
      store.append(frame, delay: delay)
    }
    let renderSeconds = progress.elapsed
    let frameCount = settings.frameCount
    progress.phase("encoding")
    let sheetFrames = try DemoOutput.sheetFrames(settings)
    let apng = DemoOutput.apng(&apngStream)
    let gif = DemoOutput.gif(store, background: demo.background)
    let sheet = DemoOutput.sheet(sheetFrames, scale: settings.scale)
    let lottie = try DemoOutput.lottie(settings)
    progress.phase("writing")
    let files = [
      (
        GalleryFile(
          name: "\(demo.name).apng", kind: "APNG", byteCount: apng.bytes.count,
          frameCount: apng.frameCount), apng.bytes
      ),
      (
        GalleryFile(
          name: "\(demo.name).gif", kind: "GIF", byteCount: gif.bytes.count,
          frameCount: gif.frameCount), gif.bytes
      ),
      (
        GalleryFile(
          name: "\(demo.name)-sheet.png", kind: "Contact sheet",
          byteCount: sheet.bytes.count, frameCount: sheet.frameCount), sheet.bytes
      ),
      (
        GalleryFile(
          name: "\(demo.name).json", kind: "Lottie", byteCount: lottie.json.utf8.count,
          frameCount: settings.frameCount), Array(lottie.json.utf8)
      ),
    ]
    for (file, bytes) in files {
      try folder.write(bytes, as: file.name)
    }
    let rate = Double(frameCount) / max(renderSeconds, 1e-9)
    progress.finish(
      "frame \(frameCount)/\(frameCount), \(fixed(rate, decimals: 1)) fps;"
        + " rendered in \(fixed(renderSeconds, decimals: 2)) s, done in"
        + " \(fixed(progress.elapsed, decimals: 2)) s")
    return GalleryEntry(
      name: demo.name, summary: demo.summary, width: settings.size.width,
      height: settings.size.height, scale: settings.scale, duration: demo.duration,
      fps: settings.fps, renderedFrames: frameCount, animation: files[0].0, gif: files[1].0,
      sheet: files[2].0, lottie: files[3].0)
  }

  /// The lines printed on standard output: one per file, then the totals.
  private static func summary(
    _ entries: [GalleryEntry], page: Int, folder: String, elapsed: Duration
  ) -> String {
    var rows: [(path: String, size: String, frames: String)] = []
    var total = page
    for entry in entries {
      for file in [entry.animation, entry.gif, entry.sheet, entry.lottie] {
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
