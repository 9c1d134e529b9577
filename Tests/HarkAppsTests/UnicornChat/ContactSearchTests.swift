import Foundation
import Testing

@testable import HarkApps

/// The contact search on bytes finds exactly what Foundation's `localizedStandardContains` finds.
@Suite struct ContactSearchTests {
  static let names = [
    "Flare Sparkle", "Glow", "Bubbles", "O'Brien", "Mary-Jane Watson", "R2-D2", "Zoë", "José García",
    "王小明", "flare", "  spaced  ", "A.B. Smith", "",
  ]
  static let typed = [
    "flare", "FLARE", "Sparkle", "spark", "e s", "o'b", "obrien", "jane w", "r2-d", "d2", "zoe", "Zoë",
    "garcia", "García", "王", "x", "", " ", "a.b.", "smith ", "Glow!", "bubbles", "Bubbles Glow",
  ]

  @Test func findsWhatFoundationFinds() {
    for text in Self.typed {
      let search = ContactSearch(text)
      for name in Self.names {
        #expect(search.isFound(in: name) == name.localizedStandardContains(text), "“\(text)” in “\(name)”")
      }
    }
  }
}
