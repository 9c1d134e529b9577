import CVectorKernels
import Foundation
import HarkStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The flat vector file: fixed-size records of int8 components with a per-vector scale, the entity
/// number, the kind (transformer or static) and the field number. Appended as entities are written,
/// rewritten in place when a static vector is replaced, and memory-mapped for the scan.
final class VectorFile {
  enum Kind: UInt8 {
    case model = 0
    case staticTable = 1
  }

  let folder: DerivedFolder
  let name: String
  let dimension: Int
  var stride: Int { dimension + Int(HARK_RECORD_TRAILER) }
  private let file: StoreFile
  private var descriptor: Int32 { file.fd }
  private(set) var count = 0
  private var mapping: UnsafeMutableRawPointer?
  private var mappedLength = 0
  /// The 4-bit sketch of the rows (`sketch()`), and the file's size and change time when it was
  /// last in step with the file.
  private var sketchCache: VectorSketch?
  private var sketchStamp: FileStamp?

  /// Opens (making) the vector file `name` in `folder`. Call holding the store's lock: a record cut
  /// short by a crash is cut off.
  init(folder: DerivedFolder, name: String, dimension: Int) throws {
    self.folder = folder
    self.name = name
    self.dimension = dimension
    guard let file = try folder.open(name, .update) else {
      throw SemanticError.unwritableFile(path: folder.path + "/" + name, reason: "cannot open")
    }
    self.file = file
    try readNew(cutTornEnd: true)
  }

  deinit { unmap() }

  /// Counts the whole records now in the file (other processes append too). With `cutTornEnd`
  /// (holding the store's lock) a record cut short is cut off.
  func readNew(cutTornEnd: Bool) throws {
    let size = try file.size()
    count = size / stride
    if cutTornEnd, count * stride != size { try file.truncate(to: count * stride) }
  }

  /// Whether the name no longer leads to the file open here (a rebuild was put in place).
  func replacedOnDisk() throws -> Bool {
    guard let current = try folder.open(name, .read) else { return true }
    let now = try current.identity()
    let mine = try file.identity()
    let size = try file.size()
    return now.device != mine.device || now.inode != mine.inode || size < count * stride
  }

  /// Quantizes a float vector to int8 with one scale (largest magnitude ↦ 127).
  static func quantize(_ vector: [Float]) -> (values: [Int8], scale: Float) {
    let largest = vector.reduce(0) { max($0, abs($1)) }
    guard largest > 0 else { return ([Int8](repeating: 0, count: vector.count), 0) }
    let scale = largest / 127
    return (vector.map { Int8(clamping: Int(($0 / scale).rounded())) }, scale)
  }

  func record(_ vector: [Float], entity: Int, kind: Kind, field: Int) -> [UInt8] {
    let (values, scale) = Self.quantize(vector)
    var bytes = [UInt8](repeating: 0, count: stride)
    for index in 0..<min(values.count, dimension) { bytes[index] = UInt8(bitPattern: values[index]) }
    withUnsafeBytes(of: scale.bitPattern.littleEndian) {
      bytes.replaceSubrange(dimension..<dimension + 4, with: $0)
    }
    withUnsafeBytes(of: UInt32(entity).littleEndian) {
      bytes.replaceSubrange(dimension + 4..<dimension + 8, with: $0)
    }
    bytes[dimension + 8] = kind.rawValue
    bytes[dimension + 9] = UInt8(clamping: field)
    return bytes
  }

  /// Appends records (each `stride` bytes, concatenated); returns the first new row.
  @discardableResult
  func append(_ records: [UInt8]) throws -> Int {
    let first = count
    try write(records, at: count * stride)
    count += records.count / stride
    return first
  }

  /// Overwrites the record at `row`.
  func replace(row: Int, with record: [UInt8]) throws {
    try write(record, at: row * stride)
    if let sketchCache, row < sketchCache.count, let base = mapped() {
      sketchCache.sketch(records: base, stride: stride, rows: row..<row + 1)
    }
  }

  private struct FileStamp: Equatable {
    let size: Int
    let seconds: Int
    let nanoseconds: Int
  }

  private func stamp() -> FileStamp? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileStamp(
      size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// The 4-bit sketch of every row (`VectorSketch`), brought up to date: rows appended here are
  /// added, a row replaced here was sketched again when it was written; when another process wrote
  /// the file since (its size or change time differs from after this process's last write) it may
  /// have rewritten rows in place, so the sketch is made again (a rewrite within the same tick of
  /// the file system's clock as this process's last write, at the same size, goes unseen: it can
  /// only change which rows the first pass hands to the exact scan, never a score). Nil below
  /// `VectorSketch.minimumRows` rows or for a dimension it cannot take: the exact scan alone then.
  func sketch() -> VectorSketch? {
    guard count >= VectorSketch.minimumRows, VectorSketch.supports(dimension: dimension),
      let base = mapped()
    else { return nil }
    let now = stamp()
    if let sketchCache, now != nil, now == sketchStamp, sketchCache.count <= count {
      sketchCache.extend(records: base, stride: stride, to: count)
      return sketchCache
    }
    sketchCache = VectorSketch(records: base, stride: stride, dimension: dimension, rows: count)
    sketchStamp = now
    return sketchCache
  }

  private func write(_ bytes: [UInt8], at offset: Int) throws {
    // A sketch in step before this write stays in step after it (`sketch()` catches up with
    // what this process appends and `replace` re-sketches its row).
    let inStep = sketchCache != nil && sketchStamp != nil && stamp() == sketchStamp
    do {
      try file.write(bytes, at: offset)
    } catch {
      sketchCache = nil
      throw SemanticError.unwritableFile(path: file.path, reason: "\(error)")
    }
    if inStep { sketchStamp = stamp() } else { sketchCache = nil }
  }

  func synchronize() throws { try file.sync() }

  /// Drops every record from `rows` on (used to roll back to a checkpoint).
  func truncate(rows: Int) throws {
    unmap()
    sketchCache = nil
    count = min(count, rows)
    try file.truncate(to: count * stride)
  }

  /// The entity number and kind of `row`, read through the mapping.
  func header(row: Int) -> (entity: Int, kind: Kind, field: Int)? {
    guard row < count, let base = mapped() else { return nil }
    let record = base.advanced(by: row * stride + dimension)
    let entity = Int(UInt32(littleEndian: record.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
    let kind = Kind(rawValue: record.load(fromByteOffset: 8, as: UInt8.self)) ?? .model
    return (entity, kind, Int(record.load(fromByteOffset: 9, as: UInt8.self)))
  }

  /// The records as one read-only mapping, remapped when the file has grown.
  func mapped() -> UnsafeRawPointer? {
    let length = count * stride
    guard length > 0 else { return nil }
    if mapping == nil || mappedLength != length {
      unmap()
      let pointer = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0)
      guard let pointer, pointer != MAP_FAILED else { return nil }
      mapping = pointer
      mappedLength = length
    }
    return mapping.map { UnsafeRawPointer($0) }
  }

  private func unmap() {
    if let mapping { munmap(mapping, mappedLength) }
    mapping = nil
    mappedLength = 0
  }
}
