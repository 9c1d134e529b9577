/// The language of a grammar, a reading or a conversation, by its code (`en`, `zh`, `zh-cn`).
///
/// Codes are compared whole; ``base`` gives the part before the region (`zh` of `zh-cn`), which is
/// what decides how the language is written.
public struct Language: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The code as written in grammar file names, `en` or `zh-cn`.
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ code: String) { self.rawValue = code }
  public init(stringLiteral code: String) { self.rawValue = code }

  public static let english: Language = "en"
  public static let chinese: Language = "zh"

  public var description: String { rawValue }

  /// The language without its region: `zh` for `zh-cn`.
  public var base: String {
    // A code of lower-case ASCII without a region (`en`, `zh`) is its own base, found without
    // splitting and lower-casing a copy: every reading of every line asks, several times.
    if rawValue.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "-") && !(0x41...0x5A).contains($0) }) {
      return rawValue
    }
    return Language.base(splitting: rawValue)
  }

  /// The base the general way: the part before the first dash, lower-cased.
  static func base(splitting code: String) -> String {
    code.split(separator: "-", maxSplits: 1).first.map { String($0).lowercased() } ?? code
  }

  /// Whether this is Chinese, in any region.
  public var isChinese: Bool { base == "zh" }

  /// Whether the language writes words without spaces between them (Chinese, Japanese): sentences
  /// are joined without a space, and a character carries about as much as a short word.
  public var writesWithoutSpaces: Bool {
    let base = self.base
    return base == "zh" || base == "ja"
  }

  /// Whether `other` names this language or a region of it (`zh` covers `zh-cn`, and back).
  public func covers(_ other: Language) -> Bool {
    self == other || base == other.rawValue || other.base == rawValue
  }

  /// Chinese when the text has Han characters, else English: a guess for text no grammar read.
  public static func guess(_ text: String) -> Language {
    Script.containsHan(text) ? .chinese : .english
  }

  public static func < (a: Language, b: Language) -> Bool { a.rawValue < b.rawValue }
}
