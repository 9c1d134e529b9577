import Glibc

/// Starting another program and ending it: what the mail transport and the apps from outside
/// share. Its standard streams are one end of socket pairs made close-on-exec at once (a program
/// another thread starts meanwhile holds none of them), written with `MSG_NOSIGNAL`, so a program
/// that stops reading never raises SIGPIPE in this process.
public enum ChildProcess {
  /// Why a program did not start.
  public enum SpawnFailure: Error, Equatable, Sendable {
    /// No such file, or not one this user may run.
    case notFound
    /// `posix_spawn` or `socketpair` failed with this errno.
    case couldNotStart(Int32)
  }

  /// A started program: its pid (the leader of its own process group) and this process's ends of
  /// its standard input, output and error, non-blocking.
  public struct Started: Sendable {
    public let pid: pid_t
    public var input: Int32
    public var output: Int32
    public var error: Int32
  }

  /// Starts `executable` with `arguments` (the program's name first) and `environment`, its
  /// standard streams on new socket pairs, in a new process group, every signal at its default and
  /// none blocked (a thread of this process may block some, and a child keeps the mask it was
  /// started with).
  public static func start(
    _ executable: String, arguments: [String], environment: [String: String]
  ) throws(SpawnFailure) -> Started {
    var pairs: [[Int32]] = [[-1, -1], [-1, -1], [-1, -1]]
    let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    for index in pairs.indices where socketpair(AF_UNIX, kind, 0, &pairs[index]) != 0 {
      let code = errno
      for descriptor in pairs.joined() where descriptor >= 0 { close(descriptor) }
      throw .couldNotStart(code)
    }
    let pid: pid_t
    do throws(SpawnFailure) {
      pid = try spawn(
        executable, arguments: arguments, environment: environment,
        standard: (pairs[0][1], pairs[1][1], pairs[2][1]))
    } catch {
      for descriptor in pairs.joined() { close(descriptor) }
      throw error
    }
    // The child's ends are the child's now: closed here, so its end of output reads as EOF.
    for pair in pairs {
      close(pair[1])
      _ = fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)
    }
    return Started(pid: pid, input: pairs[0][0], output: pairs[1][0], error: pairs[2][0])
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
  /// module does not declare; nil on a C library without it.
  private static let closeFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
      guard
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
      else { return nil }
      return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

  /// Starts the program with its standard streams on `standard`'s descriptors, as
  /// ``start(_:arguments:environment:)`` says; the pid.
  public static func spawn(
    _ executable: String, arguments: [String], environment: [String: String],
    standard: (input: Int32, output: Int32, error: Int32)
  ) throws(SpawnFailure) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standard.input, 0)
    posix_spawn_file_actions_adddup2(&actions, standard.output, 1)
    posix_spawn_file_actions_adddup2(&actions, standard.error, 2)
    // Only its standard streams: a descriptor this process opened without O_CLOEXEC (Foundation
    // opens some so) is not the program's to hold — a file open for writing in a program that
    // runs on would make that file's own exec fail with ETXTBSY.
    _ = closeFrom?(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

    let argv = arguments.map { strdup($0) }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    var result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
    // ETXTBSY: the file is open for writing, as it is for a moment in a child another thread
    // forked while the file was being written (an app just installed); that child execs soon.
    var tries = 0
    while result == ETXTBSY, tries < 20 {
      usleep(10_000)
      tries += 1
      result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
    }
    switch result {
    case 0: return pid
    case ENOENT, EACCES, ENOTDIR: throw .notFound
    default: throw .couldNotStart(result)
    }
  }

  /// The program's status once it ended (reaped), nil while it runs: the exit status, or 128 +
  /// the signal's number when a signal ended it (127 when it is not this process's child).
  public static func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid { break }
      if result == -1, errno == EINTR { continue }
      // 0: still running; -1 otherwise: not this process's child any more (reaped elsewhere).
      return result == 0 ? nil : 127
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Kills the program's process group (a wrapper's children), then the program, which may have
  /// left it, and reaps it.
  public static func kill(_ pid: pid_t) {
    Glibc.kill(-pid, SIGKILL)
    Glibc.kill(pid, SIGKILL)
    _ = reap(pid, blocking: true)
  }
}
