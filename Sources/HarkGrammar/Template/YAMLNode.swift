/// A position in a source file (1-based line and column).
struct SourceMark: Sendable, Equatable {
  var line: Int
  var column: Int
}

/// A node of the YAML subset Hark's grammar files use.
indirect enum YAMLNode: Sendable, Equatable {
  /// A scalar; `contentMark` is where its text starts (after an opening quote), `quoted` whether
  /// it was quoted (column arithmetic inside it is exact only for scalars without escapes).
  case scalar(String, mark: SourceMark, quoted: Bool)
  case sequence([YAMLNode], mark: SourceMark)
  case mapping([YAMLEntry], mark: SourceMark)

  var mark: SourceMark {
    switch self {
    case .scalar(_, let mark, _), .sequence(_, let mark), .mapping(_, let mark): return mark
    }
  }

  var kindName: String {
    switch self {
    case .scalar: return "a text value"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }
}

/// One `key: value` pair of a mapping.
struct YAMLEntry: Sendable, Equatable {
  var key: String
  var keyMark: SourceMark
  var value: YAMLNode
}

/// A syntax error in a YAML file.
struct YAMLError: Error, Equatable, Sendable {
  var mark: SourceMark
  var message: String
}
