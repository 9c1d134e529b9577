import Foundation
import HarkCore
import HarkDocuments
import HarkSemantic

/// The documents part of `hark index` and `hark search`: the folders the sources name (the XDG
/// user directories, `[files NAME]` sections, or the store's own documents), indexed by what is in
/// them (`DocumentIndex`, in `<store>/.derived/documents`).
enum DocumentsCommand {
  /// The index of the folders `environment`'s sources name, beside the entity index.
  static func index(environment: ShellEnvironment, bridge: SemanticBridge) throws -> DocumentIndex {
    try DocumentIndex.open(
      directory: directory(bridge), folders: environment.sources.files.map(\.folder.path),
      environment: bridge.environment)
  }

  /// `<store>/.derived/documents`, beside the entity index's folder.
  static func directory(_ bridge: SemanticBridge) -> URL {
    URL(fileURLWithPath: bridge.folder.path).deletingLastPathComponent().appendingPathComponent("documents")
  }

  /// In the interactive shell, brings an index `hark index` made up to the folders on a thread of
  /// its own, so the prompt never waits: a search meanwhile uses what is indexed so far. A store
  /// never indexed is left alone (no model is loaded).
  static func startBackgroundUpdate(environment: ShellEnvironment, bridge: SemanticBridge) {
    let directory = directory(bridge)
    let folders = environment.sources.files.map(\.folder.path)
    let variables = bridge.environment
    Thread.detachNewThread {
      guard let index = DocumentIndex.shared(directory: directory, folders: folders, environment: variables)
      else { return }
      // A failure (another hark index running, a full disk) leaves the index as it was; hark
      // index says why.
      _ = try? index.update()
    }
  }

  /// Reads new and changed documents, drops removed ones, with a progress line on standard error
  /// ("indexing 1,240 of 18,300 files (52 files/s, about 5 min left)"): rewritten in place on a
  /// terminal, a plain line every ten seconds otherwise. Ctrl-C stops after the batch being read;
  /// the next run resumes.
  static func update(environment: ShellEnvironment, bridge: SemanticBridge) -> Int32 {
    let index: DocumentIndex
    do { index = try Self.index(environment: environment, bridge: bridge) } catch {
      Output.error("hark: the document index cannot be opened: \(error)")
      return 1
    }
    if let notice = index.notice { Output.error("hark: documents: \(notice.message)") }
    let terminal = isatty(2) == 1
    var lastPlain = Date.distantPast
    do {
      let update = try index.update { progress in
        if terminal {
          Output.errorRaw("\r" + progress.line + "\u{1B}[K")
        } else if Date().timeIntervalSince(lastPlain) >= 10 || progress.done == progress.total {
          Output.error(progress.line)
          lastPlain = Date()
        }
        return !Interrupts.takePending()
      }
      if terminal { Output.errorRaw("\n") }
      for (path, problem) in update.problems.sorted(by: { $0.key < $1.key }) {
        Output.error("hark: \(path): \(problem.message)")
      }
      if update.stopped {
        Output.write("documents: stopped after \(update.read.count) files; run hark index again to resume\n")
        return 1
      }
      Output.write(
        "documents: \(update.read.count) read, \(update.unchanged) unchanged, \(update.removed.count) removed "
          + "(\(index.indexedCount) indexed in \(index.folders.count) folders)\n")
      return 0
    } catch let error as DocumentIndexError {
      Output.error("hark: \(error.message)")
      return 1
    } catch {
      Output.error("hark: indexing the documents failed: \(error)")
      return 1
    }
  }

  /// The documents matching `query`, as lines for `hark search` (none when nothing is indexed).
  static func listing(_ query: String, environment: ShellEnvironment, bridge: SemanticBridge) -> String {
    guard let index = try? Self.index(environment: environment, bridge: bridge) else { return "" }
    let search = index.search(query)
    guard search.indexed > 0 else { return "" }
    let waiting = index.waitingCount()
    var text = "Documents (\(search.indexed) files indexed"
    text += waiting > 0 ? "; \(waiting) not read yet, hark index reads them):\n" : "):\n"
    if search.hits.isEmpty { text += "  nothing found\n" }
    for (number, hit) in search.hits.enumerated() {
      text += "  \(number + 1). \(hit.path)  \(String(format: "%.2f", hit.score)) \(hit.why.rawValue)\n"
    }
    return text
  }
}
