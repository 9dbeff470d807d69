//go:build unix

package program

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// A Program is a player run as a child process through "/bin/sh -c
// COMMAND", speaking the dialogue on its standard input and output.
//
// The program gets a process group of its own, and Stop kills the whole
// group, so that processes it started die with it. Outside a sandbox it
// inherits the runner's whole environment (unless [Options].Env
// says otherwise), its user, its working directory (unless Dir or Files),
// its resource limits (with the memory limit set over them) and its CPUs
// (unless protocol.Match.CPUs). It inherits only descriptors 0, 1 and 2: Start
// marks every other descriptor of the runner's process close-on-exec
// first, because a runner started from a shell or a build tool may have
// inherited descriptors that Go did not open and would otherwise pass on.
// Its standard output is cut into lines at LF (a CR before the LF is
// dropped), and each line reaches the referee
// unchanged, valid UTF-8 or not; an unfinished last line before the end of
// the output still counts as a line. Line reads the output itself, on the
// caller's goroutine (on Linux it waits for it in ppoll on the caller's
// thread, outside Go's network poller, so that a line wakes that thread
// and no other), and Send writes a text at once when the pipe has
// room, so that a line costs no hand-over between goroutines; a text that
// does not fit is queued for a goroutine that waits for room, so a program
// that does not read its input never blocks the match: it only fails to
// answer. Pause sends SIGSTOP or SIGCONT to the group.
//
// When the program's first process ends, the runner kills what is left of
// its group at once: a program has ended when its own process has, whatever
// it left running. Its output then ends as soon as the group is gone. On
// Linux, where user namespaces are allowed (or the runner is root), the
// first process is also the init of a process namespace of its own, so
// that the kernel kills what left the group too (setsid, a double fork)
// when it ends; inside, the program sees its own process ids ($$ is 1).
//
// With [Options].Sandbox, the program runs behind the walls of a
// [Sandbox] instead, under bwrap, whose first process is that init.
//
// Programs die with the runner, even when it is killed with SIGKILL and
// cannot clean up. The first Start starts a small watchdog process ("sh"
// in a process group of its own, deaf to the signals a terminal sends),
// which learns of every program's group and working directory as they come
// and go; when the runner dies, it kills the groups and removes the
// directories that it still knows of. On Linux, the program's first
// process also gets the kernel's death signal (SIGKILL when the runner
// dies), which covers it even in the moment before the watchdog hears of
// it. On other unix systems only the watchdog does this work. If the
// watchdog cannot start, programs run all the same, without that
// protection, and nothing is logged. Systems that are not unix run no
// programs at all.
type Program struct {
	command string
	opt     Options
	proc    *process

	mu      sync.Mutex  // guards the fields below
	dir     string      // the working directory used; "" for the runner's
	tempDir bool        // dir was made by Start, and Stop removes it
	sb      *sandboxRun // nil unless the program runs in a sandbox
	running bool        // started with success

	// Set by Start, when it succeeds.
	in   *input
	out  *output
	errs *errOutput
	stop chan struct{} // closed by Stop

	stopOnce sync.Once
	stopOut  string
}

// New returns a player that will run command with "/bin/sh -c" when
// started.
func New(command string, opt Options) *Program {
	if opt.Sandbox != nil && opt.MemoryLimit <= 0 {
		opt.MemoryLimit = DefaultSandboxMemory
	}
	return &Program{command: command, opt: opt, proc: newProcess(), stop: make(chan struct{})}
}

// String returns the program's command, which a protocol.Match uses as the
// player's name when the header names none.
func (p *Program) String() string { return p.command }

// Pid returns the process id of the program's first process, which is also
// the id of its process group, or 0 before it has started.
func (p *Program) Pid() int {
	pid, _ := p.proc.state()
	return pid
}

// Dir returns the working directory the program was started in: Dir of its
// options, or the directory that Start made for Files (which Stop removes);
// "" means the runner's, or that it has not started.
func (p *Program) Dir() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dir
}

// ProcessState returns how the program's first process ended, or nil while
// it runs or if it never started.
func (p *Program) ProcessState() *os.ProcessState { return p.proc.processState() }

