import Foundation
import HarkCore
import HarkGrammar
import HarkStore
import HarkUnderstanding

/// The sample apps, registered in the order the shell prefers them.
public enum SampleApps {
  /// Every sample app.
  public static var all: [any App] {
    [UnicornChat(), Contacts(), Mail(), CalendarApp(), Files(), Photos(), Phone(), Music()]
  }

  /// The registry of every sample app.
  public static var registry: AppRegistry { AppRegistry(all) }

  /// The environment the shell runs the sample apps in. New records get random identifiers whatever
  /// the clock: a fixed clock (`--now`) fixes the time and nothing else, so two shells with the same
  /// fixed time never write the same id (a counter restarting in every process would overwrite).
  public static func shellEnvironment(
    grammar: GrammarSet, store: Store, clock: @escaping @Sendable () -> Date, index: (any ContentIndex)?,
    understanding: Understanding? = nil, outside: [any App] = []
  ) -> ShellEnvironment {
    ShellEnvironment(
      apps: outside.isEmpty ? registry : AppRegistry(all + outside), grammar: grammar, store: store,
      clock: clock, identifiers: .random(), index: index,
      understanding: understanding)
  }

  /// The records of a new demo store, made relative to `now`.
  public static func demoSeeds(now: Date) -> [StoreSeed] {
    all.flatMap { $0.demoData(now: now) }
  }
}
