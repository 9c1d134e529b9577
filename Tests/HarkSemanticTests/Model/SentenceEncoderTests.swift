import Foundation
import Testing

@testable import HarkSemantic

@Suite(.disabled(if: Fixtures.skipModelTests, Fixtures.skipReason))
struct SentenceEncoderTests {
  static let encoder: SentenceEncoder? = Fixtures.modelDirectory.flatMap {
    try? SentenceEncoder(modelDirectory: $0)
  }

  static func cosine(_ a: [Float], _ b: [Float]) -> Float {
    var dot: Float = 0
    var normA: Float = 0
    var normB: Float = 0
    for (x, y) in zip(a, b) {
      dot += x * y
      normA += x * x
      normB += y * y
    }
    return dot / (normA * normB).squareRoot()
  }

  @Test func matchesReferenceEmbeddings() throws {
    let encoder = try #require(Self.encoder, Fixtures.modelUnavailable)
    let cases = Fixtures.reference.cases
    #expect(cases.count >= 40)
    for reference in cases {
      let vector = encoder.embed(reference.text)
      #expect(vector.count == 384)
      let similarity = Self.cosine(vector, reference.embedding)
      #expect(similarity >= 0.9999, "\(reference.text.prefix(60)): cosine \(similarity)")
    }
  }

  @Test func batchEqualsOneByOne() throws {
    let encoder = try #require(Self.encoder, Fixtures.modelUnavailable)
    let texts = Fixtures.reference.cases.prefix(20).map(\.text)
    let batch = encoder.embedBatch(texts)
    for (text, vector) in zip(texts, batch) {
      #expect(Self.cosine(vector, encoder.embed(text)) >= 0.99999, "\(text.prefix(60))")
    }
  }

  @Test func vectorsHaveUnitLength() throws {
    let encoder = try #require(Self.encoder, Fixtures.modelUnavailable)
    for vector in [encoder.embed("a film about the sea"), encoder.staticEmbed("a film about the sea")] {
      let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
      #expect(abs(norm - 1) < 1e-4)
    }
  }

  @Test func relatedTextsAreCloserThanUnrelated() throws {
    let encoder = try #require(Self.encoder, Fixtures.modelUnavailable)
    let query = encoder.embed("messages about movies")
    let related = Self.cosine(query, encoder.embed("Did you see the new Villeneuve film at the cinema?"))
    let unrelated = Self.cosine(query, encoder.embed("The electricity bill doubled this month"))
    #expect(related > unrelated + 0.1)
  }

  @Test func staticVectorOfEmptyTextIsZero() throws {
    let encoder = try #require(Self.encoder, Fixtures.modelUnavailable)
    #expect(encoder.staticEmbed("").allSatisfy { $0 == 0 })
  }
}
