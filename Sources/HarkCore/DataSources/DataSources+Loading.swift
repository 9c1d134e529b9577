import Foundation

extension DataSources {
  /// The sources in use, from the first of these that names a calendar:
  /// 1. the store's own `<store>/sources` (a demo store names its own folders, so a demo never
  ///    shows the person's real calendar);
  /// 2. `$XDG_CONFIG_HOME/hark/sources` (default `~/.config/hark/sources`);
  /// 3. khal's config, `$XDG_CONFIG_HOME/khal/config`;
  /// 4. the store's own calendar folder, `<store>/calendar/calendars/home/`.
  /// A file with problems decides as well (its sections that read correctly are used, the
  /// problems are in ``problems``): a mistake never silently shows another place's calendar.
  /// `environment` gives `XDG_CONFIG_HOME` and `HOME` (tests pass their own, never the developer's);
  /// `store` is nil for no store.
  public static func load(store: URL?, environment: [String: String]) -> DataSources {
    let config = configFolder(environment)
    var places:
      [(file: URL, read: (String, URL) -> (calendars: [CalendarSourceSpec], problems: [SourcesDiagnostic]))] =
        []
    if let store {
      places.append(
        (
          store.appendingPathComponent("sources"),
          { text, file in
            let read = SourcesFile(text: text, file: file, environment: environment, inStore: true)
            return (read.calendars, read.problems)
          }
        ))
    }
    if let config {
      places.append(
        (
          config.appendingPathComponent("hark/sources"),
          { text, file in
            let read = SourcesFile(text: text, file: file, environment: environment)
            return (read.calendars, read.problems)
          }
        ))
      places.append(
        (
          config.appendingPathComponent("khal/config"),
          { text, file in
            let read = KhalConfig(text: text, file: file, environment: environment)
            return (read.calendars, read.problems)
          }
        ))
    }
    for place in places {
      let text: String
      switch readText(place.file) {
      case .absent: continue
      case .unreadable(let reason):
        return DataSources(problems: [
          SourcesDiagnostic(
            file: place.file, line: 1, column: 1, word: place.file.lastPathComponent,
            problem: .unreadable(reason))
        ])
      case .text(let read): text = read
      }
      let found = place.read(text, place.file)
      if found.calendars.isEmpty && found.problems.isEmpty { continue }
      return DataSources(
        calendars: found.calendars, addressBooks: store.map(storeOwnAddressBooks) ?? [],
        mail: store.map(storeOwnMail) ?? [], problems: found.problems)
    }
    return store.map(storeOwn) ?? DataSources()
  }

  /// `$XDG_CONFIG_HOME`, or `$HOME/.config` when it is unset, empty or relative (the XDG base
  /// directory specification ignores a relative one); nil with neither.
  static func configFolder(_ environment: [String: String]) -> URL? {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
  }

  /// What reading a configuration file found.
  enum ReadText {
    case absent
    case unreadable(String)
    case text(String)
  }

  /// The file's text; absent when there is no such file.
  static func readText(_ file: URL) -> ReadText {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { return .absent }
    if isDirectory.boolValue { return .unreadable("it is a folder") }
    let data: Data
    do { data = try Data(contentsOf: file) } catch {
      // The system's reason (permission denied, …) as Foundation words it.
      return .unreadable((error as NSError).localizedFailureReason ?? error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text") }
    return .text(text)
  }
}
