import Foundation
import HarkGrammar
import HarkStore
import Testing

@testable import HarkApps
@testable import HarkCore

/// The runtime lists kept in the cache folder between runs (`ListsSnapshot`) are taken back only
/// for the same program, store and apps while the collections they came from are unchanged;
/// anything else makes them again.
@Suite struct ListsSnapshotTests {
  static let grammar = GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars"))
    .grammar
  static let now = Date(timeIntervalSince1970: 1_781_000_000)

  /// A demo store and a cache folder, both new.
  static func folders() throws -> (store: URL, cache: URL) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-lists-\(UUID().uuidString)")
    let store = base.appendingPathComponent("store")
    _ = try Store.create(at: store, seed: SampleApps.demoSeeds(now: now))
    return (store, base.appendingPathComponent("cache"))
  }

  /// A conversation as a new run makes it: the store opened afresh, the cache folder given.
  static func conversation(_ folders: (store: URL, cache: URL)) throws -> Conversation {
    var environment = SampleApps.shellEnvironment(
      grammar: try #require(grammar), store: try Store.open(at: folders.store), clock: { now }, index: nil)
    environment.cacheDirectory = folders.cache
    return Conversation(environment: environment)
  }

  static func contacts(_ lists: RuntimeLists) -> [String] { (lists.values["contact"] ?? []).map(\.input) }

  /// The snapshot file of a conversation's store, with a name put into its contact list that no
  /// app has: whether a later run lists it tells whether the file was believed.
  static func plant(_ name: String, in conversation: Conversation, cache: URL) throws -> URL {
    let environment = conversation.environment
    let file = ListsSnapshot.file(in: cache, store: environment.store)
    let origin = try #require(StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps))
    var snapshot = try #require(ListsSnapshot.read(file, origin: origin))
    var values = snapshot.lists.values
    values["contact", default: []].append(ListValue(name))
    snapshot.lists = RuntimeLists(values)
    snapshot.write(to: file, origin: origin)
    return file
  }

  @Test func aLaterRunTakesTheListsBackWhileTheStoreIsUnchanged() throws {
    let folders = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folders.store.deletingLastPathComponent()) }
    let first = try Self.conversation(folders)
    let made = first.runtimeLists()
    #expect(Self.contacts(made).contains("Flare"))
    _ = try Self.plant("Planted Name", in: first, cache: folders.cache)

    let later = try Self.conversation(folders).runtimeLists()
    #expect(Self.contacts(later).contains("Planted Name"))
    #expect(Self.contacts(later).dropLast() == Self.contacts(made)[...])
    // The keys came back with the values: the grammar reads a name of the kept list whole.
    let reading = try #require(Self.grammar).readings(for: "text Planted Name hi", lists: later).first
    #expect(reading?.slots.values.contains { $0.text == "Planted Name" && !$0.isUnmatched } == true)
  }

  @Test func aContactWrittenSinceMakesTheListsAgain() throws {
    let folders = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folders.store.deletingLastPathComponent()) }
    let first = try Self.conversation(folders)
    _ = first.runtimeLists()
    _ = try Self.plant("Planted Name", in: first, cache: folders.cache)
    let contact = UnicornContact(id: "zephyrine", name: "Zephyrine", handle: "@zephyrine", nicknames: [])
    try Store.open(at: folders.store).append(app: "unicornchat", collection: "contacts", [contact.record])

    let later = Self.contacts(try Self.conversation(folders).runtimeLists())
    #expect(later.contains("Zephyrine"))
    #expect(!later.contains("Planted Name"))
    // And the file now holds the new lists, for the run after.
    let third = Self.contacts(try Self.conversation(folders).runtimeLists())
    #expect(third == later)
  }

  @Test func aDamagedOrForeignFileIsNotBelieved() throws {
    let folders = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folders.store.deletingLastPathComponent()) }
    let first = try Self.conversation(folders)
    _ = first.runtimeLists()
    let file = try Self.plant("Planted Name", in: first, cache: folders.cache)
    let environment = first.environment
    let origin = try #require(StoreSnapshotFile.Origin(store: environment.store, apps: environment.apps))
    #expect(ListsSnapshot.read(file, origin: origin) != nil)

    // Another program, another store, other apps: not this run's lists.
    var otherProgram = origin
    otherProgram.program[4] &+= 1
    #expect(ListsSnapshot.read(file, origin: otherProgram) == nil)
    var otherStore = origin
    otherStore.store += "-elsewhere"
    #expect(ListsSnapshot.read(file, origin: otherStore) == nil)
    var otherApps = origin
    otherApps.apps.removeLast()
    #expect(ListsSnapshot.read(file, origin: otherApps) == nil)

    // One byte changed anywhere: the checksum rejects the whole file, and the run makes its own.
    var bytes = try [UInt8](Data(contentsOf: file))
    for offset in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
      var damaged = bytes
      damaged[offset] ^= 0x20
      try Data(damaged).write(to: file)
      #expect(ListsSnapshot.read(file, origin: origin) == nil, "byte \(offset)")
    }
    // Cut short, or a folder in its place: no snapshot, no crash.
    bytes.removeLast(bytes.count / 2)
    try Data(bytes).write(to: file)
    #expect(ListsSnapshot.read(file, origin: origin) == nil)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let lists = Self.contacts(try Self.conversation(folders).runtimeLists())
    #expect(lists.contains("Flare"))
    #expect(!lists.contains("Planted Name"))
  }

  /// A well-formed file whose keys do not fit its values (checksummed after the change) is refused
  /// by the reader rather than trusted by a lookup.
  @Test func keysThatDoNotFitTheirValuesAreRefused() throws {
    var writer = BinaryWriter()
    let lists = RuntimeLists(["contact": [ListValue("Flare"), ListValue("Glow")]])
    #expect(lists.encoded(into: &writer))
    let good = writer.bytes
    let decoded = good.withUnsafeBytes { bytes -> RuntimeLists? in
      var reader = BinaryReader(bytes)
      return try? RuntimeLists(from: &reader)
    }
    #expect(decoded?.values["contact"]?.map(\.input) == ["Flare", "Glow"])

    // The same values with one key too few.
    var short = BinaryWriter()
    _ = RuntimeLists(["contact": [ListValue("Flare")]]).encoded(into: &short)
    var mixed = BinaryWriter()
    // The file spells the lists' names as text.
    let spelled = Dictionary(uniqueKeysWithValues: lists.values.map { ($0.key.rawValue, $0.value) })
    mixed.put(spelled) { writer, list in writer.put(list.map(\.input)) }
    let keysOfOne = short.bytes.withUnsafeBytes { bytes -> [UInt8] in
      var reader = BinaryReader(bytes)
      _ = try? reader.map { reader throws(BinaryReader.Damaged) in try reader.strings() }
      return Array(bytes[reader.offset...])
    }
    let refused = (mixed.bytes + keysOfOne).withUnsafeBytes { bytes -> RuntimeLists? in
      var reader = BinaryReader(bytes)
      return try? RuntimeLists(from: &reader)
    }
    #expect(refused == nil)
    // A value with more than words is not written at all.
    var rich = BinaryWriter()
    #expect(!RuntimeLists(["contact": [ListValue("Flare", context: ["domain": "x"])]]).encoded(into: &rich))
  }
}

