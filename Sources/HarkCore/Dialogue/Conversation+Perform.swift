import Foundation
import HarkGrammar

/// Performing: running the intent in its app, remembering what it showed, and saying what it did;
/// and taking a person another app knows into the destination app — the import half of content
/// transfer ("text my wife" when UnicornChat does not have her yet), only after the user said yes.
extension Conversation {
  func perform(_ invocation: Invocation, input: String, emit: (ShellEvent) -> Void) {
    let context = environment.context(for: invocation.app, language: invocation.language)
    let wording = environment.wording(invocation.language)
    do {
      let result = try invocation.perform(in: context)
      // The request ran: the people taken in for it stay.
      imports.removeAll { invocation.mentions($0.entity) }
      memory.remember(result.entities, listed: result.listed, actedOn: invocation.actedOn)
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
      emit(event(.result, input, invocation, text: text))
    } catch IntentError.needsValue(let name) {
      if let parameter = invocation.parameter(name) {
        ask(.ask(parameter), invocation, input: input, emit: emit)
      } else {
        let text = FailureWording(phrases: phrases).sentence(
          IntentError.needsValue(parameter: name), language: invocation.language)
        emit(event(.error, input, invocation, text: text))
      }
    } catch is CancellationError {
      // Ctrl-C while the intent worked (``AppContext/cancellation``): it stopped before writing.
      emit(event(.error, input, invocation, text: phrases.say(.stopped, language: invocation.language)))
    } catch {
      let text = FailureWording(phrases: phrases).sentence(error, language: invocation.language)
      emit(event(.error, input, invocation, text: text))
    }
  }

  /// Adds `person` through the parameter's entity type and goes on with the request.
  func importPerson(
    _ pending: Pending, parameter: ParameterInfo, person: IntentPerson, emit: (ShellEvent) -> Void
  ) {
    let invocation = pending.invocation
    let context = environment.context(for: invocation.app)
    guard case .entity(let type) = parameter.kind, let importer = type.personImporter else { return }
    do {
      let made = try importer.create(person, context)
      guard let entity = resolver(for: invocation).entities(for: [made], type: type).first else {
        throw IntentError.personNotKept(person: person.displayName, app: invocation.app.name)
      }
      // Kept only if the request then runs (``settleImports()``).
      imports.append(ImportedPerson(entity: entity, context: context, importer: importer))
      var next = invocation
      let value = ParameterValue.entity(entity)
      next.values[parameter.name] = parameter.isArray ? .list([value]) : value
      proceed(next, input: pending.input, remaining: pending.remaining, emit: emit)
    } catch {
      let text = FailureWording(phrases: phrases).sentence(error, language: invocation.language)
      emit(event(.error, pending.input, invocation, text: text))
    }
  }

  /// Takes back each person taken into an app for a request that did not run and is not waiting
  /// for an answer any more: it failed (an attachment that could not be kept), or the person said
  /// no, asked something else, pressed Ctrl-C or ended the input. Adding them was the first half of
  /// that request; it is not left done alone.
  func settleImports() {
    guard !imports.isEmpty else { return }
    let waiting = pending?.invocation
    imports.removeAll { imported in
      if let waiting, waiting.mentions(imported.entity) { return false }
      // A removal the store refuses leaves the person, as a failed write leaves anything: the
      // store's fault is said by the next line that reads it.
      try? imported.importer.remove(imported.entity, imported.context)
      return true
    }
  }
}

/// A person an app took in for a request (``Conversation/importPerson``), and how to take them back.
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
