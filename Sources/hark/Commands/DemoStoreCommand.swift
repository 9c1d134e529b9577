import Foundation
import HarkApps
import HarkStore

/// `hark demo-store DIR [--messages N] [--seed S]`: a new store of the demo data, or a
/// deterministic synthetic one of N messages.
enum DemoStoreCommand {
  static func run(folder: String, messages: Int?, seed: UInt64, now: Date) -> Int32 {
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
