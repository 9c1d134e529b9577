/// What can go wrong reading or writing a calendar, with where. The shell words these; none
/// carries English text.
public enum CalendarError: Error, Hashable, Sendable {
  /// A file that is no calendar item: where, and what is wrong (line 1-based; 0 when the
  /// whole file is at fault, e.g. not UTF-8). The rest of the calendar still reads.
  case unreadable(path: String, line: Int, problem: ItemProblem)
  /// The item changed since it was read (its stamp differs): read it again and ask.
  case changedOnDisk(name: String)
  /// No item of that name.
  case notFound(name: String)
  /// The item has no instance starting at that RECURRENCE-ID.
  case noSuchOccurrence(name: String, recurrenceID: EventTime)
  /// The draft or edit cannot be written: ends before it starts, an all-day start with a timed
  /// end, an empty summary.
  case invalidEvent(EventProblem)
  /// The calendar's folder is missing or not a folder.
  case notAFolder(path: String)
  /// A system call failed on `path` (`errno`).
  case io(path: String, operation: String, errno: Int32)
  /// A server answered `status` to a request for `location`.
  case server(location: String, status: Int)
  /// No server answered at `location` (refused, timed out, name unknown).
  case unreachable(location: String)
}

/// Why a file is no calendar item.
public enum ItemProblem: Hashable, Sendable {
  /// Not UTF-8.
  case notText
  /// No `BEGIN:VCALENDAR` first.
  case notACalendar
  /// A line that is no content line (`NAME;PARAMS:VALUE`).
  case malformedLine
  /// A BEGIN without its END, or an END of another component.
  case unbalanced(component: String)
  /// A VEVENT without a property it needs.
  case missingProperty(String)
  /// A property whose value does not read (a DTSTART of `2026-13-45`).
  case badValue(property: String)
  /// Bigger than a calendar item may be (``VdirCalendar/largestItem``).
  case tooLarge(bytes: Int)
}

/// Why a draft or edit cannot be written.
public enum EventProblem: Hashable, Sendable {
  /// It ends before it starts.
  case endsBeforeStart
  /// The start is a day and the end a time, or the other way round.
  case mixedAllDay
  /// No title.
  case emptySummary
  /// A day or time that does not exist (February 30).
  case invalidTime
}
