import Foundation
import Testing

@testable import hark

@Suite struct OptionsTests {
  /// A file that exists wherever the tests run, for arguments that must be one.
  static let existingFile = #filePath
  /// A folder that is there: `--grammars` must name one.
  static let existingFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

  struct Accepted: CustomTestStringConvertible, Sendable {
    let name: String
    let argv: [String]
    let command: Command
    let arguments: [String]
    let values: [Flag: FlagValue]
    var testDescription: String { name }
  }

  static let accepted: [Accepted] = [
    Accepted(name: "no words is the shell", argv: [], command: .shell, arguments: [], values: [:]),
    Accepted(
      name: "a global flag before the command", argv: ["--json", "parse", "text Flare hi"], command: .parse,
      arguments: ["text Flare hi"], values: [.json: .on]),
    Accepted(
      name: "a global flag after the command", argv: ["parse", "text Flare hi", "--json"], command: .parse,
      arguments: ["text Flare hi"], values: [.json: .on]),
    Accepted(
      name: "-c runs one utterance", argv: ["-c", "text Flare hi"], command: .shell, arguments: [],
      values: [.oneShot: .text("text Flare hi")]),
    Accepted(
      name: "a command's own flags, spaced and with =",
      argv: ["conformance", existingFile, "--bench", "--repeat=20", "--quiet", "--grammars", existingFolder],
      command: .conformance, arguments: [existingFile],
      values: [.bench: .on, .repeats: .integer(20), .quiet: .on, .grammars: .text(existingFolder)]),
    Accepted(
      name: "demo-store takes numbers",
      argv: ["demo-store", "/tmp/new", "--messages", "1000", "--seed", "0"],
      command: .demoStore, arguments: ["/tmp/new"], values: [.messages: .integer(1000), .seed: .integer(0)]),
    Accepted(
      name: "--now with a real offset", argv: ["--now", "2026-06-09T09:41:00+02:00", "check"],
      command: .check,
      arguments: [], values: [.now: .time(Date(timeIntervalSince1970: 1_780_998_060 - 7200))]),
    Accepted(
      name: "--now with Z", argv: ["check", "--now=2026-06-09T09:41:00Z"], command: .check, arguments: [],
      values: [.now: .time(Date(timeIntervalSince1970: 1_780_998_060))]),
    Accepted(
      name: "after -- every word is an argument", argv: ["parse", "--", "--json", "-x"], command: .parse,
      arguments: ["--json", "-x"], values: [:]),
    Accepted(
      name: "sample with a language and a limit",
      argv: ["sample", "messages.sendMessage", "--language", "zh", "--limit", "5"], command: .sample,
      arguments: ["messages.sendMessage"], values: [.language: .text("zh"), .limit: .integer(5)]),
    Accepted(
      name: "--help excuses a missing argument", argv: ["conformance", "-h"], command: .conformance,
      arguments: [], values: [.help: .on]),
    Accepted(
      name: "a completion shell", argv: ["completion", "fish"], command: .completion, arguments: ["fish"],
      values: [:]),
    Accepted(
      name: "test with no paths", argv: ["test", "--update"], command: .test, arguments: [],
      values: [.update: .on]),
  ]

  @Test(arguments: accepted)
  func readsACommandLine(_ line: Accepted) throws {
    let options = try Options.parse(line.argv, localZone: TimeZone(identifier: "UTC") ?? .current)
    #expect(options.command == line.command)
    #expect(options.arguments == line.arguments)
    #expect(options.values == line.values)
  }

  struct Rejected: CustomTestStringConvertible, Sendable {
    let name: String
    let argv: [String]
    let error: UsageError
    var testDescription: String { name }
  }

