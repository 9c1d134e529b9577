import Foundation
import HarkCore
import HarkGrammar
import HarkMPD
import HarkStore
import HarkUnderstanding

/// Replays transcripts against a fresh copy of their fixture store and reports differences.
public struct TranscriptRunner: Sendable {
  public let grammar: GrammarSet
  public let apps: AppRegistry
  /// The records a transcript's store starts with, from its header.
  public let fixture: @Sendable (Transcript) -> [StoreSeed]
  /// The learned stage behind the grammars, as the shell has it.
  public let understanding: Understanding?
  /// Makes the semantic index of a transcript's new store, its content taken in — the shell's,
  /// with the sentence model — or nil when the model is not installed. Without one, transcripts that need it are skipped.
  public let semanticIndex: (@Sendable (Store) -> (any ContentIndex)?)?

  /// A runner over `apps` whose stores start from `fixture`; by default `# store: demo` means the
  /// apps' own demo data and `# store: empty` an empty store.
  public init(
    grammar: GrammarSet, apps: AppRegistry,
    fixture: (@Sendable (Transcript) -> [StoreSeed])? = nil,
    understanding: Understanding? = nil, semanticIndex: (@Sendable (Store) -> (any ContentIndex)?)? = nil
  ) {
    self.semanticIndex = semanticIndex
    self.understanding =
      understanding
      ?? Understanding.load(
        grammar,
        cacheDirectory: Understanding.cacheDirectory(environment: ProcessInfo.processInfo.environment))
    self.grammar = grammar
    self.apps = apps
    self.fixture = fixture ?? TranscriptRunner.demoFixture(of: apps)
  }

  /// The demo data of `apps` for `# store: demo`, nothing for `# store: empty`.
  public static func demoFixture(of apps: AppRegistry) -> @Sendable (Transcript) -> [StoreSeed] {
    { transcript in
      transcript.store == "demo" ? apps.apps.flatMap { $0.demoData(now: transcript.now) } : []
    }
  }

  /// Plays `transcript`'s inputs in a new store under `scratch` through a `Session`, as the shell
  /// reads lines, and returns what the shell answered, in the same shape. After `:quit` no line
  /// is run (each answers nothing), as in a batch.
  public func replay(_ transcript: Transcript, scratch: URL) throws -> Transcript {
    let store = try Store.create(at: scratch.appendingPathComponent("store"), seed: fixture(transcript))
    let music = try Self.startMusicServer(of: store)
    defer { music?.stop() }
    let now = transcript.now
    var index: (any ContentIndex)?
    if transcript.needsSemanticIndex {
      guard let made = semanticIndex?(store) else { throw TranscriptError.needsSemanticIndex }
      index = made
    }
    let environment = ShellEnvironment(
      apps: apps, grammar: grammar, store: store, clock: { now }, identifiers: .sequential(), index: index,
      timeZone: transcript.timeZone, understanding: understanding)
    let session = Session(conversation: Conversation(environment: environment))
    var ended = false
    var actual = transcript
    for index in actual.exchanges.indices {
      var output: [String] = []
      let emit: (ShellEvent) -> Void = { event in
        // Inert, as the shell prints it: a transcript is read on a terminal too.
        output += TerminalText.inert(event.text).split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
      }
      let input = actual.exchanges[index].input
      if input == Transcript.endOfInput {
        session.endOfInput(emit: emit)
      } else if !ended, session.handle(input, emit: emit) == .quit {
        session.endOfInput(emit: emit)
        ended = true
      }
      actual.exchanges[index].output = output
    }
    return actual
  }

  /// The store's own music server (`<store>/music/mpd.conf`, the demo's), started for the
  /// transcript so what it says is playing is what MPD plays; nil when the store has none, or when
  /// mpd is not installed: the Music app then says that no server answers and how to start one,
  /// and a transcript expecting music fails with that line.
  static func startMusicServer(of store: Store) throws -> MPDServer? {
    let folder = store.root.appendingPathComponent("music", isDirectory: true)
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("mpd.conf").path),
      MPDServer.executable != nil
    else { return nil }
    return try MPDServer.start(folder: folder)
  }

  /// The differences between what a transcript expects and what the shell said, as lines of a
  /// readable diff (`-` expected, `+` actual) with the file's line numbers; empty when equal.
  public static func differences(expected: Transcript, actual: Transcript, file: String) -> [String] {
    var lines: [String] = []
    for (want, got) in zip(expected.exchanges, actual.exchanges) where want.output != got.output {
      lines.append("\(file):\(want.line): after “> \(want.input)”")
      lines += LineDiff.lines(want.output, got.output)
    }
    return lines
  }
}

/// A minimal line diff (longest common subsequence): unchanged lines with two spaces, removed
/// with `-`, added with `+`.
enum LineDiff {
  static func lines(_ a: [String], _ b: [String]) -> [String] {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append("  " + a[i])
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
        result.append("- " + a[i])
        i += 1
      } else {
        result.append("+ " + b[j])
        j += 1
      }
    }
    return result
  }
}
