import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Phone's intent in isolation: the person comes in from another app, the number is said and the
/// call logged.
@Suite struct PhoneIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func aContactFromTheAddressBookIsCalledOnTheirNumberAndLogged() throws {
    let mary = try tester.entity(ContactPerson.self, in: "contacts", id: "mary")
    guard case .entity(let card) = mary, let person = card.exportedPerson else {
      Issue.record("Mary exports no person")
      return
    }
    let result = try tester.run("phone.startCall", in: "phone", ["contact": .list([.person(person)])])
    #expect(result.dialog.key == "calling")
    #expect(result.dialog.arguments["number"] == "+1 415 555 0101")
    let calls = try tester.records("phone", "calls")
    #expect(calls.count == 1)
    #expect(calls.first?.fields["name"] == .string("Mary Rivera"))
    #expect(calls.first?.fields["number"] == .string("+1 415 555 0101"))
  }

  @Test func aPersonWithoutANumberIsFoundInTheAddressBookByName() throws {
    // A UnicornChat-style person: a name only. The address book knows her number.
    let person = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))
    let result = try tester.run("phone.startCall", in: "phone", ["contact": .list([.person(person)])])
    #expect(result.dialog.arguments["number"] == "+1 415 555 0101")
  }

  @Test func nobodyKnownHasNoNumberAndNothingIsLogged() throws {
    let person = IntentPerson(name: PersonNameComponents(displayName: "Sparky"))
    let result = try tester.run("phone.startCall", in: "phone", ["contact": .list([.person(person)])])
    #expect(result.dialog.key == "no_number")
    #expect(try tester.records("phone", "calls").isEmpty)
  }
}
