import Foundation
import HarkSemantic

/// Rebuilds an index of `count` synthetic messages with transformer vectors, printing the progress
/// line as `hark index` would; interrupt it (Ctrl-C) and run it again to see it resume.
func runRebuild(count: Int, directory: URL, encoder: any SentenceEmbedder) {
  do {
    let index = try SemanticIndex(directory: directory, encoder: encoder)
    let entries = SyntheticMessages(count: count).enumerated().lazy.map { number, message in
      IndexEntry(
        id: "m\(number + 1)", type: "Message", fields: ["body": message.text],
        filters: ["sender": message.sender], date: message.date)
    }
    var first: IndexProgress?
    let outcome = try index.rebuild(from: entries, total: count) { progress in
      if first == nil {
        first = progress
        let start = progress.done - progress.doneThisRun
        FileHandle.standardOutput.write(Data("rebuild: starting at \(start)\n".utf8))
      }
      FileHandle.standardOutput.write(Data(("\r" + progress.summary).utf8))
      return true
    }
    FileHandle.standardOutput.write(Data("\nrebuild: \(outcome); status \(index.status)\n".utf8))
  } catch let error as SemanticError {
    fail(error.message)
  } catch {
    fail("\(error)")
  }
}
