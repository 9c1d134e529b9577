import Foundation
import HarkCore
import HarkICalendar
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

  /// The demo calendar: `.ics` files in the store's own calendar folder
  /// (``DataSources/storeCalendarFolder(_:)``), as khal keeps a calendar, so the demo and a
  /// person's calendar take one path.
  public func demoData(now: Date) -> [StoreSeed] {
    let day = 86_400.0
    let startOfToday = (now.timeIntervalSince1970 / day).rounded(.down) * day
    func at(_ days: Double, _ hour: Double) -> EventTime {
      .instant(Date(timeIntervalSince1970: startOfToday + days * day + hour * 3600))
    }
    func on(_ days: Double) -> EventTime {
      .date(CalendarDay(dayNumber: Int((startOfToday / day).rounded()) + Int(days)))
    }
    // The demo address book's people, with its addresses (an ATTENDEE is a mailto: address).
    let addresses = [
      "Dana Brooks": "dana.brooks@acme.example", "Priya Natarajan": "priya@acme.example",
      "Mary Rivera": "mary@rivera.example", "Linda Rivera": "linda.rivera@mail.example",
    ]
    func people(_ names: String...) -> [Attendee] { names.map { Attendee(name: $0, email: addresses[$0]) } }
    let events: [(String, EventDraft)] = [
      (
        "event-review",
        EventDraft(
          summary: "Quarterly review", start: at(2, 10), end: at(2, 11), location: "Room 4B",
          attendees: people("Dana Brooks", "Priya Natarajan"))
      ),
      (
        "event-movie",
        EventDraft(
          summary: "The Princess Bride screening", start: at(4, 20), end: at(4, 22),
          location: "Castro Theatre",
          description: "Two tickets booked by Mary", attendees: people("Mary Rivera"))
      ),
      (
        "event-lunch",
        EventDraft(
          summary: "Lunch at Mom's", start: at(5, 12), end: at(5, 14), location: "Tucson",
          attendees: people("Linda Rivera", "Mary Rivera"))
      ),
      (
        "event-offsite",
        EventDraft(
          summary: "Team offsite", start: on(9), end: on(10),
          attendees: people("Dana Brooks", "Priya Natarajan"))
      ),
    ]
    let folder = "calendars/home/"
    var files: [String: [UInt8]] = [:]
    for (name, draft) in events {
      files[folder + name + ".ics"] = draft.itemBytes(uid: name, stampedAt: now)
    }
    // The store's own sources file names the demo calendar, so a demo never falls through to
    // the person's khal config or sources file (DataSources' precedence: the store's file first).
    let sources = """
      # The demo store's own calendar. Point Hark at yours in ~/.config/hark/sources (or khal's
      # config) and remove this file, or make a store of your own.
      [calendar home]
      folder = calendar/calendars/home
      default = yes

      """
    return [StoreSeed(app: id, files: files), StoreSeed(app: "", files: ["sources": Array(sources.utf8)])]
  }
}
