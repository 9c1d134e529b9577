import Foundation
import HarkCore

/// How the address book recognises a person another app describes.
enum ContactsMatching {
  /// The cards `person` stands for, best first.
  static func cards(for person: IntentPerson, among cards: [ContactPerson], cacheDirectory: URL? = nil)
    -> [ContactPerson]
  {
    if case .contact(let id) = person.identifier, let card = cards.first(where: { $0.id == id }) {
      return [card]
    }
    if person.isMe, let me = cards.first(where: \.isMe) { return [me] }
    let handles = Set(person.handles.map { normalized($0.value) })
    let byHandle = cards.filter { card in
      (card.emails + card.phones).contains { handles.contains(normalized($0)) }
    }
    if !byHandle.isEmpty { return byHandle }
    let words = [person.displayName] + person.aliases
    let wanted = Set(words.map(NameMatcher.fold).filter { !$0.isEmpty })
    let exact = cards.filter { card in
      ([card.name] + card.alsoCalled).contains { wanted.contains(NameMatcher.fold($0)) }
    }
    if !exact.isEmpty { return exact }
    // A typo ("Marry") still finds the one card it is close to; several close cards are left to
    // the caller, who asks.
    let matcher = NameMatcher(cacheDirectory: cacheDirectory)
    let scored = cards.map { card in
      (card, words.map { matcher.score($0, against: [card.name] + card.alsoCalled) }.max() ?? 0)
    }.filter { $0.1 >= NameMatcher.threshold }.sorted { $0.1 > $1.1 }
    guard let best = scored.first?.1 else { return [] }
    // Only the cards about as close as the best: a clearly better match is not made ambiguous.
    return scored.filter { best - $0.1 <= 0.08 }.map(\.0)
  }

  /// Addresses compared without case; numbers by their last ten digits, so a number written with
  /// or without its country code ("+1 415 555 0101", "(415) 555-0101") is the same number.
  static func normalized(_ handle: String) -> String {
    if handle.contains("@") { return handle.lowercased() }
    let digits = handle.filter(\.isNumber)
    return digits.isEmpty ? handle.lowercased() : String(digits.suffix(10))
  }
}

/// Words for relationships in the other language the shell speaks.
enum ContactsVocabulary {
  static let chineseRelationships: [String: [String]] = [
    "wife": ["我老婆", "我妻子", "我太太"], "husband": ["我老公", "我丈夫"], "boss": ["我老板", "我上司"],
    "mother": ["我妈妈", "我妈", "我母亲"], "father": ["我爸爸", "我爸", "我父亲"], "sister": ["我姐姐", "我妹妹"],
    "brother": ["我哥哥", "我弟弟"], "friend": ["我朋友"],
  ]

  static func chinese(_ relationship: String?) -> [String] {
    relationship.flatMap { chineseRelationships[$0] } ?? []
  }
}