// Start implements protocol.Player: it starts the program. It fails when the
// options are wrong (Files and Dir both set, a file name that is not a plain
// name, a variable of ExtraEnv that is not NAME=value), when the working
// directory cannot be made, or when the shell itself cannot be started
// (for example, Dir does not exist); a command that the shell cannot run
// is a program that ends at once.
func (p *Program) Start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.proc.try(&exec.Cmd{}) { // a failed Start counts as a start
		return fmt.Errorf("protocol: program %q started twice", p.command)
	}
	if err := p.checkOptions(); err != nil {
		return err
	}
	markInheritedCloseOnExec()
	// The watchdog starts after the descriptors are marked, so that it
	// does not hold on to inherited ones either.
	p.proc.wd = runnerWatchdog()
	if p.opt.Sandbox != nil {
		if err := CheckSandbox(); err != nil {
			return fmt.Errorf("protocol: program %q: %w", p.command, err)
		}
	}
	if err := p.makeDir(); err != nil {
		return err
	}
	if err := p.startProcess(); err != nil {
		p.removeDir()
		return err
	}
	return nil
}

// checkOptions refuses options that cannot work together.
func (p *Program) checkOptions() error {
	if p.opt.Sandbox != nil && p.opt.Dir != "" {
		return fmt.Errorf("protocol: program %q: Dir cannot be used with Sandbox: a sandboxed program works in a directory of its own (show it more files with Sandbox.ReadOnly)", p.command)
	}
	if err := p.checkExtraEnv(); err != nil {
		return err
	}
	if p.opt.Files == nil {
		return nil
	}
	if p.opt.Dir != "" {
		return fmt.Errorf("protocol: program %q: both Files and Dir are set; Files makes a directory of its own", p.command)
	}
	for name := range p.opt.Files {
		if name == "" || name == "." || name == ".." || strings.ContainsRune(name, '/') {
			return fmt.Errorf("protocol: program %q: file name %q is not a plain file name", p.command, name)
		}
	}
	return nil
}

// makeDir chooses the working directory, and when Files is set makes it
// and writes the files there. The directory is registered with the
// watchdog before any file is written, so that it cannot outlive a runner
// that dies meanwhile.
func (p *Program) makeDir() error {
	if p.opt.Files == nil && p.opt.Sandbox == nil {
		p.dir = p.opt.Dir
		return nil
	}
	dir, err := os.MkdirTemp("", "referee-")
	if err != nil {
		return fmt.Errorf("protocol: program %q: %w", p.command, err)
	}
	if err := p.proc.wd.addDir(dir); err != nil {
		os.Remove(dir)
		return fmt.Errorf("protocol: program %q: %w", p.command, err)
	}
	p.dir, p.tempDir = dir, true
	for name, data := range p.opt.Files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			p.removeDir()
			return fmt.Errorf("protocol: program %q: %w", p.command, err)
		}
	}
	return nil
}

// removeDir removes the directory that Start made, if any, and then tells
// the watchdog.
func (p *Program) removeDir() {
	if !p.tempDir {
		return
	}
	os.RemoveAll(p.dir)
	p.proc.wd.dropDir(p.dir)
	p.tempDir = false
}

