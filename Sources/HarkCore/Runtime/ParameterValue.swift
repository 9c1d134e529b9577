import Foundation
import HarkGrammar

/// A resolved value for an intent parameter.
public enum ParameterValue: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case date(Date)
  /// A stretch of time ("this week", "tomorrow afternoon"), for a parameter that means one.
  case span(DateSpan)
  case entity(EntityValue)
  case person(IntentPerson)
  case list([ParameterValue])

  /// The value's text as the shell says it back to the user, dates in English and UTC.
  public var displayText: String { displayText(DateWording()) }

  /// The value's text as the shell says it back to the user, dates said by `wording`.
  public func displayText(_ wording: DateWording) -> String {
    switch self {
    case .string(let s): s
    case .number(let n): n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    case .bool(let b): b ? "yes" : "no"
    case .date(let d): wording.text(d)
    case .span(let s): wording.text(s)
    case .entity(let e): e.title
    case .person(let p): p.displayName
    case .list(let values): ListFormatting.join(values.map { $0.displayText(wording) })
    }
  }

  /// The values inside a list, or the value alone.
  public var elements: [ParameterValue] {
    if case .list(let values) = self { return values }
    return [self]
  }
}

/// Joins names as people write them: "A", "A and B", "A, B and C".
enum ListFormatting {
  static func join(_ items: [String], conjunction: String = "and") -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " \(conjunction) " + (items.last ?? "")
    }
  }

  /// The same in `language`'s way, from its lexicon: "A, B and C", or with the separators a
  /// language without spaces writes.
  static func join(_ items: [String], language: Language, lexicons: LexiconSet = .standard) -> String {
    let lexicon = lexicons[language]
    guard let separator = lexicon.text(.listSeparator), let last = lexicon.text(.listLastSeparator) else {
      return join(items)
    }
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: separator) + last + (items.last ?? "")
    }
  }
}
