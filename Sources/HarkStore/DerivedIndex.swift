import Glibc

/// The derived index of one collection file, as written to `.derived/<app>/<collection>.index`.
///
/// It describes the file up to `covered` (a whole-line boundary): an `id` section of (hash of id,
/// offset of the latest version) for every live record, and one section per indexed field of (hash
/// of the value's canonical JSON, offset) for every live record holding that field. Entries are
/// sorted by hash, then offset. Lookups read the line at each offset and check it, so a hash collision
/// costs a read, never a wrong answer. Layout, all integers little-endian UInt64:
/// `"HARKIX01"`, device, inode, covered, lines, live, section count, then per section: name length,
/// name (padded to 8 bytes), entry count, entries; then `"HARKEND1"`.
struct DerivedIndex: Sendable {
  struct Entry: Comparable, Sendable {
    var hash: UInt64
    var offset: UInt64
    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.hash, lhs.offset) < (rhs.hash, rhs.offset)
    }
  }

  static let idSection = "id"
  static let magic = Array("HARKIX01".utf8)
  static let endMagic = Array("HARKEND1".utf8)

  var device: UInt64
  var inode: UInt64
  var covered: UInt64
  var lines: UInt64
  var live: UInt64
  /// Section name to its sorted entries.
  var sections: [(name: String, entries: [Entry])]

  func serialized() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + sections.reduce(0) { $0 + 32 + $1.entries.count * 16 })
    out += DerivedIndex.magic
    for value in [device, inode, covered, lines, live, UInt64(sections.count)] { append(value, to: &out) }
    for section in sections {
      let name = Array(section.name.utf8)
      append(UInt64(name.count), to: &out)
      out += name
      out += [UInt8](repeating: 0, count: (8 - name.count % 8) % 8)
      append(UInt64(section.entries.count), to: &out)
      for entry in section.entries {
        append(entry.hash, to: &out)
        append(entry.offset, to: &out)
      }
    }
    out += DerivedIndex.endMagic
    return out
  }

  private func append(_ value: UInt64, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
  }
}

/// A derived index file mapped into memory (read-only); lookups are binary searches over the map.
final class MappedIndex: @unchecked Sendable {
  // Immutable after init; the mapping is private and read-only, so sharing across threads is safe.
  let base: UnsafeRawPointer
  let size: Int
  let device: UInt64
  let inode: UInt64
  let covered: Int
  let lines: Int
  let live: Int
  /// Section name to (byte offset of its first entry, entry count).
  let sections: [String: (start: Int, count: Int)]

  /// Maps `path` (inside the store at `root`); nil when it is missing, cut short or not an index.
  /// A link, a FIFO or a second name in its place is an error, as for every file of the store.
  init?(path: String, within root: String) throws(StoreError) {
    guard let fd = try FileIO.openIfPresent(path, within: root) else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_size >= 72 else { return nil }
    let size = Int(info.st_size)
    guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
      return nil
    }
    let base = UnsafeRawPointer(mapped)
    func word(_ at: Int) -> UInt64 {
      UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
    func bytes(_ at: Int, _ count: Int) -> [UInt8] {
      Array(UnsafeRawBufferPointer(start: base + at, count: count))
    }
    var sections: [String: (start: Int, count: Int)] = [:]
    var valid = bytes(0, 8) == DerivedIndex.magic && bytes(size - 8, 8) == DerivedIndex.endMagic
    var position = 56
    if valid {
      for _ in 0..<min(word(48), 1000) {
        guard position + 8 <= size - 8 else {
          valid = false
          break
        }
        let nameLength = Int(min(word(position), 1000))
        let padded = nameLength + (8 - nameLength % 8) % 8
        guard position + 16 + padded <= size - 8 else {
          valid = false
          break
        }
        let name = String(decoding: bytes(position + 8, nameLength), as: UTF8.self)
        let count = Int(min(word(position + 8 + padded), UInt64(size)))
        let start = position + 16 + padded
        guard start + count * 16 <= size - 8 else {
          valid = false
          break
        }
        sections[name] = (start, count)
        position = start + count * 16
      }
    }
    guard valid, position == size - 8, sections[DerivedIndex.idSection] != nil else {
      munmap(mapped, size)
      return nil
    }
    self.base = base
    self.size = size
    self.device = word(8)
    self.inode = word(16)
    self.covered = Int(word(24))
    self.lines = Int(word(32))
    self.live = Int(word(40))
    self.sections = sections
  }

  deinit { munmap(UnsafeMutableRawPointer(mutating: base), size) }

  var fields: [String] { sections.keys.filter { $0 != DerivedIndex.idSection }.sorted() }

  func entry(_ section: (start: Int, count: Int), _ index: Int) -> DerivedIndex.Entry {
    let at = section.start + index * 16
    return DerivedIndex.Entry(
      hash: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
      offset: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)))
  }

  /// The offsets filed under `hash` in a section, ascending.
  func offsets(in name: String, hash: UInt64) -> [Int] {
    guard let section = sections[name] else { return [] }
    var low = 0
    var high = section.count
    while low < high {
      let middle = (low + high) / 2
      if entry(section, middle).hash < hash { low = middle + 1 } else { high = middle }
    }
    var found: [Int] = []
    while low < section.count {
      let current = entry(section, low)
      guard current.hash == hash else { break }
      found.append(Int(current.offset))
      low += 1
    }
    return found
  }

  /// Every entry of a section, in order.
  func entries(in name: String) -> [DerivedIndex.Entry] {
    guard let section = sections[name] else { return [] }
    return (0..<section.count).map { entry(section, $0) }
  }
}
