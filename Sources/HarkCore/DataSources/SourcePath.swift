import Foundation

/// Paths as configuration files write them: `~` for the home folder and `$VAR` / `${VAR}` from the
/// environment (what khal's `expanduser` and `expandvars` accept), relative ones against the
/// folder of the file that names them.
enum SourcePath {
  /// Why a path could not be expanded.
  enum Problem: Error, Equatable {
    /// `$NAME` is not set in the environment.
    case unsetVariable(String)
    /// `~` with no `HOME` to put there.
    case noHome
  }

  /// `text` expanded: `~` or `~/…` at the start, every `$NAME` and `${NAME}`; relative to `base`.
  static func expand(_ text: String, environment: [String: String], base: URL) -> Result<URL, Problem> {
    var expanded = ""
    var rest = Substring(text)
    if rest == "~" || rest.hasPrefix("~/") {
      guard let home = environment["HOME"], !home.isEmpty else { return .failure(.noHome) }
      expanded = home
      rest = rest.dropFirst()
    }
    while let dollar = rest.firstIndex(of: "$") {
      expanded += rest[..<dollar]
      var after = rest[rest.index(after: dollar)...]
      let name: Substring
      if after.first == "{", let close = after.firstIndex(of: "}") {
        name = after[after.index(after: after.startIndex)..<close]
        after = after[after.index(after: close)...]
      } else {
        let end =
          after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII } ?? after.endIndex
        name = after[..<end]
        after = after[end...]
      }
      if name.isEmpty {
        // A lone `$` is a character of the path, as in Python's expandvars.
        expanded += "$"
      } else {
        guard let value = environment[String(name)] else { return .failure(.unsetVariable(String(name))) }
        expanded += value
      }
      rest = after
    }
    expanded += rest
    let url =
      expanded.hasPrefix("/")
      ? URL(fileURLWithPath: expanded, isDirectory: true)
      : base.appendingPathComponent(expanded, isDirectory: true)
    return .success(url.standardizedFileURL)
  }

  /// `path` with the home folder said as `~`, as a person writes it.
  static func abbreviated(_ url: URL, home: String?) -> String {
    var path = url.path
    if path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard var home, !home.isEmpty else { return path }
    if home.count > 1, home.hasSuffix("/") { home.removeLast() }
    if path == home { return "~" }
    if path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
    return path
  }
}
