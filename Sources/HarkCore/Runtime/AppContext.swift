import Foundation
import HarkStore

/// What an app's code sees while it runs: its part of the store, the clock, and the other apps.
public struct AppContext: Sendable {
  /// The app's identifier, which is also its folder in the store.
  public let appID: String
  /// The whole store; use ``records(_:)`` and ``save(_:_:)`` for the app's own collections.
  public let store: Store
  /// The current time (fixed by `--now` in tests).
  public let now: Date
  /// Makes identifiers for new records.
  public let identifiers: IdentifierSource
  /// Every registered app, for importing values from another app.
  public let apps: AppRegistry
  /// The shell's semantic index, when one is plugged in.
  public let index: (any ContentIndex)?
  /// How dates are said to the person: their time zone and language.
  public var wording: DateWording
  /// The sentence model, when the shell has one: summaries choose central sentences with it.
  public var similarity: (any SentenceSimilarity)?
  /// Whether the person asked to stop the current line: work that grows with the store asks it
  /// between steps and stops with `CancellationError`, having written nothing.
  public var cancellation: Cancellation = .never
  /// The most records work that grows with the store reads (a summary: the conversation's newest
  /// messages), so a line's time does not grow with the store; the shell says when it sampled.
  public var sampleLimit = AppContext.defaultSampleLimit
  /// 200 messages: the sentence model encodes them in a few seconds (E5 takes 15-35 ms a message
  /// on these 2-core machines; ten thousand took minutes), and they are the conversation's recent
  /// weeks, which is what "summarize this conversation" asks about.
  public static let defaultSampleLimit = 200
  /// The user's cache folder for Hark (``ShellEnvironment/cacheDirectory``): where an app keeps
  /// what it derives from the person's files (a calendar's listing index); nil keeps none, as
  /// `:explain` and `hark parse` must.
  public var cacheDirectory: URL?
  /// Where the person's data is (their calendars): the shell loads it once from the sources file,
  /// khal's config or the store (``DataSources/load(store:environment:)``); by default only the
  /// store's own calendar folder, so a test never reads a person's calendar.
  public var sources: DataSources {
    get { loadedSources ?? .storeOwn(store.root) }
    set { loadedSources = newValue }
  }
  /// What the app derives once for the line this context serves (a walk of the person's
  /// folders), shared by every copy of the context.
  public let lineMemo = LineMemo()
  /// The sources set by the shell; nil for the store's own, made when asked: a context is made
  /// for every line and app, and most never look.
  private var loadedSources: DataSources?

  public init(
    appID: String, store: Store, now: Date, identifiers: IdentifierSource, apps: AppRegistry,
    index: (any ContentIndex)? = nil, wording: DateWording? = nil
  ) {
    self.wording = wording ?? DateWording(now: now)
    self.appID = appID
    self.store = store
    self.now = now
    self.identifiers = identifiers
    self.apps = apps
    self.index = index
  }

  /// The current records of one of the app's collections.
  public func records(_ collection: String) throws -> [Record] {
    do throws(StoreError) { return try store.records(app: appID, collection: collection) } catch {
      throw IntentError.storage(error)
    }
  }

  /// The records of a collection whose `field` equals `value`; served from the store's derived
  /// index on large collections, so it does not read every record.
  public func records(_ collection: String, where field: String, equals value: JSONValue) throws -> [Record] {
    do throws(StoreError) {
      return try store.records(app: appID, collection: collection, where: field, equals: value)
    } catch {
      throw IntentError.storage(error)
    }
  }

  /// The last `count` records written to a collection, newest last, read from the end of its file.
  public func lastRecords(_ collection: String, count: Int) throws -> [Record] {
    do throws(StoreError) {
      return try store.lastRecords(app: appID, collection: collection, count: count)
    } catch {
      throw IntentError.storage(error)
    }
  }

  /// The last `count` records written to a collection whose `field` equals `value`, newest last:
  /// the end of ``records(_:where:equals:)`` without making the records before them.
  public func lastRecords(_ collection: String, where field: String, equals value: JSONValue, count: Int)
    throws -> [Record]
  {
    do throws(StoreError) {
      return try store.lastRecords(
        app: appID, collection: collection, where: field, equals: value, count: count)
    } catch {
      throw IntentError.storage(error)
    }
  }

