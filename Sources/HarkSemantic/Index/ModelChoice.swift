import Foundation
import HarkStore

/// Which sentence model a store's index uses, and why.
///
/// Vectors of two models are not comparable (both are 384 numbers, so nothing would fail loudly), so
/// each index records the model that wrote its vectors in a one-line file, `model`, and keeps using
/// it. A new index takes all-MiniLM-L6-v2 when it is installed (better on both English sets; see
/// the README's table), else multilingual-e5-small. `hark index` chooses by the store's texts
/// (`forRebuild`), or takes `--model NAME`; it rebuilds into the staging folder, which records the
/// model too, so an interrupted rebuild resumes with the model it started with.
public struct ModelChoice: Sendable, Equatable {
  /// Why this model.
  public enum Reason: String, Sendable {
    /// It was asked for (`hark index --model`).
    case requested = "asked for"
    /// An interrupted rebuild with it is being resumed.
    case resumedRebuild = "resuming the rebuild that used it"
    /// The index's vectors were made with it.
    case recorded = "this store's index was built with it"
    /// An index from before models were recorded: MiniLM was the only one.
    case earlierIndex = "this store's index predates the model record"
    /// A new index: MiniLM when installed (it measured better on English; `hark index` moves a
    /// store with non-Latin text to E5).
    case newIndex = "a new index starts with MiniLM when it is installed"
    /// A rebuild of a store holding text in a script MiniLM does not read.
    case multilingualText = "the store holds text MiniLM does not read"
    /// A rebuild of a store whose text is all in Latin script: MiniLM measured better on English.
    case latinText = "the store's text is in Latin script, where MiniLM measured better"
    /// The only model installed.
    case onlyInstalled = "the only model installed"
  }

  static let fileName = "model"

  /// The model.
  public let model: EmbeddingModel
  /// Why.
  public let reason: Reason

  /// The model for the index in `folder` (`store.derivedFolder("semantic")`). With `rebuilding`, a
  /// staged rebuild's model counts (and `requested` wins); otherwise the live vectors' model does,
  /// so searches never compare vectors of two models. The record is read the store's way: a link or
  /// a FIFO in its place is an error, as for every index file.
  public init(
    folder: DerivedFolder, environment: [String: String], requested: EmbeddingModel? = nil,
    rebuilding: Bool = false
  ) throws(StoreError) {
    let staging = try folder.subfolder(SemanticIndex.stagingFolder)
    if rebuilding, let requested {
      (model, reason) = (requested, .requested)
    } else if rebuilding, let staged = try Self.recorded(in: staging),
      try staging.contains(SemanticIndex.checkpointFile)
    {
      (model, reason) = (staged, .resumedRebuild)
    } else if let requested {
      (model, reason) = (requested, .requested)
    } else if let recorded = try Self.recorded(in: folder) {
      (model, reason) = (recorded, .recorded)
    } else if try Self.hasVectors(folder) {
      (model, reason) = (.miniLM, .earlierIndex)
    } else {
      let preferred: EmbeddingModel =
        EmbeddingModel.miniLM.isInstalled(environment: environment) ? .miniLM : .multilingualE5Small
      (model, reason) = (preferred, .newIndex)
    }
  }

  private init(_ model: EmbeddingModel, _ reason: Reason) {
    self.model = model
    self.reason = reason
  }

  /// The model a rebuild of the index in `folder` uses for `texts` (every indexed text, names
  /// too: a store with Chinese names is one where Chinese queries are likely): the one asked for,
  /// else the one an interrupted rebuild started with, else by the texts — multilingual-e5-small
  /// when any holds letters outside the Latin script, else all-MiniLM-L6-v2 (better on both English
  /// sets) — as far as installed.
  public static func forRebuild(
    folder: DerivedFolder, environment: [String: String], requested: EmbeddingModel?, texts: [String]
  ) throws(StoreError) -> ModelChoice {
    if let requested { return ModelChoice(requested, .requested) }
    let resumed = try ModelChoice(folder: folder, environment: environment, rebuilding: true)
    if resumed.reason == .resumedRebuild { return resumed }
    let installed = EmbeddingModel.allCases.filter { $0.isInstalled(environment: environment) }
    if installed.count == 1, let only = installed.first { return ModelChoice(only, .onlyInstalled) }
    if texts.contains(where: needsMultilingualModel) {
      return ModelChoice(.multilingualE5Small, .multilingualText)
    }
    return ModelChoice(.miniLM, .latinText)
  }

  /// Whether `text` has a letter outside the Latin script (and its extensions).
  static func needsMultilingualModel(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      guard scalar.properties.isAlphabetic, scalar.value > 0x024F else { return false }
      return !(0x1E00...0x1EFF).contains(scalar.value) && !(0x2C60...0x2C7F).contains(scalar.value)
        && !(0xA720...0xA7FF).contains(scalar.value) && !(0xFF21...0xFF5A).contains(scalar.value)
    }
  }

  /// "multilingual-e5-small (this store's index was built with it)".
  public var description: String { "\(model.rawValue) (\(reason.rawValue))" }

  /// The model recorded in `folder`, if any (nil for a record naming no model Hark knows).
  static func recorded(in folder: DerivedFolder) throws(StoreError) -> EmbeddingModel? {
    guard let bytes = try folder.read(fileName) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return EmbeddingModel(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The model whose vectors the index in `folder` holds: the record, or MiniLM for an index with
  /// vectors and no record (written before the record existed); nil for an index without vectors.
  static func vectorsModel(in folder: DerivedFolder) throws(StoreError) -> EmbeddingModel? {
    if let model = try Self.recorded(in: folder) { return model }
    return try hasVectors(folder) ? .miniLM : nil
  }

  /// Records `model` in `folder` (written aside, then renamed into place). Call holding the store's
  /// lock (`folder.exclusively`) for a live index.
  static func record(_ model: EmbeddingModel, in folder: DerivedFolder) throws(StoreError) {
    try folder.replace(fileName, with: Array((model.rawValue + "\n").utf8))
  }

  private static func hasVectors(_ folder: DerivedFolder) throws(StoreError) -> Bool {
    guard let file = try folder.open(IndexState.vectorsFile, .read) else { return false }
    return try file.size() > 0
  }
}
