import Foundation

/// Where the person's data is: which folders and servers each app reads. Loaded once when the
/// shell starts (``load(store:environment:)``), from the first of four places that names them (see
/// `DEVELOPERS.md`, "Sources"), and handed to apps as ``AppContext/sources``.
public struct DataSources: Sendable, Equatable {
  /// The calendars, the default one first when one is marked.
  public var calendars: [CalendarSourceSpec]
  /// What was wrong in the files read: their sections that read correctly are still used.
  public var problems: [SourcesDiagnostic]

  /// Sources naming these calendars, with the problems found reading them.
  public init(calendars: [CalendarSourceSpec] = [], problems: [SourcesDiagnostic] = []) {
    self.calendars = calendars
    self.problems = problems
  }

  /// The calendar new events go to: the one marked default, else the first.
  public var defaultCalendar: CalendarSourceSpec? {
    calendars.first(where: \.isDefault) ?? calendars.first
  }

  /// Only the store's own calendar folder (`<store>/calendar/calendars/home/`): what a shell reads
  /// when nothing else was loaded (tests, transcripts), so none of them sees a person's calendar.
  public static func storeOwn(_ store: URL) -> DataSources {
    DataSources(calendars: [
      CalendarSourceSpec(
        name: "home", location: .folder(storeCalendarFolder(store)), isDefault: true, origin: .storeFolder)
    ])
  }

  /// `<store>/calendar/calendars/home/`: the calendar a store keeps inside itself (the demo's).
  public static func storeCalendarFolder(_ store: URL) -> URL {
    store.appendingPathComponent("calendar/calendars/home", isDirectory: true)
  }
}

/// The kinds of source a sources file names, one section kind each (`[calendar home]`). Mail,
/// contacts, files and music join as their apps read the person's own data.
public enum SourceKind: String, Sendable, CaseIterable {
  case calendar
}

/// One calendar: a vdir folder of `.ics` files, or a collection on a CalDAV server.
public struct CalendarSourceSpec: Sendable, Equatable {
  /// Its name: the section's (`[calendar work]`), khal's (`[[work]]`), or "home".
  public var name: String
  /// Where its events are.
  public var location: CalendarLocation
  /// Whether new events go here (`default = yes`; khal's `default_calendar`).
  public var isDefault: Bool
  /// Whether Hark must not write to it (`read-only = yes`; khal's `readonly = True`).
  public var isReadOnly: Bool
  /// Why Hark uses it: which file and line named it.
  public var origin: SourceOrigin
  /// How long a server may take to answer, in seconds (`timeout = 5`).
  public var timeout: Double

  /// A calendar named `name` at `location`.
  public init(
    name: String, location: CalendarLocation, isDefault: Bool = false, isReadOnly: Bool = false,
    origin: SourceOrigin, timeout: Double = CalendarSourceSpec.defaultTimeout
  ) {
    self.name = name
    self.location = location
    self.isDefault = isDefault
    self.isReadOnly = isReadOnly
    self.origin = origin
    self.timeout = timeout
  }

  /// Five seconds: a server on the same network answers a calendar query in well under one; a
  /// person waiting at the prompt should hear within a few that it does not.
  public static let defaultTimeout: Double = 5
}

/// Where a calendar's events are.
public enum CalendarLocation: Sendable, Equatable {
  /// A vdir: one `.ics` file per event in this folder (khal's and vdirsyncer's layout).
  case folder(URL)
  /// A calendar collection on a CalDAV server, with the account's user name and the file holding
  /// its password (never the command line; the file must be readable by its owner only).
  case caldav(URL, user: String?, passwordFile: URL?)
}

/// Why a source is in use: which of the four places named it.
public enum SourceOrigin: Sendable, Equatable {
  /// The store's own `sources` file, at this line.
  case storeFile(URL, line: Int)
  /// The person's `$XDG_CONFIG_HOME/hark/sources`, at this line.
  case harkFile(URL, line: Int)
  /// khal's configuration file, at this line.
  case khal(URL, line: Int)
  /// The store's own calendar folder, used when no file names one.
  case storeFolder

  /// "from ~/.config/hark/sources:3", "from khal's config ~/.config/khal/config:2", "the store's
  /// own": paths under `home` are said with `~`.
  public func described(home: String?) -> String {
    switch self {
    case .storeFile(let file, let line):
      "from the store's \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .harkFile(let file, let line): "from \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .khal(let file, let line): "from khal's config \(SourcePath.abbreviated(file, home: home)):\(line)"
    case .storeFolder: "the store's own"
    }
  }
}

extension CalendarSourceSpec {
  /// One line saying where it is and why it is used, as `hark sources` lists it:
  /// "calendar home: ~/.calendars/home (default; from khal's config ~/.config/khal/config:2)".
  public func described(home: String?) -> String {
    var place: String
    switch location {
    case .folder(let url): place = SourcePath.abbreviated(url, home: home)
    case .caldav(let url, let user, _):
      place = url.absoluteString
      if let user { place += " as \(user)" }
    }
    var notes: [String] = []
    if isDefault { notes.append("default") }
    if isReadOnly { notes.append("read-only") }
    notes.append(origin.described(home: home))
    return "\(SourceKind.calendar.rawValue) \(name): \(place) (\(notes.joined(separator: "; ")))"
  }
}
