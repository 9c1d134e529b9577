import Foundation
import HarkCore
import HarkICalendar

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
  /// For an instance of a recurring event, its start in the series (what deleting or moving that
  /// instance alone names); nil for an event that does not repeat.
  public var recurrenceID: EventTime?
  /// CATEGORIES.
  public var categories: [String] = []

  /// An event of these fields.
  public init(
    id: String, title: String, startDate: Date, endDate: Date, isAllDay: Bool, location: String?,
    attendees: [String], note: String?, recurrenceID: EventTime? = nil
  ) {
    self.id = id
    self.title = title
    self.startDate = startDate
    self.endDate = endDate
    self.isAllDay = isAllDay
    self.location = location
    self.attendees = attendees
    self.note = note
    self.recurrenceID = recurrenceID
  }

  /// Whether it is one instance of a recurring event.
  public var isRecurring: Bool { recurrenceID != nil }

  public var displayRepresentation: DisplayRepresentation {
    let when: DisplayRepresentation.Detail = isAllDay ? .day(startDate) : .moment(startDate)
    return DisplayRepresentation(title: title, details: [when] + (location.map { [.text($0)] } ?? []))
  }

  public var place: PlaceDescriptor { PlaceDescriptor(commonName: location) }
}

extension CalendarEvent {
  /// The instance `occurrence` of an event of the calendar named `calendar`.
  init(_ occurrence: Occurrence, calendar: String) {
    let event = occurrence.event
    let attendees = event.attendees.compactMap { $0.name ?? $0.email }
    self.init(
      id: Identifier(
        calendar: calendar, item: occurrence.itemName,
        instant: occurrence.recurrenceID.map { $0.local.secondsSinceEpoch }
      ).text,
      title: event.summary ?? "", startDate: occurrence.start, endDate: occurrence.end,
      isAllDay: occurrence.isAllDay, location: event.location, attendees: attendees, note: event.description)
    recurrenceID = occurrence.recurrenceID
    categories = event.categories
  }

  /// What an event's identifier says: its calendar, its item (the file's stem, or the server's
  /// resource name) and, for an instance of a recurring event, its start in the series (the wall
  /// clock of its RECURRENCE-ID, in seconds): `home/3F2A…`, `home/3F2A…@1765184400`.
  struct Identifier: Hashable {
    var calendar: String
    var item: String
    var instant: Int64?

    init(calendar: String, item: String, instant: Int64?) {
      self.calendar = calendar
      self.item = item
      self.instant = instant
    }

    /// The parts of `text`, or nil for text that is no event's identifier.
    init?(_ text: String) {
      guard let slash = text.firstIndex(of: "/") else { return nil }
      calendar = String(text[..<slash])
      var rest = text[text.index(after: slash)...]
      instant = nil
      if let at = rest.lastIndex(of: "@"), let seconds = Int64(rest[rest.index(after: at)...]) {
        instant = seconds
        rest = rest[..<at]
      }
      item = String(rest)
      guard !calendar.isEmpty, !item.isEmpty else { return nil }
    }

    var text: String { calendar + "/" + item + (instant.map { "@\($0)" } ?? "") }
  }

  /// The event's series: the same for every instance of a recurring event.
  var seriesID: String { Identifier(id).map { $0.calendar + "/" + $0.item } ?? id }

  /// The listing order: by start, then end, then title, then identifier, the same every run.
  static func precedes(_ lhs: CalendarEvent, _ rhs: CalendarEvent) -> Bool {
    if lhs.startDate != rhs.startDate { return lhs.startDate < rhs.startDate }
    if lhs.endDate != rhs.endDate { return lhs.endDate < rhs.endDate }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }
}

/// Finds events by identifier, by what people say of them (``EventDescription``), and by properties.
struct CalendarEventQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every event a person may mean by its words, earliest first: a recurring event once, as its
  /// next instance (``CalendarStorage/events(around:)``).
  func all() throws -> [CalendarEvent] {
    try CalendarStorage(context: context).events(around: context.now)
  }

  /// The events overlapping `interval`, every instance of a recurring one.
  func events(in interval: DateInterval) throws -> [CalendarEvent] {
    try CalendarStorage(context: context).events(in: interval)
  }

  /// ``events(in:)`` and what could not be read meanwhile (``CalendarStorage/listing(in:)``).
  func listing(in interval: DateInterval) throws -> (events: [CalendarEvent], problems: [IntentError]) {
    try CalendarStorage(context: context).listing(in: interval)
  }

  /// ``all()`` and what could not be read meanwhile (``CalendarStorage/listing(around:)``).
  func listing() throws -> (events: [CalendarEvent], problems: [IntentError]) {
    try CalendarStorage(context: context).listing(around: context.now)
  }

  func entities(for identifiers: [String]) throws -> [CalendarEvent] {
    let storage = try CalendarStorage(context: context)
    var seen: Set<String> = []
    return try identifiers.filter { seen.insert($0).inserted }.compactMap { try storage.event(id: $0)?.event }
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
