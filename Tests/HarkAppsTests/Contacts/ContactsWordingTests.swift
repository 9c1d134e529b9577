import HarkCore
import Testing

/// How a new contact is said: the template's own words for a handle end the name.
@Suite struct ContactsWordingTests {
  @Test(arguments: [
    ("create a contact for bob stone with the number 555 1234", "bob stone", "555 1234"),
    ("add a new contact called rosa diaz with an email rosa@example.com", "rosa diaz", "rosa@example.com"),
    ("save tim as a new contact with the phone number 555 0188", "tim", "555 0188"),
  ])
  func theHandleWordsEndTheName(line: String, name: String, handle: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.intent == "contacts.createContact")
    #expect(analysis.slots.first { $0.name == "name" }?.words == name)
    #expect(analysis.slots.first { $0.name == "handle" }?.words == handle)
  }

  /// A name that is only a name keeps every word.
  @Test func aNameAloneKeepsItsWords() throws {
    let analysis = try DecisionAgreementTests.conversation().analyze("add a new contact named anna with love")
    #expect(analysis.slots.first { $0.name == "name" }?.words == "anna with love")
    #expect(analysis.slots.first { $0.name == "handle" } == nil)
  }
}
