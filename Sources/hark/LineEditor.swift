// The interactive shell's line editor over libedit: editing, UTF-8 (Chinese included), history
// kept in a file, Tab completion, Ctrl-C that cancels the line and Ctrl-D that ends input.
import CEdit
import Foundation
import HarkGrammar
import Synchronization

/// Set by libedit's character reader when a byte of the line being typed was not UTF-8 (it is shown
/// as “�” while the line is edited); read and cleared when the line is entered. A global because the
/// reader is a C callback with no context of its own.
private let invalidByteTyped = Atomic<Bool>(false)

/// Reads lines from the terminal with libedit; reads plain lines when stdin is not a terminal.
final class LineEditor {
  /// What one call to `readLine` produced.
  enum Input: Equatable {
    /// An entered line, without its newline.
    case line(String)
    /// An entered line with bytes that are not UTF-8: refused, never sent with “�” in their place.
    case invalidUTF8(UTF8Check.Invalid)
    /// Ctrl-C: the current line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of stdin.
    case endOfInput
  }

  /// Gives the full candidate words for the word being typed, from the text before the cursor.
  typealias Completer = @Sendable (_ lineBeforeCursor: String) -> [String]

  private let completer: Completer
  private let historyPath: String?
  /// nil when stdin is not a terminal: libedit is then left alone.
  private var editLine: OpaquePointer?
  private var history: OpaquePointer?
  private var input: UnsafeMutablePointer<FILE>?
  private var output: UnsafeMutablePointer<FILE>?
  private var errorOutput: UnsafeMutablePointer<FILE>?
  /// The wide prompt libedit's prompt callback hands back; owned here, NUL-terminated.
  private var prompt: UnsafeMutablePointer<wchar_t>
  /// The line and cursor after a Tab that could not complete further, for bash's second Tab.
  private var stalledCompletion: (line: [wchar_t], cursor: Int)?

  /// Why the history file could not be read or written, if it could not; for the shell to report.
  private(set) var historyProblem: String?

  /// Sets up the editor.
  /// - Parameters:
  ///   - programName: the name libedit uses for `~/.editrc` sections.
  ///   - historyFile: created with its folder (0700) when missing; loaded now; saved after each
  ///     line added to history and on `close`. nil keeps history in memory only.
  ///   - completer: called on Tab with the text before the cursor.
  init(programName: String, historyFile: URL?, completer: @escaping Completer) {
    self.completer = completer
    self.historyPath = historyFile?.path
    prompt = .allocate(capacity: 1)
    prompt.initialize(to: 0)
    guard isatty(0) == 1 else { return }
    Self.useUTF8Locale()
    Interrupts.install()
    openEditor(programName: programName)
    loadHistory()
  }

  deinit {
    close()
    prompt.deallocate()
  }

  /// Reads one line, showing `prompt` (which may contain ANSI colour codes).
  func readLine(prompt text: String) -> Input {
    guard let editLine else {
      if let line = Swift.readLine(strippingNewline: true) { return .line(line) }
      return .endOfInput
    }
    setPrompt(text)
    stalledCompletion = nil
    _ = Interrupts.takePending()
    invalidByteTyped.store(false, ordering: .relaxed)
    var count: Int32 = 0
    let result = el_wgets(editLine, &count)
    if Interrupts.takePending() {
      write("\n")
      return .interrupted
    }
    guard let result, count > 0 else {
      write("\n")  // libedit leaves the cursor after its "^D"
      return .endOfInput
    }
    var line = Self.string(UnsafeBufferPointer(start: result, count: Int(count)))
    if line.hasSuffix("\n") { line.removeLast() }
    // The first "�" stands where the first bad byte was: the line's bytes before it are its offset.
    if invalidByteTyped.exchange(false, ordering: .relaxed),
      let bad = line.unicodeScalars.firstIndex(of: "\u{FFFD}")
    {
      return .invalidUTF8(UTF8Check.Invalid(offset: String(line.unicodeScalars[..<bad]).utf8.count))
    }
    return .line(line)
  }

  /// Adds a non-empty line to history (not when it repeats the previous one) and saves the file.
  func addToHistory(_ line: String) {
    guard let history, !line.allSatisfy(\.isWhitespace) else { return }
    let wide = Self.wide(line)
    _ = hark_history_enter(history, wide)
    saveHistory()
  }

  /// Saves history and gives the terminal back. Safe to call more than once.
  func close() {
    saveHistory()
    if let editLine { el_end(editLine) }
    if let history { history_wend(history) }
    for file in [input, output, errorOutput] { if let file { fclose(file) } }
    editLine = nil
    history = nil
    input = nil
    output = nil
    errorOutput = nil
  }

  // MARK: Setting up

