import Foundation
import HarkGrammar
import HarkUnderstanding

/// The learned stage's say over a grammar reading: which readings it may overrule, and whether its
/// verdict on the line does.
///
/// Part of reading choice (``ReadingChooser``): the chooser asks the model about the reading it
/// chose only when ``mayOverrule(_:)`` says the verdict could change it, so a reading it could
/// not overrule never loads the model.
struct ModelVeto {
  let environment: ShellEnvironment
  let probe: ContentProbe
  let responder: Responder
  /// The line's date readings, shared with the chooser.
  let dates: DateReadings

  /// Whether the learned stage may overrule `reading`: a shaky one (the grammar is not sure enough
  /// to act on it, or words name nobody known), or one with free text that reads as no date (a
  /// sure reading with a date is kept whatever the model says). Never a reading of an intent the
  /// model was not taught (a schema only an app from outside adopts, with no examples in the
  /// grammars): its "none of these" says nothing about that intent.
  func mayOverrule(_ reading: Reading) -> Bool {
    let shaky = isShaky(reading)
    guard shaky || reading.slots.values.contains(where: \.isWildcard) else { return false }
    if !shaky, hasReadableDate(reading) { return false }
    return environment.understanding?.model(reading.language)?.classes.contains(reading.intent.rawValue)
      ?? false
  }

  /// Whether the learned stage's `verdict` overrules a grammar reading. A shaky one falls when the
  /// model finds the line most like what no intent here does, at even odds ("book me a train
  /// ticket for tomorrow" is no event; "open jazz" no conversation), 0.8 when a date slot reads as
  /// a date. A reading the grammar is sure of falls only when its free text names nothing and
  /// reads as no date, and the model is all but certain (0.9): "what's the latest news about the
  /// election" fits "what's the latest {file}" word for word and finds no file. Free text that
  /// names something the domain's apps hold ("when is the quarterly review", an event of that
  /// title) keeps the reading: that is knowledge the model does not have.
  func overrules(_ reading: Reading, _ input: String, verdict: ModelVerdict) -> Bool {
    let shaky = isShaky(reading)
    guard verdict.reason == .outOfScope,
      // Words that find files ("attach the budget") are knowledge the model lacks, as names are.
      probe.describesContent(reading) != true,
      // "play my jazz playlist" asks for a playlist by saying so: when none is called that, the
      // answer says which there are, not that the line was not understood.
      !namesItsType(reading, input)
    else { return false }
    let none = verdict.scores.first?.probability ?? 0
    let readableDate = hasReadableDate(reading)
    // A date slot that reads as a date is evidence for the reading: the model must be surer, and a
    // reading the grammar is sure of then stands. (0.8 since issue 33's negatives made "none"
    // likelier everywhere: "add dinner at Rosa's on 2026-06-12T18:00:00Z" is "none" at 0.71 now;
    // against 0.6, one more out-of-scope line of each English fold read, none of zh-dev's.)
    let least: Double = shaky ? (readableDate ? 0.8 : 0.5) : (readableDate ? .infinity : 0.9)
    // Looking through the apps' entities comes last: it costs the most.
    return none >= least && !probe.namesKnownEntity(reading)
  }

  /// Whether the grammar is not sure enough of `reading` to act on it alone.
  private func isShaky(_ reading: Reading) -> Bool {
    reading.isPartial || ReadingConfidence.confidence(reading) < ReadingConfidence.act
  }

  /// Whether a free-text slot of `reading` holds the name of an entity whose kind the line says
  /// outside it ("jazz" in "play my jazz playlist", 爵士 in 播放我的爵士歌单).
  func namesItsType(_ reading: Reading, _ input: String) -> Bool {
    guard let invocation = probe.request(reading) else { return false }
    let line = input.lowercased()
    for slot in reading.slots.values where slot.isWildcard && !slot.text.isEmpty {
      guard let parameter = invocation.parameter(slot.name), case .entity(let type) = parameter.kind,
        let slotRange = line.range(of: slot.text.lowercased())
      else { continue }
      let rest = line.replacingCharacters(in: slotRange, with: " ")
      if responder.typeWords(type, reading.language).contains(where: { rest.contains($0) }) { return true }
    }
    return false
  }

  /// Whether a date slot of `reading` reads as a date.
  func hasReadableDate(_ reading: Reading) -> Bool {
    guard let schema = SchemaCatalog.intent(reading.intent) else { return false }
    return schema.parameters.contains { parameter in
      guard parameter.type.isDate, let slot = reading.slots[parameter.name] else { return false }
      return dates.says(slot.text, for: parameter)
    }
  }
}
