import Foundation
import HarkGrammar

/// Performing through the ``Performer``: what a request that ran showed is remembered, a value it
/// still needs is asked for; a person taken in is kept only if the request then runs.
extension Conversation {
  func perform(_ invocation: Invocation, input: String, emit: (ShellEvent) -> Void) {
    let outcome = performer.perform(invocation)
    switch outcome {
    case .ran(let result, let text):
      // The request ran: the people taken in for it stay.
      imports.removeAll { invocation.mentions($0.entity) }
      // The line resolves nothing after its request ran; its table holds the memory it read.
      lineEvidence = nil
      memory.remember(result.entities, listed: result.listed, actedOn: invocation.actedOn)
      emit(event(.result, input, invocation, text: text))
    case .needs(let parameter):
      ask(.ask(parameter), invocation, input: input, emit: emit)
    case .failed(let text):
      emit(event(.error, input, invocation, text: text))
    }
  }

  /// Adds `person` through the parameter's entity type and goes on with the request.
  func importPerson(
    _ pending: Pending, parameter: ParameterInfo, person: IntentPerson, emit: (ShellEvent) -> Void
  ) {
    let invocation = pending.invocation
    switch performer.importPerson(person, for: parameter, of: invocation)
    {
    case .success(let (imported, next)):
      // Kept only if the request then runs (``settleImports()``).
      imports.append(imported)
      proceed(next, input: pending.input, remaining: pending.remaining, emit: emit)
    case .failure(let failure):
      emit(event(.error, pending.input, invocation, text: failure.text))
    case nil:
      break
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
