import Foundation
import HarkGrammar

/// A question the shell asked and the state to resume from when it is answered.
struct Pending: Sendable {
  enum Awaiting: Sendable {
    case value(ParameterInfo, attempts: Int)
    case choice(ParameterInfo, candidates: [EntityValue], attempts: Int)
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

extension Conversation {
  func ask(
    _ invocation: Invocation, input: String, parameter: ParameterInfo, attempts: Int, prefix: String?,
    remaining: [(ParameterInfo, SlotWords)] = [], emit: (ShellEvent) -> Void
  ) {
    var arguments = invocation.values.mapValues(\.displayText)
    arguments["parameter"] = parameterName(parameter, invocation.language)
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
      .question, input, invocation,
      text: [prefix, question].compactMap { $0 }.joined(separator: phrases.space(invocation.language)))
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
    _ invocation: Invocation, input: String, attempts: Int, unsure: Bool, emit: (ShellEvent) -> Void
  ) {
    let summary = summary(of: invocation)
    let question: String
    if attempts > 0 {
      question = phrases.say("confirm_again", language: invocation.language)
    } else if unsure {
      question = phrases.say("confirm_unsure", language: invocation.language, summary)
    } else {
      question = phrases.say("confirm", intent: invocation.schema.id, language: invocation.language, summary)
    }
    pending = Pending(
      invocation: invocation, awaiting: .confirmation(attempts: attempts, unsure: unsure), input: input,
      question: question, remaining: [])
    var event = event(.question, input, invocation, text: question)
    event.choices = [
      phrases.say("yes_word", language: invocation.language, fallback: "yes"),
      phrases.say("no_word", language: invocation.language, fallback: "no"),
    ]
    emit(event)
  }

  /// Arguments for a confirmation: the action in words, and each value by parameter name.
  func summary(of invocation: Invocation) -> [String: String] {
    var arguments = invocation.values.mapValues(\.displayText)
    let language = invocation.language
    let words = invocation.schema.name.reduce(into: "") { text, c in
      text += c.isUppercase ? " " + c.lowercased() : String(c)
    }
    let humanized = words.prefix(1).uppercased() + words.dropFirst()
    var action = phrases.say("action_\(invocation.schema.name)", language: language, fallback: humanized)
    var people: [String] = []
    var texts: [String] = []
    for parameter in invocation.parameters {
      guard let value = invocation.values[parameter.name] else { continue }
      switch (parameter.kind, value) {
      case (.person, _): people.append(value.displayText)
      case (.entity(let type), _) where type.schema == "contacts.person": people.append(value.displayText)
      case (.entity, _): texts.append(value.displayText)
      case (.string, _): texts.append("“\(value.displayText)”")
      case (.date, .date(let date)):
        texts.append(DateWording.text(date, language: language, timeZone: environment.timeZone))
      default: texts.append(value.displayText)
      }
    }
    if !people.isEmpty {
      action += phrases.say(
        "to_people", language: language, ["people": ListFormatting.join(people)], fallback: " to {people}")
    }
    if !texts.isEmpty {
      action += phrases.say("colon", language: language, fallback: ": ") + texts.joined(separator: ", ")
    }
    arguments["action"] = action
    return arguments
  }

  // MARK: - Answers

