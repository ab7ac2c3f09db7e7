// Policy: the few system calls whose form differs between Linux (Glibc, Musl) and Darwin,
// each behind one function here so the writers and the CLI call one spelling:
// - starting a thread: `pthread_t` is an integer on Linux and a non-optional pointer on
//   Darwin, where `pthread_create` takes `pthread_t?` and a start routine whose argument is
//   non-optional;
// - swapping two paths in one step: `renameat2(RENAME_EXCHANGE)` on Linux (looked up at run
//   time: Swift's Glibc module does not declare it; glibc has it since 2.28, Linux since
//   3.15), `renamex_np(RENAME_SWAP)` on Darwin (macOS 10.12, iOS 10). Elsewhere, or where
//   the file system refuses, the caller falls back to two renames.
import CLibC

/// System calls spelled once for every platform the package builds on.
package enum SystemShim {
  /// How an attempt to swap two paths in one step went.
  package enum Exchange: Sendable, Equatable {
    /// The two paths now name each other's former entries.
    case exchanged
    /// The call failed for a reason a fallback would meet too (`errno` is set).
    case failed
    /// The platform, kernel or file system cannot swap in one step: fall back.
    case unsupported
  }

  /// Swaps the entries at two paths in one step, so neither path is ever missing.
  ///
  /// - Parameters:
  ///   - first: A path that exists.
  ///   - second: Another path that exists, on the same file system.
  /// - Returns: Whether they were swapped, the call failed (`errno` set), or it is not
  ///   available here.
  package static func exchange(_ first: String, _ second: String) -> Exchange {
    #if os(Linux)
      guard let exchange = renameExchange else { return .unsupported }
      let renameExchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE, <linux/fs.h>
      if exchange(AT_FDCWD, first, AT_FDCWD, second, renameExchangeFlag) == 0 { return .exchanged }
      return errno == ENOSYS || errno == EINVAL ? .unsupported : .failed
    #elseif canImport(Darwin)
      if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return .exchanged }
      // ENOTSUP: the volume cannot swap (some network and FAT volumes).
      return errno == ENOTSUP || errno == EINVAL ? .unsupported : .failed
    #else
      return .unsupported
    #endif
  }

  /// Starts a detached thread that runs `body` (for work that must not be a Swift task:
  /// the CLI's signal thread, which blocks in `sigwait`).
  ///
  /// - Parameter body: What the thread runs; it may never return.
  /// - Returns: Whether the thread started.
  package static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let status = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
          return nil
        }, box)
    #else
      var thread = pthread_t()
      let status = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
          return nil
        }, box)
    #endif
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(box).release()
      return false
    }
    #if canImport(Darwin)
      if let thread { pthread_detach(thread) }
    #else
      pthread_detach(thread)
    #endif
    return true
  }

  /// A thread's work, carried through `pthread_create`'s context pointer.
  private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}

#if os(Linux)
  /// `int renameat2(int, const char *, int, const char *, unsigned int)`, if libc has it.
  private let renameExchange:
    (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? =
      {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else {
          return nil
        }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
            -> Int32).self)
      }()
#endif
