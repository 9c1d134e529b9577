/// The text of an HTML-only mail: tags stripped, script and style dropped, block elements
/// turned into line breaks, character references decoded. Small on purpose; mail HTML is shown
/// as text, not rendered.
enum MIMEHTMLText {
  /// Elements whose content is never text to show.
  private static let hiddenElements: Set<String> = [
    "script", "style", "head", "title", "noscript", "template",
  ]
  /// Elements that start a new line.
  private static let blockElements: Set<String> = [
    "p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol", "blockquote",
    "pre", "hr", "section", "article", "header", "footer", "dt", "dd", "address", "center",
  ]
  /// The named character references mail HTML uses most; numeric ones are decoded in general.
  private static let namedEntities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "copy": "©", "reg": "®",
    "mdash": "—", "ndash": "–", "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“",
    "euro": "€", "pound": "£", "yen": "¥", "middot": "·", "bull": "•", "trade": "™", "times": "×",
    "laquo": "«", "raquo": "»", "deg": "°", "eacute": "é", "egrave": "è", "agrave": "à", "uuml": "ü",
    "ouml": "ö", "auml": "ä", "szlig": "ß", "ccedil": "ç",
  ]

  /// The text an HTML document shows, one paragraph per line.
  static func text(fromHTML html: String) -> String {
    var output = ""
    var hiddenDepth = 0
    var characters = html.unicodeScalars[...]
    while let scalar = characters.first {
      if scalar == "<" {
        if characters.starts(with: "<!--".unicodeScalars) {
          characters = skip(past: "-->", in: characters)
          continue
        }
        guard let close = characters.firstIndex(of: ">") else {
          characters = characters.dropFirst()
          output.unicodeScalars.append(scalar)
          continue
        }
        let tag = String(
          String.UnicodeScalarView(characters[characters.index(after: characters.startIndex)..<close]))
        characters = characters[characters.index(after: close)...]
        let closing = tag.hasPrefix("/")
        let name = String(
          tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber })
        ).lowercased()
        if hiddenElements.contains(name) {
          if closing {
            hiddenDepth = max(0, hiddenDepth - 1)
          } else if !tag.hasSuffix("/") {
            hiddenDepth += 1
          }
        } else if blockElements.contains(name), hiddenDepth == 0 {
          output.append("\n")
        }
        continue
      }
      characters = characters.dropFirst()
      guard hiddenDepth == 0 else { continue }
      if scalar == "&", let (decoded, rest) = entity(at: characters) {
        output.append(decoded)
        characters = rest
      } else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        output.append(" ")
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return tidy(output)
  }

  /// `characters` after the first `marker`, or empty when it never comes.
  private static func skip(past marker: String, in characters: Substring.UnicodeScalarView)
    -> Substring
    .UnicodeScalarView
  {
    let text = Substring(characters)
    guard let range = text.range(of: marker) else { return Substring().unicodeScalars }
    return text[range.upperBound...].unicodeScalars
  }

  /// A character reference starting just after `&`: its text and what follows its `;`.
  private static func entity(at characters: Substring.UnicodeScalarView) -> (
    String, Substring.UnicodeScalarView
  )? {
    let candidate = characters.prefix(12)
    guard let semicolon = candidate.firstIndex(of: ";") else { return nil }
    let body = String(String.UnicodeScalarView(characters[characters.startIndex..<semicolon]))
    let rest = characters[characters.index(after: semicolon)...]
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value =
        digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value) else { return nil }
      return (scalar == "\u{A0}" ? " " : String(Character(scalar)), rest)
    }
    guard let decoded = namedEntities[body] else { return nil }
    return (decoded, rest)
  }

  /// Runs of spaces made one, lines trimmed, at most one empty line between paragraphs.
  private static func tidy(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      let joined = words.joined(separator: " ")
      if joined.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(joined)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
