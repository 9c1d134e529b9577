/// What is wrong with a card's bytes, at which line (from 1).
public enum VCardProblem: Error, Sendable, Hashable {
  /// The first line is not `BEGIN:VCARD`.
  case notACard(line: Int)
  /// A content line without the colon between its name and its value.
  case missingColon(line: Int)
  /// No `END:VCARD` closes the card.
  case missingEnd(line: Int)
  /// A card larger than an address book's card can reasonably be.
  case tooLarge(bytes: Int)

  /// The line the problem is at (0 when it is about the whole file).
  public var line: Int {
    switch self {
    case .notACard(let line), .missingColon(let line), .missingEnd(let line): line
    case .tooLarge: 0
    }
  }
}

/// A failure of an address book: each says the file or folder and what happened, for one
/// renderer to word.
public enum VCardError: Error, Sendable, Hashable {
  /// A card file that does not read as a card, with where.
  case unreadable(path: String, problem: VCardProblem)
  /// A system call failed on `path`.
  case io(path: String, operation: String, errno: Int32)
  /// The folder is missing or is not a folder.
  case notAFolder(path: String)
  /// Another program changed the card since Hark read it: Hark's edit was not written.
  case changedSinceRead(path: String)
  /// No card of that name.
  case notFound(path: String)
  /// A card of that name already exists.
  case exists(path: String)
}
