import Foundation

/// Where the running executable is, links resolved: the grammars are looked for beside it.
enum ExecutableLocation {
  /// `/proc/self/exe`, because `argv[0]` is only `hark` when the shell found it on the `PATH`;
  /// `argv[0]` when `/proc` is not mounted.
  static func current() -> URL {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  }
}
