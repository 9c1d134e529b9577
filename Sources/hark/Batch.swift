import Foundation
import HarkCore
import HarkGrammar
import HarkStore

/// Runs utterances without a terminal: piped lines, or the one of `-c`.
///
/// What a line means is the `Session`'s; this reads the lines, prints what the session says and
/// turns it into the exit status.
struct Batch {
  let session: Session
  let printer: EventPrinter
  private(set) var failed = false
  /// Whether a line met a store fault: exit status 3, whatever else happened.
  private(set) var faulted = false

  init(session: Session, printer: EventPrinter) {
    self.session = session
    self.printer = printer
  }

  /// Every line of standard input; blank and `#` lines are skipped.
  mutating func runStandardInput() -> Int32 {
    var reader = LineReader()
    var utterances = 0
    while let line = reader.next() {
      switch line {
      case .invalidUTF8, .tooLong:
        refuse(line, number: reader.lineNumber)
      case .text(let text):
        // A script's comment; at a question, a line starting with `#` is the answer.
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !session.isAwaitingAnswer { continue }
        switch handle(text) {
        case .blank: continue
        case .handled: utterances += 1
        // `:quit` ends the batch: the lines after it are not run, a pending question goes unanswered.
        case .quit: return finish()
        }
      }
    }
    if utterances == 0 && !failed {
      Output.error("hark: standard input held no utterance: nothing to do")
      return 1
    }
    return finish()
  }

  /// A line of standard input the shell does not take (not UTF-8, too long): said on standard
  /// error, and with `--json` also as an `error` event carrying its line number, so a script
  /// reading the events sees every line it sent accounted for.
  private mutating func refuse(_ line: LineReader.Line, number: Int) {
    guard let words = line.refusal(number: number) else { return }
    Output.error("hark: \(words)")
    if printer.json { Output.writeVerbatim(Batch.refusalEvent(words, line: number) + "\n") }
    failed = true
  }

  /// The `--json` event for input the shell refused: `event` is `error`, `input` null (the bytes
  /// are not text), `line` the 1-based line of standard input (1 for `-c`), `text` the reason.
  static func refusalEvent(_ words: String, line: Int) -> String {
    guard case .object(var object) = ShellEvent(kind: .error, input: "", text: words).json else { return "" }
    object["input"] = .null
    object["line"] = .number(Double(line))
    return TerminalText.inert(JSONValue.object(object).jsonText)
  }

  /// One utterance, as with `-c`.
  mutating func runOne(_ utterance: String) -> Int32 {
    let trimmed = utterance.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      Output.error("hark: -c was given an empty utterance\nRun “hark --help” for usage.")
      return 2
    }
    _ = handle(trimmed)
    return finish()
  }

  private mutating func handle(_ line: String) -> Session.Outcome {
    var sawFailure = false
    var sawFault = false
    let outcome = session.handle(line) { event in
      printer.print(event)
      if event.kind == .error || event.kind == .unknown || event.kind == .fault { sawFailure = true }
      if event.kind == .fault { sawFault = true }
    }
    if sawFailure { failed = true }
    if sawFault { faulted = true }
    return outcome
  }

  private mutating func finish() -> Int32 {
    var sawFailure = false
    session.endOfInput { event in
      printer.print(event)
      sawFailure = true
    }
    if sawFailure { failed = true }
    return faulted ? 3 : failed ? 1 : 0
  }
}
