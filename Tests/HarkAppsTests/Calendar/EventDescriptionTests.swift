import Foundation
import HarkCore
import HarkGrammar
import Testing

@testable import HarkApps

/// Events found by what people say of them, over a small fixed calendar: the best-ranked
/// events for each description (every event ranked alike with the best is listed).
@Suite struct EventDescriptionTests {
  /// Tuesday 9 June 2026, 09:41 UTC.
  static let now = Date(timeIntervalSince1970: 1_780_998_060)
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    calendar.firstWeekday = 2
    return calendar
  }()

  static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    let components = DateComponents(year: 2026, month: 6, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? now
  }

  static func event(
    _ id: String, _ title: String, _ day: Int, _ hour: Int, hours: Int = 1, allDay: Bool = false,
    place: String? = nil, people: [String] = [], note: String? = nil
  ) -> CalendarEvent {
    let start = allDay ? at(day, 0) : at(day, hour)
    let end = allDay ? at(day + 1, 0) : start.addingTimeInterval(Double(hours) * 3600)
    return CalendarEvent(
      id: id, title: title, startDate: start, endDate: end, isAllDay: allDay, location: place,
      attendees: people, note: note)
  }

  static let events: [CalendarEvent] = [
    event("standup", "Team standup", 10, 9, people: ["Dana Brooks", "Leo Park"]),
    event("dentist", "Dentist", 10, 14, place: "Smile Clinic"),
    event("dinner", "Dinner with Mike", 11, 19, hours: 2, place: "Castro Theatre", people: ["Mike Chen"]),
    event("bday", "Jeff's birthday party", 12, 18, hours: 3, people: ["Jeff Stone"]),
    event("wedding", "Anna's wedding", 20, 0, allDay: true, place: "Napa"),
    event(
      "gala", "Spring gala", 15, 19, hours: 3,
      note: "The fundraiser for the dolphins, black tie"),
    {
      var review = event("review", "Quarterly review", 11, 10, people: ["Dana Brooks", "Priya Natarajan"])
      review.categories = ["Work"]
      return review
    }(),
    event("old", "Dinner with Mike", 2, 19, people: ["Mike Chen"]),
    event("zh-meeting", "项目评审会议", 16, 10, people: ["王明"]),
    event("zh-dinner", "和王明吃晚餐", 17, 19, place: "海底捞"),
  ]

  static func best(_ words: String) -> [String] {
    let found = EventDescription.rank(
      words, among: events, now: now, calendar: calendar, lexicons: .standard,
      readSpan: CalendarEventQuery.spanReader(now: now, calendar: calendar, lexicons: .standard)
    ).ranked
    guard let top = found.first?.score else { return [] }
    return found.filter { top - $0.score <= 0.08 + 1e-9 }.map(\.entity.id).sorted()
  }

  @Test(arguments: [
    // A day, a kind, and both.
    ("my meeting tomorrow", ["standup"]),
    ("tomorrow's appointment", ["dentist"]),
    ("the thing on wednesday", ["dentist", "standup"]),
    // A meeting is any event with people, but one whose title says so comes first.
    ("the meeting on thursday", ["dinner", "review"]),
    ("the dinner on thursday", ["dinner"]),
    ("the wedding on the 20th", ["wedding"]),
    // People, first name or whole name; a place.
    ("dinner with mike", ["dinner"]),
    ("the one with priya", ["review"]),
    ("my work thing on thursday", ["review"]),
    ("my meeting with dana brooks on thursday", ["review"]),
    ("the thing at the castro", ["dinner"]),
    ("the clinic appointment", ["dentist"]),
    // Words of the title or the note, possessives and plurals.
    ("jeff's birthday", ["bday"]),
    ("the birthday parties", ["bday"]),
    ("the fundraiser for dolphins", ["gala"]),
    ("anna's wedding", ["wedding"]),
    // A title said whole still finds it; a past event ranks below one to come, and a word that
    // shows nowhere leaves nothing.
    ("quarterly review", ["review"]),
    ("the old dinner with mike", []),
  ])
  func englishDescriptionsFindTheirEvents(words: String, expected: [String]) {
    #expect(Self.best(words) == expected, "\(words)")
  }

  @Test(arguments: [
    ("明天的会议", ["standup"]),
    ("和王明的晚饭", ["zh-dinner"]),
    ("16号的评审", ["zh-meeting"]),
    ("在海底捞的晚饭", ["zh-dinner"]),
    ("王明的会议", ["zh-meeting"]),
  ])
  func chineseDescriptionsAreMatchedByCharacters(words: String, expected: [String]) {
    #expect(Self.best(words) == expected, "\(words)")
  }

  @Test(arguments: [
    "the wedding on the 11th", "dinner with sarah", "the dinner on wednesday", "my lunch on the 20th",
    "my meeting on saturday", "婚礼",
    "dolphins in the gala hall",
  ])
  func wordsThatFitNoEventFindNone(words: String) {
    #expect(Self.best(words).isEmpty, "\(words)")
  }

  @Test(arguments: [
    ("jeff's", "jeff"), ("dolphins", "dolphin"), ("parties", "party"), ("lunches", "lunch"),
    ("class", "class"), ("bus", "bus"), ("parents'", "parent"),
  ])
  func stemsDropPossessivesAndPlurals(word: String, stem: String) {
    #expect(EventDescription.stem(word) == stem)
  }

  @Test(arguments: [
    ("all my meetings on thursday", true), ("everything this weekend", true), ("所有的会议", true),
    ("my meeting on thursday", false), ("明天的会议", false),
  ])
  func wordsForEveryEventAskForAllOfThem(words: String, all: Bool) {
    let description = EventDescription(
      words, lexicons: .standard,
      readSpan: CalendarEventQuery.spanReader(now: Self.now, calendar: Self.calendar, lexicons: .standard))
    #expect(description.selectsAll == all)
  }

  @Test func aTimeSaidIsReadAsTheSpanAndTheRestAsTerms() {
    let description = EventDescription(
      "the wedding on the 20th", lexicons: .standard,
      readSpan: CalendarEventQuery.spanReader(now: Self.now, calendar: Self.calendar, lexicons: .standard))
    #expect(description.span?.start == Self.at(20, 0))
    #expect(description.span?.end == Self.at(21, 0))
    #expect(description.spokenWords == "wedding")
  }
}
