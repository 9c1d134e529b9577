import Foundation
import HarkCore
import HarkStore

/// A phone that cannot dial: it takes in a person from any app (the transfer API's import side),
/// finds their number, says it and logs the call in its history.
public struct Phone: App {
  public init() {}

  public let id = "phone"
  public let name = "Phone"
  public let synonyms = ["电话"]

  public var intents: [any AppIntent.Type] { [StartCallIntent.self] }
  public var entityTypes: [EntityType] { [EntityType(PhoneCall.self)] }

  enum Collection {
    static let calls = "calls"
  }
}

/// A call in the history.
public struct PhoneCall: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.call)
  public static let typeDisplayName = "call"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("date") { .date($0.date.timeIntervalSince1970) },
      EntityProperty("number") { .string($0.number) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    PhoneCallQuery(context: context)
  }

  public var id: String
  public var name: String
  public var number: String
  public var date: Date

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, details: [.text(number), .moment(date)])
  }

  init(id: String, name: String, number: String, date: Date) {
    self.id = id
    self.name = name
    self.number = number
    self.date = date
  }

  init?(_ record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue, let number = f["number"]?.stringValue,
      let date = f["date"]?.dateValue
    else { return nil }
    self.init(id: record.id, name: name, number: number, date: date)
  }

  var record: Record {
    Record(id: id, fields: ["name": .string(name), "number": .string(number), "date": .date(date)])
  }
}

/// The call history, newest first.
struct PhoneCallQuery: EntityQuery {
  let context: AppContext

  func all() throws -> [PhoneCall] {
    try context.records(Phone.Collection.calls).compactMap(PhoneCall.init).sorted { $0.date > $1.date }
  }

  func entities(for identifiers: [String]) throws -> [PhoneCall] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [PhoneCall] { try all() }
}

/// Calls someone: "call this contact", "call my wife", 给Mary打电话.
public struct StartCallIntent: AppIntent {
  public static let schema = SchemaIntent.named(.startCall)
  public static var parameters: [IntentParameter<Self>] { [.init("contact", \.contact)] }

  /// Whom to call, as any app describes them.
  public var contact: [IntentPerson] = []

  public init() {}

  /// Numbers people dial in an emergency somewhere (911, 112, 999, 000, 110, 119, 120, 122).
  static let emergencyNumbers: Set<String> = ["911", "112", "999", "000", "110", "119", "120", "122"]

  /// A call that cannot be made is refused before “Call …?” is asked: an emergency number (which
  /// must be dialled from a phone, at once), or someone no app has a number for.
  public static func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  {
    guard parameter == "contact", case .person(let person) = value.elements.first else { return nil }
    let name = person.displayName.trimmingCharacters(in: .whitespaces)
    if emergencyNumbers.contains(name) {
      return IntentDialog(
        key: "emergency_number", arguments: ["number": name],
        full: "\(name) is an emergency number and a terminal can't dial it: call it from a phone now.")
    }
    // A store that cannot be read is said by the call itself, not taken for "no number".
    do {
      if try number(for: person, in: context) != nil { return nil }
    } catch {
      return nil
    }
    return IntentDialog(
      key: "no_number", arguments: ["name": person.displayName],
      full: "I have no phone number for \(person.displayName).")
  }

  /// The person's phone number, or one an app that knows them has (a UnicornChat friend may come
  /// without one that the address book knows).
  static func number(for person: IntentPerson, in context: AppContext) throws -> String? {
    let known = [person] + (try context.people.match(person))
    return known.lazy.flatMap(\.handles).first(where: { $0.kind == .phone })?.value
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let person = contact.first else { throw Self.needsValue(\.contact) }
    guard let number = try Self.number(for: person, in: context) else {
      return IntentResult(
        dialog: IntentDialog(
          key: "no_number", arguments: ["name": person.displayName],
          full: "I have no phone number for \(person.displayName)."))
    }
    let call = PhoneCall(
      id: context.identifiers.next("call-"), name: person.displayName, number: number, date: context.now)
    try context.save(Phone.Collection.calls, [call.record])
    return IntentResult(
      dialog: IntentDialog(
        key: "calling", arguments: ["name": call.name, "number": number],
        full: "Calling \(call.name) on \(number). A terminal can't dial: the call is in Phone's history."),
      entities: [call.entityValue])
  }
}
