/// A fixed set of values a parameter takes, each with the words people use for it: the
/// counterpart of App Intents' `AppEnum`. The shell reads a case from its raw value or any of
/// its synonyms, in any language, ignoring case; other words are refused, never guessed.
///
/// ```swift
/// enum PhotoFilter: String, AppEnum {
///   case mono, vivid
///   static var caseSynonyms: [PhotoFilter: [String]] { [.mono: ["black and white", "b&w"]] }
/// }
/// ```
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
  /// Words that name each case besides its raw value.
  static var caseSynonyms: [Self: [String]] { get }
}

extension AppEnum {
  public static var caseSynonyms: [Self: [String]] { [:] }
}

/// An `AppEnum` type with its generics erased: its cases and the words for each.
public struct EnumType: Sendable, CustomStringConvertible {
  /// The type's name, for diagnostics and stubs.
  public let name: String
  /// Each case's raw value with the words that name it (the raw value first).
  public let cases: [(value: String, words: [String])]

  public init<E: AppEnum>(_ type: E.Type) {
    name = String(describing: type)
    cases = E.allCases.map { item in (item.rawValue, [item.rawValue] + (E.caseSynonyms[item] ?? [])) }
  }

  /// The case that `words` name, ignoring case, width and diacritics.
  public func value(for words: String) -> String? {
    let wanted = NameMatcher.fold(words)
    return cases.first { $0.words.contains { NameMatcher.fold($0) == wanted } }?.value
  }

  public var description: String { name }
}
