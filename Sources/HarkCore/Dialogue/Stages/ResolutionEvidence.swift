import Foundation
import HarkGrammar

/// What one line's words became, worked out once per (words, parameter) and read by every stage
/// after: reading choice, the content probe, the dialogue and `:explain`. "Glow" in a send is
/// resolved once a line, however many readings and stages ask about it.
///
/// A table lasts one line: the conversation makes a new one for each line, since what the shell
/// showed and the store may have changed since the last (a line resolves nothing after its
/// request ran, and a person taken in is read back by the resolver itself). Its answers come from the
/// function it is made with (the resolver over the apps and what the shell showed), so a stage
/// that reads the table holds values, not the store.
final class ResolutionEvidence {
  /// Resolves `words` for `parameter` of `invocation`'s intent, dates completed by `anchor`.
  typealias Resolve = (
    _ invocation: Invocation, _ parameter: ParameterInfo, _ words: SlotWords, _ anchor: Date?
  )
    -> SlotResolution
  /// Why `invocation`'s app refuses `value` for `parameter`, or nil.
  typealias Refuse = (_ invocation: Invocation, _ value: ParameterValue, _ parameter: ParameterInfo)
    -> IntentDialog?

  /// A slot's words for one parameter of one app's intent, read in one language: what a resolution
  /// depends on besides what the shell showed, which does not change during a line.
  struct Key: Hashable {
    var app: String
    var intent: SchemaID
    var parameter: String
    var language: Language
    var words: SlotWords
    var anchor: Date?
    var looksBack: Bool
    var impliedHalf: DateParser.DayHalf?

    init(_ invocation: Invocation, _ parameter: ParameterInfo, _ words: SlotWords, anchor: Date?) {
      app = invocation.app.id
      intent = invocation.schema.id
      self.parameter = parameter.name
      language = invocation.language
      self.words = words
      self.anchor = anchor
      looksBack = invocation.looksBack
      impliedHalf = invocation.impliedHalf
    }

    /// Hashes the words and the parameter only: the rest seldom differs within a line, and a
    /// line looks the table up for every slot of every reading it tries (equality still
    /// compares every field).
    func hash(into hasher: inout Hasher) {
      hasher.combine(words.text)
      hasher.combine(parameter)
    }
  }

  private let resolve: Resolve
  private let refuse: Refuse
  // Room for the few slots a line resolves, so the table is not grown while it is read.
  private var resolutions: [Key: SlotResolution] = Dictionary(minimumCapacity: 8)

  init(resolve: @escaping Resolve, refuse: @escaping Refuse) {
    self.resolve = resolve
    self.refuse = refuse
  }

  /// What `words` become for `parameter` of `invocation`'s intent (dates completed by `anchor`):
  /// resolved the first time it is asked this line, read from the table after.
  func resolution(
    of words: SlotWords, for parameter: ParameterInfo, in invocation: Invocation, anchor: Date? = nil
  ) -> SlotResolution {
    let key = Key(invocation, parameter, words, anchor: anchor)
    if let known = resolutions[key] { return known }
    let made = resolve(invocation, parameter, words, anchor)
    resolutions[key] = made
    return made
  }

  /// Why the app refuses `value` for `parameter` ("edit this message" on someone else's). Asked
  /// of the app each time, not kept: an app's answer is a look at the value, cheaper than a table
  /// keyed by the value (an entity with all its properties) would be.
  func refusal(of value: ParameterValue, for parameter: ParameterInfo, in invocation: Invocation)
    -> IntentDialog?
  {
    refuse(invocation, value, parameter)
  }
}

extension ResolutionEvidence {
  /// A table over `environment`'s apps and what the shell showed (`memory`), resolving names
  /// through `cache`: the live dialogue's, and `analyze`'s over a read-only environment.
  static func resolving(
    environment: ShellEnvironment, memory: ConversationMemory, cache: ResolutionCache
  ) -> ResolutionEvidence {
    let contexts = LineContexts(environment)
    return ResolutionEvidence(
      resolve: { invocation, parameter, words, anchor in
        var resolver = Resolver(
          for: invocation, context: contexts.context(for: invocation), memory: memory, cache: cache,
          timeZone: environment.timeZone)
        resolver.anchorDate = anchor
        return resolver.resolveWithEvidence(words, for: parameter)
      },
      refuse: { invocation, value, parameter in
        invocation.kind.refusal(of: value, for: parameter.name, in: contexts.context(for: invocation))
      })
  }

  /// The apps' contexts a table's resolutions and refusals run in, made once per app and language
  /// for the line the table lasts (a context is made anew for every line, as the table is): a
  /// line resolves a slot for every reading it tries, and making a context costs more than a
  /// resolution that finds its answer in the names cache.
  private final class LineContexts {
    let environment: ShellEnvironment
    // Side by side rather than as tuples, so that looking a context up copies none of them.
    var apps: [String] = []
    var languages: [Language] = []
    var contexts: [AppContext] = []

    init(_ environment: ShellEnvironment) { self.environment = environment }

    func context(for invocation: Invocation) -> AppContext {
      let app = invocation.app.id
      for index in apps.indices where apps[index] == app && languages[index] == invocation.language {
        return contexts[index]
      }
      let context = environment.context(for: invocation.app, language: invocation.language)
      apps.append(app)
      languages.append(invocation.language)
      contexts.append(context)
      return context
    }
  }
}

extension Resolver {
  /// The resolver for `invocation`'s app and language over what the shell showed (`memory`): a
  /// request that communicates may take a person in by name.
  init(
    for invocation: Invocation, in environment: ShellEnvironment, memory: ConversationMemory,
    cache: ResolutionCache
  ) {
    self.init(
      for: invocation, context: environment.context(for: invocation.app, language: invocation.language),
      memory: memory, cache: cache, timeZone: environment.timeZone)
  }

  /// The resolver for `invocation` in `context`, its app's in its language.
  init(
    for invocation: Invocation, context: AppContext, memory: ConversationMemory, cache: ResolutionCache,
    timeZone: TimeZone
  ) {
    self.init(context: context, memory: memory, cache: cache, timeZone: timeZone)
    importsByName = invocation.kind.sideEffects.contains(.communicates)
    looksBack = invocation.looksBack
    impliedHalf = invocation.impliedHalf
  }
}
