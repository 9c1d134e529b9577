import Dispatch
import Glibc
import Synchronization

/// Who holds a store's lock while another process waits for it.
public struct LockHolder: Sendable, Equatable, CustomStringConvertible {
  /// The lock file.
  public var path: String
  /// The process holding it, when the system says (from `/proc/locks`).
  public var pid: Int32?
  /// How long this process has waited so far, in seconds.
  public var waited: Double

  public var description: String {
    let who = pid.map { "process \($0)" } ?? "another process"
    return "\(path): waiting for the store's lock, held by \(who) for over \(Int(waited)) s"
  }
}

/// The clock a writer's patience is measured on: the system's, or a test's that moves only when told,
/// so a test of a slow lock waits for no real second.
protocol LockClock: Sendable {
  /// Seconds since an origin of this clock's own.
  func now() -> Double
  /// Calls `action` once, on a thread other than the waiter's, when `seconds` have passed on this
  /// clock.
  func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void)
}

/// The system's monotonic clock, and Dispatch's timers on it.
struct SystemLockClock: LockClock {
  func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: action)
  }
}

/// The advisory lock every writer of a store takes, re-entrant within one thread: a recursive mutex
/// keeps threads of this process apart (`flock` would not: they share one open file), and `flock`
/// on `.lock` keeps processes apart. When the lock is not free within `patience` seconds on `clock`,
/// `onSlow` is told once who holds it, and the wait goes on.
final class WriterLock: @unchecked Sendable {
  // The mutex is only touched through pthread calls; `depth` only while it is held.
  let path: String
  let fd: Int32
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var depth = 0
  let onSlow = Mutex<(@Sendable (LockHolder) -> Void)?>(nil)
  let patience: Double
  let clock: any LockClock

  init(path: String, fd: Int32, patience: Double = 1, clock: any LockClock = SystemLockClock()) {
    self.path = path
    self.fd = fd
    self.patience = patience
    self.clock = clock
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    close(fd)
  }

  /// Runs `body` holding the lock.
  func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(StoreError) -> Result<T, E> {
    try lock()
    defer { unlock() }
    do { return .success(try body()) } catch { return .failure(error) }
  }

  /// Runs `body` holding the lock, typed for the store's own errors.
  func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    try lock()
    defer { unlock() }
    return try body()
  }

  /// Takes the lock only if no other thread of this process holds it (it may wait for another
  /// process); false when one does. For callers that hold other locks a holder may be waiting for.
  func lockIfFree() throws(StoreError) -> Bool {
    guard pthread_mutex_trylock(mutex) == 0 else { return false }
    do throws(StoreError) {
      try acquireFile()
    } catch {
      pthread_mutex_unlock(mutex)
      throw error
    }
    return true
  }

  func lock() throws(StoreError) {
    pthread_mutex_lock(mutex)
    do throws(StoreError) {
      try acquireFile()
    } catch {
      pthread_mutex_unlock(mutex)
      throw error
    }
  }

  func unlock() {
    depth -= 1
    if depth == 0 { flock(fd, LOCK_UN) }
    pthread_mutex_unlock(mutex)
  }

  /// Takes the file lock unless this thread already holds it. Called holding the mutex.
  private func acquireFile() throws(StoreError) {
    if depth > 0 {
      depth += 1
      return
    }
    if try tryFlock() {
      depth = 1
      return
    }
    // Busy: wait, and if it takes longer than `patience`, say who holds it (once).
    if let handler = onSlow.withLock({ $0 }) {
      let path = path
      let flag = WaitFlag()
      let clock = clock
      let started = clock.now()
      clock.after(patience) {
        guard flag.waiting.load(ordering: .acquiring) else { return }
        let waited = clock.now() - started
        handler(LockHolder(path: path, pid: WriterLock.holder(of: path), waited: waited))
      }
      defer { flag.waiting.store(false, ordering: .releasing) }
      try blockingFlock()
    } else {
      try blockingFlock()
    }
    depth = 1
  }

  private func tryFlock() throws(StoreError) -> Bool {
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      if errno == EWOULDBLOCK { return false }
      throw .locked(path: path, errno: errno)
    }
    return true
  }

  private func blockingFlock() throws(StoreError) {
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR { throw .locked(path: path, errno: errno) }
    }
  }

  /// The process holding a `flock` on the file at `path`, from `/proc/locks` (matched by inode and
  /// device); nil when it cannot be told.
  static func holder(of path: String) -> Int32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    guard let file = fopen("/proc/locks", "r") else { return nil }
    defer { fclose(file) }
    let device = UInt64(info.st_dev)
    let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
    let minor = (device & 0xff) | ((device >> 12) & ~0xff)
    var buffer = [CChar](repeating: 0, count: 512)
    var fallback: Int32?
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      // "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234 0 EOF"; a waiter's line starts "1: ->".
      guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]) else { continue }
      let place = fields[5].split(separator: ":")
      guard place.count == 3, place[2] == Substring(String(info.st_ino)) else { continue }
      if UInt64(place[0], radix: 16) == major && UInt64(place[1], radix: 16) == minor { return pid }
      fallback = fallback ?? pid
    }
    return fallback
  }
}

/// Whether a waiter still waits; shared with the timer that reports a slow lock.
private final class WaitFlag: Sendable {
  let waiting = Atomic<Bool>(true)
}
