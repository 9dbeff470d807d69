// Package program runs a player as a child process: a contest program
// that speaks the jury's stdin/stdout dialogue, started with "sh -c", with
// its standard error kept and its faults explained, and, for programs that
// strangers wrote, behind the walls and limits of a [Sandbox].
//
// A [Program] is a protocol.Player; it also pauses (protocol.Pauser), says
// more of its faults (protocol.FaultDetailer), tells when it waits for
// input (protocol.InputWaiter), hands its standard error to the record
// (protocol.StderrKeeper) and measures what it used (protocol.UsageReporter):
//
//	p := program.New("./mybot", program.Options{Sandbox: &program.Sandbox{}})
//	m := &protocol.Match{Referee: ref, Players: []protocol.Player{p, protocol.NewBot(b)}}
//
// Programs do not outlive the runner either: should the runner itself be
// killed, even with SIGKILL, a watchdog process that it starts with its
// first program kills every program still running and removes their
// working directories ([Options].Files); see [Program]. A program
// under a [Options].MemoryLimit that fails for want of memory ends
// in [games.OutOfMemory].
//
// # Sandboxes
//
// A program runs with every right of the runner. For programs that
// strangers wrote, set [Options].Sandbox: the program then runs in
// namespaces of its own under bubblewrap (Linux), sees the system's
// programs and its own files read-only, one private capped directory, a
// /proc of its own processes and no network, and loses with a verdict of
// its own when it hits a limit ([games.ProcessLimit],
// [games.FileSizeLimit], [games.DirectoryFull], [games.FileCountLimit],
// [games.OpenFileLimit], [games.CPULimit]); see [Sandbox]. It gets a clean
// environment, PATH, HOME, TMPDIR and LANG alone, where a program outside
// a sandbox inherits the runner's whole environment;
// [Options].ExtraEnv passes more to either. [CheckSandbox] says
// whether this system can make one. Without a sandbox, on Linux, a program's first
// process is still the init of a process namespace of its own, so that
// whatever it starts dies with it, even what left its process group.
// protocol.Match.Usage, and a record's last line, say what each program used:
// its peak memory and CPU time (record.Usage).
//
// # Strangers' programs: what -sandbox shows, limits and stops
//
// Without -sandbox a program runs with every right of the referee: it can
// kill the referee or its opponent, read the opponent's pipes and memory
// through /proc (the hidden moves of On The Run, Amazes and Lang Wars), read
// the record as it is written, write anywhere, fork without end and use the
// network. For programs you did not write, give -sandbox (matches, series
// and tournaments alike; program.Options.Sandbox in a judge of your
// own, arena.Tournament.Sandbox for a tournament):
//
//	go run ./examples/referee -sandbox -memory 64 alquerque ./theirbot ./mybot
//	go run ./examples/referee tournament -sandbox -pairs 20 -dir runs/t3 ontherun 'python3 bots/a/main.py' ./b ./c
//
// Each program then runs under bubblewrap (https://github.com/containers/bubblewrap)
// (bwrap; Debian and Ubuntu: apt-get install bubblewrap), in namespaces of
// its own (user, process ids, mounts, network, IPC, host name), and sees:
//
//   - the system's program directories read-only (/usr, /bin, /sbin,
//     /lib*, /opt) and the parts of /etc that programs need (the dynamic
//     linker's cache, alternatives, passwd and group, certificates, the
//     runtimes' settings; not shadow or SSH keys), so that
//     sh, python3, java and programs built with C or C++ run;
//   - each word of its command that names a file, read-only at its own path,
//     and the directory of the program (the first such file), unless that
//     directory is or holds the referee's working directory, the temporary
//     directory or the home directory, where other players and records may be;
//     -readonly PATH:PATH shows more (a Python installation outside /usr,
//     a Java class directory, say). Keep records out of a program's own
//     directory: the program would see them;
//   - one writable directory, its working directory, empty but for the game's
//     files (On The Run's connect.txt, read-only), an empty /tmp and an
//     empty /dev/shm: each a memory file system of at most -dirsize MiB;
//   - a /proc of its own processes, a /dev of null, zero, full,
//     random and urandom (no terminal), and no network: its own loopback,
//     nothing else, not even the referee's 127.0.0.1;
//   - a clean environment: PATH=/usr/local/bin:/usr/bin:/bin, HOME (its
//     own directory), TMPDIR=/tmp and LANG=C.UTF-8, and nothing of the
//     referee's, so that a token there reaches neither the program nor,
//     through its standard error, the record; -env NAME or -env NAME=VALUE
//     passes more (program.Options.ExtraEnv, arena.Tournament.ExtraEnv).
//
// It has no capabilities, cannot make user namespaces, cannot leave its
// process group (a seccomp filter refuses setsid and setpgid), so pausing
// it stops all of it, cannot trace processes (ptrace: the sandbox's init,
// bwrap, has no filter of its own to be made to break), cannot reach the
// kernel's keyrings, which namespaces do not separate, and cannot make memory
// that no process maps (memfd_create, SysV shmget and msgget: shared
// memory is to be had from files in /dev/shm, which count). Where no
// cpuacct cgroup counts its CPU time, changes to SIGCHLD's action do nothing
// (and report success): a process that ignored SIGCHLD would have its children
// reaped by the kernel, their CPU time counted nowhere; so there a program must
// wait for its children, and one that waits for SIGCHLD to learn of their end
// (dash's wait, Node.js's child processes) hangs. Nothing of the referee,
// the other players, their directories or the record is there. Its limits,
// each with a flag and a verdict of its own in the record and the table when
// it is hit:
//
//   - -processes N: default 64; verdict (games.FaultKind): process limit; how: a
//     cgroup's pids.max where the referee may make cgroups (as root: cgroup v1
//     here, or v2 with the pids controller handed down); otherwise
//     RLIMIT_NPROC, counted in the program's own user namespace. A program
//     that is refused a process (the cgroup counts refusals; without one, it
//     ends saying it could not fork, in the words of sh, bash, C, Python, Go
//     or Java), or that holds all of them when it answers, loses
//   - -filesize MiB: default 16; verdict (games.FaultKind): file size limit; how:
//     RLIMIT_FSIZE: killed by SIGXFSZ, or it ends after EFBIG (Python ignores
//     SIGXFSZ)
//   - -dirsize MiB: default 64; verdict (games.FaultKind): directory full; how: the
//     size of its directory's, /tmp's and /dev/shm's memory file systems,
//     each: it ends after ENOSPC. What they hold counts in its memory
//   - -dirfiles N: default 10000; verdict (games.FaultKind): file count limit; how:
//     the files and directories in those three together (each costs the kernel
//     memory that no size counts), from their file systems' statfs: checked
//     every 0.1 s, and it is killed when over
//   - -openfiles N: default 256; verdict (games.FaultKind): open file limit; how:
//     RLIMIT_NOFILE: it ends after EMFILE
//   - -cpu D: default 5s; verdict (games.FaultKind): cpu time limit; how: the CPU time
//     of all its processes, living or ended (the cgroup's cpuacct, or its
//     namespace's /proc: each process's time and that of the children it
//     waited for), against the time it was awaited on each CPU it may use,
//     plus D: checked every 0.1 s (it is killed when over), when it answers
//     (at most every 0.2 s) and when it ends
//   - -memory MiB: default 1024 in a sandbox; verdict (games.FaultKind): out of
//     memory; how: as without a sandbox (RLIMIT_DATA, for each process), and
//     for all its processes together, shared memory and its three directories
//     included: a memory cgroup's limit where there is one, otherwise the
//     referee's count every 0.1 s (each process's share of anonymous and
//     shared memory, Pss_Anon and Pss_Shmem of smaps_rollup, so that a page
//     shared after a fork counts once, plus the bytes in its directories); it
//     is killed when over
//
// The referee prints the limit with the verdict (white: process limit: at most
// 12 processes and threads). A record of programs ends, after its result, with
// what each used: {"usage":[{"peak_memory":19243008,"peak_whole":true,"cpu_ns":25231603846},…]}
// (record.Usage, Record.Usage): the peak memory of all its processes
// together in a sandbox (peak_whole), exact in a memory cgroup, otherwise the
// most the referee's checks found every 0.1 s, which the record marks
// "sampled":true (a peak between two checks is missed); outside a sandbox,
// that of its largest process. Limits the referee checks every 0.1 s (memory
// without a memory cgroup, files, CPU time) can be exceeded for that long before
// the program is killed.
//
// Where no sandbox can be made, -sandbox stops before the first game with one
// line and exit status 2, and runs nothing: referee: -sandbox: bwrap not
// found: install bubblewrap (Debian, Ubuntu: apt-get install bubblewrap), or
// why bwrap could not make namespaces and what to allow (user namespaces off
// for unprivileged users, as which a referee run as root runs its programs;
// in a container, seccomp or AppArmor forbidding unshare, mount or
// sethostname, or /proc masked: examples/arena's job.yaml shows a pod that
// allows them), or, on architectures other than
// amd64 and arm64 (no seccomp filter), that without the memory and cpuacct
// cgroups shared memory and all CPU time could not be counted.
//
// # Who a program is, and what holds
//
// A program is never the host's root.
// A referee run as root runs each sandboxed program as a host user of its own,
// from uid 1,900,000,000 on (program.SandboxFirstUID; one per program
// running at once, held by a lock under /run/contestgames-sandbox, as IOI's
// isolate gives each box a user), with no supplementary group; the files it is
// shown must then be readable by all users (-sandbox says which is not).
// Run as a plain user, the referee runs it as that user. Either way it has no
// capabilities and no_new_privs. Each attack below has a hostile program in
// protocol/program/sandbox_linux_test.go (each stopped as root and as a plain user
// alike, unless said), and CI runs them all twice: as root and
// as a plain user (.ci/run).
//
//   - write the host's /proc/sys (core_pattern), sysrq-trigger, chmod
//     /dev/null — stopped by: not its user's: root's files; /sys absent; a
//     test lists every place it can write or chmod and finds only its
//     directory, /tmp, /dev/shm and null, zero, full, random, urandom (bwrap's
//     root and /dev are made read-only)
//   - read the referee's environment (a token) — stopped by: a clean
//     environment (PATH, HOME, TMPDIR, LANG); -env passes more
//   - kill or read the referee and the opponent; the record; other files —
//     stopped by: its own process, mount, IPC and network namespaces; the
//     program's directory is hidden when it is or holds the referee's working
//     directory, the temporary or the home directory, links resolved, and the
//     opening lines say so
//   - climb out: user namespaces, remounts, ptrace, keyrings, setsid — stopped
//     by: --disable-userns, no capabilities, a seccomp filter
//   - memory: shared anonymous, memfd, SysV, /tmp and /dev/shm — stopped by: a
//     memory cgroup as root; as a plain user the referee's count every 0.1 s
//     ("sampled" in the record); memfd_create, shmget, msgget refused
//   - a million files, forks, CPU in children the kernel reaps — stopped by:
//     -dirfiles; a pids cgroup or RLIMIT_NPROC of its own user; cpuacct as
//     root, else SIGCHLD's action cannot be changed (see above)
//   - escape codes to the referee's terminal — stopped by: what programs wrote
//     is printed escaped (\x1b)
//   - a legal program stopped at its start (a SIGSTOP sent while bwrap forks)
//     — stopped by: the first pause waits until every process of the program
//     has stopped
//
// Out of reach, as for isolate and bubblewrap: a kernel exploit (we rely on the
// kernel's namespaces and seccomp), side channels of the shared CPUs and
// caches, reading the world-readable system files it is shown, and the load
// its allowed CPU time puts on the machine.
//
// # Jobs: building strangers' sources
//
// A league builds what an entrant submitted before it plays: go build, gcc,
// javac, or nothing for Python. A [Job] is that build: a command run once
// to its end, in a sandbox only, behind the walls and limits of a
// program's (namespaces, the seccomp program, a user of its own when the
// runner is root, Sandbox's processes, file size, open files, and a
// memory limit for all its processes together), with the system's program
// directories read-only, a private /tmp, no network and a clean
// environment, plus one host directory, Job.Dir, bound read-write as its
// working directory and HOME: its sources in, its program out. Each check
// of the sandbox walks Dir against DirSize and DirFiles, and Job.Time
// (60 s by default) bounds its wall-clock time. Run returns what it wrote
// (standard output and error together, capped), its exit status, and
// why it failed ("time limit", "out of memory", "process limit", "file
// size limit", "directory full", "killed by signal 9 (killed)"); nothing of
// it outlives Run. Dir belongs to the job's user while it runs, and to
// Dir's owner again after, readable, without set-user-ID bits.
//
//	res, err := (&program.Job{Command: "cc -O2 -o bot bot.c", Dir: dir,
//		Sandbox: &program.Sandbox{}, MemoryLimit: 512 << 20}).Run(ctx)
//	if err == nil && res.ExitCode == 0 && res.Fault == "" {
//		err = program.CollectOutput(dir, versionDir, 0, "bot")
//	}
//
// What a job leaves in Dir is a stranger's: a job that leaves bot ->
// /etc/shadow must not make a runner, root, copy the host's file. Take it
// out with [CollectOutput] alone, which follows no symbolic link (on the
// way or at the end), copies regular files and directories only (a link,
// FIFO, socket or device is refused with an error naming it), stays inside
// Dir through an [os.Root], copies at most a size cap, and drops the
// set-user-ID and set-group-ID bits. The job's test suite
// (job_linux_test.go, run as root and as a plain user) builds a C and a
// Python program that then play, and stops a build that loops, allocates,
// forks, writes a huge file or fills Dir without end, one that writes
// outside Dir, reads the runner's environment, or leaves links and a FIFO
// for CollectOutput.
//
// Limits of a job's walls: Dir is on the host's disk, and its size is
// checked every 0.1 s, so a job can write past DirSize for that long
// (bounded by its file size and its speed) before it is killed; on a
// runner that dies mid-job (SIGKILL), Dir stays the job's user's.
//
// # Why bubblewrap
//
// It is small, kept by the Flatpak project, packaged by
// every distribution, and made for exactly this: it sets up the namespaces and
// mounts, drops capabilities, loads a seccomp program, keeps a reaping init as
// the namespace's first process, and dies with its parent. Doing the same in
// Go means a re-executed helper (Go cannot run code between fork and exec)
// that every program embedding protocol would have to carry, and a few
// hundred lines of mount code that a sandbox must get exactly right. The
// referee adds what bwrap leaves to its caller: the limits, the cgroups, the
// seccomp program, the CPU check and the verdicts. The pause (SIGSTOP of the
// group), the watchdog (SIGKILL of the referee leaves no process, directory
// or cgroup), -affinity and the clocks work as without a sandbox.
//
// Hostile programs check each wall (go test ./protocol -run Sandbox -v): one
// kills every process it can see, the referee and its opponent by process id
// and by name; one reads the opponent's pipes, environment and memory through
// /proc; one reads the record, one /etc/shadow and the host's SSH keys,
// one writes outside its directory, one climbs out (a user namespace of its
// own, a remount of /usr, ptrace of the sandbox's init, the keyrings), two
// fill the directory and /tmp past the cap, one writes a file past the
// limit, one forks a thousand processes, one opens files past the limit, one
// allocates past -memory and one past the default, one leaves daemons
// (setsid, double forks), one connects to a listener the test opens on
// 127.0.0.1, and two spin while paused or while not awaited, and one thinks
// past its clock. For each, the match finishes with the right verdict, the
// other player is unharmed, the record is complete and replays, nothing is
// left running and no file outside changed. A C, a C++ and a Python program
// and every examples/*/bot, under -memory 64, and a Java program (a JVM
// needs more), play whole games in a sandbox.
//
// # Performance
//
// Measured on the project's machine (2 cores of an AMD EPYC VM), with the
// command that reproduces each figure:
//
//   - lines between two programs, 20,000 an exchange, seven ways in turn
//     (go test ./protocol/program -run '^$' -bench 'Relay$' -benchtime 5x
//     -count 6; the C relay of protocol/program/testdata/relay.c needs cc):
//     through a protocol.Match pinned to one CPU (Match.CPUs, -affinity), a
//     ply costs 1.04-1.19 times what it costs through the C relay pinned
//     alike (pinned/c-pinned; 2026-11-28, a machine at load 3-5), the floor
//     of any runner in the middle. On a quiet machine earlier: bare pipes
//     between the two programs 3.5-3.9 us a ply pinned, the C relay 8.0-8.4
//     us pinned, a pinned Match 10.0-10.7 us. Unpinned, the kernel spreads
//     the three processes over both CPUs and each line wakes an idle
//     virtual CPU: a Match and the C relay both cost about twice as much.
//   - a program in a sandbox against the same program outside, in turn (go
//     test ./protocol/program -run '^$' -bench 'Sandbox$' -benchtime 1x
//     -count 6; needs bwrap; as root, with cgroups): starting one (Start,
//     its first line, Stop) 23.2-25.4 ms against 7.5-8.8 ms (bwrap, its
//     namespaces and mounts, the cgroups, a user of its own; on this VM a
//     bare fork and exec of /bin/true takes 5 ms). A ply between two
//     sandboxed programs, 100,000 plies an exchange: 0.98-1.02 times one
//     outside a sandbox.
//   - two external programs with the contest's pausing, the 200-ply tie of
//     scripted shell players (go test ./examples/referee -run '^$' -bench
//     ExternalGame -count 4): a game 12.6-12.9 ms free, 11.3-11.8 ms pinned.
package program
