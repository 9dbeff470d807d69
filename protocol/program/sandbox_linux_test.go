package program_test

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
	"github.com/contestgames/games/protocol/record"
)

// A lateProgram is a program whose command is made when the match starts
// it, so that it can name what the players started before it (the
// opponent's process id, say).
type lateProgram struct {
	make func() *program.Program
	*program.Program
}

func (l *lateProgram) String() string { return "hostile" }

func (l *lateProgram) Start() error {
	l.Program = l.make()
	return l.Program.Start()
}

// A hostile is a program that attacks from its sandbox, as a script run
// by sh; it then plays Count (toy.CountScript) unless it ended.
type hostile struct {
	name   string
	script string // run before it plays; $OPP is the opponent's process id, $REC the record's path, $OUT a path outside
	limits program.Sandbox
	pause  bool          // the match pauses programs
	slow   bool          // the opponent is a bot that thinks 100 ms a turn
	stall  time.Duration // the slow opponent stalls at its third turn, at most this long (see stall)
	marker string        // no process's command line holds it after the match
	memory int64
	turn   time.Duration // the clock's limit a turn; 0 for 10 s
	fault  string        // the verdict: "" for none, else a fault kind of player 1
	check  func(t *testing.T, h hostileRun)
}

// memoryTurn is the clock's limit a turn for the hostiles whose verdict is
// the memory limit: touching 64 MiB page by page takes a fraction of a
// second alone, but on a loaded machine it once took more than the usual
// 10 s (0.4 s of CPU in 13.6 s), and the verdict was the clock's. The
// clock is not what these test.
const memoryTurn = 40 * time.Second

// hostileRun is what a hostile's match left.
type hostileRun struct {
	rec    *record.Record
	stderr string // the hostile's
	usage  record.Usage
	out    string // its $OUT
	dir    string // its working directory
}

