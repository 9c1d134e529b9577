import Foundation
import HarkCore
import HarkImage
import HarkSupport

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

/// Makes a new, empty album: a folder in the first pictures folder Hark may write to.
public struct CreateAlbumIntent: AppIntent {
  public static let schema = SchemaIntent.named(.createAlbum)
  public static var parameters: [IntentParameter<Self>] { [.init("name", \.name)] }

  public var name: String?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
      throw Self.needsValue(\.name)
    }
    // A folder's name: no `/`, and not hidden (the library skips hidden folders).
    if let bad = name.first(where: { $0 == "/" }) ?? (name.hasPrefix(".") ? "." : nil) {
      throw IntentError.forbiddenCharacter(bad, parameter: "name")
    }
    let library = PhotoLibrary(context: context)
    let existing = try library.albums()
    guard !existing.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
      throw IntentError.alreadyExists(IntentSubject(PhotoAlbum.self, name: name))
    }
    let source = try library.writableFolder()
    let folder = source.folder.appendingPathComponent(name, isDirectory: true)
    try PhotoFiles.makeFolder(folder)
    let album = PhotoAlbum(id: name, name: name, assets: [], folder: folder)
    return IntentResult(
      dialog: IntentDialog(key: "created_album", arguments: ["name": name], full: "Made the album \(name)."),
      entities: [album.entityValue])
  }
}

/// Puts photos in an album: a hard link of each in the album's folder (a copy where no link can
/// be made); a photo already there stays once.
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
    guard let album else { throw Self.needsValue(\.album) }
    guard let folder = album.folder else {
      throw IntentError.noLongerThere(IntentSubject(PhotoAlbum.self, name: album.name))
    }
    let library = PhotoLibrary(context: context)
    if let source = library.folders.first(where: {
      folder.standardizedFileURL.path.hasPrefix($0.folder.standardizedFileURL.path)
    }),
      source.isReadOnly
    {
      throw IntentError.source(.folderReadOnly(name: source.name))
    }
    var added = 0
    for photo in assets where !album.assets.contains(photo.id) {
      guard let file = photo.file else { continue }
      if try PhotoFiles.link(file, into: folder) { added += 1 }
    }
    let count = added == 1 ? "1 photo" : "\(added) photos"
    return IntentResult(
      dialog: IntentDialog(
        key: "added", arguments: ["album": album.name, "count": count],
        full: "Added \(count) to \(album.name)."),
      // The photos last, so "it" afterwards means the photo just added.
      entities: [album.entityValue] + assets.map(\.entityValue))
  }
}

/// Applies a look to a photo: a new file beside it (``LookWriter``), the original untouched.
public struct SetFilterIntent: AppIntent {
  public static let schema = SchemaIntent.named(.setFilter)
  public static var parameters: [IntentParameter<Self>] {
    [.init("target", \.target), .init("filter", \.filter)]
  }

  public var target: PhotoAsset?
  public var filter: PhotoFilter?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let photo = target else { throw Self.needsValue(\.target) }
    guard let filter else { throw Self.needsValue(\.filter) }
    guard let look = filter.look else {
      // A look's caption is its original's and the look (`… (cinematic)`): the original's is said.
      var caption = photo.caption
      if photo.filter != nil, caption.hasSuffix(")"), let open = caption.range(of: " (", options: .backwards)
      {
        caption = String(caption[..<open.lowerBound])
      }
      return IntentResult(
        dialog: IntentDialog(
          key: "unfiltered", arguments: ["caption": caption],
          full: "“\(caption)” is untouched: a look is always a new file, so there is nothing to write."),
        entities: [photo.entityValue])
    }
    guard let file = photo.file else {
      throw IntentError.noLongerThere(IntentSubject(PhotoAsset.self, name: photo.caption))
    }
    let library = PhotoLibrary(context: context)
    let source =
      library.folders.indices.contains(photo.sourceIndex) ? library.folders[photo.sourceIndex] : nil
    if let source, source.isReadOnly { throw IntentError.source(.folderReadOnly(name: source.name)) }
    let made: URL
    do {
      made = try LookWriter.apply(look, to: file)
    } catch {
      throw PhotoFiles.failure(error, source: file)
    }
    let shown = PhotoFiles.said(made, context)
    let new = (try? library.photos())?.first { $0.file?.standardizedFileURL == made.standardizedFileURL }
    let arguments = ["caption": photo.caption, "filter": filter.rawValue, "path": shown]
    let dialog: IntentDialog
    switch filter {
    case .rotate:
      dialog = IntentDialog(
        key: "rotated", arguments: arguments,
        full: "Turned “\(photo.caption)” a quarter turn clockwise: saved \(shown).")
    case .rotateLeft:
      dialog = IntentDialog(
        key: "rotated_left", arguments: arguments,
        full: "Turned “\(photo.caption)” a quarter turn anticlockwise: saved \(shown).")
    case .square:
      dialog = IntentDialog(
        key: "squared", arguments: arguments, full: "Cropped “\(photo.caption)” to a square: saved \(shown).")
    default:
      dialog = IntentDialog(
        key: "filtered", arguments: arguments,
        full: "Applied \(filter.rawValue) to “\(photo.caption)”: saved \(shown).")
    }
    return IntentResult(dialog: dialog, entities: [(new ?? photo).entityValue])
  }
}

