// Policy: the package's one lock, a pthread mutex around a value, shared by the renderer's
// temporary-file registry and the CLI. It stands in for the standard library's `Mutex`,
// whose Synchronization module needs macOS 15 / iOS 18 (and is not in the iOS 17 SDK), so
// every target builds at the package's platform floor.
//
// Why `@unchecked Sendable` is sound: the value is stored privately and read or written
// only inside `withLock`, between pthread_mutex_lock and pthread_mutex_unlock, so no two
// threads touch it at once; the value itself is Sendable, so what `withLock` hands out may
// cross threads. The mutex lives in its own allocation (a pthread_mutex_t must not move
// after pthread_mutex_init) and is destroyed with the class.
import CLibC

/// A value guarded by a mutex: every access goes through ``withLock(_:)``.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Guards `value`.
  package init(_ value: Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; `body` must not call `withLock` on the
  /// same instance (the mutex is not recursive).
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
