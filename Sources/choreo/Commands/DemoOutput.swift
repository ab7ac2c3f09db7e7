import ChoreoCore
import ChoreoRender
import Dispatch

/// An encoded file and how many frames it stores.
struct EncodedFile {
  var bytes: [UInt8]
  /// Frames in the file: for APNG the distinct consecutive frames (equal neighbours are
  /// merged into one longer frame), for GIF the images the file holds (counted in it).
  var frameCount: Int
}

/// Renders a demo's frames and encodes them in each format. Frames render in parallel
/// across cores through `LayerRenderer.render(frames:scene:)`, a batch at a time, and stream
/// into the encoders (see MemoryBudget); the encoders store only the changed rectangle of
/// each later frame.
enum DemoOutput {
  /// How many frames are rendered (in parallel) before they are handed to the encoders.
  static let batchSize = 6

  /// Renders every animation frame (see the frame-time policy in RenderSettings), a batch
  /// at a time on every core (see FramePipeline), and hands each to `consume` in order with
  /// the rectangle it changed since the frame before (the whole frame for the first; nil
  /// when it equals the frame before) and, when it changed, what `prepare` made of it on
  /// the render threads: the frames are never all in memory.
  ///
  /// - Parameters:
  ///   - board: The status line the progress goes on (one of its own when nil).
  ///   - prepare: Work on a changed frame that can run beside other frames' (compressing
  ///     it, say), given the rectangle it changed and the frame before it (nil for the
  ///     first); it must not keep either bitmap.
  ///   - consume: Takes the frames in order; it must not keep the bitmap either.
  /// - Returns: The progress line, for the caller to finish.
  /// - Throws: ``CLIError/badInput(_:)`` over a cap, ``CLIError/internalError(_:)`` for a
  ///   demo tree the renderer refuses, or what `consume` throws.
  static func streamFrames<Prepared: Sendable>(
    _ settings: RenderSettings, console: Console, board: ProgressBoard? = nil,
    prepare: @Sendable (Bitmap, PixelRect, Bitmap?) -> Prepared,
    consume: (Bitmap, PixelRect?, Prepared?) throws(CLIError) -> Void
  ) throws(CLIError) -> Progress {
    let count = try settings.checkedFrameCount()
    _ = try settings.pixelSize()
    let progress = Progress(
      label: settings.demo.name, total: count, console: console, board: board)
    try renderFrames(
      settings, started: { progress.frameStarted() }, prepare: prepare, consume: consume)
    return progress
  }

  /// What ``streamFrames(_:console:board:prepare:consume:)`` does, without a progress line:
  /// `started` is called as each frame starts rendering.
  private static func renderFrames<Prepared: Sendable>(
    _ settings: RenderSettings, started: @Sendable @escaping () -> Void,
    prepare: @Sendable (Bitmap, PixelRect, Bitmap?) -> Prepared,
    consume: (Bitmap, PixelRect?, Prepared?) throws(CLIError) -> Void
  ) throws(CLIError) {
    let count = try settings.checkedFrameCount()
    _ = try settings.pixelSize()
    let pipeline = FramePipeline<Prepared>(settings.renderer, capacity: min(batchSize, count))
    var start = 0
    while start < count {
      let batch = min(batchSize, count - start)
      let first = start
      try pipeline.batch(
        batch,
        scene: { index in
          started()
          return settings.scene(at: settings.time(ofFrame: first + index, count: count))
        }, prepare: prepare, consume: consume)
      start += batch
    }
  }

  /// Every animation frame of `settings`, rendered as
  /// ``streamFrames(_:console:board:prepare:consume:)`` renders them but with no progress
  /// line, kept in a store (a GIF's input; see `gif(_:background:)`).
  ///
  /// - Throws: As `streamFrames` does.
  static func frameStore(_ settings: RenderSettings) throws(CLIError) -> FrameStore {
    let store = FrameStore()
    let delay = FrameDelay(fps: settings.fps)
    try renderFrames(
      settings, started: {},
      prepare: { frame, changed, _ in FrameStore.coded(frame, changed: changed) },
      consume: { _, _, coded in store.append(coded, delay: delay) })
    return store
  }

