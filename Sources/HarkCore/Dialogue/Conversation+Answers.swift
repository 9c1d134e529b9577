import Foundation
import HarkGrammar

/// Questions and their answers: asking (the ``Responder``'s words) and waiting, then what the
/// answer says (``AnswerReader``) and what the ``Dialogue`` makes of it — a value, a pick among
/// choices, yes or no, a way out, or a new request that takes over.
extension Conversation {
  func answer(_ pending: Pending, with input: String, emit: (ShellEvent) -> Void) {
    let language = pending.invocation.language
    let reader = AnswerReader(environment: environment, cache: cache) { [unowned self] input, freeText in
      switchesRequest(input, freeText: freeText)
    }
    switch dialogue.next(pending, reader.reading(input, answering: pending)) {
    case .cancel(let problem):
      var text = phrases.say(.cancelled, language: language)
      if let (outcome, parameter) = problem {
        text = responder.problemText(outcome, parameter, pending.invocation) + phrases.space(language) + text
      }
      emit(event(.error, input, pending.invocation, text: text))
    case .switchRequest:
      switchTo(input, language: language, emit: emit)
    case .proceed(let invocation):
      proceed(invocation, input: pending.input, remaining: pending.remaining, emit: emit)
    case .carryOut(let decision):
      carryOut(decision, input: pending.input, emit: emit)
    case .perform(let invocation):
      perform(invocation, input: pending.input, emit: emit)
    case .importPerson(let parameter, let person):
      importPerson(pending, parameter: parameter, person: person, emit: emit)
    case .askAgain(let step, let attempts, let problem):
      let prefix = problem.map { responder.problemText($0.0, $0.1, pending.invocation) }
      ask(
        step, pending.invocation, input: pending.input, attempts: attempts, prefix: prefix,
        remaining: pending.remaining, emit: emit)
    }
  }

  /// Whether `input`, said in answer to a question, is a new command the shell should switch
  /// to. The rule: a way out is never a command; when the question wants free text (a message
  /// body) only a complete reading with no free-text slot at all and confidence ≥ 0.9 switches
  /// ("unsend the last message", "show messages from Glow" — but not "text Flare hello", which
  /// becomes the message); for other questions (a contact, a choice, yes/no) a complete reading
  /// confident enough to act on (≥ 0.7) switches when the answer is not itself a value of the
  /// asked type.
  func switchesRequest(_ input: String, freeText: Bool) -> Bool {
    guard let reading = considerReadings(input).chosen, !reading.isPartial else { return false }
    let confidence = ReadingConfidence.confidence(reading)
    if freeText { return reading.rank.wildcards == 0 && confidence >= 0.9 }
    return confidence >= ReadingConfidence.switchRequest
  }

  /// Starts `input` as a new request, saying first that the shell switched.
  func switchTo(_ input: String, language: Language, emit: (ShellEvent) -> Void) {
    var first = true
    let note = phrases.say(.switched, language: language)
    interpret(input) { event in
      var event = event
      if first { event.text = note + "\n" + event.text }
      first = false
      emit(event)
    }
  }

  /// Asks `prompt` and waits for the answer to it.
  func present(
    _ prompt: Prompt, _ invocation: Invocation, input: String, remaining: [(ParameterInfo, SlotWords)],
    emit: (ShellEvent) -> Void
  ) {
    pending = Pending(
      invocation: invocation, awaiting: prompt.awaiting, input: input,
      question: prompt.question, remaining: remaining)
    var event = event(.question, input, invocation, text: prompt.text)
    event.parameter = prompt.parameter?.name
    event.choices = prompt.choices
    emit(event)
  }

  /// Asks `step` again, or for the first time from an answer's path.
  func ask(
    _ step: Step, _ invocation: Invocation, input: String, attempts: Int = 0, prefix: String? = nil,
    remaining: [(ParameterInfo, SlotWords)] = [], emit: (ShellEvent) -> Void
  ) {
    guard let prompt = responder.prompt(for: step, invocation, attempts: attempts, prefix: prefix) else {
      return
    }
    present(prompt, invocation, input: input, remaining: remaining, emit: emit)
  }
}
