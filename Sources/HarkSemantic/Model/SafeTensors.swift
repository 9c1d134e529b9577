import Foundation

/// A safetensors file read by hand: an 8-byte little-endian header length, a JSON header naming each
/// tensor's dtype, shape and byte range, then the raw little-endian data.
struct SafeTensors {
  struct Entry {
    let dtype: String
    let shape: [Int]
    let range: Range<Int>
  }

  let path: String
  private let data: Data
  private let dataStart: Int
  let entries: [String: Entry]

  init(url: URL) throws {
    path = url.path
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw SemanticError.unreadableFile(path: url.path, reason: "\(error)")
    }
    guard data.count >= 8 else {
      throw SemanticError.malformedWeights(path: path, detail: "shorter than its header")
    }
    var headerLength: UInt64 = 0
    for index in (0..<8).reversed() {
      headerLength = headerLength << 8 | UInt64(data[data.startIndex + index])
    }
    guard headerLength < UInt64(data.count - 8) else {
      throw SemanticError.malformedWeights(path: path, detail: "header length past the end")
    }
    dataStart = 8 + Int(headerLength)
    let header = data.subdata(in: data.startIndex + 8..<data.startIndex + dataStart)
    // Not absent: said as malformed weights.
    guard let object = try? JSONSerialization.jsonObject(with: header) as? [String: Any] else {
      throw SemanticError.malformedWeights(path: path, detail: "header is not a JSON object")
    }
    var entries: [String: Entry] = [:]
    for (name, value) in object where name != "__metadata__" {
      guard let fields = value as? [String: Any], let dtype = fields["dtype"] as? String,
        let shape = fields["shape"] as? [Int], let offsets = fields["data_offsets"] as? [Int],
        offsets.count == 2, offsets[0] <= offsets[1], dataStart + offsets[1] <= data.count
      else {
        throw SemanticError.malformedWeights(path: path, detail: "bad header entry for \(name)")
      }
      entries[name] = Entry(dtype: dtype, shape: shape, range: offsets[0]..<offsets[1])
    }
    self.entries = entries
  }

  /// The float32 tensor `name`, checked against `shape`.
  func floats(_ name: String, shape: [Int]) throws -> [Float] {
    guard let entry = entries[name], entry.dtype == "F32", entry.shape == shape else {
      throw SemanticError.missingTensor(name: name, expectedShape: shape)
    }
    let count = shape.reduce(1, *)
    guard entry.range.count == count * 4 else {
      throw SemanticError.malformedWeights(path: path, detail: "\(name) has the wrong byte size")
    }
    let start = data.startIndex + dataStart + entry.range.lowerBound
    var result = [Float](repeating: 0, count: count)
    result.withUnsafeMutableBytes { target in
      _ = data.copyBytes(to: target, from: start..<start + count * 4)
    }
    // The file is little-endian; so is every platform Hark runs on, but say so rather than assume.
    if UInt32(littleEndian: 1) != 1 {
      for index in result.indices {
        result[index] = Float(bitPattern: UInt32(littleEndian: result[index].bitPattern))
      }
    }
    return result
  }
}
