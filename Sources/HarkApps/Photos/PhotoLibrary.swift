import Foundation
import HarkCore
import HarkImage
import HarkSupport

/// The pictures folders the sources name, read as a photo library: every JPEG, PNG and HEIC file
/// under them is a photo, every folder under them an album.
///
/// A photo is a file, known by its path under its pictures folder (`beach.jpg`, `Family/beach.jpg`).
/// An album is a folder (`Family`); a photo's albums are the folders it is in. Adding a photo to
/// an album makes a hard link in the album's folder: the same picture under a second name, no
/// second copy of its bytes, so one picture however many albums hold it. Where a link cannot be
/// made (another filesystem), the file is copied. Paths holding the same picture — links, or
/// copies with the same size, EXIF date and caption — are one photo, listed once under its
/// shallowest path, its albums the folders of all of them. Hidden files and folders (`.Trash`,
/// `.thumbnails`) and symbolic links are not read.
struct PhotoLibrary {
  /// The file kinds read, by extension (HEIC through libvips's libheif loader).
  static let extensions: Set<String> = ["jpg", "jpeg", "png", "heic", "heif"]
  /// How many pictures one listing reads, at most (each costs a header read).
  static let limit = 5_000
  /// How deep albums go under a pictures folder.
  static let depth = 4

  let context: AppContext

  var folders: [FolderSourceSpec] { context.sources.pictures }

  /// Every photo, newest first.
  func photos() throws -> [PhotoAsset] {
    var byFile: [FileKey: PhotoAsset] = [:]
    var order: [FileKey] = []
    for (index, source) in folders.enumerated() {
      let files = Self.pictures(under: source.folder).sorted {
        ($0.depth, $0.relative) < ($1.depth, $1.relative)
      }
      var keys: [InodeKey: FileKey] = [:]
      for file in files {
        let inode = InodeKey(device: file.device, inode: file.inode)
        let album = file.relative.split(separator: "/").dropLast().joined(separator: "/")
        let key: FileKey
        var photo: PhotoAsset?
        if let known = keys[inode] {
          key = known
        } else {
          photo = PhotoAsset(file: file, source: source, sourceIndex: index, context: context)
          guard let photo else { continue }
          key = FileKey(source: index, size: file.size, date: photo.creationDate, caption: photo.caption)
          keys[inode] = key
        }
        if var known = byFile[key] {
          if !album.isEmpty, !known.albums.contains(album) { known.albums.append(album) }
          known.links.append(file.url)
          byFile[key] = known
          continue
        }
        guard var photo else { continue }
        if !album.isEmpty { photo.albums = [album] }
        byFile[key] = photo
        order.append(key)
      }
    }
    // Newest first; a look made of a photo shares its date and comes after it.
    return order.compactMap { byFile[$0] }.sorted {
      if $0.creationDate != $1.creationDate { return $0.creationDate > $1.creationDate }
      if ($0.filter == nil) != ($1.filter == nil) { return $0.filter == nil }
      return $0.id < $1.id
    }
  }

  /// Every album: each folder under a pictures folder, with the photos in it.
  func albums() throws -> [PhotoAlbum] {
    let photos = try photos()
    var albums: [PhotoAlbum] = []
    for (index, source) in folders.enumerated() {
      for relative in Self.folders(under: source.folder) {
        let id = PhotoAsset.identifier(relative, sourceIndex: index, source: source)
        let members = photos.filter { $0.sourceIndex == index && $0.albums.contains(relative) }.map(\.id)
        albums.append(
          PhotoAlbum(
            id: id, name: relative.split(separator: "/").last.map(String.init) ?? relative, assets: members,
            folder: source.folder.appendingPathComponent(relative, isDirectory: true)))
      }
    }
    return albums
  }

  /// The first pictures folder Hark may write to.
  func writableFolder() throws -> FolderSourceSpec {
    guard let folder = folders.first(where: { !$0.isReadOnly }) else {
      if let first = folders.first { throw IntentError.source(.folderReadOnly(name: first.name)) }
      throw IntentError.source(.readOnly(name: nil))
    }
    return folder
  }

  // MARK: Reading the folders

  struct PictureFile {
    var url: URL
    var relative: String
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Date

