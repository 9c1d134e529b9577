import Glibc
import HarkStore
import HarkSupport

/// What the shell allows an app from outside: how long a call may take and how much it may write.
public struct RPCLimits: Sendable, Equatable {
  /// How long one call may take, from the request's first byte to the answer's newline.
  public var deadline: Duration
  /// The longest line the app may write (an answer, or a notification it sends meanwhile).
  public var lineBytes: Int
  /// How much it may write during one call, lines it sends meanwhile included.
  public var callBytes: Int

  public init(deadline: Duration = .seconds(5), lineBytes: Int = 4 << 20, callBytes: Int = 8 << 20) {
    self.deadline = deadline
    self.lineBytes = lineBytes
    self.callBytes = callBytes
  }
}

/// Why a call to an app from outside did not give an answer. Every case but ``answeredError``
/// means the app was stopped: its process is gone and a later call starts it again.
public enum RPCFailure: Error, Sendable, Equatable {
  /// The executable could not be run (missing, not executable), or `posix_spawn` failed (errno).
  case couldNotStart(path: String, errno: Int32?)
  /// It ended before it answered: its exit status, or 128 + the signal.
  case ended(status: Int32)
  /// It did not answer within the deadline.
  case timedOut(method: String, seconds: Double)
  /// It wrote more than the limits allow.
  case flooded(bytes: Int)
  /// It wrote a line that is not a JSON-RPC 2.0 message: where in the line reading stopped.
  case malformed(reason: String)
  /// It answered with a JSON-RPC error object.
  case answeredError(code: Int, message: String)

  /// Whether the app is still running after this failure.
  public var leavesAppRunning: Bool {
    if case .answeredError = self { return true }
    return false
  }
}

/// A connection to an app from outside: its executable started on first use, spoken to in
/// JSON-RPC 2.0 over its standard input and output, one JSON text per line (newline-delimited),
/// each call with a deadline. An app that ends, hangs, floods or writes what is not JSON-RPC is
/// stopped (its process group killed) and the failure returned as a value; the next call starts
/// it again. What it writes on its standard error is kept (the last 4 KiB) for its report.
///
/// Not shareable between threads: a shell session owns one per app and calls it from one place.
public final class RPCConnection {
  public let executable: String
  public let arguments: [String]
  public let environment: [String: String]
  public let limits: RPCLimits
  private var process: ChildProcess.Started?
  private var nextID = 1
  /// Bytes read past the last newline, waiting for the rest of their line.
  private var pending: [UInt8] = []
  /// The end of what the app wrote on its standard error.
  public private(set) var standardError: [UInt8] = []
  /// How many times the app was started (a test sees a restart after a crash).
  public private(set) var starts = 0
  static let keptErrorBytes = 4096

  public init(
    executable: String, arguments: [String] = [], environment: [String: String],
    limits: RPCLimits = RPCLimits()
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.limits = limits
  }

  deinit { stop() }

  /// Whether the app's process runs now.
  public var isRunning: Bool { process != nil }

