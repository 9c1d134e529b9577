import Foundation
import HarkGrammar

/// A question the shell asked and the state to resume from when it is answered.
struct Pending: Sendable {
  enum Awaiting: Sendable {
    case value(ParameterInfo, attempts: Int)
    case choice(ParameterInfo, candidates: [EntityValue], attempts: Int)
    case confirmation(attempts: Int)
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

extension Conversation {
  func ask(
    _ invocation: Invocation, input: String, parameter: ParameterInfo, attempts: Int, prefix: String?,
    remaining: [(ParameterInfo, SlotWords)] = [], emit: (ShellEvent) -> Void
  ) {
    var arguments = invocation.values.mapValues(\.displayText)
    arguments["parameter"] = parameter.name
    let fallback = parameter.question ?? Phrases.english["ask"]
    let question =
      environment.grammar.question(
        intent: invocation.schema.id, parameter: parameter.name, language: invocation.language
      )
      .map { Phrases.fill($0, arguments) } ?? Phrases.fill(fallback ?? "", arguments)
    pending = Pending(
      invocation: invocation, awaiting: .value(parameter, attempts: attempts), input: input,
      question: question, remaining: remaining)
    var event = event(
      .question, input, invocation, text: [prefix, question].compactMap { $0 }.joined(separator: " "))
    event.parameter = parameter.name
    emit(event)
  }

  func askChoice(
    _ invocation: Invocation, input: String, parameter: ParameterInfo, words: String,
    candidates: [EntityValue], remaining: [(ParameterInfo, SlotWords)], attempts: Int = 0,
    emit: (ShellEvent) -> Void
  ) {
    let choices = candidates.map { candidate in
      let subtitle = candidate.entity.displayRepresentation.subtitle.map { " (\($0))" } ?? ""
      return candidate.title + subtitle
    }
    let question = phrases.say("which", language: invocation.language, ["words": words])
    let numbered = choices.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: " ")
    pending = Pending(
      invocation: invocation, awaiting: .choice(parameter, candidates: candidates, attempts: attempts),
      input: input, question: question, remaining: remaining)
    var event = event(.question, input, invocation, text: "\(question) \(numbered)")
    event.parameter = parameter.name
    event.choices = choices
    emit(event)
  }

  func askConfirmation(
    _ invocation: Invocation, input: String, attempts: Int, emit: (ShellEvent) -> Void
  ) {
    let summary = Conversation.summary(of: invocation)
    let question =
      attempts == 0
      ? phrases.say("confirm", intent: invocation.schema.id, language: invocation.language, summary)
      : phrases.say("confirm_again", language: invocation.language)
    pending = Pending(
      invocation: invocation, awaiting: .confirmation(attempts: attempts), input: input,
      question: question, remaining: [])
    var event = event(.question, input, invocation, text: question)
    event.choices = [
      phrases.say("yes_word", language: invocation.language, fallback: "yes"),
      phrases.say("no_word", language: invocation.language, fallback: "no"),
    ]
    emit(event)
  }

  /// Arguments for a confirmation: the action's name and its values.
  static func summary(of invocation: Invocation) -> [String: String] {
    var arguments = invocation.values.mapValues(\.displayText)
    let words = invocation.schema.name.reduce(into: "") { text, c in
      text += c.isUppercase ? " " + c.lowercased() : String(c)
    }
    let target = invocation.values.values.first { if case .entity = $0 { true } else { false } }
    arguments["action"] =
      words.prefix(1).uppercased() + words.dropFirst() + (target.map { " “\($0.displayText)”" } ?? "")
    return arguments
  }

  // MARK: - Answers

