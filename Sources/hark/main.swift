// The hark executable: flags, the REPL or a batch, printing. Everything else is in the libraries.
import Foundation

// The store holds people's messages: whatever Hark creates (store, index, history) is private.
umask(0o077)
// The arguments as the kernel gave them: `CommandLine.arguments` would put U+FFFD where a byte is
// not UTF-8, and a message would go out with it. Such an argument is refused by its offset.
let arguments: [String]
switch Hark.arguments(argc: CommandLine.argc, argv: CommandLine.unsafeArgv) {
case .success(let decoded): arguments = decoded
case .failure(let refusal): exit(Hark.refuse(refusal))
}
let status = Hark.run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
exit(status)
