import Foundation
import HarkGrammar

/// What `:search` and `hark search` say: the semantic index's hits with their scores — the shell's
/// Spotlight, for checking what the index holds.
public enum SearchListing {
  /// The hits for `query` as lines (no final line break): how the index searches, if it says,
  /// then score, why, type and the entity's title.
  public static func text(_ query: String, environment: ShellEnvironment, index: any ContentIndex) -> String {
    var lines: [String] = []
    if let notice = index.notice { lines.append(notice) }
    if let model = index.modelDescription { lines.append("(by meaning with \(model))") }
    let hits = index.search(query, type: nil, filters: [:], limit: 10)
    if hits.isEmpty { lines.append(TerminalText.oneLine("Nothing relevant to “\(query)”.")) }
    for hit in hits {
      let title = title(of: hit, environment: environment) ?? hit.id
      // One line per hit: a line break stored in a title is shown inert.
      lines.append(
        String(
          format: "%.3f  %-8@ %@", hit.score, hit.reason,
          TerminalText.oneLine("\(title)  [\(hit.type) \(hit.id)]")))
    }
    return lines.joined(separator: "\n")
  }

  static func title(of hit: ContentHit, environment: ShellEnvironment) -> String? {
    for app in environment.apps.apps {
      for type in app.entityTypes where type.name == hit.type {
        let finder = type.finder(in: environment.context(for: app))
        // A hit whose entity cannot be read is listed without its title; the store's warning is
        // said after the line.
        if let entity = try? finder.entities(for: [hit.id]).first {
          let subtitle =
            entity.entity.displayRepresentation.subtitle(environment.wording(.english)).map { " — \($0)" }
            ?? ""
          return entity.title + subtitle
        }
      }
    }
    return nil
  }
}
