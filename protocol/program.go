//go:build unix

package protocol

import (
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"

	games "github.com/contestgames/games"
)

// A Program is a player run as a child process through "/bin/sh -c
// COMMAND", speaking the dialogue on its standard input and output.
//
// The program gets a process group of its own, and Stop kills the whole
// group, so that processes it started die with it. It inherits only
// descriptors 0, 1 and 2: Start marks every other descriptor of the
// runner's process close-on-exec first, because a runner started from a
// shell or a build tool may have inherited descriptors that Go did not open
// and would otherwise pass on. Its standard output is cut into lines at LF
// (a CR before the LF is dropped), and each line reaches the referee
// unchanged, valid UTF-8 or not; an unfinished last line before the end of
// the output still counts as a line. Text sent to it is queued and written
// by a goroutine, so a program that does not read its input never blocks
// the match; it only fails to answer. Pause sends SIGSTOP or SIGCONT to the
// group.
//
// When the program's first process ends, the runner kills what is left of
// its group at once: a program has ended when its own process has, whatever
// it left running. Its output then ends as soon as the group is gone.
type Program struct {
	command string
	opt     ProgramOptions

	mu      sync.Mutex // guards the fields below, and signals to the group
	cmd     *exec.Cmd
	pid     int
	running bool // started with success
	reaped  bool // cmd.Wait has returned: the pid may be reused
	stopped bool
	paused  bool

	stdin, stdout, stderr *os.File // the runner's ends of the pipes
	lines                 chan item
	stop                  chan struct{} // closed by Stop
	exited                chan struct{} // closed when the first process is reaped
	readDone, errDone     chan struct{}
	writeDone             chan struct{}

	wmu     sync.Mutex // guards the write queue
	wcond   *sync.Cond
	wq      [][]byte
	wclose  bool // no more text: close the input after the queue
	wbroken bool // the input is closed; text is dropped

	errMu  sync.Mutex
	errBuf []byte

	stopOnce sync.Once
	stopOut  string
}

// NewProgram returns a player that will run command with "/bin/sh -c" when
// started.
func NewProgram(command string, opt ProgramOptions) *Program {
	p := &Program{command: command, opt: opt}
	p.wcond = sync.NewCond(&p.wmu)
	return p
}

// String returns the program's command, which a [Match] uses as the
// player's name when the header names none.
func (p *Program) String() string { return p.command }

// Pid returns the process id of the program's first process, which is also
// the id of its process group, or 0 before it has started.
func (p *Program) Pid() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.pid
}

// ProcessState returns how the program's first process ended, or nil while
// it runs or if it never started.
func (p *Program) ProcessState() *os.ProcessState {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.reaped {
		return nil
	}
	return p.cmd.ProcessState
}

// Start implements [Player]: it starts the program. It fails only when the
// shell itself cannot be started (for example, Dir does not exist); a
// command that the shell cannot run is a program that ends at once.
func (p *Program) Start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd != nil {
		return fmt.Errorf("protocol: program %q started twice", p.command)
	}
	stderrLimit := p.opt.StderrLimit
	if stderrLimit == 0 {
		stderrLimit = DefaultStderrLimit
	}
	maxLine := p.opt.MaxLine
	if maxLine <= 0 {
		maxLine = DefaultMaxLine
	}
	markInheritedCloseOnExec()
	var pipes [6]*os.File // child's stdin, runner's stdin, runner's stdout, child's stdout, ...
	for i := 0; i < 6; i += 2 {
		r, w, err := os.Pipe()
		if err != nil {
			closeAll(pipes[:i])
			p.cmd = &exec.Cmd{}
			return fmt.Errorf("protocol: start program %q: %w", p.command, err)
		}
		pipes[i], pipes[i+1] = r, w
	}
	inR, inW, outR, outW, errR, errW := pipes[0], pipes[1], pipes[2], pipes[3], pipes[4], pipes[5]
	cmd := exec.Command("/bin/sh", "-c", p.shellCommand())
	cmd.Dir = p.opt.Dir
	cmd.Env = p.opt.Env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	p.cmd = cmd
	err := cmd.Start()
	// The child has its copies; the runner's copies of the child's ends
	// would keep the pipes open and hide the child's end of output.
	closeAll([]*os.File{inR, outW, errW})
	if err != nil {
		closeAll([]*os.File{inW, outR, errR})
		if p.opt.Dir != "" {
			// A missing directory shows as a missing /bin/sh.
			return fmt.Errorf("protocol: start program %q in directory %q: %w", p.command, p.opt.Dir, err)
		}
		return fmt.Errorf("protocol: start program %q: %w", p.command, err)
	}
	p.pid = cmd.Process.Pid
	p.running = true
	p.stdin, p.stdout, p.stderr = inW, outR, errR
	// A few lines written ahead are held; a program that writes more
	// blocks on its full pipe until it is awaited, so a program that
	// writes without end costs the runner no memory.
	p.lines = make(chan item, 16)
	p.stop = make(chan struct{})
	p.exited = make(chan struct{})
	p.readDone = make(chan struct{})
	p.errDone = make(chan struct{})
	p.writeDone = make(chan struct{})
	go p.write()
	go p.read(maxLine)
	go p.readStderr(stderrLimit)
	go p.waitExit()
	return nil
}

func closeAll(fs []*os.File) {
	for _, f := range fs {
		if f != nil {
			f.Close()
		}
	}
}

