import Foundation

/// What a flag's value or a command's argument must be: the parser checks it, and the shell
/// completions offer what fits (folders for a directory, files for a file).
enum ValueKind: Equatable {
  case directory
  /// A folder that must be there already (`--grammars`): one that is not is a usage error, not a
  /// grammar diagnostic.
  case existingDirectory
  case file
  /// A transcript file or a folder of them.
  case path
  /// An ISO-8601 time, read strictly (`ISO8601Time`).
  case time
  case integer(minimum: Int)
  /// One of a fixed set of words.
  case choice([String])
  /// A grammar language; which ones exist depends on the grammars, so the command checks it.
  case language
  /// Free text: an utterance, words to search for, an intent name.
  case text

  /// `text` read as this kind: the typed value, or what is wrong with it.
  func read(_ text: String, localZone: TimeZone = .current) -> Result<FlagValue, ValueProblem> {
    switch self {
    case .directory, .language, .text:
      return text.isEmpty ? .failure(.empty) : .success(.text(text))
    case .existingDirectory:
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory) else {
        return .failure(text.isEmpty ? .empty : .noSuchFile)
      }
      return isDirectory.boolValue ? .success(.text(text)) : .failure(.notADirectory)
    case .file, .path:
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory) else {
        return .failure(.noSuchFile)
      }
      return self == .file && isDirectory.boolValue ? .failure(.notAFile) : .success(.text(text))
    case .time:
      return ISO8601Time.parse(text, localZone: localZone).map(FlagValue.time).mapError(ValueProblem.time)
    case .integer(let minimum):
      guard let number = Int(text) else { return .failure(.notAnInteger) }
      return number < minimum ? .failure(.belowMinimum(minimum)) : .success(.integer(number))
    case .choice(let words):
      guard words.contains(text) else {
        return .failure(.notAChoice(words, suggestion: DidYouMean.closest(to: text, among: words)))
      }
      return .success(.text(text))
    }
  }
}
