import Foundation
import HarkCore
import HarkGrammar

/// Events found by what people say of them ("my meeting tomorrow", "dinner with mike"): the
/// query ranks them itself, so the resolver offers its usual choice when several fit and says
/// what the day holds when none does.
extension CalendarEventQuery: EntityRankingQuery {
  func ranking(matching string: String) throws -> EntityRanking<CalendarEvent> {
    let events = try all()
    let calendar = self.calendar
    let found = EventDescription.rank(
      string, among: events, now: context.now, calendar: calendar, lexicons: context.wording.lexicons,
      readSpan: Self.spanReader(now: context.now, calendar: calendar, lexicons: context.wording.lexicons))
    guard found.ranked.isEmpty else {
      return EntityRanking(ranked: found.ranked, selectsAll: found.description.selectsAll)
    }
    return EntityRanking(ranked: [], miss: miss(string, found.description, among: events))
  }

  /// The calendar days and times are reckoned in: the conversation's time zone.
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.wording.timeZone
    calendar.firstWeekday = 2
    return calendar
  }

  /// Reads words as a span of time with the date readers (``DateParser/readSpan(_:)``): a day
  /// is the whole day, a part of one its hours, a time the hour from it, a range itself.
  static func spanReader(now: Date, calendar: Calendar, lexicons: LexiconSet) -> (String) -> DateInterval? {
    let parser = DateParser(now: now, timeZone: calendar.timeZone, lexicons: lexicons)
    return { words in
      guard case .span(let span) = parser.readSpan(words), span.end > span.start else { return nil }
      return DateInterval(start: span.start, end: span.end)
    }
  }

  /// What to say when words that name a time describe no event in it: the time, the words, and
  /// what the time holds ("Nothing on Thursday 10 December matches “wedding”; then you have
  /// Quarterly review."). Nil when the words name no time: the shell's "not found" says it.
  func miss(_ words: String, _ description: EventDescription, among events: [CalendarEvent]) -> IntentDialog?
  {
    guard let span = description.span else { return nil }
    let held = Availability.conflicts(in: span, among: events, calendar: calendar)
    let when = spanText(span)
    let said = description.spokenWords.isEmpty ? words : description.spokenWords
    let titles = joined(held.map(\.title))
    if description.spokenWords.isEmpty, held.isEmpty {
      return IntentDialog(
        key: "event_miss_none", arguments: ["when": when], full: "You have nothing on \(when).")
    }
    return IntentDialog(
      key: held.isEmpty ? "event_miss_free" : "event_miss",
      arguments: ["when": when, "words": said, "events": titles],
      full: held.isEmpty
        ? "Nothing on \(when) matches “\(said)”, and nothing else is on then."
        : "Nothing on \(when) matches “\(said)”; then you have \(titles).")
  }

  /// A span as said: a day, a day and its time, or the first and last days.
  func spanText(_ span: DateInterval) -> String {
    let wording = context.wording
    let start = calendar.startOfDay(for: span.start)
    let lastMoment = span.end.addingTimeInterval(-1)
    if calendar.isDate(span.start, inSameDayAs: lastMoment) {
      let wholeDay = span.start == start && span.duration >= 86_400 - 3600
      return wording.text(span.start, time: !wholeDay && span.start != start)
    }
    return wording.text(span.start, time: false) + " – " + wording.text(lastMoment, time: false)
  }

  /// Titles joined as the conversation's language lists them ("A, B and C").
  func joined(_ titles: [String]) -> String {
    let lexicon = context.wording.lexicons[context.wording.language]
    let separator = lexicon.text(.listSeparator) ?? ", "
    let last = lexicon.text(.listLastSeparator) ?? separator
    guard titles.count > 1, let final = titles.last else { return titles.first ?? "" }
    return titles.dropLast().joined(separator: separator) + last + final
  }
}

extension EventDescription {
  /// The events `text` describes among `events`, best first, with the description read: an
  /// event the whole words name as a title scores as the name matcher says; one they describe,
  /// as ``score(_:busy:now:)`` says; the better of the two counts.
  static func rank(
    _ text: String, among events: [CalendarEvent], now: Date, calendar: Calendar, lexicons: LexiconSet,
    readSpan: (String) -> DateInterval?
  ) -> (ranked: [(entity: CalendarEvent, score: Double)], description: EventDescription) {
    let description = EventDescription(text, lexicons: lexicons, readSpan: readSpan)
    let matcher = NameMatcher()
    let query = NameKey(text)
    var ranked: [(entity: CalendarEvent, score: Double)] = []
    for event in events {
      let busy = Availability.busy(event, in: calendar)
      var score = description.score(event, busy: busy, now: now) ?? 0
      // Named by its title: the words are the name's, so a time they do not say is no hindrance.
      let named = matcher.score(query, NameKey(event.title))
      if named >= NameMatcher.threshold {
        score = max(score, event.endDate < now ? named - pastPenalty : named)
      } else if event.title.localizedStandardContains(text) {
        score = max(score, fitting)
      }
      if score >= NameMatcher.threshold { ranked.append((event, score)) }
    }
    ranked.sort { a, b in
      a.score != b.score ? a.score > b.score : a.entity.startDate < b.entity.startDate
    }
    return (ranked, description)
  }
}
