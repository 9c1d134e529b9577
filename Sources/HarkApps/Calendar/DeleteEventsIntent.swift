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
    let titles = entities.map { "“\($0.title)”" }.joined(separator: ", ")
    return IntentResult(
      dialog: IntentDialog(
        key: "deleted", arguments: ["titles": titles], full: "Deleted \(titles) from your calendar."))
  }
}