  func answer(_ pending: Pending, with input: String, emit: (ShellEvent) -> Void) {
    let language = pending.invocation.language
    if isWayOut(input, language: language) {
      emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      return
    }
    switch pending.awaiting {
    case .value(let parameter, let attempts):
      answerValue(pending, parameter: parameter, attempts: attempts, input: input, emit: emit)
    case .choice(let parameter, let candidates, let attempts):
      if let picked = pick(input, among: candidates, language: language) {
        var invocation = pending.invocation
        let value = ParameterValue.entity(picked)
        invocation.values[parameter.name] = parameter.isArray ? .list([value]) : value
        proceed(invocation, input: pending.input, remaining: pending.remaining, emit: emit)
      } else if switchesRequest(input, freeText: false) {
        switchTo(input, language: language, emit: emit)
      } else if attempts >= 1 {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else {
        let words = pending.invocation.words[parameter.name] ?? input
        askChoice(
          pending.invocation, input: pending.input, parameter: parameter, words: words,
          candidates: candidates, remaining: pending.remaining, attempts: attempts + 1, emit: emit)
      }
    case .importPerson(let parameter, let person, let words, let attempts):
      if matches(input, list: "yes", language: language) {
        importPerson(pending, parameter: parameter, person: person, emit: emit)
      } else if matches(input, list: "no", language: language) || attempts >= 1 {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else {
        askImport(
          pending.invocation, input: pending.input, parameter: parameter, words: words, person: person,
          remaining: pending.remaining, attempts: attempts + 1, emit: emit)
      }
    case .confirmation(let attempts, let unsure):
      if matches(input, list: "yes", language: language) {
        var invocation = pending.invocation
        // A yes makes a guessed request a sure one.
        invocation.leastScore = 1
        invocation.readingConfidence = 1
        perform(invocation, input: pending.input, emit: emit)
      } else if matches(input, list: "no", language: language) {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else if switchesRequest(input, freeText: false) {
        switchTo(input, language: language, emit: emit)
      } else if attempts >= 1 {
        emit(event(.error, input, pending.invocation, text: phrases.say("cancelled", language: language)))
      } else {
        askConfirmation(
          pending.invocation, input: pending.input, attempts: attempts + 1, unsure: unsure, emit: emit)
      }
    }
  }

  private func answerValue(
    _ pending: Pending, parameter: ParameterInfo, attempts: Int, input: String, emit: (ShellEvent) -> Void
  ) {
    let language = pending.invocation.language
    let freeText: Bool
    if case .string = parameter.kind { freeText = true } else { freeText = false }
    if freeText, switchesRequest(input, freeText: true) {
      switchTo(input, language: language, emit: emit)
      return
    }
    let resolved = resolver(for: pending.invocation).resolveWithEvidence(
      SlotWords(text: input, value: nil), for: parameter)
    switch resolved.outcome {
    case .value(let value):
      var invocation = pending.invocation
      invocation.values[parameter.name] = value
      invocation.words[parameter.name] = input
      invocation.leastScore = min(invocation.leastScore, resolved.score)
      proceed(invocation, input: pending.input, remaining: pending.remaining, emit: emit)
    case .ambiguous(let candidates):
      var invocation = pending.invocation
      invocation.words[parameter.name] = input
      askChoice(
        invocation, input: pending.input, parameter: parameter, words: input,
        candidates: candidates, remaining: pending.remaining, emit: emit)
    case .importable(let words, let person):
      askImport(
        pending.invocation, input: pending.input, parameter: parameter, words: words, person: person,
        remaining: pending.remaining, attempts: 0, emit: emit)
    default:
      if switchesRequest(input, freeText: false) {
        switchTo(input, language: language, emit: emit)
        return
      }
      let problem = problemText(resolved.outcome, parameter, pending.invocation)
      if attempts >= 1 {
        emit(
          event(
            .error, input, pending.invocation,
            text: problem + phrases.space(language) + phrases.say("cancelled", language: language)))
      } else {
        ask(
          pending.invocation, input: pending.input, parameter: parameter, attempts: attempts + 1,
          prefix: problem, remaining: pending.remaining, emit: emit)
      }
    }
  }

  /// "cancel", "never mind", 取消 — in the question's language or the answer's own.
  func isWayOut(_ input: String, language: String) -> Bool {
    matches(input, list: "cancel", language: language)
      || matches(input, list: "cancel", language: Conversation.guessLanguage(input))
  }

  /// The candidate an answer picks: by number, by ordinal word, or by name.
  func pick(_ input: String, among candidates: [EntityValue], language: String) -> EntityValue? {
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    if let n = Int(folded), candidates.indices.contains(n - 1) { return candidates[n - 1] }
    if let ordinal = ordinal(folded, language: language) {
      let index = ordinal < 0 ? candidates.count + ordinal : ordinal - 1
      if candidates.indices.contains(index) { return candidates[index] }
    }
    let matcher = NameMatcher()
    let query = cache.key(input)
    let scored = candidates.map { candidate in
      let names = [candidate.title] + candidate.entity.displayRepresentation.synonyms
      return (candidate, names.map { matcher.score(query, cache.key($0)) }.max() ?? 0)
    }.filter { $0.1 >= NameMatcher.threshold }.sorted { $0.1 > $1.1 }
    guard let best = scored.first else { return nil }
    if scored.count > 1, best.1 - scored[1].1 < Resolver.ambiguityMargin { return nil }
    return best.0
  }

  /// 1 for "first"/"the first one"/第一个, -1 for "last".
  func ordinal(_ folded: String, language: String) -> Int? {
    for candidate in [language, Conversation.guessLanguage(folded)] {
      if let value = environment.grammar.listMatch(folded, list: "ordinal", language: candidate),
        let n = value.output?.number
      {
        return Int(n)
      }
    }
    let english = [
      "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
      "5th": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "last": -1,
    ]
    let words = folded.split(separator: " ").map(String.init)
    let filler: Set<String> = ["the", "one", "option", "choice", "number", "no", "please"]
    guard words.allSatisfy({ english[$0] != nil || filler.contains($0) }) else { return nil }
    return words.lazy.compactMap { english[$0] }.first
  }

  /// Whether `input` is one of the words of list `name` (yes, no, cancel) in `language`.
  func matches(_ input: String, list name: String, language: String) -> Bool {
    if !environment.grammar.listValues(name, language: language).isEmpty {
      return environment.grammar.listMatch(input, list: name, language: language) != nil
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
