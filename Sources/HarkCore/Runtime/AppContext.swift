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

  public init(
    appID: String, store: Store, now: Date, identifiers: IdentifierSource, apps: AppRegistry,
    index: (any ContentIndex)? = nil
  ) {
    self.appID = appID
    self.store = store
    self.now = now
    self.identifiers = identifiers
    self.apps = apps
    self.index = index
  }

  /// The current records of one of the app's collections.
  public func records(_ collection: String) throws -> [Record] {
    do { return try store.records(app: appID, collection: collection) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// The records of a collection whose `field` equals `value`; served from the store's derived
  /// index on large collections, so it does not read every record.
  public func records(_ collection: String, where field: String, equals value: JSONValue) throws -> [Record] {
    do { return try store.records(app: appID, collection: collection, where: field, equals: value) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// The last `count` records written to a collection, newest last, read from the end of its file.
  public func lastRecords(_ collection: String, count: Int) throws -> [Record] {
    do { return try store.lastRecords(app: appID, collection: collection, count: count) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// The record with `id` in one of the app's collections.
  public func record(_ collection: String, id: String) throws -> Record? {
    do { return try store.record(app: appID, collection: collection, id: id) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// Writes records durably: when this returns, they survive a crash.
  public func save(_ collection: String, _ records: [Record]) throws {
    do { try store.append(app: appID, collection: collection, records) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// Deletes records durably.
  public func delete(_ collection: String, ids: [String]) throws {
    do { try store.delete(app: appID, collection: collection, ids: ids) } catch {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// Runs `body` holding the store's lock, so that what it reads and what it then writes are one
  /// step for every shell sharing the store: a find-or-create (the conversation with these people,
  /// made if missing) cannot make two. Writes inside do not wait for the lock they already hold.
  public func exclusively<T>(_ body: () throws -> T) throws -> T {
    do { return try store.exclusively(body) } catch let error as StoreError {
      throw IntentError.storage(String(describing: error))
    }
  }

  /// The same context for another app.
  public func context(for app: String) -> AppContext {
    AppContext(appID: app, store: store, now: now, identifiers: identifiers, apps: apps, index: index)
  }
}
