import Foundation

/// Reads a time for `--now` and `HARK_NOW`, strictly: `YYYY-MM-DDTHH:MM[:SS[.fraction]]` then `Z`, an
/// offset `±HH:MM` or `±HH`, or nothing for the local time zone. A date must exist in the calendar
/// (no 2026-02-30) and an offset must be one a place can have (-12:00 to +14:00), because a clock
/// fixed to a misread time makes every “tomorrow” in a transcript quietly wrong.
enum ISO8601Time {
  /// The furthest a real UTC offset reaches, in minutes: Kiribati's +14:00 (the west stops at -12:00).
  static let largestOffset = 14 * 60
  static let smallestOffset = -12 * 60

  static func parse(_ text: String, localZone: TimeZone = .current) -> Result<Date, TimeProblem> {
    var reader = Reader(Array(text))
    do {
      let fields = try reader.read()
      guard let date = fields.date(localZone: localZone) else {
        return .failure(.unrepresentable)
      }
      return .success(date)
    } catch {
      return .failure(error)
    }
  }

  /// The number of days in `month` of `year` in the Gregorian calendar.
  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The parts of a time as written.
  struct Fields: Equatable {
    var year = 0
    var month = 0
    var day = 0
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    /// Minutes east of UTC; nil for local time.
    var offset: Int?

    func date(localZone: TimeZone) -> Date? {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = offset.flatMap { TimeZone(secondsFromGMT: $0 * 60) } ?? localZone
      let components = DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      return calendar.date(from: components).map { $0.addingTimeInterval(fraction) }
    }
  }

  /// A cursor over the characters, reporting problems at their position (counted from 1).
  private struct Reader {
    let characters: [Character]
    var position = 0

    init(_ characters: [Character]) { self.characters = characters }

    mutating func read() throws(TimeProblem) -> Fields {
      var fields = Fields()
      fields.year = try number(digits: 4, what: "a four-digit year", range: 1...9999, field: "year")
      try expect("-", what: "“-” after the year")
      fields.month = try number(digits: 2, what: "a two-digit month", range: 1...12, field: "month")
      try expect("-", what: "“-” after the month")
      let dayAt = position
      fields.day = try number(digits: 2, what: "a two-digit day", range: 1...31, field: "day")
      guard fields.day <= ISO8601Time.days(inMonth: fields.month, year: fields.year) else {
        throw .noSuchDay(year: fields.year, month: fields.month, day: fields.day, at: dayAt + 1)
      }
      try expect("T", what: "“T” between the date and the time")
      fields.hour = try number(digits: 2, what: "a two-digit hour", range: 0...23, field: "hour")
      try expect(":", what: "“:” after the hour")
      fields.minute = try number(digits: 2, what: "two-digit minutes", range: 0...59, field: "minute")
      if peek == ":" {
        position += 1
        fields.second = try number(digits: 2, what: "two-digit seconds", range: 0...59, field: "second")
        if peek == "." || peek == "," {
          position += 1
          fields.fraction = try fraction()
        }
      }
      fields.offset = try offset()
      guard position == characters.count else {
        throw .trailing(String(characters[position...]), at: position + 1)
      }
      return fields
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func expect(_ character: Character, what: String) throws(TimeProblem) {
      guard peek == character else { throw .expected(what, found: found, at: position + 1) }
      position += 1
    }

    /// What stands at the cursor, for an error: the character, or nil at the end.
    private var found: String? { peek.map(String.init) }

    private mutating func number(
      digits: Int, what: String, range: ClosedRange<Int>, field: String
    ) throws(TimeProblem) -> Int {
      let start = position
      var value = 0
      for _ in 0..<digits {
        guard let character = peek, character.isASCII, let digit = character.wholeNumberValue else {
          throw .expected(what, found: found, at: position + 1)
        }
        value = value * 10 + digit
        position += 1
      }
      guard range.contains(value) else {
        throw .outOfRange(field: field, value: value, range: range, at: start + 1)
      }
      return value
    }

    private mutating func fraction() throws(TimeProblem) -> Double {
      var digits = ""
      while let character = peek, character.isASCII, character.isWholeNumber, digits.count < 9 {
        digits.append(character)
        position += 1
      }
      guard !digits.isEmpty, let value = Double("0." + digits) else {
        throw .expected("digits of a fraction of a second", found: found, at: position + 1)
      }
      return value
    }

    private mutating func offset() throws(TimeProblem) -> Int? {
      guard let sign = peek else { return nil }
      let start = position
      switch sign {
      case "Z":
        position += 1
        return 0
      case "+", "-":
        position += 1
        let hours = try number(digits: 2, what: "two-digit offset hours", range: 0...99, field: "offset")
        var minutes = 0
        if peek == ":" {
          position += 1
          minutes = try number(digits: 2, what: "two-digit offset minutes", range: 0...59, field: "offset")
        }
        let total = (hours * 60 + minutes) * (sign == "-" ? -1 : 1)
        guard total >= ISO8601Time.smallestOffset, total <= ISO8601Time.largestOffset else {
          throw .noSuchOffset(String(characters[start..<position]), at: start + 1)
        }
        return total
      default:
        throw .expected("“Z” or an offset such as +02:00", found: found, at: position + 1)
      }
    }
  }
}
