import Foundation
import HarkCalDAV
import HarkCore
import HarkICalendar

/// The calendars the app reads and writes: those the context's sources name (a vdir folder of
/// `.ics` files, khal's layout, or a collection on a CalDAV server), each behind
/// ``CalendarCollection``, so a folder and a server take one path through the intents.
struct CalendarStorage {
  /// One calendar: its name (the first part of its events' identifiers) and where it is.
  struct Named {
    let name: String
    let collection: any CalendarCollection
    let isReadOnly: Bool
  }

  let calendars: [Named]
  /// The calendar new events go to.
  let defaultCalendar: Named?
  let zone: TimeZone

  init(context: AppContext) throws {
    zone = context.wording.timeZone
    let identifiers = context.identifiers
    let now = context.now
    let cache = context.cacheDirectory?.path
    var named: [Named] = []
    for spec in context.sources.calendars {
      let collection = try Self.collection(
        for: spec, cacheFolder: cache, clock: { now }, makeIdentifier: { identifiers.nextUUID() })
      named.append(Named(name: spec.name, collection: collection, isReadOnly: spec.isReadOnly))
    }
    calendars = named
    let wanted = context.sources.defaultCalendar?.name
    defaultCalendar = named.first { $0.name == wanted && !$0.isReadOnly } ?? named.first { !$0.isReadOnly }
  }

  /// The calendar `spec` names: a vdir folder (its listing index in `cacheFolder`) or a CalDAV
  /// collection.
  static func collection(
    for spec: CalendarSourceSpec, cacheFolder: String?, clock: @escaping @Sendable () -> Date,
    makeIdentifier: @escaping @Sendable () -> String
  ) throws(IntentError) -> any CalendarCollection {
    switch spec.location {
    case .folder(let folder):
      return VdirCalendar(
        folder: folder.path, cacheFolder: cacheFolder, clock: clock, makeIdentifier: makeIdentifier)
    case .caldav(let url, let user, let passwordFile):
      do throws(CalDAVError) {
        let client = try CalDAVClient(
          collection: url, user: user, passwordFile: passwordFile, timeout: spec.timeout)
        return CalDAVCalendar(client: client, clock: clock, makeIdentifier: makeIdentifier)
      } catch {
        // Only the password file is read before the first request.
        guard case .passwordFile(let path, let problem) = error else {
          throw .source(.unreachable(location: url.absoluteString))
        }
        if case .readableByOthers = problem { throw .source(.secretReadableByOthers(path: path)) }
        throw .source(.unreadable(path: path, line: 0))
      }
    }
  }

  /// The events overlapping `interval`, every calendar's, earliest first: one per instance of a
  /// recurring event.
  func events(in interval: DateInterval) throws -> [CalendarEvent] {
    try listing(in: interval).events
  }

  /// ``events(in:)`` and what the calendars could not read meanwhile (a file with a bad line),
  /// each as the shell words a failure, once.
  func listing(in interval: DateInterval) throws -> (events: [CalendarEvent], problems: [IntentError]) {
    var events: [CalendarEvent] = []
    var problems: [IntentError] = []
    for calendar in calendars {
      let found = try Self.attempt { () throws(CalendarError) in
        try calendar.collection.occurrences(in: interval, timeZone: zone)
      }
      events += found.elements.map { CalendarEvent($0, calendar: calendar.name) }
      for problem in found.problems.map(Self.intentError) where !problems.contains(problem) {
        problems.append(problem)
      }
    }
    return (events.sorted(by: CalendarEvent.precedes), problems)
  }

  /// Every event a person may mean by its words, earliest first: from a year back to two years
  /// ahead, a recurring event once, as its next instance (its last when it has ended), so "the
  /// team standup" is one event, not one per week.
  func events(around now: Date) throws -> [CalendarEvent] {
    try listing(around: now).events
  }

  /// ``events(around:)`` and what the calendars could not read meanwhile, as ``listing(in:)``.
  func listing(around now: Date) throws -> (events: [CalendarEvent], problems: [IntentError]) {
    let window = DateInterval(
      start: now.addingTimeInterval(-366 * 86_400), end: now.addingTimeInterval(731 * 86_400))
    var events: [CalendarEvent] = []
    var problems: [IntentError] = []
    for calendar in calendars {
      // Without expanding every recurring event over the window (a vdir's index finds each
      // series' instance from its rule; a server's listing is reduced the same way).
      let found = try Self.attempt { () throws(CalendarError) in
        try calendar.collection.seriesOccurrences(in: window, around: now, timeZone: zone)
      }
      events += found.elements.map { CalendarEvent($0, calendar: calendar.name) }
      for problem in found.problems.map(Self.intentError) where !problems.contains(problem) {
        problems.append(problem)
      }
    }
    return (events.sorted(by: CalendarEvent.precedes), problems)
  }

