import Foundation
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// `IntentTester` over an app of the test's own: its demo data, running an intent, reading the
/// store afterwards, and naming what it cannot find.
@Suite struct IntentTesterTests {
  @Test func startsFromTheAppsOwnDemoData() throws {
    let tester = try IntentTester(apps: [Ferry()])
    #expect(try tester.entities(FerryContact.self, in: "ferry").map(\.name) == ["Oona", "Pim"])
  }

  @Test func withoutDemoDataTheStoreIsEmpty() throws {
    let tester = try IntentTester(apps: [Ferry()], demoData: false)
    #expect(try tester.entities(FerryContact.self, in: "ferry").isEmpty)
  }

  @Test func runsAnIntentAndTheStoreKeepsWhatItWrote() throws {
    let tester = try IntentTester(apps: [Ferry()])
    let oona = try tester.entity(FerryContact.self, in: "ferry", id: "oona")
    let result = try tester.run(
      "messages.sendMessage", in: "ferry", ["destination": .list([oona]), "content": .string("ahoy")])
    #expect(result.dialog.full == "Ferried to Oona: “ahoy”")
    let notes = try tester.records("ferry", "notes")
    #expect(notes.map(\.fields) == [["to": .string("oona"), "body": .string("ahoy")]])
  }

  @Test func theAppIsFoundByItsName() throws {
    let tester = try IntentTester(apps: [Ferry()])
    #expect(try tester.context(for: "Ferry").appID == "ferry")
  }

  @Test func unknownAppsIntentsAndEntitiesAreNamed() throws {
    let tester = try IntentTester(apps: [Ferry()])
    #expect(throws: IntentTesterError.noApp("mail")) { try tester.run("messages.sendMessage", in: "mail") }
    #expect(throws: IntentTesterError.noIntent(app: "ferry", intent: "mail.sendMail")) {
      try tester.run("mail.sendMail", in: "ferry")
    }
    #expect(throws: IntentTesterError.noEntity(type: "contact", id: "zed")) {
      try tester.entity(FerryContact.self, in: "ferry", id: "zed")
    }
  }
}
