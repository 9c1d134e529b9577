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
  /// What the shell says for `step`, or nil for steps that ask nothing (run, a problem).
  func prompt(for step: Step, _ invocation: Invocation, attempts: Int = 0, prefix: String? = nil) -> Prompt? {
    let language = invocation.language
    switch step {
    case .ask(let parameter):
      let question = valueQuestion(parameter, invocation)
      return Prompt(
        question: question,
        text: [prefix, question].compactMap { $0 }.joined(separator: phrases.space(language)),
        parameter: parameter, choices: nil, awaiting: .value(parameter, attempts: attempts))
    case .choose(let parameter, let asking, let candidates):
      let wording = environment.wording(language)
      let choices = candidates.map { candidate in
        let subtitle = candidate.entity.displayRepresentation.subtitle(wording).map { " (\($0))" } ?? ""
        // A choice is said on the question's line: a line break stored in it is shown inert.
        return TerminalText.oneLine(candidate.title + subtitle)
      }
      let question: String
      switch asking {
      case .words(let words):
        question = phrases.say(.which, language: language, ["words": words])
      case .kind(let name):
        // A language whose question depends on the kind (哪张照片, 哪封邮件) says so in the grammar.
        let kind = phrases.say(.typeName(name), language: language, fallback: name)
        question = phrases.say(
          .whichKind(name), language: language,
          fallback: phrases.say(.which, language: language, ["words": kind]))
      }
      let numbered = choices.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: " ")
      return Prompt(
        question: question, text: "\(question) \(numbered)", parameter: parameter, choices: choices,
        awaiting: .choice(parameter, asking: asking, candidates: candidates, attempts: attempts))
    case .importPerson(let parameter, let words, let person):
      let question =
        attempts == 0
        ? phrases.say(
          .importPerson, language: language,
          ["person": person.displayName, "words": Conversation.yours(words), "app": invocation.app.name])
        : phrases.say(.confirmAgain, language: language)
      return Prompt(
        question: question, text: question, parameter: parameter, choices: yesNo(language),
        awaiting: .importPerson(parameter, person: person, words: words, attempts: attempts))
    case .confirm(let unsure):
      let question: String
      if attempts > 0 {
        question = phrases.say(.confirmAgain, language: language)
      } else if unsure {
        question = phrases.say(.confirmUnsure, language: language, summary(of: invocation))
      } else {
        question = phrases.say(
          .confirm, intent: invocation.schema.id, language: language, summary(of: invocation))
      }
      return Prompt(
        question: question, text: question, parameter: nil, choices: yesNo(language),
        awaiting: .confirmation(attempts: attempts, unsure: unsure))
    case .run, .problem:
      return nil
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
    guard let prompt = prompt(for: step, invocation, attempts: attempts, prefix: prefix) else { return }
    present(prompt, invocation, input: input, remaining: remaining, emit: emit)
  }

  /// The question for a missing value: the grammar's own for the intent, else the app's, else a
  /// general one, with values known so far filled in.
  func valueQuestion(_ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    var arguments = invocation.values.mapValues { $0.displayText(environment.wording(invocation.language)) }
    arguments["parameter"] = parameterName(parameter, invocation.language)
    let fallback = parameter.question ?? Phrases.english[.ask] ?? ""
    let question = environment.grammar.question(
      intent: invocation.schema.id.rawValue, parameter: parameter.name, language: invocation.language)
    return Phrases.fill(question ?? fallback, arguments)
  }

  func yesNo(_ language: Language) -> [String] {
    [
      phrases.say(.yesWord, language: language, fallback: "yes"),
      phrases.say(.noWord, language: language, fallback: "no"),
    ]
  }
}
