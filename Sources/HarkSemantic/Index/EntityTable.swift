import Foundation

/// The id file: one line per written entity (`+`) or removal (`-`), tab-separated, appended; and its
/// columns in memory (ids, types, dates, filter values, texts) for filtering before scoring.
final class EntityTable {
  let url: URL
  private let handle: FileHandle
  private(set) var byteSize: Int

  private(set) var ids: [String] = []
  private(set) var types: [UInt16] = []
  private(set) var typeNames: [String] = []
  private var typeCodes: [String: UInt16] = [:]
  private(set) var dates: [Double] = []
  private(set) var filterColumns: [String: [Int32]] = [:]
  private var filterCodes: [String: [String: Int32]] = [:]
  /// Filter values as written, to skip lowercasing the common repeats.
  private var rawFilterCodes: [String: [String: Int32]] = [:]
  private(set) var fieldNames: [[String]] = []
  private(set) var texts: [[String]] = []
  private(set) var alive: [Bool] = []
  private(set) var latest: [String: Int32] = [:]

  var count: Int { ids.count }

  init(url: URL) throws {
    self.url = url
    if !FileManager.default.fileExists(atPath: url.path) {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw SemanticError.unwritableFile(path: url.path, reason: "cannot create")
      }
    }
    let data: Data
    byteSize = 0
    do {
      handle = try FileHandle(forUpdating: url)
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
    // A line cut short by a crash (no newline yet) is dropped.
    var end = 0
    var start = 0
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      for index in 0..<bytes.count where bytes[index] == 0x0A {
        apply(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        start = index + 1
        end = start
      }
    }
    byteSize = end
    if end != data.count { try? handle.truncate(atOffset: UInt64(end)) }
  }

  deinit { try? handle.close() }

  /// Appends entities; returns their numbers.
  func append(_ entries: [IndexEntry]) throws -> Range<Int> {
    let first = count
    var text = ""
    for entry in entries {
      let line = Self.line(for: entry)
      text += line
      text += "\n"
      apply(line: line)
    }
    try write(text)
    return first..<count
  }

  /// Marks the entity with this id as gone.
  func remove(id: String) throws {
    guard latest[id] != nil else { return }
    let line = "-\t" + Self.escape(id)
    apply(line: line)
    try write(line + "\n")
  }

  func synchronize() { try? handle.synchronize() }

  /// Rolls back to an earlier size (a rebuild checkpoint) by reloading what is left.
  func truncated(toBytes size: Int) throws -> EntityTable {
    try handle.truncate(atOffset: UInt64(min(size, byteSize)))
    try handle.close()
    return try EntityTable(url: url)
  }

  func typeCode(_ name: String) -> UInt16? { typeCodes[name] }

  func filterCode(key: String, value: String) -> Int32? { filterCodes[key]?[value.lowercased()] }

  private func write(_ text: String) throws {
    let data = Data(text.utf8)
    do {
      try handle.seek(toOffset: UInt64(byteSize))
      try handle.write(contentsOf: data)
    } catch {
      throw SemanticError.unwritableFile(path: url.path, reason: "\(error)")
    }
    byteSize += data.count
  }

  private func apply(line: String) {
    var line = line
    line.withUTF8 { apply(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Applies one line, parsed as bytes: the separators are ASCII, so UTF-8 splits safely on them.
  private func apply(bytes line: UnsafeRawBufferPointer) {
    let parts = Self.split(line, on: 0x09)
    guard let op = parts.first, op.count == 1 else { return }
    if op[0] == UInt8(ascii: "-"), parts.count >= 2 {
      if let index = latest.removeValue(forKey: Self.text(parts[1])) { alive[Int(index)] = false }
      return
    }
    guard op[0] == UInt8(ascii: "+"), parts.count == 6 else { return }
    let id = Self.text(parts[1])
    let type = Self.text(parts[2])
    let index = ids.count
    if let previous = latest.updateValue(Int32(index), forKey: id) { alive[Int(previous)] = false }
    ids.append(id)
    alive.append(true)
    let code = typeCodes[type] ?? UInt16(typeNames.count)
    if typeCodes[type] == nil {
      typeCodes[type] = code
      typeNames.append(type)
    }
    types.append(code)
    dates.append(parts[3].isEmpty ? .nan : Double(Self.text(parts[3])) ?? .nan)
    for (key, value) in Self.pairs(parts[4]) {
      let valueCode: Int32
      if let existing = rawFilterCodes[key]?[value] {
        valueCode = existing
      } else {
        let lowered = value.lowercased()
        if let existing = filterCodes[key]?[lowered] {
          valueCode = existing
        } else {
          valueCode = Int32(filterCodes[key]?.count ?? 0)
          filterCodes[key, default: [:]][lowered] = valueCode
        }
        rawFilterCodes[key, default: [:]][value] = valueCode
      }
      var column = filterColumns[key] ?? []
      filterColumns[key] = nil
      if column.count < index {
        column.append(contentsOf: repeatElement(-1, count: index - column.count))
      }
      column.append(valueCode)
      filterColumns[key] = column
    }
    let fields = Self.pairs(parts[5])
    fieldNames.append(fields.map(\.0))
    texts.append(fields.map(\.1))
  }

  private static func split(_ bytes: UnsafeRawBufferPointer, on separator: UInt8)
    -> [UnsafeRawBufferPointer]
  {
    var result: [UnsafeRawBufferPointer] = []
    var start = 0
    for index in 0..<bytes.count where bytes[index] == separator {
      result.append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
      start = index + 1
    }
    result.append(UnsafeRawBufferPointer(rebasing: bytes[start..<bytes.count]))
    return result
  }

  private static func text(_ bytes: UnsafeRawBufferPointer) -> String {
    let decoded = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(0x5C) ? unescape(Substring(decoded)) : decoded
  }

  private static func pairs(_ bytes: UnsafeRawBufferPointer) -> [(String, String)] {
    guard !bytes.isEmpty else { return [] }
    return split(bytes, on: 0x1E).compactMap { pair in
      guard let middle = pair.firstIndex(of: 0x1F) else { return nil }
      return (
        text(UnsafeRawBufferPointer(rebasing: pair[0..<middle])),
        text(UnsafeRawBufferPointer(rebasing: pair[(middle + 1)..<pair.count]))
      )
    }
  }

  /// The filter value code of `entity` for `key`, or -1.
  func filterValue(key: String, entity: Int) -> Int32 {
    guard let column = filterColumns[key], entity < column.count else { return -1 }
    return column[entity]
  }

  static func line(for entry: IndexEntry) -> String {
    let date = entry.date.map { String($0.timeIntervalSince1970) } ?? ""
    let filters = entry.filters.sorted { $0.key < $1.key }.map {
      escape($0.key) + "\u{1F}" + escape($0.value)
    }
    let fields = entry.orderedFields.map { escape($0.name) + "\u{1F}" + escape($0.text) }
    return [
      "+", escape(entry.id), escape(entry.type), date, filters.joined(separator: "\u{1E}"),
      fields.joined(separator: "\u{1E}"),
    ].joined(separator: "\t")
  }

  static func escape(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = ["\\", "\t", "\n", "\r", "\u{1E}", "\u{1F}"]
    guard text.unicodeScalars.contains(where: { special.contains($0) }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      case "\u{1E}": result.append(contentsOf: "\\e".unicodeScalars)
      case "\u{1F}": result.append(contentsOf: "\\f".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  static func unescape(_ text: Substring) -> String {
    guard text.unicodeScalars.contains("\\") else { return String(text) }
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        switch scalar {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "e": result.append("\u{1E}")
        case "f": result.append("\u{1F}")
        default: result.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
