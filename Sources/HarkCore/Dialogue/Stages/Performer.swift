import Foundation
import HarkGrammar

/// Carrying out a request: runs the intent in its app with its context and returns what happened
/// as a value (what it showed and the words saying what it did, the value it still needs, or its
/// failure in the request's language); and takes a person another app knows into the destination
/// app — the import half of content transfer ("text my wife" when UnicornChat does not have her
/// yet), only after the user said yes. The ``Conversation`` records what it showed and what is
/// pending from the value; the performer keeps nothing.
struct Performer {
  let environment: ShellEnvironment
  let phrases: Phrases
  /// What the shell showed, read to find a person just taken in as the app's entity.
  let memory: ConversationMemory
  let cache: ResolutionCache
  /// How an intent is run (tests count the runs).
  var run: (Invocation, AppContext) throws -> IntentResult = { invocation, context in
    try invocation.perform(in: context)
  }

  /// What running a request did.
  enum Outcome {
    /// It ran: what it returned (to remember) and the words saying what it did.
    case ran(IntentResult, text: String)
    /// It asked for a value of one of its parameters it was not given.
    case needs(ParameterInfo)
    /// It failed or was stopped; the words say so in the request's language.
    case failed(String)
  }

  /// Runs `invocation` in its app.
  func perform(_ invocation: Invocation) -> Outcome {
    let context = environment.context(for: invocation.app, language: invocation.language)
    let wording = environment.wording(invocation.language)
    do {
      let result = try run(invocation, context)
      var text =
        result.dialog.key.map {
          phrases.say(
            $0, intent: invocation.schema.id, language: invocation.language, result.dialog.arguments,
            fallback: result.dialog.full)
        } ?? TerminalText.oneLine(result.dialog.full)
      // Each quoted or listed item is one line of the shell's: a line break stored in it is shown inert.
      for line in result.quoted { text += "\n  " + TerminalText.oneLine(line) }
      for (index, entity) in result.listed.enumerated() {
        let subtitle = entity.entity.displayRepresentation.subtitle(wording).map { " — \($0)" } ?? ""
        text += "\n  \(index + 1). " + TerminalText.oneLine(entity.title + subtitle)
      }
      let failures = FailureWording(phrases: phrases)
      for notice in result.notices {
        text += "\n" + TerminalText.oneLine(failures.notice(notice, language: invocation.language))
      }
      return .ran(result, text: text)
    } catch IntentError.needsValue(let name) {
      if let parameter = invocation.parameter(name) { return .needs(parameter) }
      return .failed(
        FailureWording(phrases: phrases).sentence(
          IntentError.needsValue(parameter: name), language: invocation.language))
    } catch is CancellationError {
      // Ctrl-C while the intent worked (``AppContext/cancellation``): it stopped before writing.
      return .failed(phrases.say(.stopped, language: invocation.language))
    } catch {
      return .failed(FailureWording(phrases: phrases).sentence(error, language: invocation.language))
    }
  }

  /// Adds `person` through `parameter`'s entity type to `invocation`'s app: the person taken in
  /// (kept only if the request then runs) and the request naming them, or the failure in words.
  /// Nil when the parameter's type takes no people in.
  func importPerson(
    _ person: IntentPerson, for parameter: ParameterInfo, of invocation: Invocation
  ) -> Result<(ImportedPerson, Invocation), ImportFailure>? {
    let context = environment.context(for: invocation.app)
    guard case .entity(let type) = parameter.kind, let importer = type.personImporter else { return nil }
    do {
      let made = try importer.create(person, context)
      // Read back by a resolver of its own: the line's evidence was worked out before they existed.
      let resolver = Resolver(for: invocation, in: environment, memory: memory, cache: cache)
      guard let entity = resolver.entities(for: [made], type: type).first else {
        throw IntentError.personNotKept(person: person.displayName, app: invocation.app.name)
      }
      var next = invocation
      let value = ParameterValue.entity(entity)
      next.values[parameter.name] = parameter.isArray ? .list([value]) : value
      return .success((ImportedPerson(entity: entity, context: context, importer: importer), next))
    } catch {
      return .failure(
        ImportFailure(text: FailureWording(phrases: phrases).sentence(error, language: invocation.language)))
    }
  }

  /// Why a person could not be taken in, in words.
  struct ImportFailure: Error {
    let text: String
  }
}

/// A person an app took in for a request (``Performer/importPerson(_:for:of:)``), and how
/// to take them back.
struct ImportedPerson {
  let entity: EntityValue
  let context: AppContext
  let importer: PersonImporter
}

extension Invocation {
  /// Whether one of the request's values is `entity`, alone or in a list.
  func mentions(_ entity: EntityValue) -> Bool {
    func holds(_ value: ParameterValue) -> Bool {
      switch value {
      case .entity(let found): found == entity
      case .list(let values): values.contains(where: holds)
      default: false
      }
    }
    return values.values.contains(where: holds)
  }
}
