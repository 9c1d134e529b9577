import Foundation
import HarkSemantic
import HarkStore

/// What one writer of the concurrency test does per message besides the durable append: find or
/// make its group conversation (under the store's lock), and put the message in the semantic index,
/// either directly (the index open, as a shell after a search) or through the queue (as a one-shot
/// send), taking the queue in now and then.
struct SharedWriter {
  enum IndexMode: String { case none, direct, queue }

  let store: Store
  let groups: Int
  let mode: IndexMode
  let index: SemanticIndex?
  let queue: IndexQueue
  private var sinceDrain = 0

  init(store: Store, groups: Int, mode: IndexMode, environment: [String: String]) throws {
    self.store = store
    self.groups = groups
    self.mode = mode
    let folder = store.derivedFolder("semantic")
    queue = IndexQueue(folder: folder)
    index = mode == .none ? nil : try SemanticIndex.open(folder: folder, environment: environment)
  }

  /// The word a message's text carries so that a search finds exactly it.
  static func word(for id: String) -> String { "w" + id.filter { $0.isLetter || $0.isNumber } + "w" }

  /// The conversation of group `key`, made (with a random id) if no writer made it yet.
  func conversation(_ key: String) throws -> String {
    try store.exclusively {
      let found = try store.records(
        app: SyntheticMessages.app, collection: "conversations", where: "group", equals: .string(key))
      if let existing = found.first { return existing.id }
      let id = "conv-\(UUID().uuidString.prefix(8).lowercased())"
      try store.append(
        app: SyntheticMessages.app, collection: "conversations",
        [Record(id: id, fields: ["group": .string(key), "displayName": .string(key)])])
      return id
    }
  }

  /// The message record for input id `id` (number `n` in this writer's input).
  func record(_ id: String, text: String?, n: Int) throws -> Record {
    let conversation = groups > 0 ? try self.conversation("group-\(n % groups)") : "c0"
    let body = text ?? "message \(id) \(SharedWriter.word(for: id))"
    return Record(id: id, fields: ["text": .string(body), "conversation": .string(conversation)])
  }

  /// Indexes records already durably written.
  mutating func index(_ records: [Record]) throws {
    let entries = records.map { record in
      IndexEntry(
        id: record.id, type: "Message", fields: ["text": record.fields["text"]?.stringValue ?? ""],
        filters: ["conversation": record.fields["conversation"]?.stringValue ?? ""])
    }
    switch mode {
    case .none: return
    case .direct: try index?.add(entries)
    case .queue:
      try queue.append(entries)
      sinceDrain += entries.count
      if sinceDrain >= 25, let index {
        try queue.drain(into: index)
        sinceDrain = 0
      }
    }
  }

  /// Checks the index against acknowledged ids: each in the id file, and found once by a search for
  /// its word (an id written twice, say a queue taken in again after a crash, is one live entity).
  /// Returns lines to print, the last "indexed A, missing M, duplicated D, unfound U".
  static func verifyIndex(store: Store, acked: [String], environment: [String: String]) throws -> [String] {
    let folder = store.derivedFolder("semantic")
    let index = try SemanticIndex.open(folder: folder, environment: environment)
    try IndexQueue(folder: folder).drain(into: index)
    let table = try folder.read("entities.tsv") ?? []
    var written: Set<String> = []
    for line in table.split(separator: UInt8(ascii: "\n")) where line.first == UInt8(ascii: "+") {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      if fields.count > 1 { written.insert(String(decoding: fields[1], as: UTF8.self)) }
    }
    var out: [String] = []
    var missing = 0
    var duplicated = 0
    var unfound = 0
    for id in acked {
      guard written.contains(id) else {
        missing += 1
        out.append("not indexed: \(id)")
        continue
      }
      let hits = index.search(word(for: id), limit: 5).filter { $0.id == id }.count
      if hits == 0 {
        unfound += 1
        out.append("not found by search: \(id)")
      } else if hits > 1 {
        duplicated += 1
        out.append("found \(hits) times: \(id)")
      }
    }
    out.append(
      "indexed \(acked.count - missing), missing \(missing), duplicated \(duplicated), unfound \(unfound)")
    return out
  }
}
