import Glibc
import HarkSupport

/// Builds a collection's derived index by reading its whole file once.
///
/// Ids are tracked by two independent 64-bit hashes rather than by string (a million `String` keys
/// would cost hundreds of megabytes); a pair that agrees on the first hash but not the second is a real
/// collision and is tracked by its string instead.
struct IndexBuilder {
  let fields: [String]
  private var slotByHash: [UInt64: Int] = [:]
  private var slotByCollidedId: [String: Int] = [:]
  private var idHash: [UInt64] = []
  private var idCheck: [UInt64] = []
  private var offset: [Int] = []
  private var live: [Bool] = []
  private var fieldHash: [UInt64] = []
  private var fieldPresent: [Bool] = []
  /// Lines that did not decode.
  var bad: [LogScanner.BadLine] = []
  /// Offset just past the last whole line, and the number of lines up to there.
  var end = 0
  var lines = 0
  var newestVersion = 0

  init(fields: [String]) { self.fields = fields }

  /// Reads `size` bytes of the file open at `fd`.
  mutating func scan(fd: Int32, size: Int, path: String) throws(StoreError) {
    let expectedLines = size / 100
    slotByHash.reserveCapacity(expectedLines)
    idHash.reserveCapacity(expectedLines)
    idCheck.reserveCapacity(expectedLines)
    fieldHash.reserveCapacity(expectedLines * fields.count)
    fieldPresent.reserveCapacity(expectedLines * fields.count)
    offset.reserveCapacity(expectedLines)
    live.reserveCapacity(expectedLines)
    let chunkSize = 8 << 20
    var carry: [UInt8] = []
    var position = 0
    while position < size {
      let chunk = try FileIO.read(fd, from: position, count: min(chunkSize, size - position), path: path)
      if chunk.isEmpty { break }
      let base = position - carry.count
      position += chunk.count
      let bytes = carry + chunk
      var consumed = 0
      bytes.withUnsafeBufferPointer { buffer in
        var start = 0
        while let newline = LogScanner.firstNewline(in: buffer, from: start) {
          lines += 1
          add(UnsafeBufferPointer(rebasing: buffer[start..<newline]), at: base + start)
          start = newline + 1
        }
        consumed = start
      }
      end = base + consumed
      carry = Array(bytes[consumed...])
    }
  }

  private mutating func add(_ line: UnsafeBufferPointer<UInt8>, at lineOffset: Int) {
    guard !LogScanner.isBlank(line) else { return }
    let decoded: LogLine
    do {
      decoded = try LogLine.decode(line)
    } catch {
      let problem: StoreWarning.Problem = if case .invalidUTF8 = error { .invalidUTF8 } else { .unparsable }
      bad.append(LogScanner.BadLine(number: lines, offset: lineOffset, length: line.count, problem: problem))
      return
    }
    switch decoded {
    case .header(let version): newestVersion = max(newestVersion, version)
    case .record(let record):
      let slot = slot(for: record.id)
      offset[slot] = lineOffset
      live[slot] = true
      for (index, field) in fields.enumerated() {
        let value = record.fields[field]
        fieldPresent[slot * fields.count + index] = value != nil
        fieldHash[slot * fields.count + index] = value.map { StableHash64.of(value: $0) } ?? 0
      }
    case .tombstone(let id):
      let slot = slot(for: id)
      offset[slot] = lineOffset
      live[slot] = false
    }
  }

  private mutating func slot(for id: String) -> Int {
    let first = StableHash64.of(id: id)
    let second = IndexBuilder.checkHash(id)
    if let existing = slotByHash[first] {
      if idCheck[existing] == second { return existing }
      if let collided = slotByCollidedId[id] { return collided }
      let slot = newSlot(first, second)
      slotByCollidedId[id] = slot
      return slot
    }
    let slot = newSlot(first, second)
    slotByHash[first] = slot
    return slot
  }

  private mutating func newSlot(_ first: UInt64, _ second: UInt64) -> Int {
    idHash.append(first)
    idCheck.append(second)
    offset.append(0)
    live.append(false)
    fieldHash.append(contentsOf: repeatElement(0, count: fields.count))
    fieldPresent.append(contentsOf: repeatElement(false, count: fields.count))
    return idHash.count - 1
  }

  /// A second hash, independent of FNV-1a, to tell ids apart when their first hashes collide.
  static func checkHash(_ id: String) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
    for byte in id.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 29
    }
    return hash
  }

  func index(device: UInt64, inode: UInt64) -> DerivedIndex {
    var ids: [DerivedIndex.Entry] = []
    ids.reserveCapacity(idHash.count)
    for slot in idHash.indices where live[slot] {
      ids.append(DerivedIndex.Entry(hash: idHash[slot], offset: UInt64(offset[slot])))
    }
    ids.sort()
    var sections = [(name: DerivedIndex.idSection, entries: ids)]
    for (index, field) in fields.enumerated() {
      var entries: [DerivedIndex.Entry] = []
      entries.reserveCapacity(ids.count)
      for slot in idHash.indices where live[slot] && fieldPresent[slot * fields.count + index] {
        entries.append(
          DerivedIndex.Entry(hash: fieldHash[slot * fields.count + index], offset: UInt64(offset[slot])))
      }
      entries.sort()
      sections.append((field, entries))
    }
    return DerivedIndex(
      device: device, inode: inode, covered: UInt64(end), lines: UInt64(lines), live: UInt64(ids.count),
      sections: sections)
  }
}
