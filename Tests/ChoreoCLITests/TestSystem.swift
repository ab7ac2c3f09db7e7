import CLibC
// Policy: what the CLI tests need from the system and spell differently on Linux and Darwin,
// in one file (as SystemShim is for the sources):
// - waiting for a directory to change without sleeping: inotify on Linux, a kqueue vnode
//   filter on Darwin, each with a bounded timeout per wait;
// - a Unix socket bound at a path: `SOCK_STREAM` is an enum on Glibc and an `Int32` on
//   Darwin, and `sun_path` holds 108 bytes on Linux but 104 on Darwin, where `$TMPDIR`
//   paths are about 50 bytes before a test adds its own; a path that does not fit is a
//   thrown error, never a write past the field;
// - a pid that is no longer alive: `true` is /bin/true on Debian, /usr/bin/true on macOS;
// - devices and folders only Linux has (/dev/full, /proc): tests that need them are
//   enabled on `hasDevFull` / `hasProc`, so elsewhere the run reports a skip.
import Foundation
import Testing

enum TestSystem {
  /// Whether `/dev/full` (a device whose writes fail with ENOSPC) exists: Linux only.
  static let hasDevFull = fileType("/dev/full") == S_IFCHR

  /// Whether `/proc` is the proc file system (a directory that refuses new files).
  static let hasProc = fileType("/proc/self") != nil

  /// The file type bits of `path`, or nil when nothing is there.
  static func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The pid of a process that has run and been reaped: no longer alive.
  static func deadPid() throws -> Int32 {
    let candidates = ["/usr/bin/true", "/bin/true"]
    let path = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// A stream socket bound at `path`.
  ///
  /// - Returns: Its descriptor (close it).
  /// - Throws: When `path` does not fit in `sun_path` (with its NUL) or a call fails.
  static func boundUnixSocket(at path: String) throws -> Int32 {
    var address = sockaddr_un()
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    let bytes = Array(path.utf8)
    try #require(bytes.count < capacity, "a socket path of \(bytes.count) bytes (\(capacity) fit)")
    #if canImport(Glibc) || canImport(Musl)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
      address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
    #endif
    try #require(descriptor >= 0)
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    if bound != 0 { close(descriptor) }
    try #require(bound == 0, "bind failed with errno \(errno)")
    return descriptor
  }

  /// Wakes a waiter when an entry is created in, or moved into, a directory.
  final class DirectoryWatch {
    private let descriptor: Int32
    #if canImport(Darwin)
      private let directory: Int32
    #endif

    /// Starts watching `path`.
    init(_ path: String) throws {
      #if canImport(Darwin)
        directory = open(path, O_EVTONLY)
        try #require(directory >= 0)
        descriptor = kqueue()
        try #require(descriptor >= 0)
        var change = kevent(
          ident: UInt(directory), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
          fflags: UInt32(NOTE_WRITE), data: 0, udata: nil)
        try #require(kevent(descriptor, &change, 1, nil, 0, nil) == 0)
      #else
        descriptor = inotify_init1(Int32(IN_NONBLOCK))
        try #require(descriptor >= 0)
        try #require(inotify_add_watch(descriptor, path, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0)
      #endif
    }

    deinit {
      close(descriptor)
      #if canImport(Darwin)
        close(directory)
      #endif
    }

    /// Returns when the directory has changed since the last wait, or after at most
    /// `milliseconds`.
    func wait(milliseconds: Int32) {
      #if canImport(Darwin)
        var event = kevent()
        var timeout = timespec(
          tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
        _ = kevent(descriptor, nil, 0, &event, 1, &timeout)
      #else
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, milliseconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = read(descriptor, &buffer, buffer.count)
      #endif
    }
  }
}
