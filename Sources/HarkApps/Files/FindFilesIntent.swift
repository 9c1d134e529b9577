import Foundation
import HarkCore
import HarkDocuments

/// Lists files, most recently changed first — all of them, or those whose name or tags have the
/// words, then those whose content does (``contentMatches(_:files:context:)``) — or answers
/// "what's my latest report?" with the one most recently changed.
///
/// A configured folder that is not there is said once, above the list.
public struct FindFilesIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findFiles)
  public static var parameters: [IntentParameter<Self>] {
    [.init("criteria", \.criteria), .init("position", \.position)]
  }

  public var criteria: String?
  /// `last`: only the most recently changed.
  public var position: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let walk = FileItemQuery(context: context).walk()
    let all = walk.files.sorted { $0.modificationDate > $1.modificationDate }
    var files = all
    if let criteria {
      files = all.filter { FindFilesIntent.nameOrTags(of: $0, match: criteria) }
      // Then the files whose content matches, after those named so, each once.
      if let ranked = FindFilesIntent.contentMatches(criteria, files: all, context: context) {
        let named = Set(files.map(\.id))
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        files += ranked.filter { !named.contains($0) }.compactMap { byID[$0] }
      }
    }
    let named = criteria?.trimmingCharacters(in: .punctuationAndWhitespace)
    if position == "last", let latest = files.max(by: { $0.modificationDate < $1.modificationDate }) {
      let when = context.wording.text(latest.modificationDate, time: false)
      return IntentResult(
        dialog: IntentDialog(
          key: "answer_latest",
          arguments: [
            "criteria": named ?? "file", "name": latest.name, "date": when, "folder": latest.folder,
          ],
          full: "Your latest \(named ?? "file") is \(latest.name), changed \(when), in \(latest.folder)."),
        entities: [latest.entityValue])
    }
    // A folder that is not there, or went away while it was listed, is said once.
    let missing = walk.missing.map { Files.said($0.folder, context) } + walk.vanished
    if !missing.isEmpty {
      let said = missing.joined(separator: ", ")
      return IntentResult(
        dialog: IntentDialog(
          key: files.isEmpty ? "found_none_missing" : "found_missing",
          arguments: ["criteria": criteria ?? "", "missing": said],
          full: files.isEmpty ? "No files found; \(said) is not there." : "Your files (\(said) is not there):"
        ),
        listed: files.map(\.entityValue))
    }
    return IntentResult(
      dialog: IntentDialog(
        key: files.isEmpty ? "found_none" : "found", arguments: ["criteria": criteria ?? ""],
        full: files.isEmpty ? "No files found." : "Your files:"),
      listed: files.map(\.entityValue))
  }

  /// Whether every word of `criteria` is in the file's name or one of its tags (a plural's `s`
  /// may be left off: "reports" finds "report").
  static func nameOrTags(of file: FileItem, match criteria: String) -> Bool {
    let words = criteria.lowercased().split(separator: " ")
      .map { $0.trimmingCharacters(in: .punctuationCharacters) }.filter { !$0.isEmpty }
    let names = ([file.name] + file.tags).map { $0.lowercased() }
    return words.allSatisfy { word in
      let singular = word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
      return names.contains { $0.contains(word) || $0.contains(singular) }
    }
  }

  /// THE HOOK FOR THE DOCUMENT INDEX (issue 31, point 2: finding files by what is in them).
  ///
  /// The identifiers (``FileItem/id``: `SOURCE/relative/path`) of the files among `files` whose
  /// content matches `criteria` ("the report about the offsite budget", 预算表), best first; nil
  /// when there is no content index to ask. `files` are the files of the configured folders as
  /// walked now (``FileItem/url`` is each one's path), most recently changed first; what is named
  /// by its name or tags is listed before these, each file once.
  ///
  /// Asks the document index `hark index` made (`<store>/.derived/documents`, `DocumentIndex`):
  /// a description of three words or more by meaning and words, a shorter one by its words. nil
  /// when nothing was ever indexed, so a store without an index loads no sentence model.
  static func contentMatches(_ criteria: String, files: [FileItem], context: AppContext) -> [String]? {
    guard
      let index = DocumentIndex.shared(
        directory: URL(fileURLWithPath: context.store.derivedFolder("documents").path),
        folders: context.sources.files.map(\.folder.path), environment: ProcessInfo.processInfo.environment)
    else { return nil }
    let byPath = Dictionary(files.map { ($0.url.path, $0.id) }, uniquingKeysWith: { first, _ in first })
    return index.matching(criteria).compactMap { byPath[$0.path] }
  }
}
