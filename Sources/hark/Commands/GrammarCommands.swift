import Foundation
import HarkGrammar

/// The grammar subcommands: `check`, `sample`, `conformance`.
enum GrammarCommands {
  /// `hark conformance <file>`: graded by the grammar library's conformance runner (coming with
  /// the compiled matcher's corpus loader).
  static func conformance(_ args: [String]) -> Int32 {
    Output.error("hark: conformance is not available in this build yet")
    return 2
  }

  /// `hark sample <intent> [--limit N]`: sentences the grammars accept for an intent.
  static func sample(_ args: [String], grammarsDirectory: URL) -> Int32 {
    guard let intent = args.first else {
      Output.error("hark: sample needs a schema intent, such as messages.sendMessage")
      return 2
    }
    let load = GrammarSet.load(directory: grammarsDirectory)
    guard let grammar = load.grammar else {
      Output.error(load.diagnostics.map(\.rendered).joined(separator: "\n"))
      return 1
    }
    guard grammar.intents.contains(intent) else {
      Output.error(
        "hark: no grammar has the intent “\(intent)” (known: \(grammar.intents.joined(separator: ", ")))")
      return 1
    }
    for sentence in grammar.samples(intent: intent, language: nil, limit: 50) {
      Output.write(sentence + "\n")
    }
    return 0
  }

  /// `hark check`: every diagnostic of every grammar file.
  static func checkGrammars(grammarsDirectory: URL) -> Int32 {
    let load = GrammarSet.load(directory: grammarsDirectory)
    for diagnostic in load.diagnostics { Output.error(diagnostic.rendered) }
    guard let grammar = load.grammar, load.diagnostics.isEmpty else { return 1 }
    Output.write(
      "grammars: \(grammar.intents.count) intents in \(grammar.languages.joined(separator: ", ")): ok\n")
    return 0
  }
}
