/// How a card says who other people are to its owner: vCard 4.0's RELATED and the 3.0 conventions
/// address books wrote before it (Apple's `X-ABRELATEDNAMES` with an `X-ABLabel`, Evolution's and
/// KAddressBook's spouse, manager and assistant properties).
public struct Relation: Sendable, Hashable {
  /// The kind, lower case: a RELATED type (`spouse`, `parent`, `child`, `sibling`, `friend`,
  /// `co-worker` …), an Apple label (`mother`, `manager`) or the person's own word (`boss`).
  public var kind: String
  /// Who: a name, or a reference to a card (`urn:uuid:…`, a UID).
  public var value: String

  /// A relation of this kind to this person.
  public init(kind: String, value: String) {
    self.kind = kind
    self.value = value
  }

  /// The UID the value refers to (`urn:uuid:X` → `X`), or nil for a name.
  public var reference: String? {
    let lower = value.lowercased()
    if lower.hasPrefix("urn:uuid:") { return String(value.dropFirst(9)) }
    if lower.hasPrefix("uid:") { return String(value.dropFirst(4)) }
    return nil
  }

  /// The relationship as one word for the other person, their sex chosen where the kind has
  /// none (`spouse` and female: `wife`; `parent` and male: `father`); other kinds as they are
  /// (`co-worker` as `colleague`).
  public func word(for gender: Gender?) -> String {
    let pair: (female: String, male: String)? =
      switch kind {
      case "spouse": ("wife", "husband")
      case "parent": ("mother", "father")
      case "child": ("daughter", "son")
      case "sibling": ("sister", "brother")
      case "grandparent": ("grandmother", "grandfather")
      default: nil
      }
    if let pair {
      if gender == .female { return pair.female }
      if gender == .male { return pair.male }
      return kind
    }
    switch kind {
    case "co-worker": return "colleague"
    case "manager": return "boss"
    default: return kind
    }
  }

  /// Kinds Apple's address book writes as its own labels (`_$!<Spouse>!$_`); any other kind is a
  /// label of the person's words.
  static let appleLabels: [String: String] = [
    "spouse": "Spouse", "partner": "Partner", "mother": "Mother", "father": "Father", "parent": "Parent",
    "brother": "Brother", "sister": "Sister", "child": "Child", "friend": "Friend", "manager": "Manager",
    "assistant": "Assistant",
  ]
}

extension VCard {
  /// Every relation the card states, in the order of its lines.
  public var relations: [Relation] {
    var found: [Relation] = []
    for line in lines {
      let value = line.text.trimmed
      guard !value.isEmpty else { continue }
      switch line.name {
      case "RELATED":
        let kind = line.types.first { $0 != "pref" } ?? "contact"
        found.append(Relation(kind: kind, value: value))
      case "X-ABRELATEDNAMES":
        let kind = label(of: line) ?? line.types.first { $0 != "pref" } ?? "related"
        found.append(Relation(kind: kind, value: value))
      case "X-SPOUSE", "X-EVOLUTION-SPOUSE", "X-KADDRESSBOOK-X-SPOUSENAME":
        found.append(Relation(kind: "spouse", value: value))
      case "X-MANAGER", "X-EVOLUTION-MANAGER", "X-KADDRESSBOOK-X-MANAGERSNAME":
        found.append(Relation(kind: "manager", value: value))
      case "X-ASSISTANT", "X-EVOLUTION-ASSISTANT", "X-KADDRESSBOOK-X-ASSISTANTSNAME":
        found.append(Relation(kind: "assistant", value: value))
      default: continue
      }
    }
    return found
  }

  /// The content lines that state `relation` on a card of this version: RELATED on 4.0, Apple's
  /// labelled `X-ABRELATEDNAMES` in group `group` on 3.0 (what address books of 3.0 read).
  static func relationLines(_ relation: Relation, version4: Bool, group: String) -> [String] {
    if version4 {
      let isReference = relation.reference != nil
      return [
        "RELATED;TYPE=\(VCardText.parameterValue(relation.kind))"
          + (isReference ? ":" + relation.value : ";VALUE=text:" + VCardText.escaped(relation.value))
      ]
    }
    let label = Relation.appleLabels[relation.kind].map { "_$!<\($0)>!$_" } ?? relation.kind
    return [
      "\(group).X-ABRELATEDNAMES:\(VCardText.escaped(relation.value))",
      "\(group).X-ABLabel:\(VCardText.escaped(label))",
    ]
  }

  /// A group name no line of the card uses (`item1`, `item2` …), as Apple and khard name them.
  func unusedGroup(after taken: Set<String> = []) -> String {
    let used = Set(lines.compactMap { $0.group?.lowercased() }).union(taken)
    var number = 1
    while used.contains("item\(number)") { number += 1 }
    return "item\(number)"
  }
}
