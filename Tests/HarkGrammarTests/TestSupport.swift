import Foundation

@testable import HarkGrammar

/// The repository's Grammars directory (found from this file's path).
let grammarsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Grammars")

/// The shipped grammars, loaded once for all tests.
let shipped: GrammarSet = {
  let load = GrammarSet.load(directory: grammarsDirectory)
  return load.grammar ?? GrammarSet(programs: [])
}()

/// Contacts, apps, playlists and artists as the core would supply them.
let demoLists: [RuntimeListName: [ListValue]] = [
  "contact": ["Glow", "Flare", "Bubbles", "Mary"].map { ListValue($0) },
  "app": [ListValue("UnicornChat")],
  "playlist": ["Focus", "Road trip", "专注"].map { ListValue($0) },
  "artist": ["Adele", "Claude Debussy", "周杰伦"].map { ListValue($0) },
]

/// Compiles one in-memory English grammar file.
func grammar(_ yaml: String, language: String = "en") -> GrammarLoad {
  GrammarSet.load(files: [(path: "test/\(language).yaml", text: yaml)])
}
