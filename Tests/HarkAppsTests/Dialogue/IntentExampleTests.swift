import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkStore
import Testing

/// The example `:intents` shows for each intent is a sentence the shell reads as that intent.
@Suite struct IntentExampleTests {
  @Test func everyAdoptedIntentHasAnExampleReadAsItself() throws {
    let conversation = try DecisionAgreementTests.conversation()
    let grammar = conversation.environment.grammar
    for app in SampleApps.all {
      for intent in app.intents {
        let id = intent.schema.id.rawValue
        let example = try #require(
          grammar.response("example", intent: id, language: .english), "\(id) has no example")
        #expect(conversation.analyze(example).intent?.rawValue == id, "“\(example)” is not read as \(id)")
      }
    }
  }
}
