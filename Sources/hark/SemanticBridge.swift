import COpenBLAS
import Foundation
import HarkCore
import HarkSemantic
import HarkStore
import Synchronization

/// Plugs the semantic index into the core's `ContentIndex` seam.
///
/// The index and the sentence model's weights open on first search. Until then, entities written
/// go to the index's queue (`IndexQueue`, in the store's `.derived/semantic`) — a cheap append, so
/// sending a message never waits for the model — and the queue is taken in when the index opens.
/// The files, their format and their locking are the libraries'; this only connects them.
final class SemanticBridge: ContentIndex {
  let folder: DerivedFolder
  let environment: [String: String]
  /// Ctrl-C in the interactive shell: asked between the small batches of sentences the bridge
  /// encodes, so a summary over the model stops within a batch's time.
  let cancellation: Cancellation
  private let opened = Mutex<Result<SemanticIndex, any Error>?>(nil)
  /// For a new index only: the model its first texts call for (see ``preferModel(for:)``).
  private let preferred = Mutex<EmbeddingModel?>(nil)

  init(store: Store, environment: [String: String], cancellation: Cancellation = .never) {
    folder = store.derivedFolder("semantic")
    self.environment = environment
    self.cancellation = cancellation
  }

  var directory: URL { URL(fileURLWithPath: folder.path) }
  var queue: IndexQueue { IndexQueue(folder: folder) }
  var pendingFile: URL { directory.appendingPathComponent(IndexQueue.fileName) }
  /// How many queued entities get transformer vectors when the index opens.
  static let embedOnOpen = 256
  /// How many sentences a summary encodes between two looks at ``cancellation``: one. A message
  /// alone is few enough token rows for E5's 4-bit product, which beat the float32 product of
  /// batches here (a summary of 200 messages: 4.1 s of CPU one by one, 6.4 s by fours), and a stop
  /// waits for one message (Ctrl-C to prompt: 24-44 ms under tmux, by fours 54-312 ms, while
  /// builds loaded the 2-core machine).
  static let encodingBatch = 1
  /// How many queued entities opening the index embeds between two looks at ``cancellation``
  /// (each batch is also one write under the index's lock).
  static let embeddingBatch = 4

  /// The index, opened now if it was not yet, with the queued entities added.
  func semanticIndex() throws -> SemanticIndex {
    try opened.withLock { state in
      if let state { return try state.get() }
      let result = Result { () throws -> SemanticIndex in
        // OpenBLAS is opened here, on first use, not at start (see COpenBLAS.h); without it the
        // index is unavailable and searching falls back to words, as with no model.
        guard hark_openblas_load() != 0 else {
          throw MatrixLibraryMissing(reason: hark_openblas_error().map { String(cString: $0) } ?? "")
        }
        // One OpenBLAS thread encodes a query fastest on these shared 2-core machines (its
        // spinning workers slow each other down); OPENBLAS_NUM_THREADS still wins when set.
        if environment["OPENBLAS_NUM_THREADS"] == nil { SentenceEncoder.useMatrixThreads(1) }
        let model = preferred.withLock { $0 }
        let index = try SemanticIndex.open(folder: folder, environment: environment, model: model)
        try queue.drain(into: index)
        // Recent writes are what people ask about: give them transformer vectors now (a few ms
        // each, bounded); anything beyond waits for `hark index`, searchable by its static vectors,
        // and so does what is left when Ctrl-C stops the line.
        _ = try index.embedPending(limit: SemanticBridge.embedOnOpen, batch: SemanticBridge.embeddingBatch) {
          [cancellation] _ in !cancellation.isRequested
        }
        return index
      }
      state = result
      return try result.get()
    }
  }

  /// Chooses the model of a new index by the texts it will hold, as `hark index` does: a store
  /// with text in a script MiniLM does not read (the demo's 王小明) takes the multilingual model.
  /// Call before the index first opens, and only for a store made just now.
  func preferModel(for texts: [String]) {
    guard
      let choice = try? ModelChoice.forRebuild(
        folder: folder, environment: environment, requested: nil, texts: texts)
    else { return }
    preferred.withLock { $0 = choice.model }
  }

  /// The one-line notice when the index works without the model (or not at all), if it does.
  var notice: String? {
    do {
      return try semanticIndex().notice?.message
    } catch {
      return "the semantic index is unavailable: \(error); searching by meaning is off"
    }
  }

  /// The model searches use and why, when one is loaded ("multilingual-e5-small (…)").
  var modelDescription: String? {
    guard let index = try? semanticIndex(), let encoder = index.encoder, index.notice == nil else {
      return nil
    }
    guard let choice = try? ModelChoice(folder: folder, environment: environment),
      choice.model == encoder.model
    else { return encoder.model.rawValue }
    return choice.description
  }

  func index(_ entries: [ContentEntry]) throws {
    let open = opened.withLock { state in (try? state?.get()) ?? nil }
    if let open {
      try open.add(entries.map(SemanticBridge.entry))
    } else {
      try queue.append(entries.map(SemanticBridge.entry))
    }
  }

  func search(_ query: String, type: String?, filters: [String: String], limit: Int) -> [ContentHit] {
    guard let index = try? semanticIndex() else { return [] }
    return index.search(query, filter: SearchFilter(type: type, properties: filters), limit: limit).map {
      ContentHit(id: $0.id, type: $0.type, score: Double($0.score), reason: $0.why.rawValue)
    }
  }

  static func entry(_ entry: ContentEntry) -> IndexEntry {
    IndexEntry(id: entry.id, type: entry.type, fields: entry.fields, filters: entry.filters, date: entry.date)
  }
}

/// OpenBLAS could not be opened: the sentence model cannot run.
struct MatrixLibraryMissing: Error, CustomStringConvertible {
  let reason: String
  var description: String { "OpenBLAS (libopenblas.so.0) cannot be loaded: \(reason); install libopenblas0" }
}

/// The sentence model for summaries: the index's own encoder, opened on first use; none when the
/// index works without the model.
extension SemanticBridge: SentenceSimilarity {
  func vectors(_ sentences: [String], cancellation: Cancellation) throws(CancellationError) -> [[Float]]? {
    guard let index = try? semanticIndex(), let encoder = index.encoder, index.notice == nil else {
      try cancellation.check()
      return nil
    }
    var vectors: [[Float]] = []
    vectors.reserveCapacity(sentences.count)
    var low = 0
    while low < sentences.count {
      try cancellation.check()
      let high = min(low + SemanticBridge.encodingBatch, sentences.count)
      vectors += encoder.encode(passages: Array(sentences[low..<high]))
      low = high
    }
    return vectors
  }
}
