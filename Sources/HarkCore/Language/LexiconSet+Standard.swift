import Foundation
import HarkGrammar

extension LexiconSet {
  /// The lexicons of the grammar folder Hark finds without being told (`$HARK_GRAMMARS`, the
  /// copy installed beside the executable, else the checkout), read once: for readers called
  /// where no grammar is at hand. A conversation reads its own grammar's (``ShellEnvironment/lexicons``),
  /// so `--grammars` is obeyed there; this is the same files in every ordinary run.
  public static let standard: LexiconSet = {
    // No link to read (not Linux, or no /proc) is no executable: the other places are looked in.
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map { URL(fileURLWithPath: $0) }
    let folder = ResourceLocator.grammars(
      explicit: nil, environment: ProcessInfo.processInfo.environment, executable: executable)
    let loaded = LexiconSet.load(grammars: folder).lexicons
    // A folder without lexicons (grammars made for a test) reads with the checkout's.
    if !loaded.isEmpty { return loaded }
    return LexiconSet.load(grammars: ResourceLocator.checkout.appendingPathComponent("Grammars")).lexicons
  }()
}

extension ShellEnvironment {
  /// The lexicons of the conversation's grammar folder; the standard ones for grammars made
  /// without any (compiled from files in memory).
  public var lexicons: LexiconSet { grammar.lexicons.isEmpty ? .standard : grammar.lexicons }
}
