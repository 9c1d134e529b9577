import Foundation
import HarkSupport
import Synchronization
import Testing

@testable import HarkGrammar

/// The compiled grammars' cache file: the same readings as a compile, written only for a clean
/// load, and a damaged or foreign file rejected (the grammars compiled instead), never crashed on.
@Suite struct GrammarCacheTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hark-grammar-cache-\(UUID().uuidString)")
  }

  static let lines = [
    "send a message to Glow saying hi", "text Flare hello", "what's on my calendar",
    "show my last message from Flare", "给Glow发消息说明天见", "what's the weather like",
  ]

  func summary(_ grammar: GrammarSet) -> [String] {
    GrammarCacheTests.lines.flatMap { line in
      grammar.readings(for: line, lists: demoLists).map { reading in
        "\(line) → \(reading.intent) \(reading.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" })"
      }
    }
  }

  /// The compile a cache file's program falls back on, in tests where every program reads back.
  static let unused: @Sendable (String) -> LanguageProgram = { language in
    Issue.record("the program of \(language) did not read back")
    return Compiler.compile(LanguageSource(language: language)).0
  }

  /// A program is read from the cache file when a line first needs it: a line of ASCII passes
  /// the Chinese program by, whose every template holds Chinese words; a Chinese line reads it.
  @Test func aLanguageIsReadWhenALineFirstNeedsIt() throws {
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let compiled = try #require(GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache).grammar)
    let loaded = try #require(GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache).grammar)
    #expect(loaded.slots.map(\.language) == ["en", "zh"])
    #expect(loaded.slots.allSatisfy { !$0.isRead })
    #expect(loaded.languages == compiled.languages)
    let english = try #require(loaded.slots.first { $0.language == "en" })
    let chinese = try #require(loaded.slots.first { $0.language == "zh" })
    // The Chinese program may take a line of ASCII by its graph (a template of slots alone: a
    // repeat, then a title); a line of ASCII is still never read as Chinese.
    #expect(english.acceptsASCIILines)
    for line in ["text Flare hello", "what's on my calendar", "what's the weather like"] {
      #expect(
        loaded.readings(for: line, lists: demoLists).map(\.intent)
          == compiled.readings(for: line, lists: demoLists).map(\.intent))
    }
    #expect(english.isRead && !chinese.isRead)
    // Not ASCII, so the Chinese program is asked, and answers.
    let readings = loaded.readings(for: "给Glow发消息说明天见", lists: demoLists)
    #expect(chinese.isRead)
    #expect(readings.first?.intent == "messages.sendMessage")
    #expect(readings.map(\.intent) == compiled.readings(for: "给Glow发消息说明天见", lists: demoLists).map(\.intent))
  }

  /// A line of ASCII is never read as a language written without spaces, even where a template of
  /// slots alone could take it: "{title}" in Chinese would read every English line.
  @Test func aLineOfASCIIIsNeverReadAsChinese() throws {
    let yaml = """
      language: zh
      lists:
        contact:
          runtime: true
      intents:
        phone.startCall:
          data:
            - sentences:
                - "[给]{contact}"
      """
    let load = GrammarSet.load(files: [("grammars/phone/zh.yaml", yaml)])
    let grammar = try #require(load.grammar)
    #expect(try #require(grammar.slots.first).acceptsASCIILines)
    let lists = RuntimeLists(["contact": [ListValue("Flare")]])
    #expect(grammar.readings(for: "Flare", lists: lists).isEmpty)
    #expect(Set(grammar.readings(for: "给Flare", lists: lists).map(\.intent)) == ["phone.startCall"])
  }

  /// Whether a line of ASCII can match a program, from its graph: a template whose every way
  /// through takes Chinese text cannot; one with Chinese words in an optional part, or with
  /// nothing but a slot, can.
  @Test(arguments: [
    ("\"给{contact}打电话\"", false), ("\"(给|打给){contact}\"", false), ("\"[请]打给{contact}\"", false),
    ("\"[给]{contact}\"", true), ("\"{contact}\"", true), ("\"(call|打给){contact}\"", true),
    ("\"打给{contact}\"\n          - \"ring {contact}\"", true),
  ])
  func aProgramTakesASCIILinesWhenSomeTemplateCan(_ sentences: String, _ expected: Bool) throws {
    let yaml = """
      language: zh
      lists:
        contact:
          runtime: true
      intents:
        phone.startCall:
          data:
            - sentences:
                - \(sentences)
      """
    let load = GrammarSet.load(files: [("grammars/phone/zh.yaml", yaml)])
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics)")
    let program = try #require(load.grammar?.programs.first)
    #expect(program.acceptsASCIILines() == expected)
    #expect(try #require(load.grammar?.slots.first).acceptsASCIILines == expected)
    // Asked of the program itself, past the check: lines of ASCII match only where it says they can.
    let request = ReadingRequest(lists: ["contact": [ListValue("Flare")]])
    let matched = ["Flare", "ring Flare", "call Flare"].filter {
      !ReadingBuilder.readings(program: program, utterance: $0, request: request).isEmpty
    }
    #expect(matched.isEmpty == !expected, "\(matched)")
  }

  /// A program that does not read back from a file whose checksum holds (a fault of this code,
  /// not of the disk) is compiled instead when a line first needs it.
  @Test func aProgramThatDoesNotReadBackIsCompiled() throws {
    let bytes = GrammarCache.encode(shipped)
    // The Chinese program's own name, inside its blob (after the slot's): "zh" made "zz", and the
    // checksum made again, so only the program's reading fails.
    let name: [UInt8] = [2, 0, 0, 0, 0, 0, 0, 0] + Array("zh".utf8)
    let starts = (0...(bytes.count - name.count)).filter { Array(bytes[$0..<$0 + name.count]) == name }
    #expect(starts.count >= 2)
    var damaged = bytes
    damaged[try #require(starts.dropFirst().first) + 9] = UInt8(ascii: "z")
    damaged = SealedBytes.sealed(Array(damaged.dropLast(8)))
    let compiled = Mutex<[String]>([])
    let chinese = try #require(shipped.slots.first { $0.language == "zh" }).program
    let grammar = try #require(
      GrammarCache.decode(Data(damaged), fingerprint: shipped.fingerprint) { language in
        compiled.withLock { $0.append(language) }
        return chinese
      })
    #expect(
      grammar.readings(for: "text Flare hello", lists: demoLists).first?.intent == "messages.sendMessage")
    #expect(compiled.withLock { $0 }.isEmpty)
    #expect(grammar.readings(for: "给Glow发消息说明天见", lists: demoLists).first?.intent == "messages.sendMessage")
    #expect(compiled.withLock { $0 } == ["zh"])
  }

  @Test func theSecondLoadReadsTheCacheAndReadsLinesAsTheCompileDoes() throws {
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let compiled = try #require(GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache).grammar)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    // The compiled grammars, and the lexicons read from the same folder (LexiconCacheTests).
    let lexicons = GrammarDirectoryLoader.fingerprint(of: LexiconSet.files(in: grammarsDirectory).files)
    #expect(
      files.sorted()
        == [
          GrammarCache.fileName(fingerprint: compiled.fingerprint),
          LexiconSet.cacheFileName(fingerprint: lexicons),
        ].sorted())
    let bytes = GrammarCache.encode(compiled)
    let decoded = try #require(
      GrammarCache.decode(Data(bytes), fingerprint: compiled.fingerprint, compile: Self.unused))
    #expect(decoded.fingerprint == compiled.fingerprint)
    // English has lists found only at word starts; Chinese, written without spaces, has none.
    #expect(decoded.programs.contains { $0.valuesAtWordStarts.contains(true) })
    for (read, made) in zip(decoded.programs, compiled.programs) {
      #expect(read.valuesAtWordStarts == made.valuesAtWordStarts)
      #expect(
        read.templatedValueStarts.map { $0?.nodes.count } == made.templatedValueStarts.map { $0?.nodes.count }
      )
      // The endings are read back, not worked out again: the same as the compile's, and known for
      // some templates.
      #expect(read.templateSuffixMasks == made.templateSuffixMasks)
      #expect(read.templateSuffixLists == made.templateSuffixLists)
      #expect(made.templateSuffixMasks.contains { $0 != LanguageProgram.anyScalar })
    }
    #expect(summary(decoded) == summary(compiled))
    #expect(!summary(compiled).isEmpty)
    #expect(decoded.intents == compiled.intents)
    #expect(
      decoded.question(intent: "messages.sendMessage", parameter: "content", language: .english)
        == compiled.question(intent: "messages.sendMessage", parameter: "content", language: .english))
    #expect(
      decoded.samples(intent: "messages.sendMessage", language: nil, limit: 50)
        == compiled.samples(intent: "messages.sendMessage", language: nil, limit: 50))
    let loaded = GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache)
    #expect(loaded.diagnostics.isEmpty)
    // Questions and responses are read with the program; the rest of the source on first use.
    let fromCache = try #require(loaded.grammar)
    #expect(
      fromCache.response("not_understood", intent: nil, language: .english)
        == compiled.response("not_understood", intent: nil, language: .english))
    #expect(
      fromCache.question(intent: "messages.sendMessage", parameter: "destination", language: .chinese)
        == compiled.question(intent: "messages.sendMessage", parameter: "destination", language: .chinese))
    #expect(
      fromCache.question(intent: "messages.sendMessage", parameter: "destination", language: .chinese) != nil)
    #expect(fromCache.programs.allSatisfy { !$0.isSourceDecoded })
    for language in [Language.english, .chinese] {
      #expect(
        fromCache.examples(language: language).map(\.intent)
          == compiled.examples(language: language).map(\.intent))
      #expect(
        fromCache.examples(language: language).map(\.sentences)
          == compiled.examples(language: language).map(\.sentences))
      #expect(fromCache.outOfScope(language: language) == compiled.outOfScope(language: language))
      #expect(!fromCache.outOfScope(language: language).isEmpty)
    }
    #expect(fromCache.programs.allSatisfy { $0.isSourceDecoded })
    #expect(try summary(#require(loaded.grammar)) == summary(compiled))
  }

  @Test func aDamagedCacheIsRejectedAndTheGrammarsAreCompiled() throws {
    let cache = folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let compiled = try #require(GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache).grammar)
    let bytes = GrammarCache.encode(compiled)
    func decodes(_ bytes: [UInt8], fingerprint: String? = nil) -> Bool {
      GrammarCache.decode(Data(bytes), fingerprint: fingerprint ?? compiled.fingerprint, compile: Self.unused)
        != nil
    }
    #expect(decodes(bytes))
    #expect(!decodes(bytes, fingerprint: "0"))
    #expect(!decodes(Array(bytes.dropLast(1))))
    #expect(!decodes(Array(bytes.prefix(bytes.count / 2))))
    #expect(!decodes([]))
    #expect(!decodes(Array("HKG0".utf8) + bytes.dropFirst(4)))
    // One flipped bit anywhere fails the checksum.
    for position in stride(from: 12, to: bytes.count, by: bytes.count / 40) {
      var damaged = bytes
      damaged[position] ^= 0x10
      #expect(!decodes(damaged), "byte \(position)")
    }
    // A file damaged on disk: the load compiles instead and says nothing is wrong.
    let file = cache.appendingPathComponent(GrammarCache.fileName(fingerprint: compiled.fingerprint))
    var damaged = bytes
    damaged[bytes.count / 3] ^= 0xff
    try Data(damaged).write(to: file)
    let load = GrammarSet.load(directory: grammarsDirectory, cacheDirectory: cache)
    #expect(load.diagnostics.isEmpty)
    #expect(try summary(#require(load.grammar)) == summary(compiled))
    // …and the compile replaced the damaged file with a whole one.
    let rewritten = try [UInt8](Data(contentsOf: file))
    #expect(rewritten != damaged)
    #expect(decodes(rewritten))
  }

  @Test func aProgramWithAnIndexOutsideItIsRejectedEvenWithAGoodChecksum() throws {
    let compiled = try #require(shipped.programs.first)
    #expect(!compiled.nodes.isEmpty)
    var writer = BinaryWriter()
    writer.put(compiled)
    let good = writer.bytes
    let program = try good.withUnsafeBytes { bytes -> LanguageProgram in
      var reader = BinaryReader(bytes)
      return try LanguageProgram(&reader)
    }
    #expect(program.nodes.count == compiled.nodes.count)
    // The same program with a node pointing past the end.
    let broken = LanguageProgram(
      language: compiled.language, ignoreWhitespace: compiled.ignoreWhitespace, skipWords: compiled.skipWords,
      source: compiled.source)
    broken.nodes = [Node(op: .chars, a: 0, b: 1, next: 99)]
    broken.pool = [97]
    broken.nodeMasks = [-1]
    var brokenWriter = BinaryWriter()
    brokenWriter.put(broken)
    #expect(
      throws: BinaryReader.Damaged.self,
      performing: {
        _ = try brokenWriter.bytes.withUnsafeBytes { bytes -> LanguageProgram in
          var reader = BinaryReader(bytes)
          return try LanguageProgram(&reader)
        }
      })
  }

  @Test func aSourceThatDoesNotDecodeIsEmptyNotACrash() throws {
    let compiled = try #require(shipped.programs.first)
    let program = LanguageProgram(
      language: compiled.language, ignoreWhitespace: compiled.ignoreWhitespace, skipWords: compiled.skipWords,
      wording: compiled.wording, encodedSource: [1, 2, 3])
    #expect(program.source.intents.isEmpty)
    #expect(program.source.language == compiled.language)
    #expect(program.wording == compiled.wording)
  }

  @Test func aLoadWithDiagnosticsIsNotCached() throws {
    let cache = folder()
    let grammars = folder()
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: grammars)
    }
    try FileManager.default.createDirectory(
      at: grammars.appendingPathComponent("messages"), withIntermediateDirectories: true)
    try "intents:\n  messages.sendMessage:\n    data:\n      - sentences:\n          - \"send (a message\"\n"
      .write(to: grammars.appendingPathComponent("messages/en.yaml"), atomically: true, encoding: .utf8)
    let load = GrammarSet.load(directory: grammars, cacheDirectory: cache)
    #expect(!load.diagnostics.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }
}

