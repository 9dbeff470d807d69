package protocol

import "time"

// A Sandbox puts a [Program] behind walls, for running programs that
// strangers wrote: set [ProgramOptions].Sandbox. The zero value is the
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
//     (ProgramOptions.Files, read-only), which is its working directory,
//     an empty /tmp and an empty /dev/shm, each a memory file system of at
//     most DirSize bytes;
//   - a /proc that shows only its own processes, and a /dev with null,
//     zero, full, random and urandom, and no terminal;
//   - no network: its own loopback device, nothing else, so that it can
//     reach no other program, not even on 127.0.0.1;
//   - an environment of PATH, HOME (its directory), TMPDIR and LANG alone,
//     none of the runner's variables, unless ProgramOptions.Env or
//     ExtraEnv give more (see [ProgramOptions].Env).
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
// (games.FileSizeLimit), a directory and a /tmp of at most DirSize bytes
// (games.DirectoryFull), at most OpenFiles descriptors open at once
// (games.OpenFileLimit), and CPU time beyond its clock of at most CPU
// (games.CPULimit), and the memory limit, ProgramOptions.MemoryLimit or
// by default DefaultSandboxMemory (games.OutOfMemory). The CPU time of a
// program is that of all its
// processes, living or ended; what it may use is the time it was awaited
// (from the text sent to it to its answer), on each CPU it may use, plus
// CPU. In a match that pauses its programs (the CodeCup games) it cannot
// use more, as all of it is stopped; without pauses, a program that spins
// while it is not awaited is caught at one of its next answers (the check
// runs at most every 0.2 s) or when it ends. A limit it hits is its fault
// only when the match awaits it: a program that fails for a limit, or
// answers while it holds all the processes it may, loses; one that hit a
// limit in passing and plays on does not.
//
// Where the system gives a cgroup (cgroup v1's pids, memory and cpuacct
// controllers, which a runner started as root may use), the program runs
// in cgroups of its own: the process limit is the cgroup's, a memory limit
// is also set there, and [Program.Usage] reports the peak memory of the
// whole program. Without one, the process limit is RLIMIT_NPROC, counted
// in the program's own user namespace, and the peak is that of its
// largest process. A runner started as root needs the cgroup, since the
// kernel does not count root's processes.
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
	// DirSize caps the program's working directory and its /tmp, each,
	// in bytes; 0 means DefaultSandboxDirSize. What it writes there is
	// held in memory.
	DirSize int64 `json:"dirsize,omitempty"`
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
	DefaultSandboxOpenFiles = 256
	DefaultSandboxCPU       = 5 * time.Second
	// DefaultSandboxMemory is a sandboxed program's memory limit when
	// ProgramOptions.MemoryLimit is 0: a sandbox has one always, so that
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
	if s.OpenFiles <= 0 {
		s.OpenFiles = DefaultSandboxOpenFiles
	}
	if s.CPU <= 0 {
		s.CPU = DefaultSandboxCPU
	}
	return s
}

// A Usage is what a program used of the machine, as far as the runner
// could measure it.
type Usage struct {
	// PeakMemory is the most memory the program held at once, in bytes:
	// all its processes together when it ran in a cgroup (PeakWhole);
	// otherwise the largest resident set of its first process and of
	// those it waited for (a program killed whole, at the end of a match
	// it did not end itself, may leave some out); 0 if unknown.
	PeakMemory int64 `json:"peak_memory,omitempty"`
	// PeakWhole says that PeakMemory counts all the program's processes.
	PeakWhole bool `json:"peak_whole,omitempty"`
	// CPU is the CPU time of all its processes, as far as the runner
	// knows it; 0 if unknown.
	CPU time.Duration `json:"cpu_ns,omitempty"`
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
