import Foundation
import HarkCore

/// The apps from outside installed for this user: one folder each, `<folder>/<id>/`, holding the
/// app's `manifest.json` and its executable, as `hark apps install DIR` copied them.
public struct InstalledApps: Sendable {
  /// `<data folder>/apps`.
  public let folder: URL

  public init(folder: URL) { self.folder = folder }

  /// Why an app was not installed or removed.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The manifest is not one: each problem at its place.
    case manifest([AppManifest.Problem])
    /// The manifest reads, but `hark check` finds errors in it.
    case check([CheckFinding])
    /// `run` names no file this user may run.
    case executable(CheckFinding)
    /// No app of that id is installed; the ids that are.
    case notInstalled(id: String, installed: [String])
    /// A file could not be copied, moved or removed.
    case io(path: String, reason: String)

    public var description: String {
      switch self {
      case .manifest(let problems): problems.map(\.description).joined(separator: "\n")
      case .check(let findings): findings.map(\.rendered).joined(separator: "\n")
      case .executable(let finding): finding.rendered
      case .notInstalled(let id, let installed):
        "no app “\(id)” is installed"
          + (installed.isEmpty ? " (none is)" : "; installed: " + installed.joined(separator: ", "))
      case .io(let path, let reason): "\(path): \(reason)"
      }
    }
  }

  /// An installed app: its id (the folder's name) and its manifest, or why it does not read.
  public struct Entry: Sendable {
    public let id: String
    public let folder: URL
    public let manifest: AppManifest.Loaded
  }

  /// Every installed app, by id.
  public func list() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
      let app = folder.appendingPathComponent(name, isDirectory: true)
      let manifest = app.appendingPathComponent("manifest.json").path
      guard FileManager.default.fileExists(atPath: manifest) else { return nil }
      return Entry(id: name, folder: app, manifest: AppManifest.load(manifest))
    }
  }

  /// Installs the app in `source` (a folder with `manifest.json`): its manifest must read and
  /// pass `hark check`, and its executable be there. The folder is copied beside the installed
  /// ones under a temporary name, then renamed into place; an app of the same id is replaced.
  public func install(_ source: URL, checker: AppChecker = AppChecker()) throws(Failure) -> AppManifest {
    let manifestPath = source.appendingPathComponent("manifest.json").path
    let manifest: AppManifest
    switch AppManifest.load(manifestPath) {
    case .problems(let problems): throw .manifest(problems)
    case .manifest(let read): manifest = read
    }
    let errors = checker.check(manifest.shape).filter { $0.severity == .error }
    guard errors.isEmpty else { throw .check(errors) }
    if let missing = Self.executableFinding(manifest) { throw .executable(missing) }
    let manager = FileManager.default
    let target = folder.appendingPathComponent(manifest.id, isDirectory: true)
    let staged = folder.appendingPathComponent(".\(manifest.id).installing-\(getpid())", isDirectory: true)
    let old = folder.appendingPathComponent(".\(manifest.id).old-\(getpid())", isDirectory: true)
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try? manager.removeItem(at: staged)
      try manager.copyItem(at: source, to: staged)
    } catch {
      try? manager.removeItem(at: staged)
      throw .io(path: staged.path, reason: Self.reason(error))
    }
    do {
      let replacing = manager.fileExists(atPath: target.path)
      if replacing { try manager.moveItem(at: target, to: old) }
      do {
        try manager.moveItem(at: staged, to: target)
      } catch {
        // The app installed before stays installed.
        if replacing { try? manager.moveItem(at: old, to: target) }
        throw error
      }
      if replacing { try? manager.removeItem(at: old) }
    } catch {
      try? manager.removeItem(at: staged)
      throw .io(path: target.path, reason: Self.reason(error))
    }
    return manifest
  }

  /// Removes the installed app `id`.
  public func remove(_ id: String) throws(Failure) {
    let installed = list().map(\.id)
    guard installed.contains(id) else { throw .notInstalled(id: id, installed: installed) }
    let target = folder.appendingPathComponent(id, isDirectory: true)
    do {
      try FileManager.default.removeItem(at: target)
    } catch {
      throw .io(path: target.path, reason: Self.reason(error))
    }
  }

  /// The problem with the manifest's executable, where `run` says it is (beside the manifest):
  /// nil when it is a file this user may run.
  public static func executableFinding(_ manifest: AppManifest) -> CheckFinding? {
    let folder = URL(fileURLWithPath: manifest.file).deletingLastPathComponent()
    let path = folder.appendingPathComponent(manifest.run).path
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if exists, !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: path) { return nil }
    let message =
      exists && !isFolder.boolValue
      ? "runs \(path), which this user may not run (chmod +x?)" : "runs \(path), which is no file"
    return CheckFinding(.error, subject: manifest.name, message: message, location: manifest.runLocation)
  }

  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(code)))
    }
    return (error as NSError).localizedDescription
  }
}

extension InstalledApps {
  /// The installed apps the shell registers, each run with `environment` behind `gate`; an app
  /// whose manifest does not read, or whose id is a built-in app's (`taken`), is left out and
  /// said in `problems` (one line each, as `hark check` says it).
  public func apps(environment: [String: String], gate: any AppGate, taken: Set<String>)
    -> (apps: [OutsideApp], problems: [String])
  {
    var apps: [OutsideApp] = []
    var problems: [String] = []
    for entry in list() {
      switch entry.manifest {
      case .manifest(let manifest) where taken.contains(manifest.id.lowercased()):
        problems.append(
          "\(entry.folder.path): the id “\(manifest.id)” is a built-in app's; the app is left out")
      case .manifest(let manifest):
        apps.append(
          OutsideApp(manifest: manifest, folder: entry.folder, environment: environment, gate: gate))
      case .problems(let found):
        problems += found.map { "\($0.description) (the app is left out)" }
      }
    }
    return (apps, problems)
  }
}
