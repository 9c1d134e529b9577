import Foundation
import HarkCore
import HarkStore

/// An event in the calendar.
public struct CalendarEvent: AppEntity, Hashable, PlaceExporting {
  public static let schema = SchemaCatalog.entity(.event)
  public static let typeDisplayName = "event"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("title", indexed: true) { .string($0.title) },
      EntityProperty("startDate") { .date($0.startDate.timeIntervalSince1970) },
      EntityProperty("endDate") { .date($0.endDate.timeIntervalSince1970) },
      EntityProperty("isAllDay") { .bool($0.isAllDay) },
      EntityProperty("location") { $0.location.map(PropertyValue.string) ?? .none },
      EntityProperty("attendees") { .string($0.attendees.joined(separator: ", ")) },
      EntityProperty("note", indexed: true) { $0.note.map(PropertyValue.string) ?? .none },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    CalendarEventQuery(context: context)
  }

  public var id: String
  public var title: String
  public var startDate: Date
  public var endDate: Date
  public var isAllDay: Bool
  public var location: String?
  /// The attendees' names.
  public var attendees: [String]
  public var note: String?

  public var displayRepresentation: DisplayRepresentation {
    let when: DisplayRepresentation.Detail = isAllDay ? .day(startDate) : .moment(startDate)
    return DisplayRepresentation(title: title, details: [when] + (location.map { [.text($0)] } ?? []))
  }

  public var place: PlaceDescriptor { PlaceDescriptor(commonName: location) }
}

extension CalendarEvent {
  init?(_ record: Record) {
    let f = record.fields
    guard let title = f["title"]?.stringValue, let start = f["startDate"]?.dateValue else { return nil }
    self.init(
      id: record.id, title: title, startDate: start, endDate: f["endDate"]?.dateValue ?? start,
      isAllDay: f["isAllDay"]?.boolValue ?? false, location: f["location"]?.stringValue,
      attendees: f["attendees"]?.arrayValue?.compactMap(\.stringValue) ?? [], note: f["note"]?.stringValue)
  }

  var record: Record {
    var fields: [String: JSONValue] = [
      "title": .string(title), "startDate": .date(startDate), "endDate": .date(endDate),
      "isAllDay": .bool(isAllDay), "attendees": .array(attendees.map(JSONValue.string)),
    ]
    if let location { fields["location"] = .string(location) }
    if let note { fields["note"] = .string(note) }
    return Record(id: id, fields: fields)
  }
}

/// Finds events by identifier, by what people say of them (``EventDescription``), and by properties.
struct CalendarEventQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every event, earliest first.
  func all() throws -> [CalendarEvent] {
    try context.records(CalendarApp.Collection.events).compactMap(CalendarEvent.init)
      .sorted { $0.startDate < $1.startDate }
  }

  func entities(for identifiers: [String]) throws -> [CalendarEvent] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  /// Events from now on.
  func suggestedEntities() throws -> [CalendarEvent] {
    try all().filter { $0.endDate >= context.now }
  }

  /// The events `string` names or describes, best first (``ranking(matching:)``).
  func entities(matching string: String) throws -> [CalendarEvent] {
    try ranking(matching: string).ranked.map(\.entity)
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [CalendarEvent] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}
