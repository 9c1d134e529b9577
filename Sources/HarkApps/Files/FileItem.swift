import Foundation
import HarkCore
import HarkStore

/// A document in the user's files.
public struct FileItem: AppEntity, Hashable, FileExporting {
  public static let schema = SchemaCatalog.entity("files.file")
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

  public var displayRepresentation: DisplayRepresentation {
    let stem = name.split(separator: ".").dropLast().joined(separator: ".")
    return DisplayRepresentation(
      title: name, details: [.text(folder), .day(modificationDate)],
      synonyms: (stem.isEmpty ? [] : [stem]) + tags)
  }

  public var file: IntentFile {
    IntentFile(filename: name, contentType: contentType, data: Data(preview.utf8))
  }
}

extension FileItem {
  init?(_ record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue, let date = f["modificationDate"]?.dateValue else {
      return nil
    }
    self.init(
      id: record.id, name: name, contentType: f["contentType"]?.stringValue ?? "public.data",
      folder: f["folder"]?.stringValue ?? "Documents", modificationDate: date,
      tags: f["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [], preview: f["preview"]?.stringValue ?? "")
  }

  var record: Record {
    Record(
      id: id,
      fields: [
        "name": .string(name), "contentType": .string(contentType), "folder": .string(folder),
        "modificationDate": .date(modificationDate), "preview": .string(preview),
        "tags": .array(tags.map(JSONValue.string)),
      ])
  }
}

/// Finds files by identifier, by words of their names, and by properties.
struct FileItemQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every file, most recently changed first.
  func all() throws -> [FileItem] {
    try context.records(Files.Collection.files).compactMap(FileItem.init)
      .sorted { $0.modificationDate > $1.modificationDate }
  }

  func entities(for identifiers: [String]) throws -> [FileItem] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [FileItem] { try all() }

  func entities(matching string: String) throws -> [FileItem] {
    try all().filter { $0.name.localizedStandardContains(string) }
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [FileItem] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}
