/// The input-embedding table of an encoder: one row of `width` values per vocabulary entry, kept as
/// float32 (MiniLM's 30,522 rows) or packed in 4-bit blocks (multilingual-e5-small's 250,037 rows).
enum WordTable: Sendable {
  case dense([Float], width: Int)
  case packed(Q4Blocks)

  /// The number of rows.
  var rows: Int {
    switch self {
    case .dense(let values, let width): return width > 0 ? values.count / width : 0
    case .packed(let blocks): return blocks.rows
    }
  }

  /// Adds row `row` to `target[0..<width]`; a row outside the table adds nothing.
  func addRow(_ row: Int, to target: UnsafeMutablePointer<Float>) {
    switch self {
    case .dense(let values, let width):
      guard row >= 0, (row + 1) * width <= values.count else { return }
      values.withUnsafeBufferPointer { table in
        for d in 0..<width { target[d] += table[row * width + d] }
      }
    case .packed(let blocks):
      blocks.addRow(row, to: target)
    }
  }
}
