/// What an intent returns: what the shell says, and the entities it made or touched.
public struct IntentResult: Sendable {
  /// What the shell says.
  public var dialog: IntentDialog
  /// Entities the intent produced or changed: the shell remembers them ("the last one").
  public var entities: [EntityValue]
  /// Entities to list below the dialog (the result of a "show" or "find").
  public var listed: [EntityValue]
  /// Quoted lines said below the dialog, as they are (a summary's sentences).
  public var quoted: [String]
  /// What the result had to leave out, each said on a line of its own below it, as it failed
  /// (a calendar file that could not be read while listing the week): a listing says what it
  /// could not show rather than leaving it out silently.
  public var notices: [IntentError]

  public init(
    dialog: IntentDialog, entities: [EntityValue] = [], listed: [EntityValue] = [], quoted: [String] = [],
    notices: [IntentError] = []
  ) {
    self.dialog = dialog
    self.entities = entities
    self.listed = listed
    self.quoted = quoted
    self.notices = notices
  }
}

/// The words of a result: a grammar response key with its arguments, and the app's own
/// English text for when no grammar phrases that key in the user's language.
public struct IntentDialog: Sendable, Hashable {
  /// The response key in the schema grammar (`sent`), if any.
  public var key: PhraseKey?
  /// Values for the response's `{placeholders}`.
  public var arguments: [String: String]
  /// The full text in English.
  public var full: String
  /// A shorter text, for narrow output.
  public var short: String?

  public init(key: PhraseKey? = nil, arguments: [String: String] = [:], full: String, short: String? = nil) {
    self.key = key
    self.arguments = arguments
    self.full = full
    self.short = short
  }
}
