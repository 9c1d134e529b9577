// The hark executable: flags, the REPL or a batch, printing. Everything else is in the libraries.
import Foundation

let status = Hark.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
