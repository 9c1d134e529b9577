import Foundation
import HarkCore
import HarkGrammar
import HarkStore

/// A document in the user's files.
public struct FileItem: AppEntity, Hashable, FileExporting {
  public static let schema = SchemaCatalog.entity(.file)
  public static let typeDisplayName = "file"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name", indexed: true) { .string($0.name) },
      EntityProperty("contentType") { .string($0.contentType) },
      EntityProperty("modificationDate") { .date($0.modificationDate.timeIntervalSince1970) },
      EntityProperty("folder") { .string($0.folder) },
      EntityProperty("tags") { .string($0.tags.joined(separator: ", ")) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    FileItemQuery(context: context)
  }

  public var id: String
  /// The name with its extension (`budget.numbers`).
  public var name: String
  public var contentType: String
  public var folder: String
  public var modificationDate: Date
  /// Words the file is tagged with ("report", 报告), as Finder tags: found by "my latest report".
  public var tags: [String] = []
  /// A line of what the file says, shown when it is opened.
  public var preview: String
  /// Where the store keeps its bytes, under `<store>/files/documents/` (`Work/Q2 sales
  /// report.pdf`); nil for a file the store has no bytes of.
  public var documentPath: String? = nil
  /// ``documentPath`` in this store: what a mail or a message the file is sent with carries.
  public var url: URL? = nil

  public var displayRepresentation: DisplayRepresentation {
    let stem = FileItem.stem(of: name)
    return DisplayRepresentation(
      title: name, details: [.text(folder), .day(modificationDate)],
      synonyms: (stem.isEmpty ? [] : [stem]) + tags)
  }

  /// The name without its extension: its parts between dots, less the last, joined again
  /// (`budget.numbers` → `budget`). An ASCII name is split by its bytes: splitting by characters
  /// cost as much as the rest of resolving a message's words as files, at every send.
  static func stem(of name: String) -> String {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.split(separator: ".").dropLast().joined(separator: ".")
    }
    // Most names ("Q2 sales report.pdf") have no empty part between dots: the stem is what comes
    // before the last dot, found without splitting (a send looks at every file's stem).
    var name = name
    let plain = name.withUTF8 { bytes -> Int?? in
      let dot = UInt8(ascii: ".")
      guard let first = bytes.first, first != dot, bytes.last != dot else { return nil }
      var last: Int?
      for index in bytes.indices where bytes[index] == dot {
        if last == index - 1 { return nil }
        last = index
      }
      return .some(last)
    }
    if let plain {
      guard let last = plain else { return "" }
      return String(decoding: name.utf8.prefix(last), as: UTF8.self)
    }
    var stem: [UInt8] = []
    for part in name.utf8.split(separator: UInt8(ascii: ".")).dropLast() {
      if !stem.isEmpty { stem.append(UInt8(ascii: ".")) }
      stem += part
    }
    return String(decoding: stem, as: UTF8.self)
  }

  /// The file's bytes where the store keeps them; else (a demo file that has none) its preview.
  public var file: IntentFile {
    if let url { return IntentFile(filename: name, contentType: contentType, url: url) }
    return IntentFile(filename: name, contentType: contentType, data: Data(preview.utf8))
  }
}

extension FileItem {
  /// The file a record describes; its `path` (under the store's `files/documents/`) is where its
  /// bytes are.
  init?(_ record: Record, documents: URL) {
    self.init(record)
    if let documentPath { url = documents.appendingPathComponent(documentPath) }
  }

  init?(_ record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue, let date = f["modificationDate"]?.dateValue else {
      return nil
    }
    self.init(
      id: record.id, name: name, contentType: f["contentType"]?.stringValue ?? "public.data",
      folder: f["folder"]?.stringValue ?? "Documents", modificationDate: date,
      tags: f["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [], preview: f["preview"]?.stringValue ?? "")
    documentPath = f["path"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
  }

  var record: Record {
    var fields: [String: HarkStore.JSONValue] = [
      "name": .string(name), "contentType": .string(contentType), "folder": .string(folder),
      "modificationDate": .date(modificationDate), "preview": .string(preview),
      "tags": .array(tags.map(JSONValue.string)),
    ]
    if let documentPath { fields["path"] = .string(documentPath) }
    return Record(id: id, fields: fields)
  }
}

/// Finds files by identifier, by words of their names, and by properties.
struct FileItemQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every file, most recently changed first.
  func all() throws -> [FileItem] {
    let documents = Files.documents(context)
    return try context.records(Files.Collection.files).compactMap { FileItem($0, documents: documents) }
      .sorted { $0.modificationDate > $1.modificationDate }
  }

  func entities(for identifiers: [String]) throws -> [FileItem] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [FileItem] { try all() }

  /// The files are the `files` collection's records, whatever the clock or language.
  var suggestionsFollowTheStore: Bool { true }

  /// The files whose names contain `string`, most recently changed first. Only their records are
  /// made into files (a send asks with the words of its message, which name none): the same
  /// files in the same order as filtering ``all()``, since the sort keeps the order of equals.
  func entities(matching string: String) throws -> [FileItem] {
    let words = Words(string)
    return try context.records(Files.Collection.files)
      .filter { record in
        guard let name = record.fields["name"]?.stringValue else { return false }
        return FileItemQuery.name(name, contains: string, words: words)
      }
      .compactMap { FileItem($0, documents: Files.documents(context)) }
      .sorted { $0.modificationDate > $1.modificationDate }
  }

  /// What is known of the words of a search before Foundation is asked.
  struct Words {
    /// The words in lower case, when they are all printable ASCII.
    let folded: [UInt8]?
    /// Whether they hold a Han character, which no ASCII name holds in any case or accent.
    let hasHan: Bool

    init(_ string: String) {
      folded = FileItemQuery.foldedPrintableASCII(string)
      hasHan = Script.containsHan(string)
    }
  }

  /// `name.localizedStandardContains(string)`. Printable ASCII contains printable ASCII, ignoring
  /// case and diacritics, only if it does so ignoring case, and never holds Han: names that fail
  /// that are not asked of Foundation, which makes a locale per name (at every send, for the
  /// words of the message).
  static func name(_ name: String, contains string: String, words: Words) -> Bool {
    var name = name
    // The name's bytes are read in place, lower-cased as they are compared: a send asks this of
    // every file with its message's words.
    let refused = name.withUTF8 { bytes -> Bool in
      guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return false }
      if words.hasHan { return true }
      if let needle = words.folded, !lowerCased(bytes, contain: needle) { return true }
      return false
    }
    return !refused && name.localizedStandardContains(string)
  }

  /// Whether `needle` (lower case) occurs in `haystack` made lower case: ``bytes(_:contain:)`` of
  /// the haystack's ``foldedPrintableASCII(_:)``, without making it.
  static func lowerCased(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    guard !needle.isEmpty else { return true }
    func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
    for start in 0...(haystack.count - needle.count) {
      var matched = 0
      while matched < needle.count, lower(haystack[start + matched]) == needle[matched] { matched += 1 }
      if matched == needle.count { return true }
    }
    return false
  }

  /// Whether `needle` occurs in `haystack` (the standard library's generic search costs more than
  /// Foundation's here).
  static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    guard !needle.isEmpty else { return true }
    for start in 0...(haystack.count - needle.count) {
      var matched = 0
      while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
      if matched == needle.count { return true }
    }
    return false
  }

  /// `text` in lower case when it is all printable ASCII (space to tilde), else nil.
  static func foldedPrintableASCII(_ text: String) -> [UInt8]? {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard (0x20...0x7E).contains(byte) else { return nil }
      folded.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return folded
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [FileItem] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}
