import Foundation
import Testing

@testable import HarkStore

@Suite struct JSONValueCodecTests {
  static let roundTrips: [(String, JSONValue)] = [
    ("null", .null),
    ("booleans", [true, false]),
    ("integers", [0, 1, -1, 42, 9_007_199_254_740_991, -9_007_199_254_740_991]),
    ("fractions", [0.5, -2.25, 1e-7, 3.141592653589793, 1.5e300, .number(-Double.leastNonzeroMagnitude)]),
    ("big integers beyond 2^53", [1e20, 18_446_744_073_709_551_616.0]),
    ("plain string", "hello"),
    ("escapes", "quote \" backslash \\ slash / newline \n tab \t return \r"),
    ("control characters", "\u{0}\u{1}\u{1F}\u{7F}"),
    ("accents and CJK", "café 你好 Привет"),
    ("emoji and astral", "👋🏽 𝄞 🇫🇷"),
    ("empty containers", ["a": [], "b": [:], "": ""]),
    ("nested", ["to": ["Flare", "Ann"], "meta": ["read": false, "n": 3, "x": .null]]),
  ]

  @Test(arguments: roundTrips)
  func valueSurvivesEncodingAndDecoding(name: String, value: JSONValue) throws {
    let bytes = value.encoded()
    #expect(try JSONValue.decode(bytes) == value, "\(name): \(value.jsonText)")
    #expect(!bytes.contains(0x0A), "\(name): encoded text must stay on one line")
  }

  @Test(arguments: [
    (#"{"b":1,"a":2}"#, #"{"a":2,"b":1}"#),
    (#" [ 1 , 2.50 , -0 , 1E2 ] "#, #"[1,2.5,0,100]"#),
    (#""\u00e9\ud83d\ude00\/""#, #""é😀/""#),
    (#"{"a":1,"a":2}"#, #"{"a":2}"#),
  ])
  func decodingNormalisesToCanonicalText(input: String, canonical: String) throws {
    #expect(try JSONValue.decode(input).jsonText == canonical)
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\":}", "01", "1.", "-", "+1", "tru", "nul", "\"abc", "\"a\nb\"",
    "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"", "[1] 2", "{\"a\" 1}", "'a'", "NaN",
  ])
  func malformedTextIsRejected(input: String) {
    #expect(throws: JSONDecodingProblem.self) { try JSONValue.decode(input) }
  }

  @Test func invalidUTF8IsReportedAsSuch() {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xFE, 0x22]
    #expect(throws: JSONDecodingProblem.invalidUTF8(offset: 1)) { try JSONValue.decode(bytes) }
  }

  @Test func deepNestingIsRejectedNotCrashing() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONDecodingProblem.self) { try JSONValue.decode(text) }
  }

  @Test func nonFiniteNumbersEncodeAsNull() {
    #expect(JSONValue.number(.infinity).jsonText == "null")
    #expect(JSONValue.number(.nan).jsonText == "null")
  }

  @Test func agreesWithFoundationOnEveryRoundTripCase() throws {
    for (name, value) in Self.roundTrips {
      let foundation = try JSONDecoder().decode(JSONValue.self, from: Data(value.encoded()))
      #expect(foundation == value, "\(name)")
      let back = try JSONValue.decode(Array(try JSONEncoder().encode(value)))
      #expect(back == value, "\(name)")
    }
  }
}
