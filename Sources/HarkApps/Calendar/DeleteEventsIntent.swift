import Foundation
import HarkCore

/// Removes events from the calendar.
public struct DeleteEventsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteEvents)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [CalendarEvent] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    let storage = try CalendarStorage(context: context)
    for event in entities { try storage.delete(event.id) }
    // One instance of a series goes, not the series: the answer says which day, so "cancel the
    // run club" is not heard as the whole club gone.
    if entities.count == 1, let event = entities.first, event.isRecurring {
      let when = context.wording.text(event.startDate, time: !event.isAllDay)
      return IntentResult(
        dialog: IntentDialog(
          key: "deleted_instance", arguments: ["title": event.title, "date": when],
          full: "Deleted “\(event.title)” on \(when) from your calendar; the rest of the series stays."))
    }
    let titles = entities.map { "“\($0.title)”" }.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted", arguments: ["titles": titles], full: "Deleted \(titles) from your calendar."))
  }
}
