package program

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/internal/cpus"
	"github.com/contestgames/games/protocol/record"
)

// CheckSandbox reports whether this system can run programs in a
// [Sandbox], and if not, why and what to install, in one line. It looks
// once, at its first call, by making a sandbox.
func CheckSandbox() error {
	sandboxOnce.Do(func() { sandboxErr = probeSandbox() })
	return sandboxErr
}

var (
	sandboxOnce sync.Once
	sandboxErr  error
	bwrapPath   string
	cgroups     *cgroupRoots // nil: no cgroup to use
)

// probeSandbox finds bwrap, makes one sandbox, and finds the cgroups to
// use.
func probeSandbox() error {
	path, err := exec.LookPath("bwrap")
	if err != nil {
		return text.Errorf("protocol: sandbox", "bwrap not found: install bubblewrap (Debian, Ubuntu: apt-get install bubblewrap)")
	}
	bwrapPath = path
	// The probe names the sandbox's hostname as programs' sandboxes do: a
	// container's seccomp profile may forbid sethostname alone.
	cmd := exec.Command(path, "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent",
		"--cap-drop", "ALL", "--hostname", "sandbox", "--ro-bind", "/", "/", "--proc", "/proc", "/bin/sh", "-c", "exit 0")
	// As root, the probe runs as a program would: as a user of its own.
	user, err := acquireSandboxUser()
	if err != nil {
		return err
	}
	defer user.release()
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: user.credential()}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		why := strings.TrimSpace(strings.SplitN(stderr.String(), "\n", 2)[0])
		if why == "" {
			why = err.Error()
		}
		who := ""
		if user != nil {
			who = fmt.Sprintf(" for an unprivileged user (uid %d, as which a runner started as root runs its programs)", user.id)
		}
		return text.Errorf("protocol: sandbox", "bwrap cannot make namespaces here%s (%s): %s", who, why, sandboxAdvice(why, user != nil))
	}
	cgroups = findCgroups()
	if err := limitsHold(cgroups); err != nil {
		return err
	}
	return nil
}

// sandboxAdvice says what the system must allow for bwrap to make a
// sandbox, from why (the first line of what bwrap or the start of it
// said): on a host, unprivileged user namespaces; in a container (a pod,
// podman, docker), which runtimes often deny by default, user namespaces,
// mount and sethostname (seccomp, AppArmor), an unmasked /proc, and for a
// runner started as root, host users of its programs' ids (uid
// SandboxFirstUID on).
func sandboxAdvice(why string, root bool) string {
	container := "in a container, allow user namespaces, mount and sethostname and an unmasked /proc (Kubernetes: hostUsers: false, securityContext.procMount: Unmasked, seccompProfile and appArmorProfile Unconfined; podman, docker: --security-opt unmask=ALL --security-opt seccomp=unconfined --security-opt apparmor=unconfined)"
	host := "on a host, allow unprivileged user namespaces (sysctl user.max_user_namespaces, kernel.unprivileged_userns_clone, kernel.apparmor_restrict_unprivileged_userns) and bubblewrap 0.8 or later"
	switch {
	case root && strings.HasPrefix(why, "fork/exec"):
		return fmt.Sprintf("the runner, root, cannot switch to its programs' users (uid %d on: no CAP_SETUID, or a user namespace that maps no such ids): run it as a plain user (the examples/arena image's USER 1000)", SandboxFirstUID)
	case strings.Contains(why, "Can't mount proc"):
		return "/proc is masked, so no /proc of the sandbox's own can be mounted: " + container
	case strings.Contains(why, "hostname"):
		return "seccomp forbids sethostname without CAP_SYS_ADMIN (podman's default profile does): " + container
	}
	return "user namespaces are off or forbidden: " + container + "; " + host
}

// sandboxSystemDirs are shown read-only in every sandbox, when they exist.
var sandboxSystemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/opt"}

// sandboxEtc are the parts of /etc that programs need to run (the dynamic
// linker's cache, the alternatives that name java or python3, the users
// and groups, time zone, certificates, the runtimes' settings), each shown
// read-only where it exists. Not all of /etc: a runner started as root
// runs its programs as root (without capabilities), and they could read
// what only root may, such as /etc/shadow and the host's SSH keys.
var sandboxEtc = []string{"alternatives", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone",
	"passwd", "group", "nsswitch.conf", "host.conf", "hosts", "os-release", "debian_version", "mime.types",
	"ssl/certs", "ssl/openssl.cnf", "ca-certificates", "ca-certificates.conf", "java-*", "python3*", "perl", "gcc", "fonts", "locale.alias"}

