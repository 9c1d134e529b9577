import Foundation
import HarkGrammar
import HarkStore
import HarkUnderstanding

/// Everything a conversation needs from outside: the apps, the grammars, the store, the clock.
public struct ShellEnvironment: Sendable {
  public var apps: AppRegistry
  public var grammar: GrammarSet
  public var store: Store
  /// The current time; fixed by `--now` and in transcripts.
  public var clock: @Sendable () -> Date
  public var identifiers: IdentifierSource
  /// The semantic index, when the shell has one.
  public var index: (any ContentIndex)?
  /// The user's time zone: dates such as "tomorrow at 5pm" are read in it and said in it.
  public var timeZone: TimeZone
  /// The learned stage behind the grammars; nil reads with the grammars alone.
  public var understanding: Understanding?
  /// The user's cache folder for Hark (`$XDG_CACHE_HOME/hark`): what a start can reuse from the
  /// last (names' Latin forms, the did-you-mean index); nil keeps everything in memory.
  public var cacheDirectory: URL?
  /// The sentence model for summaries, when the shell has one; nil chooses sentences by words.
  public var similarity: (any SentenceSimilarity)?
  /// Whether the person asked to stop the current line (Ctrl-C in the interactive shell, which
  /// plugs in its signal flag); never, by default.
  public var cancellation: Cancellation = .never
  /// The most records work that grows with the store reads: a summary takes a conversation's
  /// newest this many messages (``AppContext/sampleLimit``).
  public var sampleLimit = AppContext.defaultSampleLimit
  /// Where the person's data is; the shell loads it once (``DataSources/load(store:environment:)``).
  /// By default only the store's own calendar folder: tests and transcripts never read a person's.
  public var sources: DataSources
  /// Hands a file to the desktop's program for it (the executable runs `xdg-open PATH`): nil when
  /// it started, else why it could not. Nil here: `:open` says this shell cannot open files.
  public var openFile: (@Sendable (URL) -> String?)?

  public init(
    apps: AppRegistry, grammar: GrammarSet, store: Store,
    clock: @escaping @Sendable () -> Date = { Date() }, identifiers: IdentifierSource = .random(),
    index: (any ContentIndex)? = nil, timeZone: TimeZone = .current, understanding: Understanding? = nil,
    cacheDirectory: URL? = nil
  ) {
    self.cacheDirectory = cacheDirectory
    self.understanding = understanding
    self.index = index
    self.timeZone = timeZone
    self.apps = apps
    self.grammar = grammar
    self.store = store
    self.clock = clock
    self.identifiers = identifiers
    self.sources = .storeOwn(store.root)
  }

  /// The context `app`'s code runs in now, saying dates in `language` and the user's time zone.
  public func context(for app: any App, language: Language = .english) -> AppContext {
    let now = clock()
    var context = AppContext(
      appID: app.id, store: store, now: now, identifiers: identifiers, apps: apps, index: index,
      wording: DateWording(language: language, timeZone: timeZone, now: now, lexicons: lexicons))
    context.similarity = similarity
    context.cancellation = cancellation
    context.sampleLimit = sampleLimit
    context.cacheDirectory = cacheDirectory
    context.sources = sources
    return context
  }

  /// This environment for what must leave everything as it was (`:explain`, `hark parse`): the
  /// same store opened read-only (``Store/Access/readOnly``: a write throws) and no cache folder.
  public func readOnly() -> ShellEnvironment {
    var copy = self
    copy.cacheDirectory = nil
    // Not absent: a store that cannot be opened again is read through the open one, whose reads
    // report the same error, and whose writes nothing in `analyze` asks for.
    if let store = try? Store.open(at: store.root, access: .readOnly) { copy.store = store }
    return copy
  }

  /// How dates are said in `language` now.
  public func wording(_ language: Language) -> DateWording {
    DateWording(language: language, timeZone: timeZone, now: clock(), lexicons: lexicons)
  }
}
