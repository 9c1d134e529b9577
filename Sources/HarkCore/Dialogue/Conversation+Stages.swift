import Foundation
import HarkGrammar

/// The stages wired: each line gets a new ``ResolutionEvidence`` table, its readings are chosen
/// once (``ReadingChooser``, trying readings against content only through the ``ContentProbe``),
/// the ``Dialogue`` decides from the table, the ``Responder`` words what it decided. No stage
/// calls a later one; the conversation hands each the values the one before made.
extension Conversation {
  /// Starts a line: what words name is worked out again, as what the shell showed may have
  /// changed since the last one.
  func beginLine() {
    evidence = makeEvidence(cache: cache)
    lineReadings = nil
  }

  /// A table of what words become for this conversation's apps and what it showed, resolving
  /// names through `cache`.
  func makeEvidence(cache: ResolutionCache) -> ResolutionEvidence {
    let environment = environment
    let memory = memory
    return ResolutionEvidence(
      resolve: { invocation, parameter, words, anchor in
        var resolver = Resolver(
          context: environment.context(for: invocation.app, language: invocation.language), memory: memory,
          cache: cache, timeZone: environment.timeZone)
        resolver.importsByName = invocation.intentType.sideEffects.contains(.communicates)
        resolver.anchorDate = anchor
        return resolver.resolveWithEvidence(words, for: parameter)
      },
      refuse: { invocation, value, parameter in
        let context = environment.context(for: invocation.app, language: invocation.language)
        return invocation.intentType.refusal(of: value, for: parameter.name, in: context)
      })
  }

  /// The words the shell says, in the conversation's language.
  var responder: Responder { Responder(environment: environment, phrases: phrases) }

  /// The dialogue's decisions, over this line's evidence.
  var dialogue: Dialogue { Dialogue(evidence: evidence) }

  /// The readings of `input`, chosen once a line (an answer that turns out to be a new request is
  /// not read twice).
  func considerReadings(_ input: String) -> ReadingChooser.Considered {
    if let (line, considered) = lineReadings, line == input { return considered }
    let considered = chooser(evidence: evidence, cache: cache, lists: runtimeLists()).choose(input)
    lineReadings = (input, considered)
    return considered
  }

  /// Reading choice over `evidence`, with `lists`.
  func chooser(evidence: ResolutionEvidence, cache: ResolutionCache, lists: RuntimeLists) -> ReadingChooser {
    ReadingChooser(
      environment: environment, lists: lists,
      probe: ContentProbe(environment: environment, evidence: evidence, cache: cache, trial: probeTrial),
      memory: memory,
      responder: responder)
  }

  /// What the dialogue decides for `invocation` with `slots`, over this line's evidence.
  func decide(_ invocation: Invocation, slots: [(ParameterInfo, SlotWords)]) -> Decision {
    dialogue.decide(invocation, slots: slots)
  }
}
