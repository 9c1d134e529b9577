import Foundation
import HarkGrammar
import HarkStore
import HarkTesting
import Testing

@testable import HarkApps
@testable import HarkCore

/// A finder's suggestions kept between lines (`ResolutionCache.names(of:finder:in:)`, with no cache
/// folder: in memory) are what asking the finder gives, and are asked for again once the store's
/// collections they came from change.
@Suite struct KeptSuggestionsTests {
  static let fixedNow = Date(timeIntervalSince1970: 1_781_000_000)

  static func demoStore() throws -> (URL, Store) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-kept-\(UUID().uuidString)")
    let store = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: fixedNow))
    return (folder, store)
  }

  static func context(_ store: Store, app: String, now: Date = fixedNow) -> AppContext {
    AppContext(
      appID: app, store: store, now: now, identifiers: .sequential(),
      apps: AppRegistry(SampleApps.all))
  }

  /// What the finder itself gives, and an index made from it, for comparing.
  static func slow(_ type: EntityType, _ context: AppContext) throws -> ([String], NameIndex) {
    let entities = try type.finder(in: context).suggestedEntities()
    let names = entities.map { [$0.title] + $0.entity.displayRepresentation.synonyms }
    return (entities.map { "\($0.id) \($0.title)" }, NameIndex(items: names))
  }

  static let queries = [
    "report", "plane ticket", "see you at 5", "budget", "报告", "机票", "Flare", "glwo", "Bub",
  ]

  /// The cache's entities and index for `type`: read in this run, so the entities are at hand.
  static func kept(_ cache: ResolutionCache, _ type: EntityType, _ context: AppContext) throws -> (
    entities: [EntityValue], index: NameIndex
  ) {
    let names = try cache.names(of: type, finder: type.finder(in: context), in: context)
    return (try #require(names.loaded), names.index)
  }

  static func agree(_ cache: ResolutionCache, _ type: EntityType, _ context: AppContext) throws {
    let kept = try kept(cache, type, context)
    let (entities, index) = try slow(type, context)
    #expect(kept.entities.map { "\($0.id) \($0.title)" } == entities)
    for query in queries {
      #expect(kept.index.matches(query, limit: 50) == index.matches(query, limit: 50), "\(query)")
    }
  }

  /// Files are on disk, where any program changes them: their names are kept between lines only
  /// while every folder and file the walk saw has the stamp it had (the walk notes each as read),
  /// and a line's context walks the folders once, so a change is seen from the next line on.
  @Test func filesAreKeptWhileNothingTheWalkSawChanges() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = Self.context(store, app: "files")
    let type = EntityType(FileItem.self)
    #expect(type.finder(in: line).suggestionsFollowTheStore)
    let cache = ResolutionCache()
    try Self.agree(cache, type, line)
    let names = try cache.names(of: type, finder: type.finder(in: line), in: line)
    let reads = try #require(names.reads)
    #expect(store.unchanged(reads))
    // Another program adds a file: the next line has it; the line already read does not.
    let travel = folder.appendingPathComponent("files/documents/Travel")
    try Data("PK".utf8).write(to: travel.appendingPathComponent("lake photos.zip"))
    #expect(!store.unchanged(reads))
    #expect(
      !(try Self.kept(cache, type, line).entities.contains { $0.id == "Documents/Travel/lake photos.zip" }))
    let next = Self.context(store, app: "files")
    let kept = try Self.kept(cache, type, next)
    #expect(kept.entities.contains { $0.id == "Documents/Travel/lake photos.zip" })
    try Self.agree(cache, type, next)
    // It renames it: the files of the line after follow again.
    try FileManager.default.moveItem(
      at: travel.appendingPathComponent("lake photos.zip"), to: travel.appendingPathComponent("lake.zip"))
    let after = Self.context(store, app: "files")
    try Self.agree(cache, type, after)
    #expect(try Self.kept(cache, type, after).entities.contains { $0.title == "lake.zip" })
    // It writes over a file in a folder the walk went down: the folder is as it was, the file
    // is not, and the next line's entity has its new size.
    try Data(repeating: 0x50, count: 4_321).write(to: travel.appendingPathComponent("lake.zip"))
    let written = Self.context(store, app: "files")
    try Self.agree(cache, type, written)
    let lake = try Self.kept(cache, type, written).entities.first { $0.title == "lake.zip" }
    #expect(lake?.property("size") == .number(4_321))
  }

  @Test func anyAppsFilesAndContactsAreKeptAsTheFindersGiveThem() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = ResolutionCache()
    let files = EntityType.anyApp(adopting: .file, displayName: "file")
    try Self.agree(cache, files, Self.context(store, app: "unicornchat"))
    try Self.agree(cache, files, Self.context(store, app: "unicornchat"))
    for (app, type) in AppRegistry(SampleApps.all).entityTypes(adopting: .person) {
      let context = Self.context(store, app: app.id)
      try Self.agree(cache, type, context)
      try Self.agree(cache, type, context)
    }
  }

  /// Calendar events are suggested by the clock (those not yet over): never kept.
  @Test func suggestionsThatDependOnTheClockAreAskedEveryTime() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = ResolutionCache()
    let type = EntityType(CalendarEvent.self)
    let now = Self.context(store, app: "calendar")
    let later = Self.context(store, app: "calendar", now: Self.fixedNow.addingTimeInterval(400 * 86_400))
    #expect(!type.finder(in: now).suggestionsFollowTheStore)
    let early = try Self.kept(cache, type, now).entities
    let late = try Self.kept(cache, type, later).entities
    #expect(early.count == (try Self.slow(type, now).0.count))
    #expect(late.count == (try Self.slow(type, later).0.count))
    #expect(late.count < early.count)
  }

  /// A send's words become a file description once a file of that name is there, by another
  /// writer, in a conversation that already read the files.
  @Test func aFileAnotherWriterAddsIsFoundByTheNextLine() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let environment = SampleApps.shellEnvironment(
      grammar: grammar, store: store, clock: { Self.fixedNow }, index: nil)
    let conversation = Conversation(environment: environment)
    func chosenSlots(_ line: String) -> [String] {
      let analysis = conversation.analyze(line)
      guard let chosen = analysis.chosen else { return [] }
      return analysis.readings[chosen].slots.map(\.name).sorted()
    }
    #expect(chosenSlots("text Flare lake photos") == ["content", "destination"])
    try Data("PK".utf8).write(
      to: folder.appendingPathComponent("files/documents/Travel/lake photos.zip"))
    #expect(chosenSlots("text Flare lake photos") == ["attachments", "destination"])
  }

  /// `searching` is `entities(matching:)` when the finder searches by words, else nil, for every
  /// sample app's types and for files from any app.
  @Test func searchingIsTheSearchByWordsOfAFinderThatSearches() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Music's finders search the store's own music server: one must answer.
    guard MPDServer.isInstalled else {
      #expect(!MPDServer.isCI, "mpd must be installed under CI")
      return
    }
    let music = try MPDServer.start(folder: store.root.appendingPathComponent("music"))
    defer { music.stop() }
    let registry = AppRegistry(SampleApps.all)
    var types = registry.apps.flatMap { app in app.entityTypes.map { (app.id, $0) } }
    types.append(("unicornchat", EntityType.anyApp(adopting: .file, displayName: "file")))
    var searched = 0
    for (app, type) in types {
      let finder = type.finder(in: Self.context(store, app: app))
      for words in ["report", "Flare", "see you at 5", "报告", "jazz", ""] {
        let found = try finder.searching(words)?.map(\.id)
        let slow = finder.searchesByString ? try finder.entities(matching: words).map(\.id) : nil
        #expect(found == slow, "\(type.name) “\(words)”")
        if found != nil { searched += 1 }
      }
    }
    #expect(searched > 0)
  }

  /// A finder takes a query for a search by words exactly when it is an `EntityStringQuery` of its
  /// entity, and finds what that query's own search finds.
  static func searchesAsTheStringQuery<E: AppEntity>(_ type: E.Type, _ store: Store, app: String) throws
    -> Bool
  {
    let context = Self.context(store, app: app)
    let query = E.defaultQuery(in: context)
    let finder = EntityType(E.self).finder(in: context)
    #expect(finder.searchesByString == (query is any EntityStringQuery<E>), "\(E.self)")
    guard let stringQuery = query as? any EntityStringQuery<E> else { return false }
    for words in ["report", "Flare", "see you at 5", "报告", "jazz", "Mary", ""] {
      #expect(
        try finder.searching(words)?.map(\.id) == stringQuery.entities(matching: words).map(\.id),
        "\(E.self) “\(words)”")
    }
    return true
  }

  @Test func everySampleTypeSearchesAsItsStringQuery() throws {
    let (folder, store) = try Self.demoStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    var searching = 0
    for found in [
      try Self.searchesAsTheStringQuery(CalendarEvent.self, store, app: "calendar"),
      try Self.searchesAsTheStringQuery(ContactPerson.self, store, app: "contacts"),
      try Self.searchesAsTheStringQuery(FileItem.self, store, app: "files"),
      try Self.searchesAsTheStringQuery(MailDraft.self, store, app: "mail"),
      try Self.searchesAsTheStringQuery(MailMessage.self, store, app: "mail"),
      try Self.searchesAsTheStringQuery(PhoneCall.self, store, app: "phone"),
      try Self.searchesAsTheStringQuery(PhotoAlbum.self, store, app: "photos"),
      try Self.searchesAsTheStringQuery(PhotoAsset.self, store, app: "photos"),
      try Self.searchesAsTheStringQuery(Playlist.self, store, app: "music"),
      try Self.searchesAsTheStringQuery(UnicornContact.self, store, app: "unicornchat"),
      try Self.searchesAsTheStringQuery(UnicornConversation.self, store, app: "unicornchat"),
      try Self.searchesAsTheStringQuery(UnicornMessage.self, store, app: "unicornchat"),
    ] where found {
      searching += 1
    }
    #expect(searching >= 3)
  }
}
