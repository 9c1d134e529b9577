import Foundation
import HarkGrammar

/// Answers to the shell's questions: a value, a pick among choices, yes or no, a way out, or a new
/// request that takes over.
extension Conversation {
  func answer(_ pending: Pending, with input: String, emit: (ShellEvent) -> Void) {
    let language = pending.invocation.language
    switch dialogue.next(pending, reading(input, answering: pending)) {
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

  /// What `input` says in answer to `pending`'s question: a way out, yes or no, the choice it
  /// picks; whether it is a new request is read only if the dialogue asks.
  func reading(_ input: String, answering pending: Pending) -> Answer {
    let language = pending.invocation.language
    var answer = Answer(text: input, isWayOut: isWayOut(input, language: language))
    answer.switchesRequest = { [unowned self] freeText in switchesRequest(input, freeText: freeText) }
    switch pending.awaiting {
    case .choice(_, _, let candidates, _):
      answer.picked = pick(input, among: candidates, language: language)
    case .importPerson, .confirmation:
      answer.isYes = matches(input, list: "yes", language: language)
      answer.isNo = matches(input, list: "no", language: language)
    case .value:
      break
    }
    return answer
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

  /// "cancel", "never mind", 取消 — in the question's language or the answer's own.
  func isWayOut(_ input: String, language: Language) -> Bool {
    matches(input, list: "cancel", language: language)
      || matches(input, list: "cancel", language: Language.guess(input))
  }

  /// The candidate an answer picks: by number, by ordinal word, or by name.
  func pick(_ input: String, among candidates: [EntityValue], language: Language) -> EntityValue? {
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationAndWhitespace)
    if let n = Int(folded), candidates.indices.contains(n - 1) { return candidates[n - 1] }
    if let ordinal = ordinal(folded, language: language) {
      let index = ordinal < 0 ? candidates.count + ordinal : ordinal - 1
      if candidates.indices.contains(index) { return candidates[index] }
    }
    let matcher = NameMatcher()
    let query = cache.queryKey(input)
    let scored = candidates.map { candidate in
      let names = [candidate.title] + candidate.entity.displayRepresentation.synonyms
      return (candidate, names.map { matcher.score(query, cache.key($0)) }.max() ?? 0)
    }.filter { $0.1 >= NameMatcher.threshold }.sorted { $0.1 > $1.1 }
    guard let best = scored.first else { return nil }
    if scored.count > 1, best.1 - scored[1].1 < Resolver.ambiguityMargin { return nil }
    return best.0
  }

  /// 1 for "first"/"the first one"/第一个, -1 for "last".
  func ordinal(_ folded: String, language: Language) -> Int? {
    for candidate in [language, Language.guess(folded)] {
      if let value = environment.grammar.listMatch(folded, list: "ordinal", language: candidate),
        let n = value.output?.number
      {
        return Int(n)
      }
    }
    // Without the grammar's list: a place and the words that may stand around it, in any
    // language's lexicon ("the second one", "option 3rd").
    let lexicon = environment.lexicons.all
    let words = folded.split(separator: " ").map(String.init)
    guard
      words.allSatisfy({
        lexicon.number($0, in: .ordinals) != nil || lexicon.contains($0, in: .ordinalFillers)
      })
    else { return nil }
    return words.lazy.compactMap { lexicon.number($0, in: .ordinals) }.first
  }

  /// Whether `input` is one of the words of list `name` (yes, no, cancel) in `language`.
  func matches(_ input: String, list name: String, language: Language) -> Bool {
    if !environment.grammar.listValues(name, language: language).isEmpty {
      return environment.grammar.listMatch(input, list: name, language: language) != nil
    }
    // Without the grammar's list: the words of any language's lexicon.
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationCharacters)
    guard let key = LexiconKey(rawValue: name) else { return false }
    return environment.lexicons.all.contains(folded, in: key)
  }
}
