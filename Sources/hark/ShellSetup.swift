import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkOutside
import HarkStore
import HarkUnderstanding
import Synchronization

/// Builds what every subcommand needs from the flags and the environment: the clock, the
/// grammars, the store.
struct ShellSetup {
  let options: Options
  let environment: [String: String]
  /// The cache folder once checked (``cacheDirectory()``), so its warning is printed once.
  private let checkedCache = CheckedCache()

  /// Why setting up failed, in words; exit status 1 (2 for a bad flag value).
  struct Failure: Error {
    let message: String
    let status: Int32
  }

  /// The fixed time of `--now` / `HARK_NOW`, or nil for the real clock. `--now` was read when the
  /// command line was; `HARK_NOW` is read here, as strictly.
  func fixedNow() throws(Failure) -> Date? {
    if let now = options.now { return now }
    guard let text = environment["HARK_NOW"], !text.isEmpty else { return nil }
    switch ISO8601Time.parse(text) {
    case .success(let date): return date
    case .failure(let problem):
      let error = UsageError.badValue(
        "HARK_NOW", value: text, problem: .time(problem), command: options.command)
      throw Failure(message: "hark: \(error)", status: 2)
    }
  }

  /// The store folder: `--store`, `$HARK_STORE`, else `store` in the data folder
  /// (`$XDG_DATA_HOME/hark`, `~/.local/share/hark`) — unless the data folder is itself a store, as
  /// the first versions made it, which is kept. The store has a folder of its own because the data
  /// folder also holds the installed grammars (`<bin>/../share/hark/Grammars` for `~/.local/bin`).
  func storePath() -> URL {
    if let store = options.store { return URL(fileURLWithPath: store) }
    if let store = environment["HARK_STORE"], !store.isEmpty { return URL(fileURLWithPath: store) }
    let data = dataFolder()
    let earlierStore = data.appendingPathComponent(ShellSetup.storeMarker)
    if FileManager.default.fileExists(atPath: earlierStore.path) { return data }
    return data.appendingPathComponent("store")
  }

  /// Hark's data folder: `$XDG_DATA_HOME/hark`, else `~/.local/share/hark`.
  func dataFolder() -> URL {
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("hark")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/hark")
  }

  /// Where apps from outside are installed, one folder each: `<data folder>/apps/<id>/`.
  func appsFolder() -> URL { dataFolder().appendingPathComponent("apps", isDirectory: true) }

  /// The file that makes a folder a store (HarkStore's marker), to recognise a store made in the
  /// data folder itself.
  static let storeMarker = "hark-store.json"

  /// Opens the store, making it from the demo data when the folder does not exist yet (or is
  /// empty). `notice` receives the one line saying so; `made` says whether it was made now.
  func openStore(now: Date, notice: (String) -> Void) throws(Failure) -> (store: Store, made: Bool) {
    let path = storePath()
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue {
      throw Failure(
        message: "hark: the store \(path.path) is a file, not a folder; give --store a folder", status: 1)
    }
    let empty =
      exists && isDirectory.boolValue
      && ((try? FileManager.default.contentsOfDirectory(atPath: path.path))?.isEmpty ?? false)
    do {
      if !exists || empty {
        do {
          let store = try Store.create(at: path, seed: SampleApps.demoSeeds(now: now))
          notice("hark: made a new demo store in \(path.path)")
          return (store, true)
        } catch .notEmpty {
          // Another shell made it meanwhile: use theirs.
        }
      }
      return (try Store.open(at: path), false)
    } catch {
      throw Failure(message: "hark: \(error)", status: 1)
    }
  }

  /// Loads every grammar; any diagnostic is fatal, printed as file:line:col with a caret.
  func loadGrammar() throws(Failure) -> GrammarSet {
    let directory = grammarsDirectory()
    let load = GrammarSet.load(directory: directory, cacheDirectory: cacheDirectory())
    if let grammar = load.grammar, load.diagnostics.isEmpty { return grammar }
    let rendered = load.diagnostics.map(\.rendered).joined(separator: "\n")
    throw Failure(
      message: rendered.isEmpty ? "hark: no grammars could be loaded from \(directory.path)" : rendered,
      status: 1)
  }

  /// The cache folder (`$XDG_CACHE_HOME/hark`, else `~/.cache/hark`), made 0700 when missing and
  /// checked once a run (``CacheFolder/prepare(_:)``): nil when it is not to be trusted (a link,
  /// another user's, writable by others), then the run goes on without a cache. What was refused
  /// is said once, in one line on stderr.
  func cacheDirectory() -> URL? {
    checkedCache.folder.withLock { checked in
      if let checked { return checked }
      var directory = Understanding.cacheDirectory(environment: environment)
      if let folder = directory {
        let found = CacheFolder.prepare(folder)
        directory = found.directory
        if let first = found.refusals.first {
          let more = found.refusals.count > 1 ? " (and \(found.refusals.count - 1) more)" : ""
          Output.error(
            found.directory == nil
              ? "hark: warning: the cache folder \(first): not used; going on without the cache"
              : "hark: warning: the cache file \(first)\(more): not read; made again when needed")
        }
      }
      checked = .some(directory)
      return directory
    }
  }

