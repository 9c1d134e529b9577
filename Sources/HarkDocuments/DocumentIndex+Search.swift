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
