import Foundation
import HarkStore

/// The id file: one line per written entity (`+`) or removal (`-`), tab-separated, appended; and its
/// columns in memory (ids, types, dates, filter values, texts) for filtering before scoring.
final class EntityTable {
  let folder: DerivedFolder
  let name: String
  private let file: StoreFile
  /// Bytes of whole lines read (or written) so far.
  private(set) var byteSize = 0

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

  /// Opens (making) the id file `name` in `folder` and reads it. Call holding the store's lock: a
  /// line cut short by a crash (no newline) is cut off.
  init(folder: DerivedFolder, name: String) throws {
    self.folder = folder
    self.name = name
    guard let file = try folder.open(name, .update) else {
      throw SemanticError.unwritableFile(path: folder.path + "/" + name, reason: "cannot open")
    }
    self.file = file
    try readNew(cutTornEnd: true)
  }

  /// Reads the lines other processes appended since the last read. With `cutTornEnd` (holding the
  /// store's lock, when no write can be in progress) a last line without its newline is cut off.
  func readNew(cutTornEnd: Bool) throws {
    let size = try file.size()
    guard size != byteSize || cutTornEnd else { return }
    let bytes = size > byteSize ? try file.read(from: byteSize, count: size - byteSize) : []
    var start = 0
    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      for index in 0..<raw.count where raw[index] == 0x0A {
        apply(bytes: UnsafeRawBufferPointer(rebasing: raw[start..<index]))
        start = index + 1
      }
    }
    byteSize += start
    if cutTornEnd, byteSize != size { try file.truncate(to: byteSize) }
  }

  /// Whether the name no longer leads to the file open here (a rebuild was put in place).
  func replacedOnDisk() throws -> Bool {
    guard let current = try folder.open(name, .read) else { return true }
    let now = try current.identity()
    let mine = try file.identity()
    let size = try file.size()
    return now.device != mine.device || now.inode != mine.inode || size < byteSize
  }

  /// Appends entities; returns their numbers. Call holding the store's lock, caught up.
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

  func synchronize() throws { try file.sync() }

  /// Rolls back to an earlier size (a rebuild checkpoint) by reloading what is left.
  func truncated(toBytes size: Int) throws -> EntityTable {
    try file.truncate(to: min(size, byteSize))
    return try EntityTable(folder: folder, name: name)
  }

  func typeCode(_ name: String) -> UInt16? { typeCodes[name] }

  func filterCode(key: String, value: String) -> Int32? { filterCodes[key]?[value.lowercased()] }

  private func write(_ text: String) throws {
    let bytes = Array(text.utf8)
    do {
      try file.write(bytes, at: byteSize)
    } catch {
      throw SemanticError.unwritableFile(path: file.path, reason: "\(error)")
    }
    byteSize += bytes.count
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
