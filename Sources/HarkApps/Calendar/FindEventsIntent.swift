import Foundation
import HarkCore
import HarkGrammar

/// Lists events — those on a day, or whose title has some words — or answers a question about
/// one: "when and where is my next meeting?" is a property query (start date from now, sorted,
/// limit one) whose answer says the properties asked for and only those.
public struct FindEventsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findEvents)
  public static var parameters: [IntentParameter<Self>] {
    [
      .init("startDate", \.startDate), .init("title", \.title), .init("position", \.position),
      .init("asking", \.asking),
    ]
  }

  /// The stretch of time asked about ("this week", "tomorrow afternoon"): events that overlap it.
  public var startDate: DateSpan?
  public var title: String?
  /// `next`, `last` or `first`: one event, by its place in time.
  public var position: String?
  /// The properties asked about (`startDate`, `location`), space-separated; none asks for both.
  public var asking: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    if let asking, [Self.free, Self.busy, Self.freeTimes].contains(asking) {
      return try availability(asking, in: context)
    }
    let query = CalendarEventQuery(context: context)
    var events: [CalendarEvent]
    // What the calendars could not read while listing, said below the list.
    var problems: [IntentError] = []
    if let startDate {
      // Every instance in the span (a weekly meeting each week), from the calendars' listing;
      // all-day events come as the days they are in the person's zone.
      let listed: [CalendarEvent]
      (listed, problems) = try query.listing(
        in: DateInterval(start: startDate.start, end: max(startDate.start, startDate.end)))
      events = listed.filter { startDate.overlaps(from: $0.startDate, to: $0.endDate) }
      if let title {
        let named = Set(try query.entities(matching: title).map(\.seriesID))
        events = events.filter { named.contains($0.seriesID) }
      }
    } else if let title {
      events = try query.entities(matching: title)
    } else {
      (events, problems) = try query.listing()
    }
    if startDate == nil, position == nil {
      events = events.filter { $0.endDate >= context.now }
    }
    if let position { return try answer(position, among: events, in: context) }
    if let startDate {
      // The answer names the span it used: "This week (Monday 7 – Sunday 13 December):".
      let span = context.wording.text(startDate)
      return IntentResult(
        dialog: IntentDialog(
          key: events.isEmpty ? "found_none_in" : "found_in",
          arguments: ["title": title ?? "", "span": span],
          full: events.isEmpty ? "\(span): nothing on your calendar." : "\(span):"),
        listed: events.map(\.entityValue), notices: problems)
    }
    return IntentResult(
      dialog: IntentDialog(
        key: events.isEmpty ? "found_none" : "found", arguments: ["title": title ?? ""],
        full: events.isEmpty ? "No events found." : "Events:"),
      listed: events.map(\.entityValue), notices: problems)
  }

  /// The one event at `position` and the properties asked for.
  private func answer(_ position: String, among events: [CalendarEvent], in context: AppContext) throws
    -> IntentResult
  {
    let upcoming = events.filter { $0.startDate >= context.now }
    let past = events.filter { $0.startDate < context.now }
    let found: CalendarEvent? =
      switch position {
      case "last": past.last
      case "first": events.first
      default: upcoming.first
      }
    let kind = found.map { $0.attendees.isEmpty ? "event" : "meeting" } ?? "meeting"
    guard let event = found else {
      return IntentResult(
        dialog: IntentDialog(
          key: PhraseKey(rawValue: "answer_none_\(position)"), arguments: ["kind": kind],
          full: "You have no \(position) \(kind)."))
    }
    let asked = Set((asking ?? "").split(separator: " ").map(String.init))
    let wantsTime = asked.isEmpty || asked.contains("startDate")
    let wantsPlace = asked.isEmpty || asked.contains("location")
    let when =
      event.isAllDay
      ? context.wording.text(event.startDate, time: false) : context.wording.text(event.startDate)
    var key = "answer_\(position)"
    var full = "Your \(position) \(kind) is \(event.title)"
    if wantsTime {
      key += "_when"
      full += ", \(when)"
    }
    if wantsPlace {
      if let place = event.location {
        key += "_where"
        full += ", in \(place)"
      } else if !wantsTime {
        key += "_nowhere"
        full += "; it has no place set"
      }
    }
    return IntentResult(
      dialog: IntentDialog(
        key: PhraseKey(rawValue: key),
        arguments: ["kind": kind, "title": event.title, "startDate": when, "location": event.location ?? ""],
        full: full + "."),
      entities: [event.entityValue])
  }
}
