import Foundation
import HarkCore
import HarkStore

/// The photo library: photos, albums and filters.
public struct Photos: App {
  public init() {}

  public let id = "photos"
  public let name = "Photos"
  public let synonyms = ["photo library", "照片", "相册"]

  public var intents: [any AppIntent.Type] {
    [
      OpenAssetIntent.self, CreateAlbumIntent.self, AddAssetsToAlbumIntent.self, SetFilterIntent.self,
      DeleteAssetsIntent.self, FindAssetsIntent.self,
    ]
  }
  public var entityTypes: [EntityType] { [EntityType(PhotoAsset.self), EntityType(PhotoAlbum.self)] }

  enum Collection {
    static let assets = "assets"
    static let albums = "albums"
  }

  public func demoData(now: Date) -> [StoreSeed] {
    func photo(
      _ id: String, _ caption: String, _ days: Double, _ place: String?, favorite: Bool = false,
      keywords: [String]
    )
      -> PhotoAsset
    {
      PhotoAsset(
        id: id, caption: caption, creationDate: now.addingTimeInterval(-days * 86_400), location: place,
        isFavorite: favorite, filter: nil, keywords: keywords)
    }
    let assets = [
      photo(
        "photo-aurora", "Aurora over the lake, green and violet", 1, "Lake Tahoe", favorite: true,
        keywords: ["northern lights", "night sky", "极光", "湖"]),
      photo(
        "photo-beach", "Mary on the beach at sunset", 8, "Santa Cruz",
        keywords: ["sea", "ocean", "海滩", "海边", "日落"]),
      photo("photo-enchiladas", "Mom's enchiladas", 15, "Tucson", keywords: ["food", "dinner", "美食", "晚餐"]),
      photo(
        "photo-team", "Team photo at the offsite", 30, "Half Moon Bay",
        keywords: ["colleagues", "work", "团队", "同事"]),
    ]
    let albums = [
      PhotoAlbum(id: "album-family", name: "Family", assets: ["photo-beach", "photo-enchiladas"])
    ]
    return [
      StoreSeed(app: id, collection: Collection.assets, records: assets.map(\.record)),
      StoreSeed(app: id, collection: Collection.albums, records: albums.map(\.record)),
    ]
  }
}
