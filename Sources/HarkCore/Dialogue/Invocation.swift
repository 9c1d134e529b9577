import HarkGrammar

/// A parameter of an intent with its types erased, joined with the schema's requirement.
struct ParameterInfo: Sendable {
  let name: String
  let kind: ParameterKind
  let isArray: Bool
  let question: String?
  let requirement: SchemaParameter.Requirement
  /// Where the rest of a range said for this date goes (the schema's, when the intent has them).
  var range: SchemaParameter.RangeParts? = nil
  /// Whether the schema's date only holds what has happened (``SchemaParameter/looksBack``).
  var looksBack = false
}

/// An app adopting a request's schema intent, with its intent.
struct Adopter: Sendable {
  let app: any App
  let intent: IntentKind
}

/// An intent on its way to running: which app, which values so far, in which language.
struct Invocation: Sendable {
  let schema: SchemaIntent
  let app: any App
  let kind: IntentKind
  let parameters: [ParameterInfo]
  var values: [String: ParameterValue] = [:]
  let language: Language
  /// How sure the shell is of the reading (see ``ReadingConfidence``).
  var readingConfidence: Double = 1
  /// Which stage read the line: a model reading with side effects is always confirmed.
  var stage: ReadingStage = .grammar
  /// The least score of the values resolved so far.
  var leastScore: Double = 1
  /// How sure the shell is of the whole request.
  var confidence: Double { readingConfidence * leastScore }
  /// The words each slot was given, by parameter name.
  var words: [String: String] = [:]
  /// Whether the line asks about what has happened ("what did i have on monday"): its dates
  /// look back (``ReadingTense``).
  var looksBack = false
  /// The half of the day a bare hour is in, when the line says what the event is
  /// (``ReadingDayHalf``).
  var impliedHalf: DateParser.DayHalf?
  /// Every app adopting the intent, this one first, when the line named none of several: the
  /// dialogue asks which before resolving anything. Empty once chosen (or when one adopts it).
  var alternatives: [Adopter] = []

  init(schema: SchemaIntent, app: any App, kind: IntentKind, language: Language) {
    self.schema = schema
    self.app = app
    self.kind = kind
    self.language = language
    self.parameters = Invocation.parameters(of: kind, schema: schema)
  }

  /// The request `reading` makes of one app's intent: the one place a reading becomes a request
  /// (reading choice, the content probe and the dialogue all start here), with how sure the shell
  /// is of the reading and which stage read it.
  init(reading: Reading, adopter: (app: any App, intent: IntentKind)) {
    self.init(
      schema: adopter.intent.schema, app: adopter.app, kind: adopter.intent, language: reading.language)
    readingConfidence = ReadingConfidence.confidence(reading)
    stage = reading.stage
    looksBack = ReadingTense.looksBack(reading)
    impliedHalf = ReadingDayHalf.half(of: reading)
  }

  /// The same request made of `alternatives[index]`, the app chosen: how sure the shell is, which
  /// stage read it and the words said are kept; nothing was resolved yet.
  func choosing(_ index: Int) -> Invocation {
    let chosen = alternatives[index]
    var made = Invocation(
      schema: chosen.intent.schema, app: chosen.app, kind: chosen.intent, language: language)
    made.readingConfidence = readingConfidence
    made.stage = stage
    made.looksBack = looksBack
    made.impliedHalf = impliedHalf
    made.words = words
    return made
  }

  /// `reading`'s slots as this request's parameters take them, in the parameters' order; free
  /// text left out when `withoutFreeText`.
  func slots(of reading: Reading, withoutFreeText: Bool = false) -> [(ParameterInfo, SlotWords)] {
    parameters.compactMap { parameter in
      guard let slot = reading.slots[parameter.name], !(withoutFreeText && slot.isWildcard) else {
        return nil
      }
      return (parameter, SlotWords(slot))
    }
  }

  /// The parameters of an intent under a schema, each with the schema's requirement.
  static func parameters(of kind: IntentKind, schema: SchemaIntent) -> [ParameterInfo] {
    let names = Set(kind.parameters.map(\.name))
    return kind.parameters.map { p in
      let range = schema.parameter(p.name)?.range.flatMap { names.contains($0.end) ? $0 : nil }
      return ParameterInfo(
        name: p.name, kind: p.kind, isArray: p.isArray, question: p.question,
        requirement: schema.parameter(p.name)?.requirement ?? .optional, range: range,
        looksBack: schema.parameter(p.name)?.looksBack ?? false)
    }
  }

  func parameter(_ name: String) -> ParameterInfo? { parameters.first { $0.name == name } }

  /// The first parameter the shell must ask for, in declaration order.
  var nextMissing: ParameterInfo? {
    let given = Set(values.keys)
    return parameters.first { parameter in
      let requirement = kind.requirement(of: parameter.name, given: given) ?? parameter.requirement
      return requirement != .optional && values[parameter.name] == nil
    }
  }

  /// The entities the request acts on, which the user singled out: "it" points at them next. Not
  /// those a destructive intent removed, which are gone.
  var actedOn: [EntityValue] {
    guard !kind.sideEffects.contains(.destructive) else { return [] }
    return parameters.flatMap { parameter -> [EntityValue] in
      (values[parameter.name]?.elements ?? []).compactMap { value in
        if case .entity(let entity) = value { entity } else { nil }
      }
    }
  }

  /// Runs the intent with the values gathered.
  func perform(in context: AppContext) throws -> IntentResult {
    try kind.perform(with: values, in: context)
  }
}
