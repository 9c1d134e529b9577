import Foundation
import HarkGrammar

/// The readings a line has, the one the shell acts on, and the words for what went wrong.
extension Conversation {
  struct ConsideredReadings {
    /// Every reading, best first, less those splitting free text from a date that is none.
    var all: [Reading]
    /// The reading the shell acts on: the best one of an intent some app adopts, leaving out
    /// partial readings whose unmatched words cannot be a name ("tell me a joke").
    var chosen: Reading?
  }

  func considerReadings(_ input: String) -> ConsideredReadings {
    let readings = environment.grammar.readings(for: input, lists: runtimeLists(), limit: 12)
      .filter { !splitsWithoutDate($0, input) }
    let adopted = environment.apps.adoptedIntents
    let usable = readings.filter { reading in
      adopted.contains(reading.intent) && (!reading.isPartial || ReadingConfidence.plausible(reading))
    }
    guard let first = usable.first, first.isPartial else {
      return ConsideredReadings(all: readings, chosen: usable.first.map { preferringDates($0, usable) })
    }
    // Only partial readings: prefer the one whose unknown words come closest to a real name
    // ("Flrae Sparkle" whole rather than "Flrae" with "Sparkle" in the message).
    var best = first
    var bestScore = -1.0
    for reading in usable where reading.isPartial {
      let names = reading.slots.values.filter(\.isUnmatched).map { nameScore($0.text) }
      let score = ReadingConfidence.confidence(reading) * (names.min() ?? 1)
      if score > bestScore {
        best = reading
        bestScore = score
      }
    }
    return ConsideredReadings(all: readings, chosen: best)
  }

  /// `best`, or a complete reading of the same intent whose date slots all read as dates and
  /// hold more of the sentence. Free text before a date takes the words either could hold
  /// ("add lunch next monday at noon"): the grammar ranks the split with fewer wildcards or
  /// more template words first, which may leave the date short ("noon") or unreadable; the
  /// date reader decides instead.
  func preferringDates(_ best: Reading, _ usable: [Reading]) -> Reading {
    guard !best.isPartial, let schema = SchemaCatalog.intent(best.intent) else { return best }
    let dateSlots = Set(schema.parameters.filter { $0.type == .date }.map(\.name))
    guard !dateSlots.isEmpty else { return best }
    let parser = DateParser(now: environment.clock(), timeZone: environment.timeZone)
    // The characters the date slots hold when every one reads as a date; -1 when one does not.
    func dateCharacters(_ reading: Reading) -> Int {
      var total = 0
      for (name, slot) in reading.slots where dateSlots.contains(name) {
        guard parser.parse(slot.text) != nil else { return -1 }
        // "on friday" holds no more than "friday" after a template's "on": ties keep the grammar's order.
        var words = slot.text.split(separator: " ")
        while let word = words.first, words.count > 1,
          ["on", "at", "for", "from", "by"].contains(word.lowercased())
        {
          words.removeFirst()
        }
        total += words.joined(separator: " ").count
      }
      return total
    }
    var chosen = best
    var most = dateCharacters(best)
    for reading in usable where reading.intent == best.intent && !reading.isPartial {
      let covered = dateCharacters(reading)
      if covered > most {
        chosen = reading
        most = covered
      }
    }
    return chosen
  }

  /// Whether a free-text date slot shares the sentence with other free text and does not read
  /// as a date. Where the free text ends is then only the date reader's to say ("add lunch next
  /// monday"): with no date in those words the split is a guess ("book me a taxi from castle
  /// street" is no event on “castle street”), so it is no reading.
  func splitsWithoutDate(_ reading: Reading, _ input: String) -> Bool {
    guard let schema = SchemaCatalog.intent(reading.intent) else { return false }
    let parser = DateParser(now: environment.clock(), timeZone: environment.timeZone)
    for parameter in schema.parameters where parameter.type == .date {
      guard let date = reading.slots[parameter.name], date.isWildcard, date.range != nil else { continue }
      let otherFreeText = reading.slots.values.contains { $0.isWildcard && $0.name != date.name }
      if otherFreeText, parser.parse(date.text) == nil { return true }
    }
    return false
  }

