import HarkCore
import Testing

@testable import hark

@Suite struct DidYouMeanTests {
  static let flags = Command.conformance.allFlags.flatMap(\.spellings)
  static let commands = Command.named.map(\.rawValue)

  @Test(arguments: [
    ("--jsno", flags, "--json"),
    ("--STORE", flags, "--store"),
    ("--repet", flags, "--repeat"),
    ("-json", flags, "--json"),
    ("conformence", commands, "conformance"),
    ("con", commands, "conformance"),
    ("serch", commands, "search"),
    ("demostore", commands, "demo-store"),
    ("comp", commands, "completion"),
    (":hepl", ShellCommand.names, ":help"),
    (":ex", ShellCommand.names, ":explain"),
  ])
  func suggestsTheNearestCandidate(word: String, candidates: [String], expected: String) {
    #expect(DidYouMean.closest(to: word, among: candidates) == expected)
  }

  @Test(arguments: [
    ("zzz", commands),
    ("c", commands),
    ("send", commands),
    ("--frobnicate", flags),
    ("", commands),
  ])
  func suggestsNothingFarOrAmbiguous(word: String, candidates: [String]) {
    #expect(DidYouMean.closest(to: word, among: candidates) == nil)
  }
}
