package protocol

import (
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

// sysProcAttr returns the attributes of a program's first process: a
// process group of its own, and SIGKILL when the runner dies. The kernel
// sends that death signal when the thread that started the process ends,
// not the whole process; Go ends a thread only when a goroutine exits while
// locked to it with runtime.LockOSThread, so a program must not be started
// from such a goroutine. The signal does not pass to the processes the
// program starts: the watchdog takes care of them.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
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
