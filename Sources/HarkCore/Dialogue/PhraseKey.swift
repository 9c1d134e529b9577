/// The name of something the shell says: a `responses` key of the grammar files.
///
/// The shell's own phrases are the static members; apps name their results' phrases with the
/// same type (`IntentDialog.key`). Keys made from a name (``typeName(_:)``) are built here only.
public struct PhraseKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  static let notUnderstood: PhraseKey = "not_understood"
  static let didYouMean: PhraseKey = "did_you_mean"
  static let unknownEntity: PhraseKey = "unknown_entity"
  static let knownEntities: PhraseKey = "known_entities"
  static let noApp: PhraseKey = "no_app"
  static let noSuchApp: PhraseKey = "no_such_app"
  static let noSuchFile: PhraseKey = "no_such_file"
  static let cancelled: PhraseKey = "cancelled"
  static let stopped: PhraseKey = "stopped"
  static let endOfInput: PhraseKey = "end_of_input"
  static let which: PhraseKey = "which"
  static let whichApp: PhraseKey = "which_app"
  static let confirm: PhraseKey = "confirm"
  static let confirmAgain: PhraseKey = "confirm_again"
  static let confirmUnsure: PhraseKey = "confirm_unsure"
  static let ask: PhraseKey = "ask"
  static let invalidValue: PhraseKey = "invalid_value"
  static let noSuchDay: PhraseKey = "no_such_day"
  static let failed: PhraseKey = "failed"
  static let switched: PhraseKey = "switched"
  static let nothingToReference: PhraseKey = "nothing_to_reference"
  static let unreadable: PhraseKey = "unreadable"
  static let unknownRelationship: PhraseKey = "unknown_relationship"
  static let notInApp: PhraseKey = "not_in_app"
  static let importPerson: PhraseKey = "import_person"
  static let toPeople: PhraseKey = "to_people"
  static let withPeople: PhraseKey = "with_people"
  static let colon: PhraseKey = "colon"
  static let storeFault: PhraseKey = "store_fault"
  static let notAFile: PhraseKey = "not_a_file"
  static let yesWord: PhraseKey = "yes_word"
  static let noWord: PhraseKey = "no_word"

  /// A kind of entity in words (`type_contact` → “contact”, 联系人).
  static func typeName(_ displayName: String) -> PhraseKey { PhraseKey(rawValue: "type_" + displayName) }
  /// The kind's name with its indefinite article where the language has one (`a_type_event` →
  /// "an event"); absent, the plain name.
  static func indefiniteTypeName(_ displayName: String) -> PhraseKey {
    PhraseKey(rawValue: "a_type_" + displayName)
  }
  /// The question of a choice among things of a kind shown (`which_photo` → 哪张照片？); absent,
  /// the general `which` with the kind's name.
  static func whichKind(_ displayName: String) -> PhraseKey { PhraseKey(rawValue: "which_" + displayName) }
  /// A parameter in words (`parameter_time` → “time”, 时间).
  static func parameterName(_ name: String) -> PhraseKey { PhraseKey(rawValue: "parameter_" + name) }
  /// An intent's action in words, for confirmations (`action_sendMessage` → “Send the message”).
  static func action(_ intentName: String) -> PhraseKey { PhraseKey(rawValue: "action_" + intentName) }
}