/// The cache reader's strings: ASCII taken as it is, anything else validated as UTF-8, and bytes
/// that are not UTF-8 refused.
@Suite struct BinaryReaderStringTests {
  static func read(_ bytes: [UInt8]) -> String? {
    var writer = BinaryWriter()
    writer.put(bytes)
    return writer.bytes.withUnsafeBytes { raw -> String? in
      var reader = BinaryReader(raw)
      return try? reader.string()
    }
  }

  @Test func textComesBackAsItWasWritten() {
    for text in [
      "", "a", "Flare", "exactly8", "sixteen bytes!!!", "wang xiao ming", "王小明", "Zoë", "🦄 Glow", "a\u{0}b",
    ] {
      #expect(Self.read(Array(text.utf8)) == text, "\(text)")
    }
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    let bad: [[UInt8]] = [
      [0x80], [0xFF], [0x41, 0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF0, 0x9F, 0x98], Array("long ascii run then ".utf8) + [0xF4, 0x90, 0x80, 0x80],
    ]
    for bytes in bad { #expect(Self.read(bytes) == nil, "\(bytes)") }
  }

  @Test func theASCIICheckLooksAtEveryByte() {
    for length in 0..<20 {
      for position in 0..<max(length, 1) {
        var bytes = [UInt8](repeating: 0x61, count: length)
        bytes.withUnsafeBytes { #expect(BinaryReader.isASCII($0)) }
        guard length > 0 else { continue }
        bytes[position] = 0xC3
        bytes.withUnsafeBytes { #expect(!BinaryReader.isASCII($0), "length \(length) at \(position)") }
      }
    }
  }
}
