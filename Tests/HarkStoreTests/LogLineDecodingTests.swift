import Testing

@testable import HarkStore

/// A store line is read member by member, not through a dictionary (`LogLine.decode`): for every
/// line it gives what decoding the whole JSON value gives (`LogLine.decodeAsValue`), lines it takes
/// and lines it turns down, with the same error.
@Suite struct LogLineDecodingTests {
  static let lines: [(String, [UInt8])] = [
    ("a record", Array(#"{"id":"m1","fields":{"text":"hello","n":3}}"#.utf8)),
    ("a record, members the other way round", Array(#"{"fields":{"a":[1,{"b":null}]},"id":"m2"}"#.utf8)),
    ("a record with spaces", Array(#"  { "id" : "m3" , "fields" : { } }  "#.utf8)),
    ("a tombstone", Array(#"{"id":"m1","deleted":true}"#.utf8)),
    ("a header", Array(#"{"hark-store":1,"app":"chat","collection":"messages"}"#.utf8)),
    ("a header of a newer format", Array(#"{"hark-store":7}"#.utf8)),
    ("a header that is no whole number", Array(#"{"hark-store":1.5}"#.utf8)),
    ("a header that is text", Array(#"{"hark-store":"1"}"#.utf8)),
    ("a key written with escapes", Array(#"{"\u0069d":"m4","fields":{}}"#.utf8)),
    ("a repeated id keeps the last", Array(#"{"id":"a","id":"b","fields":{}}"#.utf8)),
    ("a repeated id that is last no string", Array(#"{"id":"a","id":5,"fields":{}}"#.utf8)),
    ("an extra member", Array(#"{"id":"m5","fields":{},"x":1}"#.utf8)),
    ("fields and deleted", Array(#"{"id":"m6","fields":{},"deleted":true}"#.utf8)),
    ("deleted false", Array(#"{"id":"m7","deleted":false}"#.utf8)),
    ("fields that are no object", Array(#"{"id":"m8","fields":[1]}"#.utf8)),
    ("no id", Array(#"{"fields":{}}"#.utf8)),
    ("an id that is no string", Array(#"{"id":1,"fields":{}}"#.utf8)),
    ("an empty object", Array("{}".utf8)),
    ("an array", Array(#"[{"id":"m9","fields":{}}]"#.utf8)),
    ("a string", Array(#""id""#.utf8)),
    ("a string that is not UTF-8", [0x22, 0xFF, 0x22]),
    ("a value that is not UTF-8", Array(#"{"id":"m10","fields":{"t":""#.utf8) + [0xC3] + Array(#""}}"#.utf8)),
    ("a key that is not UTF-8", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),
    ("text after the object", Array(#"{"id":"m11","fields":{}} x"#.utf8)),
    ("a second object", Array(#"{"id":"m12","fields":{}}{}"#.utf8)),
    ("cut short", Array(#"{"id":"m13","fields":{"t":"hel"#.utf8)),
    ("a missing colon", Array(#"{"id" "m14"}"#.utf8)),
    ("a trailing comma", Array(#"{"id":"m15","fields":{},}"#.utf8)),
    ("nested too deep", Array(#"{"id":"m16","fields":{"a":"#.utf8) + Array(repeating: 0x5B, count: 300)),
    ("nothing", []),
    ("blanks", Array("   ".utf8)),
  ]

  @Test(arguments: lines)
  func aLineReadsAsItsWholeValueDoes(name: String, line: [UInt8]) {
    func result(_ decode: (UnsafeBufferPointer<UInt8>) throws(JSONDecodingProblem) -> LogLine)
      -> Result<LogLine, JSONDecodingProblem>
    {
      line.withUnsafeBufferPointer { buffer in
        do throws(JSONDecodingProblem) { return .success(try decode(buffer)) } catch {
          return .failure(error)
        }
      }
    }
    #expect(result(LogLine.decode) == result(LogLine.decodeAsValue), "\(name)")
  }

  @Test func theLinesTheStoreWritesReadBack() throws {
    let lines: [LogLine] = [
      .header(version: LogFormat.version),
      .record(Record(id: "m1", fields: ["text": "héllo \"you\"\n", "to": ["Flare"], "n": 2])),
      .tombstone(id: "m1"),
    ]
    for line in lines {
      var bytes: [UInt8] = []
      line.encode(into: &bytes)
      let decoded = try bytes.dropLast().withUnsafeBufferPointer { buffer throws(JSONDecodingProblem) in
        try LogLine.decode(buffer)
      }
      #expect(decoded == line)
    }
  }
}
