import Foundation
import HarkVCard
import Testing

@testable import HarkApps

/// Which card is the user's own, and the relationships read from it.
@Suite struct ContactsBookTests {
  static func stored(_ stem: String, _ lines: [String], version: String = "4.0") throws -> StoredCard {
    let text = (["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    return StoredCard(
      stem: stem, path: "/book/\(stem).vcf", card: try VCard(bytes: Array(text.utf8)),
      stamp: CardStamp(size: 0, modified: 0, contentHash: 0))
  }

  static func book() throws -> [StoredCard] {
    [
      try stored(
        "a1",
        [
          "UID:urn:uuid:a1", "FN:Ana Silva", "EMAIL:ana@silva.example",
          "RELATED;TYPE=spouse:urn:uuid:b2", "RELATED;TYPE=parent;VALUE=text:Rosa Silva",
          "RELATED;TYPE=boss;VALUE=text:Kim",
        ]),
      try stored("b2", ["UID:urn:uuid:b2", "FN:João Silva", "GENDER:M"]),
      try stored("c3", ["UID:c3", "FN:Rosa Silva", "GENDER:F", "X-HARK-ME:yes"]),
      try stored("d4", ["UID:d4", "FN:Kim Lee", "N:Lee;Kim;;;"]),
    ]
  }

  @Test(
    arguments: [
      ("a1", nil, "a1"), ("urn:uuid:a1", nil, "a1"), (nil, "ANA@silva.example", "a1"), (nil, nil, "c3"),
      ("nobody", "nobody@example.com", "c3"),
    ] as [(String?, String?, String)])
  func theOwnersCardIsTheSourcesMeThenTheAddressThenTheMark(me: String?, email: String?, owner: String) throws
  {
    let cards = try Self.book()
    let index = try #require(ContactsBook.owner(among: cards, me: me, primaryEmail: email))
    #expect(cards[index].stem == owner)
  }

  @Test func relationsOnTheOwnersCardNameTheOthersByUIDOrName() throws {
    let people = ContactsBook.people(from: try Self.book(), me: "a1")
    let relationships = Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.relationship ?? "-") })
    #expect(relationships == ["a1": "-", "b2": "husband", "c3": "mother", "d4": "boss"])
    #expect(people.filter(\.isMe).map(\.id) == ["a1"])
  }

  @Test(
    arguments: [
      ("wife", "spouse", Gender.female), ("husband", "spouse", .male), ("mom", "parent", .female),
      ("brother", "sibling", .male), ("colleague", "co-worker", nil), ("boss", "boss", nil),
    ] as [(String, String, Gender?)])
  func aWordForSomeoneIsARelationAndTheSexItSays(word: String, kind: String, gender: Gender?) {
    let (relation, said) = ContactsBook.relation(for: word, to: "X")
    #expect(relation == Relation(kind: kind, value: "X"))
    #expect(said == gender)
    // Read back on the other card's sex, the word is the one said (mom reads as mother).
    #expect(relation.word(for: said) == (word == "mom" ? "mother" : word))
  }
}
