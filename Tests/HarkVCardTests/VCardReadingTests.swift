import HarkVCard
import Testing

/// Reading cards: content lines, folding, groups, parameters, escaping and the properties Hark
/// understands, in vCard 3.0 and 4.0.
@Suite struct VCardReadingTests {
  static func card(_ lines: String...) throws -> VCard {
    try VCard(bytes: Array((["BEGIN:VCARD"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8))
  }

  @Test func aFoldedLineIsReadWholeEvenWhenTheCutSplitsACharacter() throws {
    // 王 is E7 8E 8B: the fold falls between its first byte and the rest.
    let bytes: [UInt8] =
      Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A".utf8) + [0xE7] + Array("\r\n ".utf8) + [0x8E, 0x8B]
      + Array("\r\n\tB\r\nEND:VCARD\r\n".utf8)
    let card = try VCard(bytes: bytes)
    #expect(card.formattedName == "A王B")
  }

  @Test(arguments: [
    ("EMAIL;TYPE=home,pref:a@x.example", ["home", "pref"]),
    ("EMAIL;TYPE=home;TYPE=work:a@x.example", ["home", "work"]),
    ("EMAIL;TYPE=\"home,work\":a@x.example", ["home", "work"]),
    ("EMAIL;type=INTERNET;type=HOME:a@x.example", ["internet", "home"]),
    ("EMAIL;HOME;PREF:a@x.example", ["home", "pref"]),
  ])
  func typesAreReadInEveryFormWritersUse(line: String, types: [String]) throws {
    let card = try Self.card("VERSION:3.0", line)
    #expect(card.emails == [TypedValue(value: "a@x.example", types: types)])
  }

  @Test func aGroupsAppleLabelIsItsType() throws {
    let card = try Self.card(
      "VERSION:3.0", "item1.TEL:+1 555 0100", "item1.X-ABLabel:_$!<Mobile>!$_", "item2.EMAIL:b@x.example",
      "item2.X-ABLabel:Old school")
    #expect(card.phones == [TypedValue(value: "+1 555 0100", types: ["mobile"])])
    #expect(card.emails == [TypedValue(value: "b@x.example", types: ["old school"])])
    #expect(card.lines.first?.group == nil)
    #expect(card.lines[1].group == "item1")
  }

  @Test func aQuotedParameterValueMayHoldColonsAndSemicolons() throws {
    let card = try Self.card(
      "VERSION:4.0", "ADR;LABEL=\"1 Main St;Springfield: USA\";TYPE=home:;;1 Main St;Springfield;;;USA")
    let line = try #require(card.lines("ADR").first)
    #expect(line.parameter("LABEL") == ["1 Main St;Springfield: USA"])
    #expect(card.addresses.first?.locality == "Springfield")
    #expect(card.addresses.first?.types == ["home"])
  }

  @Test func escapedValuesReadBack() throws {
    let card = try Self.card(
      "VERSION:3.0", "FN:Smith\\, Jr.", "NOTE:one\\ntwo\\; three\\\\four", "N:O\\;Brien;Pat;;;",
      "NICKNAME:Pat,P\\,J")
    #expect(card.formattedName == "Smith, Jr.")
    #expect(card.text("NOTE") == "one\ntwo; three\\four")
    #expect(card.structuredName?.family == "O;Brien")
    #expect(card.nicknames == ["Pat", "P,J"])
  }

  @Test func nameAndAddressComponentsAreRead() throws {
    let card = try Self.card(
      "VERSION:3.0", "N:Rivera;Mary;Ann;Dr.;PhD",
      "ADR;TYPE=work:PO 7;Suite 4;1 Market St;San Francisco;CA;94105;USA")
    #expect(
      card.structuredName
        == StructuredName(
          family: "Rivera", given: "Mary", additional: "Ann", prefixes: "Dr.", suffixes: "PhD"))
    #expect(
      card.addresses.first?.components == [
        "PO 7", "Suite 4", "1 Market St", "San Francisco", "CA", "94105", "USA",
      ])
    #expect(card.addresses.first?.oneLine == "PO 7, Suite 4, 1 Market St, San Francisco, CA, 94105, USA")
  }

  @Test(arguments: [
    ("4.0", ["RELATED;TYPE=spouse:urn:uuid:abc-1"], Relation(kind: "spouse", value: "urn:uuid:abc-1")),
    ("4.0", ["RELATED;TYPE=boss;VALUE=text:Dana Brooks"], Relation(kind: "boss", value: "Dana Brooks")),
    (
      "3.0", ["item1.X-ABRELATEDNAMES:Linda", "item1.X-ABLabel:_$!<Mother>!$_"],
      Relation(kind: "mother", value: "Linda")
    ),
    ("3.0", ["item3.X-ABRELATEDNAMES:Dana", "item3.X-ABLabel:boss"], Relation(kind: "boss", value: "Dana")),
    ("3.0", ["X-EVOLUTION-SPOUSE:Mary Rivera"], Relation(kind: "spouse", value: "Mary Rivera")),
    ("3.0", ["X-SPOUSE:Mary"], Relation(kind: "spouse", value: "Mary")),
    ("3.0", ["X-KADDRESSBOOK-X-ManagersName:Dana"], Relation(kind: "manager", value: "Dana")),
  ])
  func relationsAreReadInEachConvention(version: String, lines: [String], relation: Relation) throws {
    let card = try VCard(
      bytes: Array(
        (["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD"]).joined(separator: "\n").utf8))
    #expect(card.relations == [relation])
  }

  @Test(arguments: [
    ("spouse", Gender.female, "wife"), ("spouse", .male, "husband"), ("spouse", nil, "spouse"),
    ("parent", .female, "mother"), ("parent", .male, "father"), ("child", .male, "son"),
    ("sibling", .female, "sister"), ("co-worker", nil, "colleague"), ("boss", .female, "boss"),
    ("mother", nil, "mother"),
  ])
  func aRelationIsOneWordForTheOtherPerson(kind: String, gender: Gender?, word: String) {
    #expect(Relation(kind: kind, value: "x").word(for: gender) == word)
  }

  @Test(arguments: [
    ("GENDER:F", Gender.female), ("GENDER:M;he/him", .male), ("X-GENDER:Female", .female),
    ("X-KADDRESSBOOK-X-Gender:male", .male),
  ])
  func genderIsReadFromVersionFourAndTheThreeConventions(line: String, gender: Gender) throws {
    #expect(try Self.card("VERSION:3.0", line).gender == gender)
  }

  @Test func versionKindBirthdayAndOrganisationAreRead() throws {
    let card = try Self.card(
      "VERSION:4.0", "KIND:individual", "BDAY:19900405", "ORG:Acme;Research", "UID:urn:uuid:1",
      "X-HARK-ME:yes")
    #expect(card.isVersion4)
    #expect(card.kind == "individual")
    #expect(card.birthday == "19900405")
    #expect(card.organization == "Acme")
    #expect(card.uid == "urn:uuid:1")
    #expect(card.isMarkedAsOwners)
  }

  @Test(arguments: [
    ("VERSION:3.0\nFN:x\nEND:VCARD\n", VCardProblem.notACard(line: 1)),
    ("BEGIN:VCARD\nVERSION:3.0\nFN x\nEND:VCARD\n", .missingColon(line: 3)),
    ("BEGIN:VCARD\nVERSION:3.0\nFN:x\n", .missingEnd(line: 3)),
    ("", .notACard(line: 1)),
  ])
  func aBadCardSaysWhichLine(text: String, problem: VCardProblem) {
    #expect(throws: problem) { try VCard(bytes: Array(text.utf8)) }
  }
}
