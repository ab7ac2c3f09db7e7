// A folder written as a whole, with POSIX calls as in AtomicFile. The files go into a
// temporary folder beside the target (`.NAME.tmp-PID-XXXXXX`, made by mkdtemp in the same
// directory, so renames never cross file systems, and registered with TemporaryFiles so a
// signal or a later run can clean it up). `commit()` gives it mode 0755, syncs it and renames
// it into place. An existing target is swapped with it in one step by
// renameat2(RENAME_EXCHANGE) on Linux, and the earlier folder (now under the temporary name)
// deleted; on Darwin renamex_np(RENAME_SWAP) does the same (SystemShim). Where the call is
// missing or refused (other systems, old kernels, file systems without the flag) the fallback is
// two renames: the earlier folder moved aside (to
// `.NAME.old-PID-XXXXXX`), the new one renamed in (the target is missing for that moment),
// the old one deleted; if the second rename fails the old folder is moved back. A failed
// write leaves the earlier folder (or nothing) in place once the caller has called
// `discard()`.
//
// Safety: an existing target is replaced only when it is a folder holding nothing but regular
// files whose names the writer says it makes; otherwise the writer stops before anything is
// created and the folder is left alone, so pointing an output at a folder of other files never
// deletes them. The target is examined with lstat: a symbolic link is never replaced.
import CLibC

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
package struct AtomicFolder: Sendable {
  /// The target folder as given (the path errors name).
  package let path: String
  /// The target folder without trailing slashes.
  package let target: String
  /// The temporary folder the files go into until ``commit()``.
  package let temporary: String
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
  package init(
    replacing path: String, mayHold: @escaping @Sendable (_ fileName: String) -> Bool
  ) throws(OutputError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.path = path
    self.target = trimmed
    self.mayHold = mayHold
    (parent, name) = AtomicFile.split(trimmed)
    _ = try Self.replaceableEntries(of: path, mayHold: mayHold)
    temporary = try Self.makeTemporaryDirectory(parent: parent, name: name, "tmp", path)
  }

  /// The safety check before a folder is replaced or written into: what is at `path` (its
  /// trailing slashes ignored) must be nothing, or a folder (not a link to one) holding only
  /// regular files whose names `mayHold` accepts.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - mayHold: Whether the folder may hold a file of this name.
  /// - Returns: The folder's entries, sorted, or nil when nothing is at `path`.
  /// - Throws: ``OutputError`` naming `path`: ``OutputError/Reason/notDirectory``,
  ///   ``OutputError/Reason/folderHasOtherFiles(_:)`` naming the first stranger, or why the
  ///   folder cannot be read.
  package static func replaceableEntries(
    of path: String, mayHold: (_ fileName: String) -> Bool
  ) throws(OutputError) -> [String]? {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let kind = kind(of: trimmed) else { return nil }
    guard kind == S_IFDIR else { throw OutputError(path: path, reason: .notDirectory) }
    guard let names = entries(in: trimmed) else {
      throw OutputError.from(errno: errno, path: path, directory: trimmed)
    }
    let stranger = names.first { !mayHold($0) || Self.kind(of: trimmed + "/" + $0) != S_IFREG }
    if let stranger { throw OutputError(path: path, reason: .folderHasOtherFiles(stranger)) }
    return names
  }

  /// The path of `file` inside the temporary folder.
  ///
  /// - Parameter file: A file name (no slashes).
  /// - Returns: `temporary/file`.
  package func path(of file: String) -> String { temporary + "/" + file }

  /// Makes the folder `path` (its parent must exist) with mode 0755, whatever the umask, as
  /// ``commit()`` gives a swapped-in folder.
  ///
  /// - Throws: ``OutputError`` naming `path` and why (its parent missing or read-only, a
  ///   file or folder already there ...).
  package static func makeFolder(_ path: String) throws(OutputError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard mkdir(trimmed, 0o755) == 0 else {
      throw OutputError.from(
        errno: errno, path: path, directory: AtomicFile.split(trimmed).directory)
    }
    chmod(trimmed, 0o755)
  }

  /// Moves the finished folder into place, replacing an earlier one.
  ///
  /// - Throws: ``OutputError`` naming ``path``; an earlier folder is then left (or put back)
  ///   in place, and the temporary folder is still there for ``discard()``.
  package func commit() throws(OutputError) {
    // mkdtemp makes the folder 0700; give it the usual 0755 before it goes into place.
    if chmod(temporary, 0o755) != 0 { throw failure() }
    AtomicFile.syncDirectory(temporary)
    guard Self.kind(of: target) != nil else {
      let renamed = TemporaryFiles.release(temporary) { rename(temporary, target) == 0 }
      if !renamed { throw failure() }
      AtomicFile.syncDirectory(parent)
      return
    }
    // Swap the two folders in one step (SystemShim: renameat2 on Linux, renamex_np on
    // Darwin), so the target never goes missing; the temporary name then holds the earlier
    // folder, which is deleted.
    switch SystemShim.exchange(temporary, target) {
    case .exchanged:
      AtomicFile.syncDirectory(parent)
      TemporaryFiles.release(temporary) { Self.remove(temporary, keeping: { !mayHold($0) }) }
      return
    case .failed:
      throw failure()
    case .unsupported:
      break
    }
    // Fallback (no one-step swap here, or a file system without it): move the earlier
    // folder aside, rename the new one in, delete the old one. Between the two renames the
    // target is briefly missing.
    let aside = try Self.makeTemporaryDirectory(parent: parent, name: name, "old", path)
    // Unregistered first: if a signal comes between the two renames, the earlier folder
    // stays under the aside name rather than being deleted.
    let movedAside = TemporaryFiles.release(aside) { rename(target, aside) == 0 }
    guard movedAside else {
      let error = failure()
      rmdir(aside)
      throw error
    }
    if rename(temporary, target) != 0 {
      let error = failure()
      rename(aside, target)
      throw error
    }
    TemporaryFiles.release(temporary) {}
    AtomicFile.syncDirectory(parent)
    Self.remove(aside, keeping: { !mayHold($0) })
  }

  /// Removes the temporary folder and the files in it (all written by this writer). Does
  /// nothing after a successful ``commit()``.
  package func discard() {
    TemporaryFiles.release(temporary) { TemporaryFiles.removeFolder(temporary) }
  }

  /// The names in `directory` other than "." and "..", sorted, or nil when it cannot be read.
  package static func entries(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    // The name is read in place, up to its NUL: a `readdir` record can be shorter than
    // `dirent` (its `d_name` is only as long as the name), so copying the whole field out
    // of `entry.pointee` would read past the record.
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    while let entry = readdir(stream) {
      let field = UnsafeRawPointer(entry) + nameOffset
      let name = String(cString: field.assumingMemoryBound(to: CChar.self))
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

  /// `parent/.name.KIND-PID-XXXXXX` made with mkdtemp and registered (see TemporaryFiles).
  private static func makeTemporaryDirectory(
    parent: String, name: String, _ kind: String, _ target: String
  ) throws(OutputError) -> String {
    let made = TemporaryFiles.create(directory: parent, name: name, kind: kind, folder: true) {
      template -> Bool? in mkdtemp(template) == nil ? nil : true
    }
    guard let made else { throw OutputError.from(errno: errno, path: target, directory: parent) }
    return made.path
  }
}