  /// Runs `first` and `second` at the same time, on two threads (one after the other on
  /// one core), and returns what each returned or threw.
  static func inParallel<First, Second>(
    _ first: () throws(CLIError) -> First, _ second: () throws(CLIError) -> Second
  ) -> (Result<First, CLIError>, Result<Second, CLIError>) {
    withoutActuallyEscaping(first) { first in
      withoutActuallyEscaping(second) { second in
        let pair = ParallelPair(first, second)
        DispatchQueue.concurrentPerform(iterations: 2) { pair.run($0) }
        return (pair.first!, pair.second!)
      }
    }
  }

  /// The frames of the contact sheet, at `settings.sheetTimes`, each shrunk back to about
  /// one pixel a point as soon as it is drawn: nine whole frames of a scroll demo at scale 2
  /// held 48 MB while the gallery's other worker was rendering.
  static func sheetFrames(_ settings: RenderSettings) throws(CLIError) -> [Bitmap] {
    _ = try settings.pixelSize()
    let times = settings.sheetTimes
    // By the whole part of the scale.
    let factor = max(1, Int(settings.scale.rounded(.down)))
    do {
      return try settings.renderer.render(
        frames: times.count, scene: { settings.scene(at: times[$0]) },
        finish: { sheetLayout.shrunk($0, by: factor) })
    } catch {
      throw CLIError(error)
    }
  }

  /// The contact sheet's layout: 3 columns, grey gutters, the frames as they come
  /// (``sheetFrames(_:)`` has shrunk them).
  static let sheetLayout = ContactSheet(
    columns: RenderSettings.sheetColumns, gutter: 8, background: RGBA(hex: 0xC7C7CC))

  /// One frame at `time`.
  static func frame(_ settings: RenderSettings, at time: Double) throws(CLIError) -> Bitmap {
    _ = try settings.pixelSize()
    do {
      return try settings.renderer.render(settings.scene(at: time))
    } catch {
      throw CLIError(error)
    }
  }

  /// The SVG document of the frame at `time`, in the canvas's points.
  static func svg(_ settings: RenderSettings, at time: Double) throws(CLIError) -> String {
    _ = try settings.pixelSize()
    do {
      return try SVGExporter().svg(
        for: settings.scene(at: time), size: settings.size, background: settings.demo.background)
    } catch {
      throw CLIError(error)
    }
  }

  /// The Lottie document of the demo at the settings' frame rate, in the canvas's points.
  static func lottie(_ settings: RenderSettings) throws(CLIError) -> LottieDocument {
    _ = try settings.checkedFrameCount(holdsPixels: false)
    do {
      return try LottieExporter(framesPerSecond: settings.fps).document(
        duration: settings.demo.duration, size: settings.size,
        background: settings.demo.background, name: settings.demo.name,
        scene: settings.scene(at:))
    } catch {
      throw CLIError(error)
    }
  }

  /// The demo's live page as the web exporter makes it, sampled at the settings' frame rate
  /// (what `render --format html` and the gallery write); titled as played under Reduce
  /// Motion when `reducedMotion` (the settings' demo is then the reduced one).
  static func webPage(_ settings: RenderSettings, reducedMotion: Bool = false) throws(CLIError)
    -> WebPage
  {
    do {
      return try WebExporter(framesPerSecond: settings.fps).page(
        duration: settings.demo.duration, size: settings.size,
        background: settings.demo.background,
        title: settings.demo.name + (reducedMotion ? " (Reduce Motion)" : ""),
        stillTime: settings.demo.stillTime, scene: settings.scene(at:))
    } catch {
      throw CLIError(error)
    }
  }

  /// The demo's Lottie document and live page from one sampling of its scene (what the
  /// gallery writes; `lottie(_:)` and `webPage(_:)` give the same, each sampling alone).
  static func lottieAndWebPage(_ settings: RenderSettings) throws(CLIError) -> (
    lottie: LottieDocument, page: WebPage
  ) {
    _ = try settings.checkedFrameCount(holdsPixels: false)
    let lottie = LottieExporter(framesPerSecond: settings.fps)
    let web = WebExporter(framesPerSecond: settings.fps)
    let demo = settings.demo
    do {
      let samples = try lottie.plan.samples(
        duration: demo.duration, size: settings.size, forWeb: true, scene: settings.scene(at:))
      return (
        lottie.document(samples, size: settings.size, background: demo.background, name: demo.name),
        web.page(
          samples, size: settings.size, background: demo.background, title: demo.name,
          stillTime: demo.stillTime)
      )
    } catch {
      throw CLIError(error)
    }
  }

