import Foundation
import HarkSemantic

/// Two semantic indexes side by side, one per sentence model: texts in the Latin script are
/// embedded by all-MiniLM-L6-v2 (it reads English better), texts in other scripts (Chinese
/// above all) by multilingual-e5-small (MiniLM cannot read them). Each set keeps its own model's
/// vectors and its own word index; a query is embedded by each set's model and compared only with
/// that set's vectors, and the two ranked lists are fused by rank (`fuse`).
public final class ScriptSplitIndex: Sendable {
  /// Which of the two sets a text goes to.
  public enum Script: String, Sendable, Equatable {
    /// Mostly Latin letters: all-MiniLM-L6-v2.
    case latin
    /// A fifth or more of the letters outside the Latin script: multilingual-e5-small.
    case other
  }

  /// The set of Latin-script texts (all-MiniLM-L6-v2's vectors).
  public let latin: SemanticIndex
  /// The set of the other texts (multilingual-e5-small's vectors).
  public let other: SemanticIndex

  /// The two sets in `directory/latin` and `directory/other`, with the encoders given (nil: word
  /// search only in that set).
  public init(
    directory: URL, latinEncoder: (any SentenceEmbedder)?, otherEncoder: (any SentenceEmbedder)?,
    modelProblem: SemanticError? = nil
  ) throws {
    latin = try SemanticIndex(
      directory: directory.appendingPathComponent("latin"), encoder: latinEncoder, modelProblem: modelProblem)
    other = try SemanticIndex(
      directory: directory.appendingPathComponent("other"), encoder: otherEncoder, modelProblem: modelProblem)
  }

  /// The set for `text`: `.other` when a fifth or more of its letters are outside the Latin script.
  public static func script(of text: String) -> Script {
    var latinLetters = 0
    var otherLetters = 0
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      if scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) {
        latinLetters += 1
      } else {
        otherLetters += 1
      }
    }
    return otherLetters * 5 >= max(latinLetters + otherLetters, 1) && otherLetters > 0 ? .other : .latin
  }

  /// Adds (or replaces) entries, each in the set its text's script chooses, with transformer
  /// vectors now; returns the set each went to. An entry that was in the other set before must be
  /// removed from it by the caller (`remove(id:from:)`), who knows where it was.
  @discardableResult
  public func addEmbedded(_ entries: [IndexEntry]) throws -> [String: Script] {
    var latinEntries: [IndexEntry] = []
    var otherEntries: [IndexEntry] = []
    var placed: [String: Script] = [:]
    for entry in entries {
      let script = Self.script(of: entry.fields.values.sorted().joined(separator: "\n"))
      placed[entry.id] = script
      if script == .latin { latinEntries.append(entry) } else { otherEntries.append(entry) }
    }
    if !latinEntries.isEmpty { try latin.addEmbedded(latinEntries) }
    if !otherEntries.isEmpty { try other.addEmbedded(otherEntries) }
    return placed
  }

  /// Drops `id` from the set it is in.
  public func remove(id: String, from script: Script) throws {
    try (script == .latin ? latin : other).remove(id: id)
  }

  /// How the two sets' lists become one (`hark-semantic-bench split` measures them).
  public enum Fusion: String, Sendable, CaseIterable {
    /// One hit of each list in turn, the query's own script's set first.
    case alternate
    /// Each list kept in its order; the next hit is the list head with the larger calibrated
    /// score (each model's score is calibrated to its own threshold, 0, so they compare).
    case headScore
    /// Only the set of the query's own script.
    case ownScript
    /// The set of the query's own script, then the other's.
    case ownFirst
  }

  /// The fusion `search` uses (measured: README, "Documents").
  public static let defaultFusion = Fusion.ownFirst

  /// The hits of `search` in each set (thresholds applied), fused.
  public func search(_ query: String, filter: SearchFilter = SearchFilter(), limit: Int = 10) -> [SearchHit] {
    Self.fuse(
      latin: latin.search(query, filter: filter, limit: limit),
      other: other.search(query, filter: filter, limit: limit), query: query, limit: limit)
  }

  /// Every candidate of `method` in each set, fused: for evaluation (`hark-semantic-bench split`).
  public func rank(
    _ query: String, using method: RankingMethod, limit: Int, fusion: Fusion = defaultFusion
  ) -> [SearchHit] {
    Self.fuse(
      latin: latin.rank(query, using: method, limit: limit),
      other: other.rank(query, using: method, limit: limit),
      query: query, limit: limit, fusion: fusion)
  }

  /// The two lists made one by `fusion`; an id already taken is skipped. For a query outside the
  /// Latin script, MiniLM's list keeps only its word and spelling hits: MiniLM cannot read the
  /// query, so its vector hits mean nothing.
  public static func fuse(
    latin: [SearchHit], other: [SearchHit], query: String, limit: Int, fusion: Fusion = defaultFusion
  ) -> [SearchHit] {
    let queryIsLatin = script(of: query) == .latin
    let latinKept = queryIsLatin ? latin : latin.filter { $0.why == .lexical || $0.why == .name }
    let (first, second) = queryIsLatin ? (latinKept, other) : (other, latinKept)
    var fused: [SearchHit] = []
    var seen = Set<String>()
    func take(_ hit: SearchHit) {
      if fused.count < limit, seen.insert(hit.id).inserted { fused.append(hit) }
    }
    switch fusion {
    case .ownScript:
      first.forEach(take)
    case .ownFirst:
      (first + second).forEach(take)
    case .alternate:
      var index = 0
      while fused.count < limit, index < max(first.count, second.count) {
        for list in [first, second] where index < list.count { take(list[index]) }
        index += 1
      }
    case .headScore:
      var (i, j) = (0, 0)
      while fused.count < limit, i < first.count || j < second.count {
        if j >= second.count || (i < first.count && first[i].score >= second[j].score) {
          take(first[i])
          i += 1
        } else {
          take(second[j])
          j += 1
        }
      }
    }
    return fused
  }
}
