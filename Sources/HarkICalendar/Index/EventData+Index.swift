import Foundation

/// An event's fields in the index: what a listing shows, so a listing reads no `.ics` file.
extension EventData {
  func encode(to writer: inout IndexWriter) {
    writer.text(uid)
    writer.optionalText(summary)
    writer.optionalText(description)
    writer.optionalText(location)
    writer.count(categories.count)
    for category in categories { writer.text(category) }
    writer.byte(organizer == nil ? 0 : 1)
    if let organizer { organizer.encode(to: &writer) }
    writer.count(attendees.count)
    for attendee in attendees { attendee.encode(to: &writer) }
    start.encode(to: &writer)
    end.encode(to: &writer)
    writer.optionalText(rrule)
    writer.count(rdates.count)
    for date in rdates { date.encode(to: &writer) }
    writer.count(exdates.count)
    for date in exdates { date.encode(to: &writer) }
    writer.count(alarms.count)
    for alarm in alarms {
      switch alarm.trigger {
      case .relative(let seconds, let fromEnd):
        writer.byte(fromEnd ? 1 : 0)
        writer.integer(seconds)
      case .absolute(let date):
        writer.byte(2)
        writer.integer(Int64(date.timeIntervalSince1970))
      }
      writer.text(alarm.action)
    }
    writer.byte(recurrenceID == nil ? 0 : 1)
    recurrenceID?.encode(to: &writer)
    writer.optionalText(status?.rawValue)
    writer.integer(sequence)
  }

  init?(from reader: inout IndexReader) {
    guard let uid = reader.text(), let summary = reader.optionalText(),
      let description = reader.optionalText(),
      let location = reader.optionalText(), let categoryCount = reader.count()
    else { return nil }
    var categories: [String] = []
    for _ in 0..<categoryCount {
      guard let category = reader.text() else { return nil }
      categories.append(category)
    }
    guard let hasOrganizer = reader.byte() else { return nil }
    var organizer: Attendee?
    if hasOrganizer == 1 {
      guard let read = Attendee(from: &reader) else { return nil }
      organizer = read
    }
    guard let attendeeCount = reader.count() else { return nil }
    var attendees: [Attendee] = []
    for _ in 0..<attendeeCount {
      guard let attendee = Attendee(from: &reader) else { return nil }
      attendees.append(attendee)
    }
    guard let start = EventTime(from: &reader), let end = EventTime(from: &reader),
      let rrule = reader.optionalText(),
      let rdates = EventTime.list(from: &reader), let exdates = EventTime.list(from: &reader),
      let alarmCount = reader.count()
    else { return nil }
    var alarms: [Alarm] = []
    for _ in 0..<alarmCount {
      guard let kind = reader.byte(), let value = reader.integer(), let action = reader.text() else {
        return nil
      }
      let trigger: AlarmTrigger =
        kind == 2
        ? .absolute(Date(timeIntervalSince1970: TimeInterval(value)))
        : .relative(seconds: Int(value), fromEnd: kind == 1)
      alarms.append(Alarm(trigger: trigger, action: action))
    }
    guard let hasRecurrenceID = reader.byte() else { return nil }
    var recurrenceID: EventTime?
    if hasRecurrenceID == 1 {
      guard let read = EventTime(from: &reader) else { return nil }
      recurrenceID = read
    }
    guard let status = reader.optionalText(), let sequence = reader.integer() else { return nil }
    self.init(
      uid: uid, summary: summary, description: description, location: location, categories: categories,
      organizer: organizer, attendees: attendees, start: start, end: end, rrule: rrule, rdates: rdates,
      exdates: exdates, alarms: alarms, recurrenceID: recurrenceID,
      status: status.flatMap(EventStatus.init(rawValue:)),
      sequence: Int(sequence))
  }
}

extension Attendee {
  func encode(to writer: inout IndexWriter) {
    writer.optionalText(name)
    writer.optionalText(email)
    writer.optionalText(participation)
  }

  init?(from reader: inout IndexReader) {
    guard let name = reader.optionalText(), let email = reader.optionalText(),
      let participation = reader.optionalText()
    else { return nil }
    self.init(name: name, email: email, participation: participation)
  }
}

extension EventTime {
  func encode(to writer: inout IndexWriter) {
    switch self {
    case .date: writer.byte(0)
    case .floating: writer.byte(1)
    case .utc: writer.byte(2)
    case .zoned(_, let zone):
      writer.byte(3)
      writer.text(zone)
    }
    writer.integer(local.secondsSinceEpoch)
  }

  init?(from reader: inout IndexReader) {
    guard let kind = reader.byte() else { return nil }
    var zone: String?
    if kind == 3 {
      guard let read = reader.text() else { return nil }
      zone = read
    }
    guard let seconds = reader.integer(), abs(seconds) < 400_000_000_000 else { return nil }
    let local = LocalDateTime(secondsSinceEpoch: seconds)
    switch kind {
    case 0: self = .date(local.day)
    case 1: self = .floating(local)
    case 2: self = .utc(local)
    case 3:
      guard let zone else { return nil }
      self = .zoned(local, timeZone: zone)
    default: return nil
    }
  }

  static func list(from reader: inout IndexReader) -> [EventTime]? {
    guard let count = reader.count() else { return nil }
    var result: [EventTime] = []
    for _ in 0..<count {
      guard let time = EventTime(from: &reader) else { return nil }
      result.append(time)
    }
    return result
  }
}
