import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// Templates that once swallowed questions about a topic: "make" names an event only with a word
/// for one, and "info on …" without a card word asks about a topic, not a person; the phrasings
/// they are there for are still read by the grammar.
@Suite struct TopicQuestionTests {
  @Test(arguments: [
    ("please make coffee at seven am", "calendar.createEvent"),
    ("make pancakes tomorrow at 9", "calendar.createEvent"),
    ("find me info on electric scooters", "contacts.findContact"),
    ("show me information about volcanoes", "contacts.findContact"),
  ])
  func aTopicIsNoGrammarReading(_ line: String, _ intent: String) throws {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(!(analysis.stage == .grammar && analysis.intent?.rawValue == intent), "\(analysis.explanation)")
  }

  @Test(arguments: [
    ("make a dentist appointment for friday at 3", "calendar.createEvent", "title", "dentist"),
    ("make a meeting called review on monday", "calendar.createEvent", "title", "review"),
    ("add lunch tomorrow at noon", "calendar.createEvent", "title", "lunch"),
    ("find me contact info on Flare", "contacts.findContact", "person", "Flare"),
    ("give me the details of Flare", "contacts.findContact", "person", "Flare"),
  ])
  func theRequestsTheTemplatesAreForAreStillRead(
    _ line: String, _ intent: String, _ slot: String, _ words: String
  )
    throws
  {
    let analysis = try DecisionAgreementTests.conversation().analyze(line)
    #expect(analysis.stage == .grammar)
    #expect(analysis.intent?.rawValue == intent)
    #expect(analysis.slots.contains { $0.name == slot && $0.words == words }, "\(analysis.explanation)")
  }
}
