/// A problem found in a grammar file, pointing at the line and column.
public struct GrammarDiagnostic: Sendable, Equatable, Error, CustomStringConvertible {
  /// The file, as given to the loader (relative to the grammars directory when loaded from one).
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column (in characters).
  public var column: Int
  /// What is wrong and what to do.
  public var message: String
  /// The text of the line, for the caret display.
  public var sourceLine: String

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// `file:line:col: error: message`, then the line and a caret under the column.
  public var rendered: String {
    guard !sourceLine.isEmpty else { return "\(file):\(line):\(column): error: \(message)" }
    let caretPad = String(
      sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(caretPad)^"
  }

  /// The rendered form.
  public var description: String { rendered }
}

/// The result of loading grammars: the grammar when usable, and every problem found.
public struct GrammarLoad: Sendable {
  /// The compiled grammars; nil when no file could be read at all.
  public var grammar: GrammarSet?
  /// All problems of all files (a file with errors still contributes its valid parts).
  public var diagnostics: [GrammarDiagnostic]
}
