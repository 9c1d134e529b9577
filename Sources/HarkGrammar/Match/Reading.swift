/// A value a slot takes: a list's output value, a number, or text.
public enum SlotValue: Sendable, Equatable, Hashable, CustomStringConvertible {
  case text(String)
  case number(Double)

  /// The value as text (numbers without a trailing `.0` when whole).
  public var description: String {
    switch self {
    case .text(let text): return text
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    }
  }

  /// The number, when this is a number.
  public var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
}

/// One value of a list: the words that select it and what the slot then holds.
public struct ListValue: Sendable, Equatable {
  /// The words (or a template) that select this value.
  public var input: String
  /// The slot value; nil means the matched text itself.
  public var output: SlotValue?
  /// Context this value adds to the reading (e.g. `domain: light`).
  public var context: [String: String]
  /// Free data carried with the value.
  public var metadata: [String: String]

  /// Creates a list value.
  public init(
    _ input: String, output: SlotValue? = nil, context: [String: String] = [:],
    metadata: [String: String] = [:]
  ) {
    self.input = input
    self.output = output
    self.context = context
    self.metadata = metadata
  }
}

/// A slot of a reading: which words filled it and what they mean.
public struct SlotMatch: Sendable, Equatable {
  /// The slot name (the schema's parameter name).
  public var name: String
  /// The user's words, original case.
  public var text: String
  /// The list out value or number; nil for a wildcard or an unmatched entity.
  public var value: SlotValue?
  /// The slot came from a wildcard (free text).
  public var isWildcard: Bool
  /// The words matched no known value of the slot's list.
  public var isUnmatched: Bool
  /// Character offsets in the input; nil for slots fixed by the grammar or taken from context.
  public var range: Range<Int>?

  /// Creates a slot match.
  public init(
    name: String, text: String, value: SlotValue?, isWildcard: Bool = false,
    isUnmatched: Bool = false, range: Range<Int>? = nil
  ) {
    self.name = name
    self.text = text
    self.value = value
    self.isWildcard = isWildcard
    self.isUnmatched = isUnmatched
    self.range = range
  }
}

/// What decides the order of readings (hassil's rules).
public struct ReadingRank: Sendable, Equatable {
  /// Number of wildcard slots (fewer is better).
  public var wildcards: Int
  /// Characters of template text matched literally (more is better).
  public var literalCharacters: Int
  /// Characters taken by wildcards (fewer is better).
  public var wildcardCharacters: Int
  /// Characters of slots whose words matched no known value (fewer is better among partial readings).
  public var unmatchedCharacters: Int
  /// Position of the template in the grammar (the last tie-break).
  public var templateOrder: Int

  /// Creates a rank.
  public init(
    wildcards: Int, literalCharacters: Int, wildcardCharacters: Int, unmatchedCharacters: Int,
    templateOrder: Int
  ) {
    self.wildcards = wildcards
    self.literalCharacters = literalCharacters
    self.wildcardCharacters = wildcardCharacters
    self.unmatchedCharacters = unmatchedCharacters
    self.templateOrder = templateOrder
  }
}

/// Which stage read a line: the grammars' exact match, or the learned model behind them.
public enum ReadingStage: String, Sendable, Equatable {
  case grammar
  case model
}

/// How likely the learned stage finds one intent (or `none`) for a line.
public struct IntentScore: Sendable, Equatable {
  /// The intent, or ``IntentScore/none`` for "none of these".
  public var intent: String
  /// The model's probability, 0…1.
  public var probability: Double

  /// The class of lines no intent here does.
  public static let none = "none"

  /// Creates a score.
  public init(intent: String, probability: Double) {
    self.intent = intent
    self.probability = probability
  }
}

/// One way to understand an utterance.
public struct Reading: Sendable, Equatable {
  /// The intent, e.g. `messages.sendMessage`.
  public var intent: SchemaID
  /// The language of the grammar that matched.
  public var language: Language
  /// Slots by name.
  public var slots: [String: SlotMatch]
  /// The input context merged with the matched values' context.
  public var context: [String: String]
  /// The response key of the matched data block, if any.
  public var response: String?
  /// The metadata of the matched data block.
  public var metadata: [String: String]
  /// The template that matched, as written.
  public var template: String
  /// Ranking data.
  public var rank: ReadingRank
  /// Some list slot matched no known value.
  public var isPartial: Bool
  /// Which stage read the line.
  public var stage: ReadingStage = .grammar
  /// For a model reading, the model's best intents, most likely first.
  public var scores: [IntentScore] = []

  /// Creates a reading (the learned stage builds its readings with this).
  public init(
    intent: SchemaID, language: Language, slots: [String: SlotMatch], context: [String: String] = [:],
    response: String? = nil, metadata: [String: String] = [:], template: String, rank: ReadingRank,
    isPartial: Bool = false, stage: ReadingStage = .grammar, scores: [IntentScore] = []
  ) {
    self.intent = intent
    self.language = language
    self.slots = slots
    self.context = context
    self.response = response
    self.metadata = metadata
    self.template = template
    self.rank = rank
    self.isPartial = isPartial
    self.stage = stage
    self.scores = scores
  }
}