  /// The demo as a web page that plays it live, sampled at the settings' frame rate; where
  /// the browser cannot draw it faithfully (a warp), a page showing its APNG instead, which
  /// says why. `isLive` is false for such a fallback.
  static func html(_ settings: RenderSettings, reducedMotion: Bool = false, console: Console)
    throws(CLIError) -> (html: String, isLive: Bool)
  {
    _ = try settings.checkedFrameCount(holdsPixels: false)
    let page = try webPage(settings, reducedMotion: reducedMotion)
    if page.isFaithful { return (page.html, true) }
    var stream = apngStream(settings)
    let encoder = stream
    let delay = FrameDelay(fps: settings.fps)
    let progress = try streamFrames(
      settings, console: console, prepare: { encoder.encoded($0, changed: $1, previous: $2) },
      consume: { _, _, encoded in stream.append(encoded, delay: delay) })
    let file = apng(&stream)
    progress.finish("frame \(settings.frameCount)/\(settings.frameCount)")
    return (framesPage(settings, page, apng: file.bytes), false)
  }

  /// The page that plays the demo's APNG frames under a live page's controls, for a demo
  /// the browser cannot draw (`page`, its live page, is not faithful), saying why.
  static func framesPage(_ settings: RenderSettings, _ page: WebPage, apng: [UInt8]) -> String {
    let reason =
      "CSS cannot bend an image, and this demo warps one (a page curl, at "
      + page.approximatedLayers.joined(separator: ", ") + ")."
    return WebExporter.fallbackPage(
      title: settings.demo.name, size: settings.size, background: settings.demo.background,
      reason: reason, apng: apng, framesPerSecond: settings.fps,
      stillTime: settings.demo.stillTime)
  }

  /// `, max error 0.12 pt, 0.3% opacity` for the line saying what was written.
  static func lottieNote(_ report: LottieReport) -> String {
    ", max error \(shortNumber((report.positionError * 1000).rounded(.up) / 1000)) pt,"
      + " \(shortNumber((report.opacityError * 1000).rounded(.up) / 10))% opacity"
  }

  /// A new APNG stream that loops forever; frames are opaque when the demo's background is,
  /// and then stored with black as the key colour (RGB) unless `keyed` is false.
  static func apngStream(_ settings: RenderSettings, keyed: Bool = true) -> APNGStream {
    APNGStream(
      APNGEncoder(loopCount: 0), opaque: settings.demo.background.alpha >= 1, keyed: keyed)
  }

  /// `stream` if none of its frames draws its key colour (black); else the demo's APNG
  /// rendered again without a key (RGBA), with no progress line: a demo that draws black
  /// (a dimming overlay at full strength) pays a second render for the other demos'
  /// smaller files.
  ///
  /// - Throws: As ``streamFrames(_:console:board:prepare:consume:)`` does.
  static func withoutKeyIfDrawn(_ stream: APNGStream, _ settings: RenderSettings)
    throws(CLIError) -> APNGStream
  {
    guard stream.drawsKey else { return stream }
    var again = apngStream(settings, keyed: false)
    let encoder = again
    let delay = FrameDelay(fps: settings.fps)
    try renderFrames(
      settings, started: {}, prepare: { encoder.encoded($0, changed: $1, previous: $2) },
      consume: { _, _, encoded in again.append(encoded, delay: delay) })
    return again
  }

  /// The APNG of a finished stream.
  static func apng(_ stream: inout APNGStream) -> EncodedFile {
    let count = stream.frameCount
    return EncodedFile(bytes: stream.finish(), frameCount: count)
  }

  /// A GIF that loops forever, timed by GIF's centisecond rule (see GIFTiming), from the
  /// distinct frames of `store`.
  static func gif(_ store: FrameStore, background: RGBA) -> EncodedFile {
    let encoder = GIFEncoder(loopCount: 0, background: background)
    let bytes = encoder.encode(store)
    // Counted in the file: palette quantisation can make neighbouring frames equal that
    // differ in RGBA (below scale 1 most often), and the encoder merges those.
    return EncodedFile(bytes: bytes, frameCount: gifImageCount(bytes))
  }

