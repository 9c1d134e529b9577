import Foundation
import HarkCore
import HarkOutside

/// `hark apps [list]`, `hark apps install DIR`, `hark apps remove ID`: the apps from outside
/// installed for this user, under `<data folder>/apps/<id>/`.
enum AppsCommand {
  static func run(_ setup: ShellSetup, arguments: [String]) -> Int32 {
    let apps = InstalledApps(folder: setup.appsFolder())
    switch (arguments.first ?? "list", arguments.count) {
    case ("list", 0...1):
      return list(apps, home: setup.environment["HOME"])
    case ("install", 2):
      do {
        let manifest = try apps.install(URL(fileURLWithPath: arguments[1]))
        Output.write(
          "installed \(manifest.name) (\(manifest.id)) in \(apps.folder.appendingPathComponent(manifest.id).path): "
            + "\(manifest.intents.count) intents, \(manifest.entities.count) entity types\n")
        return 0
      } catch {
        Output.error("hark: \(arguments[1]) was not installed:\n\(error)")
        return 1
      }
    case ("remove", 2):
      do {
        try apps.remove(arguments[1])
        // Installed again, it is asked about again before it first runs.
        if let cache = setup.cacheDirectory() {
          try? AppTrust(file: cache.appendingPathComponent(AppTrust.fileName)).forget(id: arguments[1])
        }
        Output.write("removed \(arguments[1])\n")
        return 0
      } catch {
        Output.error("hark: \(error)")
        return 1
      }
    default:
      Output.error("hark: usage: hark apps [list] | hark apps install DIR | hark apps remove ID")
      return 2
    }
  }

  static func list(_ apps: InstalledApps, home: String?) -> Int32 {
    let entries = apps.list()
    if entries.isEmpty { Output.write("no apps from outside are installed (hark apps install DIR)\n") }
    var status: Int32 = 0
    for entry in entries {
      switch entry.manifest {
      case .manifest(let manifest):
        let schemas = Set(manifest.intents.map { $0.schema.rawValue.split(separator: ".").first ?? "" })
        Output.write(
          "\(entry.id): \(manifest.name), runs \(manifest.run); adopts "
            + schemas.sorted().joined(separator: ", ") + "\n")
      case .problems(let problems):
        status = 1
        for problem in problems { Output.error("hark: " + problem.description) }
      }
    }
    return status
  }
}
