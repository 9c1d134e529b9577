import Foundation
import Testing

@testable import HarkMail

/// SendmailTransport over programs every Debian has (sh, cat, sleep): what the program reads,
/// how its failures, absence and slowness come back, how a command line splits into words.
@Suite struct TransportTests {
  static let message = Data("To: mary@example.org\nSubject: hello\n\nSee you at nine.\n".utf8)

  /// A new temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transport-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theDefaultCommandIsSendmailTakingRecipientsFromTheHeaders() {
    #expect(SendmailTransport().command == ["sendmail", "-t", "-oi"])
    #expect(SendmailTransport().timeout == 60)
  }

  @Test(arguments: [Double.infinity, 1e300])
  func aTimeoutTooLongToCountIsNoLimit(_ timeout: Double) {
    #expect(throws: Never.self) {
      try SendmailTransport(command: ["true"], timeout: timeout).send(Self.message)
    }
  }

  @Test func theProgramReadsTheMessageBytesOnItsStandardInput() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("copy")
    try SendmailTransport(command: ["sh", "-c", "cat > \"$1\"", "sh", copy.path]).send(Self.message)
    #expect(try Data(contentsOf: copy) == Self.message)
  }

  /// `cat` writes back everything it reads: with 8 MB in and 8 MB out, a transport that wrote all
  /// its input before reading would wait on cat while cat waits on it, until the timeout.
  @Test func aLongMessageIsWrittenWhileTheProgramsOutputIsRead() throws {
    let long = Data(repeating: UInt8(ascii: "x"), count: 8 * 1024 * 1024)
    #expect(throws: Never.self) { try SendmailTransport(command: ["cat"]).send(long) }
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var script: String
    var status: Int32
    var firstLine: String
    var testDescription: String { script }
  }

  @Test(arguments: [
    Failure(
      script: "echo 'msmtp: cannot connect to 127.0.0.1' >&2; echo 'msmtp: could not send' >&2; exit 75",
      status: 75, firstLine: "msmtp: cannot connect to 127.0.0.1"),
    Failure(
      script: "echo; echo '' >&2; echo '  refused: no such user  ' >&2; exit 67", status: 67,
      firstLine: "refused: no such user"),
    Failure(
      script: "echo 'said only on its output'; exit 1", status: 1, firstLine: "said only on its output"),
    Failure(script: "exit 3", status: 3, firstLine: ""),
    Failure(script: "kill -9 $$", status: 128 + 9, firstLine: ""),
  ])
  func aNonzeroStatusFailsWithTheStatusAndTheFirstLineSaid(_ failure: Failure) {
    #expect(
      throws: TransportError.failed(program: "sh", status: failure.status, firstLine: failure.firstLine)
    ) {
      try SendmailTransport(command: ["sh", "-c", failure.script]).send(Self.message)
    }
  }

  @Test func aProgramThatEndsWithoutReadingItsInputDoesNotEndTheShell() {
    let long = Data(repeating: UInt8(ascii: "y"), count: 4 * 1024 * 1024)
    #expect(throws: TransportError.failed(program: "sh", status: 1, firstLine: "no")) {
      try SendmailTransport(command: ["sh", "-c", "echo no >&2; exit 1"]).send(long)
    }
  }

  @Test(arguments: ["hark-no-such-transport", "/nonexistent/sbin/sendmail", "/tmp"])
  func aProgramThatIsMissingOrNotAFileIsNotFound(_ program: String) {
    #expect(throws: TransportError.notFound(program: program)) {
      try SendmailTransport(command: [program, "-t", "-oi"]).send(Self.message)
    }
  }

  @Test func aFileThatIsNotExecutableIsNotFound() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sendmail")
    try Data("#!/bin/sh\nexit 0\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    #expect(throws: TransportError.notFound(program: file.path)) {
      try SendmailTransport(command: [file.path, "-t"]).send(Self.message)
    }
    #expect(throws: TransportError.notFound(program: "hark-test-sendmail")) {
      try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("hark-test-sendmail"))
      try SendmailTransport(command: ["hark-test-sendmail", "-t"]).send(
        Self.message, environment: ["PATH": folder.path])
    }
  }

  @Test func anEmptyCommandIsNotFound() {
    #expect(throws: TransportError.notFound(program: "")) {
      try SendmailTransport(command: []).send(Self.message)
    }
  }

  @Test(arguments: [["sleep", "30"], ["sh", "-c", "sleep 30; exit 0"]])
  func aProgramThatDoesNotEndInTimeIsKilledAndTimedOut(_ command: [String]) {
    #expect(throws: TransportError.timedOut(program: command[0], seconds: 0.3)) {
      try SendmailTransport(command: command, timeout: 0.3).send(Self.message)
    }
  }

  /// A transport may leave a child queueing the message with its output still open (the child
  /// keeps the program's descriptors): the send ends with the program, not with the child.
  @Test func theSendEndsWithTheProgramWhileAChildItLeftRunsOn() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = folder.appendingPathComponent("child")
    let script = "sleep 30 & echo $! > \"$1\"; echo queued >&2; exit 0"
    #expect(throws: Never.self) {
      try SendmailTransport(command: ["sh", "-c", script, "sh", child.path], timeout: 20).send(Self.message)
    }
    if let pid = Int32(
      try String(contentsOf: child, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    {
      kill(pid, SIGKILL)
    }
  }

  /// A program that closes its output and runs on is waited for (its status is the answer).
  @Test func aProgramThatClosesItsOutputIsWaitedFor() {
    #expect(throws: TransportError.failed(program: "sh", status: 4, firstLine: "")) {
      try SendmailTransport(command: ["sh", "-c", "exec >&- 2>&- <&-; sleep 0.2; exit 4"], timeout: 20).send(
        Self.message)
    }
  }

  @Test(arguments: ["\n", "\r\n"])
  func blindCopiesGoInABccHeaderBeforeTheFirstLineInTheMessagesLineEnding(_ end: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("copy")
    let message = Data("To: mary@example.org\(end)Subject: hello\(end)\(end)Hi\(end)".utf8)
    try SendmailTransport(command: ["sh", "-c", "cat > \"$1\"", "sh", copy.path]).send(
      message, bcc: ["dana@example.org", "priya@example.net"])
    #expect(
      try Data(contentsOf: copy) == Data("Bcc: dana@example.org, priya@example.net\(end)".utf8) + message)
  }

  @Test(arguments: [
    "", "dana @example.org", "dana@example.org, eve@example.org", "<dana@example.org>", "王@example.org",
  ])
  func aBlindCopyThatIsNotABareAddressRunsNothing(_ address: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ran = folder.appendingPathComponent("ran")
    #expect(throws: TransportError.unusableAddress(address)) {
      try SendmailTransport(command: ["touch", ran.path]).send(
        Self.message, bcc: ["mary@example.org", address])
    }
    #expect(!FileManager.default.fileExists(atPath: ran.path))
  }

  /// The program is looked up in the given environment's PATH and runs with that environment.
  @Test func theGivenEnvironmentFindsTheProgramAndIsItsEnvironment() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("hark-test-sendmail")
    let said = folder.appendingPathComponent("said")
    try Data("#!/bin/sh\nprintf '%s' \"$HARK_ACCOUNT\" > \"$HARK_SAID\"\n".utf8).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let transport = SendmailTransport(command: ["hark-test-sendmail", "-t"])
    try transport.send(
      Self.message,
      environment: ["PATH": "/nonexistent:\(folder.path)", "HARK_ACCOUNT": "work", "HARK_SAID": said.path])
    #expect(try String(contentsOf: said, encoding: .utf8) == "work")
    #expect(throws: TransportError.notFound(program: "hark-test-sendmail")) {
      try transport.send(Self.message, environment: ["PATH": "/nonexistent"])
    }
  }

  struct Line: CustomTestStringConvertible, Sendable {
    var line: String
    var words: [String]?
    var testDescription: String { line }
  }

  @Test(arguments: [
    Line(line: "msmtp -t -oi", words: ["msmtp", "-t", "-oi"]),
    Line(line: "msmtp -a 'my acct' -t", words: ["msmtp", "-a", "my acct", "-t"]),
    Line(line: "  /usr/sbin/sendmail\t-oem  -oi ", words: ["/usr/sbin/sendmail", "-oem", "-oi"]),
    Line(line: "msmtp --account=\"work mail\" -t", words: ["msmtp", "--account=work mail", "-t"]),
    Line(line: #"a\ b "x\"y\n" '' 'it'\''s'"#, words: ["a b", #"x"y\n"#, "", "it's"]),
    Line(line: "msmtp \\\n -t", words: ["msmtp", "-t"]),
    Line(line: "msmtp -a 'open", words: nil),
    Line(line: "msmtp -a \"open", words: nil),
    Line(line: "msmtp\\", words: nil),
  ])
  func aCommandLineSplitsAsAShellSplitsWordsAndQuotes(_ case: Line) {
    #expect(SendmailTransport.words(of: `case`.line) == `case`.words)
    #expect(SendmailTransport(commandLine: `case`.line)?.command == `case`.words)
  }

  @Test(arguments: ["", "   ", "''x 'open"])
  func aCommandLineWithoutWholeWordsMakesNoTransport(_ line: String) {
    #expect(SendmailTransport(commandLine: line) == nil)
  }
}
