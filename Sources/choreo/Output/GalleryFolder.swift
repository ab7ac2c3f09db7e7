import ChoreoRender

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
// - A failed or interrupted run keeps what it finished (each file whole) and `index.html`
//   saying so; files of an earlier gallery that were not yet replaced are kept too.
//   SIGINT, SIGTERM and SIGHUP remove the temporary of the file being written (SignalCleanup);
//   after a SIGKILL, the next run writing the same file removes it (its name holds the dead
//   run's pid).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The gallery folder, written file by file (see the policy above).
final class GalleryFolder: Sendable {
  /// The target folder as given, without trailing slashes (`choreo-gallery`).
  let target: String
  /// The names this run has written.
  private let written = Locked<Set<String>>([])

  /// Checks the target, and creates it (mode 0755) when nothing is there.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when the target is a file or a
  ///   link, holds files a gallery does not make, or cannot be created or written in.
  init(target path: String) throws(CLIError) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let name = trimmed.split(separator: "/").last ?? ""
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .cannotCreateOutput(path: path, reason: "give the gallery folder a name")
    }
    target = trimmed
    do {
      let existing = try AtomicFolder.replaceableEntries(of: path, mayHold: Self.mayHold)
      if existing == nil {
        try AtomicFolder.makeFolder(path)
      } else {
        // An earlier gallery: find out now, not after the first demo, if it is read-only.
        try AtomicFile.checkCanWrite(to: trimmed + "/index.html")
      }
    } catch {
      throw Self.cliError(error)
    }
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

  /// Whether a gallery folder may hold `entry`: a gallery file or a temporary of one.
  private static func mayHold(_ entry: String) -> Bool {
    isGalleryFileName(entry) || temporaryBase(entry) != nil
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
