import Foundation

/// A grammar-engine test corpus exported from Home Assistant's intents (`hassil-<lang>.json`).
public struct ConformanceCorpus: Sendable {
  /// One test sentence and what it must give.
  public struct Test: Sendable {
    /// The corpus id, e.g. `en-0001`.
    public var id: String
    /// What the user says.
    public var sentence: String
    /// The intent expected.
    public var intent: String
    /// The slots expected (a list means any of these values).
    public var slots: [String: JSONValue]
    /// The context the sentence is said in.
    public var context: [String: String]
    /// Runtime lists for this test (before the per-call `name` cut).
    public var lists: [RuntimeListName: [ListValue]]
    /// Slot-combination suite: the block metadata `slot_combination` expected, and whether the
    /// area came from the context.
    public var slotCombination: String?
    /// Slot-combination suite: the area slot must come from the context.
    public var contextArea: Bool
    /// `lists` normalised beforehand, for a test whose lists are its own (not cut per call).
    var prepared: RuntimeLists? = nil
  }

  /// One suite: a grammar and its tests.
  public struct Suite: Sendable {
    /// `main` or `slot_combination`.
    public var name: String
    /// The suite's templates, compiled.
    public var grammar: GrammarSet
    /// The suite's tests, in corpus order.
    public var tests: [Test]
    /// Whether the `name` list is cut per test to the names occurring in the sentence.
    public var cutsNameList: Bool
    /// The lower-cased fixture names, for the per-test cut (`FlatTrie` of them).
    var nameTrie = FlatTrie(ScalarTrie())
    /// The fixture lists other than `name`, normalised once (they are the same for every test).
    var fixedLists = RuntimeLists([:])
    /// The keys of the fixture names (`NormalizedText.key`), by their index, for both settings of
    /// `ignoreWhitespace`: made once, picked by the per-test cut.
    var nameKeys: (spaced: [[UInt32]], unspaced: [[UInt32]]) = ([], [])
  }

  /// The corpus language, e.g. `en`.
  public var language: String
  /// The suites (the main one, then the slot-combination one when present).
  public var suites: [Suite]
  /// Problems found while compiling the corpus's templates.
  public var diagnostics: [GrammarDiagnostic]

  /// Reads a corpus file; nil with a message when it is not one.
  public static func load(_ url: URL) -> Result<ConformanceCorpus, ConformanceError> {
    // Not absent: both are said as the corpus's failures.
    guard let data = try? Data(contentsOf: url) else { return .failure(.unreadable(url.path)) }
    guard let object = try? JSONSerialization.jsonObject(with: data), let root = JSONValue(object).object
    else {
      return .failure(.notJSON(url.path))
    }
    return CorpusReader(file: url.lastPathComponent).read(root)
  }
}

/// Why a corpus could not be used.
public enum ConformanceError: Error, Equatable, Sendable {
  case unreadable(String)
  case notJSON(String)
  case missing(String)

  /// The error in words.
  public var message: String {
    switch self {
    case .unreadable(let path): return "cannot read \(path)"
    case .notJSON(let path): return "\(path) is not a JSON object"
    case .missing(let key): return "the corpus has no '\(key)'"
    }
  }
}

/// A JSON value, for reading corpora and comparing slot values.
public indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  init(_ any: Any) {
    switch any {
    case let value as String: self = .string(value)
    case let value as NSNumber:
      if String(cString: value.objCType) == "c" {
        self = .bool(value.boolValue)
      } else {
        self = .number(value.doubleValue)
      }
    case let value as [Any]: self = .array(value.map(JSONValue.init))
    case let value as [String: Any]: self = .object(value.mapValues(JSONValue.init))
    default: self = .null
    }
  }

  var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// Text form for context values and metadata.
  var text: String {
    switch self {
    case .string(let value): return value
    case .number(let value): return SlotValue.number(value).description
    case .bool(let value): return value ? "true" : "false"
    case .null: return ""
    case .array(let values): return values.map(\.text).joined(separator: ",")
    case .object: return "{…}"
    }
  }

  var slotValue: SlotValue? {
    switch self {
    case .string(let value): return .text(value)
    case .number(let value): return .number(value)
    case .bool(let value): return .text(value ? "true" : "false")
    default: return nil
    }
  }
}
