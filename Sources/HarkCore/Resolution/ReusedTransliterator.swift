import CTransliterator
import Foundation
import HarkGrammar
import HarkSupport
import Synchronization

/// An ICU transliterator opened once and used for every call (see `CTransliterator.h`): Foundation's
/// `applyingTransform` parses the transform's rules at each call. Where ICU's C functions are not
/// linked in, ``apply(_:)`` answers nil and callers use Foundation.
final class ReusedTransliterator: Sendable {
  /// The open transliterator, or nil; one call at a time uses it.
  private let handle: Mutex<UnsafeMutableRawPointer?>
  /// The longest text, in UTF-16 code units, transliterated here; longer text answers nil and is
  /// Foundation's to handle (room for it could pass ICU's 32-bit lengths: a pasted book).
  let longestText: Int

  init(_ id: String, longestText: Int = 1 << 24) {
    self.longestText = longestText
    let units = Array(id.utf16)
    handle = Mutex(hark_transliterator_open(units, Int32(units.count)))
  }

  deinit { handle.withLock { hark_transliterator_close($0) } }

  /// Whether ICU's transliterator opened (false: ``apply(_:)`` always answers nil).
  var isOpen: Bool { handle.withLock { $0 != nil } }

  /// `text` transliterated, or nil when the transliterator is not open, ICU reports an error or
  /// the text is longer than ``longestText``.
  func apply(_ text: String) -> String? {
    handle.withLock { handle -> String? in
      guard let handle else { return nil }
      let input = Array(text.utf16)
      guard input.count <= longestText else { return nil }
      // Han becomes a syllable and a space a character: room for that first, more if ICU asks.
      var capacity = input.count * 8 + 16
      for _ in 0..<4 {
        guard capacity <= Int(Int32.max) else { return nil }
        var buffer = input + [UInt16](repeating: 0, count: capacity - input.count)
        let length = hark_transliterator_apply(handle, &buffer, Int32(input.count), Int32(capacity))
        if length >= 0 { return String(decoding: buffer[..<Int(length)], as: UTF16.self) }
        guard length != Int32.min else { return nil }
        capacity = max(Int(-length), capacity * 2)
      }
      return nil
    }
  }
}

/// The Latin syllable of each Han character (see ``NameKey/transliterate(_:)``), as ICU reads the
/// character alone.
///
/// ICU's Han rules take a tenth of a second to load, in every process that meets a Han character
/// it has not read yet: without a cache folder, each character is asked of ICU once and kept.
/// With one (given at `init`: the conversation's ``ResolutionCache`` makes its own from its cache
/// folder, so no conversation's folder decides another's), the first process to need a
/// syllable reads every Han character of the two blocks of ``Script/isHan(_:)`` most names are written in (27,584, about
/// half a second, once) and writes them to ``fileName``; every later process reads that file, and
/// a Chinese line never waits for ICU again. The file says which build of the program made it (the
/// syllables are its ICU's) and ends in a checksum: one of another build, damaged or cut short is
/// made again, never believed.
final class HanSyllables: Sendable {
  /// Syllables asked of ICU a character at a time and remembered, for keys made with no cache
  /// folder at hand (``NameKey/init(_:)``): an answer is ICU's whoever asks first, so sharing the
  /// memory of them changes no answer.
  static let withoutFolder = HanSyllables()
  /// One per cache folder for the process: a folder's table is read from its file once, however
  /// many keys are made there (an app's cards as well as the conversation's).
  private static let byFolder = Mutex<[String: HanSyllables]>([:])

