import Foundation
import Testing

@testable import HarkSemantic

/// A damaged model file is a one-line error, never a crash.
@Suite(.disabled(if: E5Fixtures.skipModelTests, E5Fixtures.modelUnavailable))
struct E5ModelFileTests {
  /// The first `count` bytes of the real file, with `patch` applied (int32 values at byte offsets).
  static func damagedCopy(prefix count: Int, patch: [Int: Int32] = [:]) throws -> (ScratchFolder, URL) {
    let original = try #require(E5Fixtures.modelFile, E5Fixtures.modelUnavailable)
    let handle = try FileHandle(forReadingFrom: original)
    defer { try? handle.close() }
    var bytes = [UInt8](try handle.read(upToCount: count) ?? Data())
    for (offset, value) in patch {
      withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }
    let folder = ScratchFolder()
    let url = folder.url.appendingPathComponent(E5ModelFile.fileName)
    try Data(bytes).write(to: url)
    return (folder, url)
  }

  static func problem(_ url: URL) -> SemanticError? {
    do {
      _ = try E5Encoder(modelFile: url)
      return nil
    } catch {
      return error as? SemanticError
    }
  }

  @Test(arguments: [0, 3, 40, 4096, 3_000_000, 60_000_000])
  func aTruncatedFileIsAnError(length: Int) throws {
    let (folder, url) = try Self.damagedCopy(prefix: length)
    defer { _ = folder }
    let error = try #require(Self.problem(url))
    #expect(!error.message.contains("\n"))
    #expect(error.message.contains(url.path))
  }

  @Test(arguments: [
    ("heads that do not divide the width", 16, Int32(7), "do not divide"),
    ("a zero width", 8, Int32(0), "hidden size is 0"),
    ("a table smaller than the vocabulary", 24, Int32(1000), "word table has 1000 rows"),
    ("a negative layer count", 12, Int32(-3), "layer count is -3"),
  ])
  func aBadHeaderIsAnError(_ name: String, offset: Int, value: Int32, words: String) throws {
    let (folder, url) = try Self.damagedCopy(prefix: 4096, patch: [offset: value])
    defer { _ = folder }
    let error = try #require(Self.problem(url), "\(name)")
    #expect(error.message.contains(words), "\(name): \(error.message)")
  }

  @Test func aFileOfAnotherKindIsAnError() throws {
    let folder = ScratchFolder()
    let url = folder.url.appendingPathComponent(E5ModelFile.fileName)
    try Data("GGUF and then some other bytes".utf8).write(to: url)
    let error = try #require(Self.problem(url))
    #expect(error.message.contains("not an E5S1 file"))
  }
}
