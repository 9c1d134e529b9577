import Foundation
import Testing

@testable import HarkSemantic

@Suite(.disabled(if: Fixtures.skipModelTests, Fixtures.skipReason))
struct RelevanceTests {
  @Test func transformerBeatsBM25AndStaticVectorsAtP5() throws {
    let encoder = try SentenceEncoder(
      modelDirectory: try #require(Fixtures.modelDirectory, Fixtures.modelUnavailable))
    let evaluation = try RelevanceEvaluation(
      contentsOf: Fixtures.resources.appendingPathComponent("relevance.json"))
    #expect(evaluation.messages.count >= 60)
    #expect(Set(evaluation.messages.map(\.topic)).count >= 8)
    #expect(evaluation.queries.count >= 12)
    let folder = ScratchFolder()
    let means = RelevanceEvaluation.means(try evaluation.run(encoder: encoder, scratch: folder.url))
    let transformer = try #require(means[.transformer])
    #expect(transformer > means[.bm25] ?? 1)
    #expect(transformer > means[.staticVectors] ?? 1)
  }
}