  /// The event `id` names as it is now, with its item (nil when it is gone).
  func event(id: String) throws -> (
    event: CalendarEvent, item: CalendarItem, calendar: Named, instance: Occurrence
  )? {
    guard let parsed = CalendarEvent.Identifier(id),
      let calendar = calendars.first(where: { $0.name == parsed.calendar })
    else { return nil }
    let named = { () throws(CalendarError) in try calendar.collection.item(named: parsed.item) }
    guard let item = try Self.attempt(named) else { return nil }
    // The instance the id names: around its own start for a recurring one, the first otherwise.
    let around = parsed.instant.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    let window =
      around.map {
        DateInterval(start: $0.addingTimeInterval(-2 * 86_400), end: $0.addingTimeInterval(2 * 86_400))
      }
      ?? item.master.map { $0.interval(in: zone) }.map {
        DateInterval(start: $0.start.addingTimeInterval(-86_400), end: $0.end.addingTimeInterval(86_400))
      }
    guard let window else { return nil }
    let instances = item.occurrences(in: window, timeZone: zone)
    let found =
      parsed.instant == nil
      ? instances.first { $0.recurrenceID == nil } ?? instances.first
      : instances.first { $0.recurrenceID?.local.secondsSinceEpoch == parsed.instant }
    guard let found else { return nil }
    return (CalendarEvent(found, calendar: calendar.name), item, calendar, found)
  }

  /// Writes `draft` to the default calendar and returns the event made.
  func create(_ draft: EventDraft) throws -> CalendarEvent {
    guard let calendar = defaultCalendar else { throw IntentError.source(.readOnly(name: nil)) }
    let item = try Self.attempt { () throws(CalendarError) in try calendar.collection.create(draft) }
    let instances = item.master.map { master in
      let first = master.interval(in: zone)
      return item.occurrences(
        in: DateInterval(start: first.start, end: first.end.addingTimeInterval(1)), timeZone: zone)
    }
    guard let first = instances?.first else { throw IntentError.source(.readOnly(name: calendar.name)) }
    return CalendarEvent(first, calendar: calendar.name)
  }

  /// Moves the event `id` names to `start`..`end` (whole days for `allDay`): one instance of a
  /// recurring event (its override), or the event. The times are written as the event's own
  /// were (UTC, its zone, or floating), so a move changes the time and nothing else. Read again
  /// first: a file changed by another program since is never overwritten.
  func move(_ id: String, to start: Date, end: Date, allDay: Bool) throws -> CalendarEvent {
    guard let (event, item, calendar, instance) = try self.event(id: id) else {
      throw IntentError.noLongerThere(IntentSubject(CalendarEvent.self, name: id))
    }
    guard !calendar.isReadOnly else { throw IntentError.source(.readOnly(name: calendar.name)) }
    let kind = instance.startTime
    let edit = EventEdit(
      start: Self.time(start, like: kind, allDay: allDay, in: zone),
      end: Self.time(end, like: kind, allDay: allDay, in: zone, isEnd: true), occurrence: event.recurrenceID)
    let written = try Self.attempt { () throws(CalendarError) in
      try calendar.collection.update(item, with: edit, expecting: item.stamp)
    }
    let moved = written.occurrences(
      in: DateInterval(start: start.addingTimeInterval(-1), end: max(start, end).addingTimeInterval(1)),
      timeZone: zone
    ).first { $0.recurrenceID == event.recurrenceID }
    return moved.map { CalendarEvent($0, calendar: calendar.name) } ?? event
  }

  /// `date` as the same kind of time as `existing`: UTC stays UTC, a zone its zone, a floating
  /// time floating (the person's wall clock); a day, or a time for an event that was all-day, as
  /// a new event's (``CreateEventIntent/time(_:allDay:in:isEnd:)``).
  static func time(
    _ date: Date, like existing: EventTime, allDay: Bool, in zone: TimeZone, isEnd: Bool = false
  )
    -> EventTime
  {
    guard !allDay else { return CreateEventIntent.time(date, allDay: true, in: zone, isEnd: isEnd) }
    switch existing {
    case .utc: return .instant(date)
    case .zoned(_, let identifier): return .zoned(date, in: TimeZone(identifier: identifier) ?? zone)
    case .floating:
      let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(zone.secondsFromGMT(for: date))
      return .floating(LocalDateTime(secondsSinceEpoch: seconds))
    case .date: return CreateEventIntent.time(date, allDay: false, in: zone)
    }
  }

