import Glibc

extension Store {
  /// Brings the cached state of a collection up to date with its file and returns it: reads only the
  /// lines added since the last call, or the whole file when it was replaced. Damage is moved aside.
  func load(_ key: CollectionKey, _ state: inout State) throws(StoreError) -> LoadedCollection {
    for attempt in 0..<3 {
      let path = layout.file(key)
      if try FileIO.kind(layout.appFolder(key.app)) == .symbolicLink {
        throw .symbolicLink(path: layout.appFolder(key.app))
      }
      guard let fd = try FileIO.openIfPresent(path) else {
        state.collections[key] = nil
        return LoadedCollection()
      }
      defer { close(fd) }
      let info = try FileIO.status(fd, path: path)
      var loaded = state.collections[key] ?? LoadedCollection()
      let size = Int(info.st_size)
      if loaded.device != UInt64(info.st_dev) || loaded.inode != UInt64(info.st_ino) || size < loaded.end {
        loaded = LoadedCollection(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      }
      guard size > loaded.end else {
        state.collections[key] = loaded
        return loaded
      }
      let bytes = try FileIO.read(fd, from: loaded.end, count: size - loaded.end, path: path)
      let scan = bytes.withUnsafeBufferPointer {
        LogScanner(bytes: $0, base: loaded.end, linesBefore: loaded.lines)
      }
      if scan.newestVersion > LogFormat.version {
        throw .newerFormat(path: path, found: scan.newestVersion, supported: LogFormat.version)
      }
      let torn = scan.end < loaded.end + bytes.count
      if (!scan.bad.isEmpty || torn) && attempt < 2 {
        // Under the writers' lock, look again: a torn end may only be a write in progress.
        state.collections[key] = nil
        try repair(key, &state, wholeFile: !scan.bad.isEmpty)
        continue
      }
      loaded.apply(scan.entries)
      loaded.end = scan.end
      loaded.lines = scan.lines
      state.collections[key] = loaded
      return loaded
    }
    return state.collections[key] ?? LoadedCollection()
  }

  /// Appends lines to a collection under the writers' lock and flushes them to the disk.
  func write(_ key: CollectionKey, _ lines: [LogLine]) throws(StoreError) {
    guard !lines.isEmpty else { return }
    try state.withLock { state throws(StoreError) in
      try withWriterLock { () throws(StoreError) in
        let folder = layout.appFolder(key.app)
        try FileIO.makeDirectory(folder, parent: layout.root)
        let path = layout.file(key)
        let existed = try FileIO.kind(path) != .missing
        let fd = try FileIO.open(path, O_RDWR | O_APPEND | O_CREAT)
        defer { close(fd) }
        if !existed {
          guard fchmod(fd, 0o600) == 0 else { throw .io(path: path, operation: "chmod", errno: errno) }
        }
        let size = try setAsideTornEnd(key, fd: fd, state: &state)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * 160 + 32)
        if size == 0 { LogLine.header(version: LogFormat.version).encode(into: &bytes) }
        for line in lines { line.encode(into: &bytes) }
        try FileIO.writeAll(fd, bytes, path: path)
        try FileIO.syncData(fd, path: path)
        if !existed { try FileIO.syncDirectory(folder) }
      }
    }
  }

