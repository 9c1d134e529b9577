import HarkGrammar

/// What `:intents` says: each app's intents by schema, with one sentence the grammars accept.
enum IntentsListing {
  static func text(environment: ShellEnvironment) -> String {
    var lines: [String] = []
    // Examples name someone real (not the user): the app's own person, else the address book's.
    // An app whose people cannot be read lends no name to the examples (a placeholder does); the
    // store's warning is said after the line.
    let people = environment.apps.entityTypes(adopting: .person).compactMap { app, type in
      ((try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? [])
        .first { $0.exportedPerson?.isMe != true }
        .map { (app: app, name: $0.title) }
    }
    let addressBook = people.first { $0.app.intents.contains { $0.schema.domain == "contacts" } }
    for app in environment.apps.apps {
      lines.append("\(app.name):")
      let person = (people.first { $0.app.id == app.id } ?? addressBook ?? people.first)?.name ?? "Glow"
      let lists: [RuntimeListName: [ListValue]] = [
        .contact: [ListValue(person)], .app: [ListValue(app.name)],
      ]
      for intent in app.intents {
        let id = intent.schema.id.rawValue
        // The grammar's own example, a sentence a person would say; else the plainest it accepts.
        let example =
          environment.grammar.response("example", intent: id, language: .english)
          ?? plainest(
            environment.grammar.samples(
              intent: id, language: .english, limit: 200, lists: lists, wildcard: "…"))
        let padded = id.padding(toLength: max(32, id.count + 2), withPad: " ", startingAt: 0)
        // An example may name a stored person: a line break in the name is shown inert.
        lines.append(TerminalText.oneLine("  \(padded)\(example.map { "“\($0)”" } ?? "(no grammar yet)")"))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The sample with the fewest words, preferring one that repeats no word.
  static func plainest(_ samples: [String]) -> String? {
    func words(_ s: String) -> [Substring] { s.split(separator: " ") }
    let plain = samples.filter { Set(words($0)).count == words($0).count }
    return (plain.isEmpty ? samples : plain).min { words($0).count < words($1).count }
  }
}
