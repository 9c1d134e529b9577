import Foundation
import HarkGrammar

/// The shipped grammars, loaded once, for fuzzing the matcher with arbitrary utterances.
private let shipped: GrammarSet? = {
  let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Grammars")
  return GrammarSet.load(directory: directory).grammar
}()

private let contacts: [String: [ListValue]] = [
  "contact": ["Glow", "Flare", "Bubbles"].map { ListValue($0) }, "app": [ListValue("UnicornChat")],
]

/// One input: the first byte picks what is fuzzed, the rest is text.
/// - 0: a whole grammar file (YAML), then a few sentences against whatever compiled;
/// - 1: one template (first line) and an utterance (the rest) in a small grammar with every kind of list;
/// - 2: an utterance against the shipped grammars, with runtime lists.
func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let mode = data[0] % 3
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  switch mode {
  case 0:
    let load = GrammarSet.load(files: [(path: "fuzz/en.yaml", text: text)])
    for diagnostic in load.diagnostics { _ = diagnostic.rendered }
    if let grammar = load.grammar {
      for sentence in ["turn on the light", "send a message to Glow saying hi", text] {
        _ = grammar.readings(for: sentence, lists: contacts)
      }
      for intent in grammar.intents { _ = grammar.samples(intent: intent, language: nil, limit: 20) }
    }
  case 1:
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let template = String(parts.first ?? "")
    let utterance = parts.count > 1 ? String(parts[1]) : template
    let yaml = """
      lists:
        color: {values: [red, {in: "(dark|deep) blue", out: navy}]}
        level: {range: {from: 0, to: 100, fractions: halves}}
        note: {wildcard: true}
        contact: {runtime: true}
      expansion_rules:
        the: "(the|my)"
      intents:
        fuzz.intent:
          data:
            - sentences:
                - "\(template.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"
      """
    let load = GrammarSet.load(files: [(path: "fuzz/en.yaml", text: yaml)])
    if let grammar = load.grammar {
      _ = grammar.readings(for: utterance, lists: contacts)
      _ = grammar.samples(intent: "fuzz.intent", language: nil, limit: 20)
    }
    let chinese = GrammarSet.load(
      files: [(path: "fuzz/zh.yaml", text: "settings: {ignore_whitespace: true}\n" + yaml)])
    _ = chinese.grammar?.readings(for: utterance, lists: contacts)
  default:
    _ = shipped?.readings(for: text, lists: contacts)
  }
  return 0
}
