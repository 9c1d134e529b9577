import Foundation
import HarkGrammar
import HarkStore

/// The shell's words for steps and results, in the conversation's language: what went wrong with a
/// slot, the kind of thing a parameter holds, a request summed up for a confirmation, and the
/// question each step that waits for an answer asks. It decides nothing: it words what the
/// ``Dialogue`` decided.
struct Responder {
  let environment: ShellEnvironment
  let phrases: Phrases

  /// What to say when a slot's words could not become a value.
  func problemText(_ outcome: Resolution, _ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    let language = invocation.language
    switch outcome {
    case .notFound(let words):
      return notFoundText(words, parameter, invocation)
    case .invalid(let words):
      return phrases.say(
        .invalidValue, language: language,
        ["words": words, "parameter": parameterName(parameter, language)])
    case .noSuchDay(_, let year, let month, let day):
      // "February 2027", 2027年2月: the month as the language writes it, by its name where the
      // lexicon has month names, else by its number.
      let months = environment.lexicons[language].words(.monthNames)
      let monthName = months.indices.contains(month - 1) ? months[month - 1] : String(month)
      return phrases.say(
        .noSuchDay, language: language, ["day": String(day), "month": monthName, "year": String(year)])
    case .unknownRelationship(let words):
      return phrases.say(.unknownRelationship, language: language, ["words": yours(words)])
    case .notInApp(let words, let person):
      return phrases.say(
        .notInApp, language: language,
        [
          "words": yours(words), "person": person, "app": invocation.app.name,
          "type": typeName(parameter, language), "a_type": indefiniteTypeName(parameter, language),
        ])
    case .unreadable(let words, let error):
      let reason = FailureWording(phrases: phrases).reason(error, language: language)
      return phrases.say(.unreadable, language: language, ["words": words, "reason": reason])
    case .nothingToReference:
      return phrases.say(.nothingToReference, language: language, ["type": typeName(parameter, language)])
    case .importable(let words, let person):
      return phrases.say(
        .importPerson, language: language,
        ["person": person.displayName, "words": yours(words), "app": invocation.app.name])
    case .refused(let dialog):
      guard let key = dialog.key else { return dialog.full }
      return phrases.say(
        key, intent: invocation.schema.id, language: language, dialog.arguments, fallback: dialog.full)
    case .value, .ambiguous:
      return ""
    }
  }

  func notFoundText(_ words: String, _ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    let language = invocation.language
    let unknown = phrases.say(
      .unknownEntity, intent: invocation.schema.id, language: language,
      [
        "type": typeName(parameter, language), "a_type": indefiniteTypeName(parameter, language),
        "words": words,
      ])
    // A few things of the kind (playlists, albums): name them, so the person can pick one. Not
    // people: who is in an address book is not said to whoever mistypes a name. Things that
    // cannot be read are not named (nil): "not found" stands, and the store's fault is said.
    guard case .entity(let type) = parameter.kind, type.schema != .person,
      let known = try? type.finder(in: environment.context(for: invocation.app, language: language))
        .suggestedEntities(),
      !known.isEmpty, known.count <= Self.fewEnoughToName
    else { return unknown }
    let names = ListFormatting.join(known.map(\.title), language: language, lexicons: environment.lexicons)
    return unknown + phrases.space(language)
      + phrases.say(
        .knownEntities, language: language, ["type": typeName(parameter, language), "names": names])
  }

  /// The most things of a kind a "not found" answer names.
  static let fewEnoughToName = 5

  /// The parameter's kind of thing with its indefinite article ("an event"), where the language
  /// has one; else ``typeName(_:_:)-(ParameterInfo,_)``.
  func indefiniteTypeName(_ parameter: ParameterInfo, _ language: Language) -> String {
    guard case .entity(let type) = parameter.kind else { return parameterName(parameter, language) }
    return phrases.say(
      .indefiniteTypeName(type.displayName), language: language, fallback: typeName(type, language))
  }

  /// The parameter's kind of thing in the user's language ("contact", 联系人).
  func typeName(_ parameter: ParameterInfo, _ language: Language) -> String {
    guard case .entity(let type) = parameter.kind else { return parameterName(parameter, language) }
    return typeName(type, language)
  }

  /// The entity type's name in the user's language ("playlist", 歌单).
  func typeName(_ type: EntityType, _ language: Language) -> String {
    phrases.say(.typeName(type.displayName), language: language, fallback: type.displayName)
  }

  /// The parameter's name in the user's language ("time", 时间), else as the schema spells it.
  func parameterName(_ parameter: ParameterInfo, _ language: Language) -> String {
    phrases.say(.parameterName(parameter.name), language: language, fallback: parameter.name)
  }