  static let rejected: [Rejected] = [
    Rejected(
      name: "an unknown flag, with the closest", argv: ["--jsno"],
      error: .unknownFlag("--jsno", command: .shell, suggestion: "--json")),
    Rejected(
      name: "a command's flag is suggested only for it", argv: ["conformance", existingFile, "--rpeat", "2"],
      error: .unknownFlag("--rpeat", command: .conformance, suggestion: "--repeat")),
    Rejected(
      name: "an unknown command, with the closest", argv: ["conformence", "x"],
      error: .unknownCommand("conformence", suggestion: "conformance")),
    Rejected(
      name: "a word that is no command", argv: ["send", "a", "message"],
      error: .unknownCommand("send", suggestion: nil)),
    Rejected(
      name: "--repeat abc", argv: ["conformance", existingFile, "--repeat", "abc"],
      error: .badValue("--repeat", value: "abc", problem: .notAnInteger, command: .conformance)),
    Rejected(
      name: "--grammars naming no folder", argv: ["check", "--grammars", "/nonexistent-grammars"],
      error: .badValue("--grammars", value: "/nonexistent-grammars", problem: .noSuchFile, command: .check)),
    Rejected(
      name: "--grammars naming a file", argv: ["check", "--grammars", existingFile],
      error: .badValue("--grammars", value: existingFile, problem: .notADirectory, command: .check)),
    Rejected(
      name: "--limit 0", argv: ["sample", "--limit", "0"],
      error: .badValue("--limit", value: "0", problem: .belowMinimum(1), command: .sample)),
    Rejected(
      name: "--seed -1", argv: ["demo-store", "d", "--seed", "-1"],
      error: .badValue("--seed", value: "-1", problem: .belowMinimum(0), command: .demoStore)),
    Rejected(
      name: "an argument a command does not take", argv: ["sources", "foo"],
      error: .unexpectedArgument("foo", command: .sources, suggestion: nil)),
    Rejected(
      name: "a manifest to check that is not there", argv: ["check", "foo"],
      error: .badValue("MANIFEST", value: "foo", problem: .noSuchFile, command: .check)),
    Rejected(
      name: "a second path is not taken as one", argv: ["conformance", existingFile, "bench"],
      error: .unexpectedArgument("bench", command: .conformance, suggestion: "--bench")),
    Rejected(
      name: "a flag of another command", argv: ["test", "--bench"],
      error: .flagOfOtherCommand(.bench, command: .test)),
    Rejected(
      name: "-c with a command", argv: ["-c", "hi", "test"],
      error: .flagOfOtherCommand(.oneShot, command: .test)),
    Rejected(
      name: "a flag without its value", argv: ["--store"], error: .missingValue(.store, command: .shell)),
    Rejected(
      name: "a switch given a value", argv: ["--json=yes"], error: .unwantedValue(.json, command: .shell)),
    Rejected(
      name: "a missing folder", argv: ["demo-store"], error: .missingArgument(.demoStore, "DIR")),
    Rejected(name: "search needs words", argv: ["search"], error: .missingArgument(.search, "WORDS")),
    Rejected(
      name: "a corpus that does not exist", argv: ["conformance", "/no/such/corpus.json"],
      error: .badValue("CORPUS", value: "/no/such/corpus.json", problem: .noSuchFile, command: .conformance)),
    Rejected(
      name: "a transcript path that does not exist", argv: ["test", "/no/such/transcript.txt"],
      error: .badValue("PATH", value: "/no/such/transcript.txt", problem: .noSuchFile, command: .test)),
    Rejected(
      name: "an empty utterance", argv: ["-c", ""],
      error: .badValue("-c", value: "", problem: .empty, command: .shell)),
    Rejected(
      name: "a shell completion does not know", argv: ["completion", "bsh"],
      error: .badValue(
        "SHELL", value: "bsh", problem: .notAChoice(["bash", "zsh", "fish"], suggestion: "bash"),
        command: .completion)),
    Rejected(
      name: "--now on a day that does not exist", argv: ["--now", "2026-02-30T00:00:00Z"],
      error: .badValue(
        "--now", value: "2026-02-30T00:00:00Z",
        problem: .time(.noSuchDay(year: 2026, month: 2, day: 30, at: 9)), command: .shell)),
    Rejected(
      name: "--now with an impossible offset", argv: ["--now", "2026-06-09T09:41:00+99:00"],
      error: .badValue(
        "--now", value: "2026-06-09T09:41:00+99:00", problem: .time(.noSuchOffset("+99:00", at: 20)),
        command: .shell)),
    Rejected(
      name: "--now with trailing junk", argv: ["--now", "2026-06-09T09:41:00Zjunk"],
      error: .badValue(
        "--now", value: "2026-06-09T09:41:00Zjunk", problem: .time(.trailing("junk", at: 21)), command: .shell
      )),
  ]

  @Test(arguments: rejected)
  func rejectsACommandLine(_ line: Rejected) {
    #expect(throws: line.error) { try Options.parse(line.argv) }
  }

  @Test(arguments: rejected)
  func everyMessageNamesTheWordAtFault(_ line: Rejected) {
    let text = line.error.description
    let word: String =
      switch line.error {
      case .unknownFlag(let word, _, _), .unknownCommand(let word, _), .unexpectedArgument(let word, _, _):
        word
      case .flagOfOtherCommand(let flag, _), .missingValue(let flag, _), .unwantedValue(let flag, _):
        flag.name
      case .missingArgument(_, let name): name
      case .badValue(let source, _, _, _): source
      }
    #expect(text.contains(word))
  }

  @Test func everyFlagSpellingIsTheTableOnly() {
    let spellings = Flag.allCases.flatMap(\.spellings)
    #expect(Set(spellings).count == spellings.count)
    for flag in Flag.allCases {
      let owners = Command.allCases.filter { $0.flags.contains(flag) }
      // A flag is global or belongs to exactly one command, so “it goes with …” names one.
      #expect(Flag.global.contains(flag) != (owners.count == 1), "\(flag.name)")
      #expect(!flag.help.isEmpty)
      #expect((flag.value == nil) == flag.valueName.isEmpty, "\(flag.name)")
    }
  }
}
