import Foundation
import HarkStore
import Synchronization

/// The searchable index of a store's entities: transformer vectors (static vectors until the
/// transformer reaches an entity) in a flat int8 file beside an id file, and a lexical index beside it.
///
/// Writes append; `embedPending` upgrades static vectors in the background; `rebuild` starts over and
/// resumes after an interruption. Without an encoder only word search works, and `notice` says so.
public final class SemanticIndex: Sendable {
  /// The folder holding the index files.
  public var directory: URL { URL(fileURLWithPath: folder.path) }
  /// The folder as the store gives it: its files are opened the store's way, its writes take the
  /// store's lock.
  public let folder: DerivedFolder
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
  public convenience init(
    directory: URL, encoder: (any SentenceEmbedder)?, modelProblem: SemanticError? = nil,
    calibration: Calibration? = nil,
    nameFields: Set<String> = SemanticIndex.defaultNameFields
  ) throws {
    try self.init(
      folder: try DerivedFolder.standalone(directory.path), encoder: encoder, modelProblem: modelProblem,
      calibration: calibration, nameFields: nameFields)
  }

  /// Opens (creating if needed) the index in a store's derived folder (`store.derivedFolder`). An
  /// index without vectors yet records the encoder's model as the one its vectors will be made with.
  public init(
    folder: DerivedFolder, encoder: (any SentenceEmbedder)?, modelProblem: SemanticError? = nil,
    calibration: Calibration? = nil,
    nameFields: Set<String> = SemanticIndex.defaultNameFields
  ) throws {
    self.folder = folder
    self.encoder = encoder
    self.calibration = calibration ?? encoder?.model.calibration ?? .standard
    dimension = encoder?.dimension ?? 384
    if encoder == nil {
      notice = .lexicalOnly(modelProblem ?? .modelNotFound(searched: []))
    } else {
      notice = nil
    }
    let dimension = dimension
    let (opened, vectorsModel) = try folder.exclusively { () throws -> (IndexState, EmbeddingModel?) in
      try Self.finishInterruptedInstall(folder: folder)
      let state = try IndexState(folder: folder, dimension: dimension, nameFields: nameFields)
      var vectorsModel = try ModelChoice.vectorsModel(in: folder)
      if vectorsModel == nil, let model = encoder?.model {
        try ModelChoice.record(model, in: folder)
        vectorsModel = model
      }
      return (state, vectorsModel)
    }
    state = Mutex(opened)
    vectorsModelState = Mutex(vectorsModel)
  }

  /// The model that wrote the index's vectors (nil for an index without any).
  public var vectorsModel: EmbeddingModel? { vectorsModelState.withLock { $0 } }

  /// Whether the vectors can be searched and added to: they and the encoder come from the same model.
  var vectorsUsable: Bool {
    guard let encoder else { return false }
    return vectorsModel.map { $0 == encoder.model } ?? true
  }

  /// Opens the index in `directory` (a folder of its own, not inside a store) as
  /// `open(folder:environment:model:rebuilding:)` does.
  public static func open(
    directory: URL, environment: [String: String], model: EmbeddingModel? = nil, rebuilding: Bool = false
  ) throws -> SemanticIndex {
    try open(
      folder: try DerivedFolder.standalone(directory.path), environment: environment, model: model,
      rebuilding: rebuilding)
  }

  /// Opens the index in a store's derived folder with the model its vectors were made with (or, for
  /// a new index, the one `ModelChoice` prefers; `model` when given, for an explicit rebuild), found
  /// through `environment`; a missing or invalid model means word search only, with a one-line
  /// notice saying why.
  public static func open(
    folder: DerivedFolder, environment: [String: String], model: EmbeddingModel? = nil,
    rebuilding: Bool = false
  ) throws -> SemanticIndex {
    let choice = try ModelChoice(
      folder: folder, environment: environment, requested: model, rebuilding: rebuilding)
    do {
      let encoder = try choice.model.load(environment: environment)
      return try SemanticIndex(folder: folder, encoder: encoder)
    } catch let problem as SemanticError {
      return try SemanticIndex(folder: folder, encoder: nil, modelProblem: problem)
    }
  }

  /// Takes in other processes' writes before a read (under the store's lock, briefly).
  func catchUp() {
    // Other processes' writes not taken in now stay in the queue for the next read.
    _ = try? folder.exclusively { try state.withLock { try catchUp($0) } }
  }

  /// Takes in other processes' writes, holding the store's lock and `state`'s; when another process
  /// put a rebuild in place, its vectors may be another model's, so the record is read again.
  /// Returns whether the files were replaced.
  @discardableResult
  func catchUp(_ state: IndexState) throws -> Bool {
    guard try state.catchUp() else { return false }
    let model = try ModelChoice.vectorsModel(in: folder)
    vectorsModelState.withLock { $0 = model }
    return true
  }

  /// Indexes one entity (replacing an earlier version with the same id).
  public func add(
    id: String, type: String, fields: [String: String], filters: [String: String] = [:],
    date: Date? = nil
  ) throws {
    try add([IndexEntry(id: id, type: type, fields: fields, filters: filters, date: date)])
  }

  /// Indexes entities with static vectors at once (microseconds each); `embedPending` later
  /// replaces them with transformer vectors. Where the index's vectors are another model's, the
  /// entities are added for word search only: vectors of two models are never mixed.
  public func add(_ entries: [IndexEntry]) throws {
    let vectors = encoder.map { encoder in
      entries.map { entry in entry.orderedFields.map { encoder.staticEmbed($0.text) } }
    }
    try folder.exclusively {
      try state.withLock { state in
        try catchUp(state)
        try state.append(entries, vectors: vectorsUsable ? vectors : nil, kind: .staticTable)
      }
    }
  }

  /// Indexes entities with transformer vectors now (milliseconds each).
  public func addEmbedded(_ entries: [IndexEntry]) throws {
    guard let encoder, vectorsUsable else { return try add(entries) }
    let texts = entries.flatMap { $0.orderedFields.map(\.text) }
    var vectors = encoder.encode(passages: texts)[...]
    let grouped = entries.map { entry in
      let fieldVectors = Array(vectors.prefix(entry.fields.count))
      vectors = vectors.dropFirst(entry.fields.count)
      return fieldVectors
    }
    try folder.exclusively {
      try state.withLock { state in
        try catchUp(state)
        try state.append(entries, vectors: vectorsUsable ? grouped : nil, kind: .model)
      }
    }
  }

  /// Drops the entity with this id from future searches.
  public func remove(id: String) throws {
    try folder.exclusively {
      try state.withLock { state in
        try catchUp(state)
        try state.remove(id: id)
      }
    }
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
    catchUp()
    return state.withLock { state in
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
