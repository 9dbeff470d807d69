package program

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// maxTasks bounds how many threads runState looks at: a program with
// more (a fork bomb) is taken to be running, as some of them are.
const maxTasks = 1000

// treeState returns the runState of process pid and its descendants, ino
// being the inode of their input pipe.
func treeState(pid int, ino uint64) runState {
	var buf [512]byte
	reading, seen := false, 0
	for todo := []int{pid}; len(todo) > 0; {
		dir := "/proc/" + strconv.Itoa(todo[len(todo)-1]) + "/task/"
		todo = todo[:len(todo)-1]
		tasks, err := readDirNames(dir)
		if err != nil {
			continue // ended and reaped
		}
		if seen += len(tasks); seen > maxTasks {
			return stateRunning
		}
		for _, task := range tasks {
			state, _ := taskState(dir+task+"/stat", buf[:])
			switch state {
			case 'R', 'D':
				return stateRunning
			case 'S':
				reading = reading || readsPipe(dir+task, ino, buf[:])
			}
			todo = appendChildren(todo, dir+task+"/children")
		}
	}
	if reading {
		return stateReading
	}
	return stateAsleep
}

// readsPipe reports whether the thread at /proc path task is blocked in a
// read of the pipe with inode ino, as its syscall file and its process's
// descriptor say. The syscall file holds the number of the call the
// thread is blocked in, then its arguments in hex: the first is the
// descriptor.
func readsPipe(task string, ino uint64, buf []byte) bool {
	b, ok := readProcFile(task+"/syscall", buf)
	if !ok {
		return false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return false // "running", or "-1 ..." outside a call
	}
	nr, err := strconv.Atoi(f[0])
	if err != nil || nr != syscall.SYS_READ && nr != syscall.SYS_READV && nr != syscall.SYS_PREAD64 {
		return false
	}
	fd, err := strconv.ParseUint(strings.TrimPrefix(f[1], "0x"), 16, 31)
	if err != nil {
		return false
	}
	// The thread's fd directory is its process's.
	link, err := os.Readlink(task + "/fd/" + strconv.FormatUint(fd, 10))
	return err == nil && link == "pipe:["+strconv.FormatUint(ino, 10)+"]"
}

// pipeInode returns the inode of the pipe f is an end of, or 0. It
// reaches the descriptor through Control, as Fd would make it blocking.
func pipeInode(f *os.File) uint64 {
	c, err := f.SyscallConn()
	if err != nil {
		return 0
	}
	var st syscall.Stat_t
	if c.Control(func(fd uintptr) { err = syscall.Fstat(int(fd), &st) }) != nil || err != nil {
		return 0
	}
	return st.Ino
}
