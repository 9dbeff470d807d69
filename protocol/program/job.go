package program

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/contestgames/games/protocol/record"
)

// A Job is a command run once to its end inside a [Sandbox], in a host
// directory it may write: the build of a submitted source (go build, gcc,
// javac; nothing at all for Python), as a league runs it before the
// program plays. See [Job.Run] for its walls, and [CollectOutput] for
// taking what it made out of its directory.
type Job struct {
	// Command is run by "/bin/sh -c" as written, in Dir.
	Command string
	// Dir is the job's working directory and HOME: a host directory,
	// which the job reads and writes, holding the sources when it starts
	// and what it made when it ends.
	Dir string
	// Sandbox holds the job's limits; it is required: Run refuses a job
	// without one. DirSize caps Dir as well as /tmp and /dev/shm,
	// DirFiles counts Dir's files too.
	Sandbox *Sandbox
	// MemoryLimit bounds the memory of all the job's processes together,
	// in bytes, as Options.MemoryLimit does a program's; 0 means
	// DefaultSandboxMemory.
	MemoryLimit int64
	// Time is the job's wall-clock limit; 0 means DefaultJobTime.
	Time time.Duration
	// OutputLimit is how many bytes of what the job writes (its standard
	// output and error together) are kept; 0 means DefaultJobOutput. The
	// rest is read and thrown away.
	OutputLimit int
	// ExtraEnv are more variables, as "NAME=value" strings, over the
	// sandbox's clean environment (PATH, HOME=Dir, TMPDIR=/tmp, LANG):
	// GOCACHE=/tmp/go, say, to keep Go's build cache out of Dir.
	ExtraEnv []string
}

// The defaults of a Job.
const (
	DefaultJobTime   = 60 * time.Second
	DefaultJobOutput = 64 << 10
)

// A JobResult is how a job ended.
type JobResult struct {
	// Output is what the job wrote on its standard output and error,
	// together in the order written, the first OutputLimit bytes of it.
	Output []byte
	// ExitCode is the job's exit status, or -1 when it was killed.
	ExitCode int
	// Fault says why the job failed, when the runner can tell: "" when it
	// ended of itself (look at ExitCode), "time limit" when Time ran out,
	// "cancelled" when the context ended first, a sandbox's limit in the
	// words of [games.FaultKind] ("out of memory", "process limit",
	// "file size limit", "directory full", ...), or "killed by signal N
	// (name)". A limit seen on the way to another end follows after a
	// colon ("time limit: it reached its limit of 64 processes ...").
	Fault string
	// Usage is what it used: its peak memory and CPU time, as a
	// program's (see [Program.Usage]).
	Usage record.Usage
}

// DefaultCollectLimit is how many bytes CollectOutput copies at most when
// its limit is 0 or less.
const DefaultCollectLimit = 256 << 20

