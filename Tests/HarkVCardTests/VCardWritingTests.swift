import HarkVCard
import Testing

/// Writing cards: new ones as 3.0 or 4.0, lines folded at 75 octets, and edits that touch only the
/// lines they change.
@Suite struct VCardWritingTests {
  static func draft(version4: Bool = false) -> ContactDraft {
    var draft = ContactDraft(
      uid: "u-1", formattedName: "王小明", name: StructuredName(family: "王", given: "小明"))
    draft.emails = [
      TypedValue(value: "xm@example.cn", types: ["home"]), TypedValue(value: "wang@work.example"),
    ]
    draft.phones = [TypedValue(value: "+86 138 0013 8000", types: ["cell"])]
    draft.nicknames = ["Ming, Jr."]
    draft.addresses = [
      PostalAddress(
        components: ["", "", "1 Chang'an Ave", "Beijing", "", "100000", "China"], types: ["home"])
    ]
    draft.birthday = "1990-04-05"
    draft.gender = .male
    draft.relations = [Relation(kind: "friend", value: "Sam Rivera")]
    draft.isVersion4 = version4
    return draft
  }

  @Test(arguments: [false, true])
  func aNewCardReadsBackAsItWasMade(version4: Bool) throws {
    let draft = Self.draft(version4: version4)
    let card = try VCard(bytes: draft.bytes(revision: 1_796_342_400))
    #expect(card.version == (version4 ? "4.0" : "3.0"))
    #expect(card.uid == "u-1")
    #expect(card.formattedName == "王小明")
    #expect(card.structuredName == draft.name)
    #expect(card.emails == draft.emails)
    #expect(card.phones == draft.phones)
    #expect(card.nicknames == ["Ming, Jr."])
    #expect(card.addresses == draft.addresses)
    #expect(card.birthday == "1990-04-05")
    #expect(card.gender == .male)
    #expect(card.relations == draft.relations)
    #expect(card.text("REV") == "20261204T000000Z")
  }

  @Test func versionThreeStatesRelationsAsAppleDoes() throws {
    var draft = Self.draft()
    draft.relations = [Relation(kind: "spouse", value: "Mary"), Relation(kind: "boss", value: "Dana")]
    let text = String(decoding: draft.bytes(revision: 0), as: UTF8.self)
    #expect(text.contains("item1.X-ABRELATEDNAMES:Mary\r\nitem1.X-ABLabel:_$!<Spouse>!$_\r\n"))
    #expect(text.contains("item2.X-ABRELATEDNAMES:Dana\r\nitem2.X-ABLabel:boss\r\n"))
  }

  @Test(arguments: [
    String(repeating: "a", count: 200), String(repeating: "王", count: 80),
    "x" + String(repeating: "é", count: 90),
  ])
  func longLinesFoldAt75OctetsWithoutSplittingACharacter(value: String) throws {
    let folded = VCardText.folded("NOTE:" + value)
    for physical in folded.split(separator: "\r\n", omittingEmptySubsequences: true) {
      #expect(physical.utf8.count <= 75)
      #expect(String(validating: Array(physical.utf8), as: UTF8.self) != nil)
    }
    let card = try VCard(bytes: Array(("BEGIN:VCARD\r\n" + folded + "END:VCARD\r\n").utf8))
    #expect(card.text("NOTE") == value)
  }

  @Test func anEditChangesItsLinesAndKeepsEveryOtherByte() throws {
    let original =
      "BEGIN:VCARD\nVERSION:3.0\nUID:k1\nFN:Dana Brooks\nN:Brooks;Dana;;;\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ\n"
      + " SkZJRgABAQ==\nX-UNKNOWN;FOO=\"a,b\":keep me\nREV:20200101T000000Z\nEND:VCARD\n"
    let card = try VCard(bytes: Array(original.utf8))
    var patcher = VCardPatcher(card: card)
    patcher.set("FN", to: ["FN:Dana Brooks-Lee"])
    patcher.add(Relation(kind: "spouse", value: "Kim"))
    let edited = String(decoding: patcher.result(revision: 1_796_342_400), as: UTF8.self)
    #expect(
      edited
        == "BEGIN:VCARD\nVERSION:3.0\nUID:k1\nFN:Dana Brooks-Lee\nN:Brooks;Dana;;;\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ\n"
        + " SkZJRgABAQ==\nX-UNKNOWN;FOO=\"a,b\":keep me\nREV:20261204T000000Z\n"
        + "item1.X-ABRELATEDNAMES:Kim\nitem1.X-ABLabel:_$!<Spouse>!$_\nEND:VCARD\n")
  }

  @Test func removingARelationTakesItsLabelToo() throws {
    let original =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Sam\r\nitem1.X-ABRELATEDNAMES:Mary\r\nitem1.X-ABLabel:_$!<Spouse>!$_\r\n"
      + "item2.EMAIL:s@x.example\r\nitem2.X-ABLabel:home\r\nEND:VCARD\r\n"
    var patcher = VCardPatcher(card: try VCard(bytes: Array(original.utf8)))
    patcher.remove { $0.name == "X-ABRELATEDNAMES" }
    let edited = try VCard(bytes: patcher.result(revision: 0))
    #expect(edited.relations == [])
    #expect(edited.emails == [TypedValue(value: "s@x.example", types: ["home"])])
    #expect(edited.text("REV") == "19700101T000000Z")
  }

  @Test func anUnchangedCardIsTheSameBytes() throws {
    let bytes = Array("BEGIN:VCARD\nVERSION:3.0\nFN:x\nEND:VCARD\n".utf8)
    #expect(VCardPatcher(card: try VCard(bytes: bytes)).result(revision: 5) == bytes)
  }
}