  func answer(_ pending: Pending, with input: String, emit: (ShellEvent) -> Void) {
    let language = pending.invocation.language
    if matches(input, list: "cancel", language: language) {
      emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      return
    }
    switch pending.awaiting {
    case .value(let parameter, let attempts):
      let resolution = resolver(for: pending.invocation).resolve(
        SlotWords(text: input, value: nil), for: parameter)
      switch resolution {
      case .value(let value):
        var invocation = pending.invocation
        invocation.values[parameter.name] = value
        proceed(invocation, input: pending.input, remaining: pending.remaining, emit: emit)
      case .ambiguous(let candidates):
        askChoice(
          pending.invocation, input: pending.input, parameter: parameter, words: input,
          candidates: candidates, remaining: pending.remaining, emit: emit)
      case .notFound, .invalid:
        let problem =
          resolution == .notFound(input)
          ? notFoundText(input, parameter, pending.invocation)
          : phrases.say("invalid_value", language: language, ["words": input, "parameter": parameter.name])
        if attempts >= 1 {
          emit(
            event(
              .error, input, pending.invocation,
              text: problem + " " + phrases.say("cancelled", language: language)))
        } else {
          ask(
            pending.invocation, input: pending.input, parameter: parameter, attempts: attempts + 1,
            prefix: problem, remaining: pending.remaining, emit: emit)
        }
      }
    case .choice(let parameter, let candidates, let attempts):
      if let picked = pick(input, among: candidates, language: language) {
        var invocation = pending.invocation
        let value = ParameterValue.entity(picked)
        invocation.values[parameter.name] = parameter.isArray ? .list([value]) : value
        proceed(invocation, input: pending.input, remaining: pending.remaining, emit: emit)
      } else if attempts >= 1 {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else {
        askChoice(
          pending.invocation, input: pending.input, parameter: parameter, words: input,
          candidates: candidates, remaining: pending.remaining, attempts: attempts + 1, emit: emit)
      }
    case .confirmation(let attempts):
      if matches(input, list: "yes", language: language) {
        perform(pending.invocation, input: pending.input, emit: emit)
      } else if matches(input, list: "no", language: language) || attempts >= 1 {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else {
        askConfirmation(pending.invocation, input: pending.input, attempts: attempts + 1, emit: emit)
      }
    }
  }

  /// The candidate an answer picks: by number, by ordinal word, or by name.
  func pick(_ input: String, among candidates: [EntityValue], language: String) -> EntityValue? {
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationCharacters)
    if let n = Int(folded), candidates.indices.contains(n - 1) { return candidates[n - 1] }
    if let ordinal = ordinal(folded, language: language) {
      let index = ordinal < 0 ? candidates.count + ordinal : ordinal - 1
      if candidates.indices.contains(index) { return candidates[index] }
    }
    let matcher = NameMatcher()
    let scored = candidates.map { candidate in
      (
        candidate,
        matcher.score(input, against: [candidate.title] + candidate.entity.displayRepresentation.synonyms)
      )
    }.filter { $0.1 >= NameMatcher.threshold }.sorted { $0.1 > $1.1 }
    guard let best = scored.first else { return nil }
    if scored.count > 1, scored[1].1 == best.1 { return nil }
    return best.0
  }

  /// 1 for "first"/"the first one"/第一个, -1 for "last".
  func ordinal(_ folded: String, language: String) -> Int? {
    if let value = environment.grammar.listValue("ordinal", matching: folded, language: language),
      let n = value.output?.number
    {
      return Int(n)
    }
    let english = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1]
    return folded.split(separator: " ").lazy.compactMap { english[String($0)] }.first
  }

  /// Whether `input` is one of the words of list `name` (yes, no, cancel) in `language`.
  func matches(_ input: String, list name: String, language: String) -> Bool {
    if !environment.grammar.listValues(name, language: language).isEmpty {
      return environment.grammar.listValue(name, matching: input, language: language) != nil
    }
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationCharacters)
    let fallback: [String: Set<String>] = [
      "yes": ["yes", "y", "yeah", "sure", "ok", "是", "好", "确定"],
      "no": ["no", "n", "nope", "不", "不要", "否"],
      "cancel": ["cancel", "never mind", "stop", "取消", "算了"],
    ]
    return fallback[name]?.contains(folded) ?? false
  }
}
