import Foundation
import HarkApps
import HarkCore
import HarkTesting

/// Dispatches the command line to the shell or a subcommand; returns the exit status.
enum Hark {
  static let version = "0.1.0"

  static func run(arguments: [String], environment: [String: String]) -> Int32 {
    let options: Options
    do { options = try Options.parse(arguments) } catch {
      Output.error("hark: \(error)\nRun “hark --help” for usage.")
      return 2
    }
    if options.help {
      Output.write(Help.text + "\n")
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
      case .check: return GrammarCommands.checkGrammars(grammarsDirectory: setup.grammarsDirectory())
      case .sample:
        return GrammarCommands.sample(options.arguments, grammarsDirectory: setup.grammarsDirectory())
      case .conformance: return GrammarCommands.conformance(options.arguments)
      case .parse: return try ParseCommand.run(setup)
      case .search, .index, .demoStore:
        Output.error("hark: \(options.command.rawValue) is not available yet")
        return 2
      }
    } catch {
      Output.error(error.message)
      return error.status
    }
  }

  static func shell(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let environment = try setup.shellEnvironment(notice: { Output.error($0) })
    let conversation = Conversation(environment: environment)
    let meta = MetaCommands(environment: environment)
    let interactive = setup.options.oneShot == nil && isatty(0) == 1
    let printer = EventPrinter(
      json: setup.options.json,
      colour: !setup.options.json && Terminal.useColour(1, environment: setup.environment))
    if let utterance = setup.options.oneShot {
      var batch = Batch(conversation: conversation, printer: printer, meta: meta)
      return batch.runOne(utterance)
    }
    if interactive {
      return REPL(
        conversation: conversation, printer: printer, meta: meta, environment: environment, setup: setup
      ).run()
    }
    var batch = Batch(conversation: conversation, printer: printer, meta: meta)
    return batch.runStandardInput()
  }
}
