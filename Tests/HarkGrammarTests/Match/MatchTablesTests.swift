import Foundation
import Testing

@testable import HarkGrammar

/// The matcher reads the program's filters laid out flat (`MatchTables`): each table must say what
/// the program's own arrays say, for the shipped grammars and the conformance corpora's.
@Suite("Match tables")
struct MatchTablesTests {
  static func programs() throws -> [LanguageProgram] {
    var programs = shipped.programs
    for file in ["hassil-en.json", "hassil-zh-cn.json"] {
      let corpus = try ConformanceCorpus.load(conformanceDirectory.appendingPathComponent(file)).get()
      for suite in corpus.suites { programs.append(contentsOf: suite.grammar.programs) }
    }
    return programs
  }

  static func rows<Element>(
    _ items: UnsafeMutableBufferPointer<Element>, _ starts: UnsafeMutableBufferPointer<Int32>
  )
    -> [[Element]]
  {
    (0..<max(0, starts.count - 1)).map { row in Array(items[Int(starts[row])..<Int(starts[row + 1])]) }
  }

  @Test func entriesAreTheProgramsOwn() throws {
    for program in try Self.programs() {
      #expect(Array(program.tables.entries) == program.templateEntries)
      #expect(Array(program.tables.entriesAnywhere) == program.entriesAnywhere)
    }
  }

  /// Each runtime list once, with every template the program enters through it and no other.
  @Test func runtimeEntriesAreGroupedByList() throws {
    var grouped = 0
    for program in try Self.programs() {
      let tables = program.tables
      let lists = Array(tables.runtimeLists)
      #expect(Set(lists).count == lists.count)
      var entries: [RuntimeEntry] = []
      for (group, templates) in Self.rows(tables.runtimeTemplates, tables.runtimeStarts).enumerated() {
        entries.append(contentsOf: templates.map { RuntimeEntry(list: lists[group], template: $0) })
      }
      let sorted = { (entries: [RuntimeEntry]) in
        entries.sorted { ($0.list, $0.template) < ($1.list, $1.template) }
      }
      #expect(sorted(entries) == sorted(program.runtimeEntries))
      grouped += entries.count
    }
    #expect(grouped > 0)
  }

  /// The matcher tries the templates of the one entry key a line starts with as the trie holds them:
  /// the compiler indexes templates in order, so each key's are in order and each once.
  @Test func entryKeysHoldTheirTemplatesInOrder() throws {
    for program in try Self.programs() {
      #expect(program.tables.entryTrie.payloadsAscending, "\(program.language)")
    }
  }

  /// A clause's mask has the bit of each of its hashes, and no other.
  @Test func clauseMasksFoldTheirHashes() throws {
    var clauses = 0
    for program in try Self.programs() {
      let tables = program.tables
      let hashes = Self.rows(tables.clauseHashes, tables.hashStarts)
      #expect(hashes == program.templateBigrams.flatMap { $0 })
      #expect(tables.clauseMasks.count == hashes.count)
      for (clause, row) in hashes.enumerated() {
        #expect(tables.clauseMasks[clause] == row.reduce(UInt64(0)) { $0 | 1 << UInt64($1 & 63) })
      }
      clauses += hashes.count
    }
    #expect(clauses > 0)
  }

  @Test func valueBigramsAreTheProgramsOwn() throws {
    for program in try Self.programs() {
      let tables = program.tables
      #expect(tables.valueClauseStarts.count == program.lists.count + 1)
      let hashes = Self.rows(tables.valueHashes, tables.valueHashStarts)
      let lists = (0..<(tables.valueClauseStarts.count - 1)).map { list in
        Array(hashes[Int(tables.valueClauseStarts[list])..<Int(tables.valueClauseStarts[list + 1])])
      }
      #expect(lists == program.templatedValueBigrams)
    }
  }
}
