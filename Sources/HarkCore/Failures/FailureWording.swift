import Foundation
import HarkGrammar
import HarkStore

/// The one place a failure becomes words: an ``IntentError`` or a `StoreError`, said in the
/// conversation's language through the phrases of the grammar folders (`failure_…`, `store_…`,
/// `system_…` keys in `Grammars/_common`), as swift-argument-parser turns its error values into
/// messages in one renderer. An error's own `description` never reaches a person from here.
struct FailureWording: Sendable {
  /// The grammars' phrases; nil for a stage that holds no grammar yet says a failure (a slot
  /// whose entities could not be read), which then says every phrase in ``english``.
  let phrases: Phrases?

  /// `error` in English words, for a stage without the grammars (``phrases`` nil).
  static func inEnglish(_ error: any Error) -> String {
    FailureWording(phrases: nil).reason(error, language: .english)
  }

  /// The sentence said when a request failed: “That didn't work: …” with ``reason(_:language:)``.
  func sentence(_ error: any Error, language: Language) -> String {
    let reason = reason(error, language: language)
    return phrases?.say(.failed, language: language, ["reason": reason])
      ?? Phrases.fill(Phrases.english[.failed] ?? "{reason}", ["reason": reason])
  }

  /// What a result left out and why, as a line below it ("Left out: /…/bad.ics:12 could not be
  /// read.").
  func notice(_ error: IntentError, language: Language) -> String {
    let reason = reason(error, language: language)
    return phrases?.say(.noticeLeftOut, language: language, ["reason": reason])
      ?? Phrases.fill(Phrases.english[.noticeLeftOut] ?? "{reason}", ["reason": reason])
  }

  /// What went wrong, as a clause for the `{reason}` of a sentence.
  func reason(_ error: any Error, language: Language) -> String {
    switch error {
    case let error as IntentError: reason(error, language: language)
    case let error as StoreError: reason(error, language: language)
    default: say(.failureUnexpected, language)
    }
  }

  /// An intent's failure in words.
  func reason(_ error: IntentError, language: Language) -> String {
    switch error {
    case .needsValue(let parameter):
      return say(.failureNeedsValue, language, ["parameter": parameterName(parameter, language)])
    case .alreadyExists(let subject, let place):
      let arguments = [
        "type": typeName(subject, language), "a_type": indefiniteTypeName(subject, language),
        "name": subject.name ?? "", "place": place ?? "",
      ]
      return say(place == nil ? .failureAlreadyExists : .failureAlreadyExistsIn, language, arguments)
    case .noLongerThere(let subject):
      let arguments = ["type": typeName(subject, language), "name": subject.name ?? ""]
      return say(
        subject.name == nil ? .failureNoLongerThereUnnamed : .failureNoLongerThere, language, arguments)
    case .empty(let subject):
      return say(.failureEmpty, language, ["type": typeName(subject, language), "name": subject.name ?? ""])
    case .notYours(let subject):
      return say(
        .failureNotYours, language,
        ["type": typeName(subject, language), "a_type": indefiniteTypeName(subject, language)])
    case .forbiddenCharacter(let character, let parameter):
      return say(
        .failureForbiddenCharacter, language,
        ["character": String(character), "parameter": parameterName(parameter, language)])
    case .endsBeforeStart:
      return say(.failureEndsBeforeStart, language)
    case .lacks(let subject, let parameter):
      return say(
        .failureLacks, language,
        ["type": typeName(subject, language), "parameter": parameterName(parameter, language)])
    case .ambiguousPerson(let name, let candidates):
      let separator = say(.failureListSeparator, language)
      return say(
        .failureAmbiguousPerson, language, ["name": name, "names": candidates.joined(separator: separator)])
    case .noEmailAddress(let person, let inAddressBook):
      return say(
        inAddressBook ? .failureNoEmailAddress : .failureUnknownEmailAddress, language, ["person": person])
    case .personNotKept(let person, let app):
      return say(.failurePersonNotKept, language, ["person": person, "app": app])
    case .unknownParameter:
      return say(.failureUnknownParameter, language)
    case .wrongKind(let parameter):
      return say(.failureWrongKind, language, ["parameter": parameterName(parameter, language)])
    case .notImplemented:
      return say(.failureNotImplemented, language)
    case .attachmentNotKept(let name, let cause?):
      return say(
        .failureAttachmentNotKept, language, ["name": name, "reason": reason(cause, language: language)])
    case .attachmentNotKept(let name, nil):
      return say(.failureAttachmentUnreadable, language, ["name": name])
    case .storage(let cause):
      return reason(cause, language: language)
    case .source(let failure):
      return reason(failure, language: language)
    case .unexpected:
      return say(.failureUnexpected, language)
    }
  }

  /// `phrase` in `language`, else in English, with `arguments` filled.
  func say(_ key: PhraseKey, _ language: Language, _ arguments: [String: String] = [:]) -> String {
    guard let phrases else { return Phrases.fill(FailureWording.english[key] ?? key.rawValue, arguments) }
    return phrases.say(key, language: language, arguments, fallback: FailureWording.english[key])
  }

  /// The grammar's own phrase `key` in `language`, or nil when it has none.
  func response(_ key: PhraseKey, _ language: Language) -> String? {
    phrases?.grammar.response(key.rawValue, intent: nil, language: language)
  }

  /// A parameter in the language's words (“new name”, 新名字), never the schema's own name: one
  /// the grammar does not word is “a value”.
  func parameterName(_ name: String, _ language: Language) -> String {
    response(.parameterName(name), language) ?? say(.failureSomeValue, language)
  }

  /// A kind of entity in the language's words (“album”, 相册); one the grammar does not word is
  /// said as the app names it.
  func typeName(_ subject: IntentSubject, _ language: Language) -> String {
    response(.typeName(subject.kind), language) ?? subject.kind
  }

  /// The kind with its indefinite article ("an email"), where the language has one.
  func indefiniteTypeName(_ subject: IntentSubject, _ language: Language) -> String {
    response(.indefiniteTypeName(subject.kind), language) ?? typeName(subject, language)
  }
}

extension IntentError {
  /// `error` said in English as a clause (“can't reach the calendar server at …”), for the
  /// executable's one-line messages, which are said without the grammars.
  public static func englishReason(_ error: any Error) -> String { FailureWording.inEnglish(error) }
}
