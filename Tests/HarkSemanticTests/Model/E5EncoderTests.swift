import Foundation
import Testing

@testable import HarkSemantic

@Suite struct E5RequirementTests {
  @Test(.enabled(if: E5Fixtures.modelRequired, "only a run with CI=true requires the model"))
  func theMultilingualModelIsInstalledWhenTheRunRequiresIt() {
    #expect(E5Fixtures.encoder != nil, E5Fixtures.modelUnavailable)
  }
}

@Suite(.disabled(if: E5Fixtures.skipModelTests, E5Fixtures.modelUnavailable))
struct E5EncoderTests {
  static func cosine(_ a: [Float], _ b: [Float]) -> Float {
    SentenceEncoderTests.cosine(a, b)
  }

  @Test func referenceCoversEnglishChineseMixedAndEmoji() {
    let texts = E5Fixtures.reference.map(\.text)
    #expect(texts.count >= 40)
    #expect(texts.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(texts.contains("王小明 sent 你好世界 to the group"))
  }

  @Test func tokenIDsEqualTheReference() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    for reference in E5Fixtures.reference {
      let ids = encoder.tokenIDs(reference.text, query: reference.kind == "query")
      #expect(ids == reference.ids, "\(reference.text.prefix(60))")
    }
  }

  @Test func embeddingsMatchTheReference() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    var lowest: Float = 1
    for reference in E5Fixtures.reference {
      let vector =
        reference.kind == "query"
        ? encoder.encode(query: reference.text) : encoder.encode(passage: reference.text)
      #expect(vector.count == 384)
      let similarity = Self.cosine(vector, reference.embedding)
      lowest = min(lowest, similarity)
      #expect(similarity >= 0.9999, "\(reference.text.prefix(60)): cosine \(similarity)")
    }
    #expect(lowest >= 0.9999)
  }

  @Test func batchEqualsOneByOne() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let texts = E5Fixtures.reference.filter { $0.kind == "passage" }.prefix(16).map(\.text)
    for (text, vector) in zip(texts, encoder.encode(passages: texts)) {
      #expect(Self.cosine(vector, encoder.encode(passage: text)) >= 0.99999, "\(text.prefix(60))")
    }
  }

  /// The shell passes the topic (电影, "films"), the person being a filter applied before scoring.
  @Test func aChineseTopicFindsTheFilmMessagesInBothLanguages() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let query = encoder.encode(query: "电影")
    let film = encoder.encode(passage: "the cinema on fifth street is showing the new Dune in IMAX")
    let filmChinese = encoder.encode(passage: "第五街的电影院正在上映新的《沙丘》IMAX版")
    let budget = encoder.encode(passage: "I sent you the budget spreadsheet, please have a look")
    #expect(Self.cosine(query, film) > Self.cosine(query, budget))
    #expect(Self.cosine(query, filmChinese) > Self.cosine(query, budget))
  }

  @Test func staticVectorsHaveUnitLengthOrAreZero() throws {
    let encoder = try #require(E5Fixtures.encoder, E5Fixtures.modelUnavailable)
    let vector = encoder.staticEmbed("一部关于大海的电影")
    #expect(abs(vector.reduce(0) { $0 + $1 * $1 }.squareRoot() - 1) < 1e-4)
    #expect(encoder.staticEmbed("").allSatisfy { $0 == 0 })
  }
}