  /// The syllables kept in `directory` (nil: ICU's, a character at a time), shared.
  static func shared(in directory: URL?) -> HanSyllables {
    guard let directory else { return .withoutFolder }
    return byFolder.withLock { known in
      if let syllables = known[directory.path] { return syllables }
      let made = HanSyllables(directory: directory)
      known[directory.path] = made
      return made
    }
  }
  static let fileName = "han-syllables-v1.bin"
  static let kind = "hark han syllables v1: \(NameKey.transformName), a character at a time"
  /// The characters the file holds, in its order.
  static let blocks: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF]

  /// Every character's syllable: the bytes of each, one after another, and where each ends.
  struct Table: Equatable {
    var ends: [UInt32]
    var bytes: [UInt8]

    /// The syllable of `scalar`, or nil when the table does not cover it.
    func syllable(_ scalar: UInt32) -> String? {
      guard let index = HanSyllables.position(scalar), index < ends.count else { return nil }
      let start = index == 0 ? 0 : Int(ends[index - 1])
      let end = Int(ends[index])
      guard start <= end, end <= bytes.count else { return nil }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  private struct State {
    var known: [UInt32: String] = [:]
    /// The table, once read or made; `looked` once the folder was tried for it.
    var table: Table?
    var looked = false
  }
  private let state = Mutex(State())
  /// The cache folder the table is kept in; nil asks ICU a character at a time.
  let directory: URL?

  init(directory: URL? = nil) {
    self.directory = directory
  }

  /// Whether the table was read or made (false: syllables are asked of ICU one by one).
  var hasTable: Bool { state.withLock { $0.table != nil } }

  /// `scalar`'s syllable as ICU reads the character alone ("wang" for 王).
  func syllable(_ scalar: Unicode.Scalar) -> String {
    state.withLock { state -> String in
      if let syllable = state.known[scalar.value] { return syllable }
      if !state.looked, let directory {
        state.looked = true
        state.table = HanSyllables.table(in: directory)
      }
      let made = state.table?.syllable(scalar.value) ?? HanSyllables.read(scalar)
      state.known[scalar.value] = made
      return made
    }
  }

  /// ICU's syllable for `scalar` alone.
  static func read(_ scalar: Unicode.Scalar) -> String { NameKey.icu(String(Character(scalar))) }

  /// The index of `scalar` in the table's order, or nil.
  static func position(_ scalar: UInt32) -> Int? {
    var before = 0
    for block in blocks {
      if block.contains(scalar) { return before + Int(scalar - block.lowerBound) }
      before += block.count
    }
    return nil
  }

  /// The table kept in `directory`, read, or made and written there when it holds none this
  /// program made; nil when no program identity is known (the table could not be told stale).
  static func table(in directory: URL) -> Table? {
    guard let program = StoreSnapshotFile.Origin.program else { return nil }
    let file = directory.appendingPathComponent(fileName)
    if let data = CacheFile.contents(of: file), let table = decode(data, program: program) { return table }
    CacheFile.write(encode(everySyllable, program: program), to: file)
    return everySyllable
  }

  /// Every character's syllable from this program's ICU, made the first time a folder without
  /// the table asks (a constant of the program, like ICU's own data: each conversation's folder
  /// then gets it without asking ICU again).
  static let everySyllable = make()

  /// Every character's syllable, from ICU.
  static func make() -> Table {
    var table = Table(ends: [], bytes: [])
    for block in blocks {
      for value in block {
        let syllable = Unicode.Scalar(value).map(read) ?? ""
        table.bytes.append(contentsOf: syllable.utf8)
        table.ends.append(UInt32(table.bytes.count))
      }
    }
    return table
  }

  static func encode(_ table: Table, program: [UInt64]) -> [UInt8] {
    var writer = BinaryWriter()
    writer.put(kind)
    writer.put(program)
    writer.put(table.ends)
    writer.put(table.bytes)
    return SealedBytes.sealed(writer.bytes)
  }

  /// The table in `data`, when it is a whole, undamaged file that `program` made.
  static func decode(_ data: Data, program: [UInt64]) -> Table? {
    data.withUnsafeBytes { bytes -> Table? in
      guard let content = SealedBytes.unsealed(bytes) else { return nil }
      var reader = BinaryReader(content)
      // A field that does not read back is no table (nil): the transliterations are made again.
      guard (try? reader.string()) == kind, (try? reader.uint64s()) == program,
        let ends = try? reader.uint32s(), let text = try? reader.blob(), reader.isAtEnd,
        ends.count == blocks.reduce(0, { $0 + $1.count }),
        zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }), Int(ends.last ?? 0) == text.count
      else { return nil }
      return Table(ends: ends, bytes: text)
    }
  }
}
