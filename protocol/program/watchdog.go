//go:build unix

package program

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// watchdogScript is the watchdog's program. It keeps the process groups and
// directories it is told of, one per line ("+PGID", "-PGID", "+d PATH",
// "-d PATH"), and when its input ends, which happens only when every copy
// of the runner's end is closed, that is when the runner has died, it kills
// the groups and removes the directories that are still registered. It
// ignores the signals that a terminal sends to its foreground group, so
// that a Ctrl-C meant for the runner cannot end it first. Lists are kept
// one entry a line, with globbing off, so that paths keep their spaces and
// stars.
const watchdogScript = `trap '' INT TERM HUP TSTP
set -f
nl='
'
IFS=$nl
groups=
dirs=
cgroups=
# drop LIST ENTRY sets kept to LIST without ENTRY.
drop() {
	kept=
	for x in $1; do
		[ "$x" = "$2" ] || kept=$kept$x$nl
	done
}
while IFS= read -r line; do
	case $line in
	'+d '*) dirs=$dirs${line#+d }$nl ;;
	'-d '*) drop "$dirs" "${line#-d }"; dirs=$kept ;;
	'+c '*) cgroups=$cgroups${line#+c }$nl ;;
	'-c '*) drop "$cgroups" "${line#-c }"; cgroups=$kept ;;
	+*) groups=$groups${line#+}$nl ;;
	-*) drop "$groups" "${line#-}"; groups=$kept ;;
	esac
done
for g in $groups; do
	kill -s KILL -- "-$g" 2>/dev/null
done
for d in $dirs; do
	rm -rf -- "$d"
done
# A cgroup can be removed once its killed processes are gone.
for c in $cgroups; do
	n=0
	while ! rmdir -- "$c" 2>/dev/null && [ -d "$c" ] && [ $n -lt 50 ]; do
		sleep 0.1; n=$((n+1))
	done
done
`

// watchdogWriteLimit bounds how long a registration may wait for the
// watchdog to read, so that a watchdog that stopped reading (stopped by a
// signal from outside, say) cannot hold up the runner.
const watchdogWriteLimit = time.Second

// A watchdog is the runner's end of its watchdog process: the write end of
// the pipe that is the watchdog's standard input. Only the runner holds it
// (it is close-on-exec), so it closes when the runner dies, however it dies.
type watchdog struct {
	mu     sync.Mutex
	w      *os.File
	cmd    *exec.Cmd
	broken bool // a write failed: the watchdog is gone or stuck
}

var (
	watchdogOnce sync.Once
	theWatchdog  *watchdog // nil when it could not start
)

// runnerWatchdog returns the runner's watchdog, starting it on first use,
// or nil if it cannot start.
func runnerWatchdog() *watchdog {
	watchdogOnce.Do(func() { theWatchdog = startWatchdog() })
	return theWatchdog
}

// startWatchdog starts the watchdog process in a process group of its own,
// outside every player's group, so that pausing or killing a player's group
// never touches it. It has no death signal: it must outlive the runner.
func startWatchdog() *watchdog {
	r, w, err := os.Pipe()
	if err != nil {
		return nil
	}
	cmd := exec.Command("/bin/sh", "-c", watchdogScript)
	cmd.Stdin = r // standard output and error stay nil: /dev/null
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	err = cmd.Start()
	r.Close()
	if err != nil {
		w.Close()
		return nil
	}
	// Reap it should it die before the runner; Wait copies nothing, as
	// its files are all *os.File or nil.
	go cmd.Wait()
	return &watchdog{w: w, cmd: cmd}
}

// pid returns the watchdog's process id, or 0 if there is none.
func (wd *watchdog) pid() int {
	if wd == nil {
		return 0
	}
	return wd.cmd.Process.Pid
}

// send writes one line to the watchdog. A nil watchdog, or one that failed
// a write before, is skipped: the runner then goes on without that
// protection. After a failed write the pipe is left open, because closing it
// would make the watchdog kill every group it knows, live ones too.
func (wd *watchdog) send(line string) {
	if wd == nil {
		return
	}
	wd.mu.Lock()
	defer wd.mu.Unlock()
	if wd.broken {
		return
	}
	wd.w.SetWriteDeadline(time.Now().Add(watchdogWriteLimit))
	if _, err := wd.w.WriteString(line + "\n"); err != nil {
		wd.broken = true
	}
}

// addGroup registers process group pgid: the watchdog kills it if the
// runner dies.
func (wd *watchdog) addGroup(pgid int) { wd.send("+" + strconv.Itoa(pgid)) }

// dropGroup unregisters process group pgid. It must come only once the
// whole group has been sent SIGKILL, and should come before the group's
// leader is reaped, when its id may be reused, so that the watchdog never
// kills a stranger.
func (wd *watchdog) dropGroup(pgid int) { wd.send("-" + strconv.Itoa(pgid)) }

// addDir registers directory path: the watchdog removes it if the runner
// dies. The watchdog reads lines, so a path with a newline is refused.
func (wd *watchdog) addDir(path string) error {
	if strings.ContainsRune(path, '\n') {
		return fmt.Errorf("protocol: directory %q has a newline in its path", path)
	}
	wd.send("+d " + path)
	return nil
}

// dropDir unregisters directory path, once it has been removed.
func (wd *watchdog) dropDir(path string) { wd.send("-d " + path) }

// addCgroup registers a sandbox's cgroup: the watchdog removes it, once
// its processes are gone, if the runner dies. Its path is the runner's
// own making, without a newline.
func (wd *watchdog) addCgroup(path string) { wd.send("+c " + path) }

// dropCgroup unregisters a cgroup, once it has been removed.
func (wd *watchdog) dropCgroup(path string) { wd.send("-c " + path) }
