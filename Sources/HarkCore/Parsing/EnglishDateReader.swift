import Foundation

/// Reads English date words into ``DateParts``; every word must be used.
struct EnglishDateReader {
  let tokens: [String]

  static let weekdays: [String: Int] = [
    "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3, "wednesday": 4,
    "wed": 4, "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6, "fri": 6, "saturday": 7,
    "sat": 7,
  ]
  static let months: [String: Int] = [
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
  ]
  static let units: [String: TimeInterval] = [
    "minute": 60, "minutes": 60, "min": 60, "mins": 60, "hour": 3600, "hours": 3600, "hr": 3600,
    "hrs": 3600, "day": 86_400, "days": 86_400, "week": 604_800, "weeks": 604_800,
  ]
  static let filler: Set<String> = ["on", "at", "the", "of", "for", "by", "around", "about", "this"]

  init(text: String) {
    var spaced = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || character == ":" || character == "'" {
        spaced.append(character)
      } else {
        spaced.append(" ")
      }
    }
    tokens = spaced.split(separator: " ").map(String.init)
  }

  func read(into parts: inout DateParts) -> Bool {
    var i = 0
    func peek(_ offset: Int = 0) -> String? { i + offset < tokens.count ? tokens[i + offset] : nil }
    while i < tokens.count {
      let word = tokens[i]
      if let consumed = relative(at: i, into: &parts) {
        i += consumed
        continue
      }
      switch word {
      case "today": parts.dayOffset = 0
      case "tonight":
        parts.dayOffset = 0
        parts.period = .evening
      case "tomorrow", "tmrw", "tmr":
        parts.dayOffset = 1
      case "yesterday": parts.dayOffset = -1
      case "now": parts.interval = 0
      case "right" where peek(1) == "now": break
      case "day" where peek(1) == "after" && peek(2) == "tomorrow":
        parts.dayOffset = 2
        i += 3
        continue
      case "next", "coming", "following", "last", "previous":
        let offset = ["last", "previous"].contains(word) ? -1 : 1
        if let next = peek(1), let weekday = EnglishDateReader.weekdays[next] {
          parts.weekday = weekday
          parts.weekOffset = offset
          i += 2
          continue
        }
        if peek(1) == "week" {
          parts.weekOffset = offset
          i += 2
          continue
        }
        if word == "coming" { break }
        return false
      case "weekend":
        parts.weekday = 7
      case "morning": parts.period = .morning
      case "noon", "midday":
        if parts.hour == nil { parts.hour = 12 }
        parts.period = .noon
      case "midnight":
        parts.hour = 0
        parts.meridiemGiven = true
      case "afternoon": parts.period = .afternoon
      case "evening": parts.period = .evening
      case "night": parts.period = .night
      case "in" where peek(1) == "the": break
      case "am", "a.m", "pm", "p.m":
        guard let hour = parts.hour else { return false }
        parts.hour = word.hasPrefix("p") ? (hour % 12) + 12 : hour % 12
        parts.meridiemGiven = true
      case "o'clock", "oclock": break
      default:
        if EnglishDateReader.filler.contains(word) { break }
        if let weekday = EnglishDateReader.weekdays[word] {
          parts.weekday = weekday
        } else if let month = EnglishDateReader.months[word] {
          // "june 12", "june 12th"; "12 june" sets the day first.
          if let next = peek(1), let day = EnglishDateReader.dayNumber(next) {
            parts.monthDay = (month, day)
            i += 2
            continue
          }
          guard let (_, day) = parts.monthDay else { return false }
          parts.monthDay = (month, day)
        } else if let time = EnglishDateReader.clock(word) {
          parts.hour = time.hour
          parts.minute = time.minute
          parts.meridiemGiven = parts.meridiemGiven || time.meridiem
        } else if let day = EnglishDateReader.dayNumber(word),
          word.count > 2
            || peek(1).map({
              EnglishDateReader.months[$0] != nil
            }) == true
        {
          parts.monthDay = (nil, day)
        } else if !["a", "an"].contains(word), let hour = NumberParser.english([word]) ?? Int(word),
          (0...24).contains(hour), parts.hour == nil
        {
          // "a" is one only before a unit ("in a minute", read above); alone it is no hour.
          parts.hour = hour
        } else {
          return false
        }
      }
      i += 1
    }
    return true
  }

  /// "in 2 hours", "in an hour", "in half an hour", "3 days from now", "2 hours later":
  /// how many tokens it took.
  private func relative(at start: Int, into parts: inout DateParts) -> Int? {
    var i = start
    let leadingIn = tokens[i] == "in" || tokens[i] == "after"
    if leadingIn { i += 1 }
    guard i < tokens.count else { return nil }
    var amount: Double?
    if tokens[i] == "half", i + 2 < tokens.count, ["a", "an"].contains(tokens[i + 1]) {
      amount = 0.5
      i += 2
    } else if let n = Double(tokens[i]) ?? NumberParser.english([tokens[i]]).map(Double.init) {
      amount = n
      i += 1
    }
    guard let amount, i < tokens.count, let unit = EnglishDateReader.units[tokens[i]] else { return nil }
    i += 1
    if !leadingIn {
      if i + 1 < tokens.count, tokens[i] == "from", tokens[i + 1] == "now" {
        i += 2
      } else if i < tokens.count, ["later", "hence"].contains(tokens[i]) {
        i += 1
      } else {
        return nil
      }
    }
    parts.interval = amount * unit
    return i - start
  }

  /// "5pm", "5:30", "17:00", "5:30pm".
  static func clock(_ word: String) -> (hour: Int, minute: Int, meridiem: Bool)? {
    var text = word
    var meridiem: Int?
    for (suffix, value) in [("am", 0), ("a", 0), ("pm", 12), ("p", 12)] where text.hasSuffix(suffix) {
      let rest = String(text.dropLast(suffix.count))
      if rest.first?.isNumber == true {
        text = rest
        meridiem = value
        break
      }
    }
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
    guard pieces.count <= 2, let hour = Int(pieces[0]), (0...24).contains(hour) else { return nil }
    let minute = pieces.count == 2 ? Int(pieces[1]) : 0
    guard let minute, (0..<60).contains(minute) else { return nil }
    if pieces.count == 1 && meridiem == nil { return nil }
    if let meridiem {
      guard (1...12).contains(hour) else { return nil }
      return (hour % 12 + meridiem, minute, true)
    }
    return (hour, minute, hour > 12 || hour == 0 || pieces[0].count == 2)
  }

  /// "12", "12th", "1st", "third" as a day of the month.
  static func dayNumber(_ word: String) -> Int? {
    var digits = word
    for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) && word.count > 2 {
      digits = String(word.dropLast(2))
    }
    let ordinals = [
      "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
      "ninth": 9, "tenth": 10,
    ]
    guard let day = Int(digits) ?? ordinals[word], (1...31).contains(day) else { return nil }
    return day
  }
}
