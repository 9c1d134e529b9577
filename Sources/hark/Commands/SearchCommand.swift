import Foundation
import HarkCore
import HarkGrammar
import HarkSemantic

/// `hark search "<text>"`: what the semantic index finds, with scores, as the shell's `:search`
/// says it (`SearchListing`).
enum SearchCommand {
  static func run(_ arguments: [String], environment: ShellEnvironment, bridge: SemanticBridge) -> Int32 {
    let query = arguments.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else {
      Output.error("hark: search needs words to look for: hark search \"messages about movies\"")
      return 2
    }
    Output.write(SearchListing.text(query, environment: environment, index: bridge) + "\n")
    Output.write(DocumentsCommand.listing(query, environment: environment, bridge: bridge))
    return 0
  }
}

/// `hark index`: rebuilds the semantic index from every app's indexed entities, with a progress
/// line on a terminal; Ctrl-C stops it and the next run resumes.
enum IndexCommand {
  /// Rebuilds with `model` when given, else with the model `ModelChoice.forRebuild` picks for the
  /// store's texts; says which and why.
  static func run(environment: ShellEnvironment, bridge: SemanticBridge, model: EmbeddingModel?) -> Int32 {
    var entries: [ContentEntry] = []
    for app in environment.apps.apps {
      for type in app.entityTypes where !type.indexedProperties.isEmpty {
        // One app that cannot be read (a music server not running) leaves out its entities only.
        do { entries += try type.finder(in: environment.context(for: app)).contentEntries() } catch {
          Output.error("hark: cannot read \(app.name)'s \(type.displayName)s (left out): \(error)")
        }
      }
    }
    // Opened here, not through the bridge (but in the same store folder, the store's way): the
    // queue is left for the next open, so nothing is added to the live files with another model's
    // vectors while they are rebuilt.
    let choice: ModelChoice
    let index: SemanticIndex
    do {
      choice = try ModelChoice.forRebuild(
        folder: bridge.folder, environment: bridge.environment, requested: model,
        texts: entries.flatMap { $0.fields.values })
      index = try SemanticIndex.open(
        folder: bridge.folder, environment: bridge.environment, model: choice.model, rebuilding: true)
    } catch {
      Output.error("hark: the index cannot be opened: \(error)")
      return 1
    }
    if let notice = index.notice {
      // A model that cannot be loaded must not cost the index the vectors it has.
      if let kept = index.vectorsModel {
        Output.error(
          "hark: not rebuilding: \(notice.message) The index keeps its \(kept.rawValue) vectors; "
            + "fix the model and run hark index again.")
        return 1
      }
      Output.error("hark: \(notice.message)")
    } else {
      Output.error("hark: indexing with \(choice.description)")
    }
    Interrupts.install()
    let terminal = isatty(2) == 1
    do {
      let outcome = try index.rebuild(
        from: entries.lazy.map(SemanticBridge.entry), total: entries.count, embed: true
      ) { progress in
        if terminal {
          let left = progress.remaining.map { String(format: "%.0f s left", $0) } ?? ""
          let line = String(
            format: "\r%d/%d entities  %.0f/s  %@\u{1B}[K", progress.done, progress.total ?? 0, progress.rate,
            left)
          Output.errorRaw(line)
        }
        return !Interrupts.takePending()
      }
      if terminal { Output.errorRaw("\n") }
      switch outcome {
      case .finished(let count):
        let model = index.encoder.map { " with \($0.model.rawValue)" } ?? " for word search only"
        Output.write("indexed \(count) entities\(model)\n")
        return DocumentsCommand.update(environment: environment, bridge: bridge)
      case .stopped(let done):
        Output.write("stopped after \(done) of \(entries.count); run hark index again to resume\n")
        return 1
      }
    } catch {
      Output.error("hark: indexing failed: \(error)")
      return 1
    }
  }
}
