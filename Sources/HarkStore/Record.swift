/// One stored record: an id unique within its (app, collection) and its fields.
public struct Record: Sendable, Hashable {
  /// The id, unique within the record's collection.
  public var id: String
  /// The record's fields; the id is not among them.
  public var fields: [String: JSONValue]

  /// Makes a record.
  public init(id: String, fields: [String: JSONValue]) {
    self.id = id
    self.fields = fields
  }
}

/// What one collection, or one app's plain files, start with when a store is created.
public struct StoreSeed: Sendable, Hashable {
  /// The app the collection belongs to (a folder under the store root).
  public var app: String
  /// The collection's name (a file in the app's folder); empty for a seed of files only.
  public var collection: String
  /// The records, in the order they are written.
  public var records: [Record]
  /// Fields to index from the start (`records(where:equals:)` on them is then fast at once); any
  /// other field is indexed the first time a query names it.
  public var indexedFields: [String]
  /// Files in the app's folder, by their path under it (`calendars/home/review.ics`): data an app
  /// keeps in a format other programs read rather than as records. A path ending in `/` is an
  /// empty folder (`maildir/tmp/`), its bytes ignored.
  public var files: [String: [UInt8]] = [:]
  /// The modification times of some of ``files`` in seconds since 1970, by the same paths: set
  /// after writing them (a demo's documents changed days before its clock's now).
  public var fileTimes: [String: Double] = [:]
  /// Extended attributes of some of ``files`` (`user.xdg.tags`), by the same paths: written where
  /// the file system keeps them, left out where it does not.
  public var fileAttributes: [String: [String: [UInt8]]] = [:]

  /// Makes a seed of records.
  public init(app: String, collection: String, records: [Record], indexedFields: [String] = []) {
    self.app = app
    self.collection = collection
    self.records = records
    self.indexedFields = indexedFields
  }

  /// Makes a seed of files in the app's folder (the store's own folder for an empty `app`), by
  /// their paths under it; each path's parts are plain names (no `..`, no leading `/`), or the
  /// store refuses to be made.
  public init(app: String, files: [String: [UInt8]]) {
    self.init(app: app, collection: "", records: [])
    self.files = files
  }
}

/// One line of a collection file, decoded.
///
/// On disk: `{"hark-store":1,"app":"…","collection":"…"}` first, then `{"id":"…","fields":{…}}` for a
/// new or updated record and `{"id":"…","deleted":true}` for a deletion.
enum LogLine: Sendable, Hashable {
  case header(version: Int)
  case record(Record)
  case tombstone(id: String)

  var id: String? {
    switch self {
    case .header: nil
    case .record(let record): record.id
    case .tombstone(let id): id
    }
  }

  /// Decodes one line (without its newline); nil when it is not a well-formed store line.
  ///
  /// The line's own object is read member by member (`JSONParser.parseLine`), not into a
  /// dictionary: that dictionary cost a third of reading a record (its hashing and its memory),
  /// and a find on a large store reads a few thousand. What it accepts and the errors it throws
  /// are ``decodeAsValue(_:)``'s, which the tests compare it with.
  static func decode(_ line: UnsafeBufferPointer<UInt8>) throws(JSONDecodingProblem) -> LogLine {
    var parser = JSONParser(line)
    parser.skipWhitespace()
    guard parser.position < line.count, line[parser.position] == UInt8(ascii: "{") else {
      return try decodeAsValue(line)
    }
    let members = try parser.parseLine()
    parser.skipWhitespace()
    guard parser.position == line.count else { throw .syntax(offset: parser.position) }
    if let version = members.header {
      guard case .number(let number) = version, number >= 1, number == number.rounded(),
        number < 1_000_000
      else { throw .syntax(offset: 0) }
      return .header(version: Int(number))
    }
    guard case .string(let id) = members.id else { throw .syntax(offset: 0) }
    if case .object(let fields) = members.fields, members.deleted == nil, !members.others {
      return .record(Record(id: id, fields: fields))
    }
    if case .bool(true) = members.deleted, members.fields == nil, !members.others {
      return .tombstone(id: id)
    }
    throw .syntax(offset: 0)
  }

  /// ``decode(_:)`` through a whole JSON value: the line's object made into a dictionary first.
  static func decodeAsValue(_ line: UnsafeBufferPointer<UInt8>) throws(JSONDecodingProblem) -> LogLine {
    guard case .object(let members) = try JSONValue.decode(line) else { throw .syntax(offset: 0) }
    if let version = members[LogFormat.headerKey] {
      guard case .number(let number) = version, number >= 1, number == number.rounded(),
        number < 1_000_000
      else { throw .syntax(offset: 0) }
      return .header(version: Int(number))
    }
    guard case .string(let id) = members["id"] else { throw .syntax(offset: 0) }
    if case .object(let fields) = members["fields"], members.count == 2 {
      return .record(Record(id: id, fields: fields))
    }
    if case .bool(true) = members["deleted"], members.count == 2 { return .tombstone(id: id) }
    throw .syntax(offset: 0)
  }

  /// Appends this line's bytes and its newline to `out`.
  func encode(into out: inout [UInt8]) {
    switch self {
    case .header(let version):
      out.append(contentsOf: "{\"\(LogFormat.headerKey)\":\(version)}".utf8)
    case .record(let record):
      out.append(contentsOf: "{\"id\":".utf8)
      JSONValue.encodeString(record.id, into: &out)
      out.append(contentsOf: ",\"fields\":".utf8)
      JSONValue.encodeObject(record.fields, into: &out)
      out.append(UInt8(ascii: "}"))
    case .tombstone(let id):
      out.append(contentsOf: "{\"id\":".utf8)
      JSONValue.encodeString(id, into: &out)
      out.append(contentsOf: ",\"deleted\":true}".utf8)
    }
    out.append(0x0A)
  }
}

/// Names and numbers of the on-disk format.
enum LogFormat {
  /// The format version this code reads and writes.
  static let version = 1
  /// The key of a collection file's header line.
  static let headerKey = "hark-store"
  /// The file at the store root that marks a folder as a store.
  static let markerName = "hark-store.json"
  /// The extension of collection files.
  static let collectionExtension = "jsonl"
  /// The extension of rejects files, beside their collection.
  static let rejectsExtension = "rejects"
  /// The folder of derived (rebuildable) data.
  static let derivedFolder = ".derived"
  /// The lock file writers hold.
  static let lockName = ".lock"
}