  /// "my wife" → "your wife", 我妻子 → 你妻子: the words said back to the person, by the
  /// lexicons' `my_to_your` (in their order, so a longer "mine" comes first).
  func yours(_ words: String) -> String {
    let trimmed = words.trimmingCharacters(in: .whitespaces)
    for row in environment.lexicons.all.rows(.myToYour) where trimmed.hasPrefix(row.word) {
      guard let theirs = row.values.first else { continue }
      return theirs + trimmed.dropFirst(row.word.count)
    }
    return trimmed
  }

  /// The person parameters a request is sent to; other people take part ("with").
  static let recipientParameters: Set<String> = ["to", "cc", "bcc", "destination", "recipients", "recipient"]

  func summary(of invocation: Invocation) -> [String: String] {
    var arguments = invocation.values.mapValues { $0.displayText(environment.wording(invocation.language)) }
    let language = invocation.language
    let words = invocation.schema.name.reduce(into: "") { text, c in
      text += c.isUppercase ? " " + c.lowercased() : String(c)
    }
    let humanized = words.prefix(1).uppercased() + words.dropFirst()
    var action = phrases.say(.action(invocation.schema.name), language: language, fallback: humanized)
    var people: [String] = []
    var company: [String] = []
    var texts: [String] = []
    // A range said for a date is said as one ("Wednesday 10 June at 15:00 – 16:00"), its end
    // and its being whole days not apart.
    var saidWithRange: Set<String> = []
    for parameter in invocation.parameters {
      guard !saidWithRange.contains(parameter.name), let value = invocation.values[parameter.name] else {
        continue
      }
      if let range = parameter.range, case .date(let start) = value,
        case .date(let end)? = invocation.values[range.end]
      {
        let allDay = range.allDay.flatMap { invocation.values[$0] } == .bool(true)
        let span = DateSpan(start: start, end: end, hasTime: !allDay, isAllDay: allDay, kind: .range)
        texts.append(environment.wording(language).text(span))
        saidWithRange.formUnion([range.end] + (range.allDay.map { [$0] } ?? []))
        continue
      }
      let isPerson: Bool
      switch parameter.kind {
      case .person: isPerson = true
      case .entity(let type): isPerson = type.schema == .person
      default: isPerson = false
      }
      // Whom a message goes to ("to Dana"), or whom an event is with ("with Dana", 与Dana).
      if isPerson {
        let names = value.elements.map(\.displayText)
        if Self.recipientParameters.contains(parameter.name) {
          people += names
        } else {
          company += names
        }
        continue
      }
      let spoken = ListFormatting.join(
        value.elements.map { $0.displayText(environment.wording(language)) }, language: language,
        lexicons: environment.lexicons)
      switch parameter.kind {
      case .string: texts.append("“\(spoken)”")
      default: texts.append(spoken)
      }
    }
    if !people.isEmpty {
      action += phrases.say(
        .toPeople, language: language,
        ["people": ListFormatting.join(people, language: language, lexicons: environment.lexicons)],
        fallback: " to {people}")
    }
    if !company.isEmpty {
      action += phrases.say(
        .withPeople, language: language,
        ["people": ListFormatting.join(company, language: language, lexicons: environment.lexicons)],
        fallback: " with {people}")
    }
    if !texts.isEmpty {
      action +=
        phrases.say(.colon, language: language, fallback: ": ")
        + texts.joined(separator: environment.lexicons[language].text(.clauseSeparator) ?? ", ")
    }
    arguments["action"] = action
    return arguments
  }

