/// One content line of a card (`item1.EMAIL;TYPE=home,pref:mary@example.com`), unfolded, with
/// where its bytes are in the file: edits replace these bytes and leave every other byte alone.
public struct VCardLine: Sendable, Hashable {
  /// The group before the name (`item1`), as written; nil when there is none.
  public var group: String?
  /// The property name, upper case (`EMAIL`, `X-ABLABEL`).
  public var name: String
  /// The parameters in their order, names upper case, each value list split on unquoted commas.
  public var parameters: [VCardParameter]
  /// The value as written after the first unquoted colon: still escaped (`\,` `\;` `\n`).
  public var rawValue: String
  /// The bytes of the line's physical lines in the file, line ends included.
  public var byteRange: Range<Int>
  /// The number of its first physical line, from 1.
  public var lineNumber: Int

  /// The values of parameter `name` (upper case), every occurrence's, in order.
  public func parameter(_ name: String) -> [String] {
    parameters.filter { $0.name == name }.flatMap(\.values)
  }

  /// The TYPE values in lower case: `TYPE=a,b`, `TYPE=a;TYPE=b`, `TYPE="a,b"` and vCard 2.1's
  /// bare parameters (`TEL;CELL:`) alike.
  public var types: [String] {
    parameters.filter { $0.name == "TYPE" || $0.isBare }.flatMap { parameter in
      (parameter.isBare ? [parameter.name] : parameter.values).flatMap { $0.split(separator: ",") }
    }.map { $0.lowercased() }
  }

  /// The value unescaped (for text properties: FN, NICKNAME's whole list, EMAIL, TEL …).
  public var text: String { VCardText.unescaped(rawValue) }

  /// The value split on unescaped semicolons, each part unescaped (N, ADR, ORG, GENDER).
  public var components: [String] { VCardText.components(rawValue, separator: ";") }

  /// The value split on unescaped commas, each part unescaped (NICKNAME, CATEGORIES).
  public var list: [String] { VCardText.components(rawValue, separator: ",") }
}

/// A parameter of a content line: `TYPE=home,pref` has the values `home` and `pref`.
public struct VCardParameter: Sendable, Hashable {
  /// The name, upper case.
  public var name: String
  /// The values, quotes removed.
  public var values: [String]
  /// A vCard 2.1 parameter without `=` (`CELL`, `PREF`): a type.
  public var isBare: Bool

  /// A parameter of these values.
  public init(name: String, values: [String], isBare: Bool = false) {
    self.name = name
    self.values = values
    self.isBare = isBare
  }
}
