// Policy: ChoreoTesting reads and removes goldens through the C library, not Foundation.
// Foundation is the only reason a program would load it (with ICU: about 8 ms of dynamic
// loading per process start), and the `choreo` tool reaches this module through
// ChoreoDemos, so a Foundation import here slowed every command it runs.
import CLibC

/// The few file-system calls snapshots make.
enum SnapshotFiles {
  /// The whole contents of the regular file at `path`, or nil when it cannot be read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes += chunk[0..<count]
    }
  }

  /// Removes the file at `path`, if there is one.
  static func remove(_ path: String) {
    unlink(path)
  }

  /// Creates the folder at `path` and any missing folders above it (mode 0755).
  ///
  /// - Throws: ``SnapshotWriteError`` naming the folder that could not be made.
  static func makeFolders(_ path: String) throws(SnapshotWriteError) {
    var made = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
      if mkdir(made, 0o755) != 0 && errno != EEXIST {
        let reason = String(cString: strerror(errno))
        throw SnapshotWriteError(description: "cannot create the folder \(made): \(reason)")
      }
    }
  }

  /// The value of the environment variable `name`, or nil when it is not set.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// `file` inside `folder`.
  static func join(_ folder: String, _ file: String) -> String {
    folder.hasSuffix("/") ? folder + file : folder + "/" + file
  }

  /// The folder holding `path` (`path` made absolute against the working directory first,
  /// as Foundation's file URLs are).
  static func parent(of path: String) -> String {
    var absolute = path
    if !absolute.hasPrefix("/") {
      if let directory = getcwd(nil, 0) {
        absolute = join(String(cString: directory), path)
        free(directory)
      }
    }
    while absolute.count > 1 && absolute.hasSuffix("/") { absolute.removeLast() }
    guard let slash = absolute.lastIndex(of: "/") else { return "." }
    return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
  }
}
