import Foundation
import HarkApps
import HarkCore
import HarkGrammar
import HarkSemantic
import HarkTesting

/// Dispatches the command line to the shell or a subcommand; returns the exit status.
enum Hark {
  static let version = "0.1.0"

  static func run(arguments: [String], environment: [String: String]) -> Int32 {
    let options: Options
    do { options = try Options.parse(arguments) } catch { return usageFailure(error) }
    if options.help {
      Output.write(HelpText.text(for: options.command) + "\n")
      return 0
    }
    if options.version {
      Output.write("hark \(version)\n")
      return 0
    }
    let setup = ShellSetup(options: options, environment: environment)
    do {
      switch options.command {
      case .shell: return try shell(setup)
      case .test: return try TestCommand.run(setup)
      case .check:
        return CheckCommand.run(
          grammarsDirectory: setup.grammarsDirectory(), apps: SampleApps.registry,
          sources: DataSources.load(store: setup.storePath(), environment: setup.environment),
          manifests: CheckCommand.installedManifests(in: setup.appsFolder()) + options.arguments)
      case .sources: return SourcesCommand.run(setup)
      case .apps: return AppsCommand.run(setup, arguments: options.arguments)
      case .importEvents: return try ImportEventsCommand.run(setup)
      case .importMail: return try ImportMailCommand.run(setup)
      case .importContacts: return try ImportContactsCommand.run(setup)
      case .sample:
        return GrammarCommands.sample(
          intent: options.arguments.first, language: options.text(.language),
          limit: options.integer(.limit) ?? 20, grammarsDirectory: setup.grammarsDirectory())
      case .conformance:
        return GrammarCommands.conformance(
          corpus: options.arguments.first ?? "", bench: options.isSet(.bench), quiet: options.isSet(.quiet),
          repeats: options.integer(.repeats) ?? 1, grammarsDirectory: setup.grammarsDirectory())
      case .demoStore:
        return DemoStoreCommand.run(
          folder: options.arguments.first ?? "", messages: options.integer(.messages),
          seed: UInt64(options.integer(.seed) ?? 1), now: try setup.fixedNow() ?? Date())
      case .search:
        let (environment, bridge) = try setup.shellEnvironment(notice: { Output.error($0) })
        return SearchCommand.run(options.arguments, environment: environment, bridge: bridge)
      case .index:
        let (environment, bridge) = try setup.shellEnvironment(notice: { Output.error($0) })
        return IndexCommand.run(
          environment: environment, bridge: bridge,
          model: options.text(.model).flatMap(EmbeddingModel.init(named:)))
      case .parse: return try ParseCommand.run(setup)
      case .completion:
        guard let shell = options.arguments.first.flatMap(Completion.Shell.init(rawValue:)) else {
          return usageFailure(.missingArgument(.completion, "SHELL"))
        }
        Output.write(Completion.script(for: shell))
        return 0
      case .man:
        Output.write(ManPage.text(version: version))
        return 0
      case .help:
        Output.write(
          HelpText.text(for: options.arguments.first.flatMap(Command.init(rawValue:)) ?? .shell) + "\n")
        return 0
      }
    } catch {
      // Every line the shell says of itself starts with “hark:”, a grammar's file:line:col too.
      Output.error(error.message.hasPrefix("hark:") ? error.message : "hark: " + error.message)
      return error.status
    }
  }

  /// An argument whose bytes are not UTF-8: which one (1-based, after the program's name), the
  /// argument before it (to say “the utterance after -c”), and where its first bad byte is.
  struct InvalidArgument: Error {
    let position: Int
    let previous: String?
    let invalid: UTF8Check.Invalid
  }

  /// The arguments after the program's name, each checked to be UTF-8 (the first that is not is
  /// the failure).
  static func arguments(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
    -> Result<[String], InvalidArgument>
  {
    var decoded: [String] = []
    for index in 1..<max(1, Int(argc)) {
      guard let pointer = argv[index] else { continue }
      let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)).bindMemory(to: UInt8.self)
      switch UTF8Check.decode(bytes) {
      case .success(let text): decoded.append(text)
      case .failure(let invalid):
        return .failure(InvalidArgument(position: index, previous: decoded.last, invalid: invalid))
      }
    }
    return .success(decoded)
  }

  /// Says why an argument is refused, once, and returns the usage status, 2; nothing is run. With
  /// `--json` among the arguments before it, the refusal is also an `error` event (line 1).
  static func refuse(_ argument: InvalidArgument) -> Int32 {
    let what =
      switch argument.previous {
      case "-c": "the utterance after -c"
      default: "argument \(argument.position)"
      }
    let words = "\(what) \(argument.invalid); nothing was done"
    Output.error("hark: \(words)")
    if CommandLine.arguments.prefix(argument.position).contains("--json") {
      Output.writeVerbatim(Batch.refusalEvent(words, line: 1) + "\n")
    }
    return 2
  }

  /// Prints a usage error with where to read more; exit status 2.
  static func usageFailure(_ error: UsageError) -> Int32 {
    let more = error.command.map { $0 == .shell ? "hark --help" : "hark \($0.name) --help" } ?? "hark --help"
    Output.error("hark: \(error)\nRun “\(more)” for usage.")
    return 2
  }

  static func shell(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let (environment, bridge) = try setup.shellEnvironment(notice: { Output.error($0) })
    let conversation = Conversation(environment: environment)
    let session = Session(conversation: conversation)
    let interactive = setup.options.oneShot == nil && isatty(0) == 1
    var printer = EventPrinter(
      json: setup.options.json,
      colour: !setup.options.json && Terminal.useColour(1, environment: setup.environment))
    // On the interactive shell's terminal, a choice too wide for it is laid out a line each.
    if interactive, isatty(1) == 1 { printer.columns = { Terminal.columns(1) } }
    if let utterance = setup.options.oneShot {
      var batch = Batch(session: session, printer: printer)
      let status = batch.runOne(utterance)
      // The process ends here, without freeing what the line read one object at a time (the
      // grammars, a large store's contacts and conversations): the kernel takes it back at once.
      // Freeing it cost 2.5 ms of every start (callgrind: 11 M instructions). Output was written
      // straight to the descriptors; only the conversation's caches wait for its release.
      conversation.saveCaches()
      exit(status)
    }
    if interactive {
      if !EmbeddingModel.allCases.contains(where: { $0.isInstalled(environment: setup.environment) }) {
        Output.error(
          "hark: the sentence model is not installed, so finding by meaning falls back to words (bash Scripts/semantic/install-model.sh)"
        )
      }
      DocumentsCommand.startBackgroundUpdate(environment: environment, bridge: bridge)
      return REPL(session: session, printer: printer, environment: environment, setup: setup).run()
    }
    var batch = Batch(session: session, printer: printer)
    return batch.runStandardInput()
  }
}