// Every escape a program might try from its sandbox: it fails, or the
// program loses with the verdict of the limit it hit; the match finishes,
// the other player is unharmed, the record is complete and replays,
// nothing is left running, and nothing outside the sandbox changed.
func TestSandboxHoldsHostilePrograms(t *testing.T) {
	t.Parallel()
	protocoltest.NeedSandbox(t)
	python := func(t *testing.T) {
		if _, err := exec.LookPath("python3"); err != nil {
			t.Skip("no python3")
		}
	}
	for _, h := range []hostile{
		{name: "kill the referee and the opponent",
			script: `for p in /proc/[0-9]*; do n=${p#/proc/}; [ "$n" = $$ ] || kill -9 "$n" 2>/dev/null; done
kill -9 -1; kill -9 "$OPP" "-$OPP" "$REFEREE" "-$REFEREE"
pkill -9 -f "OPPONENT-$WORD"; pkill -9 -f "protocol.te""st"
ls /proc | grep -c '^[0-9]' >&2`,
			check: func(t *testing.T, h hostileRun) {
				// It sees its namespace's init, itself, ls and grep.
				if n := strings.TrimSpace(h.stderr[strings.LastIndexByte(strings.TrimSpace(h.stderr), '\n')+1:]); n != "4" {
					t.Errorf("the hostile saw %s processes, want 4 (its own): %s", n, h.stderr)
				}
			}},
		{name: "read the opponent's pipes and memory through /proc",
			script: `{ cat /proc/$OPP/fd/0 /proc/$OPP/fd/1 /proc/$OPP/environ /proc/$OPP/cmdline
dd if=/proc/$OPP/mem bs=4096 count=1 skip=1
for p in /proc/[0-9]*; do ls -l $p/fd/; cat $p/environ $p/cmdline; done; } >seen 2>/dev/null
grep -c "OPPONENT-$WORD" seen >&2`,
			check: func(t *testing.T, h hostileRun) {
				if !strings.HasPrefix(h.stderr, "0\n") {
					t.Errorf("the hostile found the opponent's secret: %q", h.stderr)
				}
			}},
		{name: "read the record",
			script: `cat "$REC" >&2; ls "$(dirname "$REC")" >&2; echo tried >&2`,
			check: func(t *testing.T, h hostileRun) {
				if strings.Contains(h.stderr, `"game"`) || !strings.Contains(h.stderr, "No such file") {
					t.Errorf("the hostile read the record: %q", h.stderr)
				}
			}},
		{name: "read the system's secrets",
			script: `cat /etc/sh''adow /etc/gsh''adow /etc/ssh/ssh_host_*_key /etc/ssl/pri''vate/* 2>/dev/null | grep -c -e '^root:' -e PRIVATE >&2`,
			check: func(t *testing.T, h hostileRun) {
				if !strings.HasPrefix(h.stderr, "0\n") {
					t.Errorf("the hostile read /etc/shadow or a host key: %q", h.stderr)
				}
			}},
		{name: "write outside its directory",
			script: `for f in "$OUT" /usr/escape /etc/escape "$(dirname "$REC")/escape" /escape; do echo x > "$f"; done 2>/dev/null
mkdir -p "$(dirname "$OUT")" && echo x > "$OUT" && echo "wrote its own $OUT" >&2`,
			check: func(t *testing.T, h hostileRun) {
				for _, f := range []string{h.out, "/usr/escape", "/etc/escape", "/escape"} {
					if _, err := os.Stat(f); err == nil {
						t.Errorf("the hostile wrote %s outside its sandbox", f)
						os.Remove(f)
					}
				}
			}},
		{name: "climb out: a user namespace, a remount, ptrace, the keyrings",
			script: `unshare -Ur sh -c 'mount -o remount,rw /usr && touch /usr/escape' 2>/dev/null || echo refused >&2
mount -o remount,rw /usr 2>/dev/null || echo refused >&2
python3 -c "import ctypes; print(ctypes.CDLL(None).ptrace(16, 1, 0, 0))" >&2
python3 -c "import ctypes; print(ctypes.CDLL(None).syscall($KEYCTL, 0, -4, 0))" >&2`,
			check: func(t *testing.T, h hostileRun) {
				if h.stderr != "refused\nrefused\n-1\n-1\n" {
					t.Errorf("an attempt did not fail as it should: %q", h.stderr)
				}
				if _, err := os.Stat("/usr/escape"); err == nil {
					t.Errorf("the hostile wrote /usr/escape")
					os.Remove("/usr/escape")
				}
			}},
		// A walk through every file it sees takes seconds.
		{name: "find every place it can write or chmod", turn: 45 * time.Second,
			script: writableScript, check: checkWritable},
		{name: "run as someone else than the runner, without privileges",
			script: `cat /proc/self/uid_map /proc/self/gid_map >&2; grep -E '^(NoNewPrivs|CapEff|CapBnd|CapPrm|Groups):' /proc/self/status >&2`,
			check:  checkUser},
		{name: "write the host's kernel settings and devices",
			// Each write would change nothing, should it succeed: the
			// same value, the same mode (sysrq's "" is no command).
			script: `for f in /proc/sys/fs/lease-break-time /proc/sys/kernel/core_pattern /proc/sys/kernel/ns_last_pid; do
	v=$(cat $f); { echo "$v" > $f; } 2>/dev/null || echo refused >&2
done
{ printf '' > /proc/sysrq-trigger; } 2>/dev/null || echo refused >&2
chmod 666 /dev/null 2>/dev/null || echo refused >&2
ls /sys 2>/dev/null | grep -q . && echo "sees /sys" >&2`,
			check: func(t *testing.T, h hostileRun) {
				if h.stderr != "refused\nrefused\nrefused\nrefused\nrefused\n" {
					t.Errorf("an attempt did not fail as it should: %q", h.stderr)
				}
			}},
		{name: "fill its directory past the cap", limits: program.Sandbox{DirSize: 1 << 20},
			script: `head -c 5000000 /dev/zero > big || exit 1`, fault: "directory full"},
		{name: "fill /tmp past the cap", limits: program.Sandbox{DirSize: 1 << 20},
			script: `head -c 5000000 /dev/zero > /tmp/big || exit 1`, fault: "directory full"},
		{name: "write a file past the limit", limits: program.Sandbox{FileSize: 1 << 20},
			script: `exec python3 -c "open('big', 'wb').write(bytes(5000000))"`, fault: "file size limit"},
		{name: "fork a thousand processes", limits: program.Sandbox{Processes: 20},
			script: `for i in $(seq 1000); do sleep 4141$TAG & done`, fault: "process limit", marker: "sleep 4141"},
		{name: "open files past the limit", limits: program.Sandbox{OpenFiles: 30},
			script: `exec python3 -c "fs = [open('/dev/null') for _ in range(100)]"`, fault: "open file limit"},
		{name: "run out of memory", memory: 64, turn: memoryTurn,
			script: `exec python3 -c "b = bytearray(500 << 20)"`, fault: "out of memory"},
		{name: "run out of the default memory", turn: memoryTurn,
			script: `exec python3 -c "b = bytearray(3 << 30)"`, fault: "out of memory"},
		{name: "leave daemons behind", marker: "sleep 424",
			script: `for i in $(seq 30); do setsid sleep 4242$TAG & done 2>/dev/null
sh -c 'sleep 4243$TAG & sleep 4244$TAG &' & sh -c '(sleep 4245$TAG &) &'
python3 -c "import os; os.fork() or os.setsid()" 2>&1 | grep -c PermissionError >&2`,
			check: func(t *testing.T, h hostileRun) {
				if !strings.HasPrefix(h.stderr, "1\n") {
					t.Errorf("setsid in python did not fail: %q", h.stderr)
				}
			}},
		{name: "connect to a listener on 127.0.0.1",
			script: `python3 -c "import socket; socket.create_connection(('127.0.0.1', $PORT), timeout=2)" 2>&1 | tail -1 >&2
python3 -c "import socket; socket.create_connection(('10.0.2.2', 80), timeout=1)" 2>&1 | tail -1 >&2`,
			check: func(t *testing.T, h hostileRun) {
				if strings.Count(h.stderr, "Error") < 2 {
					t.Errorf("a connection did not fail: %q", h.stderr)
				}
			}},
		{name: "spin while paused", pause: true, slow: true,
			script: `(setsid sh -c 'while :; do :; done' 2>/dev/null || while :; do :; done) &`,
			check: func(t *testing.T, h hostileRun) {
				// Awaited for a few milliseconds a turn; its opponent
				// thinks 100 ms a turn, 20 turns: a spinner that ran on
				// would use up to two seconds.
				if h.usage.CPU > 600*time.Millisecond {
					t.Errorf("the paused hostile used %v of CPU", h.usage.CPU)
				}
			}},
		// Two seconds a turn: time enough for the opponent to start
		// on a busy machine.
		// Its opponent is a bot: a sandboxed program's start, which the
		// short clock counts, can take seconds on a loaded machine.
		{name: "think past the clock", pause: true, turn: 2 * time.Second, slow: true,
			script: `sleep 30`, fault: "timeout"},
		// Only its CPU time beyond twice the time it was awaited (two
		// CPUs) counts. On a busy machine the time it is awaited grows
		// and the spinners' share of the CPUs shrinks: the opponent
		// stalls until they have used more (see stall).
		{name: "spin while not awaited", slow: true, stall: 30 * time.Second, turn: 45 * time.Second,
			limits: program.Sandbox{CPU: 10 * time.Millisecond}, script: spinners, fault: "cpu time limit"},
	} {
		t.Run(h.name, func(t *testing.T) {
			t.Parallel()
			if strings.Contains(h.script, "python3") {
				python(t)
			}
			runHostile(t, h)
		})
	}
	for _, h := range limitAttacks {
		t.Run(h.name, func(t *testing.T) {
			t.Parallel()
			needPython(t, h.script)
			runHostile(t, h)
		})
	}
}

