"""Shared by the reliability checks written in Python: the shell run piped, and the shell run on a
pseudo-terminal as a person sees it. Imported by the checks (PYTHONPATH is set by lib.sh)."""
import os
import pty
import select
import subprocess
import time


def piped(hark, store, args, stdin=b"", timeout=120):
    """`hark --store STORE ARGS…` with STDIN piped in; the finished process."""
    if isinstance(stdin, str):
        stdin = stdin.encode()
    return subprocess.run([hark, "--store", store, *args], input=stdin, capture_output=True, timeout=timeout)


class Terminal:
    """The interactive shell on a pseudo-terminal. `screen` holds every byte it wrote."""

    def __init__(self, hark, store, home):
        self.master, slave = pty.openpty()
        env = dict(os.environ, HOME=home, TERM="xterm")
        self.shell = subprocess.Popen([hark, "--store", store], stdin=slave, stdout=slave, stderr=slave, env=env)
        os.close(slave)
        self.screen = bytearray()

    def drain(self, seconds, until=None):
        """Reads what the shell writes for SECONDS, or until the bytes UNTIL are on the screen."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if until and until in self.screen:
                return
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.screen.extend(chunk)

    def type(self, line):
        """Types LINE and presses return."""
        os.write(self.master, line.encode() + b"\r")

    def end_of_input(self):
        os.write(self.master, b"\x04")

    def ended(self, seconds):
        """Whether the shell ends within SECONDS (reading what it writes meanwhile)."""
        deadline = time.monotonic() + seconds
        while self.shell.poll() is None and time.monotonic() < deadline:
            self.drain(0.2)
        return self.shell.poll() is not None

    def kill(self):
        if self.shell.poll() is None:
            self.shell.kill()
        self.shell.wait()


def report(failures, passed):
    """Prints each failure, or the PASS line; the exit status says which."""
    name = os.environ.get("HARK_CHECK_NAME", "check")
    for failure in failures:
        print(f"FAIL {name}: {failure}")
    if failures:
        raise SystemExit(1)
    print(f"PASS {name}: {passed}")
