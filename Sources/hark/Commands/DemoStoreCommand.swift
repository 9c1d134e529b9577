import Foundation
import HarkApps
import HarkStore

/// `hark demo-store DIR [--messages N] [--seed S]`: a new store of the demo data, or a
/// deterministic synthetic one of N messages.
enum DemoStoreCommand {
  static func run(_ arguments: [String], now: Date) -> Int32 {
    var folder: String?
    var messages: Int?
    var seed: UInt64 = 1
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      switch word {
      case "--messages", "--seed":
        guard index + 1 < arguments.count, let n = UInt64(arguments[index + 1]) else {
          Output.error("hark: demo-store: \(word) needs a whole number")
          return 2
        }
        if word == "--messages" { messages = Int(n) } else { seed = n }
        index += 1
      default:
        guard folder == nil, !word.hasPrefix("-") else {
          Output.error(
            "hark: demo-store: unexpected “\(word)”; usage: hark demo-store DIR [--messages N] [--seed S]")
          return 2
        }
        folder = word
      }
      index += 1
    }
    guard let folder else {
      Output.error("hark: demo-store needs a folder: hark demo-store DIR [--messages N]")
      return 2
    }
    let seeds =
      messages.map { SyntheticDemo(messages: $0, seed: seed).seeds(now: now) }
      ?? SampleApps.demoSeeds(now: now)
    let started = Date()
    do {
      _ = try Store.create(at: URL(fileURLWithPath: folder), seed: seeds)
    } catch {
      Output.error("hark: \(error)")
      return 1
    }
    let count = seeds.reduce(0) { $0 + $1.records.count }
    Output.write(
      "made \(folder): \(count) records in \(String(format: "%.1f", Date().timeIntervalSince(started))) s\n")
    return 0
  }
}
