import Foundation
import HarkGrammar

/// What an answer to the shell's question says: a way out, yes or no, the choice it picks (by
/// number, ordinal or name). Reads the grammars' lists and the lexicons; whether the answer is a
/// new request is the conversation's to say (``switchesRequest``), asked only if the
/// ``Dialogue`` wants to know.
struct AnswerReader {
  let environment: ShellEnvironment
  /// The names cache the candidates' names are compared through.
  let cache: ResolutionCache
  /// Whether the answer is a new request the shell should switch to (`freeText`: the question
  /// wants free text).
  let switchesRequest: (_ input: String, _ freeText: Bool) -> Bool

  /// What `input` says in answer to `pending`'s question.
  func reading(_ input: String, answering pending: Pending) -> Answer {
    let language = pending.invocation.language
    var answer = Answer(text: input, isWayOut: isWayOut(input, language: language))
    answer.switchesRequest = { [switchesRequest] freeText in switchesRequest(input, freeText) }
    switch pending.awaiting {
    case .choice(_, _, let candidates, _):
      answer.picked = pick(input, among: candidates, language: language)
    case .importPerson, .confirmation:
      answer.isYes = matches(input, list: "yes", language: language)
      answer.isNo = matches(input, list: "no", language: language)
    case .app:
      answer.pickedApp = pickApp(input, among: pending.invocation.alternatives.map(\.app), language: language)
    case .value:
      break
    }
    return answer
  }

  /// The app an answer picks: by number, by ordinal word, or by its name or one of its other
  /// names, said alone or after a preposition ("in UnicornChat", 用短信).
  func pickApp(_ input: String, among apps: [any App], language: Language) -> Int? {
    let folded = NameMatcher.fold(input).trimmingCharacters(in: .punctuationAndWhitespace)
    if let n = Int(folded), apps.indices.contains(n - 1) { return n - 1 }
    if let ordinal = ordinal(folded, language: language) {
      let index = ordinal < 0 ? apps.count + ordinal : ordinal - 1
      if apps.indices.contains(index) { return index }
    }
    let matching = apps.indices.filter { index in
      let names = [apps[index].id, apps[index].name] + apps[index].synonyms
      return names.contains { name in
        let key = NameMatcher.fold(name)
        return !key.isEmpty
          && (folded == key || folded.hasSuffix(" " + key)
            || folded.hasSuffix(key) && !key.allSatisfy(\.isASCII))
      }
    }
    return matching.count == 1 ? matching[0] : nil
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
