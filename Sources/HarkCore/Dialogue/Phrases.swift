import HarkGrammar

/// The shell's own words, from the grammar files of the user's language, with English
/// fallbacks so a missing response never leaves the user with nothing.
struct Phrases: Sendable {
  let grammar: GrammarSet

  static let english: [PhraseKey: String] = [
    .notUnderstood: "I didn't understand “{input}”.",
    .didYouMean: "Did you mean: {sentence}?",
    .unknownEntity: "I don't know a {type} called {words}.",
    .knownEntities: "The {type}s here: {names}.",
    .noApp: "No app here can do that ({intent}).",
    .noSuchApp: "{app} can't do that.",
    .noSuchFile: "I couldn't find a file called “{words}”.",
    .cancelled: "Cancelled.",
    .endOfInput: "No answer to “{question}”: nothing was done.",
    .which: "Which {words}?",
    .confirm: "{action}? (yes/no)",
    .confirmAgain: "Please answer yes or no.",
    .ask: "What is the {parameter}?",
    .invalidValue: "“{words}” isn't something I can use as the {parameter}.",
    .failed: "That didn't work: {reason}",
    .switched: "(Switched to a new request.)",
    .nothingToReference: "I'm not sure which {type} you mean: nothing has been shown yet.",
    .unreadable: "I couldn't look up “{words}”: {reason}",
    .unknownRelationship: "I don't know who {words} is.",
    .notInApp: "{person} ({words}) isn't a {type} in {app}.",
    .importPerson: "{person} ({words}) isn't in {app} yet. Add them and go on? (yes/no)",
    .confirmUnsure: "Just to be sure: {action}? (yes/no)",
    .toPeople: " to {people}",
    .withPeople: " with {people}",
    .colon: ": ",
  ]

  /// The phrase `key` in `language`, with `{placeholders}` filled from `arguments`.
  func say(
    _ key: PhraseKey, intent: SchemaID? = nil, language: Language, _ arguments: [String: String] = [:],
    fallback: String? = nil
  ) -> String {
    let template =
      grammar.response(key.rawValue, intent: intent?.rawValue, language: language) ?? fallback
      ?? Phrases.english[key] ?? key.rawValue
    return Phrases.fill(template, arguments)
  }

  /// What goes between two sentences: a space, or nothing in Chinese and Japanese.
  func space(_ language: Language) -> String {
    language.writesWithoutSpaces ? "" : " "
  }

  /// Replaces each `{name}` in `template` by its argument; unknown names are left as written.
  static func fill(_ template: String, _ arguments: [String: String]) -> String {
    // A template without the byte of `{` has no `{` character: asked of its bytes, not of
    // Foundation's `contains`, which searched it as text at every reply.
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      result += arguments[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