// sandboxArgs returns bwrap's command line for the program, in working
// directory dir (made by Start, holding files), and the game's files
// opened for bwrap to copy into the sandbox, which its shell must be given
// after the seccomp program (see extraFiles).
func (p *Program) sandboxArgs(dir string, files map[string][]byte, user *sandboxUser) (args []string, opened []*os.File, err error) {
	s := p.opt.Sandbox.withDefaults()
	args = []string{bwrapPath,
		"--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--cap-drop", "ALL",
		"--hostname", "sandbox"}
	args = appendSystemBinds(args)
	args = appendScratch(args, s.DirSize)
	if p.opt.job != "" {
		// A job works in its host directory instead, whose size the
		// watch checks (see sandboxWatch.disk).
		dir = p.opt.job
		args = append(args, "--bind", dir, dir)
	} else {
		args = append(args, "--size", strconv.FormatInt(s.DirSize, 10), "--tmpfs", dir)
	}
	if args, opened, err = appendGameFiles(args, dir, files); err != nil {
		return nil, nil, fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
	}
	defer func() {
		if err != nil {
			closeAll(opened)
		}
	}()
	command, view, err := p.sandboxCommand()
	if err != nil {
		return nil, nil, err
	}
	if args, err = p.appendReadOnly(args, append(view.Shown, s.ReadOnly...), user); err != nil {
		return nil, nil, err
	}
	if seccompFilter() != nil {
		// Descriptor 4 of the shell that runs bwrap: see newSandboxRun.
		args = append(args, "--seccomp", "4")
	}
	args = append(args, sealArgs...)
	args = append(args, "--chdir", dir, "--", "/bin/sh", "-c")
	if cgroups != nil {
		return append(args, command), opened, nil
	}
	// Without a pids cgroup, the process limit is RLIMIT_NPROC, set
	// inside the sandbox, in the program's own user namespace, so that it
	// counts the program's processes alone; dash calls it -p, bash -u.
	return append(args, fmt.Sprintf("{ ulimit -p %d 2>/dev/null || ulimit -u %d; } || exit 126\nexec /bin/sh -c %s",
		s.Processes, s.Processes, shellQuote(command))), opened, nil
}

// appendGameFiles opens the game's files, which Start wrote in dir, and
// appends to bwrap's args that it copy each, read-only, to the same place
// in the sandbox, from the shell's descriptors that follow the gate (3)
// and the seccomp program (4, where there is one), in the order of their
// names. The runner opens them, so that bwrap need not reach dir: a
// runner started as root makes it for itself alone, and runs bwrap as
// another user.
func appendGameFiles(args []string, dir string, files map[string][]byte) ([]string, []*os.File, error) {
	fd := 4
	if seccompFilter() != nil {
		fd = 5
	}
	var opened []*os.File
	for _, name := range slices.Sorted(maps.Keys(files)) {
		path := filepath.Join(dir, name)
		f, err := os.Open(path)
		if err != nil {
			closeAll(opened)
			return nil, nil, err
		}
		opened = append(opened, f)
		args = append(args, "--perms", "0444", "--ro-bind-data", strconv.Itoa(fd), path)
		fd++
	}
	return args, opened, nil
}

// sealArgs end bwrap's setup of the program's files. The root bwrap makes,
// its /dev and the directories it makes for the paths it shows are
// memory file systems that the program would own and could fill without
// limit: they are made read-only once all is in place. The kernel's
// pressure files, which any user may write to set triggers, are shown
// read-only (they are the host's in any case).
var sealArgs = []string{"--ro-bind-try", "/proc/pressure", "/proc/pressure", "--remount-ro", "/dev", "--remount-ro", "/"}

