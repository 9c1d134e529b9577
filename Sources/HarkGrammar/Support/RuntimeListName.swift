/// The name of a list whose values are known only at run time, as a template writes it in
/// braces (`{contact}`, `{app}`, `{playlist}`): the key that joins the shell's runtime lists, the
/// catalog's entities that ask for one and the grammars' slots.
public struct RuntimeListName: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name as templates spell it, without braces.
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  public static func < (a: RuntimeListName, b: RuntimeListName) -> Bool { a.rawValue < b.rawValue }

  /// The names of the people in every app's contacts, with their synonyms.
  public static let contact: RuntimeListName = "contact"
  /// The names of the apps, with their synonyms.
  public static let app: RuntimeListName = "app"
}
