import Foundation
import HarkGrammar
import Synchronization

/// The learned second stage behind the grammars: one ``IntentModel`` per language that has
/// `examples:`, trained from the grammar files and kept in the user's cache folder, keyed by the
/// grammars' fingerprint, so later starts load it in milliseconds.
public struct Understanding: Sendable {
  /// The models by language (read or trained now, when made by ``lazy(_:cacheDirectory:)``).
  public var models: [IntentModel] { source.value.models }
  /// Whether the models were read from the cache rather than trained.
  public var isFromCache: Bool { source.value.fromCache }
  let source: Models

  /// Changes whenever features, training or the file format change: old cache files are then
  /// ignored.
  public static let version = "7"

  public init(models: [IntentModel], isFromCache: Bool = false) {
    source = Models(models: models, fromCache: isFromCache)
  }

  private init(source: Models) { self.source = source }

  /// The models, made once: given, or read or trained when first asked for.
  ///
  /// Internal, not private: with Swift 6.3 a debug build crashed copying a `ShellEnvironment`
  /// (another module) whose `Understanding?` held a private class here.
  final class Models: Sendable {
    private let made: Mutex<(models: [IntentModel], fromCache: Bool)?>
    private let make: @Sendable () -> (models: [IntentModel], fromCache: Bool)

    init(models: [IntentModel], fromCache: Bool) {
      made = Mutex((models, fromCache))
      make = { (models, fromCache) }
    }

    init(make: @escaping @Sendable () -> (models: [IntentModel], fromCache: Bool)) {
      made = Mutex(nil)
      self.make = make
    }

    var value: (models: [IntentModel], fromCache: Bool) {
      made.withLock { made in
        if let made { return made }
        let value = make()
        made = value
        return value
      }
    }
  }

  /// Trains a model for every language of `grammar` that has examples.
  public static func train(_ grammar: GrammarSet) -> Understanding {
    var models: [IntentModel] = []
    for language in grammar.languages {
      let data = TrainingSet.from(grammar, language: language)
      guard !data.examples.isEmpty else { continue }
      models.append(IntentModel.train(data, language: language))
    }
    return Understanding(models: models)
  }

  /// The models for `grammar`: read from `cacheDirectory` when a file for these grammars is
  /// there, whole and undamaged (its checksum covers every weight), else trained and written
  /// there over whatever was (a folder that cannot be written only costs the training at the
  /// next start).
  public static func load(_ grammar: GrammarSet, cacheDirectory: URL?) -> Understanding {
    guard let cacheDirectory, !grammar.fingerprint.isEmpty else { return train(grammar) }
    let file = cacheDirectory.appendingPathComponent(
      "understanding-v\(version)-\(grammar.fingerprint).bin")
    // Read into memory of its own, not mapped: another process cutting the file short must not
    // crash this one (``ModelBytes``).
    if let bytes = ModelBytes(reading: file), let models = ModelFile.read(bytes) {
      return Understanding(models: models, isFromCache: true)
    }
    let trained = train(grammar)
    CacheFile.write(Array(ModelFile.write(trained.models)), to: file)
    return trained
  }

  /// What ``load(_:cacheDirectory:)`` gives, read (or trained) only when the models are first
  /// asked for. The shell asks the learned stage only about lines no grammar reads confidently,
  /// so a one-shot `hark -c "text Flare hi"` never reads the model file at all.
  public static func lazy(_ grammar: GrammarSet, cacheDirectory: URL?) -> Understanding {
    Understanding(
      source: Models {
        let loaded = load(grammar, cacheDirectory: cacheDirectory)
        return (loaded.models, loaded.isFromCache)
      })
  }

  /// `$XDG_CACHE_HOME/hark`, else `~/.cache/hark`.
  public static func cacheDirectory(environment: [String: String]) -> URL? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return URL(fileURLWithPath: cache).appendingPathComponent("hark")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/hark")
  }

  /// The model reading `language`, or nil.
  public func model(_ language: Language) -> IntentModel? {
    models.first { $0.language == language } ?? models.first { $0.language.covers(language) }
  }

  /// What the model of `language` makes of `line`; nil when no model reads the language.
  public func verdict(_ line: String, language: Language) -> ModelVerdict? {
    model(language)?.verdict(line)
  }
}
