// hark-store-tool: drives HarkStore from the crash, concurrency and benchmark scripts.
import Foundation
import HarkStore

let usage = """
  usage: hark-store-tool append DIR [--batch N] [--groups G] [--index none|direct|queue]
                                                   read "ID[<tab>TEXT]" lines from stdin; print "ack ID"
                                                   after each durable append (and index write); with
                                                   --groups, each message goes to one of G group
                                                   conversations, found or made under the store's lock
         hark-store-tool verify-index DIR --acked FILE
                                                   every acknowledged id in the semantic index once,
                                                   and found by a search
         hark-store-tool fill DIR N [--seed S]     create a store of N synthetic messages
         hark-store-tool verify DIR [--acked FILE] load every collection; count; check acknowledged ids
         hark-store-tool rebuild DIR               rebuild derived data; print the time
         hark-store-tool query DIR CONVERSATION    count the messages of one conversation
         hark-store-tool oneshot DIR CONVERSATION  open, read contacts and a conversation, append one
         hark-store-tool durability DIR [N]        append+fsync against temp+rename, N writes each
         hark-store-tool codec N                   HarkStore's JSON codec against Foundation's, N lines
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

func say(_ text: String) {
  let bytes = Array((text + "\n").utf8)
  var done = 0
  while done < bytes.count {
    let written = bytes.withUnsafeBytes { write(1, $0.baseAddress.map { $0 + done }, bytes.count - done) }
    if written <= 0 { exit(3) }
    done += written
  }
}

func option(_ name: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func run(_ arguments: [String]) throws(StoreError) {
  guard arguments.count >= 2 else { fail(usage) }
  let root = URL(fileURLWithPath: arguments[1])
  switch arguments[0] {
  case "append":
    let store = try Store.open(at: root)
    let batch = Int(option("--batch", in: arguments) ?? "1") ?? 1
    let groups = Int(option("--groups", in: arguments) ?? "0") ?? 0
    guard let mode = SharedWriter.IndexMode(rawValue: option("--index", in: arguments) ?? "none") else {
      fail(usage)
    }
    var writer: SharedWriter
    do {
      writer = try SharedWriter(
        store: store, groups: groups, mode: mode, environment: ProcessInfo.processInfo.environment)
    } catch { fail("hark-store-tool: \(error)") }
    var pending: [Record] = []
    func flush() throws(StoreError) {
      guard !pending.isEmpty else { return }
      try store.append(app: SyntheticMessages.app, collection: "messages", pending)
      do { try writer.index(pending) } catch { fail("hark-store-tool: index: \(error)") }
      for record in pending { say("ack \(record.id)") }
      pending = []
    }
    var n = 0
    while let line = readLine(strippingNewline: true) {
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard let id = parts.first else { continue }
      let text = parts.count > 1 ? String(parts[1]) : nil
      do {
        pending.append(try writer.record(String(id), text: text, n: n))
      } catch { fail("hark-store-tool: \(error)") }
      n += 1
      if pending.count >= batch { try flush() }
    }
    try flush()
  case "verify-index":
    let store = try Store.open(at: root)
    guard let acked = option("--acked", in: arguments),
      let text = try? String(contentsOfFile: acked, encoding: .utf8)
    else { fail(usage) }
    let ids = text.split(separator: "\n").compactMap { $0.hasPrefix("ack ") ? String($0.dropFirst(4)) : nil }
    do {
      for line in try SharedWriter.verifyIndex(
        store: store, acked: ids, environment: ProcessInfo.processInfo.environment)
      {
        say(line)
      }
    } catch { fail("hark-store-tool: \(error)") }
  case "fill":
    guard arguments.count >= 3, let count = Int(arguments[2]) else { fail(usage) }
    let seed = UInt64(option("--seed", in: arguments) ?? "1") ?? 1
    let start = now()
    var generator = SyntheticMessages(messages: count, seed: seed)
    let seeds = generator.seeds()
    let generated = now()
    _ = try Store.create(at: root, seed: seeds)
    say(
      String(
        format: "filled %@: %d messages, %d conversations, %d contacts (generate %.2f s, write %.2f s)",
        arguments[1], count, generator.conversationCount, generator.contactCount, generated - start,
        now() - generated))
  case "verify":
    let store = try Store.open(at: root)
    var total = 0
    for key in try store.collections() {
      let count = try store.count(app: key.app, collection: key.collection)
      total += count
      say("\(key): \(count) records")
    }
    for warning in store.warnings { say(warning.description) }
    if let acked = option("--acked", in: arguments) {
      guard let text = try? String(contentsOfFile: acked, encoding: .utf8) else {
        fail("cannot read \(acked)")
      }
      let ids = text.split(separator: "\n").compactMap { line in
        line.hasPrefix("ack ") ? String(line.dropFirst(4)) : nil
      }
      var lost = 0
      for id in ids where try store.record(app: SyntheticMessages.app, collection: "messages", id: id) == nil
      {
        lost += 1
        say("lost: \(id)")
      }
      let torn = store.warnings.filter { $0.problem == .truncated }.count
      say(
        "acked \(ids.count), lost \(lost), corrupt \(store.warnings.count - torn), torn tails set aside \(torn)"
      )
    }
    say("total \(total) records, \(store.warnings.count) warnings")
  case "rebuild":
    let store = try Store.open(at: root)
    let start = now()
    var total = 0
    for key in try store.collections() {
      let fields = key.collection == "messages" ? ["conversation"] : []
      try store.rebuildIndex(app: key.app, collection: key.collection, fields: fields)
      total += try store.count(app: key.app, collection: key.collection)
    }
    say(String(format: "rebuilt derived data of %d records in %.3f s", total, now() - start))
  case "durability":
    let writes = Int(arguments.count > 2 ? arguments[2] : "2000") ?? 2000
    for line in DurabilityBenchmark.run(folder: arguments[1], writes: writes) { say(line) }
  case "codec":
    for line in CodecBenchmark.run(count: Int(arguments[1]) ?? 100_000) { say(line) }
  case "oneshot":
    // What one `hark -c "send a message to Flare saying hi"` asks of the store: open, find the
    // contact, find the conversation and its messages, append one message durably.
    guard arguments.count >= 3 else { fail(usage) }
    let start = now()
    let store = try Store.open(at: root)
    let contacts = try store.records(app: SyntheticMessages.app, collection: "contacts")
    let flare = contacts.first { $0.fields["name"] == "Flare" }
    let conversation = arguments[2]
    let messages = try store.records(
      app: SyntheticMessages.app, collection: "messages", where: "conversation", equals: .string(conversation)
    )
    let id = "s\(getpid())-\(Int(now() * 1e6))"
    try store.append(
      app: SyntheticMessages.app, collection: "messages",
      [Record(id: id, fields: ["conversation": .string(conversation), "sender": "me", "text": "hi"])])
    let total = try store.count(app: SyntheticMessages.app, collection: "messages")
    say(
      String(
        format: "%@ found, %d messages in %@, sent %@, %d messages in all (%.1f ms in process)",
        flare?.id ?? "nobody", messages.count, conversation, id, total, (now() - start) * 1000))
  case "query":
    guard arguments.count >= 3 else { fail(usage) }
    let store = try Store.open(at: root)
    let found = try store.records(
      app: SyntheticMessages.app, collection: "messages", where: "conversation", equals: .string(arguments[2])
    )
    say("\(found.count) messages in \(arguments[2])")
  default:
    fail(usage)
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("hark-store-tool: \(error)")
}
