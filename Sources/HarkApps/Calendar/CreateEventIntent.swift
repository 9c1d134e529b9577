import Foundation
import HarkCore
import HarkGrammar
import HarkICalendar

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
    let people = try attendees.map { person in try context.people.match(person).first ?? person }
    let names = people.map(\.displayName)
    let named = Self.title(title, with: names, language: context.wording.language)
    let zone = context.wording.timeZone
    let draft = EventDraft(
      summary: named, start: Self.time(startDate, allDay: allDay, in: zone),
      end: Self.time(end, allDay: allDay, in: zone, isEnd: true), location: location?.displayName,
      description: note,
      attendees: people.map { person in
        Attendee(name: person.displayName, email: person.handles.first { $0.kind == .email }?.value)
      })
    let event = try CalendarStorage(context: context).create(draft)
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
  /// `date` as the event's file says it: a day for an all-day event (the day after the last for
  /// its end, as iCalendar counts), else the wall clock of the person's zone with the zone named,
  /// or UTC.
  static func time(_ date: Date, allDay: Bool, in zone: TimeZone, isEnd: Bool = false) -> EventTime {
    guard allDay else {
      return ["GMT", "UTC"].contains(zone.identifier) ? .instant(date) : .zoned(date, in: zone)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    // An end at midnight is the day after the last; an end within a day counts that day whole.
    let shifted = isEnd && calendar.startOfDay(for: date) != date ? date.addingTimeInterval(86_400) : date
    let parts = calendar.dateComponents([.year, .month, .day], from: shifted)
    return .date(CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
  }

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