// appendSystemBinds appends to bwrap's args what a program sees of the
// system, read-only: the system directories and the allowed part of /etc.
func appendSystemBinds(args []string) []string {
	for _, d := range sandboxSystemDirs {
		fi, err := os.Lstat(d)
		switch {
		case err != nil:
		case fi.Mode()&os.ModeSymlink != 0:
			target, err := os.Readlink(d)
			if err == nil {
				args = append(args, "--symlink", target, d)
			}
		case fi.IsDir():
			args = append(args, "--ro-bind", d, d)
		}
	}
	for _, pattern := range sandboxEtc {
		matches, _ := filepath.Glob(filepath.Join("/etc", pattern))
		for _, m := range matches {
			args = append(args, "--ro-bind", m, m)
		}
	}
	return args
}

// sandboxCommand returns the program's command as the sandbox runs it,
// and what it shows for it (see commandPaths). A job's command runs as
// written, in its own directory: its words name the job's files, not the
// runner's, and it is shown nothing more.
func (p *Program) sandboxCommand() (string, SandboxView, error) {
	if p.opt.job != "" {
		return p.command, SandboxView{}, nil
	}
	return commandPaths(p.command)
}

// appendScratch appends to bwrap's args the program's own /proc and
// minimal /dev, and the directories it may write besides its working
// directory, each a tmpfs of size bytes: /dev/shm and /tmp.
func appendScratch(args []string, size int64) []string {
	args = append(args, "--proc", "/proc", "--tmpfs", "/dev")
	for _, d := range []string{"null", "zero", "full", "random", "urandom"} {
		args = append(args, "--dev-bind", "/dev/"+d, "/dev/"+d)
	}
	n := strconv.FormatInt(size, 10)
	return append(args, "--symlink", "/proc/self/fd", "/dev/fd",
		"--size", n, "--tmpfs", "/dev/shm",
		"--size", n, "--tmpfs", "/tmp")
}

// appendReadOnly appends to bwrap's args the paths the program may read
// besides the system's: those its command names, and -readonly's.
func (p *Program) appendReadOnly(args, paths []string, user *sandboxUser) ([]string, error) {
	for _, path := range paths {
		abs, err := filepath.Abs(path)
		if err != nil {
			return nil, fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
		}
		if _, err := os.Stat(abs); err != nil {
			return nil, fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
		}
		if err := user.canRead(abs); err != nil {
			return nil, fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
		}
		args = append(args, "--ro-bind", abs, abs)
	}
	return args, nil
}

// sandboxLimits returns the shell lines that set a sandboxed program's
// file size and open file limits, before bwrap runs: both pass on to the
// program, and bwrap needs neither more room nor more files.
func sandboxLimits(s Sandbox) string {
	return fmt.Sprintf("ulimit -f %d && ulimit -n %d || exit 126\n", (s.FileSize+511)/512, s.OpenFiles)
}

// commandPaths returns command with each word that names an existing file
// or directory made absolute, and what a sandbox shows for it: each word
// that names a file, and the directory of the first one (the program),
// unless that directory is or holds a place where other players, their
// files and records may be (see hiddenBy). A word that names a directory
// is not shown: it would show all below it.
func commandPaths(command string) (string, SandboxView, error) {
	shared, err := sharedPlaces()
	if err != nil {
		return "", SandboxView{}, fmt.Errorf("protocol: program %q: sandbox: %w", command, err)
	}
	words := strings.Split(command, " ")
	var v SandboxView
	program := false
	for i, w := range words {
		if w == "" || strings.HasPrefix(w, "-") {
			continue
		}
		fi, err := os.Stat(w)
		if err != nil || i == 0 && !strings.ContainsRune(w, '/') {
			continue // a word of the shell or on PATH, not a file here
		}
		abs, err := filepath.Abs(w)
		if err != nil {
			continue
		}
		words[i] = abs
		if !fi.Mode().IsRegular() {
			continue
		}
		v.Shown = append(v.Shown, abs)
		if program {
			continue
		}
		program = true
		d := filepath.Dir(abs)
		if v.Why = hiddenBy(resolved(d), shared); v.Why == "" {
			v.Shown = append(v.Shown, d)
		} else {
			v.Hidden = d
		}
	}
	return strings.Join(words, " "), v, nil
}

// ViewOf returns what a sandbox s shows the program that command runs,
// as a runner started here would show it: a runner shows it to a judge
// before the match, since whether the program's directory is shown
// depends on where the runner works.
func ViewOf(command string, s Sandbox) (SandboxView, error) {
	_, v, err := commandPaths(command)
	if err != nil {
		return v, err
	}
	for _, p := range s.ReadOnly {
		abs, err := filepath.Abs(p)
		if err != nil {
			return v, err
		}
		v.Shown = append(v.Shown, abs)
	}
	return v, nil
}

