/// A card as read from its file: its bytes, its content lines, and what Hark understands of them.
/// Everything else (PHOTO, X- properties, groups Hark has no use for) stays in the bytes, so an
/// edit (``VCardPatcher``) changes only the lines it means to.
public struct VCard: Sendable {
  /// The file's bytes, exactly.
  public let bytes: [UInt8]
  /// The content lines between BEGIN and END.
  public let lines: [VCardLine]
  /// The `END:VCARD` line: where new lines go.
  let endLine: VCardLine

  /// Reads a card; the problem says which line is wrong.
  public init(bytes: [UInt8]) throws(VCardProblem) {
    self.bytes = bytes
    (lines, endLine) = try VCardParser.lines(bytes)
  }

  /// The lines of property `name` (upper case), in order.
  public func lines(_ name: String) -> [VCardLine] { lines.filter { $0.name == name } }

  /// The first line of property `name`'s text.
  public func text(_ name: String) -> String? { lines.first { $0.name == name }?.text }

  /// `3.0` or `4.0` (2.1 for the oldest cards), as VERSION says; 3.0 when it says nothing.
  public var version: String { text("VERSION")?.trimmed ?? "3.0" }

  /// Whether the card is vCard 4.0, which has RELATED, GENDER and KIND of its own.
  public var isVersion4: Bool { version.hasPrefix("4") }

  public var uid: String? { text("UID")?.trimmed }

  /// FN: the name as the person writes it.
  public var formattedName: String? { text("FN")?.trimmed.nonEmpty }

  /// N's five components.
  public var structuredName: StructuredName? {
    lines("N").first.map { StructuredName(components: $0.components) }
  }

  /// NICKNAME's names, every line's.
  public var nicknames: [String] {
    lines("NICKNAME").flatMap(\.list).map(\.trimmed).filter { !$0.isEmpty }
  }

  public var emails: [TypedValue] { typedValues("EMAIL") }
  public var phones: [TypedValue] { typedValues("TEL") }

  /// ADR's seven components with their types.
  public var addresses: [PostalAddress] {
    lines("ADR").map { PostalAddress(components: $0.components, types: types(of: $0)) }
  }

  /// BDAY as written (`1990-04-05`, `19900405`, `--0405`).
  public var birthday: String? { text("BDAY")?.trimmed.nonEmpty }

  /// ORG's first component (the organisation; later ones are units).
  public var organization: String? { lines("ORG").first?.components.first?.trimmed.nonEmpty }

  /// KIND (4.0; `X-ADDRESSBOOKSERVER-KIND` for Apple's 3.0 groups), lower case.
  public var kind: String? {
    (text("KIND") ?? text("X-ADDRESSBOOKSERVER-KIND"))?.trimmed.lowercased().nonEmpty
  }

  /// The sex GENDER gives (4.0), or the 3.0 conventions (`X-GENDER`, KAddressBook's): F, M, O,
  /// N, U, or nil.
  public var gender: Gender? {
    for name in ["GENDER", "X-GENDER", "X-KADDRESSBOOK-X-GENDER", "X-EVOLUTION-GENDER"] {
      guard let line = lines(name).first, let first = line.components.first?.trimmed.lowercased() else {
        continue
      }
      switch first {
      case "f", "female", "woman": return .female
      case "m", "male", "man": return .male
      case "o", "other": return .other
      case "n", "none": return Gender.none
      case "u", "unknown": return .unknown
      default: continue
      }
    }
    return nil
  }

  /// Whether the card marks itself as its owner's (`X-HARK-ME:yes`): the user's own card when
  /// the sources name none and no card has notmuch's primary address.
  public var isMarkedAsOwners: Bool {
    guard let value = text("X-HARK-ME")?.trimmed.lowercased() else { return false }
    return ["yes", "true", "1"].contains(value)
  }

  /// The values of `name` with their types: TYPE parameters, and for a grouped line the
  /// group's `X-ABLabel` (Apple's `_$!<Mobile>!$_` read as `mobile`).
  func typedValues(_ name: String) -> [TypedValue] {
    lines(name).map { TypedValue(value: $0.text.trimmed, types: types(of: $0)) }.filter { !$0.value.isEmpty }
  }

  /// A line's types, its group's label last.
  func types(of line: VCardLine) -> [String] {
    var types = line.types
    if let label = label(of: line) { types.append(label) }
    return types
  }

  /// The `X-ABLabel` of the line's group, Apple's fixed labels unwrapped, lower case.
  func label(of line: VCardLine) -> String? {
    guard let group = line.group?.lowercased() else { return nil }
    guard
      let label = lines.first(where: { $0.name == "X-ABLABEL" && $0.group?.lowercased() == group })?.text
    else { return nil }
    return Self.unwrappedLabel(label)
  }

  /// `_$!<Spouse>!$_` → `spouse`; a label of the person's own words as written, lower case.
  static func unwrappedLabel(_ label: String) -> String {
    var text = label.trimmed
    if text.hasPrefix("_$!<"), text.hasSuffix(">!$_") {
      text = String(text.dropFirst(4).dropLast(4))
    }
    return text.lowercased()
  }
}

/// N: family names, given names, additional names, prefixes, suffixes (RFC 6350 6.2.2).
public struct StructuredName: Sendable, Hashable {
  public var family: String
  public var given: String
  public var additional: String
  public var prefixes: String
  public var suffixes: String

  /// A name of these parts.
  public init(
    family: String = "", given: String = "", additional: String = "", prefixes: String = "",
    suffixes: String = ""
  ) {
    self.family = family
    self.given = given
    self.additional = additional
    self.prefixes = prefixes
    self.suffixes = suffixes
  }

  /// N's components in order; missing ones are empty.
  init(components: [String]) {
    func part(_ index: Int) -> String { index < components.count ? components[index].trimmed : "" }
    self.init(family: part(0), given: part(1), additional: part(2), prefixes: part(3), suffixes: part(4))
  }

  /// The components as N's value, escaped.
  var value: String {
    [family, given, additional, prefixes, suffixes].map(VCardText.escaped).joined(separator: ";")
  }
}

/// An address or number with its types (`home`, `work`, `cell`, `pref` …, lower case).
public struct TypedValue: Sendable, Hashable {
  public var value: String
  public var types: [String]

  /// A value of these types.
  public init(value: String, types: [String] = []) {
    self.value = value
    self.types = types
  }
}

/// ADR: post office box, extended address, street, locality, region, postal code, country.
public struct PostalAddress: Sendable, Hashable {
  /// The seven components, empty where the card says nothing.
  public var components: [String]
  public var types: [String]

  /// An address of these components (padded or cut to seven).
  public init(components: [String], types: [String] = []) {
    var seven = Array(components.prefix(7)).map(\.trimmed)
    while seven.count < 7 { seven.append("") }
    self.components = seven
    self.types = types
  }

  public var street: String { components[2] }
  public var locality: String { components[3] }
  public var region: String { components[4] }
  public var postalCode: String { components[5] }
  public var country: String { components[6] }

  /// The address on one line, its parts that are there joined by commas.
  public var oneLine: String {
    components.filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

/// A card's GENDER sex component (RFC 6350 6.2.7).
public enum Gender: String, Sendable, Hashable {
  case female = "F"
  case male = "M"
  case other = "O"
  case none = "N"
  case unknown = "U"
}

extension String {
  var trimmed: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }

  var nonEmpty: String? { isEmpty ? nil : self }
}
