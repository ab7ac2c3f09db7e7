// Policy: goldens are PNG files beside the test, compared as decoded pixels under a stated
// PixelTolerance. They are written only when CHOREO_RECORD_GOLDENS=1 is set, and a recording
// run fails, so CI can never pass by recording. A failing frame leaves its actual image
// (`<stem>.actual.png`) and a heat map (`<stem>.diff.png`) next to the golden and names
// both; a passing frame removes those left from an earlier failure. Nothing here needs a
// display: frames come from ChoreoRender's LayerRenderer.
import ChoreoRender

/// Compares rendered frames of an animated scene with golden PNGs (and a whole animation
/// with a golden APNG), recording them only on request.
///
/// ```swift
/// let goldens = MotionSnapshot(directory: MotionSnapshot.directory(besides: #filePath))
/// try goldens.check(scene, at: [0, 0.25, 0.5, 0.75, 1, .settled], named: "tab-slide")
/// ```
public struct MotionSnapshot: Sendable {
  /// The environment variable that asks for recording: `CHOREO_RECORD_GOLDENS=1`.
  public static let recordingVariable = "CHOREO_RECORD_GOLDENS"

  /// Whether the environment asks for recording.
  public static var recordingRequested: Bool {
    SnapshotFiles.environment(recordingVariable) == "1"
  }

  /// The folder holding the goldens.
  public var directory: String
  /// How far a frame may differ from its golden.
  public var tolerance: PixelTolerance
  /// Whether this run writes goldens (and fails) instead of comparing.
  public var isRecording: Bool

  /// A snapshotter for goldens in `directory`.
  ///
  /// - Parameters:
  ///   - directory: The goldens' folder (created when recording).
  ///   - tolerance: ``PixelTolerance/perceptual`` by default.
  ///   - recording: Whether to record; from the environment by default.
  public init(
    directory: String, tolerance: PixelTolerance = .perceptual,
    recording: Bool = MotionSnapshot.recordingRequested
  ) {
    self.directory = directory
    self.tolerance = tolerance
    isRecording = recording
  }

  /// The folder `folder` next to a test file.
  ///
  /// - Parameters:
  ///   - filePath: Pass `#filePath`.
  ///   - folder: The folder's name; `Goldens` by default.
  /// - Returns: Its path.
  public static func directory(besides filePath: String, folder: String = "Goldens") -> String {
    SnapshotFiles.join(SnapshotFiles.parent(of: filePath), folder)
  }

  /// Renders `scene` at each instant and compares each frame with `<name>-<instant>.png`.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - instants: When; `0.25` is a quarter of the duration.
  ///   - name: The goldens' name stem.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``SnapshotFailure`` listing every frame that failed (and, when recording,
  ///   the files written), and naming the line of this call.
  public func check(
    _ scene: SnapshotScene, at instants: [SnapshotInstant], named name: String,
    fileID: String = #fileID, line: Int = #line
  ) throws(SnapshotFailure) {
    try Self.located(fileID, line) { () throws(SnapshotFailure) in
      try checkFrames(scene, at: instants, named: name)
    }
  }

  private func checkFrames(
    _ scene: SnapshotScene, at instants: [SnapshotInstant], named name: String
  ) throws(SnapshotFailure) {
    try Self.checkName(name)
    var problems: [SnapshotFailure.Problem] = []
    var recorded: [String] = []
    for instant in instants {
      let stem = "\(name)-\(instant)"
      guard let time = scene.time(of: instant) else {
        problems.append(.scene("\(stem): the scene has no settle time for .settled"))
        continue
      }
      let frame: Bitmap
      do {
        frame = try render(scene, at: time)
      } catch {
        problems.append(.scene("\(stem): rendering at \(secondsText(time)) s failed: \(error)"))
        continue
      }
      if let problem = compare(frame, stem: stem, label: "\(stem) (t = \(secondsText(time)) s)") {
        if case .recorded(let paths) = problem {
          recorded += paths
        } else {
          problems.append(problem)
        }
      }
    }
    if !recorded.isEmpty { problems.append(.recorded(recorded)) }
    if !problems.isEmpty { throw SnapshotFailure(name: name, problems: problems) }
  }