  /// Deletes the event `id` names: one instance of a recurring event (an EXDATE), or its file.
  func delete(_ id: String) throws {
    guard let (event, item, calendar, _) = try self.event(id: id) else { return }
    guard !calendar.isReadOnly else { throw IntentError.source(.readOnly(name: calendar.name)) }
    try Self.attempt { () throws(CalendarError) in
      if let occurrence = event.recurrenceID {
        _ = try calendar.collection.deleteOccurrence(occurrence, of: item, expecting: item.stamp)
      } else {
        try calendar.collection.delete(item, expecting: item.stamp)
      }
    }
  }

  /// `body`'s result (a read or a write of a calendar), its failure as the shell's
  /// (``intentError(_:)``).
  static func attempt<T>(_ body: () throws(CalendarError) -> T) throws(IntentError) -> T {
    do throws(CalendarError) { return try body() } catch { throw intentError(error) }
  }

  /// A calendar's failure as the shell words failures: where, and what.
  static func intentError(_ error: CalendarError) -> IntentError {
    switch error {
    case .unreadable(let path, let line, _): .source(.unreadable(path: path, line: line))
    case .changedOnDisk(let name): .source(.changedElsewhere(name: name))
    case .notFound(let name), .noSuchOccurrence(let name, _):
      .noLongerThere(IntentSubject(CalendarEvent.self, name: name))
    case .invalidEvent(.endsBeforeStart): .endsBeforeStart
    case .invalidEvent: .source(.invalidEvent)
    case .notAFolder(let path): .source(.missingFolder(path: path))
    case .io(let path, let operation, let code): .source(.io(path: path, operation: operation, errno: code))
    case .server(let location, let status) where status == 401 || status == 403:
      .source(.credentialsRefused(location: location))
    case .server(let location, let status): .source(.serverAnswered(location: location, status: status))
    case .unreachable(let location): .source(.unreachable(location: location))
    }
  }
}

/// What ``CalendarApp/convertStoredEvents(in:)`` did.
public struct CalendarConversion: Sendable, Equatable {
  /// Events written as new items.
  public var converted: Int
  /// Events already there (converted before): left as they are.
  public var alreadyThere: Int
  /// The calendar they went to.
  public var calendar: String?

  /// A conversion of these counts.
  public init(converted: Int, alreadyThere: Int, calendar: String?) {
    self.converted = converted
    self.alreadyThere = alreadyThere
    self.calendar = calendar
  }
}

extension CalendarApp {
  /// Writes the events of a store made before calendars were `.ics` files (its
  /// `calendar/events.jsonl` collection) into the default calendar, each as the item named by
  /// its old identifier (so `event-review` stays `home/event-review`). Run again, it writes none
  /// twice. The collection is left where it is: the app no longer reads it.
  public static func convertStoredEvents(in context: AppContext) throws -> CalendarConversion {
    let storage = try CalendarStorage(context: context)
    guard let target = storage.defaultCalendar,
      let spec = context.sources.calendars.first(where: { $0.name == target.name })
    else { throw IntentError.source(.readOnly(name: nil)) }
    var result = CalendarConversion(converted: 0, alreadyThere: 0, calendar: target.name)
    let zone = context.wording.timeZone
    for record in try context.records(legacyEventsCollection) {
      let fields = record.fields
      guard let title = fields["title"]?.stringValue, let start = fields["startDate"]?.dateValue else {
        continue
      }
      let exists = { () throws(CalendarError) in try target.collection.item(named: record.id) }
      if try CalendarStorage.attempt(exists) != nil {
        result.alreadyThere += 1
        continue
      }
      let allDay = fields["isAllDay"]?.boolValue ?? false
      let end = fields["endDate"]?.dateValue ?? start.addingTimeInterval(allDay ? 86_400 : 3600)
      let draft = EventDraft(
        summary: title, start: CreateEventIntent.time(start, allDay: allDay, in: zone),
        end: CreateEventIntent.time(max(end, start), allDay: allDay, in: zone, isEnd: true),
        location: fields["location"]?.stringValue, description: fields["note"]?.stringValue,
        attendees: (fields["attendees"]?.arrayValue ?? []).compactMap(\.stringValue).map {
          Attendee(name: $0)
        })
      let named = try CalendarStorage.collection(
        for: spec, cacheFolder: context.cacheDirectory?.path, clock: { context.now },
        makeIdentifier: { record.id })
      _ = try CalendarStorage.attempt { () throws(CalendarError) in try named.create(draft) }
      result.converted += 1
    }
    return result
  }

  /// The collection events were kept in before calendars were `.ics` files.
  static let legacyEventsCollection = "events"
}
