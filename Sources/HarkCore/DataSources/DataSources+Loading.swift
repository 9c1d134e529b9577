import Foundation

extension DataSources {
  /// The sources in use. A store's own `<store>/sources` decides every kind: the kinds it names
  /// are its, the others are the store's own folders (a demo store never shows the person's real
  /// calendar, contacts or mail). Otherwise, for each kind, the first of these that names it:
  /// 1. `$XDG_CONFIG_HOME/hark/sources` (default `~/.config/hark/sources`);
  /// 2. the tools' own configs: khal's (calendars), khard's (address books), notmuch's together
  ///    with neomutt's or mutt's (mail; ``mail(notmuch:mutt:)``); the XDG user directories (files:
  ///    DOCUMENTS, DOWNLOAD, DESKTOP; pictures: PICTURES); `MPD_HOST` and `MPD_PORT` (music), else
  ///    libmpdclient's own default (``loadMedia(into:decided:environment:)``);
  /// 3. the store's own folder of that kind.
  /// A file with problems decides as well (its sections that read correctly are used, the
  /// problems are in ``problems``): a mistake never silently shows another place's data. A problem
  /// no section's kind explains (`[calender home]`) decides every kind.
  /// `environment` gives `XDG_CONFIG_HOME`, `HOME` and the tools' variables (tests pass their own,
  /// never the developer's); `store` is nil for no store.
  public static func load(store: URL?, environment: [String: String]) -> DataSources {
    if let store {
      let file = store.appendingPathComponent("sources")
      switch readText(file) {
      case .absent: break
      case .unreadable(let reason): return DataSources(problems: [unreadable(file, reason)])
      case .text(let text):
        let read = SourcesFile(text: text, file: file, environment: environment, inStore: true)
        var sources = storeOwn(store)
        sources.problems = read.problems
        if read.decides.contains(.calendar) { sources.calendars = read.calendars }
        if read.decides.contains(.contacts) { sources.addressBooks = read.addressBooks }
        if read.decides.contains(.mail) { sources.mail = read.mail }
        if read.decides.contains(.files) { sources.files = read.files }
        if read.decides.contains(.pictures) { sources.pictures = read.pictures }
        if read.decides.contains(.music) { sources.music = read.music }
        return sources
      }
    }
    var sources = DataSources()
    var decided: Set<SourceKind> = []
    let config = configFolder(environment)
    if let file = config?.appendingPathComponent("hark/sources") {
      switch readText(file) {
      case .absent: break
      case .unreadable(let reason): return DataSources(problems: [unreadable(file, reason)])
      case .text(let text):
        let read = SourcesFile(text: text, file: file, environment: environment)
        sources.problems += read.problems
        decided = read.decides
        sources.calendars = read.calendars
        sources.addressBooks = read.addressBooks
        sources.mail = read.mail
        sources.files = read.files
        sources.pictures = read.pictures
        sources.music = read.music
      }
    }
    if !decided.contains(.calendar), let file = config?.appendingPathComponent("khal/config") {
      if let read = readTool(
        file, &sources.problems, { KhalConfig(text: $0, file: $1, environment: environment) })
      {
        if let khal = read, !(khal.calendars.isEmpty && khal.problems.isEmpty) {
          sources.calendars = khal.calendars
          sources.problems += khal.problems
          decided.insert(.calendar)
        } else if read == nil {
          decided.insert(.calendar)
        }
      }
    }
    if !decided.contains(.contacts), let file = khardFile(environment, config: config) {
      if let read = readTool(
        file, &sources.problems, { KhardConfig(text: $0, file: $1, environment: environment) })
      {
        if let khard = read, !(khard.addressBooks.isEmpty && khard.problems.isEmpty) {
          sources.addressBooks = khard.addressBooks
          sources.problems += khard.problems
          decided.insert(.contacts)
        } else if read == nil {
          decided.insert(.contacts)
        }
      }
    }
    if !decided.contains(.mail) {
      var unreadable = false
      let notmuch = firstExisting(NotmuchConfig.candidates(environment)).flatMap { file in
        readTool(file, &sources.problems) { NotmuchConfig(text: $0, file: $1, environment: environment) }
          .flatMap { read in
            if read == nil { unreadable = true }
            return read.map { ($0, file) }
          }
      }
      let mutt = firstExisting(MuttConfig.candidates(environment)).flatMap { file in
        readTool(file, &sources.problems) { text, _ in MuttConfig(text: text, environment: environment) }
          .flatMap { read in
            if read == nil { unreadable = true }
            return read.map { ($0, file) }
          }
      }
      sources.problems += notmuch?.0.problems ?? []
      if let found = mail(notmuch: notmuch, mutt: mutt) {
        sources.mail = [found]
        decided.insert(.mail)
      } else if unreadable || !(notmuch?.0.problems.isEmpty ?? true) {
        decided.insert(.mail)
      }
    }
    loadMedia(into: &sources, decided: &decided, environment: environment)
    sources.trash = homeTrash(environment) ?? store.map(storeTrash)
    if let store {
      if !decided.contains(.files) { sources.files = storeOwnFiles(store) }
      if !decided.contains(.pictures) { sources.pictures = storeOwnPictures(store) }
      if !decided.contains(.calendar) { sources.calendars = storeOwnCalendars(store) }
      if !decided.contains(.contacts) { sources.addressBooks = storeOwnAddressBooks(store) }
      if !decided.contains(.mail) { sources.mail = storeOwnMail(store) }
    }
    return sources
  }

