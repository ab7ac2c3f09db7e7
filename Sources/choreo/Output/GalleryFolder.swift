// Atomicity of the gallery: the whole folder is written through AtomicFolder (ChoreoRender):
// into a hidden temporary folder beside the target, each file in it written with AtomicFile,
// then swapped into place: exchanged with an earlier gallery in one step on Linux
// (renameat2(RENAME_EXCHANGE)), elsewhere by moving the earlier one aside first; the earlier
// gallery is deleted only once the new one is in. Any failure removes the temporary folder,
// so a failed run leaves the previous gallery (or nothing) in place.
//
// Safety: an existing target is replaced only when it is a folder holding nothing but files
// a gallery makes (names ending in .apng, .gif, .png, .json or .html); otherwise the run stops
// before rendering with exit 73 and the folder is left alone. SIGINT, SIGTERM and SIGHUP
// remove the temporary folder before the tool exits (SignalCleanup); after a SIGKILL the
// next run writing the same target removes it (its name holds the dead run's pid).
import ChoreoRender

/// A gallery folder being written: files go into a hidden temporary folder until
/// ``commit()`` swaps it into place.
struct GalleryFolder {
  /// The folder swap underneath.
  private let folder: AtomicFolder

  /// The target folder as given, without trailing slashes (`choreo-gallery`).
  var target: String { folder.target }

  /// Checks the target and creates the temporary folder beside it.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when the target is a file, holds
  ///   files a gallery does not make, or the folder cannot be created.
  init(target path: String) throws(CLIError) {
    let name = path.split(separator: "/").last ?? ""
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .cannotCreateOutput(path: path, reason: "give the gallery folder a name")
    }
    do {
      folder = try AtomicFolder(replacing: path, mayHold: Self.isGalleryFileName)
    } catch {
      throw Self.cliError(error)
    }
  }

  /// Writes `bytes` as `file` in the temporary folder.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` naming the final path.
  func write(_ bytes: [UInt8], as file: String) throws(CLIError) {
    do {
      try AtomicFile.write(bytes, to: folder.path(of: file))
    } catch {
      throw .cannotCreateOutput(path: target + "/" + file, reason: CLIError.reason(of: error))
    }
  }

  /// Moves the finished folder into place, replacing an earlier gallery.
  ///
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)``; an earlier gallery is then left
  ///   (or put back) in place, and ``discard()`` removes the temporary folder.
  func commit() throws(CLIError) {
    do {
      try folder.commit()
    } catch {
      throw Self.cliError(error)
    }
  }

  /// Removes the temporary folder and what it holds (all of it written by this run).
  func discard() {
    folder.discard()
  }

  /// Whether `file` is named like a file a gallery makes.
  private static func isGalleryFileName(_ file: String) -> Bool {
    [".apng", ".gif", ".png", ".html", ".json"].contains { file.hasSuffix($0) }
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
          + " replacing it (move it away or choose another --out)")
    default:
      return CLIError(error)
    }
  }
}