/// Deletes photos: every path of each file (its album folders' links too) moves to the Trash,
/// from which a file manager restores it.
public struct DeleteAssetsIntent: AppIntent {
  public static let schema = SchemaIntent.named(.deleteAssets)
  public static var parameters: [IntentParameter<Self>] { [.init("entities", \.entities)] }

  public var entities: [PhotoAsset] = []

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard !entities.isEmpty else { throw Self.needsValue(\.entities) }
    let library = PhotoLibrary(context: context)
    let trash = PhotoFiles.trash(context)
    for photo in entities {
      let source =
        library.folders.indices.contains(photo.sourceIndex) ? library.folders[photo.sourceIndex] : nil
      if let source, source.isReadOnly { throw IntentError.source(.folderReadOnly(name: source.name)) }
      for link in photo.links {
        do {
          _ = try trash.trash(link, now: context.now)
        } catch {
          throw IntentError.source(.io(path: link.path, operation: "rename", errno: EIO))
        }
      }
    }
    let count = entities.count == 1 ? "1 photo" : "\(entities.count) photos"
    return IntentResult(
      dialog: IntentDialog(key: "deleted", arguments: ["count": count], full: "Deleted \(count)."))
  }
}

/// The looks the library can apply, with the words people use for them; `original` is the
/// untouched picture, which a look never changes.
public enum PhotoFilter: String, AppEnum {
  case vivid, dramatic, mono, silvertone, noir, warm, cool, cinematic, original
  case rotate, rotateLeft = "rotate left", square

  public static var caseSynonyms: [PhotoFilter: [String]] {
    [
      .vivid: ["鲜明", "鲜艳"], .dramatic: ["戏剧", "反差"],
      .mono: ["black and white", "black & white", "b&w", "monochrome", "黑白", "单色"],
      .silvertone: ["silver", "银色调", "银调"], .noir: ["film noir", "黑色电影"], .warm: ["暖色", "暖调"],
      .cool: ["cold", "冷色", "冷调"], .cinematic: ["film", "movie", "电影效果", "电影感", "电影"],
      .original: ["none", "no filter", "原图", "原片"], .rotate: ["rotated", "旋转"],
      .rotateLeft: ["rotated left", "向左旋转"], .square: ["square crop", "方形", "正方形"],
    ]
  }

  /// The look that makes it; nil for `original`.
  var look: ImageLook? {
    switch self {
    case .vivid: .vivid
    case .dramatic: .dramatic
    case .mono: .mono
    case .silvertone: .silvertone
    case .noir: .noir
    case .warm: .warm
    case .cool: .cool
    case .cinematic: .cinematic
    case .rotate: .rotateRight
    case .rotateLeft: .rotateLeft
    case .square: .square
    case .original: nil
    }
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
    let photos = try criteria.map { try query.listed(matching: $0) } ?? query.suggestedEntities()
    return IntentResult(
      dialog: IntentDialog(
        key: photos.isEmpty ? "found_none" : "found", arguments: ["criteria": criteria ?? ""],
        full: photos.isEmpty ? "No photos found." : "Your photos:"),
      listed: photos.map(\.entityValue))
  }
}
