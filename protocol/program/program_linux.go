package program

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"
)

// sysProcAttr returns the attributes of a program's first process: a
// process group of its own, and SIGKILL when the runner dies. The kernel
// sends that death signal when the thread that started the process ends,
// not the whole process; Go ends a thread only when a goroutine exits while
// locked to it with runtime.LockOSThread, so a program must not be started
// from such a goroutine.
//
// With pidNS, where the system allows it, the program also gets user and
// process-id namespaces of its own, its user mapped to itself: its first
// process is the init of its process namespace, and when that ends (or
// dies with the runner), the kernel kills every process left in it,
// whether or not it left the program's process group (setsid, a double
// fork). Where it is not allowed, the watchdog kills the program's group,
// and what left the group may outlive it.
func sysProcAttr(pidNS bool) *syscall.SysProcAttr {
	attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if pidNS && pidNamespaces() {
		addPIDNamespace(attr)
	}
	return attr
}

// addPIDNamespace gives attr a user namespace that maps the runner's user
// and group to themselves, and a process-id namespace.
func addPIDNamespace(attr *syscall.SysProcAttr) {
	attr.Cloneflags = syscall.CLONE_NEWPID
	if os.Geteuid() == 0 {
		// Root may make a process namespace without a user namespace,
		// which costs the start a few milliseconds more.
		return
	}
	attr.Cloneflags |= syscall.CLONE_NEWUSER
	attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getuid(), HostID: os.Getuid(), Size: 1}}
	attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getgid(), HostID: os.Getgid(), Size: 1}}
	attr.GidMappingsEnableSetgroups = false
}

var (
	pidNSOnce sync.Once
	pidNSOK   bool
)

// pidNamespaces reports whether programs can start in namespaces of their
// own here; it tries once.
func pidNamespaces() bool {
	pidNSOnce.Do(func() {
		cmd := exec.Command("/bin/sh", "-c", "exit 0")
		cmd.SysProcAttr = &syscall.SysProcAttr{}
		addPIDNamespace(cmd.SysProcAttr)
		pidNSOK = cmd.Run() == nil
	})
	return pidNSOK
}

// waitExited waits until process pid has ended, without reaping it, so that
// its process group can still be killed safely. It returns false if it
// could not wait.
func waitExited(pid int) bool {
	const pPID = 1     // P_PID of waitid(2)
	var info [128]byte // siginfo_t
	for {
		_, _, e := syscall.Syscall6(syscall.SYS_WAITID, pPID, uintptr(pid),
			uintptr(unsafe.Pointer(&info[0])), syscall.WEXITED|syscall.WNOWAIT, 0, 0)
		if e == syscall.EINTR {
			continue
		}
		return e == 0
	}
}

