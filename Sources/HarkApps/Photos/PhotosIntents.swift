import Foundation
import HarkCore

/// Shows a photo.
public struct OpenAssetIntent: AppIntent {
  public static let schema = SchemaIntent.named(.openAsset)
  public static var parameters: [IntentParameter<Self>] { [.init("target", \.target)] }

  public var target: PhotoAsset?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let photo = target else { throw Self.needsValue(\.target) }
    let details = photo.displayRepresentation.subtitle(context.wording) ?? ""
    return IntentResult(
      dialog: IntentDialog(
        key: "opened", arguments: ["caption": photo.caption, "details": details],
        full: "\(photo.caption) (\(details))"),
      entities: [photo.entityValue])
  }
}

/// Makes a new, empty album.
public struct CreateAlbumIntent: AppIntent {
  public static let schema = SchemaIntent.named(.createAlbum)
  public static var parameters: [IntentParameter<Self>] { [.init("name", \.name)] }

  public var name: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
      throw Self.needsValue(\.name)
    }
    let existing = try PhotoAlbumQuery(context: context).suggestedEntities()
    guard !existing.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
      throw IntentError.alreadyExists(IntentSubject(PhotoAlbum.self, name: name))
    }
    let album = PhotoAlbum(id: context.identifiers.next("album-"), name: name, assets: [])
    try context.save(Photos.Collection.albums, [album.record])
    return IntentResult(
      dialog: IntentDialog(key: "created_album", arguments: ["name": name], full: "Made the album \(name)."),
      entities: [album.entityValue])
  }
}

/// Puts photos in an album (a photo already there stays once).
public struct AddAssetsToAlbumIntent: AppIntent {
  public static let schema = SchemaIntent.named(.addAssetsToAlbum)
  public static var parameters: [IntentParameter<Self>] {
    [.init("assets", \.assets), .init("album", \.album)]
  }

  public var assets: [PhotoAsset] = []
  public var album: PhotoAlbum?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !assets.isEmpty else { throw Self.needsValue(\.assets) }
    guard var album else { throw Self.needsValue(\.album) }
    let new = assets.map(\.id).filter { !album.assets.contains($0) }
    album.assets += new
    try context.save(Photos.Collection.albums, [album.record])
    let count = new.count == 1 ? "1 photo" : "\(new.count) photos"
    return IntentResult(
      dialog: IntentDialog(
        key: "added", arguments: ["album": album.name, "count": count],
        full: "Added \(count) to \(album.name)."),
      // The photos last, so "it" afterwards means the photo just added.
      entities: [album.entityValue] + assets.map(\.entityValue))
  }
}

/// Applies one of the library's filters to a photo ("original" removes it).
public struct SetFilterIntent: AppIntent {
  public static let schema = SchemaIntent.named(.setFilter)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("filter", \.filter)]
  }

  public var target: PhotoAsset?
  public var filter: PhotoFilter?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard var photo = target else { throw Self.needsValue(\.target) }
    guard let filter else { throw Self.needsValue(\.filter) }
    photo.filter = filter == .original ? nil : filter.rawValue
    try context.save(Photos.Collection.assets, [photo.record])
    return IntentResult(
      dialog: IntentDialog(
        key: filter == .original ? "unfiltered" : "filtered",
        arguments: ["caption": photo.caption, "filter": filter.rawValue],
        full: filter == .original
          ? "Removed the filter from “\(photo.caption)”."
          : "Applied \(filter.rawValue) to “\(photo.caption)”."),
      entities: [photo.entityValue])
  }
}

/// Deletes photos, and takes them out of every album.
public struct DeleteAssetsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteAssets)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [PhotoAsset] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    let ids = Set(entities.map(\.id))
    let albums = try PhotoAlbumQuery(context: context).suggestedEntities()
      .filter { !ids.isDisjoint(with: $0.assets) }
      .map { album -> PhotoAlbum in
        var trimmed = album
        trimmed.assets.removeAll { ids.contains($0) }
        return trimmed
      }
    if !albums.isEmpty { try context.save(Photos.Collection.albums, albums.map(\.record)) }
    try context.delete(Photos.Collection.assets, ids: entities.map(\.id))
    let count = entities.count == 1 ? "1 photo" : "\(entities.count) photos"
    return IntentResult(
      dialog: IntentDialog(key: "deleted", arguments: ["count": count], full: "Deleted \(count)."))
  }
}

/// The filters the library can apply, with the words people use for them; `original` removes one.
public enum PhotoFilter: String, AppEnum {
  case vivid, dramatic, mono, silvertone, noir, warm, cool, cinematic, original

  public static var caseSynonyms: [PhotoFilter: [String]] {
    [
      .vivid: ["鲜明", "鲜艳"], .dramatic: ["戏剧", "反差"],
      .mono: ["black and white", "black & white", "b&w", "monochrome", "黑白", "单色"],
      .silvertone: ["silver", "银色调", "银调"], .noir: ["film noir", "黑色电影"], .warm: ["暖色", "暖调"],
      .cool: ["cold", "冷色", "冷调"], .cinematic: ["film", "movie", "电影效果", "电影感", "电影"],
      .original: ["none", "no filter", "原图", "原片"],
    ]
  }
}

/// Lists photos: every one, newest first, or those whose caption or place has some words ("show
/// my photos of the beach"). What it lists is what "this photo" and "the first one" point at.
public struct FindAssetsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.findAssets)
  public static var parameters: [IntentParameter<Self>] { [.init("criteria", \.criteria)] }

  public var criteria: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    let query = PhotoAssetQuery(context: context)
    let photos = try criteria.map { try query.entities(matching: $0) } ?? query.suggestedEntities()
    return IntentResult(
      dialog: IntentDialog(
        key: photos.isEmpty ? "found_none" : "found", arguments: ["criteria": criteria ?? ""],
        full: photos.isEmpty ? "No photos found." : "Your photos:"),
      listed: photos.map(\.entityValue))
  }
}
