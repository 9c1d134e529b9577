import Foundation
import HarkGrammar

/// From a line's chosen reading to a request: the app that adopts its intent (or the one the
/// line names) and the slots still to resolve, or why there is no request (nothing understood, no
/// app here can do it, the words meant to find a file found none). It decides nothing about the
/// request's values (the ``Dialogue`` does), asks nothing and runs nothing; the live dialogue and
/// the ``Analyzer`` start a line through it alike.
struct RequestBuilder {
  let environment: ShellEnvironment
  let phrases: Phrases
  /// Tries a reading's file slot against content (``unfoundFileWords(_:)``).
  let probe: ContentProbe
  let responder: Responder

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

  /// The request `input` makes, from the readings considered for it.
  func start(_ input: String, considered: ReadingChooser.Considered) -> Start {
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
    if adopters.count > 1 {
      invocation.alternatives = adopters.map { Adopter(app: $0.app, intent: $0.intent) }
    }
    let slots = invocation.slots(of: reading)
    for (parameter, words) in slots { invocation.words[parameter.name] = words.text }
    return .started(invocation, slots, reading)
  }

  /// What to say when `reading`'s file slot finds no file, for an intent some app adopts: the
  /// words that describe a file there is none of ("budget" of "attach the budget", without the
  /// words that only point: "the", 我的); a pointer at something that is no file ("this
  /// conversation"); a pointer with nothing shown ("this file"). Nil when the slot finds a file.
  func unfoundFileWords(_ reading: Reading) -> String? {
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
}
