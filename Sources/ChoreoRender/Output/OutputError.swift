#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    case .system(let number, let message): why = "\(message) (errno \(number))"
    }
    return "cannot write '\(path)': \(why)"
  }

  /// Maps an `errno` from an operation on `path` (inside `directory`) to a reason.
  static func from(errno number: Int32, path: String, directory: String) -> OutputError {
    let reason: Reason
    switch number {
    case ENOENT: reason = .directoryMissing(directory)
    case ENOTDIR: reason = .parentNotDirectory(nearestNonDirectory(of: directory))
    case EISDIR: reason = .isDirectory
    case EACCES, EPERM: reason = .permissionDenied
    case EROFS: reason = .readOnlyFileSystem
    case ENOSPC, EDQUOT: reason = .noSpace
    default: reason = .system(errno: number, message: String(cString: strerror(number)))
    }
    return OutputError(path: path, reason: reason)
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
