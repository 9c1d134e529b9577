import Foundation
import HarkGrammar

/// The one place readings are tried against what the apps hold, for reading choice: whether a
/// file slot's words describe files, whether a request's slots name something, whether free text
/// names an entity, whether a read-only request would show anything.
///
/// Read-only: it reads the line's ``ResolutionEvidence`` and the apps' names, never decides or
/// performs a request, never runs an intent with side effects, and so writes nothing. Its one trial
/// (``findsSomething(_:withoutFreeText:)``) runs only an intent whose schema says it has no side
/// effects.
struct ContentProbe {
  let environment: ShellEnvironment
  let evidence: ResolutionEvidence
  let cache: ResolutionCache
  /// Runs a read-only request to see what it shows: the intent's own code, by default. Tests
  /// count the trials through it.
  var trial: (Invocation, AppContext) throws -> IntentResult = { invocation, context in
    try invocation.perform(in: context)
  }

  /// The request `reading` makes of the first app adopting its intent, or nil when none does.
  func request(_ reading: Reading) -> Invocation? {
    environment.apps.adopters(of: reading.intent).first.map {
      Invocation(reading: reading, adopter: $0)
    }
  }

  /// Whether the words of `reading`'s file slots find files ("my latest report"); nil when it
  /// has none. The grammar cannot tell a description from a message's text; what the apps hold can.
  func describesContent(_ reading: Reading) -> Bool? {
    guard let schema = SchemaCatalog.intent(reading.intent), let invocation = request(reading)
    else { return nil }
    let slots = schema.parameters.filter { $0.type == .file }.compactMap { reading.slots[$0.name] }
    guard !slots.isEmpty else { return nil }
    for slot in slots {
      guard let parameter = invocation.parameter(slot.name) else { return false }
      switch evidence.resolution(of: SlotWords(slot), for: parameter, in: invocation).outcome {
      case .value, .ambiguous: continue
      default: return false
      }
    }
    return true
  }

  /// What `reading`'s first file slot became, with its parameter and request; nil when it has no
  /// file slot or no app adopts its intent.
  func fileSlot(_ reading: Reading) -> (
    invocation: Invocation, parameter: ParameterInfo, words: String, outcome: Resolution
  )? {
    guard let schema = SchemaCatalog.intent(reading.intent), let invocation = request(reading),
      let slot = schema.parameters.filter({ $0.type == .file }).compactMap({ reading.slots[$0.name] }).first,
      let parameter = invocation.parameter(slot.name)
    else { return nil }
    let outcome = evidence.resolution(of: SlotWords(slot), for: parameter, in: invocation).outcome
    return (invocation, parameter, slot.text, outcome)
  }

  /// Whether every entity slot of `reading` names something (or offers a choice among some).
  func resolvesEverySlot(_ reading: Reading) -> Bool {
    guard let invocation = request(reading) else { return false }
    for parameter in invocation.parameters {
      guard let slot = reading.slots[parameter.name] else { continue }
      switch parameter.kind {
      case .entity, .person: break
      default: continue
      }
      switch evidence.resolution(of: SlotWords(slot), for: parameter, in: invocation).outcome {
      case .value, .ambiguous: continue
      default: return false
      }
    }
    return true
  }

  /// Whether running `reading` (less its free text, when `withoutFreeText`) would show something;
  /// nil when it is no read-only request whose every slot gives one value it can take, with every
  /// required value given (a request the dialogue would run as it stands).
  func findsSomething(_ reading: Reading, withoutFreeText: Bool = false) -> Bool? {
    guard var invocation = request(reading), invocation.kind.sideEffects == .none else { return nil }
    let slots = invocation.slots(of: reading, withoutFreeText: withoutFreeText)
    for (parameter, words) in slots {
      let anchor: Date? =
        if case .date = parameter.kind { Dialogue.anchorDate(invocation.values) } else { nil }
      guard
        case .value(let value) = evidence.resolution(
          of: words, for: parameter, in: invocation, anchor: anchor
        ).outcome,
        evidence.refusal(of: value, for: parameter, in: invocation) == nil
      else { return nil }
      invocation.values[parameter.name] = value
    }
    let given = Set(invocation.values.keys)
    let missing = invocation.parameters.contains { parameter in
      let requirement =
        invocation.kind.requirement(of: parameter.name, given: given) ?? parameter.requirement
      return requirement != .optional && !given.contains(parameter.name)
    }
    guard !missing else { return nil }
    let context = environment.context(for: invocation.app, language: reading.language)
    // A trial that fails finds nothing to go on (nil, as with no file slot); the reading, if
    // chosen, runs for real and its failure is said then.
    guard let result = try? trial(invocation, context) else { return nil }
    return !result.listed.isEmpty || !result.entities.isEmpty
  }

  /// Whether a free-text slot of `reading` names an entity of its domain closely (an event's title).
  func namesKnownEntity(_ reading: Reading) -> Bool {
    let domain = String(reading.intent.domain)
    let wildcards = reading.slots.values.filter(\.isWildcard)
    guard !wildcards.isEmpty, let entities = SchemaCatalog.domain(domain)?.entities else { return false }
    for entity in entities {
      for (app, type) in environment.apps.entityTypes(adopting: entity.id) {
        let context = environment.context(for: app)
        let finder = type.finder(in: context)
        // Names that cannot be read are no evidence here; resolving the slot says the store's error.
        guard let names = try? cache.names(of: type, finder: finder, in: context) else { continue }
        for slot in wildcards
        where (names.index.matches(cache.queryKey(slot.text), limit: 1).first?.score ?? 0) >= 0.85 {
          return true
        }
        // A type with no names to offer, whose app searches by the words said (a to-do app from
        // outside), knows what it holds only when asked: asked here, last, as resolving would.
        if names.items.isEmpty, finder.searchesByString {
          for slot in wildcards where (try? finder.searching(slot.text))?.isEmpty == false { return true }
        }
      }
    }
    return false
  }

  /// How well `words` name someone in any app's contacts (1 for a relationship word).
  func nameScore(_ words: String) -> Double {
    // A relationship, or an address the mail apps send to as it is.
    if Relationship(words: words) != nil || SpokenAddress.isAddress(words) { return 1 }
    var best = 0.0
    let query = cache.queryKey(words)
    for (app, type) in environment.apps.entityTypes(adopting: .person) {
      let context = environment.context(for: app)
      // Contacts that cannot be read score no name; resolving the person says the store's error.
      guard let index = try? cache.names(of: type, finder: type.finder(in: context), in: context).index
      else { continue }
      best = max(best, index.matches(query, limit: 1).first?.score ?? 0)
    }
    return best
  }
}
