import Foundation
import HarkSupport
import Testing

@testable import HarkCore

/// Names' Latin forms kept between runs: the same keys as ICU gives, read back from the file,
/// and a file of another version or with broken lines ignored rather than trusted.
@Suite struct TransliterationsTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hark-names-\(UUID().uuidString)")
  }

  @Test func keysFromTheFileEqualKeysFromICU() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Transliterations(directory: directory)
    let names = ["王小明", "Zoë Saldaña", "Flare", "我老婆"]
    let made = names.map { NameKey($0, transliterate: first.latin) }
    #expect(made == names.map { NameKey($0) })
    first.save()
    let file = directory.appendingPathComponent(Transliterations.fileName)
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.hasPrefix(Transliterations.header + "\n"))
    #expect(text.contains("王小明\twang xiao ming\n"))
    // ASCII names never need ICU, so they are not kept.
    #expect(!text.contains("Flare"))
    // The next run answers from the file: a transliteration that would differ shows it is used.
    try Data(Transliterations.sealed(Transliterations.header + "\n王小明\tfrom the file\n")).write(to: file)
    let second = Transliterations(directory: directory)
    #expect(second.latin("王小明") == "from the file")
    #expect(NameKey("王小明", transliterate: second.latin).words == ["from", "the", "file"])
  }

  /// The file is written after the first line that met names, then only once enough more wait
  /// (a batch of Chinese messages does not rewrite it for every text), and when the owner ends.
  @Test func theFileIsWrittenFirstThenInGroupsAndAtTheEnd() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(Transliterations.fileName)
    func text() throws -> String { String(decoding: try Data(contentsOf: file), as: UTF8.self) }
    func run() throws {
      let names = Transliterations(directory: directory)
      _ = names.latin("王小明")
      names.saveIfDue()
      #expect(try text().contains("王小明\t"))
      _ = names.latin("李雷")
      names.saveIfDue()
      #expect(try !text().contains("李雷\t"))
      for index in 1..<Transliterations.saveEvery { _ = names.latin("韩梅梅\(index)") }
      names.saveIfDue()
      #expect(try text().contains("李雷\t"))
      _ = names.latin("张伟")
      names.saveIfDue()
      #expect(try !text().contains("张伟\t"))
    }
    try run()
    // The last names are written when the object goes.
    #expect(try text().contains("张伟\t"))
    #expect(try text().contains("韩梅梅1\t"))
  }

  /// What people type (a message's text as a slot, an answer) is keyed like a name but never
  /// written to the file of names: it would keep their messages in a cache and grow with each.
  @Test func typedWordsAreKeyedButNotKept() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = ResolutionCache(cacheDirectory: directory)
    let typed = "明天在图书馆见"
    #expect(cache.queryKey(typed) == NameKey(typed))
    #expect(cache.key("王小明") == NameKey("王小明"))
    cache.transliterations.save()
    let text = String(
      decoding: try Data(contentsOf: directory.appendingPathComponent(Transliterations.fileName)),
      as: UTF8.self)
    #expect(text.contains("王小明\t"))
    #expect(!text.contains(NameMatcher.fold(typed)))
    // A name the file holds answers typed words too, without ICU.
    let second = ResolutionCache(cacheDirectory: directory)
    #expect(second.transliterations.latinWithoutKeeping("王小明") == "wang xiao ming")
  }

  @Test func aFileOfAnotherVersionOrWithBrokenLinesIsNotTrusted() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(Transliterations.fileName)
    try Data("hark names v0\n王小明\tnot this\n".utf8).write(to: file)
    #expect(Transliterations(directory: directory).latin("王小明") == "wang xiao ming")
    try Data((Transliterations.header + "\nno tab here\n王小明\twang xiao ming\n").utf8).write(to: file)
    #expect(Transliterations(directory: directory).latin("王小明") == "wang xiao ming")
    try Data([0xff, 0xfe, 0x00]).write(to: file)
    #expect(Transliterations(directory: directory).latin("王小明") == "wang xiao ming")
  }

  /// Ways a file of names is damaged.
  enum Damage: String, CaseIterable, Sendable {
    case aChangedForm, aLineAdded, cutShort, noChecksum

    func applied(to bytes: [UInt8]) -> [UInt8] {
      let text = Array(bytes.dropLast(8))
      let checksum = Array(bytes.suffix(8))
      switch self {
      case .aChangedForm:
        return Array(
          String(decoding: text, as: UTF8.self)
            .replacingOccurrences(of: "wang xiao ming", with: "wang xiao mong").utf8) + checksum
      case .aLineAdded: return text + Array("王小明\tforged\n".utf8) + checksum
      case .cutShort: return Array(bytes.dropLast(5))
      case .noChecksum: return text
      }
    }
  }

  /// The file ends with the checksum of everything before it: a changed byte, a line added or a
  /// file cut short is ignored whole, and the forms are made again.
  @Test(arguments: Damage.allCases)
  func aFileThatFailsItsChecksumIsNotTrusted(_ damage: Damage) throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Transliterations(directory: directory)
    _ = first.latin("王小明")
    first.save()
    let file = directory.appendingPathComponent(Transliterations.fileName)
    let whole = Array(try Data(contentsOf: file))
    let damaged = damage.applied(to: whole)
    #expect(damaged != whole)
    try Data(damaged).write(to: file)
    let second = Transliterations(directory: directory)
    #expect(second.latinWithoutKeeping("王小明") == "wang xiao ming")
    #expect(second.latin("王小明") == "wang xiao ming")
    // Made again: the file is whole once more.
    second.save()
    #expect(Array(try Data(contentsOf: file)) == whole)
  }
}