// markInheritedCloseOnExec marks every open descriptor above 2 close-on-exec.
// Go opens its own files that way, but a process can inherit descriptors
// that are not (a shell's, a build tool's), and a child would inherit them in
// turn.
func markInheritedCloseOnExec() {
	d, err := os.Open("/proc/self/fd")
	if err != nil {
		return
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	for _, name := range names {
		if fd, err := strconv.Atoi(name); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}

// outputPipe returns a pipe for a program's standard output whose read end
// (the runner's) stays out of Go's network poller: Line waits for it with
// ppoll on its own thread instead (see outputWait). A descriptor in the
// poller costs a ply more than the wait itself: each line the program
// writes also wakes the thread that sleeps in the poller for the whole
// process, most often on another CPU, and on a virtual machine waking an
// idle CPU costs more than the rest of the ply together. The read end is
// non-blocking for the runner, the write end blocking, as programs expect.
func outputPipe() (r, w *os.File, err error) {
	var fds [2]int
	if err := syscall.Pipe2(fds[:], syscall.O_CLOEXEC); err != nil {
		return nil, nil, os.NewSyscallError("pipe2", err)
	}
	r, err = unpolledFile(fds[0], "|0")
	if err != nil {
		syscall.Close(fds[1])
		return nil, nil, err
	}
	return r, os.NewFile(uintptr(fds[1]), "|1"), nil
}

// unpolledFile returns a File for the blocking descriptor fd that stays
// out of Go's poller, and makes fd non-blocking: os.NewFile puts only
// non-blocking descriptors in the poller, so the order matters.
func unpolledFile(fd int, name string) (*os.File, error) {
	f := os.NewFile(uintptr(fd), name)
	if err := syscall.SetNonblock(fd, true); err != nil {
		f.Close()
		return nil, os.NewSyscallError("fcntl", err)
	}
	return f, nil
}

// readWait waits until the output has something to read (or has ended),
// deadline passes, or Stop wakes it, and reads what there is.
func (o *output) readWait(deadline time.Time) {
	o.wait.wait(deadline)
	o.readNow()
}

// An outputWait waits, on the caller's thread, until a program's output
// has something to read (or has ended), a deadline passes, or Stop wakes
// it. The thread sleeps in ppoll, as a blocking read would, so that a line
// wakes it directly: no other thread hands it over. Stop wakes it through
// an eventfd, since closing a descriptor does not wake a ppoll on it.
//
// Both descriptors are used inside their File's Control, which keeps the
// number from being closed and reused while ppoll holds it.
type outputWait struct {
	out, ev       syscall.RawConn
	wakeFile      *os.File
	timeout       *syscall.Timespec // nil: no deadline
	ts            syscall.Timespec
	outFd         uintptr
	onOut, onWake func(fd uintptr) // made once, so that a wait allocates nothing
}

// newOutputWait returns an outputWait for the output f made by outputPipe.
func newOutputWait(f *os.File) (*outputWait, error) {
	out, err := f.SyscallConn()
	if err != nil {
		return nil, err
	}
	fd, _, errno := syscall.Syscall(syscall.SYS_EVENTFD2, 0, syscall.O_CLOEXEC, 0)
	if errno != 0 {
		return nil, os.NewSyscallError("eventfd2", errno)
	}
	wf, err := unpolledFile(int(fd), "eventfd")
	if err != nil {
		return nil, err
	}
	ev, err := wf.SyscallConn()
	if err != nil {
		wf.Close()
		return nil, err
	}
	w := &outputWait{out: out, ev: ev, wakeFile: wf}
	w.onOut, w.onWake = w.withOut, w.withWake
	return w, nil
}

// wait returns when the output can be read (or has ended), when deadline
// passes (never, if it is zero), when wake was called, or on a signal.
func (w *outputWait) wait(deadline time.Time) {
	w.timeout = nil
	if !deadline.IsZero() {
		w.ts = syscall.NsecToTimespec(max(int64(time.Until(deadline)), 0))
		w.timeout = &w.ts
	}
	w.out.Control(w.onOut)
}

func (w *outputWait) withOut(fd uintptr) {
	w.outFd = fd
	w.ev.Control(w.onWake)
}

// pollFd is struct pollfd of poll(2).
type pollFd struct {
	fd      int32
	events  int16
	revents int16
}

const pollIn = 0x1 // POLLIN; POLLHUP and POLLERR come unasked

func (w *outputWait) withWake(fd uintptr) {
	fds := [2]pollFd{{fd: int32(w.outFd), events: pollIn}, {fd: int32(fd), events: pollIn}}
	// An error (EINTR, say) ends the wait like a timeout: Line looks
	// again and waits again.
	syscall.Syscall6(syscall.SYS_PPOLL, uintptr(unsafe.Pointer(&fds[0])), uintptr(len(fds)),
		uintptr(unsafe.Pointer(w.timeout)), 0, 0, 0)
}

// wake ends the wait under way and every later one; a nil w does nothing.
func (w *outputWait) wake() {
	if w == nil {
		return
	}
	one := [8]byte{1} // any count but 0 makes it readable
	w.wakeFile.Write(one[:])
}

// close releases the eventfd; a nil w does nothing.
func (w *outputWait) close() {
	if w != nil {
		w.wakeFile.Close()
	}
}

// groupStopped reports whether every thread of every process of group
// pgid that descends from its leader pgid has stopped, ended, or is gone,
// as /proc tells. A thread's children are read once it is seen stopped,
// when it can make no more: a fork under way shows its child then, and
// the child is looked at in turn.
func groupStopped(pgid int) bool {
	var buf [512]byte
	todo := []int{pgid}
	for len(todo) > 0 {
		dir := "/proc/" + strconv.Itoa(todo[len(todo)-1]) + "/task/"
		todo = todo[:len(todo)-1]
		tasks, err := readDirNames(dir)
		if err != nil {
			continue // ended and reaped
		}
		for _, task := range tasks {
			state, group := taskState(dir+task+"/stat", buf[:])
			switch {
			case group != pgid:
				// Gone, or left the group: no stop of the group's
				// reaches it, and none is waited for.
			case state != 'T' && state != 't' && state != 'Z' && state != 'X':
				return false
			default:
				todo = appendChildren(todo, dir+task+"/children")
			}
		}
	}
	return true
}

// readDirNames returns the names in directory dir.
func readDirNames(dir string) ([]string, error) {
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	return d.Readdirnames(-1)
}

// taskState returns the state and process group of a thread from its
// /proc stat file at path, or 0 and 0 if it cannot be read.
func taskState(path string, buf []byte) (state byte, pgrp int) {
	b, ok := readProcFile(path, buf)
	if !ok {
		return 0, 0
	}
	// The command name, in parentheses, may hold anything: fields
	// count from the last ')'. After it: state, ppid, pgrp (proc(5)).
	i := bytes.LastIndexByte(b, ')')
	f := strings.Fields(string(b[i+1:]))
	if i < 0 || len(f) < 3 {
		return 0, 0
	}
	pgrp, _ = strconv.Atoi(f[2])
	return f[0][0], pgrp
}

// appendChildren appends to pids the process ids listed in the /proc
// children file at path.
func appendChildren(pids []int, path string) []int {
	b, _ := os.ReadFile(path) // any length: a thread may have many children
	for _, f := range strings.Fields(string(b)) {
		if n, err := strconv.Atoi(f); err == nil {
			pids = append(pids, n)
		}
	}
	return pids
}

// readProcFile reads the small /proc file at path into buf, whole.
func readProcFile(path string, buf []byte) ([]byte, bool) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, false
	}
	defer syscall.Close(fd)
	n, err := syscall.Read(fd, buf)
	if err != nil || n <= 0 {
		return nil, false
	}
	return buf[:n], true
}
