import Foundation
import HarkCore

/// A photo: a picture file in a pictures folder (``PhotoLibrary``).
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

  /// Its path under its pictures folder (``PhotoLibrary``).
  public var id: String
  /// EXIF ImageDescription, else the file name's stem.
  public var caption: String
  /// EXIF DateTimeOriginal, else the file's modification time.
  public var creationDate: Date
  /// The nearest place of the gazetteer to its GPS position, else the coordinates; nil without GPS.
  public var location: String?
  /// An EXIF Rating of 4 or 5.
  public var isFavorite: Bool
  /// The look its file name says it has (`beach (cinematic).jpg`); nil for an original.
  public var filter: String?
  /// What is in the photo, as a library tagged it (XPKeywords: "beach", 海滩).
  public var keywords: [String] = []
  /// The file.
  public var file: URL?
  /// Every path of the file (the album folders' hard links included).
  public var links: [URL] = []
  /// The albums it is in: the folders of its paths, under the pictures folder.
  public var albums: [String] = []
  /// Which pictures folder of the sources it is in.
  public var sourceIndex = 0
  public var width = 0
  public var height = 0
  /// EXIF Make and Model.
  public var camera = ""

  public var displayRepresentation: DisplayRepresentation {
    let details: [DisplayRepresentation.Detail] =
      [.day(creationDate)] + [location, filter].compactMap { $0.map(DisplayRepresentation.Detail.text) }
    return DisplayRepresentation(
      title: caption, details: details, synonyms: (location.map { [$0] } ?? []) + keywords)
  }

  public var place: PlaceDescriptor { PlaceDescriptor(commonName: location) }
}

/// An album: a folder under a pictures folder.
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

  /// Its path under its pictures folder.
  public var id: String
  /// The folder's name.
  public var name: String
  /// The identifiers of its photos.
  public var assets: [String]
  /// The folder.
  public var folder: URL?

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: assets.count == 1 ? "1 photo" : "\(assets.count) photos")
  }
}

/// Finds photos by identifier, by words of their captions, places and keywords, and by properties.
struct PhotoAssetQuery: EntityRankingQuery, EntityPropertyQuery {
  let context: AppContext

  /// Every photo, newest first.
  func all() throws -> [PhotoAsset] { try PhotoLibrary(context: context).photos() }

  func entities(for identifiers: [String]) throws -> [PhotoAsset] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [PhotoAsset] { try all() }

  /// The photos the words name. A look made of a photo has its caption, place and keywords, so
  /// "the photo of the beach" would name both: the looks are left out when an original matches,
  /// unless the words name the look ("the cinematic photo of the beach").
  func entities(matching string: String) throws -> [PhotoAsset] {
    let found = try listed(matching: string)
    guard found.contains(where: { $0.filter == nil }) else { return found }
    return found.filter { photo in
      photo.filter.map { string.localizedStandardContains($0) } ?? true
    }
  }

  /// ``entities(matching:)``, each as good as the others: the resolver takes these in place of
  /// the names it indexed, which would bring the looks back.
  func ranking(matching string: String) throws -> EntityRanking<PhotoAsset> {
    EntityRanking(ranked: try entities(matching: string).map { ($0, 1.0) })
  }

  /// Every photo whose caption, place or keywords hold the words, looks included.
  func listed(matching string: String) throws -> [PhotoAsset] {
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

  func suggestedEntities() throws -> [PhotoAlbum] { try PhotoLibrary(context: context).albums() }

  func entities(matching string: String) throws -> [PhotoAlbum] {
    try suggestedEntities().filter { $0.name.localizedStandardContains(string) }
  }
}
