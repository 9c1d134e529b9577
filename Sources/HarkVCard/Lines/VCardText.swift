/// The text rules of vCard values and lines: escaping (RFC 6350 3.4), lists and components, and
/// folding at 75 octets without cutting a UTF-8 sequence (3.2).
public enum VCardText {
  /// `raw` with `\n`, `\N`, `\,`, `\;` and `\\` read back; any other backslash is kept.
  public static func unescaped(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    var result = ""
    var escaping = false
    for character in raw {
      if escaping {
        switch character {
        case "n", "N": result.append("\n")
        case ",", ";", "\\", ":": result.append(character)
        default: result += "\\" + String(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }

  /// `text` escaped for a value: backslash, newline, comma and semicolon.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      case "\r": continue
      case ",": result += "\\,"
      case ";": result += "\\;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `raw` split on each `separator` no backslash escapes, each part unescaped.
  public static func components(_ raw: String, separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var escaping = false
    for character in raw {
      if escaping {
        current += "\\" + String(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == separator {
        parts.append(unescaped(current))
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaping { current.append("\\") }
    parts.append(unescaped(current))
    return parts
  }

  /// A parameter value as written: quoted when it holds `:`, `;` or `,`.
  public static func parameterValue(_ value: String) -> String {
    let clean = value.filter { $0 != "\"" && $0 != "\n" && $0 != "\r" }
    return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(clean)\"" : clean
  }

  /// `line` as physical lines of at most 75 octets each, every one after the first starting with
  /// a space, ended by `newline`. A cut never falls inside a character's UTF-8 bytes.
  public static func folded(_ line: String, newline: String = "\r\n") -> String {
    let bytes = Array(line.utf8)
    guard bytes.count > 75 else { return line + newline }
    var result: [UInt8] = []
    var start = 0
    var limit = 75
    while start < bytes.count {
      var end = min(start + limit, bytes.count)
      // Back off continuation bytes (10xxxxxx) so the cut falls before a character's first byte.
      while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      if start > 0 { result.append(0x20) }
      result += bytes[start..<end]
      result += Array(newline.utf8)
      start = end
      limit = 74
    }
    return String(decoding: result, as: UTF8.self)
  }
}