  /// Renders `scene` from 0 through its duration at `framesPerSecond` and compares the
  /// frames one by one with the golden APNG `<name>.apng`; each frame is compared with
  /// the golden frame showing at its time.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - framesPerSecond: Frames a second (keep it low: a golden holds every frame).
  ///   - name: The golden's name stem.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``SnapshotFailure`` listing every frame that failed, and naming the line of
  ///   this call; a heat map is written for each as `<name>-frame<k>.diff.png`, and the
  ///   whole actual animation as `<name>.actual.apng`.
  public func checkAnimation(
    _ scene: SnapshotScene, framesPerSecond: Int, named name: String,
    fileID: String = #fileID, line: Int = #line
  ) throws(SnapshotFailure) {
    try Self.located(fileID, line) { () throws(SnapshotFailure) in
      try checkAnimationFrames(scene, framesPerSecond: framesPerSecond, named: name)
    }
  }

  private func checkAnimationFrames(
    _ scene: SnapshotScene, framesPerSecond: Int, named name: String
  ) throws(SnapshotFailure) {
    try Self.checkName(name)
    precondition(framesPerSecond > 0, "frames per second must be > 0, got \(framesPerSecond)")
    let count = Int((scene.duration * Double(framesPerSecond)).rounded(.up)) + 1
    var frames: [Bitmap] = []
    for index in 0..<count {
      let time = min(Double(index) / Double(framesPerSecond), scene.duration)
      do {
        frames.append(try render(scene, at: time))
      } catch {
        throw SnapshotFailure(
          name: name,
          problems: [.scene("\(name): rendering at \(secondsText(time)) s failed: \(error)")])
      }
    }
    let delay = FrameDelay(fps: framesPerSecond)
    let encoder = APNGEncoder(loopCount: 0)
    let golden = path("\(name).apng")
    let actual = path("\(name).actual.apng")
    if isRecording {
      try write(encoder.encode(frames, frameDelay: delay), to: golden)
      throw SnapshotFailure(name: name, problems: [.recorded([golden])])
    }
    guard let data = SnapshotFiles.contents(of: golden) else {
      try write(encoder.encode(frames, frameDelay: delay), to: actual)
      throw SnapshotFailure(
        name: name, problems: [.missingGolden(frame: name, golden: golden, actual: actual)])
    }
    let decoded: [DecodedFrame]
    do {
      decoded = try PNGReader.decode([UInt8](data))
    } catch {
      throw SnapshotFailure(
        name: name, problems: [.unreadableGolden(path: golden, reason: "\(error)")])
    }
    // The golden frame showing at the middle of each actual frame's display time (the
    // encoder merges identical neighbours into one longer frame).
    var ends: [Double] = []
    var elapsed = 0.0
    for frame in decoded {
      elapsed += frame.delay ?? 0
      ends.append(elapsed)
    }
    var problems: [SnapshotFailure.Problem] = []
    let length = Double(frames.count) / Double(framesPerSecond)
    if abs(elapsed - length) > 1e-6 {
      problems.append(
        .scene("\(name): the golden animation lasts \(elapsed) s, the scene's \(length) s"))
    }
    for (index, frame) in frames.enumerated() {
      let middle = (Double(index) + 0.5) / Double(framesPerSecond)
      let shown = decoded[ends.firstIndex { $0 > middle } ?? (decoded.count - 1)].image
      let comparison = PixelComparison(
        actual: frame, golden: shown, channelThreshold: tolerance.channelThreshold)
      guard !comparison.matches(tolerance) else { continue }
      var heatMap: String?
      if comparison.sizesMatch {
        let mapPath = path("\(name)-frame\(index).diff.png")
        try write(
          PNGEncoder().encode(
            PixelComparison.heatMap(
              actual: frame, golden: shown, channelThreshold: tolerance.channelThreshold)),
          to: mapPath)
        heatMap = mapPath
      }
      problems.append(
        .mismatch(
          frame:
            "\(name) frame \(index) (t = \(secondsText(Double(index) / Double(framesPerSecond))) s)",
          comparison: comparison, tolerance: tolerance, golden: golden, actual: actual,
          heatMap: heatMap))
    }
    if problems.isEmpty {
      SnapshotFiles.remove(actual)
      return
    }
    try write(encoder.encode(frames, frameDelay: delay), to: actual)
    throw SnapshotFailure(name: name, problems: problems)
  }

