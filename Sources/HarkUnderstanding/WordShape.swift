import HarkGrammar

/// The kind of a word that stands for a number, a time of day or a day, so the model learns the
/// shape of "lunch at <time> on <day>" rather than every time and day one by one; and the meaning
/// of a few English words an assistant's requests turn on (`<add>`, `<calendar>`, `<mail>` …).
enum WordShape {
  static let numbers: Set<String> = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
    "forty", "fifty", "half", "quarter", "first", "second", "third", "fourth", "fifth",
  ]
  static let times: Set<String> = [
    "am", "pm", "noon", "midnight", "oclock", "morning", "afternoon", "evening", "tonight", "night",
  ]
  static let days: Set<String> = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
    "thu", "thur", "thurs", "fri", "sat", "sun", "today", "tomorrow", "tmrw", "tmr", "yesterday", "weekend",
    "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  ]
  /// English words by what they mean to an assistant, each with its inflections: a few hundred
  /// example sentences cannot hold every synonym in every form ("arrange a meeting" and "add a
  /// meeting" share "<add> a meeting", "gmail" and "inbox" are mail). Only the groups that helped
  /// at the precision bar are here (`Benchmarks/understanding/README.md`): words for removing,
  /// events, messages, replies and relatives read more out-of-scope lines than they gained.
  static let concepts: [String: String] = {
    let groups: [(String, [String])] = [
      (
        "<add>",
        [
          "add", "adds", "added", "adding", "create", "creates", "created", "creating", "schedule",
          "scheduled",
          "scheduling", "book", "booked", "booking", "arrange", "arranged", "arranging", "organise",
          "organised",
          "organize", "organized", "plan", "planned", "planning", "insert", "inserted", "pencil", "setup",
        ]
      ),
      ("<calendar>", ["calendar", "calendars", "calender", "agenda", "diary", "planner"]),
      (
        "<mail>",
        ["email", "emails", "emailed", "emailing", "mail", "mails", "inbox", "mailbox", "gmail", "outlook"]
      ),
      ("<contact>", ["contact", "contacts", "addressbook", "phonebook"]),
      ("<remind>", ["remind", "reminds", "reminded", "reminder", "reminders", "notify", "notified"]),
    ]
    var concepts: [String: String] = [:]
    for (concept, words) in groups {
      for word in words { concepts[word] = concept }
    }
    return concepts
  }()

  /// Characters of Chinese numbers; a run of them is one number.
  static let chineseNumerals: Set<Character> = [
    "零", "一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十", "百", "半",
  ]

  /// `<num>`, `<time>`, `<day>` or an English word's meaning for such a word (a Chinese
  /// character), else nil.
  static func kind(_ unit: String, language: Language) -> String? {
    if unit.allSatisfy(\.isNumber) && !unit.isEmpty { return "<num>" }
    if language.writesWithoutSpaces {
      guard unit.count == 1, let character = unit.first else { return nil }
      if chineseNumerals.contains(character) { return "<num>" }
      return nil
    }
    if numbers.contains(unit) { return "<num>" }
    if times.contains(unit) { return "<time>" }
    if days.contains(unit) { return "<day>" }
    if let concept = concepts[unit] { return concept }
    // "3pm", "10am", "7:30" (the colon is gone: "730"), "15th", "2nd".
    if let first = unit.first, first.isNumber {
      let tail = unit.drop { $0.isNumber }
      if ["am", "pm"].contains(tail) { return "<time>" }
      if ["st", "nd", "rd", "th"].contains(tail) { return "<num>" }
    }
    return nil
  }
}