/// People's indexed names kept between runs (`IndexedNames`): taken back while the contacts are
/// unchanged, with the entities a lookup matched read by identifier; made again after a change.
@Suite struct IndexedNamesSnapshotTests {
  /// UnicornChat's contact type, its finder and context, and a resolution cache over `cache`.
  static func contacts(_ folders: (store: URL, cache: URL)) throws -> (
    EntityType, EntityFinder, AppContext, ResolutionCache
  ) {
    let conversation = try ListsSnapshotTests.conversation(folders)
    let environment = conversation.environment
    let (app, type) = try #require(
      environment.apps.entityTypes(adopting: .person).first { $0.app.id == "unicornchat" })
    let context = environment.context(for: app)
    return (type, type.finder(in: context), context, ResolutionCache(cacheDirectory: folders.cache))
  }

  /// The entity titles `words` match in `names`, best first.
  static func titles(_ words: String, _ names: IndexedNames, _ finder: EntityFinder) throws -> [String] {
    let matches = names.index.matches(NameKey(words), limit: 5)
    return try names.entities(matches.map(\.item), finder: finder).compactMap { $0?.title }
  }

  /// Keeps Flare's entry with one more name, "Sparkplug", in the snapshot file: a later run that
  /// finds Flare by it believed the file.
  static func plantNickname(
    _ folders: (store: URL, cache: URL), made: IndexedNames, context: AppContext, type: EntityType
  ) throws {
    let file = IndexedNames.file(
      in: folders.cache, store: context.store, type: ResolutionCache.keptName(of: type, in: context))
    let origin = try #require(StoreSnapshotFile.Origin(store: context.store, apps: context.apps))
    let stored = try #require(IndexedNames.read(file, origin: origin))
    #expect(stored.items == made.items)
    let entities = try #require(made.loaded)
    let keys = entities.map { entity -> [NameKey] in
      let names = ([entity.title] + entity.entity.displayRepresentation.synonyms).map { NameKey($0) }
      return entity.id == "flare" ? names + [NameKey("Sparkplug")] : names
    }
    IndexedNames(index: NameIndex(keyed: keys), items: stored.items, reads: try #require(stored.reads))
      .write(to: file, origin: origin) { keys[$0] }
  }

  @Test func aLaterRunTakesPeoplesNamesBackAndReadsOnlyTheMatches() throws {
    let folders = try ListsSnapshotTests.folders()
    defer { try? FileManager.default.removeItem(at: folders.store.deletingLastPathComponent()) }
    let (type, finder, context, cache) = try Self.contacts(folders)
    let made = try cache.names(of: type, finder: finder, in: context)
    #expect(made.loaded != nil)
    #expect(try Self.titles("Flare", made, finder) == ["Flare"])
    try Self.plantNickname(folders, made: made, context: context, type: type)

    let (_, laterFinder, laterContext, laterCache) = try Self.contacts(folders)
    let later = try laterCache.names(of: type, finder: laterFinder, in: laterContext)
    #expect(later.loaded == nil)
    #expect(try Self.titles("Sparkplug", later, laterFinder) == ["Flare"])
    #expect(try Self.titles("Glow", later, laterFinder) == ["Glow"])
    #expect(later.items == made.items)
  }

  @Test func aContactWrittenSinceMakesTheNamesAgain() throws {
    let folders = try ListsSnapshotTests.folders()
    defer { try? FileManager.default.removeItem(at: folders.store.deletingLastPathComponent()) }
    let (type, finder, context, cache) = try Self.contacts(folders)
    let made = try cache.names(of: type, finder: finder, in: context)
    try Self.plantNickname(folders, made: made, context: context, type: type)
    let contact = UnicornContact(id: "zephyrine", name: "Zephyrine", handle: "@zephyrine", nicknames: [])
    try Store.open(at: folders.store).append(app: "unicornchat", collection: "contacts", [contact.record])

    let (_, laterFinder, laterContext, laterCache) = try Self.contacts(folders)
    let later = try laterCache.names(of: type, finder: laterFinder, in: laterContext)
    #expect(later.loaded != nil)
    #expect(try Self.titles("Zephyrine", later, laterFinder) == ["Zephyrine"])
    #expect(try Self.titles("Sparkplug", later, laterFinder).isEmpty)
    // In memory too: the same cache makes them again after another write.
    let renamed = UnicornContact(id: "zephyrine", name: "Quillon", handle: "@zephyrine", nicknames: [])
    try Store.open(at: folders.store).append(app: "unicornchat", collection: "contacts", [renamed.record])
    let again = try laterCache.names(of: type, finder: laterFinder, in: laterContext)
    #expect(try Self.titles("Quillon", again, laterFinder) == ["Quillon"])
    #expect(try Self.titles("Zephyrine", again, laterFinder).isEmpty)
  }

  /// Every line is answered the same by a run that made the lists and names and by a later run
  /// that took them from the cache folder: names, nicknames, Chinese names, people of another
  /// app, relationships, names nobody has, and lines that change nothing.
  @Test func aRunWithTheCacheWarmAnswersAsTheRunThatMadeIt() throws {
    let lines = [
      "text Flare hi", "show my last message from Bubbs", "send a message to Glow saying room 4 is free",
      "text flair hello", "text Sparky hi", "email Dana about lunch", "text my wife hello",
      "send a message to Mary", "给Glow发消息说明天见", "给王小明发消息 你好", "look up Leo",
      "what did Glow say about the aurora", "call my wife", "show the messages with Bubbles",
    ]
    func answers(_ folders: (store: URL, cache: URL), cold: Bool) throws -> [String] {
      try lines.map { line in
        // Cold: a cache folder of its own for every line, so every line makes its lists and names.
        let cache = cold ? folders.cache.appendingPathComponent(UUID().uuidString) : folders.cache
        let conversation = try ListsSnapshotTests.conversation((folders.store, cache))
        var events: [ShellEvent] = []
        conversation.respond(to: line) { events.append($0) }
        if conversation.isAwaitingAnswer { conversation.cancelPendingQuestion { _ in } }
        return events.map { "\($0.kind) \($0.intent ?? "-") \($0.text) \($0.choices ?? [])" }.joined(
          separator: " | ")
      }
    }
    // Each store is new, as its writes (a send) would change what the next line finds.
    let cold = try ListsSnapshotTests.folders()
    defer { try? FileManager.default.removeItem(at: cold.store.deletingLastPathComponent()) }
    let first = try answers(cold, cold: true)
    let warm = try ListsSnapshotTests.folders()
    defer { try? FileManager.default.removeItem(at: warm.store.deletingLastPathComponent()) }
    // Warm the cache on this store without writing to it: a line that only reads.
    let reader = try ListsSnapshotTests.conversation(warm)
    reader.respond(to: "show my last message from Flare") { _ in }
    #expect(FileManager.default.fileExists(atPath: warm.cache.path))
    let second = try answers(warm, cold: false)
    for (line, (a, b)) in zip(lines, zip(first, second)) { #expect(a == b, "\(line)") }
  }

  /// A key kept as its folded text and words is the key made from the name.
  @Test func aKeptKeyIsTheKeyMadeFromTheName() {
    for name in [
      "Flare", "Mary Smith", "  Dana   Whitfield ", "O'Brien-Smith", "Zoë", "王小明", "Łukasz", "Müller 2",
    ] {
      let made = NameKey(name)
      let kept = NameKey(folded: made.folded, words: made.words)
      #expect(kept == made, "\(name)")
      #expect(kept.wordScalars == made.wordScalars, "\(name)")
    }
  }
}
