import Foundation
import HarkCore

/// Runs utterances without a terminal: piped lines, or the one of `-c`.
struct Batch {
  let conversation: Conversation
  let printer: EventPrinter
  let meta: MetaCommands
  private(set) var failed = false
  /// The question the shell last asked, asked again after a shell command typed at it.
  private var question: ShellEvent?

  init(conversation: Conversation, printer: EventPrinter, meta: MetaCommands) {
    self.conversation = conversation
    self.printer = printer
    self.meta = meta
  }

  /// Every line of standard input; blank and `#` lines are skipped.
  mutating func runStandardInput() -> Int32 {
    var reader = LineReader()
    var utterances = 0
    while let line = reader.next() {
      switch line {
      case .invalidUTF8:
        Output.error("hark: line \(reader.lineNumber) of standard input is not valid UTF-8; skipped")
        failed = true
      case .tooLong(let bytes):
        Output.error(
          "hark: line \(reader.lineNumber) of standard input is \(bytes) bytes, over the \(LineReader.limit) a line may have; skipped"
        )
        failed = true
      case .text(let text):
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || (trimmed.hasPrefix("#") && !conversation.isAwaitingAnswer) { continue }
        utterances += 1
        let atQuestion = conversation.isAwaitingAnswer
        if MetaCommands.isCommand(trimmed, atQuestion: atQuestion) {
          // `:quit` ends the batch: the lines after it are not run, a pending question goes unanswered.
          if meta.run(trimmed, printer: printer) == .quit { return finish() }
          if atQuestion, let question { printer.print(question) }
          continue
        }
        handle(trimmed)
      }
    }
    if utterances == 0 && !failed {
      Output.error("hark: standard input held no utterance: nothing to do")
      return 1
    }
    return finish()
  }

  /// One utterance, as with `-c`.
  mutating func runOne(_ utterance: String) -> Int32 {
    let trimmed = utterance.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      Output.error("hark: -c was given an empty utterance")
      return 1
    }
    if trimmed.hasPrefix(":") {
      _ = meta.run(trimmed, printer: printer)
      return 0
    }
    handle(trimmed)
    return finish()
  }

  private mutating func handle(_ utterance: String) {
    var sawFailure = false
    conversation.respond(to: utterance) { event in
      if event.kind == .question { question = event }
      printer.print(event)
      if event.kind == .error || event.kind == .unknown { sawFailure = true }
    }
    StoreWarnings.report(conversation)
    if sawFailure { failed = true }
  }

  private mutating func finish() -> Int32 {
    var sawFailure = false
    conversation.endOfInput { event in
      printer.print(event)
      sawFailure = true
    }
    if sawFailure { failed = true }
    return failed ? 1 : 0
  }
}
