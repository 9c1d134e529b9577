/// The qualified name of a schema intent or entity, `messages.sendMessage` or `contacts.person`:
/// the key that joins grammars, apps and the catalog.
///
/// It lives here, below the catalog, because a grammar's readings name their intent by it
/// (``Reading/intent``); HarkCore's catalog gives the names it knows as constants
/// (`SchemaID.sendMessage`) and rejects the others with where they were written.
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

  /// The name after the domain, `sendMessage` of `messages.sendMessage`.
  public var name: Substring {
    guard let dot = rawValue.firstIndex(of: ".") else { return Substring(rawValue) }
    return rawValue[rawValue.index(after: dot)...]
  }

  public static func < (a: SchemaID, b: SchemaID) -> Bool { a.rawValue < b.rawValue }
}