  /// Calls `method` with `params` and returns the answer's `result`.
  public func call(_ method: String, _ params: JSONValue = .object([:])) throws(RPCFailure) -> JSONValue {
    let started = try running()
    let id = nextID
    nextID += 1
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params,
    ]
    let deadline = ContinuousClock.now + limits.deadline
    do throws(RPCFailure) {
      try send(request.encoded() + [0x0A], to: started, method: method, deadline: deadline)
      var received = 0
      while true {
        let line = try readLine(from: started, method: method, deadline: deadline, received: &received)
        guard let answer = try Self.answer(line, to: id) else { continue }
        return try answer.get()
      }
    } catch {
      if !error.leavesAppRunning { stop() }
      throw error
    }
  }

  /// Stops the app: its input closed (a well-behaved app ends at end of input), then its process
  /// group killed and the app reaped.
  public func stop() {
    guard let started = process else { return }
    process = nil
    pending = []
    close(started.input)
    drainError(started)
    ChildProcess.kill(started.pid)
    close(started.output)
    close(started.error)
  }

  // MARK: - The process

  private func running() throws(RPCFailure) -> ChildProcess.Started {
    if let process { return process }
    do throws(ChildProcess.SpawnFailure) {
      let started = try ChildProcess.start(
        executable, arguments: [executable] + arguments, environment: environment)
      process = started
      starts += 1
      standardError = []
      return started
    } catch {
      switch error {
      case .notFound: throw .couldNotStart(path: executable, errno: nil)
      case .couldNotStart(let code): throw .couldNotStart(path: executable, errno: code)
      }
    }
  }

  /// The milliseconds left until `deadline` for `poll`, at least 1; nil once it passed.
  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return Int32(min(Int64(Int32.max), max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000)))
  }

  private func timedOut(_ method: String) -> RPCFailure {
    let (seconds, attoseconds) = limits.deadline.components
    return .timedOut(method: method, seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Writes `bytes` to the app's input before `deadline`, reading its error meanwhile (an app
  /// that fills its error pipe would never read on).
  private func send(
    _ bytes: [UInt8], to started: ChildProcess.Started, method: String, deadline: ContinuousClock.Instant
  ) throws(RPCFailure) {
    var written = 0
    while written < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        Glibc.send(
          started.input, buffer.baseAddress.map { $0 + written }, buffer.count - written, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        written += sent
        continue
      }
      if sent == -1, errno == EINTR { continue }
      guard sent == -1, errno == EAGAIN || errno == EWOULDBLOCK else { throw ended(started) }
      guard let wait = Self.milliseconds(until: deadline) else { throw timedOut(method) }
      var descriptors = [
        pollfd(fd: started.input, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: started.error, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&descriptors, 2, wait)
      if descriptors[1].revents != 0 { drainError(started) }
    }
  }

  /// The next line the app writes (without its newline), before `deadline`.
  private func readLine(
    from started: ChildProcess.Started, method: String, deadline: ContinuousClock.Instant, received: inout Int
  ) throws(RPCFailure) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    // Bytes of `pending` known to hold no newline: each byte is looked at once, however the
    // app's writes are cut.
    var scanned = 0
    while true {
      if let newline = pending[scanned...].firstIndex(of: 0x0A) {
        let line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        return line
      }
      scanned = pending.count
      guard pending.count <= limits.lineBytes else { throw .flooded(bytes: pending.count) }
      guard let wait = Self.milliseconds(until: deadline) else { throw timedOut(method) }
      var descriptors = [
        pollfd(fd: started.output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: started.error, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, wait)
      if ready < 0, errno == EINTR { continue }
      if descriptors[1].revents != 0 { drainError(started) }
      guard descriptors[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(started.output, $0.baseAddress, $0.count) }
      if count > 0 {
        received += count
        guard received <= limits.callBytes else { throw .flooded(bytes: received) }
        pending += buffer[..<count]
      } else if count == 0 {
        throw ended(started)
      } else if errno != EINTR, errno != EAGAIN, errno != EWOULDBLOCK {
        throw ended(started)
      }
    }
  }

  /// The failure of an app whose output ended: its status once it is reaped (it is killed if it
  /// closed its output but runs on).
  private func ended(_ started: ChildProcess.Started) -> RPCFailure {
    drainError(started)
    for _ in 0..<20 {
      if let status = ChildProcess.reap(started.pid, blocking: false) {
        process = nil
        close(started.input)
        close(started.output)
        close(started.error)
        pending = []
        return .ended(status: status)
      }
      usleep(5_000)
    }
    return .ended(status: -1)
  }

  /// Reads what the app wrote on its standard error, keeping the last ``keptErrorBytes``.
  private func drainError(_ started: ChildProcess.Started) {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(started.error, $0.baseAddress, $0.count) }
      if count > 0 {
        standardError += buffer[..<count]
        if standardError.count > Self.keptErrorBytes {
          standardError.removeFirst(standardError.count - Self.keptErrorBytes)
        }
      } else if count == -1, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  // MARK: - Messages

  /// What `line` says about the call `id`: its result or error; nil for a line about something
  /// else (a notification the app sends, an answer to an earlier call that timed out is never
  /// kept, since a timeout stops the app).
  static func answer(_ line: [UInt8], to id: Int) throws(RPCFailure) -> Result<JSONValue, RPCFailure>? {
    let message: JSONValue
    do throws(JSONDecodingProblem) {
      message = try JSONValue.decode(line)
    } catch {
      let offset =
        switch error {
        case .syntax(let offset), .invalidUTF8(let offset), .tooDeep(let offset): offset
        }
      throw .malformed(reason: "not JSON (byte \(offset + 1) of a \(line.count)-byte line)")
    }
    guard let members = message.objectValue, members["jsonrpc"] == "2.0" else {
      throw .malformed(reason: "not a JSON-RPC 2.0 message")
    }
    // A notification from the app (a method and no id) is not an answer.
    if members["method"] != nil, members["id"] == nil { return nil }
    guard let number = members["id"]?.numberValue, number == Double(id) else {
      throw .malformed(reason: "an answer to a call that was not made")
    }
    if let error = members["error"] {
      let code = error.objectValue?["code"]?.numberValue.map { Int($0) } ?? 0
      let text = error.objectValue?["message"]?.stringValue ?? ""
      return .failure(.answeredError(code: code, message: text))
    }
    guard let result = members["result"] else { throw .malformed(reason: "an answer with no result") }
    return .success(result)
  }
}
