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
    case ("trust", 2):
      return trust(apps, id: arguments[1], setup: setup)
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
      Output.error(
        "hark: usage: hark apps [list] | hark apps install DIR | hark apps trust ID | hark apps remove ID")
      return 2
    }
  }

  /// `hark apps trust ID`: the person says the installed app may run with their rights, as
  /// answering yes to the shell's question does; what is kept is its executable's digest.
  static func trust(_ apps: InstalledApps, id: String, setup: ShellSetup) -> Int32 {
    guard let entry = apps.list().first(where: { $0.id == id }), case .manifest(let manifest) = entry.manifest
    else {
      Output.error("hark: no app “\(id)” is installed (hark apps lists them)")
      return 1
    }
    let executable = entry.folder.appendingPathComponent(manifest.run).path
    guard let digest = AppTrust.digest(of: executable) else {
      Output.error("hark: \(executable) cannot be read")
      return 1
    }
    guard let cache = setup.cacheDirectory() else {
      Output.error("hark: there is no cache folder to keep the answer in (set XDG_CACHE_HOME or HOME)")
      return 1
    }
    do {
      try AppTrust(file: cache.appendingPathComponent(AppTrust.fileName)).trust(id: id, digest: digest)
    } catch {
      Output.error("hark: \(error)")
      return 1
    }
    Output.write("\(manifest.name) (\(id)) may run: \(executable), SHA-256 \(digest)\n")
    return 0
  }

  /// The interactive shell's question before an app from outside first runs (or runs again after
  /// its program changed): what it is, and yes or no, read from the terminal.
  static func ask(_ question: TrustFileGate.AppQuestion) -> Bool {
    let why = question.changed ? "its program changed since you allowed it" : "it has not run before"
    Output.write(
      "\(question.name) (\(question.id)) is an app from outside: it runs \(question.executable) with your rights "
        + "(SHA-256 \(question.digest.prefix(16))…), and \(why).\nAllow it to run? [y/N] ")
    guard let terminal = fopen("/dev/tty", "r") else { return false }
    defer { fclose(terminal) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, terminal) > 0, let line else { return false }
    let answer = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return ["y", "yes", "是", "好"].contains(answer)
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
