// Atomic file replacement with POSIX calls (Glibc/Darwin) rather than Foundation: the
// sequence and its failure handling must be explicit, and these few calls are all it
// needs. Sequence (see OutputFile): follow symbolic links to the real target; a regular
// file or nothing there gets mkstemp in the target's own directory (so rename never crosses
// file systems), write everything, fsync, close, rename over the target, fsync the
// directory; anything else (a device, a pipe) is opened and written directly. On any
// failure the temporary file is unlinked and nothing at the target changes.
import CLibC

/// Writes files atomically: a reader sees the old file or the complete new one, never a
/// partial one, and a failed write leaves no temporary file behind.
///
/// What is at the path is never destroyed: a regular file (or nothing) is replaced through
/// a temporary file and a rename; a symbolic link is followed and its target replaced, so
/// the link survives; a device, pipe or other non-regular file is written directly, as a
/// shell redirection would. A new file gets mode 0644 (mkstemp's 0600 is widened; the umask
/// is not consulted); a replaced file keeps its mode.
///
/// ```swift
/// try AtomicFile.write(bytes, to: "gallery/easings.png")
/// ```
package enum AtomicFile {
  /// Writes `bytes` to `path`, replacing any existing file.
  ///
  /// - Parameters:
  ///   - bytes: The whole new content.
  ///   - path: The target file (relative to the working directory or absolute).
  /// - Throws: ``OutputError`` naming `path` and why: an empty path, directory missing, a
  ///   parent that is a file, target is a directory or a socket, permission denied,
  ///   read-only, no space.
  package static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
    try OutputFile(path: path).finish(with: bytes)
  }

  /// Checks, before any expensive work, that `path` could be written: its directory exists
  /// and accepts a new file, and (for a file) the path is not a directory. Nothing is left
  /// behind: the probe file is removed at once. A non-regular target (a device, a pipe) is
  /// not opened: opening a pipe would wait for a reader.
  ///
  /// - Parameters:
  ///   - path: The file, or the folder of frames, to be written later.
  ///   - isFolder: `true` when `path` names a folder that will be swapped into place (an
  ///     existing folder there is not an error).
  /// - Throws: ``OutputError`` as ``write(_:to:)`` would throw it.
  package static func checkCanWrite(to path: String, isFolder: Bool = false) throws(OutputError) {
    guard !path.isEmpty else { throw OutputError(path: path, reason: .emptyPath) }
    var trimmed = path
    while isFolder && trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let resolved = isFolder ? trimmed : try followLinks(trimmed, reported: path)
    let (directory, name) = split(resolved)
    guard !name.isEmpty else { throw OutputError(path: path, reason: .isDirectory) }
    var info = stat()
    if !isFolder && stat(resolved, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw OutputError(path: path, reason: .isDirectory)
      case S_IFREG: break
      case S_IFSOCK: throw OutputError(path: path, reason: .socket)
      default:
        guard access(resolved, W_OK) == 0 else {
          throw OutputError.from(errno: errno, path: path, directory: directory)
        }
        return
      }
    }
    guard
      let probe = TemporaryFiles.createFile(directory: directory, name: name)
    else { throw OutputError.from(errno: errno, path: path, directory: directory) }
    close(probe.result)
    TemporaryFiles.release(probe.path) { unlink(probe.path) }
  }

  /// Follows symbolic links from `path` (at most 40, as Linux does) to the path that will
  /// be written: the last link's target, which need not exist yet.
  ///
  /// - Throws: ``OutputError`` naming `reported` when a link cannot be read or the chain is
  ///   too long.
  static func followLinks(_ path: String, reported: String) throws(OutputError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else {
        return current
      }
      var buffer = [UInt8](repeating: 0, count: 4097)
      let length = buffer.withUnsafeMutableBufferPointer { raw in
        raw.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, 4096) }
      }
      guard length > 0 else {
        throw OutputError.from(errno: errno, path: reported, directory: split(current).directory)
      }
      let target = String(decoding: buffer[..<length], as: UTF8.self)
      current = target.hasPrefix("/") ? target : split(current).directory + "/" + target
    }
    throw OutputError(path: reported, reason: .tooManyLinks)
  }

  /// Splits a path into its directory ("." when none) and last component.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Writes every byte to an open file descriptor, retrying short writes and interrupted
  /// ones (EINTR). The atomic writers use it for their temporary files; the command-line
  /// tool uses it for standard output and standard error.
  ///
  /// - Parameters:
  ///   - descriptor: An open, writable file descriptor.
  ///   - bytes: The bytes to write.
  /// - Returns: `true` when every byte was written; `false` on an error (`errno` says which).
  @discardableResult
  package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }

  /// fsyncs a directory so that a rename in it is durable (best effort: errors ignored,
  /// the data itself is already synced and renamed).
  static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
  }
}