  /// Compares one already rendered frame with `<stem>.png` (or records it).
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - stem: The golden's file name without `.png`.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``SnapshotFailure`` as ``check(_:at:named:fileID:line:)``.
  public func check(
    _ frame: Bitmap, named stem: String, fileID: String = #fileID, line: Int = #line
  ) throws(SnapshotFailure) {
    try Self.located(fileID, line) { () throws(SnapshotFailure) in
      try Self.checkName(stem)
      guard let problem = compare(frame, stem: stem, label: stem) else { return }
      throw SnapshotFailure(name: stem, problems: [problem])
    }
  }

  /// Refuses a name that is not a plain file name inside ``directory``: a golden named
  /// `../x` would be written (and its `.actual.png` read and removed) outside the folder,
  /// and one named `""`, `.` or `..` would be a hidden file.
  ///
  /// - Throws: ``SnapshotFailure`` with ``SnapshotFailure/Problem/invalidName(name:reason:)``.
  private static func checkName(_ name: String) throws(SnapshotFailure) {
    let reason: String
    if name.isEmpty {
      reason = "is empty"
    } else if name.contains("/") {
      reason = "holds '/', which would put its files in another folder"
    } else if name.contains("\0") {
      reason = "holds a NUL character, which no file name can"
    } else if name.contains("..") {
      reason = "holds '..', which could lead out of the goldens folder"
    } else if name.hasPrefix(".") {
      reason = "starts with '.', which would make hidden files"
    } else {
      return
    }
    throw SnapshotFailure(name: name, problems: [.invalidName(name: name, reason: reason)])
  }

  /// Runs `body`, giving the failure it throws the caller's location.
  private static func located(
    _ fileID: String, _ line: Int, _ body: () throws(SnapshotFailure) -> Void
  ) throws(SnapshotFailure) {
    do {
      try body()
    } catch {
      var failure = error
      failure.location = "\(fileID):\(line)"
      throw failure
    }
  }

  // MARK: - Frames

  private func render(_ scene: SnapshotScene, at time: Double) throws -> Bitmap {
    let tree = try scene.layers(time)
    try tree.validate()
    return try LayerRenderer(size: scene.size, scale: scene.scale, background: scene.background)
      .render(tree)
  }

  /// The problem with one frame, or `nil` when it matches; `.recorded` when recording.
  private func compare(_ frame: Bitmap, stem: String, label: String) -> SnapshotFailure.Problem? {
    let golden = path("\(stem).png")
    let actual = path("\(stem).actual.png")
    let heatMap = path("\(stem).diff.png")
    do {
      if isRecording {
        try write(PNGEncoder().encode(frame), to: golden)
        removeLeftovers(actual, heatMap)
        return .recorded([golden])
      }
      guard let data = SnapshotFiles.contents(of: golden) else {
        try write(PNGEncoder().encode(frame), to: actual)
        return .missingGolden(frame: label, golden: golden, actual: actual)
      }
      let expected: Bitmap
      do {
        expected = try PNGReader.decode([UInt8](data))[0].image
      } catch {
        return .unreadableGolden(path: golden, reason: "\(error)")
      }
      let comparison = PixelComparison(
        actual: frame, golden: expected, channelThreshold: tolerance.channelThreshold)
      if comparison.matches(tolerance) {
        removeLeftovers(actual, heatMap)
        return nil
      }
      try write(PNGEncoder().encode(frame), to: actual)
      var written: String?
      if comparison.sizesMatch {
        let map = PixelComparison.heatMap(
          actual: frame, golden: expected, channelThreshold: tolerance.channelThreshold)
        try write(PNGEncoder().encode(map), to: heatMap)
        written = heatMap
      }
      return .mismatch(
        frame: label, comparison: comparison, tolerance: tolerance, golden: golden,
        actual: actual, heatMap: written)
    } catch {
      return .cannotWrite("\(label): \(error.description)")
    }
  }

  private func path(_ file: String) -> String {
    SnapshotFiles.join(directory, file)
  }

  private func removeLeftovers(_ paths: String...) {
    for path in paths { SnapshotFiles.remove(path) }
  }

  private func write(_ bytes: [UInt8], to path: String) throws(SnapshotFailure) {
    do {
      try write(bytes, at: path)
    } catch {
      throw SnapshotFailure(name: path, problems: [.cannotWrite(error.description)])
    }
  }

  private func write(_ bytes: [UInt8], at path: String) throws(SnapshotWriteError) {
    try SnapshotFiles.makeFolders(directory)
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw SnapshotWriteError(description: error.description)
    }
  }
}

/// A file a snapshot needed could not be written.
struct SnapshotWriteError: Error {
  var description: String
}
