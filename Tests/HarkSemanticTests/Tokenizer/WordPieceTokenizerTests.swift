import Foundation
import Testing

@testable import HarkSemantic

@Suite struct WordPieceTokenizerTests {
  static let vocabulary = [
    "[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "cafe", "run", "##ning", "un", "##want", "##ed", ",",
    "!", "王", "小", "a",
  ]

  @Test(arguments: [
    ("The café!", [2, 4, 5, 12, 3]),
    ("unwanted running", [2, 8, 9, 10, 6, 7, 3]),
    ("王小", [2, 13, 14, 3]),
    ("xyz the", [2, 1, 4, 3]),
    ("a,a", [2, 15, 11, 15, 3]),
    ("", [2, 3]),
  ])
  func encodesWithGreedyLongestMatch(text: String, expected: [Int32]) throws {
    let tokenizer = try WordPieceTokenizer(tokens: Self.vocabulary)
    #expect(tokenizer.encode(text) == expected)
  }

  @Test func truncatesToMaxLengthKeepingSeparator() throws {
    let tokenizer = try WordPieceTokenizer(tokens: Self.vocabulary, maxLength: 4)
    #expect(tokenizer.encode("the the the the the") == [2, 4, 4, 3])
  }

  @Test func rejectsVocabularyWithoutSpecialTokens() {
    #expect(throws: SemanticError.missingSpecialToken("[CLS]")) {
      try WordPieceTokenizer(tokens: ["[UNK]", "[SEP]"])
    }
  }

  @Test func referenceSetCoversTheRequiredScripts() {
    let texts = Fixtures.reference.cases.map(\.text)
    #expect(texts.count >= 40)
    #expect(texts.contains { $0.unicodeScalars.contains { BertNormalizer.isCJK($0) } })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0x2000 } })
    #expect(texts.contains { $0.count > 1000 })
  }

  @Test(.disabled(if: Fixtures.skipModelTests, Fixtures.skipReason))
  func matchesReferenceTokenIDs() throws {
    let tokenizer = try #require(Fixtures.tokenizer, Fixtures.modelUnavailable)
    #expect(tokenizer.maxLength == Fixtures.reference.maxLength)
    for reference in Fixtures.reference.cases {
      #expect(tokenizer.encode(reference.text) == reference.ids, "\(reference.text.prefix(60))")
    }
  }
}

@Suite struct BertNormalizerTests {
  @Test(arguments: [
    "Hello, World! It's 9:30 -- ok?", "tabs\tand\nnewlines\r\n", "ctrl\u{07}bell", "a~b|c^d`e",
    "  spaced   out  ", "UPPER lower MiXeD 123", "a\u{1C}b\u{1F}c\u{0B}d\u{0C}e\u{7F}f",
  ])
  func asciiFastPathMatchesTheUnicodePath(text: String) {
    let normalizer = BertNormalizer()
    // Appending a non-ASCII letter forces the Unicode path; its word is dropped before comparing.
    let slow = normalizer.words(in: text + " é")
    #expect(normalizer.words(in: text) == Array(slow.dropLast()))
  }
}
