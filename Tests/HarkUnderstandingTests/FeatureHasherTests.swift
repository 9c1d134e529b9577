import HarkGrammar
import Testing

@testable import HarkUnderstanding

@Suite struct FeatureHasherTests {
  @Test func aMisspeltWordSharesMostFeaturesWithTheWordMeant() {
    let hasher = FeatureHasher()
    let right = hasher.features("check my calendar", language: .english)
    let wrong = hasher.features("check my calender", language: .english)
    let other = hasher.features("play some jazz", language: .english)
    #expect(NearestNeighbourModel.cosine(right, wrong) > 0.5)
    #expect(NearestNeighbourModel.cosine(right, other) < 0.2)
  }

  @Test func chineseIsReadCharacterByCharacterWithLatinNamesWhole() {
    #expect(FeatureHasher.units("给Flare发消息！", language: .chinese) == ["给", "flare", "发", "消", "息"])
    #expect(FeatureHasher.units("What's up, Mary?", language: .english) == ["whats", "up", "mary"])
  }

  @Test func numbersTimesAndDaysAreReadAsTheirKindAndEnglishWordsStemmed() {
    let english = FeatureHasher.units("Lunch meetings at 3pm on Friday, seven o'clock", language: .english)
    #expect(
      FeatureHasher.shapes(english, language: .english) == [
        "lunch", "meeting", "at", "<time>", "on", "<day>", "<num>", "<time>",
      ])
    let chinese = FeatureHasher.units("明天下午三点开会", language: .chinese)
    #expect(
      FeatureHasher.shapes(chinese, language: .chinese) == ["明", "天", "下", "午", "<num>", "点", "开", "会"])
  }

  @Test func englishWordsOfOneMeaningShareAShape() {
    let units = FeatureHasher.units("Arrange a meeting in my diary, remind me by gmail", language: .english)
    #expect(
      FeatureHasher.shapes(units, language: .english) == [
        "<add>", "a", "meet", "in", "my", "<calendar>", "<remind>", "me", "by", "<mail>",
      ])
  }

  @Test func linesOfTheSameShapeShareFeaturesTheirWordsDoNot() {
    let hasher = FeatureHasher()
    let one = hasher.features("dentist at 3pm on friday", language: .english)
    let other = hasher.features("gym at 7am on monday", language: .english)
    let unrelated = hasher.features("gym membership price", language: .english)
    #expect(NearestNeighbourModel.cosine(one, other) > NearestNeighbourModel.cosine(other, unrelated))
  }

  @Test func featuresAreSortedUniqueAndOfLengthOne() {
    let vector = FeatureHasher().features("text text text Mary", language: .english)
    #expect(vector.indices == vector.indices.sorted())
    #expect(Set(vector.indices).count == vector.indices.count)
    let length = Float(vector.indices.count) * vector.weight * vector.weight
    #expect(abs(length - 1) < 1e-5)
  }
}
