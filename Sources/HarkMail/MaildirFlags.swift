/// The standard Maildir flags, written after `:2,` in a `cur/` file name as their letters in
/// ASCII order: D(raft) F(lagged) P(assed) R(eplied) S(een) T(rashed).
public struct MaildirFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  /// Flags from their bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Not finished; kept in Drafts (`D`).
  public static let draft = MaildirFlags(rawValue: 1 << 0)
  /// Marked as important (`F`).
  public static let flagged = MaildirFlags(rawValue: 1 << 1)
  /// Forwarded, resent or bounced (`P`).
  public static let passed = MaildirFlags(rawValue: 1 << 2)
  /// Answered (`R`).
  public static let replied = MaildirFlags(rawValue: 1 << 3)
  /// Read (`S`).
  public static let seen = MaildirFlags(rawValue: 1 << 4)
  /// Marked for deletion (`T`).
  public static let trashed = MaildirFlags(rawValue: 1 << 5)

  /// Each flag with its letter, in the order the letters are written.
  static let letters: [(flag: MaildirFlags, letter: Character)] = [
    (.draft, "D"), (.flagged, "F"), (.passed, "P"), (.replied, "R"), (.seen, "S"), (.trashed, "T"),
  ]

  /// The flags a file name's info part (`2,FS`) gives; letters it does not know are ignored here
  /// and kept by `MaildirName` when the flags are rewritten.
  init(info letters: Substring) {
    var flags: MaildirFlags = []
    for (flag, letter) in Self.letters where letters.contains(letter) { flags.insert(flag) }
    self = flags
  }

  /// The letters for these flags, sorted (`FS`).
  var letterString: String {
    String(Self.letters.filter { contains($0.flag) }.map(\.letter))
  }
}
