import Foundation

/// Measures the two ways to make a write durable, in the same run and folder:
/// append + fdatasync to one log file, and write-temp + fsync + rename + fsync of the folder.
enum DurabilityBenchmark {
  static func run(folder: String, writes: Int) -> [String] {
    mkdir(folder, 0o700)
    let line = Array(
      "{\"id\":\"m000000\",\"fields\":{\"conversation\":\"c42\",\"sender\":\"p7\",\"text\":\"see you at the café tomorrow\"}}\n"
        .utf8)
    var results: [String] = []

    // 1. Append one line and fdatasync it, per write.
    let log = folder + "/log.jsonl"
    var start = now()
    let fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    for _ in 0..<writes {
      _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      fdatasync(fd)
    }
    close(fd)
    let appendRate = Double(writes) / (now() - start)
    results.append(
      String(format: "append + fdatasync, one line per write:        %8.0f writes/s", appendRate))

    // 2. Group commit: 100 lines per write, one fdatasync.
    start = now()
    let grouped = open(log, O_WRONLY | O_APPEND, 0o600)
    let batch = [UInt8](repeating: 0, count: 0) + (0..<100).flatMap { _ in line }
    for _ in 0..<(writes / 100) {
      _ = batch.withUnsafeBytes { write(grouped, $0.baseAddress, $0.count) }
      fdatasync(grouped)
    }
    close(grouped)
    results.append(
      String(
        format: "append + fdatasync, 100 lines per write:       %8.0f lines/s",
        Double(writes / 100 * 100) / (now() - start)))

    // 3. Write a new file per write: temp + fsync + rename + fsync of the folder.
    start = now()
    let dirFD = open(folder, O_RDONLY | O_DIRECTORY)
    for index in 0..<writes {
      let temporary = folder + "/tmp"
      let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      _ = line.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
      fsync(file)
      close(file)
      rename(temporary, folder + "/r\(index % 1000)")
      fsync(dirFD)
    }
    close(dirFD)
    let renameRate = Double(writes) / (now() - start)
    results.append(
      String(format: "temp + fsync + rename + fsync dir, per write:  %8.0f writes/s", renameRate))
    results.append(String(format: "append is %.1fx the rate of temp+rename", appendRate / renameRate))
    return results
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
