import CICal
import Foundation

/// Reads one `.ics` file's bytes into a ``CalendarItem``: libical parses the components and their
/// values (text unescaping, parameters, RRULE, durations, VTIMEZONE), ``ContentLines`` checks
/// the structure and says on which line a file goes wrong.
enum ItemReader {
  /// The item `name` of `bytes` stamped `stamp`; the problem and its line (in `path`) when the
  /// bytes are no calendar item.
  static func item(name: String, path: String, bytes: [UInt8], stamp: ItemStamp) throws(CalendarError)
    -> CalendarItem
  {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(path: path, line: 0, problem: .notText)
    }
    let lines: ContentLines
    do {
      lines = try ContentLines(bytes)
    } catch {
      throw .unreadable(path: path, line: error.line, problem: error.problem)
    }
    guard let calendar = icalparser_parse_string(text) else {
      throw .unreadable(path: path, line: 1, problem: .notACalendar)
    }
    defer { icalcomponent_free(calendar) }
    let blocks = lines.topLevel("VEVENT")
    var master: EventData?
    var overrides: [EventData] = []
    var index = 0
    var component = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT)
    while let event = component {
      defer {
        component = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)
        index += 1
      }
      let block = index < blocks.count ? blocks[index] : nil
      let read: EventData
      do {
        read = try EventReader(calendar: calendar, event: event).read()
      } catch {
        throw .unreadable(path: path, line: line(of: error, in: block, lines: lines), problem: error.problem)
      }
      if read.recurrenceID == nil, master == nil {
        master = read
      } else {
        overrides.append(read)
      }
    }
    return CalendarItem(name: name, stamp: stamp, bytes: bytes, master: master, overrides: overrides)
  }

  /// The line to blame for `error` in the VEVENT `block`: the property's line when it has one
  /// (libical drops a value it cannot read), else the BEGIN:VEVENT line.
  private static func line(of error: EventProblemAt, in block: ContentLines.Block?, lines: ContentLines)
    -> Int
  {
    guard let block else { return 1 }
    if let property = error.property {
      for index in lines.properties(of: block) where lines.lines[index].name == property {
        return lines.lines[index].number
      }
    }
    return lines.lines[block.begin].number
  }
}

/// An event that does not read, before its line is known.
struct EventProblemAt: Error {
  /// The property at fault, when there is one.
  var property: String?
  var problem: ItemProblem
}

/// The fields of one VEVENT, read through libical.
struct EventReader {
  let calendar: OpaquePointer
  let event: OpaquePointer

