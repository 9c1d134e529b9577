import Foundation
import Testing

@testable import HarkCore

/// The four places, in order: the store's sources file, Hark's, khal's config, the store's folder.
@Suite struct DataSourcesLoadingTests {
  /// A home folder of its own with a store in it; never the developer's.
  struct Home {
    let root: URL
    var store: URL { root.appendingPathComponent("store") }
    var environment: [String: String] { ["HOME": root.path, "XDG_CONFIG_HOME": root.path + "/config"] }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static let storeFile = "store/sources"
  static let harkFile = "config/hark/sources"
  static let khalFile = "config/khal/config"
  static let files: [String: String] = [
    storeFile: "[calendar demo]\nfolder = calendar/calendars/home\n",
    harkFile: "[calendar mine]\nfolder = ~/cal/mine\n",
    khalFile: "[calendars]\n[[khal]]\npath = ~/.calendars/khal\n",
  ]

  /// Which files exist, and the calendar and origin in use.
  @Test(arguments: [
    ([storeFile, harkFile, khalFile], "demo", "from the store's ~/store/sources:1"),
    ([harkFile, khalFile], "mine", "from ~/config/hark/sources:1"),
    ([khalFile], "khal", "from khal's config ~/config/khal/config:2"),
    ([], "home", "the store's own"),
    ([storeFile], "demo", "from the store's ~/store/sources:1"),
  ])
  func firstPlaceNamingACalendarDecides(present: [String], calendar: String, origin: String) throws {
    let home = try Home()
    defer { home.remove() }
    for name in present { try home.write(name, Self.files[name] ?? "") }
    let sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.problems == [])
    #expect(sources.calendars.map(\.name) == [calendar])
    #expect(sources.calendars.first?.origin.described(home: home.root.path) == origin)
  }

  @Test func storeFileReadsPathsFromTheStore() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write(Self.storeFile, Self.files[Self.storeFile] ?? "")
    let sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.calendars.first?.location == .folder(DataSources.storeCalendarFolder(home.store)))
  }

  @Test func storeFolderIsTheDefaultWhenNothingNamesACalendar() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write(Self.harkFile, "# nothing yet\n")
    var sources = DataSources.load(store: home.store, environment: home.environment)
    // Music is the person's server (libmpdclient's default here), never the store's demo one.
    #expect(sources.music == MusicSourceSpec(host: nil, origin: .libraryDefault))
    sources.music = DataSources.storeOwn(home.store).music
    #expect(sources.trash?.path == home.root.path + "/.local/share/Trash")
    sources.trash = DataSources.storeOwn(home.store).trash
    #expect(sources == DataSources.storeOwn(home.store))
    #expect(sources.defaultCalendar?.isDefault == true)
  }

  @Test func fileWithAProblemStillDecides() throws {
    let home = try Home()
    defer { home.remove() }
    try home.write(Self.harkFile, "[calender mine]\nfolder = ~/cal/mine\n")
    try home.write(Self.khalFile, Self.files[Self.khalFile] ?? "")
    let sources = DataSources.load(store: home.store, environment: home.environment)
    #expect(sources.calendars == [])
    #expect(sources.problems.map { "\($0.line):\($0.column) \($0.word)" } == ["1:2 calender"])
  }

  @Test func configFolderFollowsXDGThenHome() {
    #expect(DataSources.configFolder(["XDG_CONFIG_HOME": "/x", "HOME": "/h"])?.path == "/x")
    #expect(DataSources.configFolder(["XDG_CONFIG_HOME": "relative", "HOME": "/h"])?.path == "/h/.config")
    #expect(DataSources.configFolder(["HOME": "/h"])?.path == "/h/.config")
    #expect(DataSources.configFolder([:]) == nil)
  }
}
