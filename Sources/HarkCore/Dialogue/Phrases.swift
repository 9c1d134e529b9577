import HarkGrammar

/// The shell's own words, from the grammar files of the user's language, with English
/// fallbacks so a missing response never leaves the user with nothing.
struct Phrases: Sendable {
  let grammar: GrammarSet

  static let english: [String: String] = [
    "not_understood": "I didn't understand “{input}”.",
    "did_you_mean": "Did you mean: {sentence}?",
    "unknown_entity": "I don't know a {type} called {words}.",
    "no_app": "No app here can do that ({intent}).",
    "no_such_app": "{app} can't do that.",
    "cancelled": "Cancelled.",
    "end_of_input": "No answer to “{question}”: nothing was done.",
    "which": "Which {words}?",
    "confirm": "{action}? (yes/no)",
    "confirm_again": "Please answer yes or no.",
    "ask": "What is the {parameter}?",
    "invalid_value": "“{words}” isn't something I can use as the {parameter}.",
    "failed": "That didn't work: {reason}",
    "switched": "(Switched to a new request.)",
    "nothing_to_reference": "I'm not sure which {type} you mean: nothing has been shown yet.",
    "unknown_relationship": "I don't know who {words} is.",
    "not_in_app": "{person} ({words}) isn't a {type} in {app}.",
    "import_person": "{person} ({words}) isn't in {app} yet. Add them and go on? (yes/no)",
    "confirm_unsure": "Just to be sure: {action}? (yes/no)",
    "to_people": " to {people}",
    "colon": ": ",
  ]

  /// The phrase `key` in `language`, with `{placeholders}` filled from `arguments`.
  func say(
    _ key: String, intent: String? = nil, language: String, _ arguments: [String: String] = [:],
    fallback: String? = nil
  ) -> String {
    let template =
      grammar.response(key, intent: intent, language: language) ?? fallback ?? Phrases.english[key] ?? key
    return Phrases.fill(template, arguments)
  }

  /// What goes between two sentences: a space, or nothing in Chinese and Japanese.
  func space(_ language: String) -> String {
    language.hasPrefix("zh") || language.hasPrefix("ja") ? "" : " "
  }

  /// Replaces each `{name}` in `template` by its argument; unknown names are left as written.
  static func fill(_ template: String, _ arguments: [String: String]) -> String {
    guard template.contains("{") else { return template }
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