  /// How well `words` name someone in any app's contacts (1 for a relationship word).
  func nameScore(_ words: String) -> Double {
    if Relationship(words: words) != nil { return 1 }
    var best = 0.0
    let query = cache.key(words)
    for (app, type) in environment.apps.entityTypes(adopting: "contacts.person") {
      let entities = (try? type.finder(in: environment.context(for: app)).suggestedEntities()) ?? []
      let index = cache.index(for: type.name, entities)
      best = max(best, index.matches(query, limit: 1).first?.score ?? 0)
    }
    return best
  }

  /// Whether `input`, said in answer to a question, is a new command the shell should switch
  /// to. The rule: a way out is never a command; when the question wants free text (a message
  /// body) only a complete reading with no free-text slot at all and confidence ≥ 0.9 switches
  /// ("unsend the last message", "show messages from Glow" — but not "text Flare hello", which
  /// becomes the message); for other questions (a contact, a choice, yes/no) a complete reading
  /// confident enough to act on (≥ 0.7) switches when the answer is not itself a value of the
  /// asked type.
  func switchesRequest(_ input: String, freeText: Bool) -> Bool {
    guard let reading = considerReadings(input).chosen, !reading.isPartial else { return false }
    let confidence = ReadingConfidence.confidence(reading)
    if freeText { return reading.rank.wildcards == 0 && confidence >= 0.9 }
    return confidence >= ReadingConfidence.switchRequest
  }

  /// Starts `input` as a new request, saying first that the shell switched.
  func switchTo(_ input: String, language: String, emit: (ShellEvent) -> Void) {
    var first = true
    let note = phrases.say("switched", language: language)
    interpret(input) { event in
      var event = event
      if first { event.text = note + "\n" + event.text }
      first = false
      emit(event)
    }
  }

  /// What to say when a slot's words could not become a value.
  func problemText(_ outcome: Resolution, _ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    let language = invocation.language
    switch outcome {
    case .notFound(let words):
      return notFoundText(words, parameter, invocation)
    case .invalid(let words):
      return phrases.say(
        "invalid_value", language: language,
        ["words": words, "parameter": parameterName(parameter, language)])
    case .unknownRelationship(let words):
      return phrases.say("unknown_relationship", language: language, ["words": Conversation.yours(words)])
    case .notInApp(let words, let person):
      return phrases.say(
        "not_in_app", language: language,
        [
          "words": Conversation.yours(words), "person": person, "app": invocation.app.name,
          "type": typeName(parameter, language),
        ])
    case .nothingToReference:
      return phrases.say("nothing_to_reference", language: language, ["type": typeName(parameter, language)])
    case .importable(let words, let person):
      return phrases.say(
        "import_person", language: language,
        ["person": person.displayName, "words": Conversation.yours(words), "app": invocation.app.name])
    case .value, .ambiguous:
      return ""
    }
  }

  func notFoundText(_ words: String, _ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    phrases.say(
      "unknown_entity", intent: invocation.schema.id, language: invocation.language,
      ["type": typeName(parameter, invocation.language), "words": words])
  }

  /// The parameter's kind of thing in the user's language ("contact", 联系人).
  func typeName(_ parameter: ParameterInfo, _ language: String) -> String {
    guard case .entity(let type) = parameter.kind else { return parameterName(parameter, language) }
    return phrases.say("type_\(type.displayName)", language: language, fallback: type.displayName)
  }

  /// The parameter's name in the user's language ("time", 时间), else as the schema spells it.
  func parameterName(_ parameter: ParameterInfo, _ language: String) -> String {
    phrases.say("parameter_\(parameter.name)", language: language, fallback: parameter.name)
  }

  /// "my wife" → "your wife", 我妻子 → 你妻子: the words said back to the person.
  static func yours(_ words: String) -> String {
    let trimmed = words.trimmingCharacters(in: .whitespaces)
    for (mine, theirs) in [("my ", "your "), ("My ", "Your "), ("我的", "你的"), ("我", "你")]
    where trimmed.hasPrefix(mine) {
      return theirs + trimmed.dropFirst(mine.count)
    }
    return trimmed
  }
}
