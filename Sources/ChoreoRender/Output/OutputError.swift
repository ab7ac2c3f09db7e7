import CLibC

/// Why an output file or folder could not be written.
///
/// The description names the path and the reason in words a person can act on:
///
/// ```
/// cannot write 'out/demo.png': the directory 'out' does not exist
/// ```
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The containing directory does not exist.
    case directoryMissing(String)
    /// A component of the path that must be a directory is a file.
    case parentNotDirectory(String)
    /// The target is an existing directory where a file was asked for.
    case isDirectory
    /// The target exists and is not a directory where a folder was asked for.
    case notDirectory
    /// The folder exists and holds files other than those this writer makes; it is left
    /// alone rather than deleted.
    case folderHasOtherFiles(String)
    /// The operating system refused access.
    case permissionDenied
    /// The file system is mounted read-only.
    case readOnlyFileSystem
    /// No space left on the device (or quota exceeded).
    case noSpace
    /// The path is the empty string.
    case emptyPath
    /// The target is a socket, which cannot be opened as a file.
    case socket
    /// Following symbolic links from the path took more than 40 steps (a loop, most likely).
    case tooManyLinks
    /// The directory exists but does not let files be created in it (as `/proc`).
    case cannotCreateIn(String)
    /// The target name (or a temporary beside it) is longer than the file system allows.
    case nameTooLong
    /// A pipe's reader went away before everything was written.
    case brokenPipe
    /// An input/output error from the device.
    case ioError
    /// Any other operating-system error: its number and message.
    case system(errno: Int32, message: String)
  }

  /// The file or folder that was being written.
  public let path: String
  /// Why it failed.
  public let reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The target path.
  ///   - reason: Why it failed.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write 'PATH': REASON`.
  public var description: String {
    let why: String
    switch reason {
    case .directoryMissing(let directory): why = "the directory '\(directory)' does not exist"
    case .parentNotDirectory(let parent): why = "'\(parent)' is not a directory"
    case .isDirectory: why = "it is a directory"
    case .notDirectory: why = "it exists and is not a directory"
    case .folderHasOtherFiles(let name):
      why = "the existing folder holds '\(name)', which this writer did not make; not replacing it"
    case .permissionDenied: why = "permission denied"
    case .readOnlyFileSystem: why = "the file system is read-only"
    case .noSpace: why = "no space left on the device"
    case .emptyPath: why = "the path is empty; give a file name"
    case .socket: why = "it is a socket, which cannot be written as a file"
    case .tooManyLinks: why = "following its symbolic links takes more than 40 steps (a loop?)"
    case .cannotCreateIn(let directory):
      why = "the directory '\(directory)' does not allow new files to be created in it"
    case .nameTooLong: why = "the file name is longer than the file system allows (255 bytes)"
    case .brokenPipe: why = "the reader of the pipe went away before the output was written"
    case .ioError: why = "the device reported an input/output error"
    case .system(let number, let message): why = "\(message) (errno \(number))"
    }
    return "cannot write '\(path)': \(why)"
  }

  /// Maps an `errno` from an operation on `path` (inside `directory`) to a reason.
  package static func from(errno number: Int32, path: String, directory: String) -> OutputError {
    let reason: Reason
    switch number {
    case ENOENT:
      // ENOENT from creating a file in a directory that exists (as /proc) is not a missing
      // directory.
      var info = stat()
      if stat(directory, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        reason = .cannotCreateIn(directory)
      } else {
        reason = .directoryMissing(nearestMissing(of: directory))
      }
    case ENAMETOOLONG: reason = .nameTooLong
    case EPIPE: reason = .brokenPipe
    case EIO: reason = .ioError
    case ELOOP: reason = .tooManyLinks
    case ENOTDIR: reason = .parentNotDirectory(nearestNonDirectory(of: directory))
    case EISDIR: reason = .isDirectory
    case EACCES, EPERM: reason = .permissionDenied
    case EROFS: reason = .readOnlyFileSystem
    case ENOSPC, EDQUOT: reason = .noSpace
    default: reason = .system(errno: number, message: String(cString: strerror(number)))
    }
    return OutputError(path: path, reason: reason)
  }

  /// The first ancestor of `directory` (itself included) that does not exist, or
  /// `directory` itself when all do.
  private static func nearestMissing(of directory: String) -> String {
    let parts = directory.split(separator: "/")
    let root = directory.hasPrefix("/") ? "/" : ""
    for count in stride(from: 1, through: parts.count, by: 1) {
      let prefix = root + parts[0..<count].joined(separator: "/")
      var info = stat()
      if stat(prefix, &info) != 0 { return prefix }
    }
    return directory
  }

  /// The first ancestor of `directory` (itself included) that exists but is not a
  /// directory, or `directory` itself when none is found.
  private static func nearestNonDirectory(of directory: String) -> String {
    let parts = directory.split(separator: "/")
    let root = directory.hasPrefix("/") ? "/" : ""
    for count in stride(from: 1, through: parts.count, by: 1) {
      let prefix = root + parts[0..<count].joined(separator: "/")
      var info = stat()
      if stat(prefix, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR { return prefix }
    }
    return directory
  }
}
