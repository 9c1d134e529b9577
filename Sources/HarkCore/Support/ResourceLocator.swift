import Foundation

/// Finds the grammar files: an explicit folder, `$HARK_GRAMMARS`, an installed copy beside the
/// executable, or the checkout Hark was built from.
public enum ResourceLocator {
  /// The checkout this library was compiled from (three folders above this source file).
  public static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `Grammars` folder to load, the first that exists of the candidates in order.
  public static func grammars(
    explicit: String?, environment: [String: String], executable: URL?
  ) -> URL {
    var candidates: [URL] = []
    if let explicit { return URL(fileURLWithPath: explicit) }
    if let fromEnvironment = environment["HARK_GRAMMARS"], !fromEnvironment.isEmpty {
      return URL(fileURLWithPath: fromEnvironment)
    }
    if let executable {
      candidates.append(
        executable.deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("share/hark/Grammars"))
    }
    candidates.append(checkout.appendingPathComponent("Grammars"))
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
      ?? candidates[candidates.count - 1]
  }
}
