import Foundation
import HarkCore
import HarkGrammar

/// `hark check`: every grammar diagnostic, then every finding about the registered apps and the
/// grammars' fit with them. Exit 1 on any error; warnings are printed and pass.
enum CheckCommand {
  static func run(grammarsDirectory: URL, apps: AppRegistry) -> Int32 {
    let load = GrammarSet.load(directory: grammarsDirectory)
    for diagnostic in load.diagnostics { Output.error(diagnostic.rendered) }
    var findings = AppChecker().check(apps)
    if let grammar = load.grammar {
      findings += GrammarChecker(grammar: grammar, slots: GrammarSlots(directory: grammarsDirectory)).check(
        apps)
      Output.write(
        "grammars: \(grammar.intents.count) intents in \(grammar.languages.map(\.rawValue).joined(separator: ", "))\n"
      )
    }
    let ordered = findings.enumerated().sorted { a, b in
      a.element.severity != b.element.severity ? a.element.severity < b.element.severity : a.offset < b.offset
    }.map(\.element)
    for finding in ordered {
      let line = finding.rendered + "\n"
      if finding.severity == .error { Output.error(line) } else { Output.write(line) }
    }
    let errors = findings.filter { $0.severity == .error }.count + load.diagnostics.count
    let warnings = findings.count - findings.filter { $0.severity == .error }.count
    let intents = apps.apps.reduce(0) { $0 + $1.intents.count }
    Output.write(
      "apps: \(apps.apps.count) apps, \(intents) intents: \(errors) errors, \(warnings) warnings\n")
    return errors > 0 || load.grammar == nil ? 1 : 0
  }
}
