import Foundation
import HarkCore
import HarkStore

/// A calendar of events: create, find, move and delete them.
public struct CalendarApp: App {
  public init() {}

  public let id = "calendar"
  public let name = "Calendar"
  public let synonyms = ["agenda", "日历"]

  public var intents: [any AppIntent.Type] {
    [CreateEventIntent.self, DeleteEventsIntent.self, FindEventsIntent.self, UpdateEventIntent.self]
  }
  public var entityTypes: [EntityType] { [EntityType(CalendarEvent.self)] }

  enum Collection {
    static let events = "events"
  }

  public func demoData(now: Date) -> [StoreSeed] {
    let day = 86_400.0
    let startOfToday = (now.timeIntervalSince1970 / day).rounded(.down) * day
    func at(_ days: Double, _ hour: Double) -> Date {
      Date(timeIntervalSince1970: startOfToday + days * day + hour * 3600)
    }
    let events = [
      CalendarEvent(
        id: "event-review", title: "Quarterly review", startDate: at(2, 10), endDate: at(2, 11),
        isAllDay: false, location: "Room 4B", attendees: ["Dana Brooks", "Priya Natarajan"], note: nil),
      CalendarEvent(
        id: "event-movie", title: "The Princess Bride screening", startDate: at(4, 20),
        endDate: at(4, 22), isAllDay: false, location: "Castro Theatre", attendees: ["Mary Rivera"],
        note: "Two tickets booked by Mary"),
      CalendarEvent(
        id: "event-lunch", title: "Lunch at Mom's", startDate: at(5, 12), endDate: at(5, 14),
        isAllDay: false, location: "Tucson", attendees: ["Linda Rivera", "Mary Rivera"], note: nil),
      CalendarEvent(
        id: "event-offsite", title: "Team offsite", startDate: at(9, 0), endDate: at(10, 0),
        isAllDay: true, location: nil, attendees: ["Dana Brooks", "Priya Natarajan"], note: nil),
    ]
    return [StoreSeed(app: id, collection: Collection.events, records: events.map(\.record))]
  }
}