// write writes the queued text to the program's input, then closes it once
// Stop asks for it.
func (p *Program) write() {
	defer close(p.writeDone)
	defer p.stdin.Close()
	for {
		p.wmu.Lock()
		for len(p.wq) == 0 && !p.wclose {
			p.wcond.Wait()
		}
		if len(p.wq) == 0 {
			p.wbroken = true
			p.wmu.Unlock()
			return
		}
		b := p.wq[0]
		p.wq[0] = nil
		p.wq = p.wq[1:]
		p.wmu.Unlock()
		if _, err := p.stdin.Write(b); err != nil {
			// The program closed its input or ended, or Stop gave
			// up on it: what it was sent is lost, as in a pipe.
			p.wmu.Lock()
			p.wbroken, p.wq = true, nil
			p.wmu.Unlock()
			return
		}
	}
}

// read cuts the program's output into lines.
func (p *Program) read(maxLine int) {
	defer close(p.readDone)
	sp := splitter{max: maxLine}
	emit := emitTo(p.lines, p.stop)
	buf := make([]byte, 64<<10)
	for {
		n, err := p.stdout.Read(buf)
		if n > 0 && !sp.write(buf[:n], emit) {
			if sp.tooLong {
				endWith(p.lines, p.stop, games.LineTooLong)
			}
			return
		}
		if err != nil {
			if line, ok := sp.rest(); ok && !emit(line) {
				return
			}
			endWith(p.lines, p.stop, games.Exited)
			return
		}
	}
}

// readStderr keeps the first bytes of the program's standard error and
// reads and drops the rest.
func (p *Program) readStderr(limit int) {
	defer close(p.errDone)
	buf := make([]byte, 32<<10)
	for {
		n, err := p.stderr.Read(buf)
		if n > 0 {
			p.errMu.Lock()
			if k := min(n, limit-len(p.errBuf)); k > 0 {
				p.errBuf = append(p.errBuf, buf[:k]...)
			}
			p.errMu.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// waitExit waits for the program's first process to end, kills what is
// left of its group, and reaps it. Where the system allows, it kills the
// group before reaping, while the process id cannot yet be reused.
func (p *Program) waitExit() {
	defer close(p.exited)
	if waitExited(p.pid) {
		p.mu.Lock()
		syscall.Kill(-p.pid, syscall.SIGKILL)
		p.cmd.Wait()
		p.reaped = true
		p.mu.Unlock()
		return
	}
	p.cmd.Wait()
	p.mu.Lock()
	syscall.Kill(-p.pid, syscall.SIGKILL)
	p.reaped = true
	p.mu.Unlock()
}

// isRunning reports whether the program started with success.
func (p *Program) isRunning() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.running
}

// Send implements [Player].
func (p *Program) Send(text string) {
	if !p.isRunning() {
		return
	}
	p.wmu.Lock()
	defer p.wmu.Unlock()
	if p.wbroken || p.wclose {
		return
	}
	p.wq = append(p.wq, []byte(text+"\n"))
	p.wcond.Signal()
}

// Line implements [Player].
func (p *Program) Line(deadline time.Time) (string, games.FaultKind) {
	if !p.isRunning() {
		return "", games.Exited
	}
	return wait(p.lines, p.stop, deadline)
}

// Pause implements [Player] with SIGSTOP (stop) and SIGCONT to the
// program's process group.
func (p *Program) Pause(stop bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.running || p.reaped || p.stopped || p.paused == stop {
		return
	}
	sig := syscall.SIGCONT
	if stop {
		sig = syscall.SIGSTOP
	}
	syscall.Kill(-p.pid, sig)
	p.paused = stop
}

// Stop implements [Player]: it closes the program's input after the queued
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
	p.wmu.Lock()
	p.wclose = true
	p.wcond.Signal()
	p.wmu.Unlock()
	p.Pause(false)
	if grace > 0 {
		t := time.NewTimer(grace)
		select {
		case <-p.exited:
		case <-t.C:
		}
		t.Stop()
	}
	p.mu.Lock()
	p.stopped = true
	if !p.reaped {
		syscall.Kill(-p.pid, syscall.SIGKILL)
	}
	p.mu.Unlock()
	close(p.stop)
	// A write blocked on a program that left its input unread ends now.
	p.stdin.SetWriteDeadline(time.Now())
	<-p.writeDone
	t := time.NewTimer(stuckLimit)
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
	}
	p.stdout.Close()
	<-p.readDone
	// The group is dead, so its standard error ends as soon as what it
	// wrote has been read; only a process that left the group can hold it
	// open, and it is not waited for long.
	select {
	case <-p.errDone:
	case <-time.After(100 * time.Millisecond):
	}
	p.stderr.Close()
	<-p.errDone
	p.errMu.Lock()
	defer p.errMu.Unlock()
	return string(p.errBuf)
}

// shellCommand returns the text sh runs: the command, after the memory
// limit when there is one. If the limit cannot be set, the program does not
// run (exit status 126, as for a command that cannot execute).
func (p *Program) shellCommand() string {
	if p.opt.MemoryLimit <= 0 {
		return p.command
	}
	kib := (p.opt.MemoryLimit + 1023) / 1024
	return fmt.Sprintf("ulimit -d %d || exit 126\n%s", kib, p.command)
}
