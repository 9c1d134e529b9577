import Foundation
import HarkCore
import HarkStore
import HarkSupport

// The resolution benchmark: 100,000 contact names (Latin with diacritics, and Chinese), looked up
// with the slips people make. Prints p50/p99 per lookup for the index and, on a sample, for a
// scan of every name (the peer), the ratio between them, and how often the wanted name wins at
// each score band (the calibration).

let given = [
  "José", "Zoë", "Łukasz", "Søren", "François", "Renée", "Björn", "Chloé", "Mia", "Noah", "Olivia",
  "Liam", "Emma", "Ava", "Lucas", "Amelia", "Mateo", "Isabella", "Leo", "Sofia", "Ethan", "Maya",
  "Jonas", "Elif", "Aiko", "Kenji", "Priya", "Arjun", "Fatima", "Omar", "Ingrid", "Tomasz", "Agnieszka",
  "Dmitri", "Anya", "Giulia", "Marco", "Pedro", "Lucía", "Andrés", "Nuno", "Inês", "Sanna", "Mikko",
  "Astrid", "Henrik", "Camille", "Théo", "Margaux", "Yusuf", "Leila", "Kwame", "Ama", "Thabo", "Zanele",
]
let family = [
  "García", "Müller", "Nowak", "Ødegaard", "Dubois", "Lefèvre", "Jönsson", "Smith", "Johnson", "Brown",
  "Taylor", "Wilson", "Martínez", "Rossi", "Bianchi", "Kowalski", "Novák", "Horváth", "Yılmaz", "Kaya",
  "Tanaka", "Suzuki", "Sato", "Patel", "Sharma", "Haddad", "Khan", "Andersen", "Nielsen", "Virtanen",
  "Korhonen", "Silva", "Santos", "Pereira", "Costa", "Moreau", "Fournier", "Schneider", "Fischer",
  "Weber", "Becker", "Hoffmann", "Mensah", "Okafor", "Dlamini", "Ivanova", "Petrov", "Popescu",
]
let surnames = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗")
let givenCharacters = Array("小明华丽伟芳娜秀英敏静强磊军洋勇艳杰涛超")

var generator = SplitMix64(seed: 2026)
var names: [String] = []
var seen = Set<String>()
while names.count < 100_000 {
  let name: String
  if generator.below(5) == 0 {
    let length = 1 + generator.below(2)
    name =
      String(generator.pick(surnames)) + String((0..<length).map { _ in generator.pick(givenCharacters) })
  } else {
    let middle = generator.below(3) == 0 ? " " + generator.pick(given) : ""
    name =
      generator.pick(given) + middle + " " + generator.pick(family)
      + (names.count % 7 == 0 ? "-\(generator.pick(family))" : "")
  }
  if seen.insert(name).inserted { names.append(name) }
}

/// A slip of the keyboard: a transposition, a deletion or a substitution in one word.
func typo(_ text: String, _ g: inout SplitMix64) -> String {
  var words = text.split(separator: " ").map { Array($0) }
  let candidates = words.indices.filter { words[$0].count >= 5 }
  guard let w = candidates.isEmpty ? nil : candidates[g.below(candidates.count)] else { return text }
  var letters = words[w]
  let i = 1 + g.below(letters.count - 2)
  switch g.below(3) {
  case 0: letters.swapAt(i, i + 1)
  case 1: letters.remove(at: i)
  default: letters[i] = Character(UnicodeScalar(UInt8(97 + g.below(26))))
  }
  words[w] = letters
  return words.map { String($0) }.joined(separator: " ")
}

func plain(_ text: String) -> String {
  text.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? text
}

struct Query {
  let words: String
  let wanted: Int
  let kind: String
}

var queries: [Query] = []
let kinds = ["exact", "lower case", "no diacritics", "typo", "typo, no diacritics", "pinyin"]
while queries.count < 5_000 {
  let wanted = generator.below(names.count)
  let name = names[wanted]
  let isChinese = name.unicodeScalars.contains { $0.value >= 0x4E00 }
  let kind = isChinese ? generator.pick(["exact", "pinyin"]) : generator.pick(Array(kinds.dropLast()))
  let words: String
  switch kind {
  case "lower case": words = name.lowercased()
  case "no diacritics": words = plain(name)
  case "typo": words = typo(name, &generator)
  case "typo, no diacritics": words = typo(plain(name), &generator)
  case "pinyin": words = plain(name).lowercased()
  default: words = name
  }
  queries.append(Query(words: words, wanted: wanted, kind: kind))
}

let clock = ContinuousClock()
var index: NameIndex?
let buildTime = clock.measure { index = NameIndex(items: names.map { [$0] }) }
guard let index else { fatalError("no index") }

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

