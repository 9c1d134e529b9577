import Foundation
import HarkCore
import HarkStore

/// The sample apps, registered in the order the shell prefers them.
public enum SampleApps {
  /// Every sample app.
  public static var all: [any App] {
    [UnicornChat(), Contacts(), Mail(), CalendarApp(), Files(), Photos(), Phone(), Music()]
  }

  /// The registry of every sample app.
  public static var registry: AppRegistry { AppRegistry(all) }

  /// The records of a new demo store, made relative to `now`.
  public static func demoSeeds(now: Date) -> [StoreSeed] {
    all.flatMap { $0.demoData(now: now) }
  }
}
