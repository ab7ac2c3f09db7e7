// Policy: every temporary file or folder the writers make is named after its target and the
// process that made it, `.NAME.tmp-PID-XXXXXX` (or `.NAME.old-PID-XXXXXX` for a folder moved
// aside), and registered here until it is renamed into place or removed. Two things follow:
// - A signal handler (the command-line tool's) can remove every registered temporary before
//   the process exits: `removeAllAndExit(status:report:)` takes the lock for good, so no
//   writer can create another temporary after the removal has begun. Files inside a
//   temporary folder (the frames of a frames folder) are created under the same lock
//   (`createInFolder`), so none appears in a folder while it is being removed; the report
//   names whatever is left all the same, so the tool's message is true.
// - After a SIGKILL, a later run writing the same target removes the temporaries of runs that
//   are no longer alive (kill(pid, 0) fails with ESRCH) and never touches a live one's. A
//   recycled pid only makes a stale temporary look alive; it is then left, never a live one
//   removed.
// NAME is cut (at a UTF-8 character boundary) to the first 235 bytes, so the temporary name
// fits in NAME_MAX (255) whenever the target's own name does: 1 + 235 + ".tmp-" + 7 pid
// digits + "-XXXXXX" = 255.
import CLibC

/// The temporaries this process has made and not yet renamed or removed.
package enum TemporaryFiles {
  /// Paths of temporary files and folders, by kind, under one lock.
  private static let registry = Locked(Registry())

  private struct Registry: Sendable {
    var files: Set<String> = []
    var folders: Set<String> = []
  }

  /// The most bytes of the target's name a temporary name keeps.
  static let nameBudget = 235

  /// `.NAME.KIND-PID-` with NAME cut to ``nameBudget`` bytes: the prefix of this process's
  /// temporaries for `name` (the template adds `XXXXXX`).
  static func prefix(for name: String, kind: String, pid: Int32 = getpid()) -> String {
    ".\(shortened(name)).\(kind)-\(pid)-"
  }

  /// `name` cut to at most ``nameBudget`` UTF-8 bytes, at a character boundary.
  static func shortened(_ name: String) -> String {
    guard name.utf8.count > nameBudget else { return name }
    var result = ""
    var bytes = 0
    for scalar in name.unicodeScalars {
      let size = String(scalar).utf8.count
      if bytes + size > nameBudget { break }
      result.unicodeScalars.append(scalar)
      bytes += size
    }
    return result
  }

  /// Makes `directory/.NAME.KIND-PID-XXXXXX` with `make` (mkstemp or mkdtemp on the
  /// template) and registers it, both under the lock, so a signal cannot fall between them.
  ///
  /// - Returns: The path and what `make` returned, or nil (errno set) when it failed.
  static func create<Result: Sendable>(
    directory: String, name: String, kind: String, folder: Bool,
    _ make: (UnsafeMutablePointer<CChar>) -> Result?
  ) -> (path: String, result: Result)? {
    removeStale(directory: directory, name: name)
    var template = Array("\(directory)/\(prefix(for: name, kind: kind))XXXXXX".utf8CString)
    return registry.withLock { registry in
      guard let made = template.withUnsafeMutableBufferPointer({ make($0.baseAddress!) }) else {
        return nil
      }
      let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      if folder { registry.folders.insert(path) } else { registry.files.insert(path) }
      return (path, made)
    }
  }

  /// Creates and registers an empty temporary file (mode 0600) for `name` in `directory`.
  ///
  /// - Returns: Its path and an open descriptor, or `nil` with `errno` set.
  static func createFile(directory: String, name: String) -> (path: String, result: Int32)? {
    create(directory: directory, name: name, kind: "tmp", folder: false) { template in
      let descriptor = mkstemp(template)
      return descriptor >= 0 ? descriptor : nil
    }
  }

  /// Forgets `path` (it was renamed into place or removed), running `action` under the lock
  /// first so that a signal sees either the registered temporary or its final state.
  @discardableResult
  static func release<Result: Sendable>(_ path: String, _ action: () -> Result) -> Result {
    registry.withLock { registry in
      let result = action()
      registry.files.remove(path)
      registry.folders.remove(path)
      return result
    }
  }

  /// Removes every registered temporary, reports what could not be removed, and ends the
  /// process with `status`, without returning. Called from the tool's signal-handling
  /// thread (not from a signal handler), so it may take locks and read directories; the
  /// lock is never released, so no writer can create a temporary, or a file inside a
  /// temporary folder, after this begins.
  ///
  /// - Parameters:
  ///   - status: The exit status (130 after SIGINT, 143 after SIGTERM).
  ///   - report: Receives the paths still there after the removal (none, normally).
  package static func removeAllAndExit(
    status: Int32, report: (_ leftovers: [String]) -> Void
  ) -> Never {
    registry.withLock { registry in
      var leftovers: [String] = []
      for file in registry.files.sorted() where unlink(file) != 0 && errno != ENOENT {
        leftovers.append(file)
      }
      for folder in registry.folders.sorted() where !removeFolder(folder) {
        leftovers.append(folder)
      }
      report(leftovers)
      _exit(status)
    }
  }

  /// Creates a file inside a registered temporary folder with `make` (an `open` with
  /// `O_CREAT`), under the lock: once ``removeAllAndExit(status:report:)`` has begun, no
  /// file appears in a folder it is removing (the writer waits until the process ends).
  ///
  /// - Returns: What `make` returned.
  static func createInFolder<Result>(_ make: () -> Result) -> Result {
    registry.withLock { _ in make() }
  }

  /// The number of temporaries registered now (for tests).
  package static var count: Int {
    registry.withLock { $0.files.count + $0.folders.count }
  }

  /// Removes `directory`'s temporaries for `name` made by processes that are no longer
  /// alive: files and folders named `.NAME.tmp-PID-XXXXXX` or `.NAME.old-PID-XXXXXX` whose
  /// PID is not a running process. A live process's temporaries are left alone.
  ///
  /// - Parameters:
  ///   - directory: The directory the temporaries are in.
  ///   - name: The target's name (not its path).
  package static func removeStale(directory: String, name: String) {
    let base = "." + shortened(name) + "."
    guard let entries = AtomicFolder.entries(in: directory) else { return }
    for entry in entries where entry.hasPrefix(base) {
      let rest = entry.dropFirst(base.count)
      guard rest.hasPrefix("tmp-") || rest.hasPrefix("old-") else { continue }
      let tail = rest.dropFirst(4)
      guard let dash = tail.firstIndex(of: "-"), let pid = Int32(tail[..<dash]), pid > 0,
        tail[tail.index(after: dash)...].utf8.count == 6
      else { continue }
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
      let path = directory + "/" + entry
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: unlink(path)
      case S_IFDIR: removeFolder(path)
      default: continue
      }
    }
  }

  /// Unlinks the regular files in `folder` (a temporary folder holds nothing else), then
  /// removes it; anything left keeps it in place.
  ///
  /// - Returns: Whether the folder is gone.
  @discardableResult
  static func removeFolder(_ folder: String) -> Bool {
    for entry in AtomicFolder.entries(in: folder) ?? [] {
      let path = folder + "/" + entry
      var info = stat()
      if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        removeFolder(path)
      } else {
        unlink(path)
      }
    }
    return rmdir(folder) == 0 || errno == ENOENT
  }
}