// A sharedPlace is a directory where other players, their files and
// records may be, as sharedPlaces finds them: no program's directory that
// is or holds one is shown.
type sharedPlace struct{ path, name string }

// sharedPlaces returns the runner's working directory, the system's
// temporary directory and the home directory, each with every symbolic
// link resolved: a working directory reached through a link is the
// directory it leads to.
func sharedPlaces() ([]sharedPlace, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	places := []sharedPlace{{resolved(wd), "the runner's working directory"}, {resolved(os.TempDir()), "the temporary directory"}}
	if home, err := os.UserHomeDir(); err == nil {
		places = append(places, sharedPlace{resolved(home), "the home directory"})
	}
	return places, nil
}

// hiddenBy returns why dir, resolved, is not shown, "" if it may be: it is
// or holds one of places.
func hiddenBy(dir string, places []sharedPlace) string {
	for _, p := range places {
		switch {
		case dir == p.path:
			return "it is " + p.name
		case within(p.path, dir):
			return "it holds " + p.name
		}
	}
	return ""
}

// resolved returns path made absolute, with every symbolic link and ".."
// resolved; as far as it exists, when it does not all.
func resolved(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	return abs
}

// within reports whether path is dir or lies below it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}

// sandboxShellCommand returns the text sh runs for a sandboxed program:
// after the gate and the memory limit, it runs bwrap in its place.
func sandboxShellCommand(head string, args []string) string {
	var b strings.Builder
	b.WriteString(head)
	b.WriteString("exec")
	for _, a := range args {
		b.WriteByte(' ')
		b.WriteString(shellQuote(a))
	}
	return b.String()
}

// sandboxInit returns the host process id of the init of a sandboxed
// program's process namespace: bwrap's only child. It returns 0 while
// there is none.
func sandboxInit(pid int) int {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + strconv.Itoa(pid) + "/children")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	n, _ := strconv.Atoi(f[0])
	return n
}

// clockTick is the unit of the CPU times in /proc/PID/stat: USER_HZ, 100
// on every Linux system Go runs on.
const clockTick = 10 * time.Millisecond

// nsCPU returns the CPU time of every process in the process namespace
// whose init has host id init, living or ended: each living process's own
// time and that of its children it reaped (the init reaps what is
// orphaned), read from the namespace's own /proc, through the init's root.
// It also returns how many processes and threads there are.
func nsCPU(init int) (cpu time.Duration, tasks int, ok bool) {
	root := "/proc/" + strconv.Itoa(init) + "/root/proc/"
	d, err := os.Open(root)
	if err != nil {
		return 0, 0, false
	}
	names, err := d.Readdirnames(-1)
	d.Close()
	if err != nil {
		return 0, 0, false
	}
	var buf [512]byte
	for _, name := range names {
		if name[0] < '0' || name[0] > '9' {
			continue
		}
		ticks, threads, ok := readStat(root+name+"/stat", buf[:])
		if ok {
			cpu += time.Duration(ticks) * clockTick
			tasks += threads
		}
	}
	return cpu, tasks, true
}

// readStat returns utime+stime+cutime+cstime and num_threads from a
// /proc/PID/stat file.
func readStat(path string, buf []byte) (ticks int64, threads int, ok bool) {
	b, ok := readProcFile(path, buf)
	if !ok {
		return 0, 0, false
	}
	// The command name, in parentheses, may hold spaces: fields count
	// from the last ')'.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	// After ')': state is field 3, utime 14, stime 15, cutime 16, cstime
	// 17, num_threads 20 (proc(5)), so index field-3.
	if len(f) < 18 {
		return 0, 0, false
	}
	for _, k := range []int{11, 12, 13, 14} {
		v, _ := strconv.ParseInt(f[k], 10, 64)
		ticks += v
	}
	threads, _ = strconv.Atoi(f[17])
	return ticks, threads, true
}

