package program

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"syscall"
)

// The host users a runner started as root runs its sandboxed programs as:
// SandboxSlots ids from SandboxFirstUID, each one user and the group of
// the same number, named nowhere (no /etc/passwd line is needed). Like
// IOI's isolate, which gives each box an id of its own from 60000, each
// program running at once gets an id that no other program has, on this
// machine, in any runner: a runner holds a lock on its slot's file under
// slotDir while the program runs. The range is far above the ids
// that systems give people and services, and apart from isolate's.
const (
	SandboxFirstUID = 1_900_000_000
	SandboxSlots    = 4096
)

// slotDir returns the directory that holds a lock file for each slot in
// use or once used (the kernel drops a runner's locks when it dies,
// however it dies): in /run, where the system has one, as it should;
// else in the temporary directory.
func slotDir() string {
	if fi, err := os.Stat("/run"); err == nil && fi.IsDir() {
		return "/run/contestgames-sandbox"
	}
	return filepath.Join(os.TempDir(), "contestgames-sandbox")
}

// A sandboxUser is the host user a sandboxed program runs as, when the
// runner is root: its slot's id, held by a lock on the slot's file.
type sandboxUser struct {
	id   int
	lock *os.File
}

// nextSlot is where the search for a free slot starts, so that slots are
// taken in turn rather than the first one again and again.
var nextSlot atomic.Int64

// acquireSandboxUser returns a free host user for one sandboxed program,
// or nil when the runner is not root: a plain user's programs run as that
// user, who has no rights to give away.
func acquireSandboxUser() (*sandboxUser, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	dir := slotDir()
	if err := checkSlotDir(dir); err != nil {
		return nil, err
	}
	start := nextSlot.Add(1)
	for i := range int64(SandboxSlots) {
		slot := int((start + i) % SandboxSlots)
		f, err := lockSlot(dir, slot)
		if err != nil {
			return nil, err
		}
		if f != nil {
			return &sandboxUser{id: SandboxFirstUID + slot, lock: f}, nil
		}
	}
	return nil, fmt.Errorf("protocol: sandbox: all %d users from uid %d are in use by running programs", SandboxSlots, SandboxFirstUID)
}

// checkSlotDir makes the slots' directory if need be, and refuses one that
// is not root's own: a directory that another user made or can write
// could hand two programs the same id.
func checkSlotDir(dir string) error {
	if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
		return fmt.Errorf("protocol: sandbox: %w", err)
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return fmt.Errorf("protocol: sandbox: %w", err)
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok || st.Uid != 0 || fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("protocol: sandbox: %s is not a directory that root alone can write: remove it", dir)
	}
	return nil
}

// lockSlot takes the lock of slot, in dir, and returns its file, or nil if
// another program holds it. A lock is held by an open file, not by a
// process: two programs of one runner cannot share a slot either.
func lockSlot(dir string, slot int) (*os.File, error) {
	path := filepath.Join(dir, strconv.Itoa(slot))
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return nil, fmt.Errorf("protocol: sandbox: %w", err)
	}
	switch err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err {
	case nil:
		return f, nil
	case syscall.EWOULDBLOCK:
		f.Close()
		return nil, nil
	default:
		f.Close()
		return nil, fmt.Errorf("protocol: sandbox: lock %s: %w", path, err)
	}
}

// credential returns the credential the program's first process takes
// before it runs bwrap: the user's id as user and group, and no
// supplementary groups (root's would follow it otherwise). A nil user
// gives nil: the runner's own.
func (u *sandboxUser) credential() *syscall.Credential {
	if u == nil {
		return nil
	}
	return &syscall.Credential{Uid: uint32(u.id), Gid: uint32(u.id), Groups: []uint32{}}
}

// release gives the slot back; a nil user does nothing.
func (u *sandboxUser) release() {
	if u != nil && u.lock != nil {
		u.lock.Close()
		u.lock = nil
	}
}

// canRead returns an error unless the user can read path (list it, if it
// is a directory) and reach it: bwrap, which runs as the user, shows the
// program the path only then. A nil user, the runner's own, is not
// checked: what the runner cannot read it cannot show.
func (u *sandboxUser) canRead(path string) error {
	if u == nil {
		return nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return err
	}
	fi, err := os.Stat(real)
	if err != nil {
		return err
	}
	need := os.FileMode(0o004)
	if fi.IsDir() {
		need = 0o005
	}
	if err := u.reach(filepath.Dir(real)); err != nil {
		return u.refusal(path, err)
	}
	if fi.Mode().Perm()&need != need {
		return u.refusal(path, fmt.Errorf("%s has mode %04o", real, fi.Mode().Perm()))
	}
	return nil
}

// reach returns an error unless every directory from / to dir, which
// holds no symbolic link, lets others pass.
func (u *sandboxUser) reach(dir string) error {
	for d := dir; ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil {
			return err
		}
		if fi.Mode().Perm()&0o001 == 0 {
			return fmt.Errorf("%s has mode %04o", d, fi.Mode().Perm())
		}
		if d == "/" {
			return nil
		}
	}
}

// refusal says why the user cannot be shown path, and what to do.
func (u *sandboxUser) refusal(path string, why error) error {
	return fmt.Errorf("%s cannot be shown: the runner is root, so the program runs as an unprivileged user (uid %d), and %v; let all users read and enter it (chmod o+rX)", path, u.id, why)
}