  /// The mailbox notmuch's config and a muttrc name together, or nil when neither names a local
  /// Maildir. The Maildir is the muttrc's `folder`, else notmuch's mail root, else the muttrc's
  /// `spoolfile`; notmuch's database is used when the Maildir is its mail root or in it. `record`,
  /// `postponed` and `trash` in the Maildir name the Sent, Drafts and Trash folders (`+.Sent` is the
  /// Maildir++ folder "Sent"). mutt's `sendmail` gets the recipients as arguments where Hark gives
  /// them in the message, so `-t` (and `-oi`) are added when it lacks them. The sender: the muttrc's
  /// `from` (its name, else `realname`), else notmuch's `user.primary_email` and `user.name`.
  static func mail(notmuch: (NotmuchConfig, URL)?, mutt: (MuttConfig, URL)?) -> MailSourceSpec? {
    let settings = mutt?.0.settings ?? [:]
    let muttPlace = settings["folder"] ?? (notmuch?.0.mailRoot == nil ? settings["spoolfile"] : nil)
    guard let maildirPath = muttPlace?.value ?? notmuch?.0.mailRoot?.path else { return nil }
    let maildir = URL(fileURLWithPath: maildirPath, isDirectory: true).standardizedFileURL
    var spec = MailSourceSpec(name: "main", maildir: maildir, origin: .storeFolder)
    var muttLines: [Int] = muttPlace.map { [$0.line] } ?? []
    var usesNotmuch = muttPlace == nil
    if let (notmuch, notmuchFile) = notmuch, let root = notmuch.mailRoot?.standardizedFileURL.path,
      maildir.path == root || maildir.path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    {
      spec.notmuchDatabase = notmuch.database
      spec.notmuchConfig = notmuchFile
      usesNotmuch = true
    }
    func folderName(_ key: String) -> String? {
      guard let setting = settings[key], setting.value.hasPrefix(maildir.path + "/") else { return nil }
      var name = setting.value.dropFirst(maildir.path.count + 1)
      if name.hasPrefix(".") { name = name.dropFirst() }
      guard !name.isEmpty else { return nil }
      muttLines.append(setting.line)
      return String(name)
    }
    spec.drafts = folderName("postponed") ?? spec.drafts
    spec.sent = folderName("record") ?? spec.sent
    spec.trash = folderName("trash") ?? spec.trash
    if let setting = settings["sendmail"], var words = SourceCommandLine.words(setting.value), !words.isEmpty
    {
      if !words.contains("-t") { words.append("-t") }
      if !words.contains("-oi") && !words.contains("-i") { words.append("-oi") }
      spec.sendmail = words
      muttLines.append(setting.line)
    }
    if let setting = settings["from"], let sender = SourceSender(setting.value) {
      spec.fromAddress = sender.address
      spec.fromName = sender.name
      muttLines.append(setting.line)
    } else if let address = notmuch?.0.primaryEmail {
      spec.fromAddress = address
      usesNotmuch = true
    }
    if spec.fromName == nil, let setting = settings["realname"], !setting.value.isEmpty {
      spec.fromName = setting.value
      muttLines.append(setting.line)
    } else if spec.fromName == nil, let name = notmuch?.0.userName {
      spec.fromName = name
      usesNotmuch = true
    }
    var origins: [SourceOrigin] = []
    if usesNotmuch, let (config, file) = notmuch { origins.append(.notmuch(file, line: config.line)) }
    if let (_, file) = mutt, let line = muttLines.min() { origins.append(.mutt(file, line: line)) }
    spec.origin = origins.count == 1 ? origins[0] : .combined(origins)
    return spec
  }

  /// khard's config: `$KHARD_CONFIG`, else `$XDG_CONFIG_HOME/khard/khard.conf`.
  static func khardFile(_ environment: [String: String], config: URL?) -> URL? {
    if let named = environment["KHARD_CONFIG"], !named.isEmpty { return URL(fileURLWithPath: named) }
    return config?.appendingPathComponent("khard/khard.conf")
  }

  /// The first of `files` that exists (a folder is said when read, as unreadable).
  static func firstExisting(_ files: [URL]) -> URL? {
    files.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// A tool's config read: nil when it is absent, `.some(nil)` when it could not be read (the
  /// problem added to `problems`), else what `read` made of its text.
  static func readTool<Config>(
    _ file: URL, _ problems: inout [SourcesDiagnostic], _ read: (String, URL) -> Config
  ) -> Config?? {
    switch readText(file) {
    case .absent: return nil
    case .unreadable(let reason):
      problems.append(unreadable(file, reason))
      return .some(nil)
    case .text(let text): return .some(read(text, file))
    }
  }

  /// The problem of a file that exists and could not be read.
  static func unreadable(_ file: URL, _ reason: String) -> SourcesDiagnostic {
    SourcesDiagnostic(
      file: file, line: 1, column: 1, word: file.lastPathComponent, problem: .unreadable(reason))
  }

  /// `$XDG_CONFIG_HOME`, or `$HOME/.config` when it is unset, empty or relative (the XDG base
  /// directory specification ignores a relative one); nil with neither.
  static func configFolder(_ environment: [String: String]) -> URL? {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
  }

  /// What reading a configuration file found.
  enum ReadText {
    case absent
    case unreadable(String)
    case text(String)
  }

  /// The file's text; absent when there is no such file.
  static func readText(_ file: URL) -> ReadText {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { return .absent }
    if isDirectory.boolValue { return .unreadable("it is a folder") }
    let data: Data
    do { data = try Data(contentsOf: file) } catch {
      // The system's reason (permission denied, …) as Foundation words it.
      return .unreadable((error as NSError).localizedFailureReason ?? error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text") }
    return .text(text)
  }
}
