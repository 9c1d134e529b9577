import Foundation
import HarkApps
import HarkGrammar
import HarkUnderstanding
import Testing

@testable import HarkCore
@testable import HarkStore

/// The dialogue as stages that pass values: a line's words are resolved once per (words,
/// parameter) in its evidence table, whichever stage asks (reading choice, the content probe, the
/// dialogue); reading choice runs no intent with side effects and performs nothing; `analyze`
/// on a read-only store writes nothing and runs no intent with side effects.
@Suite struct StagePipelineTests {
  /// What the stages asked of the world: each resolution by its key, each intent run to see
  /// what it shows.
  final class Spy {
    var resolutions: [ResolutionEvidence.Key: Int] = [:]
    var trials: [SchemaID] = []
    var trialsWithSideEffects = 0

    /// A trial that runs the intent and counts it.
    func trial(_ invocation: Invocation, _ context: AppContext) throws -> IntentResult {
      trials.append(invocation.schema.id)
      if invocation.kind.sideEffects != .none { trialsWithSideEffects += 1 }
      return try invocation.perform(in: context)
    }
  }

  /// A table that counts each resolution it is asked to make, made by `real`.
  static func counting(_ real: ResolutionEvidence, _ spy: Spy) -> ResolutionEvidence {
    ResolutionEvidence(
      resolve: { invocation, parameter, words, anchor in
        spy.resolutions[ResolutionEvidence.Key(invocation, parameter, words, anchor: anchor), default: 0] += 1
        return real.resolution(of: words, for: parameter, in: invocation, anchor: anchor)
      },
      refuse: { invocation, value, parameter in real.refusal(of: value, for: parameter, in: invocation) })
  }

  @Test(arguments: DecisionAgreementTests.lines)
  func aLineResolvesEachWordsAndParameterOnceAndPerformsNothingWhileChoosing(_ line: String) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let spy = Spy()
    let real = conversation.makeEvidence(cache: conversation.cache)
    conversation.evidence = Self.counting(real, spy)
    let chooser = ReadingChooser(
      environment: conversation.environment, lists: conversation.runtimeLists(),
      probe: ContentProbe(
        environment: conversation.environment, evidence: conversation.evidence, cache: conversation.cache,
        trial: spy.trial),
      memory: conversation.memory, responder: conversation.responder)
    let considered = chooser.choose(line)
    // Reading choice tried content only through the probe, and only with read-only intents.
    #expect(spy.trialsWithSideEffects == 0)
    #expect(spy.trials.allSatisfy { SchemaCatalog.intent($0)?.sideEffects == SideEffects.none })
    // The request and the dialogue's decision read the same table: nothing is resolved again.
    if case .started(let invocation, let slots, _) = conversation.start(line, considered: considered) {
      let decision = conversation.dialogue.decide(invocation, slots: slots)
      #expect(decision.slots.count == slots.count)
    }
    #expect(!spy.resolutions.isEmpty || considered.chosen == nil || considered.chosen?.slots.isEmpty == true)
    for (key, count) in spy.resolutions {
      #expect(count == 1, "“\(key.words.text)” for \(key.intent).\(key.parameter) resolved \(count) times")
    }
  }

  @Test func aSendResolvesItsNameOnceThoughSeveralStagesAskAboutIt() throws {
    let conversation = try DecisionAgreementTests.conversation()
    let spy = Spy()
    conversation.evidence = Self.counting(conversation.makeEvidence(cache: conversation.cache), spy)
    let considered = conversation.considerReadings(
      "send a message to Glow saying what movie do you recommend")
    guard case .started(let invocation, let slots, _) = conversation.start("", considered: considered) else {
      Issue.record("the send did not start")
      return
    }
    let decision = conversation.decide(invocation, slots: slots)
    guard case .run = decision.step else {
      Issue.record("the send does not run: \(decision.step)")
      return
    }
    let glow = spy.resolutions.filter { $0.key.words.text == "Glow" }
    #expect(glow.count == 1)
    #expect(glow.values.allSatisfy { $0 == 1 })
  }

  /// Every file under `folder`, with its size, modification time and bytes.
  static func files(under folder: URL) -> [String: Data] {
    var found: [String: Data] = [:]
    let walker = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      let date =
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
        ?? .distantPast
      let bytes = (try? Data(contentsOf: url)) ?? Data()
      found[url.path] = bytes + Data("\(date.timeIntervalSince1970)".utf8)
    }
    return found
  }

  /// `analyze` reads through a store opened read-only whichever way the conversation's own was
  /// opened: with the store writable it still writes nothing.
  @Test(arguments: [Store.Access.readOnly, .readWrite])
  func analyzeWritesNothingAndPerformsNothing(_ access: Store.Access) throws {
    let grammar = try #require(
      GrammarSet.load(directory: ResourceLocator.checkout.appendingPathComponent("Grammars")).grammar)
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-stages-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("store")
    let cacheFolder = base.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
    _ = try Store.create(at: folder, seed: SampleApps.demoSeeds(now: DecisionAgreementTests.now))
    let store = try Store.open(at: folder, access: access)
    let environment = ShellEnvironment(
      apps: SampleApps.registry, grammar: grammar, store: store, clock: { DecisionAgreementTests.now },
      identifiers: .sequential(), timeZone: TimeZone(identifier: "UTC") ?? .current,
      understanding: Understanding.load(
        grammar,
        cacheDirectory: Understanding.cacheDirectory(environment: ProcessInfo.processInfo.environment)),
      cacheDirectory: cacheFolder)
    let conversation = Conversation(environment: environment)
    let spy = Spy()
    conversation.probeTrial = spy.trial
    var performed: [SchemaID] = []
    conversation.performRun = { invocation, context in
      performed.append(invocation.schema.id)
      return try invocation.perform(in: context)
    }
    let before = Self.files(under: base)
    var outcomes: Set<Analysis.Outcome> = []
    var readOnlyRun: String?
    for line in DecisionAgreementTests.lines {
      let analysis = conversation.analyze(line)
      outcomes.insert(analysis.outcome)
      if analysis.outcome == .run, !analysis.hasSideEffects { readOnlyRun = readOnlyRun ?? line }
    }
    let after = Self.files(under: base)
    // The store is as it was (no record, no derived index, no lock file made) and nothing is
    // written to the cache folder: no runtime lists, indexed names, names' Latin forms,
    // did-you-mean index or Han syllables.
    #expect(after.filter { $0.key.hasPrefix(folder.path) } == before.filter { $0.key.hasPrefix(folder.path) })
    let written = Set(after.keys).subtracting(before.keys).map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(written.isEmpty, "analyze wrote \(written.sorted())")
    #expect(after == before)
    // Nothing is performed; the content probe's trial runs (reads) run no side-effecting intent.
    #expect(performed.isEmpty)
    #expect(spy.trialsWithSideEffects == 0)
    #expect(spy.trials.allSatisfy { SchemaCatalog.intent($0)?.sideEffects == SideEffects.none })
    // The lines still reach every outcome: the analysis described, it did not give up.
    #expect(outcomes.isSuperset(of: [.run, .ask, .importPerson, .problem, .notUnderstood, .confirmUnsure]))
    #expect(!conversation.isAwaitingAnswer)
    // The spy sees a perform: the same conversation acting on a line that runs a read-only intent.
    let line = try #require(readOnlyRun)
    conversation.respond(to: line) { _ in }
    #expect(performed.count == 1)
  }
}
