import Foundation
import HarkCore
import HarkGrammar

/// `hark parse [--json] [UTTERANCE…]`: what the shell makes of each utterance (each argument
/// is one, else one per line of standard input), without running or asking anything.
enum ParseCommand {
  static func run(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let (environment, _) = try setup.shellEnvironment(notice: { Output.error($0) })
    let conversation = Conversation(environment: environment)
    let json = setup.options.json
    func show(_ utterance: String) {
      let trimmed = utterance.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return }
      let analysis = conversation.analyze(trimmed)
      if json {
        Output.write(analysis.json.jsonText + "\n")
      } else {
        Output.write(summary(analysis) + "\n")
      }
    }
    if !setup.options.arguments.isEmpty {
      // Each argument is one utterance: `hark parse "text Flare hi" "send a message"`.
      for utterance in setup.options.arguments { show(utterance) }
      return 0
    }
    var reader = LineReader()
    var count = 0
    var refused = 0
    while let line = reader.next() {
      switch line {
      case .text(let text):
        count += 1
        show(text)
      case .invalidUTF8, .tooLong:
        if let words = line.refusal(number: reader.lineNumber) {
          Output.error("hark: \(words)")
          if json { Output.writeVerbatim(Batch.refusalEvent(words, line: reader.lineNumber) + "\n") }
        }
        refused += 1
      }
    }
    if count == 0 && refused == 0 {
      Output.error(
        "hark: parse needs utterances, as arguments or one per line on standard input\nRun “hark parse --help” for usage."
      )
      return 2
    }
    return refused == 0 ? 0 : 1
  }

  /// One line per utterance: intent, app, slots, confidence and what the shell would do.
  static func summary(_ analysis: Analysis) -> String {
    let slots = analysis.slots.map { slot in
      let value = analysis.resolved[slot.name].map { " → \(analysis.spoken($0))" } ?? ""
      return "\(slot.name)=“\(slot.words)”\(value)"
    }
    var parts = [analysis.input, "⇒", analysis.intent?.rawValue ?? "(none)"]
    if let app = analysis.app { parts.append("in \(app)") }
    parts += slots
    if !analysis.missing.isEmpty { parts.append("missing: \(analysis.missing.joined(separator: ","))") }
    parts.append(String(format: "confidence %.2f", analysis.confidence))
    parts.append(analysis.outcome.rawValue)
    // One line per utterance: a line break in a value or a title is shown inert.
    return TerminalText.oneLine(parts.joined(separator: "  "))
  }
}
