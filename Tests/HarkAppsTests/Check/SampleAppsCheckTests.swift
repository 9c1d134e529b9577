import HarkApps
import HarkCore
import Testing

/// The sample apps pass the checks `hark check` runs on every app.
@Suite struct SampleAppsCheckTests {
  @Test func theShippedAppsHaveNoErrors() {
    let findings = AppChecker().check(SampleApps.registry)
    #expect(findings.filter { $0.severity == .error }.map(\.rendered) == [])
  }
}