// needPython skips a test whose script runs python3 where there is none.
func needPython(t *testing.T, script string) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil && strings.Contains(script, "python3") {
		t.Skip("no python3")
	}
}

// limitAttacks are the attacks on the limits that the kernel does not
// hold by itself without cgroups (the runner counts them): each is run
// with the system's cgroups in TestSandboxHoldsHostilePrograms, and
// without in TestSandboxWithoutCgroups. Each script ends or holds what it
// took, so that the verdict is the limit's with or without a cgroup, which
// kills only the process that went over.
var limitAttacks = []hostile{
	{name: "hold shared anonymous memory", memory: 64, turn: memoryTurn,
		script: `exec python3 -c "import mmap, time
m = mmap.mmap(-1, 500 << 20, flags=mmap.MAP_SHARED)
for i in range(0, len(m), 4096): m[i] = 1
time.sleep(30)"`, fault: "out of memory", check: peakAbove(60 << 20)},
	{name: "hold memory in shared memory of forked processes", memory: 64, turn: memoryTurn,
		script: `exec python3 -c "import mmap, os, time
for _ in range(4):
    if os.fork() == 0:
        m = mmap.mmap(-1, 30 << 20, flags=mmap.MAP_SHARED)
        for i in range(0, len(m), 4096): m[i] = 1
        time.sleep(30)
os.wait()
exit(1)"`, fault: "out of memory", check: peakAbove(60 << 20)},
	// 30 MiB that five processes share after a fork count once, not
	// five times: it plays on.
	{name: "share memory with forked children", memory: 64,
		script: `python3 -c "import os, time
b = bytearray(30 << 20)
for i in range(0, len(b), 4096): b[i] = 1
for _ in range(4):
    if os.fork() == 0:
        time.sleep(0.5)
        os._exit(0)
for _ in range(4): os.wait()
print('shared', flush=True)" >&2`,
		check: func(t *testing.T, h hostileRun) {
			if h.stderr != "shared\n" {
				t.Errorf("the program did not play on after its children ended: %q", h.stderr)
			}
		}},
	// Files of 15 MB: under the file size limit, 16 MiB.
	{name: "fill /tmp, /dev/shm and its directory, each under the cap", memory: 32,
		script: `for f in /tmp/a /dev/shm/b c; do head -c 15000000 /dev/zero >$f || exit 1; done; exec sleep 30`,
		fault:  "out of memory", check: peakAbove(30 << 20)},
	{name: "make memory that no process maps",
		script: `python3 -c "import os
try: os.memfd_create('x'); print('memfd made')
except OSError as e: print('memfd refused', e.errno)" >&2
python3 -c "import ctypes; print('shmget', ctypes.CDLL(None).shmget(0, 1 << 20, 0o1600), 'msgget', ctypes.CDLL(None).msgget(0, 0o1600))" >&2`,
		check: func(t *testing.T, h hostileRun) {
			if h.stderr != "memfd refused 1\nshmget -1 msgget -1\n" {
				t.Errorf("memfd_create, shmget or msgget was not refused: %q", h.stderr)
			}
		}},
	// The count is exact: four files and directories are as many as it
	// may hold, five one too many.
	{name: "make as many files as it may", limits: program.Sandbox{DirFiles: 4},
		script: `mkdir d && touch d/a /tmp/b /dev/shm/c && sleep 0.3`},
	{name: "make one file more than it may", limits: program.Sandbox{DirFiles: 4},
		script: `mkdir d && touch d/a d/e /tmp/b /dev/shm/c && sleep 0.3`, fault: "file count limit"},
	{name: "make many empty files", limits: program.Sandbox{DirFiles: 1000},
		script: `exec python3 -c "import time
for i in range(100000): open('/tmp/%d' % i, 'w').close()
time.sleep(30)"`, fault: "file count limit"},
	// Ten children, one after the other, each spinning 50 ms of CPU and
	// reaped by the kernel as it ends (were SIGCHLD ignored; wait then
	// waits for it and fails), before it plays: the CPU time of all its
	// processes counts them, 0.5 s, where a process's own and that of
	// the children it waited for would show only the parent's, some tens
	// of milliseconds. However busy the machine, they spin that much.
	// Its children's half second of CPU time takes seconds on a busy
	// machine: it has time enough.
	{name: "spin in children that the kernel reaps", turn: 40 * time.Second,
		script: `python3 -c "import os, signal, time
signal.signal(signal.SIGCHLD, signal.SIG_IGN)
for _ in range(10):
    if os.fork() == 0:
        t = time.process_time()
        while time.process_time() - t < 0.05: pass
        os._exit(0)
    try: os.wait()
    except ChildProcessError: pass"`,
		check: func(t *testing.T, h hostileRun) {
			if h.usage.CPU < 500*time.Millisecond {
				t.Errorf("usage %+v, want the 0.5 s of CPU time its children spun", h.usage)
			}
		}},
}

