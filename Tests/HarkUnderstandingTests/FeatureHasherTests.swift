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
    let length = vector.indices.indices.reduce(Float(0)) { $0 + vector.value(at: $1) * vector.value(at: $1) }
    #expect(abs(length - 1) < 1e-5)
  }

  /// A run of letters weighs less than a word, so a line's many runs do not drown its words; a
  /// Chinese line has no runs, and all its features weigh the same.
  @Test func characterRunsWeighLessThanWords() {
    let hasher = FeatureHasher()
    let vector = hasher.features("check my calendar", language: .english)
    let values = Set(vector.values)
    #expect(values.count == 2)
    let word = values.max() ?? 0
    #expect(abs((values.min() ?? 0) - word * hasher.characterRunWeight) < 1e-6)
    // The word features: 3 words, 2 pairs, "<calendar>" and its 2 pairs.
    #expect(vector.values.filter { $0 == word }.count <= 8)
    #expect(vector.values.filter { $0 != word }.count > 8)
    let chinese = hasher.features("给Flare发消息", language: .chinese)
    #expect(chinese.values.isEmpty)
    #expect(abs(chinese.weight - 1 / Float(chinese.indices.count).squareRoot()) < 1e-6)
  }

  @Test func trainingAndReadingSeeTheSameValues() {
    // The model is trained on `features` and reads lines through it: one function, one set of
    // values, whatever the weight of the runs.
    for weight: Float in [1, 0.8, 0.5] {
      var hasher = FeatureHasher()
      hasher.characterRunWeight = weight
      let vector = hasher.features("text Flare see you at 3pm", language: .english)
      #expect(vector == hasher.features("text Flare see you at 3pm", language: .english))
      #expect(
        vector.indices == FeatureHasher().features("text Flare see you at 3pm", language: .english).indices)
    }
  }

  /// The features as they were made before the character runs were hashed from bytes: every
  /// feature, the runs included, hashed from a `String` of it. The model was trained on these, so
  /// the two must agree bucket for bucket.
  static func referenceFeatures(_ line: String, language: Language, dimensions: Int = 1 << 16) -> SparseVector
  {
    let units = FeatureHasher.units(line, language: language)
    var indices: [Int32] = []
    func add(_ tag: UInt8, _ parts: ArraySlice<String>) {
      var hash: UInt32 = 0x811c_9dc5
      hash = (hash ^ UInt32(tag)) &* 0x0100_0193
      for (index, part) in parts.enumerated() {
        if index > 0 { hash = (hash ^ 0x1f) &* 0x0100_0193 }
        for byte in part.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
      }
      indices.append(Int32(Int(hash) & (dimensions - 1)))
    }
    for index in units.indices {
      add(1, units[index...index])
      if index + 1 < units.count { add(2, units[index...index + 1]) }
      if language.writesWithoutSpaces, index + 2 < units.count { add(3, units[index...index + 2]) }
    }
    let shapes = FeatureHasher.shapes(units, language: language)
    for index in shapes.indices where shapes[index] != units[index] { add(4, shapes[index...index]) }
    for index in shapes.indices.dropLast()
    where shapes[index] != units[index] || shapes[index + 1] != units[index + 1] {
      add(5, shapes[index...index + 1])
      if language.writesWithoutSpaces, index + 2 < shapes.count { add(6, shapes[index...index + 2]) }
    }
    if !language.writesWithoutSpaces {
      let letters = Array(" " + units.joined(separator: " ") + " ")
      for length in 3...4 where letters.count >= length {
        for start in 0...(letters.count - length) {
          add(UInt8(length + 4), [String(letters[start..<start + length])])
        }
      }
    }
    let unique = Array(Set(indices)).sorted()
    return SparseVector(indices: unique, weight: unique.isEmpty ? 0 : 1 / Float(unique.count).squareRoot())
  }

  @Test(arguments: [
    "", "a", "hi", "check my calender", "text Flare see you at 3pm on Friday", "Zoë's café, naïve résumé",
    "send 👍🏽 to Mary ❤️", "e\u{301}cole", "ＦＵＬＬ width", "给Flare发消息说明天见",
    "what's the weather like in São Paulo?",
  ])
  func characterRunsHashFromBytesAsFromStrings(line: String) {
    for language in [Language.english, .chinese] {
      var uniform = FeatureHasher()
      uniform.characterRunWeight = 1
      let features = uniform.features(line, language: language)
      let reference = Self.referenceFeatures(line, language: language)
      #expect(features.indices == reference.indices, "\(language.rawValue): \(line)")
      #expect(features.weight == reference.weight)
      #expect(FeatureHasher().features(line, language: language).indices == reference.indices)
    }
  }
}

/// An ASCII line is split into units on its bytes as the general way splits it.
@Suite struct FeatureHasherUnitsTests {
  @Test(arguments: [
    "What's up, Mary?", "text Flare see you at 5", "send a message to Glow saying room 5 is free", "",
    "  ", "A-B_C.d", "it's 3PM o'clock!!", "tab\there\nnew\u{0B}line", "x\u{7F}y\u{01}z",
  ])
  func asciiUnitsAreTheGeneralUnits(_ line: String) {
    #expect(FeatureHasher.asciiUnits(line) == FeatureHasher.generalUnits(line))
  }

  @Test func everyASCIICharacterSplitsAsTheGeneralWay() {
    for byte in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(byte))
      let line = character + "Ab" + character + "9" + character + character + "c" + character
      #expect(FeatureHasher.asciiUnits(line) == FeatureHasher.generalUnits(line), "\(byte)")
    }
  }

  @Test func otherLinesAreSplitTheGeneralWay() {
    #expect(FeatureHasher.asciiUnits("给Flare发消息") == nil)
    #expect(FeatureHasher.units("给Flare发消息！", language: .chinese) == ["给", "flare", "发", "消", "息"])
  }
}
