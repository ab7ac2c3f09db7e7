// Policy: the gallery grows in place, so the first demos can be opened while the rest render.
// - Each file is written atomically into the target folder itself (AtomicFile: a temporary
//   beside it, then a rename): a reader sees an earlier file or the whole new one, never a
//   half-written one. `index.html` is rewritten the same way before the first demo and after
//   each one, listing what is there and what is still to come.
// - Safety: an existing target is written into only when it is a folder holding nothing but
//   files a gallery makes (regular files whose names end in .apng, .gif, .png, .json or
//   .html, or the temporaries of such files); otherwise the run stops before rendering with
//   exit 73 and the folder is left alone. A symbolic link is never followed or replaced.
// - Replacing an earlier gallery: its files are replaced one by one as the new ones are
//   written; once every demo is written, the gallery-named files this run did not write (a
//   demo since renamed, say) are deleted, so the folder then holds exactly one gallery.
// - One run at a time: a run holds a POSIX record lock (fcntl F_SETLK) on
//   `.choreo-gallery.lock` in the folder from before its first write until it exits (the
//   kernel drops it then, SIGKILL included). A second run into the same folder stops with
//   exit 73 before writing anything, naming the process that holds the lock (F_GETLK), so
//   two runs never delete each other's files or mix two galleries under one index. The
//   lock file stays: removing a file that another run may have opened lets two runs in.
// - A failed or interrupted run keeps what it finished (each file whole) and `index.html`
//   saying so; files of an earlier gallery that were not yet replaced are kept too.
//   SIGINT, SIGTERM and SIGHUP remove the temporary of the file being written (SignalCleanup);
//   after a SIGKILL, the next run writing the same file removes it (its name holds the dead
//   run's pid).
import CLibC
import ChoreoRender

/// The gallery folder, written file by file (see the policy above).
final class GalleryFolder: Sendable {
  /// The target folder as given, without trailing slashes (`choreo-gallery`).
  let target: String
  /// The names this run has written.
  private let written = Locked<Set<String>>([])
  /// The hidden file whose lock marks the folder as being written by one run.
  static let lockFileName = ".choreo-gallery.lock"
  /// The open lock file; its lock is held until the process ends.
  private let lockDescriptor: Int32