// peakAbove returns a check that the hostile's peak memory is at least
// n bytes: what it held, counted.
func peakAbove(n int64) func(*testing.T, hostileRun) {
	return func(t *testing.T, h hostileRun) {
		if h.usage.PeakMemory < n || !h.usage.PeakWhole {
			t.Errorf("usage %+v, want a peak of all its processes of at least %d MiB", h.usage, n>>20)
		}
	}
}

// runHostile plays Count to 40 between a sandboxed program that plays
// well (seat 0) and the hostile (seat 1), and checks what every hostile
// must leave.
func runHostile(t *testing.T, h hostile) {
	dir := t.TempDir()
	recPath := filepath.Join(dir, "record.jsonl")
	canary := filepath.Join(dir, "canary")
	if err := os.WriteFile(canary, []byte("untouched"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted sync.WaitGroup
	connected := false
	accepted.Add(1)
	go func() {
		defer accepted.Done()
		if c, err := ln.Accept(); err == nil {
			connected = true
			c.Close()
		}
	}()
	limits := h.limits
	good := program.New(`OPPONENT=OPPONENT-SECRET; `+toy.CountScript, program.Options{Sandbox: &limits,
		Env: append(os.Environ(), "SECRET=OPPONENT-SECRET")})
	var players []protocol.Player
	var bad *lateProgram
	begun := time.Now()
	// The opponent thinks 100 ms a turn: long enough for a spinner to
	// show, were it not stopped.
	if h.slow {
		turns := 0
		players = append(players, protocol.NewBot(toy.BotFunc{HearFunc: func(line string) []string {
			if turns++; turns == 3 && h.stall > 0 {
				stall(bad.Program, time.Since(begun), h.stall)
			}
			time.Sleep(100 * time.Millisecond)
			return toy.CountBot{}.Hear(line)
		}}))
	} else {
		players = append(players, good)
	}
	out := filepath.Join(dir, "outside", "escaped")
	bad = &lateProgram{make: func() *program.Program {
		opp := 0
		if !h.slow {
			opp = good.Pid()
		}
		env := append(os.Environ(), "OPP="+strconv.Itoa(opp), "REC="+recPath, "OUT="+out,
			"REFEREE="+strconv.Itoa(os.Getpid()), "WORD=SECRET", "TAG="+runTag, "KEYCTL="+keyctl, "PORT="+strconv.Itoa(ln.Addr().(*net.TCPAddr).Port))
		return program.New(h.script+"\n"+toy.CountScript, program.Options{
			Sandbox: &limits, Env: env, MemoryLimit: h.memory << 20})
	}}
	players = append(players, bad)
	f, err := os.Create(recPath)
	if err != nil {
		t.Fatal(err)
	}
	clock := games.Clock{Pause: h.pause, PerTurn: 10 * time.Second}
	if h.turn > 0 {
		clock.PerTurn = h.turn
	}
	m := &protocol.Match{Referee: toy.NewCount(40, clock),
		Players: players, Record: f, Header: record.Header{Game: "toy"}}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := m.Run(ctx)
	f.Close()
	data, _ := os.ReadFile(recPath)
	if err != nil {
		t.Fatalf("Run: %v\nrecord:\n%s", err, data)
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("ReadRecord: %v", err)
	}
	toy.Replays(t, data, toy.Counts(40, clock))
	// The verdict, and the opponent unharmed: it played every turn up
	// to the end, and no fault is its.
	switch {
	case h.fault == "" && (res.Fault != nil || res.Scores[0] != 1 || res.Scores[1] != 1):
		t.Errorf("result %+v, want the game counted to its end\nhostile's stderr: %s", res, m.Stderr[1])
	case h.fault != "":
		toy.CheckFaults(t, rec, h.fault+" of 1")
		if res.Winner != 0 {
			t.Errorf("result %+v, want the opponent to win; the hostile's usage %+v", res, m.Usage[1])
		}
	}
	if rec.Result == nil || len(rec.Usage) != 2 {
		t.Errorf("record without its result or usage: %+v", rec)
	}
	if got, _ := os.ReadFile(canary); string(got) != "untouched" {
		t.Errorf("a file outside the sandbox changed: %q", got)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("the hostile wrote %s", out)
	}
	ln.Close()
	accepted.Wait()
	if connected {
		t.Errorf("the hostile connected to the runner's listener on 127.0.0.1")
	}
	progs := []*program.Program{bad.Program}
	if !h.slow {
		progs = append(progs, good)
	}
	checkGone(t, progs)
	if h.marker != "" {
		checkNoneLeft(t, h.marker)
	}
	if h.check != nil {
		h.check(t, hostileRun{rec: rec, stderr: m.Stderr[1], usage: m.Usage[1], out: out, dir: bad.Dir()})
	}
}

// writableScript lists, on stderr, each place in the sandbox that the
// program may write ("w PATH") or whose mode it may change, as its owner
// ("o PATH": it tries, with the mode the path has), but its own
// processes in /proc, each line ending in a space and the target of a
// symbolic link; then "done".
//
// A program that runs as the kernel's overflow user (nobody, 65534) cannot
// tell its own files from those of the users its namespace does not map,
// which all show as the overflow user's: it tries to chmod none (no user
// has the id it looks for then), since trying them all takes minutes.
const writableScript = `me=$(id -u)
[ "$me" = "$(cat /proc/sys/kernel/overflowuid)" ] && me=4294967294
find / \( -path '/proc/[0-9]*' -o -path /proc/self -o -path /proc/thread-self \) -prune -o \( -writable -printf 'w %p %l\n' \) -o \( -user "$me" -exec chmod --reference={} {} \; -printf 'o %p \n' \) >&2 2>/dev/null
echo done >&2`

// checkWritable fails unless every place writableScript found lies in the
// program's own writable directories, or is one of the devices every
// user may write (and none of them is the program's to chmod).
func checkWritable(t *testing.T, h hostileRun) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(h.stderr, "\n"), "\n")
	if len(lines) == 0 || lines[len(lines)-1] != "done" {
		t.Fatalf("the search did not finish: %q", h.stderr)
	}
	private := []string{"/tmp", "/dev/shm", h.dir, "/proc/self"}
	// ns_last_pid, of its own process namespace, has mode 0666, but
	// only a capability it lacks lets it write there: "write the host's
	// kernel settings" tries.
	devices := []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/proc/sys/kernel/ns_last_pid"}
	var open []string
	for _, line := range lines[:len(lines)-1] {
		kind, rest, _ := strings.Cut(line, " ")
		path, target, _ := strings.Cut(rest, " ")
		switch { // a link: where it leads
		case filepath.IsAbs(target):
			path = target
		case target != "":
			path = filepath.Join(filepath.Dir(path), target)
		}
		switch {
		case slices.ContainsFunc(private, func(d string) bool { return path == d || strings.HasPrefix(path, d+"/") }):
		case kind == "w" && slices.Contains(devices, path):
		default:
			open = append(open, map[string]string{"w": "write ", "o": "chmod "}[kind]+path)
		}
	}
	if len(open) > 0 {
		t.Errorf("the program may %d times: %q", len(open), open[:min(len(open), 20)])
	}
}

