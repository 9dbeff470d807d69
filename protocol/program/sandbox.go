package program

import "time"

// A Sandbox puts a [Program] behind walls, for running programs that
// strangers wrote: set [Options].Sandbox. The zero value is the
// default sandbox; each zero limit means its default.
//
// A sandboxed program runs under bubblewrap ("bwrap", from the Debian
// package bubblewrap), in namespaces of its own: user, process ids, mounts,
// network, IPC and host name. It sees
//   - the system's program directories read-only (/usr, /bin, /sbin, the
//     /lib directories and /opt) and the parts of /etc that programs need
//     to run (the dynamic linker's cache, alternatives, users and groups,
//     certificates, the runtimes' settings; not /etc/shadow or SSH keys),
//     so that sh, python3, java and programs built with C or C++ run;
//   - each word of its command that names an existing file or directory,
//     read-only at its absolute path, and the directory that holds the
//     program (the first such word that names a file), unless that
//     directory is or holds the runner's working directory, the temporary
//     directory or the home directory, compared with every symbolic link
//     resolved (see [ViewOf]); and the paths in ReadOnly;
//   - one writable directory of its own, empty but for the game's files
//     (Options.Files, read-only), which is its working directory,
//     an empty /tmp and an empty /dev/shm, each a memory file system of at
//     most DirSize bytes;
//   - a /proc that shows only its own processes, and a /dev with null,
//     zero, full, random and urandom, and no terminal;
//   - no network: its own loopback device, nothing else, so that it can
//     reach no other program, not even on 127.0.0.1;
//   - an environment of PATH, HOME (its directory), TMPDIR and LANG alone,
//     none of the runner's variables, unless Options.Env or
//     ExtraEnv give more (see [Options].Env).
//
// It sees nothing of the runner, the other players, their directories or
// the match record. It writes nowhere but its directory, /tmp and
// /dev/shm, and the devices null, zero and full: the file systems bwrap
// makes for it (its root, /dev) are read-only once made, /proc/sys and
// the host's devices are not its to change.
//
// It is never the host's root. When the runner is root, each program runs
// as a host user of its own, from SandboxFirstUID on (as IOI's isolate
// gives each box a user of its own), that no other running program has,
// with no supplementary group; the paths it is shown must then be
// readable by all users, and Start says which is not. When the runner is
// a plain user, the program runs as that user. Either way it has no
// capabilities and no_new_privs, it cannot make user namespaces of its
// own, and it cannot leave its process group or trace a process: a
// seccomp program refuses setsid, setpgid and ptrace (on amd64 and
// arm64), so that pausing it stops every process of it. The words of its
// command that name files are made absolute, so that "./mybot" and
// "python3 bot.py" still run from its own directory.
//
// Limits, each with a verdict of its own when a program hits it (the
// [games.FaultKind] in parentheses): at most Processes processes and
// threads at once (games.ProcessLimit), files of at most FileSize bytes
// (games.FileSizeLimit), a directory, a /tmp and a /dev/shm of at most
// DirSize bytes each (games.DirectoryFull) and at most DirFiles files in
// them together (games.FileCountLimit), at most OpenFiles descriptors open
// at once (games.OpenFileLimit), CPU time beyond its clock of at most CPU
// (games.CPULimit), and the memory limit, Options.MemoryLimit or by
// default DefaultSandboxMemory (games.OutOfMemory). Memory counts all its
// processes together, and what they hold in shared memory and in the
// files of its three directories (memory file systems all). The CPU time
// of a program is that of all its processes, living or ended; what it may
// use is the time it was awaited (from the text sent to it to its answer),
// on each CPU it may use, plus CPU. A limit it hits is its fault only when
// the match awaits it: a program that fails for a limit, or answers while
// it holds all the processes it may, loses; one that hit a limit in
// passing and plays on does not. Over its memory, its largest process is
// killed (by the kernel in a memory cgroup, otherwise by the runner), and
// a program that ends after that ran out of memory; a program found over
// its files or its CPU time is killed whole at once, awaited or not, and
// loses when it is next awaited.
//
// What the kernel enforces holds at every moment: the processes (a
// cgroup's pids.max, or RLIMIT_NPROC), the file size (RLIMIT_FSIZE), the
// size of each directory (its file system's), the open files
// (RLIMIT_NOFILE), the memory of a memory cgroup, and without one the
// private memory of each process (RLIMIT_DATA). The rest the runner checks
// every 0.1 s while the program runs, and when it answers: the memory of
// all its processes together without a memory cgroup (their shares of
// anonymous and shared memory, Pss_Anon and Pss_Shmem, plus the bytes in
// its directories), the number of files, and the CPU time
// (the cpuacct cgroup's, or the times of its namespace's processes, each
// with those of the children it waited for). Those three can be exceeded
// for up to 0.1 s before the runner acts, and [record.Usage.Sampled] says
// when the peak memory was so measured. So that nothing escapes these
// counts, the seccomp program refuses memfd_create and SysV shared memory
// and message queues, which hold memory no process shows; and, without a
// cpuacct cgroup, it makes changes to SIGCHLD's action do nothing, so that
// no children are reaped by the kernel unseen (their CPU time would count
// nowhere): there, a program must wait for its children, and one that
// waits for SIGCHLD to learn of their end (dash's wait, Node.js's child
// processes) hangs. In a match that pauses its programs (the CodeCup
// games) a program cannot spin while it is not awaited, as all of it is
// stopped.
//
// Where the system gives a cgroup (cgroup v1's pids, memory and cpuacct
// controllers, which a runner started as root may use), the program runs
// in cgroups of its own: the process limit is the cgroup's, a memory limit
// is also set there, and [Program.Usage] reports the peak memory the
// cgroup saw. Without one, the process limit is RLIMIT_NPROC, counted in
// the program's own user namespace, and the memory limit and the peak are
// the runner's checks'. (RLIMIT_NPROC holds for a runner started as root
// too, as its programs each run as a user of their own.) Where the seccomp program
// cannot be made (on architectures other than amd64 and arm64), a sandbox
// needs the memory and cpuacct cgroups, and [CheckSandbox] says so.
//
// Nothing in the sandbox outlives the program: its first process is the
// init of its process namespace, and when it ends the kernel kills every
// process left in it, however they left the program's process group.
//
// Sandboxes run on Linux only. [CheckSandbox] says whether this system can
// make them, and what to install if it cannot; [Program.Start] fails with
// the same error rather than run a program without the walls it asked
// for.
type Sandbox struct {
	// Processes is how many processes and threads the program may have
	// at once, its sandbox's two bwrap processes included; 0 means
	// DefaultSandboxProcesses.
	Processes int `json:"processes,omitempty"`
	// FileSize is the largest file the program may write, in bytes; 0
	// means DefaultSandboxFileSize.
	FileSize int64 `json:"filesize,omitempty"`
	// DirSize caps the program's working directory, its /tmp and its
	// /dev/shm, each, in bytes; 0 means DefaultSandboxDirSize. What it
	// writes there is held in memory, and counts in its memory.
	DirSize int64 `json:"dirsize,omitempty"`
	// DirFiles is how many files and directories the program's working
	// directory, /tmp and /dev/shm may hold together, the game's files
	// among them; 0 means DefaultSandboxDirFiles. Each costs the kernel
	// memory that no limit of size counts.
	DirFiles int `json:"dirfiles,omitempty"`
	// OpenFiles is how many descriptors the program may have open at once
	// in each process; 0 means DefaultSandboxOpenFiles.
	OpenFiles int `json:"openfiles,omitempty"`
	// CPU is how much CPU time the program may use beyond the time it was
	// awaited; 0 means DefaultSandboxCPU.
	CPU time.Duration `json:"cpu,omitempty"`
	// ReadOnly are more files and directories the program may read, each
	// shown read-only at its own absolute path.
	ReadOnly []string `json:"readonly,omitempty"`
}

