import Foundation
import HarkCore

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
    guard let stored = try CalendarEventQuery(context: context).entities(for: [event.id]).first else {
      throw IntentError.noLongerThere(IntentSubject(CalendarEvent.self, name: event.title))
    }
    event = stored
    let length = event.endDate.timeIntervalSince(event.startDate)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.wording.timeZone
    // An all-day event moved to a day stays all-day; moved to a time, it becomes an hour's event.
    if event.isAllDay, calendar.startOfDay(for: startDate) != startDate {
      event.isAllDay = false
      event.endDate = startDate.addingTimeInterval(3600)
    } else {
      event.endDate = startDate.addingTimeInterval(length)
    }
    event.startDate = startDate
    try context.save(CalendarApp.Collection.events, [event.record])
    let when = context.wording.text(event.startDate, time: !event.isAllDay)
    return IntentResult(
      dialog: IntentDialog(
        key: "moved", arguments: ["title": event.title, "startDate": when],
        full: "Moved “\(event.title)” to \(when)."),
      entities: [event.entityValue])
  }
}
