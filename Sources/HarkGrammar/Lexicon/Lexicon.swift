/// One language's words that are not sentences: yes and no, places on a list, relationship
/// words, separators, number and date words, how dates are said. Read from the grammar folder
/// (`_common/lexicon/<language>.yaml`) beside the language's grammars, so a language is files,
/// not code: the readers of dates, numbers, names and references take their words from here.
public struct Lexicon: Sendable, Equatable {
  /// One row of a table: a word and what it stands for (`mother: [mom, mum]`, `first: 1`).
  public struct Row: Sendable, Equatable {
    public var word: String
    public var values: [String]

    public init(word: String, values: [String]) {
      self.word = word
      self.values = values
    }
  }

  /// One key's value, kept in the file's order and, when it is long, also as a set and tables for
  /// look-ups. A short one is searched in order: every start makes the entries of each language
  /// and of all of them merged, and hashing every word of some two hundred short lists cost more
  /// than the searches of a line save.
  struct Entry: Sendable, Equatable {
    /// The most words and values searched in order; a larger entry keeps its set and tables
    /// (a search of more costs a line more than the hashing it spares).
    static let searched = 8

    var rows: [Row]
    var words: [String]
    var set: Set<String>?
    var numbers: [String: Int]?
    /// Each value of a table, with the word of the first row that has it.
    var owners: [String: String]?

    init(rows: [Row]) {
      self.rows = rows
      words = rows.map(\.word)
      guard rows.reduce(rows.count, { $0 + $1.values.count }) > Entry.searched else { return }
      set = Set(words)
      var numbers: [String: Int] = [:]
      // The row's number first: a word list's rows have none, and need not be looked up.
      for row in rows {
        if let first = row.values.first, let value = Int(first), numbers[row.word] == nil {
          numbers[row.word] = value
        }
      }
      self.numbers = numbers
      var owners: [String: String] = [:]
      for row in rows {
        for value in row.values where owners[value] == nil { owners[value] = row.word }
      }
      self.owners = owners
    }

    func contains(_ word: String) -> Bool { set?.contains(word) ?? words.contains(word) }

    /// The number of the first row of `word` that has one.
    func number(_ word: String) -> Int? {
      if let numbers { return numbers[word] }
      for row in rows where row.word == word {
        if let first = row.values.first, let value = Int(first) { return value }
      }
      return nil
    }

    /// The word of the first row that has `value` among its values.
    func owner(of value: String) -> String? {
      if let owners { return owners[value] }
      return rows.first { $0.values.contains(value) }?.word
    }
  }

  /// The words and formats dates are said with, read out of the entries once.
  public struct DateSaying: Sendable, Equatable {
    /// The weekdays, Sunday first, and the months, January first, as said.
    public var weekdays: [String]
    public var months: [String]
    /// The two halves of a twelve-hour day, when times are said that way.
    public var halves: [String]
    /// How a day is said this year and another year, and a time after it; nil when the file has none.
    public var dayFormat: String?
    public var dayFormatOtherYear: String?
    public var timeFormat: String?

    init(_ entries: [LexiconKey: Entry]) {
      weekdays = entries[.weekdayNames]?.words ?? []
      months = entries[.monthNames]?.words ?? []
      halves = entries[.dayHalves]?.words ?? []
      dayFormat = entries[.dayFormat]?.words.first
      dayFormatOtherYear = entries[.dayFormatOtherYear]?.words.first
      timeFormat = entries[.timeFormat]?.words.first
    }
  }

  /// The language whose words these are.
  public let language: Language
  var entries: [LexiconKey: Entry] {
    didSet { dates = DateSaying(entries) }
  }
  /// How dates are said: every date a listing says is worded from these stored words, not from
  /// six look-ups of keys (each hashing the key's name) per date.
  public private(set) var dates: DateSaying

  /// A lexicon of `language` with the rows of each key (a word list's rows have no values).
  public init(language: Language, rows: [LexiconKey: [Row]] = [:]) {
    self.language = language
    let entries = rows.mapValues(Entry.init)
    self.entries = entries
    dates = DateSaying(entries)
  }

  /// A lexicon without words: what a language without a lexicon file reads with.
  public static func empty(_ language: Language) -> Lexicon { Lexicon(language: language) }

  /// Whether the lexicon has no word at all.
  public var isEmpty: Bool { entries.values.allSatisfy(\.rows.isEmpty) }

  /// The words of `key` in the file's order (for a table, the words its rows start with).
  public func words(_ key: LexiconKey) -> [String] { entries[key]?.words ?? [] }

  /// Whether `word` is one of the words of `key`.
  public func contains(_ word: String, in key: LexiconKey) -> Bool {
    entries[key]?.contains(word) ?? false
  }

  /// The rows of a table or number key, in the file's order.
  public func rows(_ key: LexiconKey) -> [Row] { entries[key]?.rows ?? [] }

  /// The number `word` stands for under `key` ("tomorrow" under ``LexiconKey/dateDays``: 1).
  public func number(_ word: String, in key: LexiconKey) -> Int? { entries[key]?.number(word) }

  /// The words with their numbers under `key`, in the file's order.
  public func numbers(_ key: LexiconKey) -> [(word: String, value: Int)] {
    rows(key).compactMap { row in row.values.first.flatMap(Int.init).map { (row.word, $0) } }
  }

  /// The first value `word` has under a table `key` ("tonight" under ``LexiconKey/dateDayPeriods``).
  public func value(_ word: String, in key: LexiconKey) -> String? {
    rows(key).first { $0.word == word }?.values.first
  }

  /// The word of the first row of table `key` that has `value` among its values ("mum" under
  /// ``LexiconKey/relationships``: "mother").
  public func owner(of value: String, in key: LexiconKey) -> String? { entries[key]?.owner(of: value) }

  /// The text of a text key (``LexiconKey/dayFormat``), or nil when the file has none.
  public func text(_ key: LexiconKey) -> String? { entries[key]?.words.first }

  /// This lexicon with `other`'s words after its own, key by key: a reader that takes the words
  /// of every language at once (dates said in either language in one conversation).
  public func merged(with other: Lexicon) -> Lexicon {
    var merged = entries
    for (key, entry) in other.entries {
      // A key only `other` has keeps its entry as it is: its tables are not made again (every
      // start merges each language's lexicon into one that has nothing yet).
      guard let own = entries[key] else {
        merged[key] = entry
        continue
      }
      merged[key] = Entry(rows: own.rows + entry.rows)
    }
    var result = self
    result.entries = merged
    return result
  }
}
