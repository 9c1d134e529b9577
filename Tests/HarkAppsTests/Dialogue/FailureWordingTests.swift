import Foundation
import HarkApps
import HarkGrammar
import HarkStore
import Testing

@testable import HarkCore

/// Failures are values worded in one place, in the conversation's language: every intent error
/// and every store error, said in English and in Chinese through the grammar folders' phrases, with
/// no English word in the Chinese and no schema id or parameter name in either.
@Suite struct FailureWordingTests {
  /// A failure and the data it carries (names, paths, characters), which are said as written.
  struct Failure: CustomTestStringConvertible, Sendable {
    let name: String
    let error: any Error
    let data: [String]

    init(_ name: String, _ error: any Error, data: [String] = []) {
      self.name = name
      self.error = error
      self.data = data
    }

    var testDescription: String { name }
  }

  struct Unexpected: Error {}

  static let store = "/home/dana/.local/share/hark/store"
  static let messages = store + "/unicornchat/messages.jsonl"

  static let intentFailures: [Failure] = [
    Failure("needs a recipient", IntentError.needsValue(parameter: "destination")),
    Failure("needs a new name", IntentError.needsValue(parameter: "newName")),
    Failure("needs a start time", IntentError.needsValue(parameter: "startDate")),
    Failure("needs a recipient (to)", IntentError.needsValue(parameter: "to")),
    Failure("needs attachments", IntentError.needsValue(parameter: "attachments")),
    Failure("needs a parameter with no words", IntentError.needsValue(parameter: "colourScheme")),
    Failure(
      "an album already there", IntentError.alreadyExists(IntentSubject(PhotoAlbum.self, name: "family")),
      data: ["family"]),
    Failure(
      "a file already in its folder",
      IntentError.alreadyExists(IntentSubject(FileItem.self, name: "offsite agenda.pages"), place: "Work"),
      data: ["offsite agenda.pages", "Work"]),
    Failure(
      "a playlist already there", IntentError.alreadyExists(IntentSubject(Playlist.self, name: "Glow")),
      data: ["Glow"]),
    Failure(
      "an event no longer there",
      IntentError.noLongerThere(IntentSubject(CalendarEvent.self, name: "Standup")), data: ["Standup"]),
    Failure("a draft no longer there", IntentError.noLongerThere(IntentSubject(MailDraft.self))),
    Failure("a message no longer there", IntentError.noLongerThere(IntentSubject(UnicornMessage.self))),
    Failure(
      "an empty playlist", IntentError.empty(IntentSubject(Playlist.self, name: "Road trip")),
      data: ["Road trip"]),
    Failure(
      "an empty album", IntentError.empty(IntentSubject(PhotoAlbum.self, name: "Glow")), data: ["Glow"]),
    Failure("a message not yours", IntentError.notYours(IntentSubject(UnicornMessage.self))),
    Failure("an email not yours", IntentError.notYours(IntentSubject(MailMessage.self))),
    Failure("a slash in a new name", IntentError.forbiddenCharacter("/", parameter: "newName")),
    Failure("a colon in a name", IntentError.forbiddenCharacter(":", parameter: "name")),
    Failure("an end before the start", IntentError.endsBeforeStart),
    Failure("a draft without recipient", IntentError.lacks(IntentSubject(MailDraft.self), parameter: "to")),
    Failure(
      "an event without start", IntentError.lacks(IntentSubject(CalendarEvent.self), parameter: "startDate")),
    Failure(
      "a contact without handle", IntentError.lacks(IntentSubject(ContactPerson.self), parameter: "handle")),
    Failure(
      "an ambiguous surname",
      IntentError.ambiguousPerson(name: "Rivera", candidates: ["Sam Rivera", "Mary Rivera", "Leo Rivera"]),
      data: ["Sam Rivera", "Mary Rivera", "Leo Rivera", "Rivera"]),
    Failure(
      "an ambiguous first name",
      IntentError.ambiguousPerson(name: "Dana", candidates: ["Dana Lee", "Dana Kim"]),
      data: ["Dana Lee", "Dana Kim", "Dana"]),
    Failure(
      "a card without email", IntentError.noEmailAddress(person: "Glow", inAddressBook: true), data: ["Glow"]),
    Failure(
      "nobody with email", IntentError.noEmailAddress(person: "Sparky", inAddressBook: false),
      data: ["Sparky"]),
    Failure(
      "a person not kept", IntentError.personNotKept(person: "Mary Rivera", app: "UnicornChat"),
      data: ["Mary Rivera", "UnicornChat"]),
    Failure(
      "an undeclared parameter",
      IntentError.unknownParameter(intent: "messages.unsendMessage", parameter: "colour")),
    Failure("a value of the wrong kind", IntentError.wrongKind(parameter: "startDate")),
    Failure("a wrong kind for a recipient", IntentError.wrongKind(parameter: "destination")),
    Failure("a stub not written", IntentError.notImplemented(intent: "messages.draftMessage")),
    Failure(
      "an attachment not kept for want of space",
      IntentError.attachmentNotKept(
        name: "plan.pdf", cause: .io(path: store + "/mail/attachments", operation: "write", errno: ENOSPC)),
      data: ["plan.pdf", store + "/mail/attachments"]),
    Failure(
      "an attachment that cannot be read", IntentError.attachmentNotKept(name: "plan.pdf", cause: nil),
      data: ["plan.pdf"]),
    Failure("an error of no stage", Unexpected()),
  ]

