import Foundation
import HarkGrammar
import Testing

@testable import HarkCore

/// The Han syllables' table in the cache folder: made once from ICU, a character at a time, and
/// read back by later processes; a file of another build, or damaged, is made again.
@Suite struct HanSyllablesTests {
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-han-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theTableCoversBothBlocksInOrder() {
    #expect(HanSyllables.position(0x3400) == 0)
    #expect(HanSyllables.position(0x4DBF) == 6_591)
    #expect(HanSyllables.position(0x4E00) == 6_592)
    #expect(HanSyllables.position(0x9FFF) == 27_583)
    for outside: UInt32 in [0x41, 0x33FF, 0x4DC0, 0x4DFF, 0xA000, 0x20000] {
      #expect(HanSyllables.position(outside) == nil)
    }
  }

  @Test func aTableIsMadeOnceKeptAndReadBackAsICUReadsEachCharacter() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let syllables = HanSyllables(directory: folder)
    #expect(!syllables.hasTable)
    #expect(syllables.syllable("王") == "wang")
    #expect(syllables.hasTable)
    let file = folder.appendingPathComponent(HanSyllables.fileName)
    let program = try #require(StoreSnapshotFile.Origin.program)
    let table = try #require(HanSyllables.decode(try Data(contentsOf: file), program: program))
    // Every 97th character, and the ends of both blocks, as ICU reads the character alone.
    var checked = 0
    for block in HanSyllables.blocks {
      for value in stride(from: block.lowerBound, through: block.upperBound, by: 97) + [block.upperBound] {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(table.syllable(value) == HanSyllables.read(scalar), "U+\(String(value, radix: 16))")
        checked += 1
      }
    }
    #expect(checked > 280)
    for (character, syllable) in [("明", "ming"), ("小", "xiao"), ("天", "tian"), ("见", "jian")] {
      #expect(table.syllable(Character(character).unicodeScalars.first!.value) == syllable)
    }
    #expect(table.syllable(0x41) == nil)
    // A later process reads the file: the same table, without making it again.
    let later = HanSyllables(directory: folder)
    #expect(later.syllable("明") == "ming")
    #expect(HanSyllables.table(in: folder) == table)
    // Without a folder, each character is asked of ICU.
    let alone = HanSyllables()
    #expect(alone.syllable("王") == "wang")
    #expect(!alone.hasTable)
  }

  @Test func aTableOfAnotherBuildOrDamagedIsMadeAgain() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try #require(StoreSnapshotFile.Origin.program)
    let table = HanSyllables.Table(
      ends: (1...27_584).map { UInt32($0) }, bytes: [UInt8](repeating: UInt8(ascii: "x"), count: 27_584))
    let bytes = HanSyllables.encode(table, program: program)
    #expect(HanSyllables.decode(Data(bytes), program: program) == table)
    #expect(HanSyllables.decode(Data(bytes), program: program.map { $0 &+ 1 }) == nil)
    #expect(HanSyllables.decode(Data(bytes.dropLast()), program: program) == nil)
    #expect(HanSyllables.decode(Data(), program: program) == nil)
    for position in stride(from: 0, to: bytes.count, by: bytes.count / 30) {
      var damaged = bytes
      damaged[position] ^= 0x04
      #expect(HanSyllables.decode(Data(damaged), program: program) == nil, "byte \(position)")
    }
    // A table that is not ICU's (every character "x"), written under another build's name: made again.
    let file = folder.appendingPathComponent(HanSyllables.fileName)
    try Data(HanSyllables.encode(table, program: program.map { $0 &+ 1 })).write(to: file)
    let syllables = HanSyllables(directory: folder)
    #expect(syllables.syllable("王") == "wang")
    let rewritten = try #require(HanSyllables.decode(try Data(contentsOf: file), program: program))
    #expect(rewritten.syllable(0x738B) == "wang")
  }
}
