"""Times whole processes: wall clock and CPU (user + sys, from wait4's rusage) of each run.

Each run is started with posix_spawn, as a shell starts a command: forking this Python process
first (as the timer once did) charged the child the copy-on-write faults of a 10 MB interpreter,
about 3 ms of wall and CPU on every row, `cat` included.

    timer.py RUNS LABEL -- COMMAND...   prints "LABEL<TAB>median wall ms<TAB>median CPU ms<TAB>min wall ms"

Output of the command goes to /dev/null; a run that fails is reported and stops the benchmark.
The first run is a warm-up (page cache, the learned stage's model cache) and is not counted.
Set STARTUP_COPY=SRC:DST to copy the folder SRC to DST (fresh) before every run, outside the timing.
"""
import os, shutil, statistics, sys, time

def main():
    runs = int(sys.argv[1])
    label = sys.argv[2]
    command = sys.argv[sys.argv.index("--") + 1:]
    copy = os.environ.get("STARTUP_COPY")
    walls, cpus = [], []
    devnull = os.open(os.devnull, os.O_WRONLY)
    for run in range(runs + 1):
        if copy:
            source, target = copy.split(":", 1)
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, symlinks=True)
        start = time.perf_counter()
        pid = os.posix_spawnp(
            command[0], command, os.environ,
            file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            sys.exit(f"{label}: {' '.join(command)} exited with {code}")
        if run == 0:
            continue
        walls.append(wall * 1000)
        cpus.append((usage.ru_utime + usage.ru_stime) * 1000)
    print(f"{label}\t{statistics.median(walls):.1f}\t{statistics.median(cpus):.1f}\t{min(walls):.1f}")

main()
