// Policy: an output is decided by what is at its path once symbolic links are followed.
// - Nothing, or a regular file: written into a temporary file beside it (named as
//   TemporaryFiles says) and renamed over it by `commit()`: readers see the old file or the
//   whole new one. A replaced file keeps its permission bits; a new one gets 0644.
// - A device, a FIFO or another non-regular file: opened (without O_CREAT or O_TRUNC) and
//   written directly, as a shell redirection would; replacing it with a regular file would
//   destroy it. A socket cannot be opened and is refused. Errors (ENOSPC from /dev/full, EPIPE
//   from a pipe whose reader left) surface from `write` as OutputError.
// - A directory: refused.
import CLibC

/// One output file being written, in pieces: a temporary beside a regular target, or the
/// target itself when it is a device or a pipe. ``commit()`` finishes it; ``discard()``
/// abandons it, leaving what was at the path untouched.
package final class OutputFile {
  /// The path as given (the one errors name).
  package let path: String
  /// The path written once symbolic links are followed.
  package let target: String
  /// The temporary file, or nil when the target is written directly.
  package let temporary: String?
  /// The directory of ``target``.
  private let directory: String
  /// The permission bits the finished file gets.
  private let mode: mode_t
  private var descriptor: Int32
  /// Bytes written so far.
  package private(set) var byteCount = 0

  /// Opens `path` for writing as the policy at the top of this file says.
  ///
  /// - Throws: ``OutputError`` naming `path`.
  package init(path: String) throws(OutputError) {
    guard !path.isEmpty else { throw OutputError(path: path, reason: .emptyPath) }
    self.path = path
    target = try AtomicFile.followLinks(path, reported: path)
    let (directory, name) = AtomicFile.split(target)
    self.directory = directory
    guard !name.isEmpty else { throw OutputError(path: path, reason: .isDirectory) }
    var info = stat()
    var existingMode: mode_t?
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw OutputError(path: path, reason: .isDirectory)
      case S_IFSOCK: throw OutputError(path: path, reason: .socket)
      case S_IFREG: existingMode = info.st_mode & 0o7777
      default:
        // A device or a pipe: write to it, never replace it.
        let opened = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else {
          throw OutputError.from(errno: errno, path: path, directory: directory)
        }
        descriptor = opened
        temporary = nil
        mode = 0
        return
      }
    }
    guard
      let made = TemporaryFiles.createFile(directory: directory, name: name)
    else { throw OutputError.from(errno: errno, path: path, directory: directory) }
    descriptor = made.result
    temporary = made.path
    mode = existingMode ?? 0o644
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// Appends `bytes`.
  ///
  /// - Throws: ``OutputError`` (no space, a closed pipe ...); call ``discard()`` then.
  package func write(_ bytes: [UInt8]) throws(OutputError) {
    let failed: OutputError? = bytes.withUnsafeBytes { raw in
      do throws(OutputError) {
        try write(raw)
        return nil
      } catch {
        return error
      }
    }
    if let failed { throw failed }
  }

  /// Appends the bytes in `buffer`.
  ///
  /// - Throws: ``OutputError``; call ``discard()`` then.
  package func write(_ buffer: UnsafeRawBufferPointer) throws(OutputError) {
    precondition(descriptor >= 0, "write to \(path) after commit or discard")
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw failure()
      }
      offset += written
    }
    byteCount += buffer.count
  }

  /// Finishes the file: a temporary is synced, given its mode and renamed over the target;
  /// a direct target is closed.
  ///
  /// - Throws: ``OutputError``; the target is then unchanged (for a temporary) and
  ///   ``discard()`` removes what is left.
  package func commit() throws(OutputError) {
    precondition(descriptor >= 0, "commit of \(path) after commit or discard")
    guard let temporary else {
      let status = close(descriptor)
      descriptor = -1
      if status != 0 { throw failure() }
      return
    }
    if fsync(descriptor) != 0 || fchmod(descriptor, mode) != 0 { throw failure() }
    let status = close(descriptor)
    descriptor = -1
    if status != 0 { throw failure() }
    let renamed = TemporaryFiles.release(temporary) { rename(temporary, target) == 0 }
    if !renamed {
      let error = failure()
      TemporaryFiles.release(temporary) { unlink(temporary) }
      throw error
    }
    AtomicFile.syncDirectory(directory)
  }

  /// Appends `bytes` and finishes the file (``write(_:)``, then ``commit()``); when either
  /// fails, abandons it (``discard()``), so what was at the path stays.
  ///
  /// - Throws: ``OutputError``; the file is then discarded.
  package func finish(with bytes: [UInt8]) throws(OutputError) {
    do throws(OutputError) {
      try write(bytes)
      try commit()
    } catch {
      discard()
      throw error
    }
  }

  /// Abandons the file: closes it and removes the temporary. Nothing at the path changes
  /// (bytes already written to a device or pipe stay written). Does nothing after
  /// ``commit()``.
  package func discard() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    if let temporary { TemporaryFiles.release(temporary) { unlink(temporary) } }
  }

  private func failure() -> OutputError {
    OutputError.from(errno: errno, path: path, directory: directory)
  }
}

/// `write(2)`, named apart from Swift methods called `write`.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
