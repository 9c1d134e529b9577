import Foundation
import HarkApps
import HarkCore
import HarkTesting
import HarkVCard
import Testing

/// Both ways with khard, a program no one here wrote, on one vdir address book: the contacts Hark
/// adds khard lists and shows, and the cards khard makes Hark finds by name, address and
/// relationship. Under CI a missing khard fails these tests; elsewhere they do not run without it.
@Suite(.enabled(if: Khard.shouldRun, "khard is not installed (apt-get install khard)"))
struct KhardInteropTests {
  static func khard() throws -> Khard {
    let executable = try #require(Khard.path, "khard is not on PATH: CI installs it (Scripts/setup.sh)")
    return try Khard(executable: executable)
  }

  /// A context of the Contacts app whose sources name khard's address book (`me`: the owner's
  /// card's stem, when there is one).
  static func context(_ tester: IntentTester, khard: Khard, me: String? = nil) throws -> AppContext {
    var context = try tester.context(for: "contacts")
    context.sources = DataSources(addressBooks: [
      AddressBookSourceSpec(name: "main", folder: khard.folder, isDefault: true, me: me, origin: .storeFolder)
    ])
    return context
  }

  @Test func aContactHarkAddsIsListedAndShownByKhard() throws {
    let khard = try Self.khard()
    defer { khard.remove() }
    let tester = try IntentTester(apps: SampleApps.all, demoData: false)
    let context = try Self.context(tester, khard: khard)
    let person = IntentPerson(
      name: PersonNameComponents(givenName: "小明", familyName: "王"),
      handles: [.init(.email, "xiaoming.wang@example.cn"), .init(.email, "wxm@work.example")])
    let card = try ContactPerson.importing(person, in: context)
    #expect(card.name == "王小明")
    let listed = try khard.run(["list"])
    #expect(listed.status == 0, "khard list: \(listed.output)")
    // khard's list names people from N, given name first (its `display = first_name`).
    #expect(listed.output.contains("小明 王"), "khard list: \(listed.output)")
    let shown = try khard.run(["show", "王小明"])
    #expect(shown.status == 0, "khard show: \(shown.output)")
    #expect(shown.output.contains("Name: 王小明"))
    #expect(shown.output.contains("xiaoming.wang@example.cn"))
    #expect(shown.output.contains("wxm@work.example"))
    let emails = try khard.run(["email", "--parsable", "王"])
    #expect(emails.output.contains("wxm@work.example\t小明 王"), "khard email: \(emails.output)")
    #expect(emails.output.contains("xiaoming.wang@example.cn\t小明 王"), "khard email: \(emails.output)")
    // Found again by the Latin letters people type for the name.
    let found = try ContactPerson.values(
      for: [PersonNameComponents(displayName: "Wang Xiaoming").person], in: context)
    #expect(found.map(\.id) == [card.id])
  }

  @Test func cardsKhardMakesAreFoundByNameAddressAndRelationship() throws {
    let khard = try Self.khard()
    defer { khard.remove() }
    let made = try khard.run(
      ["new", "-i", "-"],
      input: """
        First name : Wei
        Last name : Zhang
        Organisation : Acme
        Email :
            home : wei@zhang.example
            work : wei.zhang@acme.example
        Phone :
            cell : +86 138 1111 2222

        """)
    #expect(made.status == 0, "khard new: \(made.output)")
    let owner = try khard.run(
      ["new", "-i", "-"],
      input: """
        First name : Sam
        Last name : Rivera
        Email :
            home : sam@rivera.example

        """)
    #expect(owner.status == 0, "khard new: \(owner.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: khard.folder.path).sorted()
    #expect(files.count == 2)
    let tester = try IntentTester(apps: SampleApps.all, demoData: false)
    let book = AddressBook(path: khard.folder.path)
    let sam = try #require(try book.cards().cards.first { $0.card.formattedName == "Sam Rivera" })
    let context = try Self.context(tester, khard: khard, me: sam.stem)

    let byName = try ContactPerson.values(
      for: [PersonNameComponents(displayName: "Wei Zhang").person], in: context)
    #expect(byName.map(\.name) == ["Wei Zhang"])
    let byEmail = try ContactPerson.values(
      for: [IntentPerson(name: PersonNameComponents(), handles: [.init(.email, "WEI.ZHANG@acme.example")])],
      in: context)
    #expect(byEmail.map(\.name) == ["Wei Zhang"])
    #expect(byEmail.first?.emails == ["wei@zhang.example", "wei.zhang@acme.example"])
    #expect(byEmail.first?.phones == ["+86 138 1111 2222"])

    // The owner (named by the sources' me) says who Wei is; khard still reads the card after.
    var patcher = VCardPatcher(card: sam.card)
    patcher.add(Relation(kind: "boss", value: "Wei Zhang"))
    try book.replace(sam.stem, with: patcher.result(revision: 1_796_342_400), expecting: sam.stamp)
    let byRelationship = try ContactPerson.values(
      for: [PersonNameComponents(displayName: "my boss").person], in: context)
    #expect(byRelationship.map(\.name) == ["Wei Zhang"])
    let me = try ContactPerson.values(
      for: [IntentPerson(name: PersonNameComponents(), isMe: true)], in: context)
    #expect(me.map(\.name) == ["Sam Rivera"])
    let shown = try khard.run(["show", "Sam"])
    #expect(shown.status == 0 && shown.output.contains("sam@rivera.example"), "khard show: \(shown.output)")

    // A contact Hark adds as "my sister" is stated on the owner's card; khard lists all three.
    _ = try IntentRunner.perform(
      CreateContactIntent.self,
      with: [
        "name": .string("Rosa Diaz"), "handle": .string("rosa@example.com"),
        "relationship": .string("sister"),
      ],
      in: context)
    let sister = try ContactPerson.values(
      for: [PersonNameComponents(displayName: "my sister").person], in: context)
    #expect(sister.map(\.name) == ["Rosa Diaz"])
    let listed = try khard.run(["list"])
    for name in ["Rosa Diaz", "Sam Rivera", "Wei Zhang"] {
      #expect(listed.output.contains(name), "khard list: \(listed.output)")
    }
  }
}
