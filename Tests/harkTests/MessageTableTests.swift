import Foundation
import Testing

@testable import hark

/// Words for people, codes for scripts (issue 27): lines the shell cannot do, each with the exact
/// words it says, in the conversation's language, and the exit status a script reads (1 not done,
/// 2 usage, 3 store fault). Each runs the `hark` executable built beside these tests on one demo
/// store (a store fault on a copy with its collection broken).
@Suite struct MessageTableTests {
  /// Where the store's broken collection is, for a fault.
  enum Breakage: String, Sendable {
    case link, fifo, folder
  }

  struct Case: CustomStringConvertible, Sendable {
    var arguments: [String]
    /// Where the words are said: standard output (an utterance's answer) or error (usage).
    var onStandardError = false
    /// The first line said, exactly; `{store}` stands for the store's folder.
    var words: String
    var status: Int32
    /// `unicornchat/messages.jsonl` replaced by a link, a FIFO or a folder first.
    var broken: Breakage? = nil
    /// Bytes after `-c` given through the shell's printf (an argument that is not UTF-8).
    var printfUtterance: String? = nil
    var description: String { (arguments + [printfUtterance ?? ""]).joined(separator: " ") }
  }

  static func said(_ line: String, _ words: String) -> Case {
    Case(arguments: ["-c", line], words: words, status: 1)
  }

  static func usage(_ arguments: [String], _ words: String) -> Case {
    Case(arguments: arguments, onStandardError: true, words: words, status: 2)
  }

  static func fault(_ line: String, _ broken: Breakage, _ words: String) -> Case {
    Case(arguments: ["-c", line], words: words, status: 3, broken: broken)
  }

  static let link = "{store}/unicornchat/messages.jsonl: is a symbolic link; the store does not follow links"
  static let fifo =
    "{store}/unicornchat/messages.jsonl: is a FIFO, not a regular file; the store reads and writes only plain files (move it away)"
  static let folder =
    "{store}/unicornchat/messages.jsonl: is a folder, not a regular file; the store reads and writes only plain files (move it away)"
  static let nothingDone = "Your store's unicornchat/messages.jsonl could not be read, so nothing was done: "
  static let nothingDoneZh = "无法读取存储中的unicornchat/messages.jsonl，所以什么也没做："
  static let linkZh = "{store}/unicornchat/messages.jsonl是符号链接，存储不跟随链接"
  static let fifoZh = "{store}/unicornchat/messages.jsonl不是普通文件，存储只读写普通文件（请把它移走）"

  static let cases: [Case] = [
    // Understood, but cannot be done: what went wrong, in the line's language; exit 1.
    said("email this file to Dana", "I'm not sure which file you mean: nothing has been shown yet."),
    said("rename this file to notes", "I'm not sure which file you mean: nothing has been shown yet."),
    said("forward this email to Dana", "I'm not sure which email you mean: nothing has been shown yet."),
    said("move it to 4pm", "I'm not sure which event you mean: nothing has been shown yet."),
    said("apply noir to this photo", "I'm not sure which photo you mean: nothing has been shown yet."),
    said(
      "summarize this conversation", "I'm not sure which conversation you mean: nothing has been shown yet."),
    said("总结这个对话", "还没有显示过任何对话，不确定你指的是哪一个。"),
    said("email this conversation to Dana", "“this conversation” isn't a file: only files can be attached."),
    said("email the zebra report to Dana", "I couldn't find a file called “zebra report”."),
    said("把斑马报告发邮件给Dana", "没有找到叫“斑马报告”的文件。"),
    said("add lunch with Dana at 25pm", "“25pm” isn't something I can use as the start time."),
    said("call 911", "911 is an emergency number and a terminal can't dial it: call it from a phone now."),
    said("call 112", "112 is an emergency number and a terminal can't dial it: call it from a phone now."),
    said("给911打电话", "911是紧急电话，终端无法拨打：请立即用电话拨打。"),
    said("给110打电话", "110是紧急电话，终端无法拨打：请立即用电话拨打。"),
    said("call Glow", "I have no phone number for Glow."),
    said("call 5551234", "I have no phone number for 5551234."),
    said("给Glow打电话", "我没有Glow的电话号码。"),
    said("call my grandmother", "I don't know who your grandmother is."),
    said("text my grandmother hi", "I don't know who your grandmother is."),
    said("给我奶奶发消息说你好", "我不知道你奶奶是谁。"),
    said(
      "play the Zumba playlist",
      "I don't know a playlist called Zumba. The playlists here: Focus, Road trip and Sleep."),
    said("播放Zumba歌单", "我不认识叫Zumba的歌单。现有的歌单：Focus、Road trip和Sleep。"),
    said(
      "explain this text",
      "No app here can explain text: that needs an app with a language model, and a terminal has no screen "
        + "for me to read “this text” from. Paste the text into a message or a note and I can find it."),
    said(
      "解释这段文字",
      "这里没有能解释文字的应用：需要一个带语言模型的应用，而终端也没有屏幕可读取“这段文字”。把文字粘贴到消息或笔记里，我就能找到它。"),
    said("blorp wibble", "I didn't understand “blorp wibble”."),
    said("呜啦啦", "我没听懂“呜啦啦”。"),
    // A command line the executable cannot run: said on standard error after "hark:"; exit 2.
    usage(["--bogus"], "hark: unknown flag “--bogus”"),
    usage(
      ["frobnicate"], "hark: unknown command “frobnicate” (to run an utterance: hark -c \"frobnicate …\")"),
    usage(["parse"], "hark: parse needs utterances, as arguments or one per line on standard input"),
    usage(["-c", ""], "hark: -c: “” is empty"),
    usage(
      ["--grammars", "/nonexistent-grammars", "-c", "hi"],
      "hark: --grammars: “/nonexistent-grammars” does not exist"),
    usage(["--grammars", "/etc/passwd", "-c", "hi"], "hark: --grammars: “/etc/passwd” is not a folder"),
    usage(["search"], "hark: search needs WORDS; usage: hark search WORDS…"),
    usage(["completion"], "hark: completion needs SHELL; usage: hark completion SHELL"),
    usage(["sample", "--limit", "x"], "hark: --limit: “x” is not a whole number"),
    usage(
      ["--now", "2026-02-30T00:00:00Z", "-c", "hi"],
      "hark: --now: “2026-02-30T00:00:00Z” cannot be read as an ISO-8601 time: there is no day 30 in "
        + "February 2026 (it has 28 days), at character 9"),
    Case(
      arguments: ["-c"], onStandardError: true,
      words: "hark: the utterance after -c is not valid UTF-8 (byte offset 10); nothing was done", status: 2,
      printfUtterance: "text Glow \\377 hi"),
    Case(
      arguments: ["parse"], onStandardError: true,
      words: "hark: argument 2 is not valid UTF-8 (byte offset 3); nothing was done", status: 2,
      printfUtterance: "caf\\303 hi"),
    // The store could not be read: said once, as the store's fault, not "couldn't find"; exit 3.
    fault("show my messages from Flare", .link, nothingDone + link + "."),
    fault("show my last message from Bubbles", .link, nothingDone + link + "."),
    fault("显示Flare发来的消息", .link, nothingDoneZh + linkZh + "。"),
    fault("show my messages from Flare", .fifo, nothingDone + fifo + "."),
    fault("显示Flare发来的消息", .fifo, nothingDoneZh + fifoZh + "。"),
    fault("show my last message from Bubbles", .folder, nothingDone + folder + "."),
  ]

