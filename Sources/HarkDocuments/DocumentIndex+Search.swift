import Foundation
import HarkSemantic

extension DocumentIndex {
  /// One document found.
  public struct Hit: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// Calibrated relevance (above 0: above the model's threshold).
    public let score: Float
    /// Why it matched (meaning, words, spelling of its name).
    public let why: SearchHit.Reason
  }

  /// What a search found, and how much of the folders it looked at.
  public struct Search: Sendable, Equatable {
    /// The documents, best first.
    public let hits: [Hit]
    /// Files indexed with text so far.
    public let indexed: Int
  }

  /// The documents matching `query` among those indexed so far, best first (`ScriptSplitIndex`'s
  /// fusion of the two sets).
  public func search(_ query: String, limit: Int = 10) -> Search {
    let hits = split.search(query, limit: limit).map { Hit(path: $0.id, score: $0.score, why: $0.why) }
    return Search(hits: hits, indexed: indexedCount)
  }

  /// The documents whose content matches what someone said of a file ("the report about the
  /// offsite budget", 预算表), best first. A description of three words or more is matched by
  /// meaning and by words (`search`); a shorter one ("report", 预算表) by its words only: a sentence
  /// model puts a bare word near almost every text (README, "Bare topic words"), and "my latest
  /// report" must be the newest file that says "report", not the newest one near it.
  public func matching(_ description: String, limit: Int = 20) -> [Hit] {
    guard Self.wordCount(description) < 3 else { return search(description, limit: limit).hits }
    let hits = ScriptSplitIndex.fuse(
      latin: split.latin.rank(description, using: .lexical, limit: limit),
      other: split.other.rank(description, using: .lexical, limit: limit), query: description, limit: limit)
    return hits.map { Hit(path: $0.id, score: $0.score, why: $0.why) }
  }

  /// Words in `text`, a CJK character counting half (as the semantic index counts a short text).
  static func wordCount(_ text: String) -> Double {
    var count = 0.0
    var inWord = false
    for scalar in text.unicodeScalars {
      if ScriptSplitIndex.script(of: String(scalar)) == .other {
        count += 0.5
        inWord = false
      } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if !inWord { count += 1 }
        inWord = true
      } else {
        inWord = false
      }
    }
    return count
  }

  /// Files indexed with text, as the manifest says now.
  public var indexedCount: Int {
    ((try? DocumentManifest(path: manifestPath))?.records.values.filter { $0.script != nil }.count) ?? 0
  }

  /// Files in the folders not yet read or changed since (a scan by `lstat`, no file opened).
  public func waitingCount() -> Int {
    let records = (try? DocumentManifest(path: manifestPath))?.records ?? [:]
    return FolderScan.files(under: folders).filter { file in
      guard let record = records[file.path] else { return true }
      return record.size != file.size || record.modified != file.modified
    }.count
  }
}
