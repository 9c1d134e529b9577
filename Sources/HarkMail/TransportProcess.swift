import Foundation
import HarkSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One run of a transport program: started with `posix_spawn`, fed its standard input while its
/// standard output and error are read, in one `poll` loop, and reaped.
enum TransportProcess {
  /// How a run ended.
  struct Outcome: Equatable {
    /// The exit status, or 128 + the signal's number when a signal ended the program.
    var status: Int32
    /// The first ``keptBytes`` of each stream (the rest is read and dropped).
    var standardOutput: Data
    var standardError: Data
  }

  enum Failure: Error, Equatable {
    case notFound
    case couldNotStart(Int32)
    case timedOut
  }

  /// How much of each output stream is kept: the error is its first line.
  static let keptBytes = 64 * 1024
  /// The longest `poll` waits before looking whether the program ended: a program may end while
  /// a child it started keeps its output open (a transport queueing in the background), and
  /// without a process descriptor (`pidfd_open`, not in Swift's Glibc) the end is seen by asking.
  static let slice: Int32 = 50

  /// The file `name` runs: `name` itself when it holds a slash, else the first executable regular
  /// file of that name in `path`'s folders (an empty entry is the current folder), then
  /// `/usr/sbin` and `/sbin`; nil when there is none.
  static func executable(named name: String, path: String?) -> String? {
    if name.contains("/") { return isExecutableFile(name) ? name : nil }
    let folders =
      (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "." : String($0) } + ["/usr/sbin", "/sbin"]
    for folder in folders {
      let candidate = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  static func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
    return access(path, X_OK) == 0
  }

  /// The first line of `data` that holds more than blanks, trimmed; nil when there is none.
  static func firstLine(of data: Data) -> String? {
    String(decoding: data, as: UTF8.self)
      .split(whereSeparator: \.isNewline)
      .lazy.map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty }
  }

  /// Runs `executable` with `arguments` (the program's name first) and `environment`, writes
  /// `input` to its standard input, then closes it, and waits for the end, at most `timeout`
  /// seconds; then the program's process group is killed and the program reaped.
  static func run(
    executable: String, arguments: [String], environment: [String: String], input: Data, timeout: Double
  ) throws(Failure) -> Outcome {
    // The standard streams are sockets, not pipes (``ChildProcess``): a program that ends
    // without reading its input makes a pipe write raise SIGPIPE, which would end this process.
    let started: ChildProcess.Started
    do throws(ChildProcess.SpawnFailure) {
      started = try ChildProcess.start(executable, arguments: arguments, environment: environment)
    } catch {
      switch error {
      case .notFound: throw .notFound
      case .couldNotStart(let code): throw .couldNotStart(code)
      }
    }
    let pid = started.pid
    var (inputSide, outputSide, errorSide) = (started.input, started.output, started.error)
    defer {
      for descriptor in [inputSide, outputSide, errorSide] where descriptor >= 0 { close(descriptor) }
    }

    var streams = Streams(input: input)
    // An infinite or enormous timeout is a year: Int64 cannot hold infinity's milliseconds.
    let seconds = timeout.isNaN ? 0 : min(max(0, timeout), 365 * 86_400)
    let deadline = ContinuousClock.now + .milliseconds(Int64((seconds * 1000).rounded(.up)))
    var status: Int32?
    while status == nil {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else {
        ChildProcess.kill(pid)
        throw .timedOut
      }
      let leftMilliseconds =
        left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
      streams.exchange(
        input: &inputSide, output: &outputSide, error: &errorSide,
        waiting: Int32(min(Int64(slice), max(1, leftMilliseconds))))
      status = ChildProcess.reap(pid, blocking: false)
    }
    // What the program wrote before it ended is in the sockets: read it without waiting for an end
    // a child of the program may hold back.
    streams.exchange(input: &inputSide, output: &outputSide, error: &errorSide, waiting: 0)
    return Outcome(status: status ?? 0, standardOutput: streams.output, standardError: streams.error)
  }

  /// The input still to write and the output read so far.
  private struct Streams {
    let input: Data
    var written = 0
    var output = Data()
    var error = Data()

    init(input: Data) { self.input = input }

    /// Waits at most `waiting` milliseconds for a descriptor to be ready, then writes what the
    /// input side takes and reads what the output sides hold. A descriptor done with (input all
    /// written or refused, an output at its end) is closed and set to -1.
    mutating func exchange(
      input inputSide: inout Int32, output: inout Int32, error: inout Int32, waiting: Int32
    ) {
      if inputSide >= 0, written >= input.count { Streams.finish(&inputSide) }
      var descriptors = [
        pollfd(fd: inputSide, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: error, events: Int16(POLLIN), revents: 0),
      ]
      // poll ignores a negative descriptor, and with none left it only waits: a program that
      // closed its output but runs on is asked about again after `waiting`, not in a busy loop.
      let ready = poll(&descriptors, nfds_t(descriptors.count), waiting)
      guard ready > 0 || waiting == 0 else { return }
      if inputSide >= 0, descriptors[0].revents != 0 { write(to: &inputSide) }
      if output >= 0 { Streams.read(&output, into: &self.output) }
      if error >= 0 { Streams.read(&error, into: &self.error) }
    }

    private mutating func write(to descriptor: inout Int32) {
      while written < input.count {
        let sent = input.withUnsafeBytes { bytes in
          send(descriptor, bytes.baseAddress.map { $0 + written }, input.count - written, Int32(MSG_NOSIGNAL))
        }
        if sent > 0 {
          written += sent
        } else if sent == -1, errno == EINTR {
          continue
        } else if sent == -1, errno == EAGAIN || errno == EWOULDBLOCK {
          return
        } else {
          // The program closed its input (it ended, or reads no more): its status says the rest.
          written = input.count
        }
      }
      Streams.finish(&descriptor)
    }

    /// Closes the program's input: the end of the message.
    private static func finish(_ descriptor: inout Int32) {
      close(descriptor)
      descriptor = -1
    }

    /// Reads what `descriptor` holds without waiting, keeping at most ``keptBytes`` in `data`.
    private static func read(_ descriptor: inout Int32, into data: inout Data) {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          let room = max(0, TransportProcess.keptBytes - data.count)
          data.append(contentsOf: buffer[..<min(count, room)])
        } else if count == -1, errno == EINTR {
          continue
        } else if count == -1, errno == EAGAIN || errno == EWOULDBLOCK {
          return
        } else {
          close(descriptor)
          descriptor = -1
          return
        }
      }
    }
  }
}