// checkUser fails unless the program runs as a host user of its own when
// the runner is root, as the runner's user otherwise, with no capability,
// no supplementary group, and no_new_privs.
func checkUser(t *testing.T, h hostileRun) {
	t.Helper()
	f := strings.Fields(h.stderr)
	if len(f) < 6 {
		t.Fatalf("stderr %q", h.stderr)
	}
	for i, id := range []int{os.Getuid(), os.Getgid()} {
		host, _ := strconv.Atoi(f[3*i+1])
		want := host == id
		if os.Geteuid() == 0 {
			want = host >= program.SandboxFirstUID && host < program.SandboxFirstUID+program.SandboxSlots
		}
		if !want || f[3*i+2] != "1" {
			t.Errorf("map %q: host id %d (runner %d)", strings.Join(f[3*i:3*i+3], " "), host, id)
		}
	}
	for _, want := range []string{"NoNewPrivs:\t1", "CapEff:\t0000000000000000", "CapBnd:\t0000000000000000", "CapPrm:\t0000000000000000", "Groups:\t \n"} {
		if !strings.Contains(h.stderr, want) {
			t.Errorf("no %q in %q", want, h.stderr)
		}
	}
}

// checkNoneLeft fails the test if a process of this test binary's (see
// runTag) whose command line holds marker is left.
func checkNoneLeft(t *testing.T, marker string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		left := processesWith(marker)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("processes left running: %q", left)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stall waits, as an opponent that thinks, until the processes of the
// program p have used more CPU time than it may: twice the time it was
// awaited (two CPUs), which is less than elapsed, the time the match has
// taken, and a margin; or until p has ended (the sandbox's watch may kill
// it for its CPU time before it is awaited again), or until limit.
// However busy the machine, the program's spinners then have had the time
// to break its CPU limit.
func stall(p *program.Program, elapsed, limit time.Duration) {
	pid := p.Pid()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if p.ProcessState() != nil || treeCPU(pid) > 2*elapsed+200*time.Millisecond {
			return
		}
	}
}

// treeCPU returns the CPU time of process pid and of its descendants,
// living, and of those they waited for, as /proc tells.
func treeCPU(pid int) time.Duration {
	var cpu time.Duration
	todo := []int{pid}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if err != nil {
			continue
		}
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		for _, i := range []int{11, 12, 13, 14} { // utime, stime, cutime, cstime
			n, _ := strconv.Atoi(f[i])
			cpu += time.Duration(n) * 10 * time.Millisecond
		}
		tasks, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", p))
		for _, task := range tasks {
			children, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/children", p, task.Name()))
			for _, c := range strings.Fields(string(children)) {
				n, _ := strconv.Atoi(c)
				todo = append(todo, n)
			}
		}
	}
	return cpu
}