// A sandboxRun is the runner's side of a sandboxed program: its cgroups,
// and what it was allowed of the CPU.
type sandboxRun struct {
	limits  Sandbox
	cg      *cgroup // nil without cgroups
	wd      *watchdog
	cpus    int          // how many CPUs it may run on at once
	seccomp *os.File     // the seccomp program for bwrap, until it starts; nil for none
	user    *sandboxUser // the host user it runs as; nil for the runner's
	files   []*os.File   // the game's files, for bwrap to copy, until it starts

	mu      sync.Mutex
	pid     int           // bwrap's, the program's first process
	init    int           // the init of its process namespace; 0 until known
	awaited awaitTime     // the time it was awaited, to weigh its CPU time
	checked time.Time     // the last check of its CPU time
	cpu     time.Duration // the CPU time that check found
	usage   record.Usage  // taken from the cgroups before they are removed
	w       sandboxWatch  // what the checks of watch found
}

// checkEvery is how often, at most, a sandboxed program's CPU time is
// checked when it answers: a check reads /proc or a cgroup, a few
// microseconds, which would weigh on a ply of a fast game.
const checkEvery = 200 * time.Millisecond

// newSandboxRun prepares the sandbox of the program, whose shell runs
// head first, and returns the text the shell runs.
func (p *Program) newSandboxRun(head string) (*sandboxRun, string, error) {
	s := p.opt.Sandbox.withDefaults()
	user, err := acquireSandboxUser()
	if err != nil {
		return nil, "", fmt.Errorf("protocol: program %q: %w", p.command, err)
	}
	args, files, err := p.sandboxArgs(p.dir, p.opt.Files, user)
	if err != nil {
		user.release()
		return nil, "", err
	}
	sb := &sandboxRun{limits: s, wd: p.proc.wd, cpus: allowedCPUCount(), user: user, files: files}
	if p.opt.job != "" {
		if err := takeJobDir(p.opt.job, user); err != nil {
			closeAll(files)
			user.release()
			return nil, "", err
		}
		// Its output is one: what it writes on either goes to the
		// kept standard error, in the order it was written.
		sb.w.disk, head = p.opt.job, head+"exec 1>&2\n"
	}
	if filter := seccompFilter(); filter != nil {
		// A pipe holds the hundred bytes of the program: written whole
		// now, read by bwrap as the shell's descriptor 4. Its ends are
		// blocking, as bwrap reads it to its end.
		var fds [2]int
		if err := syscall.Pipe2(fds[:], syscall.O_CLOEXEC); err != nil {
			sb.started()
			user.release()
			return nil, "", fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
		}
		_, err := syscall.Write(fds[1], filter)
		syscall.Close(fds[1])
		if err != nil {
			syscall.Close(fds[0])
			sb.started()
			user.release()
			return nil, "", fmt.Errorf("protocol: program %q: sandbox: %w", p.command, err)
		}
		sb.seccomp = os.NewFile(uintptr(fds[0]), "seccomp")
	}
	if cgroups != nil {
		cg, err := newCgroup(cgroups, s.Processes, p.opt.MemoryLimit)
		if err != nil {
			sb.started()
			user.release()
			return nil, "", fmt.Errorf("protocol: program %q: %w", p.command, err)
		}
		for _, d := range cg.dirs {
			p.proc.wd.addCgroup(d)
		}
		sb.cg = cg
	}
	return sb, sandboxShellCommand(head+sandboxLimits(s), args), nil
}

// credential returns the credential of the program's first process: the
// host user it runs as, or nil for the runner's.
func (sb *sandboxRun) credential() *syscall.Credential {
	if sb == nil {
		return nil
	}
	return sb.user.credential()
}

// extraFiles returns the descriptors the program's shell is given after
// its gate: the seccomp program, if any, then the game's files.
func (sb *sandboxRun) extraFiles() []*os.File {
	if sb == nil {
		return nil
	}
	var fs []*os.File
	if sb.seccomp != nil {
		fs = append(fs, sb.seccomp)
	}
	return append(fs, sb.files...)
}

// started closes the runner's copies of what the shell was given.
func (sb *sandboxRun) started() {
	if sb == nil {
		return
	}
	closeAll(sb.extraFiles())
	sb.seccomp, sb.files = nil, nil
}

// allowedCPUCount returns how many CPUs the calling thread may run on,
// and so the programs it starts: fewer than the process's in a match
// pinned to CPUs.
func allowedCPUCount() int {
	return max(cpus.Count(), 1)
}

