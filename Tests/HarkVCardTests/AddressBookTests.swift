import Foundation
import HarkVCard
import Testing

/// A vdir address book: cards by stem, a bad file reported with its line while the rest read,
/// atomic writes that never replace a file changed since it was read.
@Suite struct AddressBookTests {
  let folder: URL
  let book: AddressBook

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-vcard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    book = AddressBook(path: folder.path)
  }

  func put(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  @Test func aBadFileIsReportedWithItsLineAndTheRestRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try put("good.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Good\nEND:VCARD\n")
    try put("bad.vcf", "BEGIN:VCARD\nVERSION:3.0\nno colon here\nEND:VCARD\n")
    try put("notes.txt", "not a card")
    try put(".hidden.vcf", "BEGIN:VCARD\nFN:Hidden\nEND:VCARD\n")
    let (cards, problems) = try book.cards()
    #expect(cards.map(\.stem) == ["good"])
    #expect(cards.first?.card.formattedName == "Good")
    #expect(
      problems == [
        .unreadable(path: folder.appendingPathComponent("bad.vcf").path, problem: .missingColon(line: 3))
      ])
  }

  @Test func aNewCardNeverReplacesAFileOfItsName() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = ContactDraft(uid: "n", formattedName: "New", name: StructuredName(given: "New")).bytes(
      revision: 0)
    try book.create(bytes, as: "n")
    #expect(try book.card("n")?.card.formattedName == "New")
    #expect(throws: VCardError.exists(path: book.file("n"))) { try book.create(bytes, as: "n") }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["n.vcf"])
  }

  @Test func aCardChangedSinceItWasReadIsNotOverwritten() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try put("k.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Kim\nEND:VCARD\n")
    let read = try #require(try book.card("k"))
    try put("k.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Kim Changed Elsewhere\nEND:VCARD\n")
    var patcher = VCardPatcher(card: read.card)
    patcher.set("FN", to: ["FN:Kim Lee"])
    #expect(throws: VCardError.changedSinceRead(path: book.file("k"))) {
      try book.replace("k", with: patcher.result(revision: 0), expecting: read.stamp)
    }
    #expect(try book.card("k")?.card.formattedName == "Kim Changed Elsewhere")
    let again = try #require(try book.card("k"))
    var second = VCardPatcher(card: again.card)
    second.set("FN", to: ["FN:Kim Lee"])
    try book.replace("k", with: second.result(revision: 0), expecting: again.stamp)
    #expect(try book.card("k")?.card.formattedName == "Kim Lee")
  }

  @Test func aMissingFolderIsSaid() {
    let missing = AddressBook(path: folder.appendingPathComponent("nope").path)
    #expect(throws: VCardError.notAFolder(path: missing.path)) { try missing.cards() }
  }
}
