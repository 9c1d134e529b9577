import Foundation
import HarkGrammar
import Testing

@testable import HarkCore

/// A third language is files, not code: a grammar folder with a French lexicon beside English and
/// Chinese gives the readers of dates, numbers, settings, relationships and references its words.
/// Names and references are compared folded (no case, no diacritics), so their words are written
/// folded: "mere" is read in "ma mère".
@Suite struct ThirdLanguageTests {
  static let french = """
    language: fr
    yes: [oui, d'accord]
    ordinals: {premier: 1, dernier: -1}
    true_words: [oui, lu]
    false_words: [non, "non lu"]
    relationships: {mother: [mere, maman], boss: [patron, patronne]}
    possessives: ["ma ", "mon "]
    references: {this: [ca, celui-ci], last: [le dernier]}
    number_words: {un: 1, deux: 2, trois: 3, vingt: 20}
    number_groups: {mille: 1000}
    date_days: {demain: 1, "après-demain": 2, aujourd'hui: 0}
    date_weekdays: {lundi: 2, vendredi: 6}
    date_week_offsets: {prochain: 1}
    date_units: {heure: 3600, heures: 3600, jours: 86400}
    date_after_before: [dans]
    date_fillers: [à]
    date_meridiem_suffixes: {h: 0}
    """

  /// The shipped English and Chinese lexicons with the French one beside them.
  static let lexicons: LexiconSet = {
    let french = LexiconSet.load(files: [
      (path: "Grammars/_common/lexicon/fr.yaml", text: ThirdLanguageTests.french)
    ])
    return LexiconSet(LexiconSet.standard.lexicons + french.lexicons.lexicons)
  }()

  @Test func theFrenchFileReadsWithoutProblems() {
    let (lexicons, diagnostics) = LexiconSet.load(files: [(path: "fr.yaml", text: Self.french)])
    #expect(diagnostics.map(\.message) == [])
    #expect(lexicons[Language("fr")].contains("d'accord", in: .yes))
    #expect(lexicons[Language("fr")].number("dernier", in: .ordinals) == -1)
  }

  @Test(arguments: [
    ("demain", "2026-06-10T00:00:00Z"),
    ("dans 2 heures", "2026-06-09T11:41:00Z"),
    ("dans trois jours", "2026-06-12T09:41:00Z"),
    ("vendredi", "2026-06-12T00:00:00Z"),
    ("lundi prochain", nil),
    ("tomorrow", "2026-06-10T00:00:00Z"),
    ("明天", "2026-06-10T00:00:00Z"),
  ])
  func datesAreReadInItsWords(_ text: String, _ expected: String?) {
    let now = Date(timeIntervalSince1970: 1_780_998_060)  // Tuesday 2026-06-09T09:41:00Z
    let parser = DateParser(now: now, timeZone: .gmt, lexicons: Self.lexicons)
    #expect(parser.parse(text)?.date.formatted(.iso8601) == expected)
    // Without the file, French is no date.
    if expected != nil, !["tomorrow", "明天"].contains(text) {
      #expect(DateParser(now: now, timeZone: .gmt, lexicons: .standard).parse(text) == nil)
    }
  }

  @Test func numbersSettingsAndRelationshipsAreReadInItsWords() {
    let all = Self.lexicons.all
    #expect(NumberParser.parse("vingt trois", lexicon: all) == 23)
    #expect(NumberParser.parse("deux mille", lexicon: all) == 2000)
    #expect(BoolWords.read("non lu", lexicon: all) == false)
    #expect(BoolWords.read("Oui", lexicon: all) == true)
    #expect(Relationship(words: "ma mère", lexicon: all)?.name == "mother")
    #expect(Relationship(words: "mon patron", lexicon: all)?.name == "boss")
    #expect(Relationship(words: "my boss", lexicon: all)?.name == "boss")
    #expect(Relationship(words: "ma mère", lexicon: LexiconSet.standard.all) == nil)
  }

  @Test func referencesAreReadInItsWords() {
    #expect(ReferenceKind(pronoun: "ça", lexicons: Self.lexicons) == .this)
    #expect(ReferenceKind(pronoun: "le dernier", lexicons: Self.lexicons) == .last)
    #expect(ReferenceKind(pronoun: "le dernier", lexicons: .standard) == nil)
  }
}
