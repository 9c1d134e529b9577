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
  public let encoder: SentenceEncoder?
  /// A one-line notice for the user when the index works in a reduced mode.
  public let notice: SemanticNotice?
  /// The thresholds searches apply.
  public let calibration: Calibration
  /// The vector length of the index files.
  public let dimension: Int
  let state: Mutex<IndexState>

  /// Opens (creating if needed) the index in `directory`. Without an encoder, vectors are neither
  /// written nor searched and `notice` explains why, using `modelProblem` when given.
  public convenience init(
    directory: URL, encoder: SentenceEncoder?, modelProblem: SemanticError? = nil,
    calibration: Calibration = .standard,
    nameFields: Set<String> = ["name", "title", "displayName", "fullName"]
  ) throws {
    try self.init(
      folder: try DerivedFolder.standalone(directory.path), encoder: encoder, modelProblem: modelProblem,
      calibration: calibration, nameFields: nameFields)
  }

  /// Opens (creating if needed) the index in a store's derived folder (`store.derivedFolder`).
  public init(
    folder: DerivedFolder, encoder: SentenceEncoder?, modelProblem: SemanticError? = nil,
    calibration: Calibration = .standard,
    nameFields: Set<String> = ["name", "title", "displayName", "fullName"]
  ) throws {
    self.folder = folder
    self.encoder = encoder
    self.calibration = calibration
    dimension = encoder?.dimension ?? 384
    if encoder == nil {
      notice = .lexicalOnly(modelProblem ?? .modelNotFound(searched: []))
    } else {
      notice = nil
    }
    let dimension = dimension
    state = Mutex(
      try folder.exclusively { () throws -> IndexState in
        try Self.finishInterruptedInstall(folder: folder)
        return try IndexState(folder: folder, dimension: dimension, nameFields: nameFields)
      })
  }

  /// Opens the index with the model found through `environment` (`HARK_MODEL_DIR`, then the
  /// installed location), falling back to word search with a notice when there is none.
  public static func open(directory: URL, environment: [String: String]) throws -> SemanticIndex {
    try open(folder: try DerivedFolder.standalone(directory.path), environment: environment)
  }

  /// Opens the index in a store's derived folder with the model found through `environment`; a
  /// missing or invalid model means word search only, with a one-line notice saying why.
  public static func open(folder: DerivedFolder, environment: [String: String]) throws -> SemanticIndex {
    guard let modelDirectory = SentenceEncoder.locateModel(environment: environment) else {
      let searched = SentenceEncoder.searchedLocations(environment: environment).map(\.path)
      return try SemanticIndex(
        folder: folder, encoder: nil, modelProblem: .modelNotFound(searched: searched))
    }
    do {
      let encoder = try SentenceEncoder(modelDirectory: modelDirectory)
      return try SemanticIndex(folder: folder, encoder: encoder)
    } catch let problem as SemanticError {
      return try SemanticIndex(folder: folder, encoder: nil, modelProblem: problem)
    }
  }

  /// Takes in other processes' writes before a read (under the store's lock, briefly).
  func catchUp() {
    _ = try? folder.exclusively { try state.withLock { try $0.catchUp() } }
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
    try folder.exclusively {
      try state.withLock { state in
        try state.catchUp()
        try state.append(entries, vectors: vectors, kind: .staticTable)
      }
    }
  }

  /// Indexes entities with transformer vectors now (milliseconds each).
  public func addEmbedded(_ entries: [IndexEntry]) throws {
    guard let encoder else { return try add(entries) }
    let texts = entries.flatMap { $0.orderedFields.map(\.text) }
    var vectors = encoder.embedBatch(texts)[...]
    let grouped = entries.map { entry in
      let fieldVectors = Array(vectors.prefix(entry.fields.count))
      vectors = vectors.dropFirst(entry.fields.count)
      return fieldVectors
    }
    try folder.exclusively {
      try state.withLock { state in
        try state.catchUp()
        try state.append(entries, vectors: grouped, kind: .model)
      }
    }
  }

  /// Drops the entity with this id from future searches.
  public func remove(id: String) throws {
    try folder.exclusively {
      try state.withLock { state in
        try state.catchUp()
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
