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
      .init("note", \.note), .recurrence("recurrence", \.recurrence), .duration("alarm", \.alarm),
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
  /// The repeat as said ("every monday at 9", 每周一), read again by the date readers.
  public var recurrence: String?
  /// How long before the start to remind ("an hour before", 提前一小时), as said.
  public var alarm: String?

  public init() {}

  /// A repeat said gives the first start ("every monday at 7": next Monday at 07:00), so the
  /// start is not asked for then.
  public static func requirement(of parameter: String, given: Set<String>) -> SchemaParameter.Requirement? {
    parameter == "startDate" && given.contains("recurrence") ? .optional : nil
  }

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let title, !title.isEmpty else { throw Self.needsValue(\.title) }
    let zone = context.wording.timeZone
    let parser = DateParser(now: context.now, timeZone: zone, lexicons: context.wording.lexicons)
    let repeats = recurrence.flatMap(parser.readRecurrence)
    let reminder = alarm.flatMap(parser.readDuration)
    // A repeat with no start said starts at its next time: "every monday at 7" on a Thursday
    // is next Monday at 07:00; one with no time of day is all-day.
    let first = repeats.flatMap {
      startDate == nil ? Self.firstStart(of: $0, after: context.now, in: zone) : nil
    }
    guard let startDate = startDate ?? first else { throw Self.needsValue(\.startDate) }
    let allDay = isAllDay ?? (first != nil && repeats?.hour == nil)
    let end = endDate ?? startDate.addingTimeInterval(allDay ? 86_400 : 3600)
    guard end >= startDate else { throw IntentError.endsBeforeStart }
    let people = try attendees.map { person in try context.people.match(person).first ?? person }
    let names = people.map(\.displayName)
    let named = Self.title(title, with: names, language: context.wording.language)
    let draft = EventDraft(
      summary: named, start: Self.time(startDate, allDay: allDay, in: zone),
      end: Self.time(end, allDay: allDay, in: zone, isEnd: true), location: location?.displayName,
      description: note,
      attendees: people.map { person in
        Attendee(name: person.displayName, email: person.handles.first { $0.kind == .email }?.value)
      }, alarmOffsets: reminder.map { [Int($0.seconds)] } ?? [], recurrence: repeats.map(Self.rule))
    let event = try CalendarStorage(context: context).create(draft)
    let when = event.displayRepresentation.subtitle(context.wording) ?? ""
    let with = names.joined(separator: ", ")
    if let repeats, names.isEmpty {
      return IntentResult(
        dialog: Self.repeating(named, repeats, from: startDate, allDay: allDay, wording: context.wording),
        entities: [event.entityValue])
    }
    return IntentResult(
      dialog: IntentDialog(
        key: names.isEmpty ? "created" : "created_with",
        arguments: ["title": named, "startDate": when, "attendees": with],
        full: "Added “\(named)” to your calendar: \(when)" + (names.isEmpty ? "." : ", with \(with).")),
      entities: [event.entityValue])
  }
}

extension CreateEventIntent {
  /// The RRULE of a repeat said: its unit, every how many, and the weekday named.
  static func rule(_ repeats: Recurrence) -> RecurrenceRule {
    let frequency: RecurrenceRule.Frequency =
      switch repeats.frequency {
      case .daily: .daily
      case .weekly: .weekly
      case .monthly: .monthly
      case .yearly: .yearly
      }
    return RecurrenceRule(
      frequency: frequency, interval: repeats.interval,
      byDay: repeats.weekday.map { [RecurrenceRule.Weekday($0)] } ?? [])
  }

  /// The first time a repeat said with no start happens after `now`: the next such weekday (or
  /// day) at its time, today when that time is still to come; a day's start when no time was said.
  static func firstStart(of repeats: Recurrence, after now: Date, in zone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let today = calendar.startOfDay(for: now)
    for offset in 0..<8 {
      guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { return nil }
      if let weekday = repeats.weekday, calendar.component(.weekday, from: day) != weekday { continue }
      guard let hour = repeats.hour else {
        if day > now || repeats.weekday == nil && offset > 0 { return day }
        continue
      }
      let start = calendar.date(bySettingHour: hour, minute: repeats.minute ?? 0, second: 0, of: day)
      if let start, start > now { return start }
    }
    return nil
  }

  /// The answer for a repeating event: how often and from when, in the grammar's phrases
  /// (`created_weekly`: “every Monday at 07:00, from Monday 7 December”).
  static func repeating(
    _ title: String, _ repeats: Recurrence, from start: Date, allDay: Bool, wording: DateWording
  ) -> IntentDialog {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = wording.timeZone
    let parts = calendar.dateComponents([.weekday, .hour, .minute], from: start)
    let weekdays = wording.lexicons[wording.language].dates.weekdays
    let weekdayIndex = (repeats.weekday ?? parts.weekday ?? 1) - 1
    let weekday = weekdays.indices.contains(weekdayIndex) ? weekdays[weekdayIndex] : ""
    let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    let day = wording.text(start, time: false)
    let key: String =
      switch (repeats.frequency, repeats.interval, allDay) {
      case (.daily, 1, false): "created_daily"
      case (.weekly, 1, false): "created_weekly"
      case (.weekly, 1, true): "created_weekly_all_day"
      case (.weekly, 2, false): "created_every_other_week"
      default: "created_repeating"
      }
    let full =
      switch key {
      case "created_daily": "every day at \(time), from \(day)"
      case "created_weekly": "every \(weekday) at \(time), from \(day)"
      case "created_weekly_all_day": "every \(weekday), from \(day)"
      case "created_every_other_week": "every other \(weekday) at \(time), from \(day)"
      default: "repeating from \(wording.text(start, time: !allDay))"
      }
    // The catch-all names the first time in full; the others say the time in the repeat.
    let from = key == "created_repeating" ? wording.text(start, time: !allDay) : day
    return IntentDialog(
      key: PhraseKey(rawValue: key),
      arguments: ["title": title, "weekday": weekday, "time": time, "startDate": from],
      full: "Added “\(title)” to your calendar: \(full).")
  }

  /// `date` as the event's file says it: a day for an all-day event (the day after the last for
  /// its end, as iCalendar counts), else the wall clock of the person's zone with the zone named,
  /// or UTC.
  static func time(_ date: Date, allDay: Bool, in zone: TimeZone, isEnd: Bool = false) -> EventTime {
    guard allDay else {
      // A zone that is UTC all year (GMT, UTC, Etc/UTC) is said as UTC; any other is named.
      let isUTC =
        zone.secondsFromGMT(for: date) == 0 && zone.nextDaylightSavingTimeTransition(after: date) == nil
      return isUTC ? .instant(date) : .zoned(date, in: zone)
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
