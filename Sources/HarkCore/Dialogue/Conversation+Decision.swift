import Foundation
import HarkGrammar
import HarkUnderstanding

/// The one decision path: from a line's chosen reading to a request (``start(_:considered:)``);
/// the ``Dialogue`` then decides the step that follows. The live dialogue carries the step out;
/// `:explain` and `hark parse` describe it. Nothing here asks, runs or remembers.
extension Conversation {
  /// How a new line begins.
  enum Start {
    /// No reading of an intent some app adopts.
    case notUnderstood(Language)
    /// Understood, but no app here can do it (or not the app named).
    case failed(SchemaID, String)
    /// Understood, but the words meant to find a file found none ("attach the budget").
    case nothingFound(SchemaID, String)
    /// A request, with the reading's slots still to resolve.
    case started(Invocation, [(ParameterInfo, SlotWords)], Reading)
  }

  /// The request `input` makes, from the readings considered for it (computed here when not given).
  func start(_ input: String, considered: ReadingChooser.Considered? = nil) -> Start {
    let considered = considered ?? considerReadings(input)
    guard let reading = considered.chosen else {
      let language = considered.all.first?.language ?? Language.guess(input)
      // The learned stage found the line most like what no intent here does.
      if considered.verdict?.reason == .outOfScope { return .notUnderstood(language) }
      if let understood = considered.all.first(where: { !$0.isPartial }) {
        // Read as a file the apps do not have, or a pointer at nothing shown: say so, not that
        // no app can do it.
        if let problem = unfoundFileWords(understood) {
          return .nothingFound(understood.intent, problem)
        }
        // The intent's own words name what is missing ("no app here reads your screen").
        return .failed(
          understood.intent,
          phrases.say(.noApp, intent: understood.intent, language: language))
      }
      return .notUnderstood(language)
    }
    let intent = reading.intent
    var adopters = environment.apps.adopters(of: intent)
    if let named = reading.slots["app"]?.text {
      adopters = adopters.filter { candidate in
        environment.apps.app(named: named).map { $0.id == candidate.app.id } ?? false
      }
      if adopters.isEmpty {
        return .failed(intent, phrases.say(.noSuchApp, language: reading.language, ["app": named]))
      }
    }
    guard let chosen = adopters.first else {
      return .failed(intent, phrases.say(.noApp, intent: intent, language: reading.language))
    }
    var invocation = Invocation(reading: reading, adopter: chosen)
    let slots = invocation.slots(of: reading)
    for (parameter, words) in slots { invocation.words[parameter.name] = words.text }
    return .started(invocation, slots, reading)
  }

  /// What to say when `reading`'s file slot finds no file, for an intent some app adopts: the
  /// words that describe a file there is none of ("budget" of "attach the budget", without the
  /// words that only point: "the", 我的); a pointer at something that is no file ("this
  /// conversation"); a pointer with nothing shown ("this file"). Nil when the slot finds a file.
  func unfoundFileWords(_ reading: Reading) -> String? {
    let probe = ContentProbe(environment: environment, evidence: evidence, cache: cache)
    guard let slot = probe.fileSlot(reading) else { return nil }
    switch slot.outcome {
    case .nothingToReference:
      return phrases.say(
        .nothingToReference, language: reading.language,
        ["type": responder.typeName(slot.parameter, reading.language)])
    case .notFound: break
    default: return nil
    }
    var words = slot.words.trimmingCharacters(in: .whitespaces)
    let lowered = words.lowercased()
    let lexicon = environment.lexicons.all
    if lexicon.words(.pointers).contains(where: { lowered.hasPrefix($0) }) {
      return phrases.say(.notAFile, language: reading.language, ["words": words])
    }
    var trimmed = true
    while trimmed {
      trimmed = false
      for lead in lexicon.words(.articles)
      where words.lowercased().hasPrefix(lead) && words.count > lead.count {
        words = String(words.dropFirst(lead.count))
        trimmed = true
      }
    }
    return phrases.say(.noSuchFile, language: reading.language, ["words": words])
  }

  /// A resolver for `invocation`'s app and language over what the shell showed: for what a
  /// line's evidence does not hold (a person just taken in, read back as an entity).
  func resolver(for invocation: Invocation) -> Resolver {
    var resolver = Resolver(
      context: environment.context(for: invocation.app, language: invocation.language), memory: memory,
      cache: cache, timeZone: environment.timeZone)
    resolver.importsByName = invocation.intentType.sideEffects.contains(.communicates)
    return resolver
  }
}
