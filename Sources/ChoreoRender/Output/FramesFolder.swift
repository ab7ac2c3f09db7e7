// A folder of numbered PNG frames, written as a whole: the frames go into a temporary
// folder beside the target, each file synced; then the temporary folder is renamed into
// place. An existing target folder is moved aside first and deleted only after the new one
// is in place (and moved back if that rename fails). POSIX calls as in AtomicFile.
//
// Safety: an existing folder is replaced only when it holds nothing but files named like
// this writer's (frame-NNNN.png); otherwise the write fails and the folder is left alone,
// so pointing --out at a folder of other files never deletes them.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes frames as `frame-0000.png`, `frame-0001.png` ... into a folder, atomically.
///
/// ```swift
/// try FramesFolder.write(frames, to: "gallery/easings-frames")
/// ```
public enum FramesFolder {
  /// The file name of frame `index` among `count`: at least 4 digits, more when needed.
  ///
  /// - Parameters:
  ///   - index: 0-based frame index.
  ///   - count: Total frames.
  /// - Returns: `frame-0007.png` and the like.
  public static func fileName(index: Int, count: Int) -> String {
    let digits = max(4, String(max(count - 1, 0)).count)
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
  }

  /// Writes every frame as a PNG into the folder `path`, replacing an earlier frames
  /// folder there only once the new one is complete.
  ///
  /// - Parameters:
  ///   - frames: The frames, in order.
  ///   - path: The folder to create or replace.
  ///   - encoder: PNG settings.
  /// - Throws: ``OutputError`` naming the path and the reason; nothing is left behind.
  public static func write(
    _ frames: [Bitmap], to path: String, encoder: PNGEncoder = PNGEncoder()
  ) throws(OutputError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let (parent, name) = AtomicFile.split(trimmed)
    var info = stat()
    let exists = stat(trimmed, &info) == 0
    if exists {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw OutputError(path: path, reason: .notDirectory)
      }
      if let stranger = try foreignEntry(in: trimmed) {
        throw OutputError(path: path, reason: .folderHasOtherFiles(stranger))
      }
    }
    let temporary = try makeTemporaryDirectory(parent: parent, name: name, target: path, "tmp")
    do throws(OutputError) {
      for (index, frame) in frames.enumerated() {
        let file = temporary + "/" + fileName(index: index, count: frames.count)
        try writeFile(encoder.encode(frame), to: file, target: path, parent: parent)
      }
      // mkdtemp makes the folder 0700; give it the usual 0755 before it goes into place.
      if chmod(temporary, 0o755) != 0 {
        throw OutputError.from(errno: errno, path: path, directory: parent)
      }
      AtomicFile.syncDirectory(temporary)
    } catch {
      removeFrames(temporary)
      throw error
    }
    guard exists else {
      if rename(temporary, trimmed) != 0 {
        let failure = OutputError.from(errno: errno, path: path, directory: parent)
        removeFrames(temporary)
        throw failure
      }
      AtomicFile.syncDirectory(parent)
      return
    }
    // Move the old folder aside (to a name mkdtemp reserved), the new one in, then delete
    // the old one.
    let aside: String
    do throws(OutputError) {
      aside = try makeTemporaryDirectory(parent: parent, name: name, target: path, "old")
    } catch {
      removeFrames(temporary)
      throw error
    }
    if rename(trimmed, aside) != 0 {
      let failure = OutputError.from(errno: errno, path: path, directory: parent)
      rmdir(aside)
      removeFrames(temporary)
      throw failure
    }
    if rename(temporary, trimmed) != 0 {
      let failure = OutputError.from(errno: errno, path: path, directory: parent)
      rename(aside, trimmed)
      removeFrames(temporary)
      throw failure
    }
    AtomicFile.syncDirectory(parent)
    removeFrames(aside)
  }

  /// True for names this writer produces.
  static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The names in `directory` other than "." and "..".
  static func entries(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The first entry of `directory` that this writer would not have made, if any.
  private static func foreignEntry(in directory: String) throws(OutputError) -> String? {
    guard let names = entries(in: directory) else {
      throw OutputError.from(errno: errno, path: directory, directory: directory)
    }
    return names.first { !isFrameName($0) }
  }

  /// Deletes a folder that holds only frame files (what this writer made), then the folder.
  private static func removeFrames(_ directory: String) {
    for name in entries(in: directory) ?? [] where isFrameName(name) {
      unlink(directory + "/" + name)
    }
    rmdir(directory)
  }

  /// `parent/.name.KIND-XXXXXX` made with mkdtemp.
  private static func makeTemporaryDirectory(
    parent: String, name: String, target: String, _ kind: String
  ) throws(OutputError) -> String {
    var template = Array("\(parent)/.\(name).\(kind)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw OutputError.from(errno: errno, path: target, directory: parent) }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Creates and fills one file in the temporary folder.
  private static func writeFile(
    _ bytes: [UInt8], to file: String, target: String, parent: String
  ) throws(OutputError) {
    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw OutputError.from(errno: errno, path: target, directory: parent)
    }
    let written = AtomicFile.writeAll(descriptor, bytes) && fsync(descriptor) == 0
    let failure = written ? nil : OutputError.from(errno: errno, path: target, directory: parent)
    if close(descriptor) != 0 || failure != nil {
      throw failure ?? OutputError.from(errno: errno, path: target, directory: parent)
    }
  }
}