// attach puts the program's first process, pid, waiting at its gate, in
// its cgroups.
func (sb *sandboxRun) attach(pid int) error {
	if sb == nil {
		return nil
	}
	sb.mu.Lock()
	defer sb.mu.Unlock()
	sb.pid = pid
	// Starting up counts as being awaited: until it is first sent text.
	sb.awaited.since = time.Now()
	if sb.cg == nil {
		return nil
	}
	return sb.cg.add(pid)
}

// sent notes that the program was sent text.
func (sb *sandboxRun) sent() {
	if sb == nil {
		return
	}
	sb.mu.Lock()
	sb.awaited.begin(time.Now())
	sb.mu.Unlock()
}

// answered notes that the program wrote a line, and returns the limit it
// is found to have broken, if any.
func (sb *sandboxRun) answered() games.FaultKind {
	if sb == nil {
		return 0
	}
	now := time.Now()
	sb.mu.Lock()
	defer sb.mu.Unlock()
	if f := sb.watchFault(); f != 0 {
		return f
	}
	sb.awaited.end(now)
	if now.Sub(sb.checked) < checkEvery {
		return 0
	}
	sb.checked = now
	cpu, tasks, ok := sb.measure()
	if !ok {
		return 0
	}
	sb.cpu = max(sb.cpu, cpu)
	switch {
	case sb.cg != nil && sb.cg.pidsHit(), sb.cg == nil && tasks >= sb.limits.Processes:
		return games.ProcessLimit
	case sb.overCPU(cpu, now):
		return games.CPULimit
	}
	return 0
}

// limitNote says which limit refused the program something while it ran,
// as its cgroups and the watch's checks found, or "": for the detail of a
// timeout, where a program that hit a limit often goes on without a word
// (a fork bomb refused its forks, a process killed for memory).
func (sb *sandboxRun) limitNote() string {
	if sb == nil {
		return ""
	}
	sb.mu.Lock()
	defer sb.mu.Unlock()
	_, tasks, _ := sb.measure()
	switch {
	case sb.cg != nil && sb.cg.pidsHit(), sb.cg == nil && tasks >= sb.limits.Processes:
		return fmt.Sprintf("it reached its limit of %d processes and threads, and was refused more", sb.limits.Processes)
	case sb.cg != nil && sb.cg.oomKilled(), sb.w.oomKilled:
		return "a process of it was killed for its memory limit"
	}
	return ""
}

// overCPU reports whether cpu is more than the program may have used by
// now: the time it was awaited on each CPU it may use, and the margin.
// The caller holds sb.mu.
func (sb *sandboxRun) overCPU(cpu time.Duration, now time.Time) bool {
	return cpu > sb.awaited.total(now)*time.Duration(sb.cpus)+sb.limits.CPU
}

// An awaitTime is how long a program has been awaited: the time from
// each text it was sent to its answer, and since the last text, if it has
// not answered yet.
type awaitTime struct {
	since time.Time     // when the program was sent text, unanswered; zero for none
	done  time.Duration // the time it was awaited, answered
}

// begin notes that the program was sent text at now, unless it was
// awaited already.
func (a *awaitTime) begin(now time.Time) {
	if a.since.IsZero() {
		a.since = now
	}
}

// end notes that the program answered at now.
func (a *awaitTime) end(now time.Time) {
	if !a.since.IsZero() {
		a.done += now.Sub(a.since)
		a.since = time.Time{}
	}
}

// total returns how long the program has been awaited by now.
func (a *awaitTime) total(now time.Time) time.Duration {
	if a.since.IsZero() {
		return a.done
	}
	return a.done + now.Sub(a.since)
}

// measure returns the CPU time of all the program's processes, and how
// many processes and threads it has. The caller holds sb.mu.
func (sb *sandboxRun) measure() (time.Duration, int, bool) {
	if sb.cg != nil {
		if cpu, ok := sb.cg.cpuTime(); ok {
			return cpu, 0, true
		}
	}
	if sb.init == 0 {
		sb.init = sandboxInit(sb.pid)
		if sb.init == 0 {
			return 0, 0, false
		}
	}
	return nsCPU(sb.init)
}

// endFault returns the limit that ended the program, whose first process
// ended as st says (nil if unknown) after writing stderr (its kept part),
// or 0 for none.
func (sb *sandboxRun) endFault(st *os.ProcessState, stderr []byte) games.FaultKind {
	sb.mu.Lock()
	defer sb.mu.Unlock()
	text := bytes.ToLower(stderr)
	if f := sb.limitHit(st, text); f != 0 || st != nil && st.Success() {
		return f
	}
	return sb.refused(text)
}

