import Foundation

extension DataSources {
  /// The XDG user directories the Files app serves, in this order.
  public static let fileUserDirs = ["DOCUMENTS", "DOWNLOAD", "DESKTOP"]
  /// The XDG user directory the Photos app serves.
  public static let pictureUserDirs = ["PICTURES"]

  /// Files, pictures and music where no sources file decided them: files and pictures from the
  /// XDG user directories (``XDGUserDirs``) that are set, music from `MPD_HOST` / `MPD_PORT`, else
  /// libmpdclient's own default (music is always decided: the person's server, never the store's).
  static func loadMedia(
    into sources: inout DataSources, decided: inout Set<SourceKind>, environment: [String: String]
  ) {
    if !decided.contains(.files) || !decided.contains(.pictures),
      let dirs = XDGUserDirs.load(environment: environment)
    {
      if !decided.contains(.files) {
        let folders = userDirFolders(dirs, names: fileUserDirs)
        if !folders.isEmpty {
          sources.files = folders
          decided.insert(.files)
        }
      }
      if !decided.contains(.pictures) {
        let folders = userDirFolders(dirs, names: pictureUserDirs)
        if !folders.isEmpty {
          sources.pictures = folders
          decided.insert(.pictures)
        }
      }
    }
    if !decided.contains(.music) {
      sources.music = music(environment: environment)
      decided.insert(.music)
    }
  }

  /// The folders `names` set in `dirs`, each named by its last part ("Documents"), one folder once;
  /// a folder `xdg-user-dir` only defaults to (an unset DESKTOP's `~/Desktop`) when it exists.
  static func userDirFolders(_ dirs: XDGUserDirs, names: [String]) -> [FolderSourceSpec] {
    var folders: [FolderSourceSpec] = []
    for name in names {
      guard let entry = dirs[name], !folders.contains(where: { $0.folder == entry.folder }) else { continue }
      var isFolder: ObjCBool = false
      if entry.line == 0,
        !(FileManager.default.fileExists(atPath: entry.folder.path, isDirectory: &isFolder)
          && isFolder.boolValue)
      {
        continue
      }
      var said = entry.folder.lastPathComponent
      if said.isEmpty || said == "/" || folders.contains(where: { $0.name == said }) {
        said = name.lowercased()
      }
      folders.append(
        FolderSourceSpec(name: said, folder: entry.folder, origin: .xdgUserDirs(dirs.file, line: entry.line)))
    }
    return folders
  }

  /// The music server the environment names, as libmpdclient reads it: `MPD_HOST` is a host name,
  /// a socket path (`/…`, or `@…` an abstract socket) or `password@host`; `MPD_PORT` a port;
  /// `MPD_TIMEOUT` seconds. Neither set: libmpdclient's default (host nil).
  static func music(environment: [String: String]) -> MusicSourceSpec {
    var spec = MusicSourceSpec(host: nil, origin: .libraryDefault)
    var named: [String] = []
    if let value = environment["MPD_HOST"], !value.isEmpty {
      named.append("MPD_HOST")
      var host = Substring(value)
      if !host.hasPrefix("/"), !host.hasPrefix("@"), let at = host.firstIndex(of: "@") {
        let password = host[..<at]
        if !password.isEmpty { spec.password = String(password) }
        host = host[host.index(after: at)...]
      }
      if !host.isEmpty { spec.host = String(host) }
    }
    if let value = environment["MPD_PORT"], let port = Int(value), (1...65535).contains(port) {
      named.append("MPD_PORT")
      spec.port = port
    }
    if let value = environment["MPD_TIMEOUT"], let seconds = Double(value), seconds > 0, seconds.isFinite {
      spec.timeout = seconds
    }
    if !named.isEmpty {
      spec.origin = named.count == 1 ? .environment(named[0]) : .combined(named.map { .environment($0) })
    }
    return spec
  }
}