var times: [Double] = []
var wins = 0
var found = 0
var byKind: [String: (Int, Int)] = [:]
var timesByKind: [String: [Double]] = [:]
var bands: [String: (Int, Int)] = [:]
for query in queries {
  var matches: [NameIndex.Match] = []
  let elapsed = milliseconds(clock.measure { matches = index.matches(query.words, limit: 10) })
  times.append(elapsed)
  timesByKind[query.kind, default: []].append(elapsed)
  let top = matches.first
  // A tie with the wanted name counts as a win: the shell offers the tied names as a choice.
  let won =
    top.map { best in matches.contains { $0.item == query.wanted && $0.score == best.score } } ?? false
  if won { wins += 1 }
  if matches.contains(where: { $0.item == query.wanted }) { found += 1 }
  var kind = byKind[query.kind] ?? (0, 0)
  kind.0 += 1
  kind.1 += won ? 1 : 0
  byKind[query.kind] = kind
  if let top {
    let band =
      top.score >= 1 ? "1.0" : top.score >= 0.85 ? "0.85–1" : top.score >= 0.8 ? "0.80–0.85" : "0.60–0.80"
    var entry = bands[band] ?? (0, 0)
    entry.0 += 1
    entry.1 += won ? 1 : 0
    bands[band] = entry
  }
}

// Names nobody has (a family name the generator never uses): any match is a false one.
let absentFamilies = ["Lindqvist", "Okonkwo", "Zielińska", "Abernathy", "Quispe", "Nakamura", "Fontaine"]
var falseMatches: [String: Int] = [:]
var absentLookups = 0
for _ in 0..<1_000 {
  let words = generator.pick(given) + " " + generator.pick(absentFamilies)
  absentLookups += 1
  if let top = index.matches(words, limit: 1).first {
    let band = top.score >= 0.85 ? "≥ 0.85" : top.score >= 0.8 ? "0.80–0.85" : "0.60–0.80"
    falseMatches[band, default: 0] += 1
  }
}

// The peer: every name scored for each query, over a sample (keys made once, as the index does).
let keys = names.map(NameKey.init)
let matcher = NameMatcher()
var scanTimes: [Double] = []
for query in queries.prefix(60) {
  scanTimes.append(
    milliseconds(
      clock.measure {
        let q = NameKey(query.words)
        var best = 0.0
        for key in keys { best = max(best, matcher.score(q, key)) }
        _ = best
      }))
}

let p50 = percentile(times, 0.5)
let p99 = percentile(times, 0.99)
let scanP50 = percentile(scanTimes, 0.5)
print("resolution benchmark: \(names.count) names, \(queries.count) lookups")
print(
  String(
    format: "index build: %.0f ms (%.1f µs a name, transliteration included)", milliseconds(buildTime),
    milliseconds(buildTime) * 1000 / Double(names.count)))
print(String(format: "lookup (index): p50 %.3f ms, p99 %.3f ms", p50, p99))
print(
  String(
    format: "lookup (scan of every name, %d lookups): p50 %.2f ms, p99 %.2f ms", scanTimes.count, scanP50,
    percentile(scanTimes, 0.99)))
print(String(format: "index is %.0f× faster than the scan at p50", scanP50 / p50))
print(
  String(
    format: "wanted name ranked first (ties offered as a choice): %.1f%%; among the top 10: %.1f%%",
    100 * Double(wins) / Double(queries.count), 100 * Double(found) / Double(queries.count)))
for kind in kinds {
  if let (n, w) = byKind[kind] {
    let label = kind.padding(toLength: 20, withPad: " ", startingAt: 0)
    let kindTimes = timesByKind[kind] ?? [0]
    print(
      "  \(label)"
        + String(
          format: "%5d lookups, %5.1f%% first, p50 %.3f ms, p99 %.3f ms", n, 100 * Double(w) / Double(n),
          percentile(kindTimes, 0.5), percentile(kindTimes, 0.99)))
  }
}
print("calibration (top score band → lookups, how often the top was the wanted name):")
for band in ["1.0", "0.85–1", "0.80–0.85", "0.60–0.80"] {
  if let (n, w) = bands[band] {
    let label = band.padding(toLength: 10, withPad: " ", startingAt: 0)
    print(
      "  \(label)" + String(format: "%5d lookups, %5.1f%% the wanted name", n, 100 * Double(w) / Double(n)))
  }
}
print(
  "names nobody has (\(absentLookups) lookups): matched anyway by top score band: "
    + (falseMatches.isEmpty
      ? "none"
      : falseMatches.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")))
