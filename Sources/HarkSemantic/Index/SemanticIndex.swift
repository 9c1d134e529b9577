import Foundation
import Synchronization

/// The searchable index of a store's entities: transformer vectors (static vectors until the
/// transformer reaches an entity) in a flat int8 file beside an id file, and a lexical index beside it.
///
/// Writes append; `embedPending` upgrades static vectors in the background; `rebuild` starts over and
/// resumes after an interruption. Without an encoder only word search works, and `notice` says so.
public final class SemanticIndex: Sendable {
  /// The folder holding the index files (the store's derived-data folder gives it).
  public let directory: URL
  /// The sentence model, if installed.
  public let encoder: (any SentenceEmbedder)?
  /// A one-line notice for the user when the index works in a reduced mode.
  public let notice: SemanticNotice?
  /// The thresholds searches apply.
  public let calibration: Calibration
  /// The vector length of the index files.
  public let dimension: Int
  let state: Mutex<IndexState>
  let vectorsModelState: Mutex<EmbeddingModel?>

  /// The fields searched by spelling (trigrams) as well as by meaning.
  public static let defaultNameFields: Set<String> = ["name", "title", "displayName", "fullName"]

  /// Opens (creating if needed) the index in `directory`. Without an encoder, vectors are neither
  /// written nor searched and `notice` explains why, using `modelProblem` when given. The
  /// thresholds default to the encoder's model's.
  public init(
    directory: URL, encoder: (any SentenceEmbedder)?, modelProblem: SemanticError? = nil,
    calibration: Calibration? = nil,
    nameFields: Set<String> = SemanticIndex.defaultNameFields
  ) throws {
    self.directory = directory
    self.encoder = encoder
    self.calibration = calibration ?? encoder?.model.calibration ?? .standard
    dimension = encoder?.dimension ?? 384
    if encoder == nil {
      notice = .lexicalOnly(modelProblem ?? .modelNotFound(searched: []))
    } else {
      notice = nil
    }
    try Self.finishInterruptedInstall(directory: directory)
    state = Mutex(try IndexState(directory: directory, dimension: dimension, nameFields: nameFields))
    var vectorsModel = ModelChoice.vectorsModel(in: directory)
    if vectorsModel == nil, let model = encoder?.model {
      try ModelChoice.record(model, in: directory)
      vectorsModel = model
    }
    vectorsModelState = Mutex(vectorsModel)
  }

  /// The model that wrote the index's vectors (nil for an index without any).
  public var vectorsModel: EmbeddingModel? { vectorsModelState.withLock { $0 } }

  /// Whether the vectors can be searched: they and the encoder come from the same model.
  var vectorsUsable: Bool {
    guard let encoder else { return false }
    return vectorsModel.map { $0 == encoder.model } ?? true
  }

  /// Opens the index with the model its vectors were made with (or, for a new index, the one
  /// `ModelChoice` prefers; `model` when given, for an explicit rebuild), found through
  /// `environment`; falls back to word search with a notice when that model cannot be loaded.
  public static func open(
    directory: URL, environment: [String: String], model: EmbeddingModel? = nil, rebuilding: Bool = false
  ) throws -> SemanticIndex {
    let choice = ModelChoice(
      directory: directory, environment: environment, requested: model, rebuilding: rebuilding)
    do {
      let encoder = try choice.model.load(environment: environment)
      return try SemanticIndex(directory: directory, encoder: encoder)
    } catch let problem as SemanticError {
      return try SemanticIndex(directory: directory, encoder: nil, modelProblem: problem)
    }
  }

  /// Indexes one entity (replacing an earlier version with the same id).
  public func add(
    id: String, type: String, fields: [String: String], filters: [String: String] = [:],
    date: Date? = nil
  ) throws {
    try add([IndexEntry(id: id, type: type, fields: fields, filters: filters, date: date)])
  }

  /// Indexes entities with static vectors at once (microseconds each); `embedPending` later
  /// replaces them with transformer vectors.
  public func add(_ entries: [IndexEntry]) throws {
    let vectors = encoder.map { encoder in
      entries.map { entry in entry.orderedFields.map { encoder.staticEmbed($0.text) } }
    }
    try state.withLock { try $0.append(entries, vectors: vectors, kind: .staticTable) }
  }

  /// Indexes entities with transformer vectors now (milliseconds each).
  public func addEmbedded(_ entries: [IndexEntry]) throws {
    guard let encoder else { return try add(entries) }
    let texts = entries.flatMap { $0.orderedFields.map(\.text) }
    var vectors = encoder.encode(passages: texts)[...]
    let grouped = entries.map { entry in
      let fieldVectors = Array(vectors.prefix(entry.fields.count))
      vectors = vectors.dropFirst(entry.fields.count)
      return fieldVectors
    }
    try state.withLock { try $0.append(entries, vectors: grouped, kind: .model) }
  }

  /// Drops the entity with this id from future searches.
  public func remove(id: String) throws {
    try state.withLock { try $0.remove(id: id) }
  }

  /// Counts describing what the index holds.
  public struct Status: Sendable, Equatable {
    /// Current entities.
    public let entities: Int
    /// Vectors in the vector file (current or not).
    public let vectors: Int
    /// Current entities still on static vectors or without vectors.
    public let pending: Int
    /// Bytes on disk.
    public let bytes: Int
  }

  /// What the index holds now.
  public var status: Status {
    state.withLock { state in
      let alive = state.table.alive
      var pendingEntities = Set<Int32>()
      for row in 0..<state.rowEntity.count where state.rowKind[row] != 0 {
        let entity = state.rowEntity[row]
        if entity >= 0, alive[Int(entity)] { pendingEntities.insert(entity) }
      }
      var pending = pendingEntities.count
      for entity in 0..<state.table.count
      where alive[entity] && !state.entityHasRows[entity] && !state.table.texts[entity].isEmpty {
        pending += 1
      }
      return Status(
        entities: alive.reduce(0) { $0 + ($1 ? 1 : 0) }, vectors: state.vectors.count,
        pending: encoder == nil ? 0 : pending,
        bytes: state.table.byteSize + state.vectors.count * state.vectors.stride)
    }
  }
}
