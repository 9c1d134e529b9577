import Foundation
import HarkGrammar

/// A question the shell asked and the state to resume from when it is answered.
struct Pending: Sendable {
  enum Awaiting: Sendable {
    case value(ParameterInfo, attempts: Int)
    case choice(ParameterInfo, asking: ChoiceSubject, candidates: [EntityValue], attempts: Int)
    /// `unsure`: the request itself was a guess ("Just to be sure: …?"), not a risky action.
    case confirmation(attempts: Int, unsure: Bool)
    /// Whether to add a person another app knows to this app (`words`: how they were named).
    case importPerson(ParameterInfo, person: IntentPerson, words: String, attempts: Int)
  }

  var invocation: Invocation
  var awaiting: Awaiting
  /// The line that started the request.
  var input: String
  /// The question's words, for the end-of-input message.
  var question: String
  /// Slots still to resolve after this answer.
  var remaining: [(ParameterInfo, SlotWords)]
}

/// Questions: the words of each kind of step that waits for an answer, asked the first time or
/// again (`attempts` > 0), and how the shell waits for the answer.
extension Conversation {
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
