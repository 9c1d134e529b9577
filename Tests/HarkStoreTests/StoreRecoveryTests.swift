import Foundation
import Glibc
import Synchronization
import Testing

@testable import HarkStore

/// The ways out of broken states: a stale derived index, an interrupted creation, damage that cannot
/// be moved, a flood of damage.
@Suite struct StoreRecoveryTests {
  @Test func aLineMovedInPlaceRebuildsTheDerivedIndex() throws {
    let folder = try TemporaryFolder()
    let records = (0..<400).map { StoreTests.message("m\($0)", "text \($0)", conversation: "c\($0 % 4)") }
    _ = try Store.create(
      at: folder.child("s"), seed: [StoreSeed(app: "chat", collection: "messages", records: records)])
    let store = try Store.open(at: folder.child("s"), indexThreshold: 1)
    #expect(
      try store.records(app: "chat", collection: "messages", where: "conversation", equals: "c1").count == 100
    )
    // Move the first record's line to the end without changing the file's size or inode.
    let path = folder.child("s").path + "/chat/messages.jsonl"
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    lines.append(lines.remove(at: 1))
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
    try handle.close()
    let reopened = try Store.open(at: folder.child("s"), indexThreshold: 1)
    #expect(
      try reopened.records(app: "chat", collection: "messages", where: "conversation", equals: "c1").count
        == 100)
    #expect(try reopened.record(app: "chat", collection: "messages", id: "m0")?.fields["text"] == "text 0")
  }

  @Test func anInterruptedCreationLeavesNoHalfMadeStoreAndIsCleanedUp() throws {
    let folder = try TemporaryFolder()
    // What a creation killed while building leaves: a hidden folder named for a process that is gone.
    let leftover = folder.path + "/.s" + Store.buildingInfix + "2147483646-1"
    try FileManager.default.createDirectory(atPath: leftover + "/chat", withIntermediateDirectories: true)
    let store = try Store.create(at: folder.child("s"), seed: [])
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(try store.records(app: "chat", collection: "messages").isEmpty)
    #expect(throws: StoreError.notEmpty(path: folder.child("s").path)) {
      _ = try Store.create(at: folder.child("s"), seed: [])
    }
  }

  @Test func damageThatCannotBeMovedIsReadAroundAndNeverCalledMoved() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(app: "chat", collection: "messages", [StoreTests.message("m1", "hi")])
    let path = folder.child("s").path + "/chat/messages.jsonl"
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("not json\n{\"id\":\"m2\",\"fields\":{}}\n".utf8))
    try handle.close()
    // The rejects file cannot be written: a folder in its place.
    try FileManager.default.createDirectory(
      atPath: folder.child("s").path + "/chat/messages.rejects", withIntermediateDirectories: false)
    let reader = try Store.open(at: folder.child("s"))
    #expect(try reader.records(app: "chat", collection: "messages").map(\.id) == ["m1", "m2"])
    let warnings = reader.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.notMoved != nil)
    #expect(warnings.first?.description.contains("moved to") == false)
    #expect(warnings.first?.description.contains("left in place") == true)
    // Reported once, though the line is still there.
    _ = try reader.records(app: "chat", collection: "messages")
    #expect(reader.takeWarnings().isEmpty)
  }

  @Test func aFloodOfDamageIsAFewLinesAndACount() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    try store.append(app: "chat", collection: "messages", [StoreTests.message("m1", "hi")])
    let path = folder.child("s").path + "/chat/messages.jsonl"
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(String(repeating: "garbage\n", count: 5000).utf8))
    try handle.close()
    let reader = try Store.open(at: folder.child("s"))
    #expect(try reader.records(app: "chat", collection: "messages").map(\.id) == ["m1"])
    #expect(reader.warnings.count == 5000)
    let shown = reader.takeWarnings()
    #expect(shown.count == StoreWarning.listedPerFile + 1)
    #expect(shown.last?.problem == .more(5000 - StoreWarning.listedPerFile))
    #expect(
      shown.last?.description
        == "chat/messages.jsonl: warning: 4997 more damaged lines; moved to chat/messages.rejects")
  }

  @Test func aSlowLockIsReportedWithItsHolderOnceItsPatienceHasPassed() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let fd = open(folder.child("s").path + "/.lock", O_RDWR)
    #expect(flock(fd, LOCK_EX) == 0)
    let reported = Mutex<[LockHolder]>([])
    let clock = ManualLockClock()
    let writer = try Store.open(
      at: folder.child("s"), indexThreshold: Store.indexedCollectionThreshold, lockClock: clock)
    writer.onSlowLock { holder in reported.withLock { $0.append(holder) } }
    let done = DispatchSemaphore(value: 0)
    // A thread of its own: Dispatch's few pool threads may all be test threads blocked here.
    Thread {
      try? writer.append(app: "chat", collection: "messages", [StoreTests.message("m1", "hi")])
      done.signal()
    }.start()
    // The writer found the lock busy and set its patience (one second) on the clock.
    clock.waitForATimer()
    clock.advance(by: 0.5)
    #expect(reported.withLock { $0.isEmpty })
    clock.advance(by: 0.5)
    // Said once who holds the lock (this process); the write still waits for it.
    #expect(reported.withLock { $0.map(\.pid) } == [getpid()])
    #expect(reported.withLock { $0.first?.waited } == 1)
    #expect(try store.count(app: "chat", collection: "messages") == 0)
    flock(fd, LOCK_UN)
    close(fd)
    done.wait()
    #expect(try store.count(app: "chat", collection: "messages") == 1)
  }

  @Test func aLockFreedWithinItsPatienceIsNotReported() throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let fd = open(folder.child("s").path + "/.lock", O_RDWR)
    #expect(flock(fd, LOCK_EX) == 0)
    let reported = Mutex<[LockHolder]>([])
    let clock = ManualLockClock()
    let writer = try Store.open(
      at: folder.child("s"), indexThreshold: Store.indexedCollectionThreshold, lockClock: clock)
    writer.onSlowLock { holder in reported.withLock { $0.append(holder) } }
    let done = DispatchSemaphore(value: 0)
    Thread {
      try? writer.append(app: "chat", collection: "messages", [StoreTests.message("m1", "hi")])
      done.signal()
    }.start()
    clock.waitForATimer()
    flock(fd, LOCK_UN)
    close(fd)
    done.wait()
    // The patience runs out after the write got the lock: nobody is waiting, nothing is said.
    clock.advance(by: 1)
    #expect(reported.withLock { $0.isEmpty })
    #expect(try store.count(app: "chat", collection: "messages") == 1)
  }
}

/// A clock that moves only when a test says: its timers run, on the test's thread, when `advance`
/// passes their time.
private final class ManualLockClock: LockClock {
  private struct Timer {
    var due: Double
    var action: @Sendable () -> Void
  }

  private let state = Mutex<(now: Double, timers: [Timer])>((0, []))
  private let scheduled = DispatchSemaphore(value: 0)

  func now() -> Double { state.withLock { $0.now } }

  func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
    state.withLock { $0.timers.append(Timer(due: $0.now + seconds, action: action)) }
    scheduled.signal()
  }

  /// Returns once a timer has been set (waiting for it if none has yet).
  func waitForATimer() { scheduled.wait() }

  /// Moves the clock on by `seconds` and runs the timers that are then due.
  func advance(by seconds: Double) {
    let due = state.withLock { state in
      state.now += seconds
      let now = state.now
      let due = state.timers.filter { $0.due <= now }
      state.timers.removeAll { $0.due <= now }
      return due
    }
    for timer in due { timer.action() }
  }
}