  func grammarsDirectory() -> URL {
    ResourceLocator.grammars(
      explicit: options.grammars, environment: environment,
      executable: ExecutableLocation.current())
  }

  /// The conversation's environment, ready to use, and the semantic index behind it.
  func shellEnvironment(notice: (String) -> Void) throws(Failure) -> (ShellEnvironment, SemanticBridge) {
    let fixed = try fixedNow()
    let grammar = try loadGrammar()
    let (store, made) = try openStore(now: fixed ?? Date(), notice: notice)
    // Ctrl-C in the interactive shell sets this flag (`Interrupts`); the line's work asks it
    // and stops. Elsewhere no handler is installed and Ctrl-C ends the process as usual.
    let cancellation = Cancellation { interruptPending.load(ordering: .relaxed) }
    let bridge = SemanticBridge(store: store, environment: environment, cancellation: cancellation)
    for warning in store.takeWarnings() { notice("hark: warning: \(warning)") }
    store.onSlowLock { holder in Output.error("hark: \(holder); still waiting") }
    let clock: @Sendable () -> Date
    if let fixed { clock = { fixed } } else { clock = { Date() } }
    let cache = cacheDirectory()
    // HARK_MODEL=off reads with the grammars alone (the evaluation's baseline).
    let understanding =
      environment["HARK_MODEL"] == "off"
      ? nil
      : Understanding.lazy(grammar, cacheDirectory: cache)
    // Ids are random whatever the clock: a fixed --now fixes time, nothing else.
    // The apps from outside installed for this user, each started on its first request.
    let outside = InstalledApps(folder: appsFolder()).apps(
      environment: environment, gate: appGate(cache: cache),
      taken: Set(SampleApps.all.map { $0.id.lowercased() }))
    for problem in outside.problems { notice("hark: warning: " + problem) }
    var shell = SampleApps.shellEnvironment(
      grammar: grammar, store: store, clock: clock, index: bridge, understanding: understanding,
      outside: outside.apps)
    // An app adopting an id the catalog lacks is a typo no line could reach: refuse to start.
    if let unknown = shell.apps.unknownSchemaIDs.first {
      throw Failure(message: "hark: \(unknown) (hark check lists every problem)", status: 1)
    }
    shell.cacheDirectory = cache
    // Which calendars the apps read: once a start, said as a warning when a file has a problem.
    shell.sources = DataSources.load(store: store.root, environment: environment)
    for problem in shell.sources.problems { notice("hark: warning: " + problem.rendered) }
    shell.similarity = bridge
    shell.cancellation = cancellation
    shell.openFile = { url in ShellSetup.xdgOpen(url, environment: environment) }
    // For tests only (the reliability checks): a larger sample, so a summary is slow enough to stop.
    if let limit = environment["HARK_TEST_SAMPLE_LIMIT"].flatMap(Int.init), limit > 0 {
      shell.sampleLimit = limit
    }
    if made { ShellSetup.indexDemoData(shell, bridge: bridge) }
    return (shell, bridge)
  }

  /// What stands before an app from outside first runs: the trust file in the cache folder, and
  /// in the interactive shell the question (on the terminal) when the file does not say yes.
  func appGate(cache: URL?) -> TrustFileGate {
    let trust = cache.map { AppTrust(file: $0.appendingPathComponent(AppTrust.fileName)) }
    let interactive = options.oneShot == nil && !options.json && isatty(0) == 1
    let ask: (@Sendable (TrustFileGate.AppQuestion) -> Bool)? = interactive ? AppsCommand.ask : nil
    return TrustFileGate(trust: trust, ask: ask)
  }

  /// A new demo store's few indexed entities go into the semantic index at once, so “messages about
  /// movies” works from the first command. Large stores are indexed by `hark index`.
  static func indexDemoData(_ environment: ShellEnvironment, bridge: SemanticBridge) {
    var entries: [ContentEntry] = []
    for app in environment.apps.apps {
      for type in app.entityTypes where !type.indexedProperties.isEmpty {
        entries += (try? type.finder(in: environment.context(for: app)).contentEntries()) ?? []
      }
    }
    bridge.preferModel(for: entries.flatMap { $0.fields.values })
    guard entries.count <= 5_000, let index = try? bridge.semanticIndex() else { return }
    try? index.addEmbedded(entries.map(SemanticBridge.entry))
  }
}

/// The cache folder as ``ShellSetup/cacheDirectory()`` found it: nil until checked, then the
/// folder or nil. A class, so that copies of the setup share one check.
private final class CheckedCache: Sendable {
  let folder = Mutex<URL??>(nil)
}

extension ShellSetup {
  /// Runs `xdg-open PATH` (xdg-utils) without waiting for the program it starts: nil when it
  /// started, else why not.
  static func xdgOpen(_ url: URL, environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let program = folders.map({ "\($0)/xdg-open" }).first(where: FileManager.default.isExecutableFile)
    else { return "xdg-open is not installed (Debian xdg-utils); the file is \(url.path)" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = [url.path]
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "xdg-open could not start: \(error.localizedDescription)" }
    return nil
  }
}
