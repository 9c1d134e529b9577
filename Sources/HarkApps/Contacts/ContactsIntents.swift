import Foundation
import HarkCore
import HarkGrammar
import HarkVCard

/// Shows a person's card: addresses, numbers and how they relate to you.
public struct FindContactIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findContact)
  public static var parameters: [IntentParameter<Self>] { [.init("person", \.person)] }

  public var person: ContactPerson?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let person else { throw Self.needsValue(\.person) }
    let chinese = context.wording.language == .chinese
    // What the card holds: email addresses and numbers, then postal addresses and the birthday
    // when the card has them ("where does Dana live", "when is Dana's birthday").
    var held = person.emails + person.phones + person.addresses
    if let birthday = person.birthday { held.append(chinese ? "生日 \(birthday)" : "birthday \(birthday)") }
    let relationship = person.relationship.map { chinese ? Self.chineseRelationships[$0] ?? $0 : $0 }
    let said = held.isEmpty ? (chinese ? "没有地址或号码" : "no address or number") : held.joined(separator: ", ")
    let key: String
    let full: String
    if let relationship {
      (key, full) = ("found_related", "\(person.name) (your \(relationship)): \(said)")
    } else if person.isMe {
      (key, full) = ("found_me", "\(person.name) (you): \(said)")
    } else {
      (key, full) = ("found", "\(person.name): \(said)")
    }
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: key),
        arguments: ["person": person.name, "handles": said, "relationship": relationship ?? ""], full: full),
      entities: [person.entityValue])
  }
}

extension FindContactIntent {
  /// The Chinese word for a relationship a card holds in English ("wife" → 妻子), for the card
  /// line of a Chinese session; a word not here is said as stored.
  static let chineseRelationships: [String: String] = [
    "wife": "妻子", "husband": "丈夫", "spouse": "爱人", "partner": "伴侣", "mother": "母亲", "mom": "妈妈",
    "mum": "妈妈", "father": "父亲", "dad": "爸爸", "boss": "老板", "manager": "经理", "sister": "姐妹",
    "brother": "兄弟", "son": "儿子", "daughter": "女儿", "friend": "朋友", "girlfriend": "女朋友",
    "boyfriend": "男朋友", "assistant": "助理", "doctor": "医生", "grandmother": "奶奶", "grandfather": "爷爷",
    "colleague": "同事",
  ]
}

/// Adds a person to the address book.
public struct CreateContactIntent: AppIntent {
  public static let schema = SchemaIntent.named(.createContact)
  public static var parameters: [IntentParameter<Self>] {
    [.init("name", \.name), .init("handle", \.handle), .init("relationship", \.relationship)]
  }

  public var name: String?
  /// An email address or a phone number.
  public var handle: String?
  public var relationship: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let said = name, !said.isEmpty else { throw Self.needsValue(\.name) }
    // "add dana@example.com to my contacts": the address is the card's name and its email.
    let handle = handle ?? (SpokenAddress.isAddress(said) ? said : nil)
    let name = Self.cardName(said)
    let isEmail = handle?.contains("@") ?? false
    let components = PersonNameComponents(displayName: name)
    let book = ContactsBook(context: context)
    var draft = ContactDraft(
      uid: context.identifiers.nextUUID(), formattedName: name,
      name: StructuredName(family: components.familyName ?? "", given: components.givenName ?? ""))
    if let handle, !handle.isEmpty {
      if isEmail {
        draft.emails = [TypedValue(value: handle)]
      } else {
        draft.phones = [TypedValue(value: handle)]
      }
    }
    // How they relate to the user is said on the user's own card (vCard has no "my" on the other
    // card); the sex a word says ("wife", "brother") goes on theirs, so the word reads back.
    let relation = relationship.map { ContactsBook.relation(for: $0.lowercased(), to: name) }
    draft.gender = relation?.gender
    let stored = try book.create(draft, now: context.now)
    if let relation { _ = try book.relate(relation.relation, now: context.now) }
    let card = try book.people().first { $0.id == stored.stem } ?? ContactPerson(stored)
    return IntentResult(
      dialog: IntentDialog(
        key: "created", arguments: ["name": name], full: "Added \(name) to Contacts."),
      entities: [card.entityValue])
  }

  /// The name as the card keeps it: a name typed all in lower case, as people type at a prompt,
  /// with each word capitalised ("bob stone" → "Bob Stone"); a name with a capital, a digit or
  /// an address in it is kept as typed ("Ana de la Cruz", "kim_lee@example.com").
  static func cardName(_ said: String) -> String {
    guard said == said.lowercased(), said.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }),
      said.unicodeScalars.allSatisfy({ $0.isASCII })
    else { return said }
    return said.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(
      separator: " ")
  }
}
