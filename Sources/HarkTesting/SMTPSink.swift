import Foundation

/// An SMTP server of a test's own, Python's aiosmtpd (PyPI) on 127.0.0.1 at a free port: each
/// message it accepts is written to its folder as `NNNN.eml` (the bytes of the DATA command, as
/// received) beside `NNNN.json` (the envelope's sender and recipients), before it answers 250.
/// Stopped by ``stop()``.
public final class SMTPSink: @unchecked Sendable {
  public let folder: URL
  public let port: Int
  private let process: Process

  /// A Python 3 that imports aiosmtpd: the one on `PATH`, else Debian's (the two may differ).
  public static let python: String? = ["python3", "/usr/bin/python3"].first { candidate in
    (try? PythonRun.run(candidate, ["-c", "import aiosmtpd"]))?.status == 0
  }

  /// Whether the tests can run: msmtp and aiosmtpd installed. Under CI they must be: a test that
  /// needs them fails instead of passing unseen.
  public static var isInstalled: Bool { python != nil && FileManager.default.isExecutableFile(atPath: msmtp) }
  public static var isCI: Bool {
    ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
  }
  /// msmtp, where Debian puts it.
  public static let msmtp = "/usr/bin/msmtp"

  /// The server: a handler writing each message with a temporary name first, so a test never
  /// reads half of one; the envelope beside it before the message is renamed into place.
  static let script = """
    import json, os, sys, threading
    from aiosmtpd.controller import Controller
    folder, port = sys.argv[1], int(sys.argv[2])
    class Sink:
        count = 0
        async def handle_DATA(self, server, session, envelope):
            Sink.count += 1
            base = os.path.join(folder, "%04d" % Sink.count)
            with open(base + ".json", "w") as f:
                json.dump({"from": envelope.mail_from, "to": envelope.rcpt_tos}, f)
            with open(base + ".tmp", "wb") as f:
                f.write(envelope.original_content or envelope.content)
            os.rename(base + ".tmp", base + ".eml")
            return "250 Message accepted for delivery"
    Controller(Sink(), hostname="127.0.0.1", port=port).start()
    threading.Event().wait()
    """

  private init(folder: URL, port: Int, process: Process) {
    self.folder = folder
    self.port = port
    self.process = process
  }

  /// Starts a server writing into a new temporary folder, and returns once it accepts connections.
  public static func start() throws -> SMTPSink {
    guard let python else { throw Failure.notInstalled }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "smtp-sink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let port = Loopback.freePort() else { throw Failure.noPort }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python, "-c", script, folder.path, String(port)]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let sink = SMTPSink(folder: folder, port: port, process: process)
    try sink.waitUntilAnswering()
    return sink
  }

  /// An msmtp configuration for this server, written beside its messages, readable by its owner
  /// alone (msmtp refuses a configuration others may read); its path.
  public func msmtpConfiguration(from sender: String = "sam@rivera.example") throws -> String {
    let file = folder.appendingPathComponent("msmtprc")
    let text = """
      account default
      host 127.0.0.1
      port \(port)
      auth off
      tls off
      from \(sender)

      """
    try Data(text.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    return file.path
  }

  /// The messages received so far, in order: their bytes and envelopes.
  public func received() throws -> [(bytes: Data, envelope: Envelope)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".eml") }.sorted()
    return try names.map { name in
      let base = folder.appendingPathComponent(String(name.dropLast(4)))
      let bytes = try Data(contentsOf: base.appendingPathExtension("eml"))
      let envelope = try JSONDecoder().decode(
        Envelope.self, from: Data(contentsOf: base.appendingPathExtension("json")))
      return (bytes, envelope)
    }
  }

  public struct Envelope: Decodable, Equatable, Sendable {
    public var from: String
    public var to: [String]
  }

  /// Stops the server at once and waits for it to end (SIGKILL, as RadicaleServer does: a
  /// SIGTERM may stay blocked in a child started from the test bundle).
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Stops it and removes its folder.
  public func remove() {
    stop()
    try? FileManager.default.removeItem(at: folder)
  }

  private func waitUntilAnswering() throws {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      guard process.isRunning else { throw Failure.ended(process.terminationStatus) }
      if Loopback.accepts(port: port) { return }
      usleep(50_000)
    }
    stop()
    throw Failure.noAnswer
  }

  public enum Failure: Error {
    case notInstalled
    case ended(Int32)
    case noAnswer
    case noPort
  }
}

/// A Python program run to its end: its status and standard output.
public enum PythonRun {
  /// Runs `python` with `arguments`: its exit status and standard output.
  public static func run(_ python: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }
}