  static let storeErrors: [(String, StoreError, [String])] = [
    ("not a directory", .notADirectory(path: store), [store]),
    ("unreadable", .unreadable(path: store, reason: "Permission denied"), [store]),
    ("not a store", .notAStore(path: store), [store, StoreError.markerName]),
    ("a newer format", .newerFormat(path: store, found: 3, supported: 1), [store]),
    ("not empty", .notEmpty(path: store), [store]),
    ("an invalid name", .invalidName("../mail"), ["../mail"]),
    ("outside the store", .outsideStore(path: "/etc/passwd"), ["/etc/passwd"]),
    ("a symbolic link", .symbolicLink(path: messages), [messages]),
    ("a FIFO", .notARegularFile(path: messages, kind: "a FIFO"), [messages]),
    ("a folder", .notARegularFile(path: messages, kind: "a folder"), [messages]),
    ("a hard link", .hardLink(path: messages, links: 2), [messages]),
    ("a stale index", .staleIndex(path: messages), [messages]),
    ("locked", .locked(path: store, errno: EAGAIN), [store]),
    ("no space to write", .io(path: messages, operation: "write", errno: ENOSPC), [messages]),
    ("no permission to open", .io(path: messages, operation: "open", errno: EACCES), [messages]),
    ("a read-only disk", .io(path: messages, operation: "rename", errno: EROFS), [messages]),
    ("a file gone", .io(path: messages, operation: "open", errno: ENOENT), [messages]),
    ("a name too long", .io(path: messages, operation: "mkdir", errno: ENAMETOOLONG), [messages]),
    ("too many open files", .io(path: messages, operation: "open", errno: EMFILE), [messages]),
    ("a disk error", .io(path: messages, operation: "fsync", errno: EIO), [messages]),
    ("an errno without words", .io(path: messages, operation: "read", errno: EXDEV), [messages]),
  ]

  static let calendarFile = "/home/sam/.calendars/home/0A1B.ics"
  static let server = "http://127.0.0.1:5232/sam/home/"

  /// The person's own calendar, a folder of `.ics` files or a server, failing where it lives.
  static let sourceFailures: [(String, SourceFailure, [String])] = [
    ("a file that does not read", .unreadable(path: calendarFile, line: 0), [calendarFile]),
    ("a line that does not read", .unreadable(path: calendarFile, line: 7), [calendarFile, "7"]),
    ("changed by another program", .changedElsewhere(name: "Dentist"), ["Dentist"]),
    ("a missing folder", .missingFolder(path: "/home/sam/.calendars/home"), ["/home/sam/.calendars/home"]),
    ("no space to write", .io(path: calendarFile, operation: "write", errno: ENOSPC), [calendarFile]),
    ("a server down", .unreachable(location: server), [server]),
    ("credentials refused", .credentialsRefused(location: server), [server]),
    ("a server's other answer", .serverAnswered(location: server, status: 507), [server, "507"]),
    ("a read-only calendar", .readOnly(name: "Team"), ["Team"]),
    (
      "a password file others can read", .secretReadableByOthers(path: "/home/sam/.dav-pass"),
      ["/home/sam/.dav-pass"]
    ),
    ("no calendar to write to", .readOnly(name: nil), []),
    ("an event that cannot be written", .invalidEvent, []),
    (
      "no music server, the store's own", .musicServerAbsent(location: musicSocket, config: musicConfig),
      [musicSocket, "mpd " + musicConfig]
    ),
    // The commands and settings that start or name a server are said as they are typed.
    (
      "no music server of the person's", .musicServerAbsent(location: "localhost:6600", config: nil),
      ["localhost:6600", "mpd", "MPD_HOST", "[music]", "sources"]
    ),
    (
      "the music server refused", .musicServer(location: musicSocket, message: "No such playlist"),
      [musicSocket, "No such playlist"]
    ),
  ]
  static let musicSocket = "/home/sam/demo/music/mpd.socket"
  static let musicConfig = "/home/sam/demo/music/mpd.conf"

