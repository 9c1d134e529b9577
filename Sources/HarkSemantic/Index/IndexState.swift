import CVectorKernels
import Foundation
import HarkStore

/// The open files of one index folder and what is kept in memory about them. Not thread-safe:
/// `SemanticIndex` holds it behind a lock.
final class IndexState {
  static let entitiesFile = "entities.tsv"
  static let vectorsFile = "vectors.i8"
  static let lexicalFile = "lexical.bin"

  let folder: DerivedFolder
  let dimension: Int
  var table: EntityTable
  var vectors: VectorFile
  var rowEntity: [Int32] = []
  var rowKind: [UInt8] = []
  var rowField: [UInt8] = []
  var entityHasRows: [Bool] = []
  /// The lexical index covers entities below this number; it catches up before a lexical search.
  var lexical = LexicalIndex()
  var lexicalCount = 0
  /// Name fields are in the trigram index for entities below this number.
  var nameCount = 0
  /// A catch-up that indexes at least this many entities saves the word index afterwards.
  var snapshotAfter = 20_000
  let nameFields: Set<String>
  private var aliveRows: [UInt8]?

  /// Opens (making) the index files in `folder`. Call holding the store's lock.
  init(folder: DerivedFolder, dimension: Int, nameFields: Set<String>) throws {
    self.folder = folder
    self.dimension = dimension
    self.nameFields = nameFields
    try folder.prepare()
    table = try EntityTable(folder: folder, name: Self.entitiesFile)
    vectors = try VectorFile(folder: folder, name: Self.vectorsFile, dimension: dimension)
    loadRowHeaders()
    loadLexicalSnapshot()
  }

  /// Takes in what other processes wrote since the last look: their appended entities and rows, or
  /// the whole index again when a rebuild replaced the files. Call holding the store's lock; returns
  /// whether the files were replaced (entity and row numbers then changed).
  @discardableResult
  func catchUp() throws -> Bool {
    if try table.replacedOnDisk() || vectors.replacedOnDisk() {
      table = try EntityTable(folder: folder, name: Self.entitiesFile)
      vectors = try VectorFile(folder: folder, name: Self.vectorsFile, dimension: dimension)
      lexical = LexicalIndex()
      lexicalCount = 0
      nameCount = 0
      loadRowHeaders()
      loadLexicalSnapshot()
      return true
    }
    let entities = table.count
    try table.readNew(cutTornEnd: true)
    if table.count > entities {
      entityHasRows.append(contentsOf: repeatElement(false, count: table.count - entities))
    }
    let rows = vectors.count
    try vectors.readNew(cutTornEnd: true)
    if vectors.count != rows { loadRowHeaders(from: rows) }
    aliveRows = nil
    return false
  }

  private struct SnapshotHeader: Codable {
    let entities: Int
    let tableBytes: Int
  }

  /// Uses the saved word index when it covers a prefix of the current id file.
  private func loadLexicalSnapshot() {
    // Derived data: a snapshot that cannot be read is taken for a missing one.
    guard let bytes = try? folder.read(Self.lexicalFile), bytes.count > 16 else { return }
    let data = Data(bytes)
    let entities = data.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    let tableBytes = data.dropFirst(8).prefix(8).withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    guard entities <= table.count, tableBytes <= table.byteSize,
      let loaded = LexicalIndex(snapshot: data.dropFirst(16))
    else { return }
    lexical = loaded
    lexicalCount = Int(entities)
  }

  /// Saves the word index (written aside, then renamed into place).
  private func saveLexicalSnapshot() {
    var data = Data()
    withUnsafeBytes(of: Int64(lexicalCount)) { data.append(contentsOf: $0) }
    withUnsafeBytes(of: Int64(table.byteSize)) { data.append(contentsOf: $0) }
    data.append(lexical.snapshot())
    // A snapshot of an id file a rebuild has since replaced would describe the wrong entities.
    // Derived data kept only to open faster: one that cannot be checked or written is made again
    // at the next open.
    guard (try? table.replacedOnDisk()) == false else { return }
    try? folder.replace(Self.lexicalFile, with: [UInt8](data))
  }

