import Foundation
import HarkGrammar

/// The shell's words for a request: what went wrong with a slot, the kind of thing a parameter
/// holds, and a request summed up for a confirmation.
extension Conversation {
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
      // "February 2027", 2027年2月: the month as the language writes it.
      let monthName = language.isChinese ? "\(month)" : DateWording.englishMonths[month - 1]
      return phrases.say(
        .noSuchDay, language: language, ["day": String(day), "month": monthName, "year": String(year)])
    case .unknownRelationship(let words):
      return phrases.say(.unknownRelationship, language: language, ["words": Conversation.yours(words)])
    case .notInApp(let words, let person):
      return phrases.say(
        .notInApp, language: language,
        [
          "words": Conversation.yours(words), "person": person, "app": invocation.app.name,
          "type": typeName(parameter, language),
        ])
    case .unreadable(let words, let reason):
      return phrases.say(.unreadable, language: language, ["words": words, "reason": reason])
    case .nothingToReference:
      return phrases.say(.nothingToReference, language: language, ["type": typeName(parameter, language)])
    case .importable(let words, let person):
      return phrases.say(
        .importPerson, language: language,
        ["person": person.displayName, "words": Conversation.yours(words), "app": invocation.app.name])
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
      ["type": typeName(parameter, language), "words": words])
    // A few things of the kind (playlists, albums): name them, so the person can pick one. Not
    // people: who is in an address book is not said to whoever mistypes a name.
    guard case .entity(let type) = parameter.kind, type.schema != .person,
      let known = try? type.finder(in: environment.context(for: invocation.app, language: language))
        .suggestedEntities(),
      !known.isEmpty, known.count <= Self.fewEnoughToName
    else { return unknown }
    let names = ListFormatting.join(known.map(\.title), language: language)
    return unknown + phrases.space(language)
      + phrases.say(
        .knownEntities, language: language, ["type": typeName(parameter, language), "names": names])
  }

  /// The most things of a kind a "not found" answer names.
  static let fewEnoughToName = 5

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

  /// "my wife" → "your wife", 我妻子 → 你妻子: the words said back to the person.
  static func yours(_ words: String) -> String {
    let trimmed = words.trimmingCharacters(in: .whitespaces)
    for (mine, theirs) in [("my ", "your "), ("My ", "Your "), ("我的", "你的"), ("我", "你")]
    where trimmed.hasPrefix(mine) {
      return theirs + trimmed.dropFirst(mine.count)
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
    for parameter in invocation.parameters {
      guard let value = invocation.values[parameter.name] else { continue }
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
        value.elements.map { $0.displayText(environment.wording(language)) }, language: language)
      switch parameter.kind {
      case .string: texts.append("“\(spoken)”")
      default: texts.append(spoken)
      }
    }
    if !people.isEmpty {
      action += phrases.say(
        .toPeople, language: language, ["people": ListFormatting.join(people, language: language)],
        fallback: " to {people}")
    }
    if !company.isEmpty {
      action += phrases.say(
        .withPeople, language: language, ["people": ListFormatting.join(company, language: language)],
        fallback: " with {people}")
    }
    if !texts.isEmpty {
      action +=
        phrases.say(.colon, language: language, fallback: ": ")
        + texts.joined(separator: language.isChinese ? "，" : ", ")
    }
    arguments["action"] = action
    return arguments
  }
}