// CollectOutput copies the files and directories that names give (paths
// relative to dir, with "/" or the system's separator) from dir, where a
// [Job] ran, to the same places under dst, at most limit bytes in all (0
// or less: DefaultCollectLimit). Directories are copied whole.
//
// It is the one safe way out of a job's directory: the job, a stranger's,
// wrote it as it liked, and the runner, perhaps root, reads it. A job that
// leaves "bot -> /etc/shadow" must not make the runner copy the host's
// file, nor one that leaves a FIFO make it wait for ever. So no symbolic
// link is followed, on the way or at the end, and anything but a regular
// file or a directory (a link, a FIFO, a socket, a device) is refused with
// an error that names it; a hard link is copied, as the job could only
// link what it could write (its directory is a mount of its own). Files
// are read through an [os.Root] at dir, so no path leaves it, and each
// file opened is checked to be the one looked at. Copies are new files
// (an existing one at dst is an error), without set-user-ID, set-group-ID
// or write rights for others. On an error, dst may hold part of the copy.
// Call it once the job has ended (Run has returned): no process of the job
// can then change dir under it.
func CollectOutput(dir, dst string, limit int64, names ...string) error {
	if limit <= 0 {
		limit = DefaultCollectLimit
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	defer root.Close()
	c := collector{root: root, dir: dir, dst: dst, left: limit}
	for _, name := range names {
		name = filepath.Clean(filepath.FromSlash(name))
		if !filepath.IsLocal(name) {
			return fmt.Errorf("protocol: collect output: %q is not a path inside %s", name, dir)
		}
		if err := c.checkPath(name); err != nil {
			return err
		}
		if err := c.copy(name); err != nil {
			return err
		}
	}
	return nil
}

// A collector copies out of a job's directory (see CollectOutput).
type collector struct {
	root     *os.Root
	dir, dst string
	left     int64 // the bytes it may still copy
}

// checkPath refuses a name whose directories on the way are not all
// directories: a symbolic link among them would be followed.
func (c *collector) checkPath(name string) error {
	parts := strings.Split(name, string(filepath.Separator))
	for i := 1; i < len(parts); i++ {
		p := filepath.Join(parts[:i]...)
		fi, err := c.root.Lstat(p)
		if err != nil {
			return fmt.Errorf("protocol: collect output: %w", err)
		}
		if !fi.IsDir() {
			return c.refuse(p, fi)
		}
	}
	return nil
}

// refuse says why name, of mode fi, is not copied.
func (c *collector) refuse(name string, fi fs.FileInfo) error {
	what := "a " + fi.Mode().Type().String() + " file"
	switch t := fi.Mode().Type(); {
	case t&fs.ModeSymlink != 0:
		what = "a symbolic link"
		if target, err := os.Readlink(filepath.Join(c.dir, name)); err == nil {
			what += " to " + target
		}
	case t&fs.ModeNamedPipe != 0:
		what = "a FIFO"
	case t&fs.ModeSocket != 0:
		what = "a socket"
	case t&fs.ModeDevice != 0:
		what = "a device"
	}
	return fmt.Errorf("protocol: collect output: %s is %s, not a regular file or a directory: refused", filepath.Join(c.dir, name), what)
}

// copy copies name, a file or a directory, to dst.
func (c *collector) copy(name string) error {
	fi, err := c.root.Lstat(name)
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	switch {
	case fi.Mode().IsRegular():
		return c.copyFile(name, fi)
	case !fi.IsDir():
		return c.refuse(name, fi)
	}
	if err := os.MkdirAll(filepath.Join(c.dst, name), 0o755); err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	d, err := c.root.Open(name)
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	entries, err := d.ReadDir(-1)
	d.Close()
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	for _, e := range entries {
		if err := c.copy(filepath.Join(name, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// copyFile copies name, the regular file fi, to dst, if the limit allows.
func (c *collector) copyFile(name string, fi fs.FileInfo) error {
	where := filepath.Join(c.dir, name)
	if fi.Size() > c.left {
		return fmt.Errorf("protocol: collect output: %s holds %d bytes, over what is left of the limit (%d)", where, fi.Size(), c.left)
	}
	// O_NONBLOCK: should the file have become a FIFO since, the open
	// does not wait; the check after it refuses it.
	src, err := c.root.OpenFile(name, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	defer src.Close()
	if now, err := src.Stat(); err != nil || !now.Mode().IsRegular() || !os.SameFile(fi, now) {
		return fmt.Errorf("protocol: collect output: %s changed while it was copied: refused", where)
	}
	target := filepath.Join(c.dst, name)
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	out, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, fi.Mode().Perm()&0o755)
	if err != nil {
		return fmt.Errorf("protocol: collect output: %w", err)
	}
	n, err := io.Copy(out, io.LimitReader(src, c.left+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	c.left -= n
	switch {
	case err != nil:
		return fmt.Errorf("protocol: collect output: %s: %w", where, err)
	case c.left < 0:
		return fmt.Errorf("protocol: collect output: %s grew over the limit while it was copied", where)
	}
	return nil
}

// errNoSandboxJob is Run's error for a job without a Sandbox.
var errNoSandboxJob = errors.New("protocol: job: no Sandbox: a job runs in a sandbox only")