  /// The images (frames) in a GIF datastream: its Image Descriptors (GIF89a §20), found by
  /// walking the blocks after the header, the logical screen descriptor and the global
  /// colour table (§17–19): extensions (0x21, §23–26) and image data (§22) are skipped
  /// sub-block by sub-block, up to the trailer (0x3B, §27).
  ///
  /// - Precondition: `bytes` is a well-formed GIF (this tool's own encoder wrote it).
  static func gifImageCount(_ bytes: [UInt8]) -> Int {
    precondition(bytes.count >= 13 && bytes.starts(with: Array("GIF89a".utf8)), "not a GIF")
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
    // Skips a run of data sub-blocks (size byte, then that many bytes) and its terminator.
    func skipSubBlocks() {
      while bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
      offset += 1
    }
    var images = 0
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x21:
        offset += 2
        skipSubBlocks()
      case 0x2C:
        images += 1
        let packed = bytes[offset + 9]
        offset += 10
        if packed & 0x80 != 0 { offset += 3 << (Int(packed & 0x07) + 1) }
        offset += 1  // LZW minimum code size
        skipSubBlocks()
      case 0x3B:
        return images
      default:
        preconditionFailure("GIF block 0x\(String(bytes[offset], radix: 16)) at \(offset)")
      }
    }
    preconditionFailure("GIF without a trailer")
  }

  /// The contact sheet PNG of `frames` (``sheetFrames(_:)``'s, already shrunk): laid out
  /// as ``sheetLayout`` says, each frame captioned with its instant (`t = 0.62 s`) under it.
  /// Its rows are left unfiltered at zlib level 6, as an APNG's are: on these flat UI
  /// pictures, half the size of level 4's filtered rows, in about the same time.
  static func sheet(_ frames: [Bitmap], times: [Double]) -> EncodedFile {
    EncodedFile(
      bytes: PNGEncoder(compressionLevel: 6).encode(
        sheetLayout.composed(frames, captions: times.map(sheetCaption)), filtering: false),
      frameCount: frames.count)
  }

  /// The caption of a contact sheet's frame: its instant to a hundredth of a second, in the
  /// stroke font, 9 pixels to the cap height, dark on clear.
  static func sheetCaption(_ time: Double) -> Bitmap {
    let text = "t = \(shortNumber((time * 100).rounded() / 100)) s"
    let origin = Point2D(x: 1, y: 11)
    let box = StrokeFont.standard.bounds(of: text, at: origin, size: 9)
    let size = Size2D(width: (box.maxX + 1).rounded(.up), height: 14)
    let ink = StrokeFont.standard.layer(text, at: origin, size: 9, color: RGBA(hex: 0x1C1C1E))
    // Fixed, finite text in a canvas made to hold it: the renderer has nothing to refuse.
    return (try? LayerRenderer(size: size).render(ink))
      ?? Bitmap(width: 1, height: 14, fill: RGBA.clear)
  }

}

/// Two jobs and their results, for ``DemoOutput/inParallel(_:_:)``.
private final class ParallelPair<First, Second>: @unchecked Sendable {
  // Safety: `run(0)` touches only `firstJob` and `first`, `run(1)` only `secondJob` and
  // `second`, each called once from `concurrentPerform`; the results are read after it
  // returns, which orders the writes before the reads. The jobs do not escape
  // `inParallel`, which waits for both.
  private let firstJob: () throws(CLIError) -> First
  private let secondJob: () throws(CLIError) -> Second
  var first: Result<First, CLIError>?
  var second: Result<Second, CLIError>?

  init(
    _ first: @escaping () throws(CLIError) -> First,
    _ second: @escaping () throws(CLIError) -> Second
  ) {
    firstJob = first
    secondJob = second
  }

  /// Runs job `index` (0 or 1) and keeps its result.
  func run(_ index: Int) {
    if index == 0 {
      first = Result { () throws(CLIError) in try firstJob() }
    } else {
      second = Result { () throws(CLIError) in try secondJob() }
    }
  }
}
