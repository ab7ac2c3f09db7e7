import ChoreoDemos
import ChoreoRender

/// `choreo render DEMO ...`: one demo in one format, to a file, a folder or standard output.
///
/// png and svg hold the frame at --at seconds (half-way by default); apng, gif and frames
/// hold every frame at --fps; sheet holds the 9 frames at progress 0, 1/8, ..., 1. A line
/// saying what was written goes to standard error: standard output carries only data
/// (--out -).
enum RenderCommand {
  /// Runs the command.
  static func run(_ arguments: [String], console: Console) throws(CLIError) {
    guard let options = try RenderArguments.parse(arguments) else {
      console.writeOutput(HelpTopic.render.fullText)
      return
    }
    let demo = try DemosCommand.demo(named: options.demo, help: .render)
    let settings = RenderSettings(
      demo: demo, size: options.size, scale: options.scale, fps: options.fps)
    let time = options.at ?? demo.duration / 2
    guard time >= 0 && time <= demo.duration else {
      throw .badInput(
        "--at must lie in 0...\(shortNumber(demo.duration)) (the duration of \(demo.name) in"
          + " seconds), got \(options.at.map(shortNumber) ?? "")")
    }
    let (width, height) = try settings.pixelSize()
    let path = options.out ?? options.format.defaultPath(demo: demo.name)
    // Fail before rendering, not after: an unwritable path is known at once.
    if path != "-" {
      do {
        try AtomicFile.checkCanWrite(to: path, isFolder: options.format == .frames)
      } catch {
        throw CLIError(error)
      }
    }
    let file: EncodedFile
    switch options.format {
    case .png:
      file = EncodedFile(
        bytes: PNGEncoder().encode(try DemoOutput.frame(settings, at: time)), frameCount: 1)
    case .svg:
      file = EncodedFile(
        bytes: Array(try DemoOutput.svg(settings, at: time).utf8), frameCount: 1)
    case .sheet:
      file = DemoOutput.sheet(try DemoOutput.sheetFrames(settings), scale: settings.scale)
    case .apng, .gif, .frames:
      let (frames, progress) = try DemoOutput.animationFrames(settings, console: console)
      progress.phase("encoding \(options.format.rawValue)")
      switch options.format {
      case .apng: file = DemoOutput.apng(frames, fps: settings.fps)
      case .gif: file = DemoOutput.gif(frames, fps: settings.fps, background: demo.background)
      default:
        do {
          try FramesFolder.write(frames, to: path)
        } catch {
          throw CLIError(error)
        }
        progress.finish("frame \(frames.count)/\(frames.count)")
        console.writeError("wrote \(path)/ (\(frames.count) PNG frames, \(width)x\(height))\n")
        return
      }
      progress.finish("frame \(frames.count)/\(frames.count)")
    }
    let frames = file.frameCount == 1 ? "1 frame" : "\(file.frameCount) frames"
    let canvas =
      options.format == .svg
      ? "\(shortNumber(settings.size.width))x\(shortNumber(settings.size.height)) points"
      : "\(width)x\(height) pixels"
    let line =
      "wrote \(path == "-" ? "standard output" : path) (\(options.format.rawValue), \(canvas),"
      + " \(frames), \(byteCountText(file.bytes.count)))\n"
    if path == "-" {
      console.writeOutputBytes(file.bytes)
      console.writeError(line)
    } else {
      do {
        try AtomicFile.write(file.bytes, to: path)
      } catch {
        throw CLIError(error)
      }
      console.writeError(line)
    }
  }
}
