import HarkCore
import Testing

enum Mood: String, AppEnum {
  case calm, cheerful
  static var caseSynonyms: [Mood: [String]] {
    [.calm: ["relaxed", "平静"], .cheerful: ["happy", "Fröhlich"]]
  }
}

struct MoodIntent: AppIntent {
  static let schema = SchemaIntent.named("photos.setFilter")
  static var parameters: [IntentParameter<Self>] { [.init("filter", \.mood)] }
  var mood: Mood?
  func perform(in context: AppContext) throws -> IntentResult {
    IntentResult(dialog: IntentDialog(full: mood?.rawValue ?? "none"))
  }
}

@Suite struct AppEnumTests {
  @Test(arguments: [
    ("calm", "calm"), ("Relaxed", "calm"), ("平静", "calm"), ("HAPPY", "cheerful"), ("frohlich", "cheerful"),
  ])
  func aCaseIsNamedByItsValueOrAnySynonym(words: String, expected: String) {
    #expect(EnumType(Mood.self).value(for: words) == expected)
  }

  @Test(arguments: ["sad", "", "calmly"])
  func otherWordsNameNoCase(words: String) {
    #expect(EnumType(Mood.self).value(for: words) == nil)
  }

  @Test func anEnumParameterTakesSynonymsAndRefusesOtherWords() throws {
    let parameter = try #require(MoodIntent.parameters.first)
    var intent = MoodIntent()
    #expect(parameter.set(.string("happy"), on: &intent))
    #expect(intent.mood == .cheerful)
    #expect(!parameter.set(.string("grumpy"), on: &intent))
    #expect(intent.mood == .cheerful)
    #expect(parameter.kind.fits(.string))
  }
}