  /// Every failure of the table: each intent error, then each store error as the intent's
  /// storage failure and alone, then each failure of the person's own data.
  static let failures: [Failure] =
    intentFailures
    + sourceFailures.map { Failure("source: " + $0.0, IntentError.source($0.1), data: $0.2) }
    + storeErrors.map { Failure("storage: " + $0.0, IntentError.storage($0.1), data: $0.2) }
    + storeErrors.map { Failure("store: " + $0.0, $0.1, data: $0.2) }

  static let wording: FailureWording? = GrammarSet.load(
    directory: ResourceLocator.checkout.appendingPathComponent("Grammars")
  ).grammar.map { FailureWording(phrases: Phrases(grammar: $0)) }

  /// Schema ids, intent names and domain prefixes (`messages.`), and parameter names the shell
  /// words otherwise (`destination`, `startDate`): none is said to a person.
  /// (Short names that are English words, `to`, `cc`, `bcc`, and names that are also a kind of
  /// entity, `contact`, are left to the other checks.)
  static let forbidden: [String] = {
    let intents = SchemaCatalog.domains.flatMap(\.intents)
    let grammar = wording?.phrases?.grammar
    let kinds = Set(SampleApps.registry.apps.flatMap(\.entityTypes).map(\.displayName))
    var words = Set(intents.flatMap { [$0.id.rawValue, $0.name] })
    words.formUnion(intents.map { String($0.id.rawValue.prefix { $0 != "." }) + "." })
    words.formUnion(
      intents.flatMap(\.parameters).map(\.name).filter { name in
        name.count > 3 && !kinds.contains(name)
          && grammar?.response("parameter_" + name, intent: nil, language: .english) != name
      })
    words.insert("colour")
    words.insert("colourScheme")
    return words.sorted()
  }()

  @Test func theTableHasAtLeastFortyFailures() {
    #expect(Self.failures.count >= 40)
  }

