import Foundation
import HarkCore
import HarkICalendar

/// Moves an event to a new start, keeping its length ("move it to 4pm", "move the quarterly review
/// to friday"). The dialogue reads a time said alone on the event's own day.
public struct UpdateEventIntent: AppIntent {
  public static let schema = SchemaIntent.named(.updateEvent)
  public static var parameters: [IntentParameter<Self>] {
    [.init("entity", \.entity), .init("startDate", \.startDate)]
  }

  public var entity: CalendarEvent?
  public var startDate: Date?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var event = entity else { throw Self.needsValue(\.entity) }
    guard let startDate else { throw Self.needsValue(\.startDate) }
    // Read again: the event may have changed since it was shown.
    let storage = try CalendarStorage(context: context)
    guard let stored = try storage.event(id: event.id)?.event else {
      throw IntentError.noLongerThere(IntentSubject(CalendarEvent.self, name: event.title))
    }
    event = stored
    let zone = context.wording.timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    // An all-day event moved to a day stays all-day, its days kept; moved to a time, it becomes
    // an hour's event.
    let allDay = event.isAllDay && calendar.startOfDay(for: startDate) == startDate
    let end =
      allDay
      ? startDate.addingTimeInterval(event.endDate.timeIntervalSince(event.startDate))
      : event.isAllDay
        ? startDate.addingTimeInterval(3600)
        : startDate.addingTimeInterval(event.endDate.timeIntervalSince(event.startDate))
    event = try storage.move(event.id, to: startDate, end: end, allDay: allDay)
    let when = context.wording.text(event.startDate, time: !event.isAllDay)
    return IntentResult(
      dialog: IntentDialog(
        key: "moved", arguments: ["title": event.title, "startDate": when],
        full: "Moved “\(event.title)” to \(when)."),
      entities: [event.entityValue])
  }
}
