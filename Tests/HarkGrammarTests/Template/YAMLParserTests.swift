import Testing

@testable import HarkGrammar

@Suite("The YAML subset")
struct YAMLParserTests {
  /// A compact dump: mappings as {k:v}, sequences as [a,b], scalars bare.
  func dump(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let text, _, _): return text
    case .sequence(let items, _): return "[" + items.map(dump).joined(separator: ",") + "]"
    case .mapping(let entries, _):
      return "{" + entries.map { "\($0.key):\(dump($0.value))" }.joined(separator: ",") + "}"
    }
  }

  @Test(
    "a construct parses to the expected tree",
    arguments: [
      ("a: 1\nb: two words", "{a:1,b:two words}"),
      ("a:\n  b: c\n  d: e", "{a:{b:c,d:e}}"),
      ("a:\n  - x\n  - y", "{a:[x,y]}"),
      ("a:\n- x\n- y", "{a:[x,y]}"),
      ("- k: v\n  l: w\n- z", "[{k:v,l:w},z]"),
      ("a: \"quoted: yes # not a comment\"", "{a:quoted: yes # not a comment}"),
      ("a: 'it''s'", "{a:it's}"),
      ("a: [x, \"y z\", []]", "{a:[x,y z,[]]}"),
      ("a: {in: x, out: 2}", "{a:{in:x,out:2}}"),
      ("# comment\na: b # trailing\n---\n", "{a:b}"),
      ("a: \"\\u00e9\\n\\(\"", "{a:é\n\\(}"),
      ("\"key with: colon\": v", "{key with: colon:v}"),
    ])
  func constructParses(_ text: String, _ expected: String) {
    let (root, errors) = YAMLParser.parse(text)
    #expect(errors == [])
    #expect(dump(root) == expected)
  }

  @Test func duplicateKeysAreReported() {
    let (_, errors) = YAMLParser.parse("a: 1\na: 2")
    #expect(errors.map(\.mark) == [SourceMark(line: 2, column: 1)])
  }

  @Test func tabsAreReported() {
    let (_, errors) = YAMLParser.parse("a:\n\tb: c")
    #expect(errors.first?.message.hasPrefix("tabs are not allowed") == true)
  }
}
