import Foundation
import HarkCore
import HarkGrammar

/// Puts an event in the calendar.
public struct CreateEventIntent: AppIntent {
  public static let schema = SchemaIntent.named(.createEvent)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("title", \.title), .init("startDate", \.startDate), .init("endDate", \.endDate),
      .init("location", \.location), .init("isAllDay", \.isAllDay), .init("attendees", \.attendees),
      .init("note", \.note),
    ]
  }

  public var title: String?
  public var startDate: Date?
  public var endDate: Date?
  public var location: PlaceDescriptor?
  public var isAllDay: Bool?
  /// People invited, imported through the address book when it knows them.
  public var attendees: [IntentPerson] = []
  public var note: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let title, !title.isEmpty else { throw Self.needsValue(\.title) }
    guard let startDate else { throw Self.needsValue(\.startDate) }
    let allDay = isAllDay ?? false
    let end = endDate ?? startDate.addingTimeInterval(allDay ? 86_400 : 3600)
    guard end >= startDate else { throw IntentError.endsBeforeStart }
    let names = try attendees.map { person in
      try context.people.match(person).first?.displayName ?? person.displayName
    }
    let named = Self.title(title, with: names, language: context.wording.language)
    let event = CalendarEvent(
      id: context.identifiers.next("event-"), title: named, startDate: startDate, endDate: end,
      isAllDay: allDay, location: location?.displayName, attendees: names, note: note)
    try context.save(CalendarApp.Collection.events, [event.record])
    let when = event.displayRepresentation.subtitle(context.wording) ?? ""
    let with = names.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: names.isEmpty ? "created" : "created_with",
        arguments: ["title": named, "startDate": when, "attendees": with],
        full: "Added “\(named)” to your calendar: \(when)" + (names.isEmpty ? "." : ", with \(with).")),
      entities: [event.entityValue])
  }
}

extension CreateEventIntent {
  /// Kinds of event the grammars give as a title when the sentence names none ("add a meeting
  /// with Dana"): alone they say nothing about the event.
  public static let kindsOfEvent: Set<String> = [
    "meeting", "call", "appointment", "lunch", "dinner", "breakfast", "coffee", "catch-up", "会议",
  ]

  /// `title`, or for a bare kind of event with people invited, the kind with whom: “Meeting with
  /// Dana Brooks”, “与Dana Brooks的会议”.
  public static func title(_ title: String, with names: [String], language: Language) -> String {
    guard !names.isEmpty, kindsOfEvent.contains(title.lowercased()) else { return title }
    if language == .chinese { return "与\(names.joined(separator: "、"))的\(title)" }
    let kind = title.prefix(1).uppercased() + title.dropFirst()
    let people =
      names.count < 3
      ? names.joined(separator: " and ")
      : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    return "\(kind) with \(people)"
  }
}

/// Removes events from the calendar.
public struct DeleteEventsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteEvents)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [CalendarEvent] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    try context.delete(CalendarApp.Collection.events, ids: entities.map(\.id))
    let titles = entities.map { "“\($0.title)”" }.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted", arguments: ["titles": titles], full: "Deleted \(titles) from your calendar."))
  }
}

/// Lists events — those on a day, or whose title has some words — or answers a question about
/// one: "when and where is my next meeting?" is a property query (start date from now, sorted,
/// limit one) whose answer says the properties asked for and only those.
public struct FindEventsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findEvents)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("startDate", \.startDate), .init("title", \.title), .init("position", \.position),
      .init("asking", \.asking),
    ]
  }

  public var startDate: Date?
  public var title: String?
  /// `next`, `last` or `first`: one event, by its place in time.
  public var position: String?
  /// The properties asked about (`startDate`, `location`), space-separated; none asks for both.
  public var asking: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let query = CalendarEventQuery(context: context)
    var events = try title.map { try query.entities(matching: $0) } ?? query.all()
    if let startDate {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = context.wording.timeZone
      events = events.filter { calendar.isDate($0.startDate, inSameDayAs: startDate) }
    } else if position == nil {
      events = events.filter { $0.endDate >= context.now }
    }
    if let position { return try answer(position, among: events, in: context) }
    return IntentResult(
      dialog: IntentDialog(
        key: events.isEmpty ? "found_none" : "found", arguments: ["title": title ?? ""],
        full: events.isEmpty ? "No events found." : "Events:"),
      listed: events.map(\.entityValue))
  }

  /// The one event at `position` and the properties asked for.
  private func answer(_ position: String, among events: [CalendarEvent], in context: AppContext) throws
    -> IntentResult
  {
    let upcoming = events.filter { $0.startDate >= context.now }
    let past = events.filter { $0.startDate < context.now }
    let found: CalendarEvent? =
      switch position {
      case "last": past.last
      case "first": events.first
      default: upcoming.first
      }
    let kind = found.map { $0.attendees.isEmpty ? "event" : "meeting" } ?? "meeting"
    guard let event = found else {
      return IntentResult(
        dialog: IntentDialog(
          key: PhraseKey(rawValue: "answer_none_\(position)"), arguments: ["kind": kind],
          full: "You have no \(position) \(kind)."))
    }
    let asked = Set((asking ?? "").split(separator: " ").map(String.init))
    let wantsTime = asked.isEmpty || asked.contains("startDate")
    let wantsPlace = asked.isEmpty || asked.contains("location")
    let when =
      event.isAllDay
      ? context.wording.text(event.startDate, time: false) : context.wording.text(event.startDate)
    var key = "answer_\(position)"
    var full = "Your \(position) \(kind) is \(event.title)"
    if wantsTime {
      key += "_when"
      full += ", \(when)"
    }
    if wantsPlace {
      if let place = event.location {
        key += "_where"
        full += ", in \(place)"
      } else if !wantsTime {
        key += "_nowhere"
        full += "; it has no place set"
      }
    }
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: key),
        arguments: ["kind": kind, "title": event.title, "startDate": when, "location": event.location ?? ""],
        full: full + "."),
      entities: [event.entityValue])
  }
}
