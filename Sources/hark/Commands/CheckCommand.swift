import Foundation
import HarkCore
import HarkGrammar
import HarkOutside

/// `hark check`: every grammar diagnostic, then every finding about the registered apps and the
/// grammars' fit with them. Exit 1 on any error; warnings are printed and pass.
enum CheckCommand {
  static func run(
    grammarsDirectory: URL, apps: AppRegistry, sources: DataSources? = nil, manifests: [String] = []
  ) -> Int32 {
    let load = GrammarSet.load(directory: grammarsDirectory)
    for diagnostic in load.diagnostics { Output.error(diagnostic.rendered) }
    var findings = AppChecker().check(apps)
    var manifestProblems = 0
    for path in manifests {
      switch AppManifest.load(path) {
      case .problems(let problems):
        manifestProblems += problems.count
        for problem in problems { Output.error(problem.description + "\n") }
      case .manifest(let manifest):
        findings += AppChecker().check(manifest.shape)
        if let missing = InstalledApps.executableFinding(manifest) { findings.append(missing) }
      }
    }
    if let grammar = load.grammar {
      findings += GrammarChecker(grammar: grammar, slots: GrammarSlots(directory: grammarsDirectory)).check(
        apps)
      Output.write(
        "grammars: \(grammar.intents.count) intents in \(grammar.languages.map(\.rawValue).joined(separator: ", "))\n"
      )
    }
    let ordered = findings.enumerated().sorted { a, b in
      a.element.severity != b.element.severity ? a.element.severity < b.element.severity : a.offset < b.offset
    }.map(\.element)
    for finding in ordered {
      let line = finding.rendered + "\n"
      if finding.severity == .error { Output.error(line) } else { Output.write(line) }
    }
    let errors = findings.filter { $0.severity == .error }.count + load.diagnostics.count + manifestProblems
    let warnings = findings.count - findings.filter { $0.severity == .error }.count
    for line in finding(apps, sources: sources) { Output.write(line + "\n") }
    let intents = apps.apps.reduce(0) { $0 + $1.intents.count }
    let outside = manifests.isEmpty ? "" : " and \(manifests.count) from outside"
    Output.write(
      "apps: \(apps.apps.count) apps\(outside), \(intents) intents: \(errors) errors, \(warnings) warnings\n")
    return errors > 0 || load.grammar == nil ? 1 : 0
  }

  /// The manifests of the apps installed in `folder` (`<folder>/<id>/manifest.json`), by id.
  static func installedManifests(in folder: URL) -> [String] {
    InstalledApps(folder: folder).list().map { $0.folder.appendingPathComponent("manifest.json").path }
  }

  /// How a folder's files are found, or why none are: a folder that is missing or not a folder.
  static func folderFinding(_ folder: FolderSourceSpec) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.folder.path, isDirectory: &isFolder) else {
      return "warning: \(folder.folder.path) does not exist"
    }
    guard isFolder.boolValue else { return "warning: \(folder.folder.path) is not a folder" }
    return
      "walked: its files as they are (names, sizes, times, libmagic's types), links out of it not followed"
  }

  /// How each app's entities are found: by the shell's indexes (names, and the semantic index for
  /// the properties an app marks indexed), or, for a calendar on a server, by the server itself
  /// (the talk's EntityStringQuery: Hark indexes nothing of it); mail by notmuch's index or its files.
  static func finding(_ apps: AppRegistry, sources: DataSources?) -> [String] {
    var lines: [String] = []
    for app in apps.apps {
      for type in app.entityTypes {
        let indexed = type.indexedProperties
        let how = indexed.isEmpty ? "by name" : "by name and by meaning (\(indexed.joined(separator: ", ")))"
        lines.append("finding: \(app.name) \(type.displayName): indexed, \(how)")
      }
    }
    for calendar in sources?.calendars ?? [] {
      let how =
        switch calendar.location {
        case .folder: "indexed: Hark's index of the folder's .ics files, kept by their stamps"
        case .caldav: "by string query: the server searches (CalDAV calendar-query), Hark indexes nothing"
        }
      lines.append("finding: calendar \(calendar.name): \(how)")
    }
    for mail in sources?.mail ?? [] {
      let how =
        mail.notmuchDatabase != nil
        ? "by the person's notmuch database, brought up to the Maildir before a search"
        : "file by file up to 500 messages, above that by a notmuch database Hark keeps in its cache folder"
      lines.append("finding: mail \(mail.name): \(how)")
    }
    for (kind, folders) in [(SourceKind.files, sources?.files ?? []), (.pictures, sources?.pictures ?? [])] {
      for folder in folders {
        lines.append("finding: \(kind.rawValue) \(folder.name): \(folderFinding(folder))")
      }
    }
    if let music = sources?.music {
      lines.append(
        "finding: music \(music.name): by string query: MPD searches its own database, Hark indexes nothing")
    }
    return lines
  }
}