// limitHit returns the limit that stopped the program, whatever its exit
// status: memory, file size, CPU time; or 0.
func (sb *sandboxRun) limitHit(st *os.ProcessState, text []byte) games.FaultKind {
	cpu, ok := sb.cg.cpuTimeOK()
	if !ok && st != nil {
		cpu, ok = st.UserTime()+st.SystemTime(), true
	}
	switch {
	case sb.watchFault() != 0:
		return sb.watchFault()
	case sb.cg != nil && sb.cg.oomKilled(), sb.w.oomKilled:
		return games.OutOfMemory
	case st != nil && exitSignal(st) == syscall.SIGXFSZ:
		return games.FileSizeLimit
	case st != nil && !st.Success() && bytes.Contains(text, []byte("file too large")):
		// strerror(EFBIG): the runtime ignores SIGXFSZ (Python does).
		return games.FileSizeLimit
	case ok && sb.overCPU(cpu, time.Now()):
		return games.CPULimit
	}
	return 0
}

// refused returns the limit that refused a program that failed what it
// asked for, as its cgroup or its stderr (text, in lower case) says: a
// process, room in its directory, a file; or 0.
func (sb *sandboxRun) refused(text []byte) games.FaultKind {
	switch {
	case sb.cg != nil && sb.cg.pidsHit():
		return games.ProcessLimit
	case sb.cg == nil && containsAny(text, forkWords):
		return games.ProcessLimit
	case bytes.Contains(text, []byte("no space left on device")):
		return games.DirectoryFull
	case bytes.Contains(text, []byte("too many open files")):
		return games.OpenFileLimit
	}
	return 0
}

// forkWords are what programs write, in lower case, when they are refused
// a process or a thread (EAGAIN from fork or clone): only a program that
// ran without a pids cgroup, which counts the refusals itself, is judged
// by them.
var forkWords = []string{
	"cannot fork", "can't fork", // dash, other shells
	"fork: retry", "resource temporarily unavailable", // bash, strerror(EAGAIN): Python, C
	"failed to create new os thread", // Go
	"unable to create native thread", // Java
}

// exitSignal returns the signal that ended the program: bwrap ends with
// status 128+N when the program's first process died of signal N.
func exitSignal(st *os.ProcessState) syscall.Signal {
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal()
	}
	if c := st.ExitCode(); c > 128 && c < 128+65 {
		return syscall.Signal(c - 128)
	}
	return 0
}

// release keeps what the program's cgroups measured, and removes them
// once its processes are gone. The kernel frees a cgroup some moments
// after its last process died: a goroutine waits for that, so that Stop
// does not; should the runner end first, the watchdog removes them.
func (sb *sandboxRun) release() {
	if sb == nil {
		return
	}
	sb.mu.Lock()
	defer sb.mu.Unlock()
	sb.user.release()
	if sb.cg == nil {
		return
	}
	sb.usage.PeakMemory = sb.cg.peak()
	sb.usage.PeakWhole = sb.usage.PeakMemory > 0
	sb.usage.CPU, _ = sb.cg.cpuTime()
	cg, wd := sb.cg, sb.wd
	sb.cg = nil
	go func() {
		cg.remove()
		for _, d := range cg.dirs {
			wd.dropCgroup(d)
		}
	}()
}

// record.Usage returns what the program used of the machine, once it has ended
// and Stop has returned: the zero record.Usage before. A sandboxed program
// reports the peak memory of all its processes together, as its memory
// cgroup or the runner's checks found it; any other, that of its largest
// process.
func (p *Program) Usage() record.Usage {
	st := p.ProcessState()
	if st == nil {
		return record.Usage{}
	}
	if p.sb != nil {
		p.sb.mu.Lock()
		u := p.sb.usage
		p.sb.mu.Unlock()
		if u.PeakWhole {
			return u
		}
	}
	u := record.Usage{CPU: st.UserTime() + st.SystemTime()}
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		u.PeakMemory = int64(ru.Maxrss) << 10 // KiB on Linux
	}
	if p.sb != nil {
		p.sb.mu.Lock()
		p.sb.sampledUsage(&u)
		p.sb.mu.Unlock()
	}
	return u
}