  /// Runs `body` holding the advisory lock every writer of this store takes.
  func withWriterLock<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    while flock(lockFD, LOCK_EX) != 0 {
      if errno != EINTR { throw .locked(path: layout.lock, errno: errno) }
    }
    defer { flock(lockFD, LOCK_UN) }
    return try body()
  }

  /// Moves damaged lines of a collection to its rejects file, holding the writers' lock. With
  /// `wholeFile`, every line is checked and the file rewritten without the bad ones; otherwise only a
  /// last line without its newline (an interrupted write) is cut off.
  func repair(_ key: CollectionKey, _ state: inout State, wholeFile: Bool) throws(StoreError) {
    try withWriterLock { () throws(StoreError) in
      let path = layout.file(key)
      guard try FileIO.kind(path) == .file else { return }
      let fd = try FileIO.open(path, O_RDWR | O_APPEND)
      defer { close(fd) }
      guard wholeFile else {
        _ = try setAsideTornEnd(key, fd: fd, state: &state)
        return
      }
      let size = Int(try FileIO.status(fd, path: path).st_size)
      let bytes = try FileIO.read(fd, from: 0, count: size, path: path)
      let scan = bytes.withUnsafeBufferPointer { LogScanner(bytes: $0, base: 0, linesBefore: 0) }
      let torn = scan.end < bytes.count
      guard !scan.bad.isEmpty || torn else { return }
      var rejected = scan.bad
      if torn {
        rejected.append(
          LogScanner.BadLine(
            number: scan.lines + 1, offset: scan.end, length: bytes.count - scan.end, problem: .truncated))
      }
      try reject(key, lines: rejected, from: bytes, state: &state)
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      // If the header itself was the damaged line, the rewritten file gets a fresh one.
      let startsWithHeader: Bool =
        if case .header = scan.entries.first?.line, scan.entries.first?.offset == 0 { true } else { false }
      if !startsWithHeader { LogLine.header(version: LogFormat.version).encode(into: &kept) }
      var next = 0
      for line in scan.bad {
        kept.append(contentsOf: bytes[next..<line.offset])
        next = min(bytes.count, line.offset + line.length + 1)
      }
      kept.append(contentsOf: bytes[next..<scan.end])
      try FileIO.replace(path, with: kept, directory: layout.appFolder(key.app))
    }
  }

  /// Cuts off a last line that lacks its newline (a write interrupted by a crash; it was never
  /// acknowledged), moving it to the rejects file. Call holding the writers' lock. Returns the size left.
  func setAsideTornEnd(_ key: CollectionKey, fd: Int32, state: inout State) throws(StoreError) -> Int {
    let path = layout.file(key)
    let size = Int(try FileIO.status(fd, path: path).st_size)
    guard size > 0, try FileIO.read(fd, from: size - 1, count: 1, path: path) != [0x0A] else { return size }
    var start = size
    var tail: [UInt8] = []
    while start > 0 {
      let chunk = min(start, 65_536)
      let bytes = try FileIO.read(fd, from: start - chunk, count: chunk, path: path)
      if let newline = bytes.lastIndex(of: 0x0A) {
        tail = Array(bytes[(newline + 1)...]) + tail
        start = start - chunk + newline + 1
        break
      }
      tail = bytes + tail
      start -= chunk
    }
    let linesBefore = try countLines(fd, upTo: start, path: path, cached: state.collections[key])
    let bad = LogScanner.BadLine(number: linesBefore + 1, offset: 0, length: tail.count, problem: .truncated)
    try reject(key, lines: [bad], from: tail, state: &state)
    guard ftruncate(fd, off_t(start)) == 0 else {
      throw .io(path: path, operation: "ftruncate", errno: errno)
    }
    try FileIO.sync(fd, path: path)
    return start
  }

  func countLines(_ fd: Int32, upTo end: Int, path: String, cached: LoadedCollection?) throws(StoreError)
    -> Int
  {
    if let cached, cached.end == end { return cached.lines }
    var count = 0
    var offset = 0
    while offset < end {
      let bytes = try FileIO.read(fd, from: offset, count: min(end - offset, 1 << 22), path: path)
      if bytes.isEmpty { break }
      count += bytes.withUnsafeBufferPointer { LogScanner.countLines($0) }
      offset += bytes.count
    }
    return count
  }

  /// Appends lines (taken from `bytes` at their offsets) to the collection's rejects file, each as
  /// `<file>:<line>: <the line's bytes, unchanged>`, and records a warning for each.
  func reject(
    _ key: CollectionKey, lines: [LogScanner.BadLine], from bytes: [UInt8], state: inout State
  ) throws(StoreError) {
    let file = layout.relativeFile(key)
    var out: [UInt8] = []
    for line in lines {
      out.append(contentsOf: "\(file):\(line.number): ".utf8)
      out.append(contentsOf: bytes[line.offset..<min(bytes.count, line.offset + line.length)])
      out.append(0x0A)
      state.warnings.append(
        StoreWarning(
          file: file, line: line.number, problem: line.problem, rejectsFile: layout.relativeRejects(key)))
    }
    try FileIO.appendDurably(layout.rejects(key), out, directory: layout.appFolder(key.app))
  }
}
