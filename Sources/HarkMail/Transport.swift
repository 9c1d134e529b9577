import Foundation

/// The user's mail transport through the sendmail interface, as mutt's `sendmail` setting is: a
/// program (msmtp, Postfix's or exim's `sendmail`, nullmailer) that reads one RFC 5322 message on
/// its standard input and delivers it.
///
/// With `-t` the program takes the recipients from the message's To, Cc and Bcc headers and
/// strips Bcc before delivery, so the message is handed over as it is; `-oi` keeps a line holding a
/// lone dot from ending the message early.
public struct SendmailTransport: Sendable, Equatable {
  /// The program and its arguments; the program is looked up as ``send(_:environment:)`` says.
  public var command: [String]
  /// How long, in seconds, the program may take before it is killed and the send fails.
  public var timeout: Double

  /// `sendmail -t -oi`: what every sendmail-compatible transport accepts.
  public static let defaultCommand = ["sendmail", "-t", "-oi"]

  /// A transport running `command` (the program first), given `timeout` seconds.
  public init(command: [String] = SendmailTransport.defaultCommand, timeout: Double = 60) {
    self.command = command
    self.timeout = timeout
  }

  /// A transport from a command line as a configuration file writes it (`msmtp -a 'my acct' -t`),
  /// split into words as a shell splits plain words and quotes (see ``words(of:)``); nil when the
  /// line holds no word or leaves a quote open.
  public init?(commandLine: String, timeout: Double = 60) {
    guard let words = SendmailTransport.words(of: commandLine), !words.isEmpty else { return nil }
    self.init(command: words, timeout: timeout)
  }

  /// Hands `message` (the whole RFC 5322 message, CRLF or LF line ends) to the program on its
  /// standard input and waits for it to end.
  ///
  /// The program is run directly, not through a shell, in a process group of its own (a timeout
  /// kills the group: a wrapper script's children too), with every signal at its default and none
  /// blocked. A name without a slash is looked up in `PATH` of `environment` (this process's
  /// environment when nil), then in `/usr/sbin` and `/sbin`, where sendmail lives and which
  /// Debian leaves off a user's `PATH`. Standard output and error are read while the message is
  /// written, so neither side waits on the other however long the message is.
  ///
  /// `bcc` are blind copies the message does not carry (a message kept in Sent or Drafts has no
  /// Bcc header): they are put in a Bcc header at the top of the bytes handed over, which the
  /// transport reads the recipients from and strips (`-t`: msmtp, Postfix, exim and sendmail
  /// all remove Bcc), so the recipients never see one another.
  ///
  /// - Throws: ``TransportError``: ``TransportError/failed(program:status:firstLine:)`` for a
  ///   nonzero exit status, ``TransportError/notFound(program:)``,
  ///   ``TransportError/timedOut(program:seconds:)``, ``TransportError/couldNotStart(program:errno:)``,
  ///   ``TransportError/unusableAddress(_:)`` for a blind copy that is not a bare address.
  public func send(
    _ message: Data, bcc: [String] = [], environment: [String: String]? = nil
  ) throws(TransportError) {
    guard let program = command.first, !program.isEmpty else { throw .notFound(program: "") }
    let message = try Self.adding(bcc: bcc, to: message)
    let environment = environment ?? ProcessInfo.processInfo.environment
    guard let executable = TransportProcess.executable(named: program, path: environment["PATH"]) else {
      throw .notFound(program: program)
    }
    let outcome: TransportProcess.Outcome
    do {
      outcome = try TransportProcess.run(
        executable: executable, arguments: command, environment: environment, input: message,
        timeout: timeout)
    } catch {
      switch error {
      case .notFound: throw .notFound(program: program)
      case .couldNotStart(let number): throw .couldNotStart(program: program, errno: number)
      case .timedOut: throw .timedOut(program: program, seconds: timeout)
      }
    }
    guard outcome.status == 0 else {
      let line =
        TransportProcess.firstLine(of: outcome.standardError)
        ?? TransportProcess.firstLine(of: outcome.standardOutput)
      throw .failed(program: program, status: outcome.status, firstLine: line ?? "")
    }
  }

  /// `message` with a `Bcc:` header of `addresses` before its first line, in the line ending
  /// the message uses; `message` itself when there are none.
  static func adding(bcc addresses: [String], to message: Data) throws(TransportError) -> Data {
    guard !addresses.isEmpty else { return message }
    // A bare address alone: a comma, a bracket or a line break would make the header say other
    // recipients than those given.
    let forbidden = CharacterSet(charactersIn: ",;<>\"()").union(.whitespacesAndNewlines).union(
      .controlCharacters)
    for address in addresses
    where address.isEmpty || !address.unicodeScalars.allSatisfy(\.isASCII)
      || address.unicodeScalars.contains(where: forbidden.contains)
    {
      throw .unusableAddress(address)
    }
    let firstLineEnd = message.firstIndex(of: 0x0A)
    let crlf = firstLineEnd.map { $0 > message.startIndex && message[$0 - 1] == 0x0D } ?? false
    return Data("Bcc: \(addresses.joined(separator: ", "))\(crlf ? "\r\n" : "\n")".utf8) + message
  }
}
