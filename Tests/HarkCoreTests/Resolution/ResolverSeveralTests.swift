import Foundation
import HarkGrammar
import Testing

@testable import HarkCore

/// Words are split into several names only when Foundation finds a separator in them: words said
/// to hold none never split.
@Suite struct ResolverSeveralTests {
  /// Every language's separators, as the resolver reads them.
  static let separators = LexiconSet.standard.all.words(.separators)

  /// The parts the resolver splits `words` into, as it does.
  static func parts(_ words: String) -> [String] {
    var text = words
    for separator in separators {
      text = text.replacingOccurrences(of: separator, with: "\u{1}")
    }
    return text.split(separator: "\u{1}").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }

  @Test(arguments: [
    ("see you at 5", false), ("room 12 is free", false), ("明天5点见", false), ("band ends", false),
    ("sand and", false), ("Glow AND Flare", false), ("", false), ("Glow and Flare", true),
    ("Glow, Flare", true), ("Glow,Flare", true), ("Glow & Flare", true), ("Glow和Flare", true),
    ("Glow跟Flare", true), ("Glow，Flare", true), ("Glow、Flare", true), ("Zoë and Flare", true),
    ("Zoë", true), ("a\u{1}b", true),
  ])
  func separatorsAreLookedForOnlyWhereTheyMayBe(_ words: String, _ may: Bool) {
    #expect(Resolver.mayHoldSeveral(words, separators: Self.separators) == may)
    if !may { #expect(Self.parts(words).count <= 1) }
  }
}
