/// A new card: what Hark knows of a person when it adds them. Written as vCard 3.0 (khard's
/// default) unless the address book's cards are 4.0.
public struct ContactDraft: Sendable, Hashable {
  public var uid: String
  public var formattedName: String
  public var name: StructuredName
  public var nicknames: [String] = []
  public var emails: [TypedValue] = []
  public var phones: [TypedValue] = []
  public var addresses: [PostalAddress] = []
  /// BDAY as it is to be written (`1990-04-05`).
  public var birthday: String?
  public var organization: String?
  public var gender: Gender?
  public var relations: [Relation] = []
  /// Marks the card as its owner's (`X-HARK-ME:yes`).
  public var marksOwner = false
  /// Writes vCard 4.0 rather than 3.0.
  public var isVersion4 = false

  /// A card of this name; the rest is added by setting the properties.
  public init(uid: String, formattedName: String, name: StructuredName) {
    self.uid = uid
    self.formattedName = formattedName
    self.name = name
  }

  /// The card's bytes, CRLF line ends and folded lines as RFC 6350 writes them; `revision` is
  /// REV's time, seconds since the epoch.
  public func bytes(revision: Int64) -> [UInt8] {
    var lines = ["BEGIN:VCARD", "VERSION:" + (isVersion4 ? "4.0" : "3.0"), "UID:" + uid]
    lines.append("FN:" + VCardText.escaped(formattedName))
    lines.append("N:" + name.value)
    if !nicknames.isEmpty {
      lines.append("NICKNAME:" + nicknames.map(VCardText.escaped).joined(separator: ","))
    }
    if let organization { lines.append("ORG:" + VCardText.escaped(organization)) }
    if let gender { lines.append((isVersion4 ? "GENDER:" : "X-GENDER:") + gender.rawValue) }
    if let birthday { lines.append("BDAY:" + birthday) }
    for email in emails { lines.append(Self.typed("EMAIL", email)) }
    for phone in phones { lines.append(Self.typed("TEL", phone)) }
    for address in addresses {
      lines.append(
        Self.typed("ADR", TypedValue(value: "", types: address.types))
          + address.components.map(VCardText.escaped).joined(separator: ";"))
    }
    var group = 0
    for relation in relations {
      group += 1
      lines += VCard.relationLines(relation, version4: isVersion4, group: "item\(group)")
    }
    if marksOwner { lines.append("X-HARK-ME:yes") }
    lines.append("REV:" + VCardText.timestamp(revision))
    lines.append("END:VCARD")
    return Array(lines.map { VCardText.folded($0) }.joined().utf8)
  }

  /// `NAME;TYPE=a,b:value` (the value escaped; ADR's caller adds its components after the colon).
  static func typed(_ name: String, _ value: TypedValue) -> String {
    let types = value.types.filter { !$0.isEmpty }
    let head =
      types.isEmpty ? name : name + ";TYPE=" + types.map(VCardText.parameterValue).joined(separator: ",")
    return head + ":" + VCardText.escaped(value.value)
  }
}

extension VCardText {
  /// `20261203T225608Z`: REV's form of a time, seconds since the epoch, in UTC.
  public static func timestamp(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let inDay = seconds - days * 86_400
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let digits = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    return paddedYear + two(month) + two(day) + "T" + two(inDay / 3600) + two(inDay % 3600 / 60)
      + two(inDay % 60) + "Z"
  }
}
