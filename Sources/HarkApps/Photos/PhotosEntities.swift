import Foundation
import HarkCore
import HarkStore

/// A photo or video in the library.
public struct PhotoAsset: AppEntity, Hashable, PlaceExporting {
  public static let schema = SchemaCatalog.entity(.asset)
  public static let typeDisplayName = "photo"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("creationDate") { .date($0.creationDate.timeIntervalSince1970) },
      EntityProperty("isFavorite") { .bool($0.isFavorite) },
      EntityProperty("location") { $0.location.map(PropertyValue.string) ?? .none },
      EntityProperty("filter") { $0.filter.map(PropertyValue.string) ?? .none },
      EntityProperty("caption", indexed: true) { .string($0.caption) },
      EntityProperty("keywords", indexed: true) { .string($0.keywords.joined(separator: ", ")) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    PhotoAssetQuery(context: context)
  }

  public var id: String
  /// What the photo shows, in words (the library's own description).
  public var caption: String
  public var creationDate: Date
  public var location: String?
  public var isFavorite: Bool
  /// The filter applied (`mono`, `vivid`, …); nil for the original.
  public var filter: String?
  /// What is in the photo, as the library tags it ("beach", 海滩): found by "the photo of the beach".
  public var keywords: [String] = []

  public var displayRepresentation: DisplayRepresentation {
    let details: [DisplayRepresentation.Detail] =
      [.day(creationDate)] + [location, filter].compactMap { $0.map(DisplayRepresentation.Detail.text) }
    return DisplayRepresentation(
      title: caption, details: details, synonyms: (location.map { [$0] } ?? []) + keywords)
  }

  public var place: PlaceDescriptor { PlaceDescriptor(commonName: location) }
}

/// An album of photos.
public struct PhotoAlbum: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.album)
  public static let typeDisplayName = "album"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("name", indexed: true) { .string($0.name) },
      EntityProperty("assets") { .reference($0.assets.joined(separator: ",")) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    PhotoAlbumQuery(context: context)
  }

  public var id: String
  public var name: String
  /// The identifiers of its photos, in order.
  public var assets: [String]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: assets.count == 1 ? "1 photo" : "\(assets.count) photos")
  }
}

extension PhotoAsset {
  init?(_ record: Record) {
    let f = record.fields
    guard let caption = f["caption"]?.stringValue, let date = f["creationDate"]?.dateValue else {
      return nil
    }
    self.init(
      id: record.id, caption: caption, creationDate: date, location: f["location"]?.stringValue,
      isFavorite: f["isFavorite"]?.boolValue ?? false, filter: f["filter"]?.stringValue,
      keywords: f["keywords"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    var fields: [String: JSONValue] = [
      "caption": .string(caption), "creationDate": .date(creationDate), "isFavorite": .bool(isFavorite),
    ]
    if let location { fields["location"] = .string(location) }
    if let filter { fields["filter"] = .string(filter) }
    if !keywords.isEmpty { fields["keywords"] = .array(keywords.map(JSONValue.string)) }
    return Record(id: id, fields: fields)
  }
}

extension PhotoAlbum {
  init?(_ record: Record) {
    guard let name = record.fields["name"]?.stringValue else { return nil }
    self.init(
      id: record.id, name: name,
      assets: record.fields["assets"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    Record(id: id, fields: ["name": .string(name), "assets": .array(assets.map(JSONValue.string))])
  }
}

/// Finds photos by identifier, by words of their captions or places, and by properties.
struct PhotoAssetQuery: EntityStringQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every photo, newest first.
  func all() throws -> [PhotoAsset] {
    try context.records(Photos.Collection.assets).compactMap(PhotoAsset.init)
      .sorted { $0.creationDate > $1.creationDate }
  }

  func entities(for identifiers: [String]) throws -> [PhotoAsset] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [PhotoAsset] { try all() }

  func entities(matching string: String) throws -> [PhotoAsset] {
    try all().filter { photo in
      ([photo.caption, photo.location ?? ""] + photo.keywords).contains {
        $0.localizedStandardContains(string)
      }
    }
  }

  func entities(
    matching filters: [PropertyFilter], mode: PropertyFilter.Mode, sortedBy: [PropertySort], limit: Int?
  ) throws -> [PhotoAsset] {
    apply(filters, mode: mode, sortedBy: sortedBy, limit: limit, to: try all())
  }
}

/// Finds albums.
struct PhotoAlbumQuery: EntityStringQuery {
  let context: AppContext

  func entities(for identifiers: [String]) throws -> [PhotoAlbum] {
    let wanted = Set(identifiers)
    return try suggestedEntities().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [PhotoAlbum] {
    try context.records(Photos.Collection.albums).compactMap(PhotoAlbum.init)
  }

  func entities(matching string: String) throws -> [PhotoAlbum] {
    try suggestedEntities().filter { $0.name.localizedStandardContains(string) }
  }
}