// spinners starts sixteen processes that spin, as a hostile program's
// script.
const spinners = `for i in $(seq 16); do (while :; do :; done) & done`

// keyctl is the number of the keyctl system call here.
var keyctl = map[string]string{"amd64": "250", "arm64": "219"}[runtime.GOARCH]

// runTag ends the numbers of the sleeps that tests start, so that a
// search for what a test left finds that test binary's alone, whatever
// other tests run on the machine: "sleep 4141.1234" sleeps 4141 s.
var runTag = fmt.Sprintf(".%d", os.Getpid())

// processesWith returns the live processes whose command line holds
// marker and runTag, as "PID: command line".
func processesWith(marker string) []string {
	var found []string
	liveProcesses(func(pid int) bool {
		cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if line := string(bytes.ReplaceAll(cmd, []byte{0}, []byte{' '})); strings.Contains(line, marker) && strings.Contains(line, runTag+" ") {
			found = append(found, fmt.Sprintf("%d: %s", pid, line))
		}
		return false
	})
	return found
}

// Without a sandbox too, nothing a program starts outlives its match:
// twenty daemons (three hundred in the long series) that left its process
// group (setsid) and orphans of a double fork die with it, when it ends by
// itself and when it is killed. It runs alone: the long series' six
// hundred forks at once would load the parallel tests' clocks.
func TestProgramDaemonsDieWithTheMatch(t *testing.T) {
	for _, tail := range []string{"", "; trap '' TERM HUP; sleep 1000"} {
		daemons := `for i in $(seq ` + fmt.Sprint(long.Size(20, 300)) + `); do setsid sleep 4343` + runTag + ` & done; sh -c 'sleep 4344` + runTag + ` &' & ` + toy.CountScript + tail
		players, progs := programs(toy.CountScript, daemons)
		pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(6, games.Clock{}), Players: players,
			Grace: 200 * time.Millisecond})
		if pl.Res.Fault != nil {
			t.Errorf("result %+v", pl.Res)
		}
		checkGone(t, progs)
		checkNoneLeft(t, "sleep 434")
	}
}

// Real contest programs run unchanged in a sandbox under CodeCup's 64 MiB:
// a C program, a C++ program and a Python program, each playing Count
// (the compiled ones only where a compiler is at hand), and a Java program
// without the memory limit (a JVM reserves more than 64 MiB), its class
// directory shown with ReadOnly. C++ and Java play in the long series.
func TestSandboxRunsRealPrograms(t *testing.T) {
	t.Parallel()
	protocoltest.NeedSandbox(t)
	dir := protocoltest.ReadableTempDir(t)
	cpp := `#include <iostream>
#include <string>
#include <vector>
int main() {
	std::vector<int> seen; // the C++ library's allocator, under the limit
	std::string line;
	while (std::getline(std::cin, line) && line != "quit") {
		seen.push_back(line == "start" ? 0 : std::stoi(line));
		std::cout << (line == "start" ? 1 : std::stoi(line) + 1) << std::endl;
	}
}
`
	for _, src := range []struct {
		file, text, compiler string
		long                 bool // run in the long series only
	}{
		{"count.c", countC, "cc", false}, {"count.py", countPy, "python3", false},
		// One more compiled language, and the costliest compiler: C
		// shows a compiled program under the limit by default.
		{"count.cpp", cpp, "c++", true},
		// A JVM and its class directory shown with ReadOnly play by
		// default in TestJobBuildsWhatPlays/java.
		{"Count.java", countJava, "javac", true},
	} {
		// Each language builds in its own subtest, beside the others: a
		// compiler's start is most of the time this test takes.
		t.Run(src.file, func(t *testing.T) {
			t.Parallel()
			if src.long && !long.Enabled {
				t.Skipf("%s plays in the long series only (CONTESTGAMES_LONG=1)", src.file)
			}
			if _, err := exec.LookPath(src.compiler); err != nil {
				t.Logf("no %s: %s not tried", src.compiler, src.file)
				return
			}
			cmd, opt := buildCount(t, dir, src.file, src.text, src.compiler)
			progs := []*program.Program{program.New(cmd, opt), program.New(cmd, opt)}
			pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(30, games.Clock{Pause: true}),
				Players: []protocol.Player{progs[0], progs[1]}})
			if pl.Res.Fault != nil || pl.Res.Scores[0] != 1 {
				t.Errorf("result %+v\nstderr %q", pl.Res, pl.Stderr)
			}
			toy.CheckReceived(t, pl.Rec, 0, "1", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29")
			checkGone(t, progs)
		})
	}
}

