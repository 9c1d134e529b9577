import Foundation
import HarkStore

/// An app: its entities, its intents, and the demo data of a new store.
///
/// Registering an app is all it takes for the shell to understand it: its intents adopt schema
/// intents, and the schema grammars already know how people ask for those.
public protocol App: Sendable {
  /// The app's identifier and store folder (`unicornchat`).
  var id: String { get }
  /// The name people say (`UnicornChat`).
  var name: String { get }
  /// Other names people use ("unicorn chat").
  var synonyms: [String] { get }
  /// The intents the app offers.
  var intents: [any AppIntent.Type] { get }
  /// The intents the app offers, with their types erased: what the shell registers. A Swift app's
  /// are its ``intents``; an app whose intents are not Swift types makes its own.
  var intentKinds: [IntentKind] { get }
  /// The entity types the app owns.
  var entityTypes: [EntityType] { get }
  /// The records a new demo store starts with.
  func demoData(now: Date) -> [StoreSeed]
}

extension App {
  public var synonyms: [String] { [] }
  public func demoData(now: Date) -> [StoreSeed] { [] }
}