  @Test(arguments: failures)
  func aFailureIsSaidInChineseWithNoEnglishWord(_ failure: Failure) throws {
    let wording = try #require(Self.wording)
    let text = wording.sentence(failure.error, language: .chinese)
    let words = Self.withoutData(text, failure.data)
    #expect(words.hasPrefix("没有成功："), "\(text)")
    #expect(Self.englishWords(words).isEmpty, "English in “\(text)”: \(Self.englishWords(words))")
    #expect(!Self.unfilled(words), "a phrase left unfilled: \(text)")
    #expect(Self.leaks(words).isEmpty, "“\(text)” says \(Self.leaks(words))")
    for value in failure.data { #expect(text.contains(value), "“\(text)” leaves out \(value)") }
  }

  @Test(arguments: failures)
  func aFailureIsSaidInEnglishWithNoSchemaName(_ failure: Failure) throws {
    let wording = try #require(Self.wording)
    let text = wording.sentence(failure.error, language: .english)
    let words = Self.withoutData(text, failure.data)
    #expect(words.hasPrefix("That didn't work: "), "\(text)")
    #expect(!Self.unfilled(words), "a phrase left unfilled: \(text)")
    #expect(Self.leaks(words).isEmpty, "“\(text)” says \(Self.leaks(words))")
    for value in failure.data { #expect(text.contains(value), "“\(text)” leaves out \(value)") }
  }

  @Test func aStoreErrorIsSaidInEnglishAsTheStoreDescribesIt() throws {
    let wording = try #require(Self.wording)
    for (name, error, _) in Self.storeErrors where name != "an invalid name" {
      #expect(wording.reason(error, language: .english) == error.description, "\(name)")
    }
  }

  @Test func withoutGrammarsAFailureIsStillSaidInEnglish() {
    let text = FailureWording.inEnglish(
      IntentError.storage(.symbolicLink(path: Self.messages)))
    #expect(text == Self.messages + ": is a symbolic link; the store does not follow links")
    #expect(
      FailureWording.inEnglish(IntentError.needsValue(parameter: "destination")) == "it needs the value")
  }

  @Test(arguments: [
    ("给Flare发消息说你好", "无法读取存储中的unicornchat/contacts.jsonl，所以什么也没做：", "不是普通文件"),
    (
      "text Flare hi", "Your store's unicornchat/contacts.jsonl could not be read, so nothing was done: ",
      "contacts.jsonl: is a folder, not a regular file"
    ),
  ])
  func aStoreFaultIsSaidInTheLinesLanguage(_ line: String, _ start: String, _ reason: String) throws {
    let conversation = try DecisionAgreementTests.conversation { root in
      let contacts = root.appendingPathComponent("unicornchat/contacts.jsonl")
      try FileManager.default.removeItem(at: contacts)
      try FileManager.default.createDirectory(at: contacts, withIntermediateDirectories: false)
    }
    var events: [ShellEvent] = []
    conversation.respond(to: line) { events.append($0) }
    let event = try #require(events.first)
    #expect(event.kind == .fault)
    #expect(event.text.hasPrefix(start), "\(event.text)")
    #expect(event.text.contains(reason), "\(event.text)")
    if Language.guess(line).isChinese {
      // The file's paths are data; the rest is Chinese.
      let words = event.text.replacingOccurrences(
        of: "[!-~]*contacts\\.jsonl", with: "", options: .regularExpression)
      #expect(Self.englishWords(words).isEmpty, "English in “\(event.text)”")
    }
  }

  // MARK: What became of a slot's words, as the responder says it.

  /// A slot's words that became no value: the intent and parameter they were for, what they
  /// became (from Chinese words too, where the words are said back), and the data said as
  /// written (the words, names, paths).
  struct SlotProblem: CustomTestStringConvertible, Sendable {
    let name: String
    let intent: SchemaID
    let parameter: String
    let outcome: Resolution
    var chinese: Resolution?
    let data: [String]

    var testDescription: String { name }

    /// What the words became in `language`.
    func outcome(_ language: Language) -> Resolution {
      language.isChinese ? chinese ?? outcome : outcome
    }
  }

  static let mother = IntentPerson(name: PersonNameComponents(displayName: "Mary Rivera"))

  static let slotProblems: [SlotProblem] = [
    SlotProblem(
      name: "a playlist not found", intent: .playAudio, parameter: "target", outcome: .notFound("jazz"),
      data: ["jazz", "Focus", "Road trip", "Sleep"]),
    SlotProblem(
      name: "a person not found", intent: .sendMessage, parameter: "destination",
      outcome: .notFound("Sparky"),
      data: ["Sparky"]),
    SlotProblem(
      name: "no date", intent: .createEvent, parameter: "startDate", outcome: .invalid("purple"),
      data: ["purple"]),
    SlotProblem(
      name: "no such day", intent: .createEvent, parameter: "startDate",
      outcome: .noSuchDay(words: "february 30", year: 2027, month: 2, day: 30), data: ["2027", "30"]),
    SlotProblem(
      name: "nobody with the relationship", intent: .sendMessage, parameter: "destination",
      outcome: .unknownRelationship("my wife"), chinese: .unknownRelationship("我妻子"), data: []),
    SlotProblem(
      name: "a relationship not in the app", intent: .sendMessage, parameter: "destination",
      outcome: .notInApp(words: "my mother", person: "Mary Rivera"),
      chinese: .notInApp(words: "我妈妈", person: "Mary Rivera"), data: ["Mary Rivera", "UnicornChat"]),
    SlotProblem(
      name: "a person to take in", intent: .sendMessage, parameter: "destination",
      outcome: .importable(words: "my mother", person: mother),
      chinese: .importable(words: "我妈妈", person: mother),
      data: ["Mary Rivera", "UnicornChat"]),
    SlotProblem(
      name: "nothing shown to point at", intent: .unsendMessage, parameter: "message",
      outcome: .nothingToReference("that message"), data: []),
    SlotProblem(
      name: "contacts that cannot be read", intent: .sendMessage, parameter: "destination",
      outcome: .unreadable(words: "Dana", error: .storage(.symbolicLink(path: messages))),
      data: ["Dana", messages]),
    SlotProblem(
      name: "files that cannot be opened", intent: .openFile, parameter: "target",
      outcome: .unreadable(
        words: "budget",
        error: .storage(.io(path: store + "/files/files.jsonl", operation: "open", errno: EACCES))),
      data: ["budget", store + "/files/files.jsonl"]),
    SlotProblem(
      name: "a finder's own error", intent: .playAudio, parameter: "target",
      outcome: .unreadable(words: "jazz", error: IntentError(Unexpected())), data: ["jazz"]),
  ]

  @Test(arguments: slotProblems)
  func aSlotProblemIsSaidInBothLanguagesWithNoSchemaName(_ problem: SlotProblem) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let adopter = try #require(SampleApps.registry.adopters(of: problem.intent).first)
    for language in [Language.english, .chinese] {
      let invocation = Invocation(
        schema: adopter.intent.schema, app: adopter.app, kind: adopter.intent, language: language)
      let parameter = try #require(invocation.parameter(problem.parameter))
      let text = conversation.responder.problemText(problem.outcome(language), parameter, invocation)
      try Self.expectWorded(text, data: problem.data, language: language)
    }
  }

