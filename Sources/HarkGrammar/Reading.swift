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
}

/// One way to understand an utterance.
public struct Reading: Sendable, Equatable {
  /// The intent, e.g. `messages.sendMessage`.
  public var intent: String
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
}
