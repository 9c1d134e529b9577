import Foundation
import HarkCore
import HarkGrammar
import HarkStore

/// Runs intents by name with parameters in isolation, queries entities, and reads the store
/// afterwards: Hark's answer to AppIntentsTesting.
///
/// ```swift
/// let tester = try IntentTester(apps: [UnicornChat()])
/// let glow = try tester.entity(UnicornContact.self, in: "unicornchat", id: "glow")
/// let result = try tester.run(.sendMessage, in: "unicornchat",
///                             ["destination": .list([.entity(glow)]), "content": .string("hi")])
/// ```
public struct IntentTester: Sendable {
  public let apps: AppRegistry
  public let store: Store
  public let now: Date
  /// How the apps say dates and which language their words are in.
  public let wording: DateWording
  let identifiers = IdentifierSource.sequential()
  /// Where the apps' data is; nil for the store's own folders (``DataSources/storeOwn(_:)``).
  public var sources: DataSources?
  /// The cache folder apps keep derived data in (a mail index); nil keeps none.
  public var cacheDirectory: URL?

  /// A tester of `apps` over a new store in a temporary folder, made from their demo data (or empty),
  /// speaking `language` in `timeZone`.
  public init(
    apps: [any App], now: Date = Date(timeIntervalSince1970: 1_781_000_000),
    demoData: Bool = true, language: Language = .english, timeZone: TimeZone = .gmt
  ) throws {
    self.apps = AppRegistry(apps)
    // A schema id the catalog lacks would make the intent unreachable: say where it was written.
    if let unknown = self.apps.unknownSchemaIDs.first { throw unknown }
    self.now = now
    self.wording = DateWording(language: language, timeZone: timeZone, now: now)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hark-intent-tester-\(UUID().uuidString)")
    let seeds = demoData ? apps.flatMap { $0.demoData(now: now) } : []
    self.store = try Store.create(at: folder, seed: seeds)
  }

  /// The context an app's code runs in.
  public func context(for appID: String) throws -> AppContext {
    guard let app = apps.app(named: appID) else { throw IntentTesterError.noApp(appID) }
    var context = AppContext(
      appID: app.id, store: store, now: now, identifiers: identifiers, apps: apps, wording: wording)
    if let sources { context.sources = sources }
    context.cacheDirectory = cacheDirectory
    return context
  }

  /// Runs the app's intent adopting `schemaIntent` with `parameters`.
  @discardableResult
  public func run(
    _ schemaIntent: SchemaID, in appID: String, _ parameters: [String: ParameterValue] = [:]
  ) throws -> IntentResult {
    guard let app = apps.app(named: appID) else { throw IntentTesterError.noApp(appID) }
    guard let intent = app.intentKinds.first(where: { $0.schema.id == schemaIntent }) else {
      throw IntentTesterError.noIntent(app: appID, intent: schemaIntent.rawValue)
    }
    return try intent.perform(with: parameters, in: try context(for: appID))
  }

  /// Every entity of `type` the app's default query suggests.
  public func entities<E: AppEntity>(_ type: E.Type, in appID: String) throws -> [E] {
    try E.defaultQuery(in: try context(for: appID)).suggestedEntities()
  }

  /// The entity of `type` with `id`, as a parameter value.
  public func entity<E: AppEntity>(_ type: E.Type, in appID: String, id: String) throws -> ParameterValue {
    guard let found = try E.defaultQuery(in: try context(for: appID)).entities(for: [id]).first else {
      throw IntentTesterError.noEntity(type: E.typeDisplayName, id: id)
    }
    return .entity(found.entityValue)
  }

  /// The records of a collection as they are in the store's files now.
  public func records(_ appID: String, _ collection: String) throws -> [Record] {
    try store.records(app: appID, collection: collection)
  }
}

/// A test asked for something the apps do not have.
public enum IntentTesterError: Error, Equatable {
  case noApp(String)
  case noIntent(app: String, intent: String)
  case noEntity(type: String, id: String)
}