  /// The records of `ids` that exist in one of the app's collections, each once, in the order of
  /// `ids`: read one by one (from the derived index on a large collection), so a query for the
  /// few entities a line matched does not read every record.
  public func records(_ collection: String, ids: [String]) throws -> [Record] {
    var seen: Set<String> = []
    return try ids.filter { seen.insert($0).inserted }.compactMap { try record(collection, id: $0) }
  }

  /// The record with `id` in one of the app's collections.
  public func record(_ collection: String, id: String) throws -> Record? {
    do throws(StoreError) { return try store.record(app: appID, collection: collection, id: id) } catch {
      throw IntentError.storage(error)
    }
  }

  /// Writes records durably: when this returns, they survive a crash.
  public func save(_ collection: String, _ records: [Record]) throws {
    do throws(StoreError) { try store.append(app: appID, collection: collection, records) } catch {
      throw IntentError.storage(error)
    }
  }

  /// Deletes records durably.
  public func delete(_ collection: String, ids: [String]) throws {
    do throws(StoreError) { try store.delete(app: appID, collection: collection, ids: ids) } catch {
      throw IntentError.storage(error)
    }
  }

  /// Runs `body` holding the store's lock, so that what it reads and what it then writes are one
  /// step for every shell sharing the store: a find-or-create (the conversation with these people,
  /// made if missing) cannot make two. Writes inside do not wait for the lock they already hold.
  public func exclusively<T>(_ body: () throws -> T) throws -> T {
    do { return try store.exclusively(body) } catch let error as StoreError {
      throw IntentError.storage(error)
    }
  }

  /// Copies `file` into the app's `attachments` folder inside the store and returns its name
  /// there: a file another app handed over stays with the message or mail it came with, whatever
  /// becomes of the original.
  public func keepAttachment(_ file: IntentFile) throws -> String {
    // The name is the shell's to choose: no path, no control characters, never "." or "..".
    var safe = String(
      file.filename.unicodeScalars.map { scalar in
        scalar == "/" || scalar.properties.generalCategory == .control ? "_" : Character(scalar)
      })
    if safe.isEmpty || safe.hasPrefix(".") { safe = "attachment" + safe }
    let data: Data
    do {
      data = try file.data ?? file.url.map { try Data(contentsOf: $0) } ?? Data()
    } catch {
      // The file handed over could not be read: its name says which (Foundation's reason is English).
      throw IntentError.attachmentNotKept(name: file.filename, cause: nil)
    }
    do {
      let folder = try store.appFolder(appID, "attachments")
      return try folder.exclusively {
        var name = AppContext.attachmentName(identifiers.next("att-"), safe)
        // Identifiers may restart (a fresh store's counter): never write over a kept attachment.
        while try folder.contains(name) { name = AppContext.attachmentName(identifiers.next("att-"), safe) }
        try folder.replace(name, with: Array(data))
        return name
      }
    } catch let error as StoreError {
      throw IntentError.attachmentNotKept(name: file.filename, cause: error)
    }
  }

  /// The name an attachment is kept under: its identifier, then its own name cut to fit
  /// (``FileName/fitted(_:toBytes:)``: the extension kept). The store writes a file through a
  /// temporary one beside it whose name is up to 24 bytes longer (`.tmp-PID-RANDOM`), so the kept
  /// name leaves that room below the file system's 255 bytes: a 240-byte file name, or a contact's
  /// 213-character name in a conversation's export, failed with "File name too long".
  static func attachmentName(_ identifier: String, _ name: String) -> String {
    let prefix = identifier + "-"
    let room = FileName.maximumBytes - AppContext.temporaryNameRoom - prefix.utf8.count
    return prefix + FileName.fitted(name, toBytes: max(room, 1))
  }

  /// Bytes the store's temporary file name may add to a name (see ``attachmentName(_:_:)``).
  static let temporaryNameRoom = 32

  /// The same context for another app.
  public func context(for app: String) -> AppContext {
    var context = AppContext(
      appID: app, store: store, now: now, identifiers: identifiers, apps: apps, index: index,
      wording: wording)
    context.similarity = similarity
    context.cancellation = cancellation
    context.sampleLimit = sampleLimit
    context.cacheDirectory = cacheDirectory
    context.loadedSources = loadedSources
    return context
  }
}
