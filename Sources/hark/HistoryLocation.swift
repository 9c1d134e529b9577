// Where the interactive shell keeps its line history.
import Foundation

/// The history file's location, following the XDG base directory specification.
enum HistoryLocation {
  /// `$XDG_STATE_HOME/hark/history`, else `$HOME/.local/state/hark/history`; nil without either.
  /// A relative `XDG_STATE_HOME` is ignored, as the specification requires.
  static func url(environment: [String: String]) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true)
        .appendingPathComponent("hark", isDirectory: true)
        .appendingPathComponent("history", isDirectory: false)
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state/hark", isDirectory: true)
        .appendingPathComponent("history", isDirectory: false)
    }
    return nil
  }
}
