// Atomic file replacement with POSIX calls (Glibc/Darwin) rather than Foundation: the
// sequence and its failure handling must be explicit, and these few calls are all it
// needs. Sequence: mkstemp in the target's own directory (so rename never crosses file
// systems), write everything, fsync, close, rename over the target, fsync the directory.
// On any failure the temporary file is unlinked and nothing at the target changes.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files atomically: a reader sees the old file or the complete new one, never a
/// partial one, and a failed write leaves no temporary file behind.
///
/// New files get mode 0644 (mkstemp's 0600 is widened; the umask is not consulted).
///
/// ```swift
/// try AtomicFile.write(bytes, to: "gallery/easings.png")
/// ```
public enum AtomicFile {
  /// Writes `bytes` to `path`, replacing any existing file.
  ///
  /// - Parameters:
  ///   - bytes: The whole new content.
  ///   - path: The target file (relative to the working directory or absolute).
  /// - Throws: ``OutputError`` naming `path` and why: directory missing, a parent that is a
  ///   file, target is a directory, permission denied, read-only, no space.
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
    let (directory, name) = split(path)
    guard !name.isEmpty else { throw OutputError(path: path, reason: .isDirectory) }
    var info = stat()
    if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw OutputError(path: path, reason: .isDirectory)
    }
    let temporary = try makeTemporaryFile(directory: directory, name: name, target: path)
    var failure: OutputError?
    if !writeAll(temporary.descriptor, bytes) || fsync(temporary.descriptor) != 0 {
      failure = .from(errno: errno, path: path, directory: directory)
    }
    if fchmod(temporary.descriptor, 0o644) != 0 && failure == nil {
      failure = .from(errno: errno, path: path, directory: directory)
    }
    if close(temporary.descriptor) != 0 && failure == nil {
      failure = .from(errno: errno, path: path, directory: directory)
    }
    if failure == nil && rename(temporary.path, path) != 0 {
      failure = .from(errno: errno, path: path, directory: directory)
    }
    if let failure {
      unlink(temporary.path)
      throw failure
    }
    syncDirectory(directory)
  }

  /// Checks, before any expensive work, that `path` could be written: its directory exists
  /// and accepts a new file, and (for a file) the path is not a directory. Nothing is left
  /// behind: the probe file is removed at once.
  ///
  /// - Parameters:
  ///   - path: The file, or the folder of frames, to be written later.
  ///   - isFolder: `true` when `path` names a folder that will be swapped into place (an
  ///     existing folder there is not an error).
  /// - Throws: ``OutputError`` as ``write(_:to:)`` would throw it.
  public static func checkCanWrite(to path: String, isFolder: Bool = false) throws(OutputError) {
    var trimmed = path
    while isFolder && trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let (directory, name) = split(trimmed)
    guard !name.isEmpty else { throw OutputError(path: path, reason: .isDirectory) }
    var info = stat()
    if !isFolder && stat(trimmed, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw OutputError(path: path, reason: .isDirectory)
    }
    let probe = try makeTemporaryFile(directory: directory, name: name, target: path)
    close(probe.descriptor)
    unlink(probe.path)
  }

  /// Splits a path into its directory ("." when none) and last component.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Creates `directory/.name.tmp-XXXXXX` with mkstemp.
  private static func makeTemporaryFile(
    directory: String, name: String, target: String
  ) throws(OutputError) -> (descriptor: Int32, path: String) {
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputError.from(errno: errno, path: target, directory: directory)
    }
    let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return (descriptor, temporaryPath)
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
  public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
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

/// `write(2)`, named apart from Swift methods called `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
