import Foundation

/// A file as it moves between apps: its name, its type and its bytes (or where to find them).
///
/// The counterpart of App Intents' `IntentFile`.
public struct IntentFile: Sendable, Hashable, Codable {
  /// The file's name with its extension (`budget.numbers`).
  public var filename: String
  /// A uniform type identifier or MIME type (`public.plain-text`, `image/jpeg`).
  public var contentType: String
  /// The contents, when carried inline.
  public var data: Data?
  /// Where the contents are, when not carried inline.
  public var url: URL?

  public init(filename: String, contentType: String, data: Data? = nil, url: URL? = nil) {
    self.filename = filename
    self.contentType = contentType
    self.data = data
    self.url = url
  }
}
