import Testing

@testable import HarkSemantic

@Suite struct RankFusionTests {
  static func hit(_ id: String, _ score: Float, _ why: SearchHit.Reason, type: String = "Message")
    -> SearchHit
  {
    SearchHit(id: id, type: type, score: score, why: why, field: nil)
  }

  @Test func vectorHitsComeFirstThenWordsNotAlreadyFound() {
    let fused = RankFusion.vectorsFirst(
      vectors: [Self.hit("a", 0.4, .semantic), Self.hit("b", 0.2, .semantic)],
      words: [Self.hit("b", 0.9, .lexical), Self.hit("c", 0.8, .lexical)], limit: 10)
    #expect(fused.map(\.id) == ["a", "b", "c"])
    #expect(fused[1].why == .semantic)
  }

  @Test func aNamedTypeComesBeforeOthersKeepingItsOrder() {
    let fused = RankFusion.vectorsFirst(
      vectors: [
        Self.hit("album", 0.5, .semantic, type: "PhotoAlbum"), Self.hit("m1", 0.4, .semantic),
        Self.hit("event", 0.3, .semantic, type: "CalendarEvent"), Self.hit("m2", 0.2, .semantic),
      ], words: [], preferredTypes: ["Message"], limit: 3)
    #expect(fused.map(\.id) == ["m1", "m2", "album"])
  }

  @Test func reciprocalRankFusionRewardsBeingInBothLists() {
    let fused = RankFusion.reciprocal(
      [
        [Self.hit("a", 0.9, .semantic), Self.hit("b", 0.5, .semantic)],
        [Self.hit("b", 0.7, .lexical), Self.hit("c", 0.6, .lexical)],
      ], limit: 10)
    #expect(fused.map(\.id) == ["b", "a", "c"])
  }

  @Test func largerScoreKeepsEachEntityOnceAtItsBest() {
    let fused = RankFusion.largerScore(
      [[Self.hit("a", 0.3, .semantic), Self.hit("b", 0.1, .semantic)], [Self.hit("b", 0.6, .lexical)]],
      limit: 10)
    #expect(fused.map(\.id) == ["b", "a"])
    #expect(fused.first?.why == .lexical)
  }
}

@Suite struct ShortTextTests {
  @Test(arguments: [
    ("Family", true), ("budget.numbers", true), ("Priya Natarajan", true), ("王小明", true),
    ("Lunch at Mom's", false), ("The Princess Bride screening", false), ("电影院在放沙丘", false),
    ("", true), ("🍕🍕🍕", true),
  ])
  func aTextOfFewerThanThreeWordsIsNotMatchedByMeaning(_ text: String, short: Bool) {
    #expect(SemanticIndex.isTooShortForMeaning(text) == short, "\(text)")
  }
}

@Suite struct NearBestMarginTests {
  static func hit(_ id: String, _ score: Float, _ why: SearchHit.Reason) -> SearchHit {
    SearchHit(id: id, type: "Message", score: score, why: why, field: nil)
  }

  /// E5: threshold 0.76, margin 0.035 in cosine, so 0.035 / 0.24 ≈ 0.146 on the calibrated scale.
  @Test func transformerHitsFarBelowTheBestAreCutOthersKept() {
    let hits = [
      Self.hit("best", 0.30, .semantic), Self.hit("near", 0.16, .semantic),
      Self.hit("far", 0.14, .semantic), Self.hit("static", 0.01, .approximate),
    ]
    let kept = Calibration.multilingualE5Small.keepingNearBest(hits)
    #expect(kept.map(\.id) == ["best", "near", "static"])
  }

  @Test func withoutAMarginEveryHitIsKept() {
    let hits = [Self.hit("best", 0.9, .semantic), Self.hit("far", 0.01, .semantic)]
    #expect(Calibration.standard.keepingNearBest(hits).map(\.id) == ["best", "far"])
  }
}
