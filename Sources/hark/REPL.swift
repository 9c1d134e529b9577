import Foundation
import HarkCore
import HarkGrammar

/// The interactive shell: libedit line editing, history, Tab completion, Ctrl-C and Ctrl-D.
/// What a line means is the `Session`'s; this reads lines and prints what the session says.
struct REPL {
  let session: Session
  let printer: EventPrinter
  let environment: ShellEnvironment
  let setup: ShellSetup

  func run() -> Int32 {
    let words = completionWords()
    let editor = LineEditor(
      programName: "hark", historyFile: HistoryLocation.url(environment: setup.environment),
      completer: { before in REPL.complete(before, words: words) })
    if let problem = editor.historyProblem { Output.error("hark: \(problem)") }
    let colour = Terminal.useColour(1, environment: setup.environment)
    defer { editor.close() }
    // Whether this line's answer already began on a line of its own after a Ctrl-C.
    var interruptedLine = false
    let show: (ShellEvent) -> Void = { event in
      // Ctrl-C while a line worked: the terminal echoed "^C" where the cursor stood, and the
      // line's work stops (`ShellEnvironment.cancellation`); what it says starts below the "^C".
      if !interruptedLine, interruptPending.load(ordering: .relaxed) {
        interruptedLine = true
        Output.write("\n")
      }
      printer.print(event)
    }
    while true {
      let prompt = session.isAwaitingAnswer ? "…> " : "hark> "
      switch editor.readLine(prompt: Terminal.paint(prompt, .bold, .green, enabled: colour)) {
      case .endOfInput:
        session.endOfInput(emit: show)
        return 0
      case .interrupted:
        session.cancelPendingQuestion(emit: show)
      case .invalidUTF8(let invalid):
        // The same words as every other path; a question waiting stays asked.
        Output.error("hark: the line \(invalid); nothing was done")
      case .line(let line):
        interruptedLine = false
        let outcome = session.handle(line, emit: show)
        if outcome != .blank { editor.addToHistory(line.trimmingCharacters(in: .whitespaces)) }
        if outcome == .quit {
          session.endOfInput(emit: show)
          return 0
        }
      }
    }
  }

  /// Words Tab offers: the shell's commands, app names, and the names of people in the store.
  func completionWords() -> [String] {
    var words = ShellCommand.names
    for app in environment.apps.apps { words.append(app.name) }
    for (app, type) in environment.apps.entityTypes(adopting: .person) {
      let finder = type.finder(in: environment.context(for: app))
      words += ((try? finder.suggestedEntities()) ?? []).map(\.title)
    }
    for intent in environment.grammar.intents {
      for sentence in environment.grammar.samples(intent: intent, language: "en", limit: 20) {
        words += sentence.split(separator: " ").map(String.init).filter { $0.count > 3 }
      }
    }
    var seen = Set<String>()
    // A name carrying control characters is stored text that would drive the terminal when
    // listed or inserted: it is not offered.
    return words.filter { word in
      !word.unicodeScalars.contains(where: TerminalText.isActive) && seen.insert(word.lowercased()).inserted
    }
  }

  /// Candidates for the word being typed at the end of `before`.
  static func complete(_ before: String, words: [String]) -> [String] {
    let current = before.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    guard !current.isEmpty else { return [] }
    let isFirst = !before.trimmingCharacters(in: .whitespaces).contains(" ")
    let lowered = current.lowercased()
    return words.filter { word in
      (!word.hasPrefix(":") || isFirst) && word.lowercased().hasPrefix(lowered)
    }
  }
}
