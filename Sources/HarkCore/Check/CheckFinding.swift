/// One problem `hark check` found in an app or a grammar, as a value: the checker reports, the
/// executable decides how to print.
public struct CheckFinding: Sendable, Hashable, CustomStringConvertible {
  /// How bad it is: errors make `hark check` fail.
  public enum Severity: String, Sendable, Hashable, Comparable {
    case error, warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
  }

  public let severity: Severity
  /// What the problem is in: `Mail: MailDraft`, `UnicornChat: SendMessageIntent`, `grammar en: mail.sendDraft`.
  public let subject: String
  /// What is wrong and what to do, in one or two sentences.
  public let message: String
  /// Text to paste to fix it (a Swift stub, a declaration), if the checker can write one.
  public let fixIt: String?
  /// Where it is, for an app described in a file (an app's manifest); nil for a Swift app.
  public let location: CheckLocation?

  public init(
    _ severity: Severity, subject: String, message: String, fixIt: String? = nil,
    location: CheckLocation? = nil
  ) {
    self.severity = severity
    self.subject = subject
    self.message = message
    self.fixIt = fixIt
    self.location = location
  }

  /// `file:line:col: error: subject: message` (the place only for a finding in a file), then the
  /// fix-it indented below it.
  public var rendered: String {
    var text = (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(subject): \(message)"
    if let fixIt {
      text +=
        "\n  fix-it:\n"
        + fixIt.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
    return text
  }

  public var description: String { rendered }
}

extension Array where Element == CheckFinding {
  /// Whether any finding is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }
}
