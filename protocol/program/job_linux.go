package program

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	games "github.com/contestgames/games"
)

// nonBlock opens a file without waiting, should it be a FIFO.
const nonBlock = syscall.O_NONBLOCK

// Run runs the job to its end, and says how it ended. A job that fails
// (a compiler's error, a limit it hit) is a result, with its Fault; the
// error is for what kept the runner from running it: no Sandbox, none to
// be made here ([CheckSandbox]'s error), Dir missing or not to be shown,
// Dir holding a file with other names outside (a hard link, which the job
// could change there), or Dir's files not given back. When ctx ends first, the job is killed,
// its result says "cancelled", and the error is ctx's.
//
// The job runs behind a [Sandbox]'s walls, as a [Program] does: in
// namespaces of its own, under the seccomp program, never the host's root
// (when the runner is root, as a host user of its own, SandboxFirstUID on),
// with its limits of processes, file size and open files, and
// MemoryLimit for all its processes together. (Its CPU time is checked as
// a program's, against the time it was awaited, here all its time, on each
// CPU it may use, plus Sandbox.CPU: Time is what bounds it.) It sees the
// system's program directories and the parts of /etc programs need,
// read-only (compilers live in /usr), Sandbox.ReadOnly, a private /tmp
// and /dev/shm, no network, a clean environment (PATH, HOME=Dir,
// TMPDIR=/tmp, LANG, and ExtraEnv), and Dir, read-write, as its working
// directory: Dir alone of the host it may change. Each check of the
// sandbox (every 0.1 s) walks Dir: more than DirSize bytes there (as
// allocated on disk), or a directory the runner cannot read or reach,
// end the job in "directory full"; its files count with /tmp's and /dev/shm's against
// DirFiles. Its standard input is empty. It is killed when Time has
// passed, when ctx ends, or when it has ended: no process of it outlives
// Run, nor the runner (see [Program]).
//
// Dir is the job's own while it runs: when the runner is root, Run gives
// Dir and all in it to the job's user first (every directory above Dir
// must let others pass, chmod o+x, or Run says which does not), and when
// the job has ended gives it all back to Dir's owner, without following a
// link, taking away set-user-ID and set-group-ID bits, and letting the
// owner read and enter every directory and read every file, whatever modes
// the job left. Read what the job made with [CollectOutput]: the job may
// have left links and FIFOs there.
func (j *Job) Run(ctx context.Context) (JobResult, error) {
	if j.Sandbox == nil {
		return JobResult{}, errNoSandboxJob
	}
	if err := CheckSandbox(); err != nil {
		return JobResult{}, fmt.Errorf("protocol: job %q: %w", j.Command, err)
	}
	dir, owner, err := jobDir(j.Dir)
	if err != nil {
		return JobResult{}, fmt.Errorf("protocol: job %q: %w", j.Command, err)
	}
	p := New(j.Command, j.options(dir))
	err = p.Start()
	var res JobResult
	if err == nil {
		res = j.await(ctx, p)
	}
	if rerr := giveBackJobDir(dir, owner); err == nil && rerr != nil {
		err = fmt.Errorf("protocol: job %q: %w", j.Command, rerr)
	}
	if err == nil && res.Fault == "cancelled" {
		err = ctx.Err()
	}
	return res, err
}

// options returns the options of the job's program, in directory dir.
func (j *Job) options(dir string) Options {
	limit := j.OutputLimit
	if limit <= 0 {
		limit = DefaultJobOutput
	}
	return Options{Sandbox: j.Sandbox, MemoryLimit: j.MemoryLimit, StderrLimit: limit,
		Env: sandboxEnv(dir), ExtraEnv: j.ExtraEnv, job: dir}
}

// jobDir returns the job's directory, absolute with its links resolved,
// and the ids of its owner.
func jobDir(dir string) (string, [2]int, error) {
	real, err := filepath.EvalSymlinks(dir)
	if err == nil {
		real, err = filepath.Abs(real)
	}
	if err != nil {
		return "", [2]int{}, err
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", [2]int{}, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok {
		return "", [2]int{}, fmt.Errorf("%s is not a directory", dir)
	}
	return real, [2]int{int(st.Uid), int(st.Gid)}, nil
}

