import Foundation
import HarkStore

/// Decodes and encodes the same message lines with HarkStore's codec and with Foundation's
/// JSONDecoder/JSONEncoder, in the same run.
enum CodecBenchmark {
  static func run(count: Int) -> [String] {
    var generator = SyntheticMessages(messages: count, seed: 7)
    let values = (0..<count).map { index -> JSONValue in
      let record = generator.message(index)
      return .object(["id": .string(record.id), "fields": .object(record.fields)])
    }
    let lines = values.map { $0.encoded() }
    let datas = lines.map { Data($0) }
    var results: [String] = []
    var start = DurabilityBenchmark.now()
    var checksum = 0
    for line in lines {
      if case .object(let members)? = try? JSONValue.decode(line) { checksum &+= members.count }
    }
    let ours = (DurabilityBenchmark.now() - start) / Double(count) * 1e6
    start = DurabilityBenchmark.now()
    let decoder = JSONDecoder()
    for data in datas {
      if case .object(let members)? = try? decoder.decode(JSONValue.self, from: data) {
        checksum &+= members.count
      }
    }
    let foundation = (DurabilityBenchmark.now() - start) / Double(count) * 1e6
    results.append(
      String(
        format: "decode one message line: HarkStore %.2f µs, Foundation %.2f µs (%.1fx)", ours, foundation,
        foundation / ours))
    start = DurabilityBenchmark.now()
    for value in values { checksum &+= value.encoded().count }
    let oursEncode = (DurabilityBenchmark.now() - start) / Double(count) * 1e6
    start = DurabilityBenchmark.now()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for value in values { checksum &+= (try? encoder.encode(value).count) ?? 0 }
    let foundationEncode = (DurabilityBenchmark.now() - start) / Double(count) * 1e6
    results.append(
      String(
        format: "encode one message line: HarkStore %.2f µs, Foundation %.2f µs (%.1fx)  [checksum %d]",
        oursEncode, foundationEncode, foundationEncode / oursEncode, checksum))
    return results
  }
}