  /// Reads entity, kind and field of every row from `first` on (all of them after opening or a
  /// rollback; the new ones after another process appended).
  func loadRowHeaders(from first: Int = 0) {
    if first == 0 {
      entityHasRows = [Bool](repeating: false, count: table.count)
      rowEntity = []
      rowKind = []
      rowField = []
      rowEntity.reserveCapacity(vectors.count)
    }
    for row in first..<max(first, vectors.count) {
      guard let header = vectors.header(row: row) else { break }
      // Rows of an entity whose line never reached the id file are dead weight, not damage.
      let entity = header.entity < table.count ? header.entity : -1
      rowEntity.append(Int32(entity))
      rowKind.append(header.kind.rawValue)
      rowField.append(UInt8(clamping: header.field))
      if entity >= 0 { entityHasRows[entity] = true }
    }
    aliveRows = nil
  }

  /// Writes entities and, when vectors are given (one per ordered field), their rows.
  func append(_ entries: [IndexEntry], vectors fieldVectors: [[[Float]]]?, kind: VectorFile.Kind)
    throws
  {
    let numbers = try table.append(entries)
    entityHasRows.append(contentsOf: repeatElement(false, count: entries.count))
    if let fieldVectors {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(entries.count * vectors.stride)
      for (entity, perField) in zip(numbers, fieldVectors) {
        for (field, vector) in perField.enumerated() {
          bytes += vectors.record(vector, entity: entity, kind: kind, field: field)
          rowEntity.append(Int32(entity))
          rowKind.append(kind.rawValue)
          rowField.append(UInt8(clamping: field))
        }
        entityHasRows[entity] = !perField.isEmpty
      }
      try vectors.append(bytes)
    }
    aliveRows = nil
  }

  func invalidateMasks() { aliveRows = nil }

  func remove(id: String) throws {
    try table.remove(id: id)
    aliveRows = nil
  }

  func replace(row: Int, vector: [Float], kind: VectorFile.Kind) throws {
    let entity = Int(rowEntity[row])
    try vectors.replace(
      row: row, with: vectors.record(vector, entity: entity, kind: kind, field: Int(rowField[row])))
    rowKind[row] = kind.rawValue
  }

  /// One byte per row: 1 where its entity is current and passes `entityMask` (if given).
  func rowMask(entityMask: [UInt8]?) -> [UInt8] {
    if entityMask == nil, let aliveRows { return aliveRows }
    let alive = table.alive
    var mask = [UInt8](repeating: 0, count: rowEntity.count)
    for row in 0..<rowEntity.count {
      let entity = Int(rowEntity[row])
      guard entity >= 0, alive[entity] else { continue }
      if let entityMask, entityMask[entity] == 0 { continue }
      mask[row] = 1
    }
    if entityMask == nil { aliveRows = mask }
    return mask
  }

  /// One byte per entity: 1 where it is current and passes `filter`.
  func entityMask(_ filter: SearchFilter) -> [UInt8] {
    let count = table.count
    var mask = [UInt8](repeating: 0, count: count)
    var typeCode: UInt16?
    if let type = filter.type {
      guard let code = table.typeCode(type) else { return mask }
      typeCode = code
    }
    var wanted: [(column: [Int32], code: Int32)] = []
    for (key, value) in filter.properties {
      guard let code = table.filterCode(key: key, value: value), let column = table.filterColumns[key]
      else { return mask }
      wanted.append((column, code))
    }
    let from = filter.from?.timeIntervalSince1970
    let to = filter.to?.timeIntervalSince1970
    let types = table.types
    let dates = table.dates
    let alive = table.alive
    for entity in 0..<count where alive[entity] {
      if let typeCode, types[entity] != typeCode { continue }
      if !wanted.allSatisfy({ entity < $0.column.count && $0.column[entity] == $0.code }) { continue }
      if from != nil || to != nil {
        let date = dates[entity]
        if date.isNaN { continue }
        if let from, date < from { continue }
        if let to, date > to { continue }
      }
      if let test = filter.identifiers, !test(table.ids[entity]) { continue }
      mask[entity] = 1
    }
    return mask
  }

  /// Brings the lexical index up to date with the id file.
  func catchUpLexical() {
    let start = lexicalCount
    while lexicalCount < table.count {
      for text in table.texts[lexicalCount] { lexical.add(document: lexicalCount, text: text) }
      lexicalCount += 1
    }
    while nameCount < table.count {
      for (name, text) in zip(table.fieldNames[nameCount], table.texts[nameCount])
      where nameFields.contains(name) {
        lexical.addName(document: nameCount, name: text)
      }
      nameCount += 1
    }
    if lexicalCount - start >= snapshotAfter { saveLexicalSnapshot() }
  }
}
