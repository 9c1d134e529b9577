// Ctrl-C handling for the interactive shell: the SIGINT handler only sets a flag that the
// line editor reads, so the shell is never killed and a read in progress is cut short.
import Glibc
import Synchronization

/// Set by the SIGINT handler (the only thing it touches), cleared by whoever acts on it.
/// It lives outside main.swift because globals there are main-actor state, and the handler
/// runs on no actor.
let interruptPending = Atomic<Bool>(false)

/// Set by the SIGWINCH handler; the line editor then asks libedit to re-measure the terminal.
let resizePending = Atomic<Bool>(false)

/// Installs the shell's SIGINT and SIGWINCH handlers.
enum Interrupts {
  /// Installs the handlers without `SA_RESTART`, so a blocked `read` returns `EINTR` at once
  /// instead of waiting for the next key (Swift's `signal()` would set `SA_RESTART`).
  static func install() {
    var interrupt = sigaction()
    interrupt.__sigaction_handler.sa_handler = { _ in
      interruptPending.store(true, ordering: .relaxed)
    }
    sigemptyset(&interrupt.sa_mask)
    interrupt.sa_flags = 0
    sigaction(SIGINT, &interrupt, nil)

    var resize = sigaction()
    resize.__sigaction_handler.sa_handler = { _ in
      resizePending.store(true, ordering: .relaxed)
    }
    sigemptyset(&resize.sa_mask)
    resize.sa_flags = 0
    sigaction(SIGWINCH, &resize, nil)
  }

  /// Whether Ctrl-C was pressed since the last call; clears the flag.
  static func takePending() -> Bool {
    interruptPending.exchange(false, ordering: .relaxed)
  }
}
