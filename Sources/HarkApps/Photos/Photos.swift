import Foundation
import HarkCore
import HarkImage
import HarkStore

/// The photo library: the pictures folders the sources name (``PhotoLibrary``), their albums
/// (folders) and looks (new files, ``LookWriter``).
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

  /// The demo's pictures: 480×320 JPEGs drawn with libvips (``Scene``), their caption, date
  /// (relative to `now`, in UTC with its offset), GPS position and keywords in EXIF
  /// written with libexif, in the store's own pictures folder (`<store>/photos/pictures/`). The
  /// Family album is a folder holding copies of two of them (a seed is bytes, not links; the
  /// library takes a copy with the same size, date and caption for the same photo).
  public func demoData(now: Date) -> [StoreSeed] {
    struct Shot {
      var file: String
      var scene: Scene
      var caption: String
      var days: Double
      var place: String
      var keywords: [String]
    }
    let shots = [
      Shot(
        file: "aurora.jpg", scene: .auroraOverLake, caption: "Aurora over the lake, green and violet",
        days: 1,
        place: "Lake Tahoe", keywords: ["northern lights", "night sky", "极光", "湖"]),
      Shot(
        file: "beach.jpg", scene: .beachAtSunset, caption: "Mary on the beach at sunset", days: 8,
        place: "Santa Cruz", keywords: ["sea", "ocean", "海滩", "海边", "日落"]),
      Shot(
        file: "enchiladas.jpg", scene: .enchiladas, caption: "Mom's enchiladas", days: 15, place: "Tucson",
        keywords: ["food", "dinner", "美食", "晚餐"]),
      Shot(
        file: "team.jpg", scene: .teamPhoto, caption: "Team photo at the offsite", days: 30,
        place: "Half Moon Bay", keywords: ["colleagues", "work", "团队", "同事"]),
    ]
    var files: [String: [UInt8]] = ["pictures/": []]
    for shot in shots {
      let fields = ExifFields(
        caption: shot.caption, taken: now.addingTimeInterval(-shot.days * 86_400), make: "Hark",
        model: "demo store", coordinate: Gazetteer.shipped.place(named: shot.place)?.coordinate,
        keywords: shot.keywords)
      // Without libvips the demo has no pictures; the shell says libvips is missing when asked.
      guard let bytes = try? shot.scene.jpeg(exif: fields) else { continue }
      files["pictures/\(shot.file)"] = bytes
      if ["beach.jpg", "enchiladas.jpg"].contains(shot.file) {
        files["pictures/Family/\(shot.file)"] = bytes
      }
    }
    return [StoreSeed(app: id, files: files)]
  }
}
