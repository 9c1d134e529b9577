import HarkGrammar
import HarkSupport
import Testing

@testable import HarkUnderstanding

@Suite struct TypingNoiseTests {
  @Test func copiesAreTheSameOnEveryRunAndDifferFromTheSentence() {
    let sentence = "please schedule a meeting with the design team tomorrow"
    let first = TypingNoise.copies(of: sentence, language: .english, count: 3)
    #expect(first == TypingNoise.copies(of: sentence, language: .english, count: 3))
    #expect(!first.isEmpty && first.count <= 3)
    #expect(!first.contains(sentence))
    #expect(Set(first).count == first.count)
    // Another seed, other copies: the seed, not the order of calls, decides.
    #expect(TypingNoise.copies(of: sentence, language: .english, count: 3, seed: 7) != first)
  }

  @Test func functionWordsAreLeftOut() {
    var random = SplitMix64(seed: 1)
    #expect(
      TypingNoise.english("Please add a meeting to my calendar", kind: 0, random: &random)
        == "add meeting to calendar")
    // Nothing to leave out: a letter is misspelt instead.
    let misspelt = TypingNoise.english("show calendar", kind: 0, random: &random)
    #expect(misspelt != nil && misspelt != "show calendar")
  }

  @Test(arguments: [1, 2, 3])
  func oneWordIsMisspeltAfterItsFirstLetter(kind: Int) throws {
    for seed in UInt64(0)..<20 {
      var random = SplitMix64(seed: seed)
      let sentence = "cancel the dentist appointment"
      guard let noisy = TypingNoise.english(sentence, kind: kind, random: &random) else { continue }
      let before = sentence.split(separator: " ")
      let after = noisy.split(separator: " ")
      #expect(before.count == after.count)
      let changed = zip(before, after).filter { $0 != $1 }
      #expect(changed.count == 1)
      let (old, new) = try #require(changed.first)
      #expect(old.first == new.first)
      let lengths = [1: old.count - 1, 2: old.count + 1, 3: old.count]
      #expect(new.count == lengths[kind])
    }
  }

  @Test(arguments: [
    ("帮我查一下明天的会议吧", "查明天的会议"), ("请给小王发消息。", "给小王发消息。"), ("麻烦把会议取消了", "把会议取消"),
  ])
  func chineseParticlesAreLeftOut(sentence: String, expected: String) {
    #expect(TypingNoise.withoutParticles(sentence) == expected)
    #expect(TypingNoise.copies(of: sentence, language: .chinese, count: 2) == [expected])
  }

  @Test func chineseWordsHoldingAParticleStay() {
    // 请 inside 邀请, 了 inside 了解: only at a line's start or end are they particles.
    #expect(TypingNoise.withoutParticles("邀请小王参加会议") == nil)
    #expect(TypingNoise.withoutParticles("了解一下日程") == "了解日程")
    #expect(TypingNoise.copies(of: "邀请小王参加会议", language: .chinese, count: 2).isEmpty)
  }

  @Test func eachCopyFollowsItsSentenceWithItsClass() throws {
    let data = TrainingSet(examples: [
      ("please text the team that i'm late", "messages.sendMessage"), ("play some jazz", IntentScore.none),
    ])
    let noisy = data.withTypingNoise(copies: 2, language: .english)
    #expect(noisy.examples.first?.text == "please text the team that i'm late")
    let texts = noisy.examples.map(\.text)
    let jazz = try #require(texts.firstIndex(of: "play some jazz"))
    #expect(noisy.examples[..<jazz].allSatisfy { $0.label == "messages.sendMessage" })
    #expect(noisy.examples[jazz...].allSatisfy { $0.label == IntentScore.none })
    #expect(noisy.examples.count > data.examples.count)
    #expect(data.withTypingNoise(copies: 0, language: .english).examples.count == 2)
  }
}
