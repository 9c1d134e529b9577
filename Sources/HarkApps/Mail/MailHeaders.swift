import Foundation

/// Edits of a message's header block that leave every other byte as it was: a draft sent as the
/// person (or their other client) wrote it, with only its Date and Bcc changed.
enum MailHeaders {
  /// The byte offset where the body starts (after the first empty line), or the end.
  static func headerEnd(_ data: [UInt8]) -> Int {
    var index = 0
    while index < data.count {
      if data[index] == 0x0A {
        let next = index + 1
        if next < data.count, data[next] == 0x0A { return next + 1 }
        if next + 1 < data.count, data[next] == 0x0D, data[next + 1] == 0x0A { return next + 2 }
      }
      index += 1
    }
    return data.count
  }

  /// `data` without the fields named `names` (case-insensitive, continuation lines included),
  /// with `added` fields ("Name: value") put at the top of the header.
  static func editing(_ data: Data, removing names: Set<String>, adding added: [String] = []) -> Data {
    let bytes = [UInt8](data)
    let end = headerEnd(bytes)
    let lowered = Set(names.map { $0.lowercased() })
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count + added.reduce(0) { $0 + $1.utf8.count + 2 })
    for field in added { kept += Array(field.utf8) + [0x0D, 0x0A] }
    var lineStart = 0
    var dropping = false
    while lineStart < end {
      var lineEnd = lineStart
      while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let line = bytes[lineStart..<min(lineEnd + 1, end)]
      let isContinuation = line.first == 0x20 || line.first == 0x09
      if !isContinuation {
        let name = line.prefix { $0 != 0x3A && $0 != 0x0A && $0 != 0x0D }
        dropping =
          lowered.contains(
            String(decoding: name, as: UTF8.self).lowercased().trimmingCharacters(in: .whitespaces))
          && line.contains(0x3A)
      }
      if !dropping { kept += line }
      lineStart = lineEnd + 1
    }
    kept += bytes[end...]
    return Data(kept)
  }

  /// The RFC 5322 date of `date` ("Thu, 03 Dec 2026 22:51:40 +0000").
  static func rfc5322(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    return formatter.string(from: date)
  }
}
