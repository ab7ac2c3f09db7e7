// A folder written as a whole, with POSIX calls as in AtomicFile. The files go into a
// temporary folder beside the target (`.NAME.tmp-XXXXXX`, made by mkdtemp in the same
// directory, so renames never cross file systems). `commit()` gives it mode 0755, syncs it
// and renames it into place. An existing target is first moved aside (to `.NAME.old-XXXXXX`,
// a name mkdtemp reserved), the new folder renamed in, and the old one deleted; if that
// second rename fails the old folder is moved back. A failed write leaves the earlier folder
// (or nothing) in place once the caller has called `discard()`.
//
// Safety: an existing target is replaced only when it is a folder holding nothing but regular
// files whose names the writer says it makes; otherwise the writer stops before anything is
// created and the folder is left alone, so pointing an output at a folder of other files never
// deletes them. The target is examined with lstat: a symbolic link is never replaced.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder being written as a whole: files go into a hidden temporary folder beside the
/// target until ``commit()`` swaps it into place, replacing an earlier folder only if it
/// holds nothing but files this writer makes.
///
/// ```swift
/// let folder = try AtomicFolder(replacing: "gallery") { $0.hasSuffix(".png") }
/// do {
///   try AtomicFile.write(bytes, to: folder.path(of: "a.png"))
///   try folder.commit()
/// } catch {
///   folder.discard()
///   throw error
/// }
/// ```
public struct AtomicFolder: Sendable {
  /// The target folder as given (the path errors name).
  public let path: String
  /// The target folder without trailing slashes.
  public let target: String
  /// The temporary folder the files go into until ``commit()``.
  public let temporary: String
  /// Whether a file name is one this writer makes (and so may delete).
  private let mayHold: @Sendable (String) -> Bool
  /// The folder the target is in ("." when none).
  let parent: String
  private let name: String

  /// Checks the target and creates the temporary folder beside it.
  ///
  /// - Parameters:
  ///   - path: The folder to create or replace.
  ///   - mayHold: Whether an existing folder may hold a file of this name and still be
  ///     replaced (and, once replaced, deleted): true for the names this writer makes.
  /// - Throws: ``OutputError`` naming `path`: ``OutputError/Reason/notDirectory`` when the
  ///   target exists and is not a folder, ``OutputError/Reason/folderHasOtherFiles(_:)``
  ///   naming the first entry that is not a regular file `mayHold` accepts, or why the
  ///   temporary folder cannot be made. Nothing is created then.
  public init(
    replacing path: String, mayHold: @escaping @Sendable (_ fileName: String) -> Bool
  ) throws(OutputError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.path = path
    self.target = trimmed
    self.mayHold = mayHold
    (parent, name) = AtomicFile.split(trimmed)
    if let kind = Self.kind(of: trimmed) {
      guard kind == S_IFDIR else { throw OutputError(path: path, reason: .notDirectory) }
      guard let names = Self.entries(in: trimmed) else {
        throw OutputError.from(errno: errno, path: path, directory: trimmed)
      }
      let stranger = names.first {
        !mayHold($0) || Self.kind(of: trimmed + "/" + $0) != S_IFREG
      }
      if let stranger { throw OutputError(path: path, reason: .folderHasOtherFiles(stranger)) }
    }
    temporary = try Self.makeTemporaryDirectory(parent: parent, name: name, "tmp", path)
  }

  /// The path of `file` inside the temporary folder.
  ///
  /// - Parameter file: A file name (no slashes).
  /// - Returns: `temporary/file`.
  public func path(of file: String) -> String { temporary + "/" + file }

  /// Moves the finished folder into place, replacing an earlier one.
  ///
  /// - Throws: ``OutputError`` naming ``path``; an earlier folder is then left (or put back)
  ///   in place, and the temporary folder is still there for ``discard()``.
  public func commit() throws(OutputError) {
    // mkdtemp makes the folder 0700; give it the usual 0755 before it goes into place.
    if chmod(temporary, 0o755) != 0 { throw failure() }
    AtomicFile.syncDirectory(temporary)
    guard Self.kind(of: target) != nil else {
      if rename(temporary, target) != 0 { throw failure() }
      AtomicFile.syncDirectory(parent)
      return
    }
    let aside = try Self.makeTemporaryDirectory(parent: parent, name: name, "old", path)
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
    AtomicFile.syncDirectory(parent)
    Self.remove(aside, keeping: { !mayHold($0) })
  }

  /// Removes the temporary folder and the files in it (all written by this writer). Does
  /// nothing after a successful ``commit()``.
  public func discard() {
    Self.remove(temporary, keeping: { _ in false })
  }

  /// The names in `directory` other than "." and "..", sorted, or nil when it cannot be read.
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

  /// The error for the current `errno`.
  private func failure() -> OutputError {
    OutputError.from(errno: errno, path: path, directory: parent)
  }

  /// The file type bits of `path` (S_IFDIR, S_IFREG ...), or nil when nothing is there.
  private static func kind(of path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// Unlinks the files in `folder` that `keeping` does not claim, then removes the folder
  /// (which fails, leaving it, if anything is left in it).
  private static func remove(_ folder: String, keeping: (String) -> Bool) {
    for name in entries(in: folder) ?? [] where !keeping(name) {
      unlink(folder + "/" + name)
    }
    rmdir(folder)
  }

  /// `parent/.name.KIND-XXXXXX` made with mkdtemp.
  private static func makeTemporaryDirectory(
    parent: String, name: String, _ kind: String, _ target: String
  ) throws(OutputError) -> String {
    var template = Array("\(parent)/.\(name).\(kind)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw OutputError.from(errno: errno, path: target, directory: parent) }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
