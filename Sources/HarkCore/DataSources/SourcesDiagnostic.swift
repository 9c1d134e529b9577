import Foundation

/// A problem in a sources file or a tool's config (khal's, khard's, notmuch's): where (file:line:col), the word that failed, and
/// what is wrong as a value; ``rendered`` words it for the terminal, as grammar diagnostics are.
public struct SourcesDiagnostic: Sendable, Equatable, Error, CustomStringConvertible {
  /// The file read.
  public var file: URL
  /// 1-based line.
  public var line: Int
  /// 1-based column (in characters) of the word that failed.
  public var column: Int
  /// The word that failed, as written.
  public var word: String
  /// What is wrong.
  public var problem: Problem

  /// A problem with `word` at `line`:`column` of `file`.
  public init(file: URL, line: Int, column: Int, word: String, problem: Problem) {
    self.file = file
    self.line = line
    self.column = column
    self.word = word
    self.problem = problem
  }

  /// What can be wrong in a sources file.
  public enum Problem: Sendable, Equatable {
    /// A line that is neither `[kind name]`, `key = value`, a comment nor blank.
    case notALine
    /// `[kind …]` with a kind Hark does not know.
    case unknownKind(known: [String])
    /// A section header without its closing `]`.
    case unclosedSection
    /// A second section with the same kind and name.
    case duplicateSection
    /// `key = value` before any section.
    case keyOutsideSection
    /// A key the section's kind does not take.
    case unknownKey(known: [String])
    /// A key given twice in one section.
    case duplicateKey
    /// `key =` with nothing after it.
    case emptyValue
    /// A yes/no key with another word.
    case notYesOrNo
    /// A number key (a timeout) with something else, or not above zero.
    case notAPositiveNumber
    /// A `caldav` address that is not an http or https URL.
    case notAnHTTPAddress
    /// A path naming `$NAME` that the environment does not set.
    case unsetVariable(String)
    /// A path starting with `~` and no `HOME`.
    case noHome
    /// A calendar section naming neither `folder` nor `caldav`.
    case noLocation
    /// A calendar section naming both `folder` and `caldav`.
    case twoLocations
    /// `user`, `password-file` or `timeout` on a folder calendar.
    case onlyForServers
    /// A second calendar or address book marked default.
    case secondDefault
    /// An address book or mailbox section without its folder (`folder` or `maildir`, the key).
    case noFolder(key: String)
    /// A `from` that is neither `Name <address>` nor an address.
    case notASender
    /// A command line (`sendmail`) whose quote is not closed.
    case unclosedQuote
    /// khal's `default_calendar` naming no calendar of its config.
    case unknownCalendar
    /// The file exists and could not be read (its error's text is the system's).
    case unreadable(String)
    /// A `port` that is not a whole number from 1 to 65535.
    case notAPort
    /// A `port` with a music server on a Unix socket.
    case portWithSocket
    /// A `password` in a sources file others may read (its mode; nil when it could not be read).
    case passwordReadableByOthers(mode: UInt32?)
    /// A second `[music NAME]` section: Hark talks to one server (the first's name).
    case secondMusicServer(first: String)
  }

  /// `file:line:col: error: message (the word)`: one line, the word that failed quoted.
  public var rendered: String {
    "\(file.path):\(line):\(column): error: \(message)"
  }

  /// The rendered form.
  public var description: String { rendered }

  /// What is wrong, naming the word and what to write instead.
  public var message: String {
    let quoted = "“\(word)”"
    switch problem {
    case .notALine: return "\(quoted) is not a line of a sources file: write [kind name] or key = value"
    case .unknownKind(let known):
      return "\(quoted) is not a kind of source; known: \(known.joined(separator: ", "))"
    case .unclosedSection: return "\(quoted): the section's name needs a closing ]"
    case .duplicateSection: return "\(quoted) is named twice; give each section its own name"
    case .keyOutsideSection: return "\(quoted) comes before any section: start with [calendar NAME]"
    case .unknownKey(let known): return "\(quoted) is not a key here; known: \(known.joined(separator: ", "))"
    case .duplicateKey: return "\(quoted) is given twice in this section"
    case .emptyValue: return "\(quoted) has no value after ="
    case .notYesOrNo: return "\(quoted) is not yes or no"
    case .notAPositiveNumber: return "\(quoted) is not a number of seconds above zero"
    case .notAnHTTPAddress: return "\(quoted) is not an http:// or https:// address"
    case .unsetVariable(let name): return "\(quoted) names $\(name), which is not set"
    case .noHome: return "\(quoted) starts with ~ and HOME is not set"
    case .noLocation: return "\(quoted) names no folder = PATH or caldav = URL"
    case .twoLocations: return "\(quoted) names both a folder and a caldav server; keep one"
    case .onlyForServers: return "\(quoted) is only for a caldav calendar"
    case .secondDefault: return "\(quoted) is a second default; mark one"
    case .noFolder(let key): return "\(quoted) names no \(key) = PATH"
    case .notASender: return "\(quoted) is not a sender: write Name <address> or an address"
    case .unclosedQuote: return "\(quoted) has a quote that is not closed"
    case .unknownCalendar: return "\(quoted) is not a calendar of this config"
    case .unreadable(let reason): return "\(quoted) could not be read: \(reason)"
    case .notAPort: return "\(quoted) is not a port number from 1 to 65535"
    case .portWithSocket: return "\(quoted) is only for a host name, not a socket"
    case .passwordReadableByOthers(let mode):
      let said = mode.map { "mode " + String($0, radix: 8) } ?? "its mode could not be read"
      return "\(quoted) is in a file others may read (\(said)): chmod 600 it, "
        + "or give MPD_HOST=password@host"
    case .secondMusicServer(let first):
      return "\(quoted) is a second music server; Hark talks to one (“\(first)”)"
    }
  }
}