  /// libedit decodes and encodes characters by the locale: without a UTF-8 one, Chinese input is
  /// silently dropped. Only LC_CTYPE is set, so number formatting elsewhere is unaffected.
  private static func useUTF8Locale() {
    if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)),
      String(cString: codeset) == "UTF-8"
    {
      return
    }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }

  private func openEditor(programName: String) {
    // Duplicates, so that closing these streams leaves the shell's own 0, 1 and 2 open.
    input = fdopen(dup(0), "r")
    output = fdopen(dup(1), "w")
    errorOutput = fdopen(dup(2), "w")
    guard let editor = el_init(programName, input, output, errorOutput) else { return }
    editLine = editor
    _ = hark_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
    _ = hark_el_set_emacs(editor)
    _ = hark_el_set_signal(editor, 0)
    _ = hark_el_set_prompt(
      editor,
      { editor in
        guard let editor, let me = LineEditor.from(editor) else { return nil }
        return me.prompt
      }, wchar_t(bitPattern: PromptText.invisibleMarker.value))
    _ = hark_el_set_getc(
      editor,
      { editor, character in
        guard let editor, let character else { return -1 }
        return LineEditor.readCharacter(editor, into: character)
      })
    _ = hark_el_bind_completion(
      editor,
      { editor, _ in
        guard let editor, let me = LineEditor.from(editor) else { return UInt8(CC_ERROR) }
        return me.complete(editor)
      })
    _ = hark_el_bind_reverse_search(editor)

    if let history = history_winit() {
      self.history = history
      _ = hark_history_set_size(history, 1000)
      _ = hark_history_set_unique(history, 1)
      _ = hark_el_set_history(editor, history)
    }
  }

  private static func from(_ editor: OpaquePointer) -> LineEditor? {
    guard let raw = hark_el_get_clientdata(editor) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(raw).takeUnretainedValue()
  }

  private func setPrompt(_ text: String) {
    let wide = PromptText.wide(text)
    prompt.deallocate()
    prompt = .allocate(capacity: wide.count)
    prompt.initialize(from: wide, count: wide.count)
  }

  // MARK: Reading characters

  /// libedit's character reader: one character from fd 0, decoded by the locale. Returns 1 for a
  /// character, 0 at end of file, and -1 when Ctrl-C interrupted the read, which makes `el_wgets`
  /// give up on the line at once.
  private static func readCharacter(_ editor: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>)
    -> Int32
  {
    var state = mbstate_t()
    while true {
      var byte: CChar = 0
      let got = read(0, &byte, 1)
      if got == 0 { return 0 }
      if got < 0 {
        guard errno == EINTR else { return -1 }
        if interruptPending.load(ordering: .relaxed) { return -1 }
        if resizePending.exchange(false, ordering: .relaxed) { el_resize(editor) }
        continue
      }
      var decoded: wchar_t = 0
      switch mbrtowc(&decoded, &byte, 1, &state) {
      case -2:
        continue  // part of a longer character
      case -1:
        state = mbstate_t()
        character.pointee = 0xFFFD  // an invalid byte shows as the replacement character
        invalidByteTyped.store(true, ordering: .relaxed)
        return 1
      default:
        character.pointee = decoded
        return 1
      }
    }
  }

  // MARK: Completion

  private func complete(_ editor: OpaquePointer) -> UInt8 {
    guard let before = Self.lineState(editor) else { return UInt8(CC_ERROR) }
    let lineBeforeCursor = Self.string(before.line[..<before.cursor])
    let repeated = stalledCompletion.map { $0.line == before.line && $0.cursor == before.cursor } ?? false
    let decision = WordCompletion.decide(
      lineBeforeCursor: lineBeforeCursor, candidates: completer(lineBeforeCursor), repeated: repeated)
    var status = UInt8(CC_REFRESH)
    switch decision {
    case .beep:
      status = UInt8(CC_REFRESH_BEEP)
    case .replace(let deleting, let text):
      if deleting > 0 { el_deletestr(editor, Int32(deleting)) }
      if el_winsertstr(editor, Self.wide(text)) != 0 { status = UInt8(CC_ERROR) }
    case .list(let candidates):
      let width = Int(hark_terminal_columns(1))
      write("\n" + CandidateColumns.layout(candidates, terminalWidth: width > 0 ? width : 80))
      status = UInt8(CC_REDISPLAY)
    }
    // A Tab pressed next on an unchanged line counts as the second Tab.
    stalledCompletion = Self.lineState(editor)
    return status
  }

  /// The whole line as wide characters and the cursor's offset in it.
  private static func lineState(_ editor: OpaquePointer) -> (line: [wchar_t], cursor: Int)? {
    guard let info = el_wline(editor), let start = info.pointee.buffer else { return nil }
    let line = Array(UnsafeBufferPointer(start: start, count: info.pointee.lastchar - start))
    return (line, info.pointee.cursor - start)
  }

  // MARK: History

  private func loadHistory() {
    guard let history, let historyPath else { return }
    let folder = (historyPath as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      historyProblem = "cannot create the history folder \(folder): \(error.localizedDescription)"
      return
    }
    if FileManager.default.fileExists(atPath: historyPath) {
      if hark_history_load(history, historyPath) < 0 {
        historyProblem = "cannot read the history file \(historyPath)"
      }
    } else {
      saveHistory()
    }
  }

  /// Writes the whole history to a temporary file beside the real one and renames it over it, so
  /// that a shell killed while saving, or another shell starting meanwhile, never sees a
  /// truncated file.
  private func saveHistory() {
    guard let history, let historyPath else { return }
    let temporary = historyPath + ".\(getpid()).tmp"
    if hark_history_save(history, temporary) < 0 || rename(temporary, historyPath) != 0 {
      unlink(temporary)
      historyProblem = "cannot write the history file \(historyPath)"
    }
  }

  // MARK: Text

  private func write(_ text: String) {
    guard let output else { return }
    fputs(text, output)
    fflush(output)
  }

  static func wide(_ text: String) -> [wchar_t] {
    text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  }

  static func string<Wide: Sequence<wchar_t>>(_ wide: Wide) -> String {
    var scalars = String.UnicodeScalarView()
    for code in wide {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: code)) { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
