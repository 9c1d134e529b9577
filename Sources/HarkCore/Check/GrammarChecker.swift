import HarkGrammar

/// Checks the grammars against the schema catalog and the registered apps: slots that name no
/// parameter, parameters no sentence can fill, parameters the shell asks for with no question.
public struct GrammarChecker: Sendable {
  public let grammar: GrammarSet
  /// The slots of each intent's sentences, read from the same files as `grammar`.
  public let slots: GrammarSlots
  public let domains: [SchemaDomain]
  /// Slots the shell itself reads, whatever the intent (`app`: "in UnicornChat").
  public static let shellSlots: Set<String> = ["app"]

  public init(grammar: GrammarSet, slots: GrammarSlots, domains: [SchemaDomain] = SchemaCatalog.domains) {
    self.grammar = grammar
    self.slots = slots
    self.domains = domains
  }

  /// Every finding for the grammars and the apps of `apps`.
  public func check(_ apps: AppRegistry) -> [CheckFinding] {
    var findings: [CheckFinding] = []
    var slotsByIntent: [String: [String: Set<String>]] = [:]
    for intent in grammar.intents {
      for language in grammar.languages {
        let slots = slots.slots(intent: intent, language: language.rawValue)
        slotsByIntent[intent, default: [:]][language.rawValue] = slots
        findings += checkSlots(slots, intent: intent, language: language.rawValue)
      }
    }
    for app in apps.apps {
      for type in app.intents {
        findings += checkParameters(
          of: type, in: app, slots: slotsByIntent[type.schema.id.rawValue] ?? [:])
      }
    }
    return findings
  }

  func schemaIntent(_ id: SchemaID) -> SchemaIntent? {
    domains.lazy.flatMap(\.intents).first { $0.id == id }
  }

  func checkSlots(_ slots: Set<String>, intent: String, language: String) -> [CheckFinding] {
    let subject = "grammar \(language): \(intent)"
    guard let schema = schemaIntent(SchemaID(intent)) else {
      // The catalog's words, at the place the id is written, so an editor can jump to it; once
      // per place, not again for a language whose grammar does not have the intent.
      let written = self.slots.places.values.contains { $0[intent] != nil }
      guard let place = self.slots.place(of: intent, language: language) ?? (written ? nil : subject) else {
        return []
      }
      let unknown = UnknownSchemaID(id: SchemaID(intent), kind: .intent, place: place)
      return [
        CheckFinding(
          .error, subject: place,
          message: unknown.message
            + (unknown.nearest == nil ? "; grammars are written for the catalog's intents" : ""))
      ]
    }
    let parameters = schema.parameters.map(\.name)
    return slots.subtracting(Self.shellSlots).subtracting(parameters).sorted().map { slot in
      let hint = AppChecker(domains: domains).nearest(slot, among: parameters)
      if hint.hasPrefix("did you mean") {
        return CheckFinding(
          .error, subject: subject,
          message: "the slot “\(slot)” names no parameter of \(intent); \(hint)")
      }
      // Words that qualify another slot ("this reply from Bubbles") are matched, then ignored.
      return CheckFinding(
        .warning, subject: subject,
        message: "the slot “\(slot)” names no parameter of \(intent): its words are matched and then "
          + "ignored (\(hint))")
    }
  }

  func checkParameters(
    of type: any AppIntent.Type, in app: any App, slots: [String: Set<String>]
  ) -> [CheckFinding] {
    let subject = "\(app.name): \(String(describing: type))"
    let schema = type.schema
    var findings: [CheckFinding] = []
    for parameter in IntentParameters.of(type) {
      let languages = grammar.languages
      let unfilled = languages.map(\.rawValue).filter { !(slots[$0]?.contains(parameter.name) ?? false) }
      if !unfilled.isEmpty {
        let which =
          unfilled.count == languages.count ? "no grammar" : "no \(unfilled.joined(separator: ", ")) grammar"
        findings.append(
          CheckFinding(
            .warning, subject: subject,
            message: "\(which) has a sentence that fills “\(parameter.name)” of \(schema.id)"))
      }
      let requirement =
        type.requirement(of: parameter.name, given: [])
        ?? schema.parameter(parameter.name)?.requirement ?? .optional
      guard requirement != .optional, parameter.question == nil else { continue }
      let silent = languages.filter {
        grammar.question(intent: schema.id, parameter: parameter.name, language: $0) == nil
      }
      if !silent.isEmpty {
        findings.append(
          CheckFinding(
            .warning, subject: subject,
            message: "the shell asks for “\(parameter.name)” of \(schema.id) but the "
              + "\(silent.map(\.rawValue).joined(separator: ", ")) grammar has no question for it",
            fixIt: "questions:\n  \(parameter.name): \"<the question>\""))
      }
    }
    return findings
  }
}