  func read() throws(EventProblemAt) -> EventData {
    var uid: String?
    var summary: String?
    var description: String?
    var location: String?
    var categories: [String] = []
    var organizer: Attendee?
    var attendees: [Attendee] = []
    var start: EventTime?
    var end: EventTime?
    var duration: Int?
    var rrule: String?
    var rdates: [EventTime] = []
    var exdates: [EventTime] = []
    var recurrenceID: EventTime?
    var status: EventStatus?
    var sequence = 0
    var badTimes: Set<String> = []

    var property = icalcomponent_get_first_property(event, ICAL_ANY_PROPERTY)
    while let current = property {
      defer { property = icalcomponent_get_next_property(event, ICAL_ANY_PROPERTY) }
      let kind = icalproperty_isa(current)
      switch kind {
      case ICAL_UID_PROPERTY: uid = Self.text(icalproperty_get_uid(current))
      case ICAL_SUMMARY_PROPERTY: summary = Self.text(icalproperty_get_summary(current))
      case ICAL_DESCRIPTION_PROPERTY: description = Self.text(icalproperty_get_description(current))
      case ICAL_LOCATION_PROPERTY: location = Self.text(icalproperty_get_location(current))
      case ICAL_CATEGORIES_PROPERTY:
        if let value = Self.text(icalproperty_get_categories(current)) {
          categories += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
      case ICAL_ORGANIZER_PROPERTY:
        organizer = attendee(current, address: icalproperty_get_organizer(current))
      case ICAL_ATTENDEE_PROPERTY:
        if let person = attendee(current, address: icalproperty_get_attendee(current)) {
          attendees.append(person)
        }
      case ICAL_DTSTART_PROPERTY:
        start = time(icalproperty_get_dtstart(current), current)
        if start == nil { badTimes.insert("DTSTART") }
      case ICAL_DTEND_PROPERTY:
        end = time(icalproperty_get_dtend(current), current)
        if end == nil { badTimes.insert("DTEND") }
      case ICAL_DURATION_PROPERTY: duration = Int(icaldurationtype_as_int(icalproperty_get_duration(current)))
      case ICAL_RECURRENCEID_PROPERTY: recurrenceID = time(icalproperty_get_recurrenceid(current), current)
      case ICAL_RRULE_PROPERTY:
        var rule = icalproperty_get_rrule(current)
        if rule.freq != ICAL_NO_RECURRENCE, let written = icalrecurrencetype_as_string_r(&rule) {
          rrule = String(cString: written)
          icalmemory_free_buffer(written)
        }
      case ICAL_RDATE_PROPERTY:
        let value = icalproperty_get_rdate(current)
        let moment = icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start
        if let read = time(moment, current) { rdates.append(read) }
      case ICAL_EXDATE_PROPERTY:
        if let read = time(icalproperty_get_exdate(current), current) { exdates.append(read) }
      case ICAL_STATUS_PROPERTY: status = Self.status(icalproperty_get_status(current))
      case ICAL_SEQUENCE_PROPERTY: sequence = Int(icalproperty_get_sequence(current))
      case ICAL_XLICERROR_PROPERTY:
        // libical keeps a value it could not read as an error note naming the property.
        if let note = Self.text(icalproperty_get_xlicerror(current)) {
          for name in ["DTSTART", "DTEND", "RECURRENCE-ID"] where note.contains(name) {
            badTimes.insert(name)
          }
        }
      default: break
      }
    }
    if let bad = ["DTSTART", "DTEND", "RECURRENCE-ID"].first(where: badTimes.contains) {
      throw EventProblemAt(property: bad, problem: .badValue(property: bad))
    }
    guard let start else { throw EventProblemAt(property: nil, problem: .missingProperty("DTSTART")) }
    let finish: EventTime
    if let end {
      guard end.isAllDay == start.isAllDay else {
        throw EventProblemAt(property: "DTEND", problem: .badValue(property: "DTEND"))
      }
      finish = end
    } else if let duration {
      finish = start.adding(seconds: Int64(duration))
    } else {
      finish = start.isAllDay ? start.adding(seconds: 86_400) : start
    }
    return EventData(
      uid: uid ?? "", summary: summary, description: description, location: location, categories: categories,
      organizer: organizer, attendees: attendees, start: start, end: finish, rrule: rrule, rdates: rdates,
      exdates: exdates, alarms: alarms(), recurrenceID: recurrenceID, status: status, sequence: sequence)
  }

  /// The VALARMs' triggers and actions.
  private func alarms() -> [Alarm] {
    var result: [Alarm] = []
    var component = icalcomponent_get_first_component(event, ICAL_VALARM_COMPONENT)
    while let alarm = component {
      defer { component = icalcomponent_get_next_component(event, ICAL_VALARM_COMPONENT) }
      guard let triggerProperty = icalcomponent_get_first_property(alarm, ICAL_TRIGGER_PROPERTY) else {
        continue
      }
      let trigger = icalproperty_get_trigger(triggerProperty)
      var action = "DISPLAY"
      if let actionProperty = icalcomponent_get_first_property(alarm, ICAL_ACTION_PROPERTY),
        let text = Self.text(icalproperty_get_value_as_string(actionProperty))
      {
        action = text
      }
      if icaltime_is_null_time(trigger.time) == 0 {
        var utc = trigger.time
        if utc.zone == nil { icaltime_set_timezone(&utc, icaltimezone_get_utc_timezone()) }
        result.append(
          Alarm(
            trigger: .absolute(Date(timeIntervalSince1970: TimeInterval(icaltime_as_timet(utc)))),
            action: action))
      } else {
        let related = Self.text(icalproperty_get_parameter_as_string(triggerProperty, "RELATED"))?
          .uppercased()
        result.append(
          Alarm(
            trigger: .relative(
              seconds: Int(icaldurationtype_as_int(trigger.duration)), fromEnd: related == "END"),
            action: action))
      }
    }
    return result
  }

  /// A DATE or DATE-TIME value as an ``EventTime``: a TZID Foundation knows stays a zoned time;
  /// one it does not (a Windows zone name) is placed by the file's VTIMEZONE through libical and
  /// kept as UTC; a TZID with no VTIMEZONE and no such zone is read as floating.
  private func time(_ value: icaltimetype, _ property: OpaquePointer) -> EventTime? {
    guard icaltime_is_null_time(value) == 0, icaltime_is_valid_time(value) != 0 || value.is_date != 0 else {
      return nil
    }
    let day = CalendarDay(year: Int(value.year), month: Int(value.month), day: Int(value.day))
    guard day.isValid else { return nil }
    if value.is_date != 0 { return .date(day) }
    let local = LocalDateTime(
      day: day, hour: Int(value.hour), minute: Int(value.minute), second: Int(value.second))
    if icaltime_is_utc(value) != 0 { return .utc(local) }
    guard let zoneName = Self.text(icalproperty_get_parameter_as_string(property, "TZID")) else {
      return .floating(local)
    }
    if TimeZone(identifier: zoneName) != nil { return .zoned(local, timeZone: zoneName) }
    guard let zone = icalcomponent_get_timezone(calendar, zoneName) else { return .floating(local) }
    var placed = value
    icaltime_set_timezone(&placed, zone)
    let utc = icaltime_convert_to_zone(placed, icaltimezone_get_utc_timezone())
    return .utc(
      LocalDateTime(
        year: Int(utc.year), month: Int(utc.month), day: Int(utc.day), hour: Int(utc.hour),
        minute: Int(utc.minute),
        second: Int(utc.second)))
  }

  private func attendee(_ property: OpaquePointer, address: UnsafePointer<CChar>?) -> Attendee? {
    let name = Self.text(icalproperty_get_parameter_as_string(property, "CN"))
    var email = Self.text(address)
    if let value = email, value.lowercased().hasPrefix("mailto:") { email = String(value.dropFirst(7)) }
    guard name != nil || email != nil else { return nil }
    let participation = Self.text(icalproperty_get_parameter_as_string(property, "PARTSTAT"))
    return Attendee(name: name, email: email, participation: participation)
  }

  private static func status(_ value: icalproperty_status) -> EventStatus? {
    switch value {
    case ICAL_STATUS_TENTATIVE: .tentative
    case ICAL_STATUS_CONFIRMED: .confirmed
    case ICAL_STATUS_CANCELLED: .cancelled
    default: nil
    }
  }

  private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    let value = String(cString: pointer)
    return value.isEmpty ? nil : value
  }
}
