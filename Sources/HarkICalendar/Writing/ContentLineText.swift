/// Content lines as Hark writes them (RFC 5545 3.1-3.3): TEXT values escaped, parameters quoted
/// when they must be, lines folded at 75 octets without splitting a UTF-8 character.
enum ContentLineText {
  /// The longest a physical line may be, in octets, without its line break.
  static let foldWidth = 75

  /// `value` as a TEXT value: backslash, semicolon, comma and line breaks escaped.
  static func escaped(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n", "\r\n": result += "\\n"
      case "\r": break
      default: result.append(character)
      }
    }
    return result
  }

  /// A parameter value, in quotes when it holds `:`, `;` or `,` (RFC 5545 3.2); quotes inside
  /// are dropped, since a parameter value cannot hold one.
  static func parameterValue(_ value: String) -> String {
    let clean = value.filter { $0 != "\"" && $0 != "\r" && $0 != "\n" }
    return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(clean)\"" : clean
  }

  /// `line` (no line break) folded at ``foldWidth`` octets, each physical line ended by `newline`.
  static func folded(_ line: String, newline: String) -> String {
    let bytes = Array(line.utf8)
    guard bytes.count > foldWidth else { return line + newline }
    var result: [UInt8] = []
    var position = 0
    var width = foldWidth
    while position < bytes.count {
      var end = min(position + width, bytes.count)
      // Back off to a character boundary: a continuation byte is 10xxxxxx.
      while end < bytes.count, end > position, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      if position > 0 { result.append(0x20) }
      result += bytes[position..<end]
      result += Array(newline.utf8)
      position = end
      width = foldWidth - 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The `NAME;PARAMS:VALUE` line of a time property for `time`: `VALUE=DATE` for a day, `TZID`
  /// for a zoned time, `Z` for UTC; `keeping` parameters (other than VALUE and TZID) stay.
  static func timeLine(
    _ name: String, _ time: EventTime, keeping parameters: [(name: String, value: String)] = []
  )
    -> String
  {
    var head = name
    for parameter in parameters where parameter.name != "VALUE" && parameter.name != "TZID" {
      head += ";\(parameter.name)=\(parameterValue(parameter.value))"
    }
    switch time {
    case .date: head += ";VALUE=DATE"
    case .zoned(_, let zone): head += ";TZID=\(parameterValue(zone))"
    case .floating, .utc: break
    }
    return head + ":" + ValueText.dateOrDateTime(time)
  }

  /// A UTC DATE-TIME value of `seconds` since the epoch (DTSTAMP, LAST-MODIFIED).
  static func utcStamp(_ seconds: Int64) -> String {
    ValueText.dateOrDateTime(.utc(LocalDateTime(secondsSinceEpoch: seconds)))
  }

  /// A TRIGGER duration of `seconds` (negative before): `-PT15M`, `PT0S`, `-P1D`.
  static func duration(_ seconds: Int) -> String {
    var rest = abs(seconds)
    var text = seconds < 0 ? "-P" : "P"
    if rest == 0 { return "PT0S" }
    if rest % 86_400 == 0 { return text + "\(rest / 86_400)D" }
    if rest >= 86_400 {
      text += "\(rest / 86_400)D"
      rest %= 86_400
    }
    text += "T"
    if rest >= 3600 {
      text += "\(rest / 3600)H"
      rest %= 3600
    }
    if rest >= 60 {
      text += "\(rest / 60)M"
      rest %= 60
    }
    if rest > 0 { text += "\(rest)S" }
    return text
  }
}