// startProcess starts the shell and the goroutines that serve it.
func (p *Program) startProcess() error {
	pipes, err := p.openPipes()
	if err != nil {
		return err
	}
	inR, inW, outR, outW, errR, errW := pipes[0], pipes[1], pipes[2], pipes[3], pipes[4], pipes[5]
	out, err := newOutput(outR, p.opt.MaxLine, p.stop, p.endFault)
	if err != nil {
		closeAll(pipes[:])
		return fmt.Errorf("protocol: start program %q: %w", p.command, err)
	}
	gateR, gateW, err := os.Pipe()
	if err != nil {
		closeAll(pipes[:])
		out.wait.close()
		return fmt.Errorf("protocol: start program %q: %w", p.command, err)
	}
	defer gateW.Close() // opens the gate, or keeps it shut if the start failed
	script := p.shellCommand()
	if p.opt.Sandbox != nil {
		sb, text, err := p.newSandboxRun(p.shellHead())
		if err != nil {
			closeAll(pipes[:])
			out.wait.close()
			return err
		}
		p.sb, script = sb, text
	}
	cmd := p.shell(script, inR, outW, errW, gateR)
	p.proc.setCmd(cmd)
	err = cmd.Start()
	gateR.Close()
	p.sb.started()
	if err == nil {
		err = p.admit(cmd.Process.Pid, gateW)
	}
	// The child has its copies; the runner's copies of the child's ends
	// would keep the pipes open and hide the child's end of output.
	closeAll([]*os.File{inR, outW, errW})
	if err != nil {
		closeAll([]*os.File{inW, outR, errR})
		out.wait.close()
		p.sb.release()
		if p.dir != "" {
			// A missing directory shows as a missing /bin/sh.
			return fmt.Errorf("protocol: start program %q in directory %q: %w", p.command, p.dir, err)
		}
		return fmt.Errorf("protocol: start program %q: %w", p.command, err)
	}
	p.proc.started()
	p.serve(inW, out, errR)
	p.sb.watch(p.dir, p.opt.MemoryLimit, p.proc.exited, p.proc.kill)
	return nil
}

// admit opens the gate to the started program, which waits there until
// the watchdog has heard of its group and its sandbox's cgroups hold it;
// when they cannot, it kills the program instead.
func (p *Program) admit(pid int, gate *os.File) error {
	p.proc.wd.addGroup(pid)
	if err := p.sb.attach(pid); err != nil {
		syscall.Kill(-pid, syscall.SIGKILL)
		p.proc.cmd.Wait()
		p.proc.wd.dropGroup(pid)
		p.sb.release()
		return err
	}
	gate.Write([]byte{'\n'})
	return nil
}

// openPipes opens the program's three pipes: the child's stdin and the
// runner's end, the runner's end of stdout and the child's, the runner's
// end of stderr and the child's.
func (p *Program) openPipes() ([6]*os.File, error) {
	var pipes [6]*os.File
	for i := 0; i < 6; i += 2 {
		pipe := os.Pipe
		if i == 2 {
			pipe = outputPipe
		}
		r, w, err := pipe()
		if err != nil {
			closeAll(pipes[:i])
			return pipes, fmt.Errorf("protocol: start program %q: %w", p.command, err)
		}
		pipes[i], pipes[i+1] = r, w
	}
	return pipes, nil
}

// shell returns the command that runs script in the program's directory,
// on the child's ends of the pipes, waiting at the gate.
func (p *Program) shell(script string, in, out, errOut, gate *os.File) *exec.Cmd {
	cmd := exec.Command("/bin/sh", "-c", script)
	cmd.Dir = p.dir
	if p.sb != nil {
		// bwrap gives the program its directory; its shell starts where
		// any user may, as a runner started as root runs it as another.
		cmd.Dir = "/"
	}
	cmd.Env = p.environ()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, out, errOut
	cmd.ExtraFiles = append([]*os.File{gate}, p.sb.extraFiles()...)
	cmd.SysProcAttr = sysProcAttr(p.sb == nil)
	cmd.SysProcAttr.Credential = p.sb.credential()
	return cmd
}

// serve keeps the runner's ends of a started program's pipes, whose
// input and standard error goroutines of their own serve.
func (p *Program) serve(in *os.File, out *output, errOut *os.File) {
	limit := p.opt.StderrLimit
	if limit == 0 {
		limit = DefaultStderrLimit
	}
	p.in, p.out, p.errs = newInput(in), out, newErrOutput(errOut, limit)
	p.running = true
}

func closeAll(fs []*os.File) {
	for _, f := range fs {
		if f != nil {
			f.Close()
		}
	}
}

// TakeStderr implements [protocol.StderrKeeper].
func (p *Program) TakeStderr(all bool) record.StderrStep {
	if !p.isRunning() {
		return record.StderrStep{}
	}
	return p.errs.take(all)
}

// endWait bounds how long the end of a program's output waits for its
// first process to end: the fault, and what FaultDetail says of it,
// depend on how it ended. Its output
// normally ends just after the process does, since the group is killed
// then; only a program that closed its output and went on running waits
// the whole time.
const endWait = time.Second