    var depth: Int { relative.split(separator: "/").count }
  }

  /// One picture, whichever paths hold it.
  struct FileKey: Hashable {
    var source: Int
    var size: Int64
    var date: Date
    var caption: String
  }

  struct InodeKey: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The picture files under `root`, by path, regular files only (links are not followed).
  static func pictures(under root: URL) -> [PictureFile] {
    var found: [PictureFile] = []
    walk(root, relative: "", depth: 0) { url, relative, info in
      guard extensions.contains(url.pathExtension.lowercased()), found.count < limit else { return }
      found.append(
        PictureFile(
          url: url, relative: relative, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
          size: Int64(info.st_size),
          modified: Date(
            timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)))
    }
    return found
  }

  /// The folders under `root`, by their paths under it.
  static func folders(under root: URL) -> [String] {
    var found: [String] = []
    walk(root, relative: "", depth: 0, folder: { found.append($0) }) { _, _, _ in }
    return found
  }

  private static func walk(
    _ folder: URL, relative: String, depth: Int, folder visitFolder: (String) -> Void = { _ in },
    file: (URL, String, stat) -> Void
  ) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      var info = stat()
      guard lstat(url.path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: file(url, path, info)
      case S_IFDIR where depth < Self.depth:
        visitFolder(path)
        walk(url, relative: path, depth: depth + 1, folder: visitFolder, file: file)
      default: continue
      }
    }
  }
}

extension PhotoLibrary {
  /// What a file's header said, by the file's identity and change stamp: a memo of a pure
  /// function of the file's bytes (a file rewritten has another size or mtime), so a line that
  /// asks for the photos several times (resolving, ranking, performing) reads each header once,
  /// and a long-running shell once per change. Emptied when it passes 50,000 entries.
  private static let memo = BoundedMemo<MemoKey, PictureMetadata?>(limit: 50_000)

  private struct MemoKey: Hashable {
    var path: String
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Date
    var zone: Int
  }

  static func metadata(_ file: PictureFile, timeZone: TimeZone) -> PictureMetadata? {
    let key = MemoKey(
      path: file.url.path, device: file.device, inode: file.inode, size: file.size, modified: file.modified,
      zone: timeZone.secondsFromGMT())
    return memo.value(key) { try? PictureMetadata.read(file.url, timeZone: timeZone) }
  }
}

extension PhotoAsset {
  /// The photo at `file`, read from its EXIF; nil when the file is no picture libvips reads.
  init?(file: PhotoLibrary.PictureFile, source: FolderSourceSpec, sourceIndex: Int, context: AppContext) {
    guard let metadata = PhotoLibrary.metadata(file, timeZone: context.wording.timeZone) else {
      return nil
    }
    let stem = file.url.deletingPathExtension().lastPathComponent
    self.init(
      id: Self.identifier(file.relative, sourceIndex: sourceIndex, source: source),
      caption: metadata.caption ?? stem, creationDate: metadata.taken ?? file.modified,
      location: metadata.coordinate.map(Gazetteer.shipped.describe), isFavorite: (metadata.rating ?? 0) >= 4,
      filter: Self.look(inName: stem), keywords: metadata.keywords)
    self.file = file.url
    self.links = [file.url]
    self.sourceIndex = sourceIndex
    self.width = metadata.width
    self.height = metadata.height
    self.camera = [metadata.make, metadata.model].compactMap { $0 }.joined(separator: " ")
  }

  /// A photo's or an album's id: its path under its pictures folder, after the folder's name for
  /// any folder but the first (`camera/2026/beach.jpg`).
  static func identifier(_ relative: String, sourceIndex: Int, source: FolderSourceSpec) -> String {
    sourceIndex == 0 ? relative : "\(source.name)/\(relative)"
  }

  /// The look a file's name says it has (`beach (cinematic).jpg`), as ``LookWriter`` names files.
  static func look(inName stem: String) -> String? {
    guard stem.hasSuffix(")"), let open = stem.lastIndex(of: "(") else { return nil }
    let inside = stem[stem.index(after: open)..<stem.index(before: stem.endIndex)]
    let word = inside.split(separator: " ").first.map(String.init) ?? ""
    return ImageLook(rawValue: word) != nil ? word : nil
  }
}
