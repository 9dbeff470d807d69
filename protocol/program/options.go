package program

// DefaultStderrLimit is how many bytes of a program's standard error are
// kept unless its options say otherwise; the rest is read and discarded.
const DefaultStderrLimit = 10000

// Options are the settings of a [Program]. The zero value runs the
// program in the runner's working directory and its whole environment,
// with the default limits; a sandboxed program gets a clean environment
// instead (see Env). (Programs run only on unix systems; elsewhere no program
// starts, and the options go unused.)
type Options struct {
	// Dir is the program's working directory; empty means the runner's.
	Dir string
	// Files, when not nil, gives the program a fresh working directory of
	// its own holding these files, by plain name (no "/", not "." or
	// ".."), so that no program can touch another's files: Start makes it
	// with os.MkdirTemp("", "referee-") and Stop removes it, after the
	// program's group is dead; so does the watchdog if the runner dies
	// first (see [Program]). An empty map makes an empty directory. Files
	// and Dir cannot both be set.
	Files map[string][]byte
	// Env is the program's whole environment, as "NAME=value" strings.
	// Nil means a default. Outside a sandbox, that is the runner's
	// environment, all of it (os.Environ at Start), whatever secrets it
	// holds. In a Sandbox it is a clean one, of four variables alone:
	// PATH=/usr/local/bin:/usr/bin:/bin (the system's program directories,
	// which every sandbox shows, rather than the runner's PATH, so that a
	// program finds the same programs whoever runs it), HOME=its own
	// working directory, TMPDIR=/tmp and LANG=C.UTF-8; nothing of the
	// runner's environment (a token, say) reaches the program, nor through
	// its standard error the record. ExtraEnv adds to either.
	Env []string
	// ExtraEnv are more variables, as "NAME=value" strings, set over Env
	// or over its default, each replacing a variable of the same name: the
	// few a program needs, without the rest of the runner's environment.
	// Start fails on one that is not NAME=value.
	ExtraEnv []string
	// StderrLimit is how many bytes of standard error are kept for
	// Stop (and protocol.Match.Stderr): 0 means DefaultStderrLimit, a negative
	// value none. The rest is read and thrown away, so that a program
	// that floods its standard error never blocks on it. A record keeps
	// its lines within caps of its own ([record.StderrCaps]).
	StderrLimit int
	// MaxLine is the longest line accepted on standard output, in bytes
	// before the line ending; 0 means DefaultMaxLine.
	MaxLine int
	// MemoryLimit, if positive, bounds the program's writable memory, in
	// bytes (rounded up to KiB), as CodeCup's 64 MB did (in a Sandbox, 0
	// means DefaultSandboxMemory, and a memory cgroup holds the limit too,
	// for all the program's processes together, where there is one, RAM
	// and swap together, so that no swap lets a program past it): the shell sets
	// RLIMIT_DATA ("ulimit -d") before it runs the command, so an
	// allocation beyond the limit fails in the program. RLIMIT_DATA rather
	// than the address-space limit, because runtimes such as Go's reserve
	// far more address space than they use and would not even start. Even
	// so, a Go program's runtime needs tens of MB of its own: a small Go
	// bot starts under 64 MB, a large one may not.
	//
	// A program under a limit whose output ends after it failed (a
	// nonzero exit status or a signal) and said so on its standard error,
	// in the words of the common runtimes ("out of memory", "MemoryError",
	// "std::bad_alloc", ...), ends in [games.OutOfMemory] rather than
	// [games.Exited]. Only the kept part of standard error is read (see
	// StderrLimit). A program that fails for want of memory before its
	// first line, soon after its start, is told in its fault's detail
	// that the limit may be too small for it to load (see
	// [Program.FaultDetail]).
	MemoryLimit int64
	// Sandbox, when not nil, runs the program behind the walls and
	// limits of a [Sandbox] (Linux only): Start fails, rather than run
	// the program without them, where they cannot be made. Dir cannot be
	// set with it: a sandboxed program always works in a directory of its
	// own, holding Files.
	Sandbox *Sandbox

	// job, when not "", makes the sandboxed program a [Job]'s: this host
	// directory is bound read-write as its working directory, its
	// command runs as written, and its standard output joins its standard
	// error (see Job.Run).
	job string
}
