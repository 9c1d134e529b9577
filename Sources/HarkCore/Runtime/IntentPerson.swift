import HarkGrammar

/// A person as any app can describe one, so people move between apps.
///
/// The counterpart of App Intents' `IntentPerson`: what an entity exports and what another app
/// imports, by matching an entity it has or by creating a new one.
public struct IntentPerson: Sendable, Hashable, Codable {
  /// Where the identifier comes from.
  public enum Identifier: Sendable, Hashable, Codable {
    case contact(String)
    case application(String)
    case unknown
  }

  /// A way to reach the person.
  public struct Handle: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable { case phone, email, application }
    public var kind: Kind
    public var value: String
    public var label: String?

    public init(_ kind: Kind, _ value: String, label: String? = nil) {
      self.kind = kind
      self.value = value
      self.label = label
    }
  }

  public var identifier: Identifier
  public var name: PersonNameComponents
  public var handles: [Handle]
  public var aliases: [String]
  public var isMe: Bool

  public init(
    identifier: Identifier = .unknown, name: PersonNameComponents, handles: [Handle] = [],
    aliases: [String] = [], isMe: Bool = false
  ) {
    self.identifier = identifier
    self.name = name
    self.handles = handles
    self.aliases = aliases
    self.isMe = isMe
  }

  /// The name as the shell shows it.
  public var displayName: String { name.displayName }
}

/// The parts of a person's name.
public struct PersonNameComponents: Sendable, Hashable, Codable {
  public var namePrefix: String?
  public var givenName: String?
  public var middleName: String?
  public var familyName: String?
  public var nameSuffix: String?
  public var nickname: String?

  public init(
    namePrefix: String? = nil, givenName: String? = nil, middleName: String? = nil,
    familyName: String? = nil, nameSuffix: String? = nil, nickname: String? = nil
  ) {
    self.namePrefix = namePrefix
    self.givenName = givenName
    self.middleName = middleName
    self.familyName = familyName
    self.nameSuffix = nameSuffix
    self.nickname = nickname
  }

  /// A name from one display string ("Mary Jones"): the first word given, the rest family.
  public init(displayName: String) {
    let words = displayName.split(separator: " ").map(String.init)
    self.init(
      givenName: words.first, familyName: words.count > 1 ? words.dropFirst().joined(separator: " ") : nil)
  }

  /// "Given Family", or the nickname when that is all there is.
  public var displayName: String {
    let parts = [givenName, middleName, familyName].compactMap { $0 }.filter { !$0.isEmpty }
    if parts.isEmpty { return nickname ?? "" }
    // Chinese, Japanese and Korean names put the family name first, without a space (王小明).
    if let familyName, let givenName, (familyName + givenName).unicodeScalars.allSatisfy({ Script.isHan($0) })
    {
      return familyName + givenName
    }
    return parts.joined(separator: " ")
  }
}