  /// Checks the target, and creates it (mode 0755) when nothing is there.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when the target is a file or a
  ///   link, holds files a gallery does not make, cannot be created or written in, or is
  ///   being written by another run (named by its process id).
  init(target path: String) throws(CLIError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let name = trimmed.split(separator: "/").last ?? ""
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .cannotCreateOutput(path: path, reason: "give the gallery folder a name")
    }
    target = trimmed
    let existing: [String]?
    do throws(OutputError) {
      var found = try AtomicFolder.replaceableEntries(of: path, mayHold: Self.mayHold)
      if found == nil {
        do throws(OutputError) {
          try AtomicFolder.makeFolder(path)
        } catch {
          // Another run may have made it a moment ago: then it is there to lock.
          found = try AtomicFolder.replaceableEntries(of: path, mayHold: Self.mayHold)
          if found == nil { throw error }
        }
      }
      existing = found
    } catch {
      throw Self.cliError(error)
    }
    lockDescriptor = try Self.lock(folder: trimmed, as: path)
    if existing != nil {
      // An earlier gallery: find out now, not after the first demo, if it is read-only.
      do throws(OutputError) {
        try AtomicFile.checkCanWrite(to: trimmed + "/index.html")
      } catch {
        close(lockDescriptor)
        throw Self.cliError(error)
      }
    }
  }

  deinit { close(lockDescriptor) }

  /// Takes the folder's lock (see the policy above), or says which process holds it.
  ///
  /// - Returns: The lock file's descriptor, to keep open for the rest of the run.
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when another run holds the
  ///   lock, or the lock file cannot be opened or locked.
  private static func lock(folder: String, as path: String) throws(CLIError) -> Int32 {
    let descriptor = open(
      folder + "/" + lockFileName, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw .cannotCreateOutput(
        path: path, reason: "cannot open its lock file: " + String(cString: strerror(errno)))
    }
    var request = wholeFileLock()
    if fcntl(descriptor, F_SETLK, &request) == 0 { return descriptor }
    let failure = errno
    var holder = wholeFileLock()
    let found = fcntl(descriptor, F_GETLK, &holder) == 0 && holder.l_type != Int16(F_UNLCK)
    close(descriptor)
    guard failure == EAGAIN || failure == EACCES else {
      throw .cannotCreateOutput(
        path: path, reason: "cannot lock it: " + String(cString: strerror(failure)))
    }
    let who = found ? "another choreo run (process \(holder.l_pid))" : "another choreo run"
    throw .cannotCreateOutput(
      path: path,
      reason: "\(who) is writing a gallery into it; wait for that run to finish (or stop"
        + " it), or choose another --out")
  }

  /// An exclusive lock request on the whole file.
  private static func wholeFileLock() -> flock {
    var request = flock()
    request.l_type = Int16(F_WRLCK)
    request.l_whence = Int16(SEEK_SET)
    request.l_start = 0
    request.l_len = 0
    return request
  }

  /// Writes `bytes` as `file` in the folder, atomically.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` naming the file's path.
  func write(_ bytes: [UInt8], as file: String) throws(CLIError) {
    do {
      try AtomicFile.write(bytes, to: target + "/" + file)
    } catch {
      throw .cannotCreateOutput(path: target + "/" + file, reason: CLIError.reason(of: error))
    }
    written.withLock { _ = $0.insert(file) }
  }

  /// Deletes the gallery files this run did not write (an earlier gallery's leftovers) and
  /// the temporaries that dead runs left. Call once every file is written.
  func removeLeftovers() {
    let kept = written.withLock { $0 }
    for entry in AtomicFolder.entries(in: target) ?? [] where !kept.contains(entry) {
      if let base = Self.temporaryBase(entry) {
        TemporaryFiles.removeStale(directory: target, name: base)
      } else if Self.isGalleryFileName(entry) {
        var info = stat()
        if lstat(target + "/" + entry, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
          unlink(target + "/" + entry)
        }
      }
    }
  }

  /// Whether a gallery folder may hold `entry`: a gallery file, a temporary of one, or the
  /// lock file.
  private static func mayHold(_ entry: String) -> Bool {
    isGalleryFileName(entry) || temporaryBase(entry) != nil || entry == lockFileName
  }

  /// Whether `file` is named like a file a gallery makes.
  private static func isGalleryFileName(_ file: String) -> Bool {
    !file.hasPrefix(".")
      && [".apng", ".gif", ".png", ".html", ".json"].contains { file.hasSuffix($0) }
  }

  /// `NAME` when `entry` is `.NAME.tmp-…` (a temporary, see TemporaryFiles) for a gallery
  /// file NAME, else nil.
  private static func temporaryBase(_ entry: String) -> String? {
    guard entry.hasPrefix(".") else { return nil }
    let body = entry.dropFirst()
    // The last ".tmp-" ends NAME (NAME itself may hold dots).
    var index = body.endIndex
    while index > body.startIndex {
      index = body.index(before: index)
      guard body[index...].hasPrefix(".tmp-") else { continue }
      let base = String(body[..<index])
      return isGalleryFileName(base) ? base : nil
    }
    return nil
  }

  /// The CLI error for an output error, in the gallery's words where it has its own.
  private static func cliError(_ error: OutputError) -> CLIError {
    switch error.reason {
    case .notDirectory:
      return .cannotCreateOutput(path: error.path, reason: "it exists and is not a folder")
    case .folderHasOtherFiles(let stranger):
      return .cannotCreateOutput(
        path: error.path,
        reason: "the folder holds '\(stranger)', which the gallery does not make; not"
          + " writing into it (move it away or choose another --out)")
    default:
      return CLIError(error)
    }
  }
}