// endFault returns the fault that ends the program's output:
// games.OutOfMemory when it ran under a memory limit and ran out of memory,
// games.Exited otherwise (or the sandbox's limit that ended it). It waits,
// boundedly, for the program's first process to end, and keeps how it
// ended for FaultDetail.
func (p *Program) endFault() games.FaultKind {
	ended := p.awaitEnd()
	p.proc.outputEnded(ended)
	if p.opt.MemoryLimit <= 0 && p.sb == nil || !ended {
		return games.Exited
	}
	st := p.ProcessState()
	kept := p.errs.bytes()
	if p.sb != nil {
		if f := p.sb.endFault(st, kept); f != 0 {
			return f
		}
	}
	if st != nil && p.opt.MemoryLimit > 0 && outOfMemory(st.Success(), kept) {
		return games.OutOfMemory
	}
	return games.Exited
}

// awaitEnd waits, boundedly, for the program's first process to be reaped
// and for what its group wrote to standard error. It reports false if the
// process did not end in time or Stop came first.
func (p *Program) awaitEnd() bool {
	t := time.NewTimer(endWait)
	defer t.Stop()
	select {
	case <-p.proc.exited:
	case <-t.C:
		return false
	case <-p.stop:
		return false
	}
	// The group is dead, so its standard error ends as soon as it has
	// been read.
	t.Reset(100 * time.Millisecond)
	select {
	case <-p.errs.done:
	case <-t.C:
	case <-p.stop:
	}
	return true
}

// outOfMemory reports whether a program that ended (success: with exit
// status 0) ran out of memory, judging by its standard error: common
// runtimes and C libraries all say so in words of their own. A program that
// ended well is never judged out of memory, whatever it wrote.
func outOfMemory(success bool, stderr []byte) bool {
	if success {
		return false
	}
	return containsAny(bytes.ToLower(stderr), oomWords)
}

// containsAny reports whether text holds any of words.
func containsAny(text []byte, words []string) bool {
	for _, w := range words {
		if bytes.Contains(text, []byte(w)) {
			return true
		}
	}
	return false
}

// oomWords are what programs write, in lower case, when an allocation
// fails.
var oomWords = []string{
	"out of memory",             // Go, OCaml, Perl, Node.js, Haskell, awk, many C programs
	"cannot allocate memory",    // strerror(ENOMEM)
	"not enough memory",         // Lua
	"memory exhausted",          // bash, bison, glibc's obstack
	"memoryerror",               // Python
	"bad_alloc",                 // C++
	"outofmemory",               // Java's OutOfMemoryError, .NET's OutOfMemoryException
	"memory allocation of",      // Rust: "memory allocation of N bytes failed"
	"failed to allocate memory", // Ruby's NoMemoryError
}

// isRunning reports whether the program started with success.
func (p *Program) isRunning() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.running
}

// Send implements protocol.Player.
func (p *Program) Send(text string) {
	if !p.isRunning() {
		return
	}
	p.sb.sent()
	p.in.send(text)
}

// Line implements protocol.Player.
func (p *Program) Line(deadline time.Time) (string, games.FaultKind) {
	if !p.isRunning() {
		return "", games.Exited
	}
	it, timedOut := p.out.line(deadline)
	switch {
	case timedOut:
		// Looked at now, while it still runs: FaultDetail comes after
		// Stop.
		p.out.seen, p.out.limit = p.runState(), p.sb.limitNote()
	case it.Fault == 0:
		if f := p.sb.answered(); f != 0 {
			p.out.Ended = true
			return "", f
		}
	}
	return it.Line, it.Fault
}

// WaitingForInput reports whether the program waits for input: every
// thread of its processes asleep, one of them in a read of its standard
// input, which holds nothing. When the runner has sent it its turn and it
// has not answered, its answer may sit in a buffer it never flushed. It
// looks at the processes in /proc (Linux only: elsewhere it reports
// false); it needs the right to trace them, which the runner has unless a
// sandbox runs them as another user and the runner is not root. A
// protocol.Match with a Notice calls it while it waits for a line (see
// protocol.Match.Notice).
func (p *Program) WaitingForInput() bool { return p.runState() == stateReading }