// buildCount writes the counting program text to file in dir, builds it
// with compiler, and returns the command that runs it and the sandbox
// options it runs under: 64 MiB of memory, or for Java, whose virtual
// machine reserves more than that at its start, no memory limit and its
// class directory readable.
func buildCount(t *testing.T, dir, file, text, compiler string) (string, program.Options) {
	t.Helper()
	path := filepath.Join(dir, file)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := program.Options{Sandbox: &program.Sandbox{}, MemoryLimit: 64 << 20}
	switch compiler {
	case "python3":
		return "python3 " + path, opt
	case "javac":
		if out, err := exec.Command("javac", "-d", dir, path).CombinedOutput(); err != nil {
			t.Fatalf("javac: %v\n%s", err, out)
		}
		return "java -cp " + dir + " Count", program.Options{Sandbox: &program.Sandbox{ReadOnly: []string{dir}}}
	}
	bin := strings.TrimSuffix(path, filepath.Ext(path)) + "-" + compiler
	if out, err := exec.Command(compiler, "-O2", "-o", bin, path).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", compiler, err, out)
	}
	return bin, opt
}

// BenchmarkSandbox compares programs with and without a sandbox, in turn:
// starting one (Start, its first line, Stop), and a ply of the relay
// exchange of BenchmarkRelayMatch between two of them, made five times as
// long (sandboxPlies), so that starting the two weighs less than 1% of it.
func BenchmarkSandbox(b *testing.B) {
	if err := program.CheckSandbox(); err != nil {
		b.Skip(err)
	}
	// A copy of this test binary plays, where any user may run it: a
	// runner started as root runs sandboxed programs as another user.
	bin := filepath.Join(protocoltest.ReadableTempDir(b), "relay")
	if out, err := exec.Command("cp", os.Args[0], bin).CombinedOutput(); err != nil {
		b.Fatalf("cp: %v: %s", err, out)
	}
	sandbox := &program.Sandbox{ReadOnly: []string{bin}}
	var start, startSandboxed, ply, plySandboxed time.Duration
	timed := func(d *time.Duration, f func()) {
		t := time.Now()
		f()
		*d += time.Since(t)
	}
	const starts = 20
	for b.Loop() {
		for range starts {
			timed(&start, func() { startProgram(b, nil) })
			timed(&startSandboxed, func() { startProgram(b, sandbox) })
		}
		timed(&ply, func() { relaySandboxed(b, bin, nil) })
		timed(&plySandboxed, func() { relaySandboxed(b, bin, sandbox) })
	}
	n := float64(b.N)
	b.ReportMetric(float64(start.Microseconds())/1000/n/starts, "start-ms")
	b.ReportMetric(float64(startSandboxed.Microseconds())/1000/n/starts, "sandboxed-start-ms")
	b.ReportMetric(float64(startSandboxed-start)/float64(time.Millisecond)/n/starts, "sandbox-start-extra-ms")
	b.ReportMetric(float64(ply.Microseconds())/n/sandboxPlies, "ply-µs")
	b.ReportMetric(float64(plySandboxed.Microseconds())/n/sandboxPlies, "sandboxed-ply-µs")
	b.ReportMetric(float64(plySandboxed)/float64(ply), "sandboxed/plain-ply")
	b.ReportMetric(0, "ns/op")
}

// startProgram starts a program that answers its first line, waits for
// that answer, and stops it.
func startProgram(b *testing.B, sandbox *program.Sandbox) {
	p := program.New("read -r a; echo ok; read -r a", program.Options{Sandbox: sandbox})
	if err := p.Start(); err != nil {
		b.Fatal(err)
	}
	p.Send("go")
	if line, f := p.Line(time.Now().Add(10 * time.Second)); line != "ok" || f != 0 {
		b.Fatalf("first line %q, %v; stderr %q", line, f, p.Stop(0))
	}
	p.Stop(time.Second)
}

// sandboxPlies is the length of BenchmarkSandbox's exchanges.
const sandboxPlies = 5 * relayPlies

// relaySandboxed runs one exchange of sandboxPlies lines between two
// players, bin, through a Match, in sandboxes when sandbox is not nil.
func relaySandboxed(b *testing.B, bin string, sandbox *program.Sandbox) {
	opt := program.Options{Sandbox: sandbox}
	cmd := relayCommandOf(bin, sandboxPlies)
	m := &protocol.Match{
		Referee: toy.NewCount(sandboxPlies, games.Clock{}),
		Players: []protocol.Player{program.New(cmd, opt), program.New(cmd, opt)},
		Grace:   -1,
	}
	res, err := m.Run(context.Background())
	if err != nil || res.Fault != nil {
		b.Fatalf("Run: %+v, %v; stderr %q", res, err, m.Stderr)
	}
}

// A match pinned to a CPU pins its sandboxed programs there too.
func TestSandboxKeepsAffinity(t *testing.T) {
	protocoltest.NeedSandbox(t)
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	cpu := cpus[len(cpus)-1]
	script := `grep Cpus_allowed_list /proc/self/status >&2; ` + toy.CountScript
	opt := program.Options{Sandbox: &program.Sandbox{}}
	progs := []*program.Program{program.New(script, opt), program.New(script, opt)}
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{Pause: true}), CPUs: []int{cpu},
		Players: []protocol.Player{progs[0], progs[1]}})
	if pl.Res.Fault != nil {
		t.Errorf("result %+v", pl.Res)
	}
	for p, s := range pl.Stderr {
		if want := fmt.Sprintf("Cpus_allowed_list:\t%d\n", cpu); s != want {
			t.Errorf("player %d runs on %q, want %q", p, s, want)
		}
	}
}

