/// Where a template or value was written, for diagnostics.
struct SourceLocation: Sendable, Equatable {
  var file: String
  var line: Int
  var column: Int
  var sourceLine: String
  /// Whether columns inside the text map one to one onto the line (no escapes were decoded).
  var exact: Bool

  static let none = SourceLocation(file: "", line: 0, column: 0, sourceLine: "", exact: false)

  func diagnostic(_ message: String, offset: Int = 0) -> GrammarDiagnostic {
    GrammarDiagnostic(
      file: file, line: line, column: column + (exact ? offset : 0), message: message,
      sourceLine: sourceLine)
  }
}

/// Template text with its location.
struct TemplateSource: Sendable {
  var text: String
  var location: SourceLocation
}

/// A list definition as written.
enum ListSource: Sendable {
  case values([ListValueSource])
  case range(RangeSource)
  case wildcard
  /// Values supplied at match time (contact names, app names).
  case runtime
}

/// One list value as written.
struct ListValueSource: Sendable {
  var input: TemplateSource
  var output: SlotValue?
  var context: [String: String]
  var metadata: [String: String]
}

/// A number range list.
struct RangeSource: Sendable {
  var from: Double
  var to: Double
  var step: Double
  var type: String
  var fractions: String?
  var multiplier: Double?
  var digits: Bool
  var words: Bool
}

/// A `requires_context` entry: any value when `values` is nil.
struct ContextRequirement: Sendable {
  var values: [String]?
  var copyToSlot: Bool
}

/// One `data:` block of an intent.
struct DataBlockSource: Sendable {
  var sentences: [TemplateSource] = []
  var slots: [String: SlotValue] = [:]
  var requiresContext: [String: ContextRequirement] = [:]
  var excludesContext: [String: [String]] = [:]
  var rules: [String: TemplateSource] = [:]
  var lists: [String: ListSource] = [:]
  var requiredKeywords: [String] = []
  var metadata: [String: String] = [:]
  var response: String?
}

/// An intent with its data blocks, follow-up questions and responses.
struct IntentSource: Sendable {
  var name: String
  var blocks: [DataBlockSource] = []
  var questions: [String: String] = [:]
  var responses: [String: String] = [:]
  /// Natural phrasings of the intent as people type them: training data for the learned stage.
  var examples: [String] = []
  var location: SourceLocation = .none
}

/// Everything of one language, gathered from its files.
struct LanguageSource: Sendable {
  var language: String
  var ignoreWhitespace = false
  var skipWords: [String] = []
  var lists: [String: ListSource] = [:]
  var rules: [String: TemplateSource] = [:]
  var intents: [IntentSource] = []
  var responses: [String: String] = [:]
  /// What people ask that no intent here does: the learned stage's "none of these" examples.
  var outOfScope: [String] = []
}