// Pause implements [protocol.Pauser] with SIGSTOP to the program's process
// group. The first stop returns only once it has taken
// hold of every process of the group (within stopWait), so that no
// continue can come while a process started before it is still being
// made.
//
// Linux passes a stop sent to a group during a fork on to the child, but
// not a continue sent during the same fork to a process that does not
// catch SIGCONT: the child is then stopped for good. A program forks as
// it starts (the shell, bwrap and the init of its namespaces, whose fork
// makes them and is slow), and a match stops it then and, for the first
// player, continues it at once. Later, a program is stopped once it has
// answered, waiting for its input, not forking, and the stop is not
// waited for.
func (p *Program) Pause() { p.pause(true) }

// Resume implements [protocol.Pauser] with SIGCONT to the program's process
// group.
func (p *Program) Resume() { p.pause(false) }

// pause stops the program (stop) or lets it go on.
func (p *Program) pause(stop bool) {
	if p.isRunning() {
		p.proc.pause(stop)
	}
}

// stopWait bounds how long the first stop of a program waits to take
// hold: a process may be held up in the kernel, or wait for a child it
// made with vfork, which is stopped before it could run a program.
const stopWait = 2 * time.Second

// awaitStopped waits, up to stopWait, until every process of group pgid
// that descends from its leader pgid has stopped or ended. The caller
// holds the process's lock, so that the leader is not reaped meanwhile.
func awaitStopped(pgid int) {
	end := time.Now().Add(stopWait)
	for d := 50 * time.Microsecond; !groupStopped(pgid) && time.Now().Before(end); d = min(2*d, 5*time.Millisecond) {
		time.Sleep(d)
	}
}

// Stop implements protocol.Player: it closes the program's input after the queued
// text, lets it go on if it was paused, waits up to grace for its first
// process to end, then kills its process group with SIGKILL. It returns
// the kept part of the program's standard error. Calling Stop again returns
// the same text.
func (p *Program) Stop(grace time.Duration) string {
	p.stopOnce.Do(func() { p.stopOut = p.shutdown(grace) })
	return p.stopOut
}

// stuckLimit bounds how long Stop waits for a killed process to be reaped
// and for its output pipes to end, so that a process stuck in the kernel or
// one that left the group holding a pipe cannot hold up the runner.
const stuckLimit = 5 * time.Second

func (p *Program) shutdown(grace time.Duration) string {
	if !p.isRunning() {
		return ""
	}
	p.in.close()
	p.Resume()
	if grace > 0 {
		p.proc.awaitExit(grace)
	}
	p.proc.halt()
	close(p.stop)
	p.out.wake() // a Line that waits sees the stop
	// A write blocked on a program that left its input unread ends now.
	p.in.abort()
	p.proc.awaitExit(stuckLimit)
	// A Line under way, on a match that was cancelled, ends now.
	p.out.close()
	p.errs.finish()
	p.mu.Lock()
	p.removeDir()
	p.sb.release()
	p.mu.Unlock()
	return string(p.errs.bytes())
}

// shellHead returns the start of the text sh runs, before the exec of the
// command (or of its sandbox). It first waits at a gate (a pipe
// on descriptor 3) that the runner opens once the watchdog knows the
// program's group, so that no process of the program can start before the
// watchdog would kill it; a runner that dies first closes the gate, and the
// program never runs. Then it sets the memory limit, if there is one, and
// runs the command with a shell of its own through exec, so that the first
// process stays the program's own (the shell runs a simple command in its
// place) and keeps the death signal. If the limit cannot be set, the
// program does not run (exit status 126, as for a command that cannot
// execute).
func (p *Program) shellHead() string {
	var b strings.Builder
	b.WriteString("read -r _ <&3 || exit 126\nexec 3<&-\n")
	if p.opt.MemoryLimit > 0 {
		fmt.Fprintf(&b, "ulimit -d %d || exit 126\n", (p.opt.MemoryLimit+1023)/1024)
	}
	return b.String()
}

// shellCommand returns the text sh runs for a program outside a sandbox.
func (p *Program) shellCommand() string {
	return p.shellHead() + "exec /bin/sh -c " + shellQuote(p.command)
}

// shellQuote quotes s as one word for sh.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
