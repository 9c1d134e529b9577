import Foundation
import Testing

@testable import HarkSemantic

/// On CI (`CI=true`) a missing sentence model fails the run, naming the model, instead of every
/// test that needs it skipping itself; elsewhere those tests may skip.
@Suite struct ModelRequirementTests {
  @Test(.enabled(if: Fixtures.modelRequired, "only a run with CI=true requires the model"))
  func theModelIsInstalledWhenTheRunRequiresIt() {
    #expect(Fixtures.modelDirectory != nil, Fixtures.modelUnavailable)
  }

  @Test(arguments: [
    (["CI": "true"], true), (["CI": "1"], true), (["CI": "TRUE"], true),
    (["CI": "false"], false), (["CI": ""], false), ([:], false),
  ])
  func ciRequiresTheModel(environment: [String: String], required: Bool) {
    #expect(Fixtures.requiresModel(environment: environment) == required)
  }

  @Test func modelTestsSkipOnlyWhenTheModelIsMissingAndNotRequired() {
    #expect(Fixtures.skipsModelTests(modelFound: false, required: false))
    #expect(!Fixtures.skipsModelTests(modelFound: false, required: true))
    #expect(!Fixtures.skipsModelTests(modelFound: true, required: false))
    #expect(!Fixtures.skipsModelTests(modelFound: true, required: true))
  }

  @Test func theMessageNamesTheModelAndWhatToDo() {
    let text = String(describing: Fixtures.modelUnavailable)
    #expect(text.contains("all-MiniLM-L6-v2"))
    #expect(text.contains("Scripts/semantic/install-model.sh"))
  }
}
