import HarkGrammar
import Testing

@testable import HarkCore

/// Email addresses said in words are read as the addresses they spell, from the lexicon's words;
/// an "at" that spells no address leaves the line as it was.
@Suite struct SpokenAddressTests {
  let lexicon = LexiconSet.standard.all

  @Test(arguments: [
    ("email john at gmail dot com saying hi", "email john@gmail.com saying hi"),
    ("email john dot smith at yahoo dot com about lunch", "email john.smith@yahoo.com about lunch"),
    ("send it to mary at work dot co dot uk", "send it to mary@work.co.uk"),
    ("mail bob underscore lee at example dash site dot org", "mail bob_lee@example-site.org"),
    ("write to jj.nzt@yahoo dot com", "write to jj.nzt@yahoo.com"),
    ("email sam at gmail.com", "email sam@gmail.com"),
    ("email sam at gmail dot com, saying hello", "email sam@gmail.com, saying hello"),
    // Punctuation after the domain ends the address, and the words after it stay.
    ("email sam at gmail.com, saying hello", "email sam@gmail.com, saying hello"),
    ("email sam at gmail, dot com", "email sam at gmail, dot com"),
    ("Email Sam At Example Dot Com", "Email sam@example.com"),
  ])
  func anAddressSaidInWordsIsWrittenAsOne(_ line: String, _ expected: String) {
    #expect(SpokenAddress.joined(line, lexicon: lexicon) == expected)
  }

  @Test(arguments: [
    "meet dana at noon tomorrow",
    "text flare that i'm at joe's",
    "email dana that i'll be at the office dot",
    "remind me to buy milk at 5 dot 30",
    "email bob@example.com saying hi",
    "at gmail dot com",
    "给Glow发消息说明天见",
    "tell  mom   hi",
  ])
  func aLineWithoutOneIsLeftAsItIs(_ line: String) {
    #expect(SpokenAddress.joined(line, lexicon: lexicon) == line)
  }

  @Test func withoutTheLexiconsWordsNothingIsJoined() {
    #expect(
      SpokenAddress.joined("email john at gmail dot com", lexicon: .empty("fr"))
        == "email john at gmail dot com")
  }

  @Test(arguments: [
    ("bob@example.com", true), ("jo.reed+news@mail.example.org", true), ("bob@example", false),
    ("bob", false), ("@example.com", false), ("bob@example.c0m", false), ("a@b@c.com", false),
  ])
  func anAddressHasOneAtAndADomainEndingInLetters(_ text: String, _ expected: Bool) {
    #expect(SpokenAddress.isAddress(text) == expected)
  }
}
