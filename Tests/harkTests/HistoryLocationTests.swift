import Testing

@testable import hark

@Suite struct HistoryLocationTests {
  @Test(arguments: [
    (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/hark/history"),
    (["HOME": "/h"], "/h/.local/state/hark/history"),
    (["XDG_STATE_HOME": "relative", "HOME": "/h"], "/h/.local/state/hark/history"),
    (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/hark/history"),
  ])
  func followsTheXDGStateDirectory(environment: [String: String], expected: String) {
    #expect(HistoryLocation.url(environment: environment)?.path == expected)
  }

  @Test func noLocationWithoutStateHomeOrHome() {
    #expect(HistoryLocation.url(environment: [:]) == nil)
  }
}
