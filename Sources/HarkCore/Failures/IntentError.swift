import HarkStore

/// An error an intent throws: what happened, as values. The shell words it in the conversation's
/// language (``FailureWording``); an intent never writes the sentence itself.
public enum IntentError: Error, Sendable, Hashable {
  /// The intent needs this parameter after all: the shell asks for it and runs again.
  case needsValue(parameter: String)
  /// Something of this kind by this name is there already (an album; a file in its folder, the
  /// folder's name as `place`).
  case alreadyExists(IntentSubject, place: String? = nil)
  /// The entity the request was about is no longer in the app (sent, deleted or moved meanwhile).
  case noLongerThere(IntentSubject)
  /// The entity holds nothing to act on (a playlist without songs).
  case empty(IntentSubject)
  /// Only what the person sent themselves can be changed this way (editing or unsending a
  /// message someone else wrote, or one never sent).
  case notYours(IntentSubject)
  /// The parameter's value holds a character it may not (a “/” in a file's new name).
  case forbiddenCharacter(Character, parameter: String)
  /// The end would come before the start (an event).
  case endsBeforeStart
  /// The entity has no value for `parameter`, which the intent needs (a draft with no recipient).
  case lacks(IntentSubject, parameter: String)
  /// The name fits several people: it could be any of `candidates` (their names).
  case ambiguousPerson(name: String, candidates: [String])
  /// No email address is known for the person: `inAddressBook` when they have a card without one.
  case noEmailAddress(person: String, inAddressBook: Bool)
  /// A person taken into `app` for the request was not found there afterwards.
  case personNotKept(person: String, app: String)
  /// The runtime was handed a parameter `intent` does not declare: a fault of the caller's.
  case unknownParameter(intent: SchemaID, parameter: String)
  /// The runtime was handed a value of the wrong kind for `parameter`: a fault of the caller's.
  case wrongKind(parameter: String)
  /// The intent's `perform` is a generated stub not written yet.
  case notImplemented(intent: SchemaID)
  /// A file to attach could not be kept in the store: its name, and the store's error, or nil
  /// when the file itself could not be read.
  case attachmentNotKept(name: String, cause: StoreError?)
  /// The store could not be read or written.
  case storage(StoreError)
  /// The person's own data could not be read or written where it lives (a calendar folder or
  /// server).
  case source(SourceFailure)
  /// An error of a kind the shell does not know (an app's finder threw its own): said as
  /// something unexpected, since its own description is not words for a person.
  case unexpected

  /// `error` as an intent error: itself, a `StoreError` as ``storage(_:)``, any other as
  /// ``unexpected``, so a stage can keep a failure as a value that compares and hashes.
  public init(_ error: any Error) {
    switch error {
    case let error as IntentError: self = error
    case let error as StoreError: self = .storage(error)
    default: self = .unexpected
    }
  }
}

/// What a failure is about: a kind of entity, as the shell names its type, and which one.
public struct IntentSubject: Sendable, Hashable {
  /// The entity type's ``AppEntity/typeDisplayName`` (`"album"`), which each language words
  /// through its `type_` phrase (相册).
  public var kind: String
  /// Its name or title as the app keeps it (“family”): data, said as written; nil when the
  /// failure is about the entity the request already names (“that draft”).
  public var name: String?

  /// The subject of `type`, named `name`.
  public init<E: AppEntity>(_ type: E.Type, name: String? = nil) {
    self.kind = E.typeDisplayName
    self.name = name
  }
}
