import Foundation
import HarkGrammar

/// The stages wired: each line gets a new ``ResolutionEvidence`` table, its readings are chosen
/// once (``ReadingChooser``, trying readings against content only through the ``ContentProbe``),
/// the ``RequestBuilder`` makes the request, the ``Dialogue`` decides from the table, the
/// ``Responder`` words what it decided and the ``Performer`` runs it. No stage calls a later one;
/// the conversation hands each the values the one before made.
extension Conversation {
  /// Starts a line: what words name is worked out again, as what the shell showed may have
  /// changed since the last one.
  func beginLine() {
    lineEvidence = nil
    lineReadings = nil
  }

  /// A table of what words become for this conversation's apps and what it showed, resolving
  /// names through `cache`.
  func makeEvidence(cache: ResolutionCache) -> ResolutionEvidence {
    ResolutionEvidence.resolving(environment: environment, memory: memory, cache: cache)
  }

  /// The words the shell says, in the conversation's language.
  var responder: Responder { Responder(environment: environment, phrases: phrases) }

  /// The dialogue's decisions, over this line's evidence.
  var dialogue: Dialogue { Dialogue(evidence: evidence) }

  /// Runs requests and takes people in (``performRun`` runs each intent).
  var performer: Performer {
    Performer(environment: environment, phrases: phrases, memory: memory, cache: cache, run: performRun)
  }

  /// The readings of `input`, chosen once a line (an answer that turns out to be a new request is
  /// not read twice).
  func considerReadings(_ input: String) -> ReadingChooser.Considered {
    if let (line, considered) = lineReadings, line == input { return considered }
    let considered = ReadingChooser(
      environment: environment, lists: runtimeLists(), probe: probe, memory: memory, responder: responder
    ).choose(input)
    lineReadings = (input, considered)
    return considered
  }

  /// The content probe over this line's evidence.
  var probe: ContentProbe {
    ContentProbe(environment: environment, evidence: evidence, cache: cache, trial: probeTrial)
  }

  /// The request `input` makes, from the readings considered for it (chosen here when not given).
  func start(_ input: String, considered: ReadingChooser.Considered? = nil) -> RequestBuilder.Start {
    RequestBuilder(environment: environment, phrases: phrases, probe: probe, responder: responder)
      .start(input, considered: considered ?? considerReadings(input))
  }

  /// What the dialogue decides for `invocation` with `slots`, over this line's evidence.
  func decide(_ invocation: Invocation, slots: [(ParameterInfo, SlotWords)]) -> Decision {
    dialogue.decide(invocation, slots: slots)
  }
}
