import Foundation

extension SourcesFileReader {
  /// A `[contacts NAME]` section as an address book, or every problem in it.
  func addressBook(_ section: SourcesSection) -> Result<AddressBookSourceSpec, Problems> {
    var problems: [SourcesDiagnostic] = []
    func problem(_ entry: SourcesEntry, atValue: Bool = true, _ kind: SourcesDiagnostic.Problem) {
      problems.append(diagnostic(entry, atValue: atValue, kind))
    }
    var folder: URL?
    var named = false
    var isDefault = false
    var isReadOnly = false
    var me: String?
    for entry in section.entries {
      if entry.value.isEmpty {
        problem(entry, atValue: false, .emptyValue)
        if entry.key == "folder" { named = true }
        continue
      }
      switch entry.key {
      case "folder":
        named = true
        folder = path(entry) { entry, atValue, kind in problem(entry, atValue: atValue, kind) }
      case "me": me = entry.value
      case "default", "read-only":
        guard let flag = SourcesFileReader.yesOrNo(entry.value) else {
          problem(entry, .notYesOrNo)
          continue
        }
        if entry.key == "default" { isDefault = flag } else { isReadOnly = flag }
      default: problem(entry, atValue: false, .unknownKey(known: SourcesFileReader.contactsKeys))
      }
    }
    if !named { problems.append(noFolder(section, key: "folder")) }
    guard problems.isEmpty, let folder else { return .failure(Problems(problems: problems)) }
    return .success(
      AddressBookSourceSpec(
        name: section.name.isEmpty ? SourcesFileReader.name(of: folder, kind: .contacts) : section.name,
        folder: folder, isDefault: isDefault, isReadOnly: isReadOnly, me: me, origin: origin(section)))
  }

  /// A `[mail NAME]` section as a mailbox, or every problem in it.
  func mailbox(_ section: SourcesSection) -> Result<MailSourceSpec, Problems> {
    var problems: [SourcesDiagnostic] = []
    func problem(_ entry: SourcesEntry, atValue: Bool = true, _ kind: SourcesDiagnostic.Problem) {
      problems.append(diagnostic(entry, atValue: atValue, kind))
    }
    var maildir: URL?
    var named = false
    var spec = MailSourceSpec(name: section.name, maildir: file, origin: origin(section))
    for entry in section.entries {
      if entry.value.isEmpty {
        problem(entry, atValue: false, .emptyValue)
        if entry.key == "maildir" { named = true }
        continue
      }
      let expand = { (entry: SourcesEntry) in
        path(entry) { entry, atValue, kind in problem(entry, atValue: atValue, kind) }
      }
      switch entry.key {
      case "maildir":
        named = true
        maildir = expand(entry)
      case "notmuch": spec.notmuchDatabase = expand(entry)
      case "drafts": spec.drafts = entry.value
      case "sent": spec.sent = entry.value
      case "trash": spec.trash = entry.value
      case "sendmail":
        if let words = SourceCommandLine.words(entry.value) {
          spec.sendmail = words
        } else {
          problem(entry, .unclosedQuote)
        }
      case "from":
        if let sender = SourceSender(entry.value) {
          spec.fromName = sender.name
          spec.fromAddress = sender.address
        } else {
          problem(entry, .notASender)
        }
      case "read-only":
        guard let flag = SourcesFileReader.yesOrNo(entry.value) else {
          problem(entry, .notYesOrNo)
          continue
        }
        spec.isReadOnly = flag
      default: problem(entry, atValue: false, .unknownKey(known: SourcesFileReader.mailKeys))
      }
    }
    if !named { problems.append(noFolder(section, key: "maildir")) }
    guard problems.isEmpty, let maildir else { return .failure(Problems(problems: problems)) }
    spec.maildir = maildir
    if spec.name.isEmpty { spec.name = SourcesFileReader.name(of: maildir, kind: .mail) }
    return .success(spec)
  }

  /// The problem `kind` at an entry's value, or at its key.
  func diagnostic(_ entry: SourcesEntry, atValue: Bool, _ kind: SourcesDiagnostic.Problem)
    -> SourcesDiagnostic
  {
    SourcesDiagnostic(
      file: file, line: entry.line, column: atValue ? entry.valueColumn : entry.keyColumn,
      word: atValue ? entry.value : entry.key, problem: kind)
  }

  /// A section that names no folder, said at its name.
  func noFolder(_ section: SourcesSection, key: String) -> SourcesDiagnostic {
    SourcesDiagnostic(
      file: file, line: section.line, column: section.nameColumn,
      word: section.name.isEmpty ? section.kind.rawValue : section.name, problem: .noFolder(key: key))
  }

  /// A section without a name (`[contacts]`) is named by its folder's last part.
  static func name(of folder: URL, kind: SourceKind) -> String {
    let last = folder.lastPathComponent
    return last.isEmpty || last == "/" ? kind.rawValue : last
  }
}

/// A command line as a configuration file writes it (`msmtp -a "my work" -t`): words split at
/// spaces, `'…'` and `"…"` keep spaces, a backslash keeps the next character, as a shell reads it
/// without expanding anything.
enum SourceCommandLine {
  /// The words of `text`; nil when a quote is not closed.
  static func words(_ text: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "\"", "'":
        quote = character
        inWord = true
      case "\\":
        escaped = true
        inWord = true
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}

/// A sender as a `From` line or a muttrc's `from` writes it: `Sam Lee <sam@example.com>`,
/// `"Lee, Sam" <sam@example.com>`, `<sam@example.com>` or `sam@example.com`.
struct SourceSender: Equatable {
  /// The name, when one is given.
  var name: String?
  /// The address: something `@` something, without spaces.
  var address: String

  /// The sender `text` names; nil when it names no address.
  init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var name: String?
    var address = trimmed
    if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
      address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
      var said = trimmed[..<open].trimmingCharacters(in: .whitespaces)
      if said.count >= 2, said.hasPrefix("\""), said.hasSuffix("\"") {
        said = String(said.dropFirst().dropLast())
      }
      if !said.isEmpty { name = said }
    }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      !address.contains(where: { $0 == " " || $0 == "\t" || $0 == "<" || $0 == ">" })
    else { return nil }
    self.name = name
    self.address = address
  }
}
