import Foundation

extension SourcesFileReader {
  /// The keys a `[files NAME]` or `[pictures NAME]` section takes.
  static let folderKeys = ["path", "read-only"]
  /// The keys a `[music NAME]` section takes.
  static let musicKeys = ["host", "port", "password", "timeout"]

  /// A `[files NAME]` or `[pictures NAME]` section as a folder, or every problem in it.
  func folderSource(_ section: SourcesSection) -> Result<FolderSourceSpec, Problems> {
    var problems: [SourcesDiagnostic] = []
    func problem(_ entry: SourcesEntry, atValue: Bool = true, _ kind: SourcesDiagnostic.Problem) {
      problems.append(diagnostic(entry, atValue: atValue, kind))
    }
    var folder: URL?
    var named = false
    var isReadOnly = false
    for entry in section.entries {
      if entry.value.isEmpty {
        problem(entry, atValue: false, .emptyValue)
        if entry.key == "path" { named = true }
        continue
      }
      switch entry.key {
      case "path":
        named = true
        folder = path(entry) { entry, atValue, kind in problem(entry, atValue: atValue, kind) }
      case "read-only":
        guard let flag = SourcesFileReader.yesOrNo(entry.value) else {
          problem(entry, .notYesOrNo)
          continue
        }
        isReadOnly = flag
      default: problem(entry, atValue: false, .unknownKey(known: SourcesFileReader.folderKeys))
      }
    }
    if !named { problems.append(noFolder(section, key: "path")) }
    guard problems.isEmpty, let folder else { return .failure(Problems(problems: problems)) }
    return .success(
      FolderSourceSpec(
        name: section.name.isEmpty ? SourcesFileReader.name(of: folder, kind: section.kind) : section.name,
        folder: folder, isReadOnly: isReadOnly, origin: origin(section)))
  }

  /// A `[music NAME]` section as a music server, or every problem in it. No `host` is
  /// libmpdclient's default. A `password` is refused unless only the file's owner may read the
  /// file, as ``PasswordFile`` refuses a CalDAV password file others may read.
  func musicServer(_ section: SourcesSection) -> Result<MusicSourceSpec, Problems> {
    var problems: [SourcesDiagnostic] = []
    func problem(_ entry: SourcesEntry, atValue: Bool = true, _ kind: SourcesDiagnostic.Problem) {
      problems.append(diagnostic(entry, atValue: atValue, kind))
    }
    var spec = MusicSourceSpec(
      name: section.name.isEmpty ? MusicSourceSpec.defaultName : section.name, host: nil,
      origin: origin(section))
    var portEntry: SourcesEntry?
    for entry in section.entries {
      if entry.value.isEmpty {
        problem(entry, atValue: false, .emptyValue)
        continue
      }
      switch entry.key {
      case "host":
        // A path (`/run/mpd/socket`, `~/.mpd/socket`, `$XDG_RUNTIME_DIR/mpd/socket`) is a socket;
        // `@name` is an abstract socket; anything else a host name or address.
        if entry.value.hasPrefix("/") || entry.value.hasPrefix("~") || entry.value.hasPrefix("$") {
          spec.host = path(entry) { entry, atValue, kind in problem(entry, atValue: atValue, kind) }?.path
        } else {
          spec.host = entry.value
        }
      case "port":
        portEntry = entry
        if let port = Int(entry.value), (1...65535).contains(port) {
          spec.port = port
        } else {
          problem(entry, .notAPort)
        }
      case "password":
        if let mode = SourcesFileReader.othersMayRead(file) {
          problem(entry, atValue: false, .passwordReadableByOthers(mode: mode))
        } else {
          spec.password = entry.value
        }
      case "timeout":
        if let seconds = Double(entry.value), seconds > 0, seconds.isFinite {
          spec.timeout = seconds
        } else {
          problem(entry, .notAPositiveNumber)
        }
      default: problem(entry, atValue: false, .unknownKey(known: SourcesFileReader.musicKeys))
      }
    }
    if let portEntry, spec.isSocket { problem(portEntry, atValue: false, .portWithSocket) }
    guard problems.isEmpty else { return .failure(Problems(problems: problems)) }
    return .success(spec)
  }

  /// Nil when only its owner may read `file`; else its mode (`.some(nil)`: it could not be
  /// checked, so a password in it is refused as well).
  static func othersMayRead(_ file: URL) -> UInt32?? {
    var status = stat()
    guard stat(file.path, &status) == 0 else { return .some(nil) }
    let mode = UInt32(status.st_mode) & 0o777
    guard status.st_uid == getuid(), mode & 0o077 == 0 else { return .some(mode) }
    return nil
  }
}
