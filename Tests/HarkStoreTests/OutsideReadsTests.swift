import Foundation
import Testing

@testable import HarkStore

/// An app whose data are files outside the store (a vCard address book) notes their reads through
/// the store: `unchanged` then also says whether a file there was added, removed or rewritten.
@Suite struct OutsideReadsTests {
  enum Change: String, CaseIterable {
    case added, removed, renamedIntoPlace, rewrittenInPlace
  }

  @Test(arguments: Change.allCases)
  func aChangeToANotedFolderOrFileIsAChange(_ change: Change) throws {
    let folder = try TemporaryFolder()
    let store = try Store.create(at: folder.child("s"), seed: [])
    let book = folder.child("book")
    try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
    let card = book.appendingPathComponent("a.vcf")
    try Data("BEGIN:VCARD\n".utf8).write(to: card)
    let (_, reads) = store.recordingReads {
      store.noteRead(outside: book.path)
      store.noteRead(outside: card.path)
    }
    #expect(store.unchanged(reads))
    switch change {
    case .added: try Data("x".utf8).write(to: book.appendingPathComponent("b.vcf"))
    case .removed: try FileManager.default.removeItem(at: card)
    case .renamedIntoPlace:
      let temporary = book.appendingPathComponent(".a.tmp")
      try Data("BEGIN:VCARD\nFN:x\n".utf8).write(to: temporary)
      #expect(rename(temporary.path, card.path) == 0)
    case .rewrittenInPlace:
      let handle = try FileHandle(forWritingTo: card)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("FN:y\n".utf8))
      try handle.close()
    }
    #expect(!store.unchanged(reads), "\(change)")
  }
}
