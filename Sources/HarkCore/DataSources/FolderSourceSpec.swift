import Foundation

/// One folder of the person's files or pictures: a `[files NAME]` or `[pictures NAME]` section, an
/// XDG user directory (`xdg-user-dir DOCUMENTS`), or the store's own.
public struct FolderSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[files work]`), else the folder's last part ("Documents").
  public var name: String
  /// The folder: everything under it (not following links out of it) is served.
  public var folder: URL
  /// Whether Hark must not write to it (`read-only = yes`): no rename, no delete.
  public var isReadOnly: Bool
  /// Why Hark uses it: which file and line named it.
  public var origin: SourceOrigin

  /// A folder named `name` at `folder`.
  public init(name: String, folder: URL, isReadOnly: Bool = false, origin: SourceOrigin) {
    self.name = name
    self.folder = folder
    self.isReadOnly = isReadOnly
    self.origin = origin
  }

  /// One line saying where it is and why it is used, as `hark sources` lists it:
  /// "files Documents: ~/Documents (from the XDG user dirs ~/.config/user-dirs.dirs:3)".
  public func described(kind: SourceKind, home: String?) -> String {
    var notes: [String] = []
    if isReadOnly { notes.append("read-only") }
    notes.append(origin.described(home: home))
    return "\(kind.rawValue) \(name): \(SourcePath.abbreviated(folder, home: home)) "
      + "(\(notes.joined(separator: "; ")))"
  }
}

/// The music server: an MPD the Music app talks to with libmpdclient.
public struct MusicSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[music home]`), else "mpd".
  public var name: String
  /// A Unix socket's path when it starts with `/` (or `@`, an abstract socket), else a host name
  /// or address; nil for libmpdclient's own default (`$XDG_RUNTIME_DIR/mpd/socket`, then
  /// localhost).
  public var host: String?
  /// The TCP port (`port = 6600`, `MPD_PORT`); nil for MPD's 6600. Never set with a socket.
  public var port: Int?
  /// MPD's password when the server wants one (`MPD_HOST=password@host`, or `password = …` in a
  /// sources file only its owner may read).
  public var password: String?
  /// How long the server may take to answer, in seconds.
  public var timeout: Double
  /// The store's own demo server's configuration (`<store>/music/mpd.conf`): Hark may start
  /// `mpd` with it when nothing answers on ``host``. Nil for the person's own server, which Hark
  /// never starts.
  public var mpdConfig: URL?
  /// Why Hark uses it: which file, line or variable named it.
  public var origin: SourceOrigin

  /// A music server at `host` (nil: libmpdclient's default).
  public init(
    name: String = MusicSourceSpec.defaultName, host: String?, port: Int? = nil, password: String? = nil,
    timeout: Double = MusicSourceSpec.defaultTimeout, mpdConfig: URL? = nil, origin: SourceOrigin
  ) {
    self.name = name
    self.host = host
    self.port = port
    self.password = password
    self.timeout = timeout
    self.mpdConfig = mpdConfig
    self.origin = origin
  }

  /// Whether ``host`` names a Unix socket (a path, or `@` an abstract socket) rather than a host.
  public var isSocket: Bool {
    host.map { $0.hasPrefix("/") || $0.hasPrefix("@") } ?? false
  }

  /// "mpd", the name of a server no section names.
  public static let defaultName = "mpd"
  /// Five seconds, as for a calendar server.
  public static let defaultTimeout: Double = 5

  /// One line saying where it is and why it is used, as `hark sources` lists it: "music mpd:
  /// 127.0.0.1:6600 (with a password; timeout 5 s; from $MPD_HOST)". The password is never printed.
  public func described(home: String?) -> String {
    var place: String
    if let host {
      place = isSocket ? SourcePath.abbreviated(URL(fileURLWithPath: host), home: home) : host
      if let port { place += ":\(port)" }
    } else {
      place = "the default ($XDG_RUNTIME_DIR/mpd/socket, then localhost:\(port ?? 6600))"
    }
    var notes: [String] = []
    if password != nil { notes.append("with a password") }
    let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
    notes.append("timeout \(seconds) s")
    if let mpdConfig { notes.append("started from " + SourcePath.abbreviated(mpdConfig, home: home)) }
    notes.append(origin.described(home: home))
    return "\(SourceKind.music.rawValue) \(name): \(place) (\(notes.joined(separator: "; ")))"
  }
}

extension DataSources {
  /// The store's own documents, as ``storeOwn(_:)`` names them.
  static func storeOwnFiles(_ store: URL) -> [FolderSourceSpec] {
    [FolderSourceSpec(name: "Documents", folder: storeFilesFolder(store), origin: .storeFolder)]
  }

  /// The store's own pictures, as ``storeOwn(_:)`` names them.
  static func storeOwnPictures(_ store: URL) -> [FolderSourceSpec] {
    [FolderSourceSpec(name: "pictures", folder: storePicturesFolder(store), origin: .storeFolder)]
  }

  /// The store's own music server, as ``storeOwn(_:)`` names it.
  static func storeOwnMusic(_ store: URL) -> MusicSourceSpec {
    MusicSourceSpec(
      host: storeMusicSocket(store).path, mpdConfig: storeMusicConfig(store), origin: .storeFolder)
  }

  /// `<store>/files/documents/`: the documents a store keeps inside itself (the demo's).
  public static func storeFilesFolder(_ store: URL) -> URL {
    store.appendingPathComponent("files/documents", isDirectory: true)
  }

  /// `<store>/photos/pictures/`: the pictures a store keeps inside itself (the demo's).
  public static func storePicturesFolder(_ store: URL) -> URL {
    store.appendingPathComponent("photos/pictures", isDirectory: true)
  }

  /// `<store>/trash/`: the Trash of a store whose files are its own, as the freedesktop.org
  /// specification lays one out (`files/`, `info/`).
  public static func storeTrash(_ store: URL) -> URL {
    store.appendingPathComponent("trash", isDirectory: true)
  }

  /// The person's Trash: `$XDG_DATA_HOME/Trash`, else `$HOME/.local/share/Trash`; nil with
  /// neither set to an absolute path.
  public static func homeTrash(_ environment: [String: String]) -> URL? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("Trash", isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/share/Trash", isDirectory: true)
  }

  /// `<store>/music/mpd.socket`: where the store's own music server listens.
  public static func storeMusicSocket(_ store: URL) -> URL {
    store.appendingPathComponent("music/mpd.socket")
  }

  /// `<store>/music/mpd.conf`: the store's own music server's configuration.
  public static func storeMusicConfig(_ store: URL) -> URL {
    store.appendingPathComponent("music/mpd.conf")
  }
}
