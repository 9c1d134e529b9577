import Foundation

/// The address books of khard's configuration (`$KHARD_CONFIG`, else
/// `$XDG_CONFIG_HOME/khard/khard.conf`), read the way khard reads it: configobj INI,
/// `[addressbooks]` with one `[[name]]` each and its `path` (a vdir of `.vcf` files; `~` and
/// `$VARS` expanded, as khard's `expanduser(expandvars(path))` does).
///
/// khard asks which book a new contact goes to when there are several; Hark takes the first, so the
/// first is marked default. Every other section (`[general]`, `[contact table]`, `[vcard]`) is
/// khard's own business and is not read.
public struct KhardConfig: Sendable {
  /// The address books, in the file's order, the first marked default.
  public var addressBooks: [AddressBookSourceSpec]
  /// What could not be read.
  public var problems: [SourcesDiagnostic]

  /// Reads the text of khard's config at `file`; `environment` gives `HOME` and the variables
  /// paths may name.
  public init(text: String, file: URL, environment: [String: String]) {
    var books: [AddressBookSourceSpec] = []
    var problems: [SourcesDiagnostic] = []
    var top = ""
    var current: (name: String, line: Int, column: Int)?
    var path: (value: String, line: Int, column: Int)?

    func finishBook() {
      defer {
        current = nil
        path = nil
      }
      guard let book = current else { return }
      guard let path else {
        problems.append(
          SourcesDiagnostic(
            file: file, line: book.line, column: book.column, word: book.name, problem: .noFolder(key: "path")
          ))
        return
      }
      switch SourcePath.expand(path.value, environment: environment, base: file.deletingLastPathComponent()) {
      case .success(let folder):
        books.append(
          AddressBookSourceSpec(
            name: book.name, folder: folder, isDefault: books.isEmpty, origin: .khard(file, line: book.line)))
      case .failure(let failure):
        let problem: SourcesDiagnostic.Problem =
          switch failure {
          case .unsetVariable(let name): .unsetVariable(name)
          case .noHome: .noHome
          }
        problems.append(
          SourcesDiagnostic(
            file: file, line: path.line, column: path.column, word: path.value, problem: problem))
      }
    }

    for line in ConfigObjLine.lines(text) {
      switch line.content {
      case .section(let depth, let name, let column):
        if depth == 1 {
          finishBook()
          top = name
        } else if top == "addressbooks" {
          finishBook()
          current = (name, line.number, column)
        }
      case .entry(let key, let value, let column):
        if current != nil, key == "path" { path = (value, line.number, column) }
      case .notALine(let word, let column):
        problems.append(
          SourcesDiagnostic(file: file, line: line.number, column: column, word: word, problem: .notALine))
      }
    }
    finishBook()
    self.addressBooks = books
    self.problems = problems
  }
}

/// One meaningful line of a configobj INI file (khal's and khard's format): `[section]`,
/// `[[subsection]]`, `key = value` (quoted values unquoted, an unquoted value ending at ` #`), or
/// a line that is none of them. Blank lines and `#` comments are skipped.
struct ConfigObjLine {
  /// What the line holds; columns are 1-based, in characters.
  enum Content {
    case section(depth: Int, name: String, column: Int)
    case entry(key: String, value: String, column: Int)
    case notALine(word: String, column: Int)
  }

  /// 1-based line number.
  var number: Int
  var content: Content

  /// The meaningful lines of `text`.
  static func lines(_ text: String) -> [ConfigObjLine] {
    var found: [ConfigObjLine] = []
    // "\r\n" is one Character in Swift: a file with Windows line ends splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let body = line.dropFirst(indent).trimmingTrailingSpaces()
      if body.isEmpty || body.hasPrefix("#") { continue }
      if body.hasPrefix("[") {
        let depth = body.prefix { $0 == "[" }.count
        let name = body.dropFirst(depth).prefix { $0 != "]" }
        let trimmed = name.drop { $0 == " " }.trimmingTrailingSpaces()
        let column = indent + depth + 1 + (name.count - name.drop { $0 == " " }.count)
        found.append(
          ConfigObjLine(
            number: number, content: .section(depth: depth, name: String(trimmed), column: column)))
        continue
      }
      guard let equals = body.firstIndex(of: "=") else {
        found.append(
          ConfigObjLine(
            number: number, content: .notALine(word: String(body.prefix { $0 != " " }), column: indent + 1)))
        continue
      }
      let key = String(body[..<equals].trimmingTrailingSpaces())
      let after = body[body.index(after: equals)...]
      let start = after.prefix { $0 == " " || $0 == "\t" }.count
      var value = after.dropFirst(start)
      var column = indent + body.distance(from: body.startIndex, to: equals) + 2 + start
      if let quote = value.first, quote == "\"" || quote == "'",
        let close = value.dropFirst().firstIndex(of: quote)
      {
        value = value[value.index(after: value.startIndex)..<close]
        column += 1
      } else if let comment = value.range(of: " #") {
        // configobj: an unquoted value ends at a comment.
        value = value[..<comment.lowerBound].trimmingTrailingSpaces()
      }
      found.append(
        ConfigObjLine(number: number, content: .entry(key: key, value: String(value), column: column)))
    }
    return found
  }
}
