// The hark executable: REPL, flags, printing.
