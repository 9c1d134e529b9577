extension SendmailTransport {
  /// The words of a command line as a POSIX shell splits plain words and quotes: blanks separate
  /// words; 'single quotes' keep everything; "double quotes" keep everything but a backslash
  /// before `"`, `\`, `$` or a backquote; a backslash outside quotes keeps the next character.
  /// Nothing is expanded (no `~`, `$NAME` or globs): a transport's command line names a program
  /// and its options. A backslash before a line's end joins the lines. Nil when a quote is left open or the line ends in a lone backslash.
  public static func words(of line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    // A word may be empty ('' or ""), so whether one was begun is kept apart from its text.
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n", "\r":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        guard closed else { return nil }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            guard let escaped = characters.next() else { return nil }
            if !["\"", "\\", "$", "`"].contains(escaped) { word.append("\\") }
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
        guard closed else { return nil }
      case "\\":
        guard let escaped = characters.next() else { return nil }
        // A backslash before a line's end joins the lines, as in a shell script.
        guard escaped != "\n" else { continue }
        inWord = true
        word.append(escaped)
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
