import Foundation
import HarkSemantic
import Synchronization

/// The index of the documents in some folders, by what is in them: each file's text (bounded,
/// `DocumentText`) in a `ScriptSplitIndex` (MiniLM for Latin-script texts, multilingual-e5-small
/// for the others, words and spelling for both), its path as its id.
///
/// `update` is incremental and resumable: a file is read again only when its size or modification
/// time changed, a removed file is dropped, and what was read is recorded durably after every batch
/// (`DocumentManifest`), so an interrupted run continues where it stopped. A search uses what is
/// indexed so far.
public final class DocumentIndex: Sendable {
  /// The folder holding the index's files.
  public let directory: URL
  /// The folders whose documents are indexed.
  public let folders: [String]
  /// The two vector sets and their word indexes.
  public let split: ScriptSplitIndex
  /// Why search is by words only, when a model is missing.
  public let notice: SemanticNotice?
  /// The entity type of every entry.
  public static let entryType = "Document"

  /// An index in `directory` of the documents in `folders`, embedding with the encoders given (a
  /// nil one: that set is searched by words only).
  public init(
    directory: URL, folders: [String], latinEncoder: (any SentenceEmbedder)?,
    otherEncoder: (any SentenceEmbedder)?, modelProblem: SemanticError? = nil
  ) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.directory = directory
    self.folders = folders
    split = try ScriptSplitIndex(
      directory: directory, latinEncoder: latinEncoder, otherEncoder: otherEncoder, modelProblem: modelProblem
    )
    notice = split.latin.notice ?? split.other.notice
  }

  /// The index with both sentence models found through `environment` (HARK_MODEL_DIR,
  /// HARK_E5_MODEL_DIR); a model that is missing or cannot be loaded leaves its set to words.
  public static func open(directory: URL, folders: [String], environment: [String: String]) throws
    -> DocumentIndex
  {
    var problem: SemanticError?
    func load(_ model: EmbeddingModel) -> (any SentenceEmbedder)? {
      do { return try model.load(environment: environment) } catch {
        problem = problem ?? (error as? SemanticError)
        return nil
      }
    }
    return try DocumentIndex(
      directory: directory, folders: folders, latinEncoder: load(.miniLM),
      otherEncoder: load(.multilingualE5Small), modelProblem: problem)
  }

  var manifestPath: String { directory.appendingPathComponent("files.log").path }

  /// What one `update` did.
  public struct Update: Sendable, Equatable {
    /// Files whose text was read (new or changed).
    public var read: [String] = []
    /// Files dropped (gone from the folders).
    public var removed: [String] = []
    /// Files left as they were (same size and time).
    public var unchanged = 0
    /// Files read without text, with why.
    public var problems: [String: DocumentProblem] = [:]
    /// Whether the run was stopped before the end (the next run resumes).
    public var stopped = false
  }

  /// Brings the index up to the folders: reads new and changed files in batches of `batchSize`
  /// (each batch embedded, then recorded durably), drops removed ones. `progress` is called before
  /// the first batch and after each; returning false stops after that batch.
  @discardableResult
  public func update(
    batchSize: Int = 16, textLimit: Int = DocumentText.defaultLimit,
    progress: (DocumentProgress) -> Bool = { _ in true }
  ) throws -> Update {
    let lock = try UpdateLock(path: directory.appendingPathComponent("update.lock").path)
    defer { lock.release() }
    var manifest = try DocumentManifest(path: manifestPath)
    let found = FolderScan.files(under: folders)
    var result = Update()
    // Removed files first: what a search finds is never a file that is gone.
    let present = Set(found.map(\.path))
    var removals: [(path: String, record: DocumentManifest.Record?)] = []
    for (path, record) in manifest.records where !present.contains(path) {
      if let script = record.script { try split.remove(id: path, from: script) }
      removals.append((path, nil))
      result.removed.append(path)
    }
    try manifest.record(removals)
    let toRead = found.filter { file in
      guard let record = manifest.records[file.path] else { return true }
      return record.size != file.size || record.modified != file.modified
    }
    result.unchanged = found.count - toRead.count
    let start = Date()
    guard progress(DocumentProgress(done: 0, total: toRead.count, elapsed: 0)) else {
      result.stopped = true
      return result
    }
    var offset = 0
    while offset < toRead.count {
      let batch = toRead[offset..<min(offset + batchSize, toRead.count)]
      var entries: [IndexEntry] = []
      var changes: [(path: String, record: DocumentManifest.Record?)] = []
      for file in batch {
        let before = manifest.records[file.path]?.script
        if let before { try split.remove(id: file.path, from: before) }
        result.read.append(file.path)
        do throws(DocumentProblem) {
          let text = try DocumentText.read(path: file.path, limit: textLimit)
          guard !text.allSatisfy(\.isWhitespace) else { throw .noText }
          entries.append(
            IndexEntry(
              id: file.path, type: Self.entryType, fields: ["name": Self.title(of: file.path), "text": text],
              date: Date(timeIntervalSince1970: Double(file.modified) / 1e9)))
        } catch {
          result.problems[file.path] = error
          changes.append(
            (file.path, DocumentManifest.Record(size: file.size, modified: file.modified, script: nil)))
        }
      }
      let placed = try split.addEmbedded(entries)
      for entry in entries {
        guard let file = batch.first(where: { $0.path == entry.id }) else { continue }
        changes.append(
          (
            file.path,
            DocumentManifest.Record(size: file.size, modified: file.modified, script: placed[entry.id])
          ))
      }
      try manifest.record(changes)
      offset += batch.count
      let going = progress(
        DocumentProgress(done: offset, total: toRead.count, elapsed: Date().timeIntervalSince(start)))
      if !going, offset < toRead.count {
        result.stopped = true
        break
      }
    }
    return result
  }

  /// The words of a file's name, its extension and separators left out: "Q3_offsite-budget.pdf" is
  /// "Q3 offsite budget".
  public static func title(of path: String) -> String {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return String(stem.map { "_-.".contains($0) ? " " : $0 })
  }
}

/// An exclusive `flock` on a file, taken without waiting: one updater at a time.
struct UpdateLock {
  let descriptor: Int32

  init(path: String) throws(DocumentIndexError) {
    descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw .busy(path: path)
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
