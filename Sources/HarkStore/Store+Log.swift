import Glibc

extension Store {
  /// Brings the cached state of a collection up to date with its file and returns it: reads only the
  /// lines added since the last call, or the whole file when it was replaced. Damage is moved aside.
  func load(_ key: CollectionKey, _ state: inout State) throws(StoreError) -> LoadedCollection {
    for attempt in 0..<3 {
      let path = layout.file(key)
      if let cached = state.collections[key], try !isUnread(cached, path: path) { return cached }
      guard let fd = try FileIO.openIfPresent(path, within: layout.root) else {
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
        switch try repair(key, &state, wholeFile: !scan.bad.isEmpty) {
        case .repaired: continue
        case .busy:
          // Another thread of this process is writing: read what parses now, set aside later.
          var partial = loaded
          partial.apply(scan.entries)
          return partial
        case .impossible(let reason):
          // A read-only store: report the damage, leave it where it is, and read the rest.
          var found = scan.bad.map { ($0.number, $0.problem) }
          if torn { found.append((scan.lines + 1, .truncated)) }
          for (number, problem) in found {
            let warning = StoreWarning(
              file: layout.relativeFile(key), line: number, problem: problem,
              rejectsFile: layout.relativeRejects(key), notMoved: reason)
            // The damage stays, so later reads see it again: say it once.
            if state.leftInPlace.insert(warning).inserted { state.warnings.append(warning) }
          }
        }
      }
      // The state lets go of its copy first, so the records are changed in place, not copied
      // (thousands of messages at every line after a send).
      state.collections[key] = nil
      loaded.apply(scan.entries)
      loaded.end = scan.end
      loaded.lines = scan.lines
      state.collections[key] = loaded
      return loaded
    }
    return state.collections[key] ?? LoadedCollection()
  }

  /// Whether the file at `path` may hold more than `loaded` read of it; false when it is the same
  /// file (device and inode), exactly as long as what was read, and passes the checks opening it
  /// makes (no link among its folders, a regular file with one name), all seen by `lstat` without
  /// opening it. A collection nobody wrote to since costs two calls instead of seven (open, two
  /// `fstat`s, two `fcntl`s, close), and a line reads several.
  func isUnread(_ loaded: LoadedCollection, path: String) throws(StoreError) -> Bool {
    try FileIO.checkFolders(of: path, within: layout.root)
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink <= 1 else { return true }
    return UInt64(info.st_dev) != loaded.device || UInt64(info.st_ino) != loaded.inode
      || Int(info.st_size) != loaded.end
  }

  /// Appends lines to a collection under the writers' lock and flushes them to the disk.
  func write(_ key: CollectionKey, _ lines: [LogLine]) throws(StoreError) {
    guard !lines.isEmpty else { return }
    try refuseIfReadOnly()
    // The writers' lock first, then the state: `exclusively` callers read while holding the lock.
    try lock.locked { () throws(StoreError) in
      try state.withLock { state throws(StoreError) in
        let folder = layout.appFolder(key.app)
        try FileIO.makeDirectory(folder, parent: layout.root, within: layout.root)
        let path = layout.file(key)
        let existed = try FileIO.kind(path) != .missing
        let fd = try FileIO.open(path, O_RDWR | O_APPEND | O_CREAT, within: layout.root)
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

  /// How a repair went.
  enum RepairOutcome {
    /// The damage was moved aside (or was only a write in progress): read again.
    case repaired
    /// Another thread of this process holds the writers' lock (and may wait for the caller's state).
    case busy
    /// The damage cannot be moved (a read-only store, an unwritable rejects file); why, in words.
    case impossible(String)
  }

  /// Moves damaged lines of a collection to its rejects file, holding the writers' lock. With
  /// `wholeFile`, every line is checked and the file rewritten without the bad ones; otherwise only a
  /// last line without its newline (an interrupted write) is cut off. Warnings are recorded only for
  /// lines that were moved.
  func repair(_ key: CollectionKey, _ state: inout State, wholeFile: Bool) throws(StoreError) -> RepairOutcome
  {
    if readOnly { return .impossible("the store is read-only") }
    guard try lock.lockIfFree() else { return .busy }
    defer { lock.unlock() }
    var found: [StoreWarning] = []
    do throws(StoreError) {
      try repairLocked(key, &state, wholeFile: wholeFile, warnings: &found)
    } catch .io(_, _, let code) where code == EROFS || code == EACCES || code == EPERM {
      return .impossible(StoreError.systemMessage(code))
    } catch {
      // The rejects file cannot be written (a folder in its place, a full disk): the lines stay,
      // and the warning must not claim they moved.
      return .impossible(error.description)
    }
    state.warnings += found
    return .repaired
  }

  private func repairLocked(
    _ key: CollectionKey, _ state: inout State, wholeFile: Bool, warnings: inout [StoreWarning]
  ) throws(StoreError) {
    let path = layout.file(key)
    guard try FileIO.kind(path) == .file else { return }
    let fd = try FileIO.open(path, O_RDWR | O_APPEND, within: layout.root)
    defer { close(fd) }
    guard wholeFile else {
      _ = try setAsideTornEnd(key, fd: fd, state: &state, warnings: &warnings)
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
    try reject(key, lines: rejected, from: bytes, warnings: &warnings)
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
    try FileIO.replace(path, with: kept, directory: layout.appFolder(key.app), within: layout.root)
  }

  /// Cuts off a last line that lacks its newline (a write interrupted by a crash; it was never
  /// acknowledged), moving it to the rejects file. Call holding the writers' lock. Returns the size left.
  func setAsideTornEnd(_ key: CollectionKey, fd: Int32, state: inout State) throws(StoreError) -> Int {
    var found: [StoreWarning] = []
    let size = try setAsideTornEnd(key, fd: fd, state: &state, warnings: &found)
    state.warnings += found
    return size
  }

  func setAsideTornEnd(
    _ key: CollectionKey, fd: Int32, state: inout State, warnings: inout [StoreWarning]
  ) throws(StoreError) -> Int {
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
    var found: [StoreWarning] = []
    try reject(key, lines: [bad], from: tail, warnings: &found)
    guard ftruncate(fd, off_t(start)) == 0 else {
      throw .io(path: path, operation: "ftruncate", errno: errno)
    }
    try FileIO.sync(fd, path: path)
    warnings += found
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
  /// `<file>:<line>: <the line's bytes, unchanged>`, and adds a warning for each to `warnings` (which
  /// the caller records once the lines are also gone from the collection).
  func reject(
    _ key: CollectionKey, lines: [LogScanner.BadLine], from bytes: [UInt8], warnings: inout [StoreWarning]
  ) throws(StoreError) {
    let file = layout.relativeFile(key)
    var out: [UInt8] = []
    for line in lines {
      out.append(contentsOf: "\(file):\(line.number): ".utf8)
      out.append(contentsOf: bytes[line.offset..<min(bytes.count, line.offset + line.length)])
      out.append(0x0A)
    }
    try FileIO.appendDurably(
      layout.rejects(key), out, directory: layout.appFolder(key.app), within: layout.root)
    for line in lines {
      warnings.append(
        StoreWarning(
          file: file, line: line.number, problem: line.problem, rejectsFile: layout.relativeRejects(key)))
    }
  }
}
