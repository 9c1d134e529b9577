import HarkGrammar

/// The shell's own words, from the grammar files of the user's language, with English
/// fallbacks so a missing response never leaves the user with nothing.
struct Phrases: Sendable {
  let grammar: GrammarSet

  static let english: [PhraseKey: String] = [
    .notUnderstood: "I didn't understand “{input}”.",
    .didYouMean: "Did you mean: {sentence}?",
    .unknownEntity: "I don't know {a_type} called {words}.",
    .knownEntities: "The {type}s here: {names}.",
    .noApp: "No app here can do that yet.",
    .noSuchApp: "{app} can't do that.",
    .noSuchFile: "I couldn't find a file called “{words}”.",
    .notAFile: "“{words}” isn't a file: only files can be attached.",
    .storeFault: "Your store's {file} could not be read, so nothing was done: {reason}.",
    .cancelled: "Cancelled.",
    .endOfInput: "No answer to “{question}”: nothing was done.",
    .which: "Which {words}?",
    .confirm: "{action}? (yes/no)",
    .confirmAgain: "Please answer yes or no.",
    .ask: "What is the {parameter}?",
    .invalidValue: "“{words}” isn't something I can use as the {parameter}.",
    .failed: "That didn't work: {reason}",
    .noSuchDay: "There is no day {day} in {month} {year}.",
    .switched: "(Switched to a new request.)",
    .nothingToReference: "I'm not sure which {type} you mean: nothing has been shown yet.",
    .unreadable: "I couldn't look up “{words}”: {reason}",
    .unknownRelationship: "I don't know who {words} is.",
    .notInApp: "{person} ({words}) isn't {a_type} in {app}.",
    .importPerson: "{person} ({words}) isn't in {app} yet. Add them and go on? (yes/no)",
    .confirmUnsure: "Just to be sure: {action}? (yes/no)",
    .toPeople: " to {people}",
    .withPeople: " with {people}",
    .colon: ": ",
  ]

  /// The phrase `key` in `language`, with `{placeholders}` filled from `arguments`. A `fallback` is
  /// an app's own text, which may hold stored text: its line breaks are shown inert.
  func say(
    _ key: PhraseKey, intent: SchemaID? = nil, language: Language, _ arguments: [String: String] = [:],
    fallback: String? = nil
  ) -> String {
    let template =
      grammar.response(key.rawValue, intent: intent?.rawValue, language: language)
      ?? fallback.map(TerminalText.oneLine) ?? Phrases.english[key] ?? key.rawValue
    return Phrases.fill(template, arguments)
  }

  /// What goes between two sentences: a space, or nothing in Chinese and Japanese.
  func space(_ language: Language) -> String {
    language.writesWithoutSpaces ? "" : " "
  }

  /// Replaces each `{name}` in `template` by its argument; unknown names are left as written.
  /// An argument is a value (a message body, a name): its line breaks are shown inert
  /// (`TerminalText.oneLine`), so a phrase stays the one line the shell says.
  static func fill(_ template: String, _ arguments: [String: String]) -> String {
    // A template without the byte of `{` has no `{` character: asked of its bytes, not of
    // Foundation's `contains`, which searched it as text at every reply.
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    return fillBytes(template, arguments) ?? fillCharacters(template, arguments)
  }

  /// ``fill(_:_:)`` on the template's bytes, when each `{` and `}` in it is a character of its own
  /// (no mark joins the one after it, no prepended letter the one before: a neighbour that is not
  /// ASCII is asked), so finding the bytes finds the characters; nil otherwise. Walking a reply's
  /// template by characters cost more than the rest of wording it, at every line.
  static func fillBytes(_ template: String, _ arguments: [String: String]) -> String? {
    guard bracesStandAlone(template) else { return nil }
    var template = template
    return template.withUTF8 { bytes -> String? in
      var result = ""
      var rest = 0
      while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")) {
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[rest..<open]), as: UTF8.self)
        // As the general way: with no `}` after it, the rest is added whole, before it included.
        guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close]), as: UTF8.self)
        result += arguments[name].map(TerminalText.oneLine) ?? "{\(name)}"
        rest = close + 1
      }
      return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[rest...]), as: UTF8.self)
    }
  }

  /// Whether every `{` and `}` of `template` is a character of its own: an ASCII neighbour never
  /// joins it; a neighbour that is not ASCII is asked whether the two make two characters.
  static func bracesStandAlone(_ template: String) -> Bool {
    var previous: Unicode.Scalar?
    var previousIsBrace = false
    for scalar in template.unicodeScalars {
      let isBrace = scalar == "{" || scalar == "}"
      if let previous, previousIsBrace || isBrace, !previous.isASCII || !scalar.isASCII {
        var pair = String.UnicodeScalarView()
        pair.append(previous)
        pair.append(scalar)
        if String(pair).count != 2 { return false }
      }
      previous = scalar
      previousIsBrace = isBrace
    }
    return true
  }

  /// ``fill(_:_:)`` of any template, by characters.
  static func fillCharacters(_ template: String, _ arguments: [String: String]) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      result += arguments[name].map(TerminalText.oneLine) ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
