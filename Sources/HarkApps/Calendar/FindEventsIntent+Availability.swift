import Foundation
import HarkCore

/// Availability as a question of ``FindEventsIntent``: "am I free tomorrow afternoon" (`asking`
/// is ``free``) is answered yes, or no with what is on; "when am I free on friday" (``freeTimes``)
/// with the free stretches of the span within waking hours (``Availability/wakingHours``).
/// App Schemas have no intent of their own for it: it is a find over the calendar whose answer is
/// what the events leave, so it stays a question `findEvents` answers, as "when is my next
/// meeting" is.
extension FindEventsIntent {
  /// `asking` for a yes or no: is the span free? Or busy? (The same answer, said the other way.)
  static let free = "free"
  static let busy = "busy"
  /// `asking` for the free stretches of the span.
  static let freeTimes = "free_times"

  /// The answer to the availability question `asking` over ``startDate``, or the rest of today
  /// when no time was said ("am I free?").
  func availability(_ asking: String, in context: AppContext) throws -> IntentResult {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.wording.timeZone
    let now = context.now
    let endOfToday =
      calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now))
      ?? now.addingTimeInterval(86_400)
    let span =
      startDate
      ?? DateSpan(start: now, end: endOfToday, hasTime: true, isAllDay: false, kind: .restOfDay)
    let window = DateInterval(start: span.start, end: max(span.start, span.end))
    // Every instance in the window: a weekly meeting is busy each week.
    return Self.availability(
      asking, in: window, when: context.wording.text(span),
      among: try CalendarEventQuery(context: context).events(in: window), context: context)
  }

  /// The answer to an availability question over `window`, said as `when` (the span's name).
  static func availability(
    _ asking: String, in window: DateInterval, when: String, among events: [CalendarEvent],
    context: AppContext
  ) -> IntentResult {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.wording.timeZone
    let conflicts = Availability.conflicts(in: window, among: events, calendar: calendar)
    let query = CalendarEventQuery(context: context)
    if asking == freeTimes {
      let gaps = Availability.gaps(in: window, among: events, calendar: calendar)
      let said = query.joined(gaps.map { clock($0.start, calendar) + "–" + clock($0.end, calendar) })
      let hours = Availability.wakingHours
      return IntentResult(
        dialog: IntentDialog(
          key: gaps.isEmpty ? "free_times_none" : "free_times",
          arguments: [
            "when": when, "times": said, "from": String(format: "%02d:00", hours.lowerBound),
            "to": String(format: "%02d:00", hours.upperBound),
          ],
          full: gaps.isEmpty
            ? "\(when): no free time between \(hours.lowerBound):00 and \(hours.upperBound):00."
            : "\(when): you're free \(said)."),
        listed: conflicts.map(\.entityValue))
    }
    let busy = query.joined(
      conflicts.map { event in
        event.isAllDay
          ? event.title
          : event.title + " (" + clock(event.startDate, calendar) + "–" + clock(event.endDate, calendar) + ")"
      })
    let key: PhraseKey =
      switch (asking == Self.busy, conflicts.isEmpty) {
      case (false, true): "free_yes"
      case (false, false): "free_no"
      case (true, true): "busy_no"
      case (true, false): "busy_yes"
      }
    return IntentResult(
      dialog: IntentDialog(
        key: key, arguments: ["when": when, "events": busy],
        full: conflicts.isEmpty ? "You're free: \(when)." : "\(when) you have \(busy)."),
      listed: conflicts.map(\.entityValue))
  }

  /// A time of day as a 24-hour clock ("09:30"): the same in every language the shell speaks.
  static func clock(_ date: Date, _ calendar: Calendar) -> String {
    let time = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
  }
}
