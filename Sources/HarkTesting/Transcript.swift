import Foundation
import HarkGrammar

/// A copy of a session: what the user typed and what the shell answered, with a header naming
/// the store fixture, the clock and the language.
///
/// ```
/// # store: demo
/// # now: 2026-06-09T09:41:00Z
/// # language: en
/// # timezone: Europe/Berlin
///
/// > send a message to Glow
/// What would you like to say to Glow?
/// > what movie do you recommend
/// Sent to Glow in UnicornChat: “what movie do you recommend”
/// ```
/// `> ^D` stands for the end of input. `# timezone:` (an IANA name, UTC when absent) is the
/// user's time zone, in which dates are read and said. Other `#` lines are comments.
public struct Transcript: Sendable, Equatable {
  /// One line typed and what the shell printed in answer.
  public struct Exchange: Sendable, Equatable {
    public var input: String
    public var output: [String]
    /// The 1-based line of the `>` line in the file.
    public var line: Int

    public init(input: String, output: [String], line: Int) {
      self.input = input
      self.output = output
      self.line = line
    }
  }

  /// The store the session starts from: `demo` (the bundled demo data) or `empty`.
  public var store: String
  /// The fixed clock.
  public var now: Date
  /// The language the session speaks, for readers and filters.
  public var language: String
  /// The user's time zone.
  public var timeZone: TimeZone = .gmt
  /// Whether the session searches by meaning (`# needs: semantic index`): it replays only where
  /// the sentence model is installed, since without it the same words find other things.
  public var needsSemanticIndex = false
  /// Header and comment lines, kept so `--update` rewrites the file faithfully.
  public var header: [String]
  public var exchanges: [Exchange]

  /// The marker for the end of input.
  public static let endOfInput = "^D"

  public init(store: String, now: Date, language: String, header: [String], exchanges: [Exchange]) {
    self.store = store
    self.now = now
    self.language = language
    self.header = header
    self.exchanges = exchanges
  }

  /// Reads a transcript; a malformed header names the file and line.
  public static func parse(_ text: String, file: String) throws(TranscriptError) -> Transcript {
    var store = "demo"
    var now: Date?
    var language = "en"
    var timeZone = TimeZone.gmt
    var needsIndex = false
    var header: [String] = []
    var exchanges: [Exchange] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let number = index + 1
      if exchanges.isEmpty && (line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty) {
        if !line.isEmpty { header.append(line) }
        guard line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
        let key = line[line.index(after: line.startIndex)..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch key {
        case "store":
          guard ["demo", "empty"].contains(value) else {
            throw .badHeader(file: file, line: number, message: "store must be demo or empty, not “\(value)”")
          }
          store = value
        case "now":
          // Not absent: a time that does not parse is said as the header's error.
          guard let date = try? Date(value, strategy: .iso8601) else {
            throw .badHeader(
              file: file, line: number, message: "now must be an ISO-8601 time, not “\(value)”")
          }
          now = date
        case "language": language = value
        case "timezone":
          guard let zone = TimeZone(identifier: value) else {
            throw .badHeader(
              file: file, line: number,
              message: "timezone must be an IANA name such as Europe/Berlin, not “\(value)”")
          }
          timeZone = zone
        case "needs":
          guard value == "semantic index" else {
            throw .badHeader(
              file: file, line: number, message: "needs takes “semantic index”, not “\(value)”")
          }
          needsIndex = true
        default: break
        }
      } else if line.hasPrefix("> ") || line == ">" {
        exchanges.append(Exchange(input: String(line.dropFirst(2)), output: [], line: number))
      } else if exchanges.isEmpty {
        throw .badHeader(file: file, line: number, message: "expected “> ” before the shell's answer")
      } else {
        exchanges[exchanges.count - 1].output.append(line)
      }
    }
    guard let now else {
      throw .badHeader(file: file, line: 1, message: "the header needs “# now: <ISO-8601>”")
    }
    for i in exchanges.indices {
      while exchanges[i].output.last?.isEmpty == true { exchanges[i].output.removeLast() }
    }
    var transcript = Transcript(
      store: store, now: now, language: language, header: header, exchanges: exchanges)
    transcript.timeZone = timeZone
    transcript.needsSemanticIndex = needsIndex
    return transcript
  }

  /// The transcript as a file.
  public var text: String {
    var lines = header
    lines.append("")
    for exchange in exchanges {
      lines.append("> " + exchange.input)
      lines += exchange.output
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A transcript that cannot be read.
public enum TranscriptError: Error, Equatable, CustomStringConvertible {
  case badHeader(file: String, line: Int, message: String)
  case unreadable(file: String, reason: String)
  /// A line holds bytes that are not UTF-8: refused, as the shell refuses such a line, with the
  /// offset of the first bad byte in the line.
  case invalidUTF8(file: String, line: Int, UTF8Check.Invalid)
  /// The transcript searches by meaning and no semantic index with the sentence model is at hand.
  case needsSemanticIndex

  public var description: String {
    switch self {
    case .needsSemanticIndex: "needs the semantic index with the sentence model, which is not installed"
    case .badHeader(let file, let line, let message): "\(file):\(line): \(message)"
    case .unreadable(let file, let reason): "\(file): \(reason)"
    case .invalidUTF8(let file, let line, let invalid): "\(file):\(line): the line \(invalid)"
    }
  }
}