  /// The `hark` executable built with these tests.
  static let hark = ExecutableLocation.current().deletingLastPathComponent().appendingPathComponent("hark")

  /// A demo store made by the shell once, for every case that does not break one.
  static let store: Result<URL, MessageTableError> = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-messages-\(UUID().uuidString)"
    )
    .appendingPathComponent("store")
    let made = run(arguments: ["-c", ":intents"], store: folder)
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("hark-store.json").path) else {
      return .failure(MessageTableError(text: "no demo store: \(made.error)"))
    }
    return .success(folder)
  }()

  struct MessageTableError: Error { let text: String }

  static func run(arguments: [String], store: URL, printf: String? = nil) -> (
    output: String, error: String, status: Int32
  ) {
    let process = Process()
    if let printf {
      // The kernel's argv holds the bytes as printf writes them: Process would encode them.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\" \"$(printf '\(printf)')\"", hark.path] + arguments
    } else {
      process.executableURL = hark
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    environment["HARK_STORE"] = store.path
    environment["HARK_NOW"] = "2026-06-09T09:41:00Z"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return ("", "cannot run \(hark.path): \(error)", -1) }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus
    )
  }

  /// A copy of the demo store whose UnicornChat messages collection is `broken`.
  static func brokenStore(_ broken: Breakage, from store: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-fault-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("store")
    try FileManager.default.copyItem(at: store, to: copy)
    let files = copy.appendingPathComponent("unicornchat/messages.jsonl")
    let aside = folder.appendingPathComponent("messages.jsonl")
    try FileManager.default.moveItem(at: files, to: aside)
    switch broken {
    case .link: try FileManager.default.createSymbolicLink(at: files, withDestinationURL: aside)
    case .fifo: #expect(mkfifo(files.path, 0o600) == 0)
    case .folder: try FileManager.default.createDirectory(at: files, withIntermediateDirectories: false)
    }
    return copy
  }

  @Test func theTableHasFortyLinesAndEveryExitStatus() {
    #expect(Self.cases.count >= 40)
    #expect(Set(Self.cases.map(\.status)) == [1, 2, 3])
    #expect(Self.cases.contains { $0.words.unicodeScalars.contains { $0.properties.isIdeographic } })
  }

  @Test(arguments: cases)
  func saysWhatWentWrongWithItsExitStatus(_ testCase: Case) throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.hark.path), "no hark beside the tests")
    var store = try Self.store.get()
    if let broken = testCase.broken { store = try Self.brokenStore(broken, from: store) }
    defer {
      if testCase.broken != nil { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
    }
    let result = Self.run(arguments: testCase.arguments, store: store, printf: testCase.printfUtterance)
    let stream = testCase.onStandardError ? result.error : result.output
    let first = stream.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    #expect(first == testCase.words.replacingOccurrences(of: "{store}", with: store.path))
    #expect(result.status == testCase.status)
    // Never an internal name: no schema id, no parameter as the schema spells it.
    for name in ["mail.createDraft", "phone.startCall", "startDate", "HARK_MODEL_DIR"] {
      #expect(!(result.output + result.error).contains(name))
    }
    if testCase.broken != nil {
      // Said once: the fault event, not again among the store's warnings on standard error.
      #expect(!result.error.contains("unicornchat/messages.jsonl"))
    }
  }
}
