/// Something in a message that could not be read as the standards say. Reading goes on past
/// each one; a message lists each problem once.
public enum MIMEProblem: Sendable, Hashable {
  /// The file is empty, or holds nothing that reads as a message.
  case empty
  /// No From header.
  case missingFrom
  /// A From header without an address in it (the header's text).
  case malformedFrom(String)
  /// No Date header.
  case missingDate
  /// A Date header that reads as no date (the header's text).
  case unreadableDate(String)
  /// A charset no converter here knows (its name); the text was read as UTF-8 or Windows-1252.
  case unknownCharset(String)
  /// A base64 part that stops in the middle of a group of four (the part's name or type): what
  /// came before is kept.
  case truncatedEncoding(String)
  /// A multipart whose closing boundary never comes: the last part runs to the end of the file.
  case missingClosingBoundary
  /// A multipart whose Content-Type declares no boundary: its body was read as one text.
  case undeclaredBoundary
  /// A header line that is not `Name: value` (a line without a colon, a name with spaces).
  case malformedHeader
  /// Header bytes that are neither ASCII nor encoded words; read as UTF-8, else Windows-1252.
  case unencoded8BitHeader
  /// Another departure from the MIME structure GMime reported (its warning code).
  case malformedStructure(Int)
}
