#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` to `path` atomically: into a new temporary file in the same directory
/// (so the rename cannot cross file systems), flushed to disk, then renamed over `path`.
/// On any failure the temporary file is removed and `path` is untouched.
///
/// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` with the system's reason.
func writeAtomically(_ text: String, to path: String) throws(CLIError) {
  let slash = path.lastIndex(of: "/")
  let directory = slash.map { String(path[...$0]) } ?? ""
  let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
  guard !name.isEmpty, name != ".", name != ".." else {
    throw .cannotCreateOutput(path: path, reason: "the path names a directory, not a file")
  }
  var random = SystemRandomNumberGenerator()
  let suffix = String(random.next() & 0xFFFF_FFFF, radix: 16)
  let temporary = "\(directory).\(name).\(getpid()).\(suffix).tmp"
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard descriptor >= 0 else {
    throw .cannotCreateOutput(path: path, reason: systemReason())
  }
  var failure: String?
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = systemReason()
        return
      }
      offset += written
    }
  }
  if failure == nil, fsync(descriptor) != 0 { failure = systemReason() }
  if close(descriptor) != 0, failure == nil { failure = systemReason() }
  if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
  if let failure {
    unlink(temporary)
    throw .cannotCreateOutput(path: path, reason: failure)
  }
}

/// The text of the current `errno`.
private func systemReason() -> String {
  String(cString: strerror(errno))
}