  /// What a slot that fits several asks: “Which Dana?”, 哪个Dana？, and for a kind shown, the kind.
  @Test(arguments: [(ChoiceSubject.words("Dana"), ["Dana"]), (.kind("contact"), [])])
  func aChoiceIsAskedInBothLanguagesWithNoSchemaName(_ asking: ChoiceSubject, _ data: [String]) throws {
    let conversation = try DecisionAgreementTests.conversation()
    let adopter = try #require(SampleApps.registry.adopters(of: .sendMessage).first)
    for language in [Language.english, .chinese] {
      let invocation = Invocation(
        schema: adopter.intent.schema, app: adopter.app, kind: adopter.intent, language: language)
      let parameter = try #require(invocation.parameter("destination"))
      let prompt = try #require(
        conversation.responder.prompt(for: .choose(parameter, asking: asking, candidates: []), invocation))
      try Self.expectWorded(prompt.question, data: data, language: language)
    }
  }

  /// `text` is said: not empty, every phrase filled, no schema id or parameter name, each value
  /// of `data` said as written, and in Chinese no English word but the data.
  static func expectWorded(_ text: String, data: [String], language: Language) throws {
    let words = withoutData(text, data)
    #expect(!text.isEmpty, "nothing said in \(language)")
    #expect(!unfilled(words), "a phrase left unfilled: \(text)")
    #expect(leaks(words).isEmpty, "“\(text)” says \(leaks(words))")
    if language.isChinese {
      #expect(englishWords(words).isEmpty, "English in “\(text)”: \(englishWords(words))")
    }
    for value in data { #expect(text.contains(value), "“\(text)” leaves out \(value)") }
  }

  /// `text` with each data value taken out (longest first, so a name inside another goes with it).
  static func withoutData(_ text: String, _ data: [String]) -> String {
    data.sorted { $0.count > $1.count }.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
  }

  /// Whether `text` holds a placeholder or a phrase key: a phrase a language lacks.
  static func unfilled(_ text: String) -> Bool {
    text.contains("{") || ["failure_", "store_", "system_"].contains { text.contains($0) }
  }

  /// Runs of two or more ASCII letters: English words.
  static func englishWords(_ text: String) -> [String] {
    var runs: [String] = []
    var run = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic {
        run.unicodeScalars.append(scalar)
      } else {
        if run.count >= 2 { runs.append(run) }
        run = ""
      }
    }
    if run.count >= 2 { runs.append(run) }
    return runs
  }

  /// The forbidden ids and names `text` says as words of their own.
  static func leaks(_ text: String) -> [String] {
    forbidden.filter { word in
      var rest = Substring(text)
      while let range = rest.range(of: word) {
        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        let isLetter = { (c: Character?) in c.map { $0.isASCII && $0.isLetter } ?? false }
        // A domain prefix is followed by a name (`messages.send`), any other word by no letter.
        if !isLetter(before), word.hasSuffix(".") ? isLetter(after) : !isLetter(after) { return true }
        rest = text[range.upperBound...]
      }
      return false
    }
  }
}
