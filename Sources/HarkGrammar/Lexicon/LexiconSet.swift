import Foundation

/// The lexicons of every language of a grammar folder, and all of them merged for readers that
/// take any language's words (a date in Chinese in an English conversation).
public struct LexiconSet: Sendable, Equatable {
  /// Each language's lexicon, in the order of their languages' codes.
  public let lexicons: [Lexicon]
  /// Every language's words together, key by key, in the order of ``lexicons``.
  public let all: Lexicon

  public init(_ lexicons: [Lexicon] = []) {
    self.lexicons = lexicons.sorted { $0.language < $1.language }
    all = self.lexicons.reduce(Lexicon.empty("all")) { $0.merged(with: $1) }
  }

  /// Whether no language has a lexicon.
  public var isEmpty: Bool { lexicons.isEmpty }

  /// The lexicon of `language` (or of its base: `zh` for `zh-cn`); an empty one when there is none.
  public subscript(language: Language) -> Lexicon {
    lexicons.first { $0.language == language } ?? lexicons.first { $0.language.covers(language) }
      ?? .empty(language)
  }

  /// The folder under a grammar folder where lexicons are: `_common/lexicon/<language>.yaml`.
  public static let folder = "_common/lexicon"

  /// Reads every `<language>.yaml` in `grammars/_common/lexicon`; a folder without one is no
  /// lexicon at all, not an error (grammars for tests hold none).
  public static func load(grammars: URL) -> (lexicons: LexiconSet, diagnostics: [GrammarDiagnostic]) {
    let (files, unreadable) = files(in: grammars)
    let (set, problems) = load(files: files)
    return (set, unreadable + problems)
  }

  /// The lexicon files of `grammars` as (path, text), in name order, and a problem for each that
  /// does not read as UTF-8.
  static func files(in grammars: URL) -> (
    files: [(path: String, text: String)], unreadable: [GrammarDiagnostic]
  ) {
    let folder = grammars.appendingPathComponent(folder)
    let manager = FileManager.default
    // Absent means absent: a grammar folder need not have lexicons.
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return ([], []) }
    var files: [(path: String, text: String)] = []
    var diagnostics: [GrammarDiagnostic] = []
    for name in names.sorted() where name.hasSuffix(".yaml") {
      let path = "\(grammars.lastPathComponent)/\(Self.folder)/\(name)"
      guard let data = manager.contents(atPath: folder.appendingPathComponent(name).path),
        let text = String(data: data, encoding: .utf8)
      else {
        diagnostics.append(
          GrammarDiagnostic(
            file: path, line: 1, column: 1, message: "cannot read the file as UTF-8", sourceLine: ""))
        continue
      }
      files.append((path, text))
    }
    return (files, diagnostics)
  }

  /// Reads lexicons given as (path ending in `<language>.yaml`, text).
  public static func load(files: [(path: String, text: String)]) -> (
    lexicons: LexiconSet, diagnostics: [GrammarDiagnostic]
  ) {
    var lexicons: [Lexicon] = []
    var diagnostics: [GrammarDiagnostic] = []
    for file in files {
      let name = (file.path as NSString).lastPathComponent
      let language = Language(name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name)
      var reader = LexiconReader(file: file.path, text: file.text, language: language)
      lexicons.append(reader.read())
      diagnostics += reader.diagnostics
    }
    return (LexiconSet(lexicons), diagnostics)
  }
}
