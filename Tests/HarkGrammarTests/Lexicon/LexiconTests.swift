import Foundation
import Testing

@testable import HarkGrammar

/// Each language's words outside sentences, read from the grammar folder's `_common/lexicon/`.
@Suite struct LexiconTests {
  static let lexicons = LexiconSet.load(grammars: grammarsDirectory)

  @Test func theShippedLexiconsReadWithoutProblems() {
    #expect(Self.lexicons.diagnostics.map(\.rendered) == [])
    #expect(Self.lexicons.lexicons.lexicons.map(\.language) == ["en", "zh"])
    #expect(shipped.lexicons == Self.lexicons.lexicons)
  }

  struct Entry: CustomStringConvertible, Sendable {
    var language: Language
    var key: LexiconKey
    var word: String
    var description: String { "\(language) \(key.rawValue) \(word)" }
  }

  /// Every shape of entry, in both languages, holds what the readers ask of it.
  @Test(arguments: [
    Entry(language: "en", key: .yes, word: "yeah"), Entry(language: "zh", key: .yes, word: "好的"),
    Entry(language: "en", key: .cancel, word: "never mind"), Entry(language: "zh", key: .no, word: "不要"),
    Entry(language: "en", key: .separators, word: " and "),
    Entry(language: "zh", key: .separators, word: "、"),
    Entry(language: "en", key: .possessives, word: "my "),
    Entry(language: "zh", key: .dateFillers, word: " "),
    Entry(language: "en", key: .neverNames, word: "everyone"),
    Entry(language: "zh", key: .dateWeekend, word: "周末"),
  ])
  func holdsTheWordsOfEachKey(_ entry: Entry) {
    let lexicon = Self.lexicons.lexicons[entry.language]
    #expect(lexicon.contains(entry.word, in: entry.key))
    #expect(!Self.lexicons.lexicons[entry.language == "en" ? "zh" : "en"].contains(entry.word, in: entry.key))
  }

  @Test func numbersTablesAndTextsKeepTheirValues() {
    let english = Self.lexicons.lexicons[.english]
    let chinese = Self.lexicons.lexicons[.chinese]
    #expect(english.number("day after tomorrow", in: .dateDays) == 2)
    #expect(english.number("last", in: .ordinals) == -1)
    // Quoted keys and values keep their spaces: "my " is a word before another.
    #expect(english.value("my ", in: .myToYour) == "your ")
    #expect(english.words(.possessives) == ["my ", "our "])
    #expect(chinese.number("两", in: .numberDigits) == 2)
    #expect(chinese.value("今晚", in: .dateDayPeriods) == "evening")
    #expect(english.rows(.relationships).first { $0.word == "mother" }?.values.contains("mum") == true)
    #expect(chinese.text(.dayFormat) == "{month}月{day}日（周{weekday}）")
    // Tried in order: a longer word before a word it starts with.
    #expect(chinese.words(.dateDays).prefix(2) == ["大后天", "后天"])
  }

  @Test func aRegionReadsItsLanguagesLexicon() {
    #expect(Self.lexicons.lexicons[Language("zh-cn")].contains("是", in: .yes))
    #expect(Self.lexicons.lexicons[Language("fr")].isEmpty)
  }

  @Test func allLanguagesTogetherKeepEachLanguagesOrder() {
    let all = Self.lexicons.lexicons.all
    #expect(all.words(.separators) == [" and ", " & ", ", ", ",", "，", "、", "和", "跟"])
    #expect(all.rows(.relationships).filter { $0.word == "spouse" }.count == 2)
  }

  struct Problem: CustomStringConvertible, Sendable {
    var name: String
    var yaml: String
    var message: String
    var line: Int
    var column: Int
    var description: String { name }
  }

  @Test(arguments: [
    Problem(
      name: "a misspelt key", yaml: "yes: [oui]\nseperators: [\" et \"]\n",
      message: "unknown lexicon key 'seperators'; did you mean 'separators'?", line: 2, column: 1),
    Problem(
      name: "a list where numbers are", yaml: "ordinals: [premier]\n",
      message: "'ordinals' is a mapping of words to numbers, not a list", line: 1, column: 11),
    Problem(
      name: "a number that is not one", yaml: "ordinals: {premier: un}\n",
      message: "'ordinals' gives each word a whole number; 'un' is not one", line: 1, column: 21),
    Problem(
      name: "another language's file", yaml: "language: de\nyes: [ja]\n",
      message: "language 'de' does not match the file name 'fr'", line: 1, column: 11),
  ])
  func aProblemIsReportedWhereItIsWritten(_ problem: Problem) throws {
    let (_, diagnostics) = LexiconSet.load(files: [
      (path: "Grammars/_common/lexicon/fr.yaml", text: problem.yaml)
    ])
    let found = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(found.message == problem.message)
    #expect((found.line, found.column) == (problem.line, problem.column))
    #expect(found.file == "Grammars/_common/lexicon/fr.yaml")
  }

  /// A third language is files, not code: a folder with its lexicon gives it words.
  @Test func aThirdLanguageIsAFileInTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lexiconFolder = folder.appendingPathComponent(LexiconSet.folder)
    try FileManager.default.createDirectory(at: lexiconFolder, withIntermediateDirectories: true)
    try "yes: [oui, d'accord]\nordinals: {premier: 1, dernier: -1}\n".write(
      to: lexiconFolder.appendingPathComponent("fr.yaml"), atomically: true, encoding: .utf8)
    let (lexicons, diagnostics) = LexiconSet.load(grammars: folder)
    #expect(diagnostics.isEmpty)
    #expect(lexicons[Language("fr")].contains("d'accord", in: .yes))
    #expect(lexicons[Language("fr")].number("dernier", in: .ordinals) == -1)
  }

  @Test func aFolderWithoutLexiconsHasNone() {
    let (lexicons, diagnostics) = LexiconSet.load(grammars: URL(fileURLWithPath: "/nonexistent-grammars"))
    #expect(lexicons.isEmpty && diagnostics.isEmpty)
  }
}
