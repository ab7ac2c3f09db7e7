// Atomicity of the gallery: the whole folder is written into a temporary folder beside the
// target (`.NAME.tmp-XXXXXX`, made by mkdtemp in the same directory, so renames never cross
// file systems), each file in it written with AtomicFile (written, synced, renamed). Only
// when every file is complete is the temporary folder renamed to the target. An existing
// gallery is first moved aside (`.NAME.old-XXXXXX`), the new one renamed in, and the old one
// deleted; if the second rename fails the old one is moved back. Any failure removes the
// temporary folder, so a failed run leaves the previous gallery (or nothing) in place.
//
// Safety: an existing target is replaced only when it is a folder holding nothing but files
// a gallery makes (names ending in .apng, .gif, .png or .html); otherwise the run stops
// before rendering with exit 73 and the folder is left alone. A run killed by a signal can
// leave its hidden temporary folder behind; nothing else.
import ChoreoRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A gallery folder being written: files go into a hidden temporary folder until
/// ``commit()`` swaps it into place.
struct GalleryFolder {
  /// The target folder as given (`choreo-gallery`).
  let target: String
  /// The temporary folder the files go into.
  let temporary: String
  private let parent: String
  private let name: String

  /// Checks the target and creates the temporary folder beside it.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when the target is a file, holds
  ///   files a gallery does not make, or the folder cannot be created.
  init(target path: String) throws(CLIError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    target = trimmed
    if let slash = trimmed.lastIndex(of: "/") {
      let directory = String(trimmed[..<slash])
      parent = directory.isEmpty ? "/" : directory
      name = String(trimmed[trimmed.index(after: slash)...])
    } else {
      (parent, name) = (".", trimmed)
    }
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .cannotCreateOutput(path: path, reason: "give the gallery folder a name")
    }
    if let kind = Self.kind(of: trimmed) {
      guard kind == S_IFDIR else {
        throw .cannotCreateOutput(path: path, reason: "it exists and is not a folder")
      }
      guard let names = Self.entries(in: trimmed) else {
        throw .cannotCreateOutput(path: path, reason: Self.systemReason())
      }
      if let stranger = names.first(where: { !Self.isGalleryFile($0, in: trimmed) }) {
        throw .cannotCreateOutput(
          path: path,
          reason: "the folder holds '\(stranger)', which the gallery does not make; not"
            + " replacing it (move it away or choose another --out)")
      }
    }
    temporary = try Self.makeTemporaryDirectory(parent: parent, name: name, kind: "tmp", path)
  }

  /// The path of `file` inside the temporary folder.
  func path(of file: String) -> String { temporary + "/" + file }

  /// Writes `bytes` as `file` in the temporary folder.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` naming the final path.
  func write(_ bytes: [UInt8], as file: String) throws(CLIError) {
    do {
      try AtomicFile.write(bytes, to: path(of: file))
    } catch {
      throw .cannotCreateOutput(path: target + "/" + file, reason: CLIError.reason(of: error))
    }
  }

  /// Moves the finished folder into place, replacing an earlier gallery.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)``; the temporary folder is then
  ///   removed and an earlier gallery left (or put back) in place.
  func commit() throws(CLIError) {
    if chmod(temporary, 0o755) != 0 { throw failure() }
    Self.syncDirectory(temporary)
    guard Self.kind(of: target) != nil else {
      if rename(temporary, target) != 0 { throw failure() }
      Self.syncDirectory(parent)
      return
    }
    let aside = try Self.makeTemporaryDirectory(parent: parent, name: name, kind: "old", target)
    if rename(target, aside) != 0 {
      let error = failure()
      rmdir(aside)
      throw error
    }
    if rename(temporary, target) != 0 {
      let error = failure()
      rename(aside, target)
      throw error
    }
    Self.syncDirectory(parent)
    Self.removeFolder(aside)
  }

  /// Removes the temporary folder and what it holds (all of it written by this run).
  func discard() {
    Self.removeFolder(temporary)
  }

  private func failure() -> CLIError {
    .cannotCreateOutput(path: target, reason: Self.systemReason())
  }

  /// Whether `file` is a regular file with a name a gallery makes.
  private static func isGalleryFile(_ file: String, in folder: String) -> Bool {
    let suffixes = [".apng", ".gif", ".png", ".html"]
    return suffixes.contains { file.hasSuffix($0) } && kind(of: folder + "/" + file) == S_IFREG
  }

  /// The file type bits of `path` (S_IFDIR, S_IFREG ...), or nil when nothing is there.
  private static func kind(of path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The names in `directory` other than "." and "..", or nil when it cannot be read.
  private static func entries(in directory: String) -> [String]? {
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

  /// Deletes the files in a folder this tool made (no subfolders), then the folder.
  private static func removeFolder(_ folder: String) {
    for name in entries(in: folder) ?? [] {
      unlink(folder + "/" + name)
    }
    rmdir(folder)
  }

  /// `parent/.name.KIND-XXXXXX` made with mkdtemp.
  private static func makeTemporaryDirectory(
    parent: String, name: String, kind: String, _ target: String
  ) throws(CLIError) -> String {
    var template = Array("\(parent)/.\(name).\(kind)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw .cannotCreateOutput(path: target, reason: systemReason())
    }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// fsyncs a folder so that renames in it are durable (best effort).
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
  }

  /// The text of the current `errno`.
  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}
