/// The qualified name of a schema intent or entity, `messages.sendMessage` or `contacts.person`:
/// the key that joins grammars, apps and the catalog.
public struct SchemaID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name as grammars spell it, `domain.name`.
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral rawValue: String) { self.rawValue = rawValue }
  public init(domain: String, name: String) { self.rawValue = "\(domain).\(name)" }

  public var description: String { rawValue }

  /// The domain, `messages` of `messages.sendMessage`.
  public var domain: Substring { rawValue.split(separator: ".", maxSplits: 1).first ?? Substring(rawValue) }

  public static func < (a: SchemaID, b: SchemaID) -> Bool { a.rawValue < b.rawValue }

  /// A person, whichever app keeps them: the schema the shell resolves names and relationships to.
  public static let person: SchemaID = "contacts.person"
  /// A message of a messaging app.
  public static let message: SchemaID = "messages.message"
  /// A document: what moves between apps as an attachment.
  public static let file: SchemaID = "files.file"
}