// await waits for the job's end, its time limit or ctx, kills what is
// left of it, and returns how it ended.
func (j *Job) await(ctx context.Context, p *Program) JobResult {
	p.in.close() // its input is empty
	limit := j.Time
	if limit <= 0 {
		limit = DefaultJobTime
	}
	t := time.NewTimer(limit)
	defer t.Stop()
	var fault string
	ended := false
	select {
	case <-p.proc.exited:
		fault, ended = p.jobFault(), true
	case <-t.C:
		fault = withNote("time limit", p.sb.limitNote())
	case <-ctx.Done():
		fault = "cancelled"
	}
	res := JobResult{Output: []byte(p.Stop(0)), ExitCode: -1, Fault: fault, Usage: p.Usage()}
	if st := p.ProcessState(); st != nil && ended {
		res.ExitCode = st.ExitCode()
	}
	return res
}

// withNote returns fault with note after a colon, if there is one.
func withNote(fault, note string) string {
	if note == "" {
		return fault
	}
	return fault + ": " + note
}

// jobFault returns the Fault of a job that has ended of itself: the
// sandbox's limit that ended it, the signal that killed it, or "". It is
// called before Stop, while the job's cgroups still say what they saw.
func (p *Program) jobFault() string {
	// The job's processes are all gone: its output ends once read.
	p.errs.ended(stuckLimit)
	st := p.ProcessState()
	kept := p.errs.bytes()
	f := p.sb.endFault(st, kept)
	if f == 0 && st != nil && outOfMemory(st.Success(), kept) {
		f = games.OutOfMemory
	}
	switch {
	case f != 0:
		return f.String()
	case st == nil:
		return ""
	}
	if sig := exitSignal(st); sig != 0 {
		return fmt.Sprintf("killed by signal %d (%v)", int(sig), sig)
	}
	return ""
}

// takeJobDir gives the job's directory dir, and all in it, to the host
// user the job runs as, when the runner is root (user is nil otherwise):
// the job writes there as that user. Nothing in dir is the job's yet, so
// the walk follows no link of its making. A file with other names (a
// hard link) is refused, whoever runs: the job could change it through
// the names outside dir, and as root would be given it.
func takeJobDir(dir string, user *sandboxUser) error {
	if user != nil {
		if err := user.reach(filepath.Dir(dir)); err != nil {
			return fmt.Errorf("protocol: job: %s cannot be the job's directory: the runner is root, so the job runs as an unprivileged user (uid %d), and %v; let all users enter the directories above it (chmod o+x)", dir, user.id, err)
		}
	}
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("protocol: job: %w", err)
		}
		if d.Type().IsRegular() {
			fi, err := d.Info()
			if err != nil {
				return fmt.Errorf("protocol: job: %w", err)
			}
			if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Nlink > 1 {
				return fmt.Errorf("protocol: job: %s has %d names (hard links): the job could change it through the others; copy it into the job's directory instead", path, st.Nlink)
			}
		}
		if user == nil {
			return nil
		}
		return os.Lchown(path, user.id, user.id)
	})
}

// giveBackJobDir gives dir and all in it back to owner (uid, gid) once the
// job has ended, as Run says. WalkDir neither follows links nor enters
// them; a directory is made readable before it is read.
func giveBackJobDir(dir string, owner [2]int) error {
	root := os.Geteuid() == 0
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if root {
			if err := os.Lchown(path, owner[0], owner[1]); err != nil {
				return err
			}
		}
		need := fs.FileMode(0o600)
		switch {
		case d.IsDir():
			need = 0o700
		case !d.Type().IsRegular():
			return nil // a link's mode is not its own; a FIFO's is harmless
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		mode := fi.Mode().Perm() | need // no set-user-ID, set-group-ID, sticky
		if fi.Mode()&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky) == 0 && mode == fi.Mode().Perm() {
			return nil
		}
		return os.Chmod(path, mode)
	})
}

// diskUse returns the bytes that dir, a job's directory, takes on disk
// and the files and directories in it, the walk ending once it found more
// than maxFiles. It walks through an [os.Root], so that a job that swaps a
// directory for a link meanwhile cannot lead it out of dir. A directory it
// cannot read (one the job closed to its owner, a path too long) counts
// as too many bytes: what it holds cannot be counted. What is gone by the
// time the walk reaches it (a build's temporary files) is not counted.
func diskUse(dir string, maxFiles int) (bytes, files int64) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return 0, 0
	}
	defer root.Close()
	tooMany := errors.New("too many files")
	fs.WalkDir(root.FS(), ".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case errors.Is(err, fs.ErrNotExist), path == ".":
			return nil // gone meanwhile, or dir itself
		case err != nil:
			bytes = 1 << 62
			return fs.SkipAll
		}
		files++
		if files > int64(maxFiles) {
			return tooMany
		}
		if fi, err := d.Info(); err == nil {
			if st, ok := fi.Sys().(*syscall.Stat_t); ok {
				bytes += st.Blocks * 512
			}
		}
		return nil
	})
	return bytes, files
}
