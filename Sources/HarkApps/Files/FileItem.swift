import Foundation
import HarkCore
import HarkGrammar
import HarkStore

/// A file in one of the person's folders (``DataSources/files``: the XDG user directories, the
/// sources file's `[files NAME]` folders, or the store's own `files/documents/`), as it is on disk.
///
/// Its identifier is its folder source's name and its path under that folder
/// (`Documents/Work/Q2 sales report.pdf`): stable while the file stays where it is, readable in
/// `:explain`, and never an absolute path a person did not configure.
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
      EntityProperty("size") { .number(Double($0.size)) },
      EntityProperty("kind") { .string($0.kind.rawValue) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    FileItemQuery(context: context)
  }

  /// `SOURCE/relative/path`: see the type's comment.
  public var id: String
  /// The name with its extension (`budget.ods`).
  public var name: String
  /// Its MIME type as libmagic reads its first bytes (`application/pdf`); for what is not a
  /// regular file, libmagic's word for its kind (`inode/fifo`, `inode/symlink`). A walked file's
  /// bytes are read for it the first time it is asked (``sniffedType``), not when it is listed.
  public var contentType: String {
    get { sniffedType?.value ?? givenType }
    set {
      givenType = newValue
      sniffedType = nil
    }
  }
  /// The type given, or set since; used unless ``sniffedType`` reads one.
  private var givenType: String
  /// The type a walk found a regular file to have, read when first asked.
  var sniffedType: SniffedType?
  /// The name of the folder it is in (`Work`); the folder source's name at its top.
  public var folder: String
  /// When its content last changed (its mtime).
  public var modificationDate: Date
  /// Words the file is tagged with (the freedesktop `user.xdg.tags` extended attribute:
  /// "report", 报告): found by "my latest report".
  public var tags: [String] = []
  /// Its size in bytes (of the link itself for a link, 0 for a device or a FIFO).
  public var size: Int64 = 0
  /// What it is: a regular file, or something listed and never read.
  public var kind: FileKind = .regular
  /// Where it is.
  public var url: URL
  /// The name of the folder source it was found in (`Documents`).
  public var source: String = ""
  /// Whether its folder source is read-only (`read-only = yes`): never renamed or trashed.
  public var isReadOnly = false

  public init(
    id: String, name: String, contentType: String, folder: String, modificationDate: Date, url: URL,
    tags: [String] = [], size: Int64 = 0, kind: FileKind = .regular, source: String = "",
    isReadOnly: Bool = false
  ) {
    self.id = id
    self.name = name
    givenType = contentType
    self.folder = folder
    self.modificationDate = modificationDate
    self.url = url
    self.tags = tags
    self.size = size
    self.kind = kind
    self.source = source
    self.isReadOnly = isReadOnly
  }

  public static func == (left: FileItem, right: FileItem) -> Bool {
    left.id == right.id && left.name == right.name && left.folder == right.folder
      && left.modificationDate == right.modificationDate && left.tags == right.tags && left.size == right.size
      && left.kind == right.kind && left.url == right.url && left.source == right.source
      && left.isReadOnly == right.isReadOnly && left.contentType == right.contentType
  }

  /// Hashed by what tells files apart; equal files (``==``) have the same of each.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(size)
    hasher.combine(modificationDate)
  }

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

  /// The file itself, read where it is when an app takes its bytes (a mail's attachment, a
  /// message's copy): never a copy made beforehand.
  public var file: IntentFile {
    IntentFile(filename: name, contentType: contentType, url: url)
  }
}

/// What a listed path is. Only regular files are read; the rest are listed as what they are.
public enum FileKind: String, Sendable, Hashable, CaseIterable {
  /// A regular file Hark may read.
  case regular
  /// A regular file its owner's permissions keep Hark from reading.
  case unreadable
  /// A symbolic link leading out of the configured folders (or nowhere): never followed.
  case outsideLink = "link"
  /// A character or block device.
  case device
  /// A named pipe: reading one would wait for a writer.
  case fifo
  /// A Unix socket.
  case socket
}

/// Finds files by identifier, by words of their names, and by properties: the folders' walk
/// (``FolderWalker/walk()``, the last one while nothing it saw has changed) is asked once for each
/// line and kept in the context's ``AppContext/lineMemo``, so a file changed outside Hark is seen
/// as it is when the line is read, and a send whose readings ask whether their words name an
/// attachment checks the folders once, not once a reading.
struct FileItemQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// The walk of every configured folder, once for the line. Every folder and file it saw is
  /// noted as read, as it saw it (``HarkStore/Store/noteRead(outside:)``), so what the shell makes
  /// of the files' names is kept only while none of them has changed since the walk.
  func walk() -> FolderWalk {
    let walker = FolderWalker(sources: context.sources.files)
    // Keyed by the folders too: a copy of the context given other sources shares the memo.
    let walk = context.lineMemo.value("files.walk\n" + walker.key) { walker.walk() }
    context.store.noteRead(outside: walk.seen.lazy.compactMap { seen in seen.own.map { ($0, seen.stamp) } })
    return walk
  }

  /// The files' names are kept between lines and runs while no folder or file the walk saw has
  /// changed (``walk()`` notes each): a send asks whether its words name a file at every line.
  var suggestionsFollowTheStore: Bool { true }

  /// Every file, most recently changed first.
  func all() throws -> [FileItem] {
    walk().files.sorted { $0.modificationDate > $1.modificationDate }
  }

  func entities(for identifiers: [String]) throws -> [FileItem] {
    // Each identifier names its folder source and path: only those are looked at, not a walk.
    let walker = FolderWalker(sources: context.sources.files)
    var seen: Set<String> = []
    return identifiers.filter { seen.insert($0).inserted }.compactMap { walker.file(id: $0) }
  }

  func suggestedEntities() throws -> [FileItem] { try all() }

  /// The files one of whose names contains `string` (the file's name or one of its tags, which
  /// ``FileItem/displayRepresentation`` gives as synonyms), most recently changed first.
  func entities(matching string: String) throws -> [FileItem] {
    let words = Words(string)
    return try all().filter { file in
      FileItemQuery.name(file.name, contains: string, words: words)
        || file.tags.contains { $0.localizedStandardContains(string) }
    }
  }

  /// The search by words looks at the names alone (``entities(matching:)``): the resolver answers
  /// it from the names it keeps, and a send's words are not looked for by walking the folders.
  var searchesNamesOnly: Bool { true }

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