  /// What the shell says for `step`, or nil for steps that ask nothing (run, a problem).
  func prompt(for step: Step, _ invocation: Invocation, attempts: Int = 0, prefix: String? = nil) -> Prompt? {
    let language = invocation.language
    switch step {
    case .ask(let parameter):
      let question = valueQuestion(parameter, invocation)
      return Prompt(
        question: question,
        text: [prefix, question].compactMap { $0 }.joined(separator: phrases.space(language)),
        parameter: parameter, choices: nil, awaiting: .value(parameter, attempts: attempts))
    case .choose(let parameter, let asking, let candidates):
      let wording = environment.wording(language)
      let choices = candidates.map { candidate in
        let subtitle = candidate.entity.displayRepresentation.subtitle(wording).map { " (\($0))" } ?? ""
        // A choice is said on the question's line: a line break stored in it is shown inert.
        return TerminalText.oneLine(candidate.title + subtitle)
      }
      let question: String
      switch asking {
      case .words(let words):
        question = phrases.say(.which, language: language, ["words": words])
      case .kind(let name):
        // A language whose question depends on the kind (哪张照片, 哪封邮件) says so in the grammar.
        let kind = phrases.say(.typeName(name), language: language, fallback: name)
        question = phrases.say(
          .whichKind(name), language: language,
          fallback: phrases.say(.which, language: language, ["words": kind]))
      }
      let numbered = choices.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: " ")
      return Prompt(
        question: question, text: "\(question) \(numbered)", parameter: parameter, choices: choices,
        awaiting: .choice(parameter, asking: asking, candidates: candidates, attempts: attempts))
    case .importPerson(let parameter, let words, let person):
      let question =
        attempts == 0
        ? phrases.say(
          .importPerson, language: language,
          ["person": person.displayName, "words": yours(words), "app": invocation.app.name])
        : phrases.say(.confirmAgain, language: language)
      return Prompt(
        question: question, text: question, parameter: parameter, choices: yesNo(language),
        awaiting: .importPerson(parameter, person: person, words: words, attempts: attempts))
    case .confirm(let unsure):
      let question: String
      if attempts > 0 {
        question = phrases.say(.confirmAgain, language: language)
      } else if unsure {
        question = phrases.say(.confirmUnsure, language: language, summary(of: invocation))
      } else {
        question = phrases.say(
          .confirm, intent: invocation.schema.id, language: language, summary(of: invocation))
      }
      return Prompt(
        question: question, text: question, parameter: nil, choices: yesNo(language),
        awaiting: .confirmation(attempts: attempts, unsure: unsure))
    case .chooseApp(let apps):
      let names = apps.map { TerminalText.oneLine($0.name) }
      let question = phrases.say(.whichApp, language: language)
      let numbered = names.enumerated().map { "\($0.offset + 1)) \($0.element)" }.joined(separator: " ")
      return Prompt(
        question: question, text: "\(question) \(numbered)", parameter: nil, choices: names,
        awaiting: .app(attempts: attempts))
    case .run, .problem:
      return nil
    }
  }

  /// The question for a missing value: the grammar's own for the intent, else the app's, else a
  /// general one, with values known so far filled in.
  func valueQuestion(_ parameter: ParameterInfo, _ invocation: Invocation) -> String {
    var arguments = invocation.values.mapValues { $0.displayText(environment.wording(invocation.language)) }
    arguments["parameter"] = parameterName(parameter, invocation.language)
    let fallback = parameter.question ?? Phrases.english[.ask] ?? ""
    let question = environment.grammar.question(
      intent: invocation.schema.id, parameter: parameter.name, language: invocation.language)
    return Phrases.fill(question ?? fallback, arguments)
  }

  func yesNo(_ language: Language) -> [String] {
    [
      phrases.say(.yesWord, language: language, fallback: "yes"),
      phrases.say(.noWord, language: language, fallback: "no"),
    ]
  }

  /// The words that name a kind of entity in `language`: its name, its name in the language
  /// (歌单), and the other words the grammar gives under `type_words_NAME` (歌单|播放列表).
  func typeWords(_ type: EntityType, _ language: Language) -> [String] {
    var words = [type.displayName.lowercased(), typeName(type, language).lowercased()]
    if let more = environment.grammar.response(
      "type_words_" + type.displayName, intent: nil, language: language)
    {
      words += more.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
    return words.filter { !$0.isEmpty }
  }

  /// "I didn't understand", with the closest sentence the grammars accept (`suggestions`, over
  /// the runtime lists the line was read with) when one is close.
  func notUnderstood(
    _ input: String, language: Language, suggestions: SuggestionIndex?, lists: RuntimeLists
  ) -> String {
    let text = phrases.say(.notUnderstood, language: language, ["input": input])
    let sentence = suggestions?.suggestion(
      for: input, lists: lists, adopted: environment.apps.adoptedIntents
    ) { [environment] reading, line in
      let dates = DateReadings(
        DateParser(now: environment.clock(), timeZone: environment.timeZone, lexicons: environment.lexicons))
      return !ReadingChooser.splitsWithoutDate(reading, line, dates: dates)
    }
    guard let sentence else { return text }
    return text + "\n" + phrases.say(.didYouMean, language: language, ["sentence": sentence])
  }

  /// `event` said as the store's fault when it is a failure (an error, or nothing understood) and
  /// the store has a collection it could not read (the first of `unreadable`); nil otherwise.
  func fault(_ event: ShellEvent, unreadable: [StoreWarning]) -> ShellEvent? {
    guard event.kind == .error || event.kind == .unknown else { return nil }
    guard let first = unreadable.first, case .unreadable(let error) = first.problem else { return nil }
    var fault = event
    fault.kind = .fault
    let language = Language.guess(event.input)
    let reason = FailureWording(phrases: phrases).reason(error, language: language)
    fault.text = phrases.say(.storeFault, language: language, ["file": first.file, "reason": reason])
    return fault
  }
}
