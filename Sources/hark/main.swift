// The hark executable: flags, the REPL or a batch, printing. Everything else is in the libraries.
import Foundation

// The store holds people's messages: whatever Hark creates (store, index, history) is private.
umask(0o077)
let status = Hark.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