// The sandbox's default limits.
const (
	DefaultSandboxProcesses = 64
	DefaultSandboxFileSize  = 16 << 20
	DefaultSandboxDirSize   = 64 << 20
	DefaultSandboxDirFiles  = 10000
	DefaultSandboxOpenFiles = 256
	DefaultSandboxCPU       = 5 * time.Second
	// DefaultSandboxMemory is a sandboxed program's memory limit when
	// Options.MemoryLimit is 0: a sandbox has one always, so that
	// no program can take the machine's memory from the runner.
	DefaultSandboxMemory = 1 << 30
)

// withDefaults returns s with each zero limit replaced by its default.
func (s Sandbox) withDefaults() Sandbox {
	if s.Processes <= 0 {
		s.Processes = DefaultSandboxProcesses
	}
	if s.FileSize <= 0 {
		s.FileSize = DefaultSandboxFileSize
	}
	if s.DirSize <= 0 {
		s.DirSize = DefaultSandboxDirSize
	}
	if s.DirFiles <= 0 {
		s.DirFiles = DefaultSandboxDirFiles
	}
	if s.OpenFiles <= 0 {
		s.OpenFiles = DefaultSandboxOpenFiles
	}
	if s.CPU <= 0 {
		s.CPU = DefaultSandboxCPU
	}
	return s
}

// A SandboxView is what a sandbox shows a program beyond the system's
// directories, as [ViewOf] tells it.
type SandboxView struct {
	// Shown are the paths it shows, read-only: the files its command
	// names, the program's directory unless it is hidden, and the
	// sandbox's ReadOnly paths.
	Shown []string
	// Hidden is the program's directory when it is not shown, and Why
	// says why: it is or holds the runner's working directory, the
	// system's temporary directory or the home directory.
	Hidden, Why string
}