// Without cgroups, the CPU time of a sandboxed program is read from its
// namespace's own /proc, and its memory and files are counted by the
// runner: a program that spins while it is not awaited is caught all the
// same, its usage is that of all its processes, sampled, and so says the
// record; and every attack of limitAttacks (the first, outside the long
// series) gets its verdict.
func TestSandboxWithoutCgroups(t *testing.T) {
	protocoltest.NeedSandbox(t)
	program.WithoutCgroups(func() {
		runHostile(t, hostile{name: "spin while not awaited", slow: true, stall: 30 * time.Second, turn: 45 * time.Second,
			limits: program.Sandbox{CPU: 10 * time.Millisecond},
			script: spinners, fault: "cpu time limit",
			check: func(t *testing.T, h hostileRun) {
				if !h.usage.PeakWhole || !h.usage.Sampled || h.usage.PeakMemory == 0 || h.usage.CPU < 10*time.Millisecond {
					t.Errorf("usage %+v, want the sampled peak of all its processes and the CPU time it spun", h.usage)
				}
				if u := h.rec.Usage[1]; !u.Sampled {
					t.Errorf("the record's usage %+v does not say it was sampled", u)
				}
			}})
		// Without a pids cgroup, RLIMIT_NPROC counts the processes of
		// the program's user: its own, when the runner is root too.
		runHostile(t, hostile{name: "fork a thousand processes", limits: program.Sandbox{Processes: 20},
			script: `for i in $(seq 1000); do sleep 4141$TAG & done`, fault: "process limit", marker: "sleep 4141"})
		// Sequential: no sandbox may start while cgroups are hidden. The
		// first attack stands for the others outside the long series.
		for _, h := range limitAttacks[:long.Size(1, len(limitAttacks))] {
			t.Run(h.name, func(t *testing.T) {
				needPython(t, h.script)
				runHostile(t, h)
			})
		}
	})
}

// The working directory hides the program's directory wherever the runner
// was started from: through a symbolic link that leads to it too, so that
// a record there stays out of the program's reach. ViewOf says so, and why.
func TestSandboxHidesTheWorkingDirectoryThroughLinks(t *testing.T) {
	protocoltest.NeedSandbox(t)
	dir := protocoltest.ReadableTempDir(t)
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	bot := filepath.Join(real, "bot.sh")
	script := `cat "$(dirname "$0")/record" >&2 || echo unseen >&2` + "\n" + toy.CountScript
	if err := os.WriteFile(bot, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(real, "record"), []byte("SECRET RECORD"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	for _, wd := range []string{real, link, filepath.Join(link, "..", "link")} {
		t.Run(filepath.Base(wd), func(t *testing.T) {
			t.Chdir(wd)
			t.Setenv("PWD", wd) // as a shell that followed the link sets it
			for _, cmd := range []string{"sh ./bot.sh", "sh " + filepath.Join(link, "bot.sh"), "sh " + bot} {
				v, err := program.ViewOf(cmd, program.Sandbox{})
				if err != nil || v.Hidden == "" || v.Why != "it is the runner's working directory" {
					t.Errorf("ViewOf(%q) = %+v, %v; want its directory hidden as the working directory", cmd, v, err)
				}
			}
			opt := program.Options{Sandbox: &program.Sandbox{}}
			progs := []*program.Program{program.New("sh "+filepath.Join(link, "bot.sh"), opt), program.New(toy.CountScript, opt)}
			pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(4, games.Clock{}), Players: []protocol.Player{progs[0], progs[1]}})
			if strings.Contains(pl.Stderr[0], "SECRET") || !strings.Contains(pl.Stderr[0], "unseen") {
				t.Errorf("the program's stderr: %q, want the record unseen", pl.Stderr[0])
			}
		})
	}
}

// Programs that run at once each run as a host user no other has, when
// the runner is root; as the runner's user, when it is not. Their users
// are free again once they end.
func TestSandboxUsersOfTheirOwn(t *testing.T) {
	protocoltest.NeedSandbox(t)
	const n = 6
	script := `read -r _; read -r inside host count </proc/self/uid_map; echo $host; read -r _`
	var progs []*program.Program
	for range n {
		p := program.New(script, program.Options{Sandbox: &program.Sandbox{}})
		if err := p.Start(); err != nil {
			t.Fatal(err)
		}
		defer p.Stop(0)
		progs = append(progs, p)
	}
	seen := map[int]bool{}
	for i, p := range progs {
		p.Send("go")
		line, f := p.Line(time.Now().Add(20 * time.Second))
		uid, err := strconv.Atoi(strings.TrimSpace(line))
		if f != 0 || err != nil {
			t.Fatalf("program %d wrote %q, %v", i, line, f)
		}
		switch {
		case os.Geteuid() != 0 && uid != os.Getuid():
			t.Errorf("program %d runs as %d, want the runner's %d", i, uid, os.Getuid())
		case os.Geteuid() == 0 && seen[uid]:
			t.Errorf("program %d runs as %d, as another program does", i, uid)
		case os.Geteuid() == 0 && (uid < program.SandboxFirstUID || uid >= program.SandboxFirstUID+program.SandboxSlots):
			t.Errorf("program %d runs as %d, outside the sandbox's users", i, uid)
		}
		seen[uid] = true
	}
	for _, p := range progs {
		p.Stop(0)
	}
}
