import HarkGrammar

/// What the shell does next with a request, decided in one place (``Conversation/decide(_:slots:)``)
/// for the live dialogue, `:explain` and `hark parse` alike, so they cannot disagree.
enum Step: Sendable {
  /// Run the intent now.
  case run
  /// Ask for a required value no words gave.
  case ask(ParameterInfo)
  /// Several entities fit the words about equally, or were shown for "it": offer them, numbered.
  case choose(ParameterInfo, asking: ChoiceSubject, candidates: [EntityValue])
  /// The words name a person another app knows: ask before taking them into this app.
  case importPerson(ParameterInfo, words: String, person: IntentPerson)
  /// Ask "are you sure?": the intent is risky, or (`unsure`) the reading is a guess.
  case confirm(unsure: Bool)
  /// Some words name nothing usable: say so and stop.
  case problem(Resolution, ParameterInfo)
  /// Several apps adopt the intent and the line named none: ask which, before any words are
  /// resolved (each app resolves them to its own entities).
  case chooseApp([any App])
}

/// What a numbered choice asks about.
enum ChoiceSubject: Sendable, Hashable {
  /// The words that fit several ("Which Dana?").
  case words(String)
  /// A kind of thing shown, for a reference that singled none out ("Which file?", 哪张照片?): the
  /// entity type's display name.
  case kind(String)
}

/// One slot of a request and what its words became.
struct ResolvedSlot: Sendable {
  var parameter: ParameterInfo
  var words: SlotWords
  var resolution: SlotResolution
}

/// A request with its slots resolved as far as they go, and the step that follows.
struct Decision: Sendable {
  /// The request with every value resolved before the step.
  var invocation: Invocation
  /// What happens next.
  var step: Step
  /// Every slot the request came with, in order, resolved (those after a blocking slot too, for
  /// `:explain`; their values join the request only once the step is answered).
  var slots: [ResolvedSlot]
  /// Slots still to resolve once the step is answered: those after the slot that stopped.
  var remaining: [(ParameterInfo, SlotWords)]
  /// Required parameters no words gave, in the order the shell asks for them.
  var missing: [ParameterInfo]
}

/// What the shell says when it stops to ask: the words, and what the next line answers.
struct Prompt: Sendable {
  /// The question alone, as the end-of-input message quotes it.
  var question: String
  /// All the shell says: a problem before the question, the numbered choices after it.
  var text: String
  /// The parameter asked about, for questions about a value or a choice.
  var parameter: ParameterInfo?
  /// The numbered choices, or the yes/no words.
  var choices: [String]?
  var awaiting: Pending.Awaiting
}

extension Step {
  /// Whether the step says a problem and stops.
  var isProblem: Bool {
    if case .problem = self { return true }
    return false
  }
}

extension Resolution {
  /// Whether the words name nothing usable: the request cannot go on with them.
  var isProblem: Bool {
    switch self {
    case .value, .ambiguous, .importable: false
    case .notFound, .invalid, .noSuchDay, .unknownRelationship, .notInApp, .nothingToReference, .unreadable,
      .refused:
      true
    }
  }
}
