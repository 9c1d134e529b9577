/// Taking a person another app knows into the destination app — the import half of content
/// transfer ("text my wife" when UnicornChat does not have her yet). Nothing is added until the
/// user says yes.
extension Conversation {
  func askImport(
    _ invocation: Invocation, input: String, parameter: ParameterInfo, words: String,
    person: IntentPerson, remaining: [(ParameterInfo, SlotWords)], attempts: Int,
    emit: (ShellEvent) -> Void
  ) {
    let question =
      attempts == 0
      ? phrases.say(
        "import_person", language: invocation.language,
        ["person": person.displayName, "words": Conversation.yours(words), "app": invocation.app.name])
      : phrases.say("confirm_again", language: invocation.language)
    pending = Pending(
      invocation: invocation,
      awaiting: .importPerson(parameter, person: person, words: words, attempts: attempts),
      input: input, question: question, remaining: remaining)
    var event = event(.question, input, invocation, text: question)
    event.parameter = parameter.name
    event.choices = [
      phrases.say("yes_word", language: invocation.language, fallback: "yes"),
      phrases.say("no_word", language: invocation.language, fallback: "no"),
    ]
    emit(event)
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
        throw IntentError.failed("\(invocation.app.name) did not keep \(person.displayName)")
      }
      var next = invocation
      let value = ParameterValue.entity(entity)
      next.values[parameter.name] = parameter.isArray ? .list([value]) : value
      proceed(next, input: pending.input, remaining: pending.remaining, emit: emit)
    } catch {
      let reason: String
      if case IntentError.failed(let text) = error {
        reason = text
      } else {
        reason = String(describing: error)
      }
      emit(
        event(
          .error, pending.input, invocation,
          text: phrases.say("failed", language: invocation.language, ["reason": reason])))
    }
  }
}
