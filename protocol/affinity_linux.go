package protocol

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"
)

// A cpuSet is the kernel's cpu_set_t: one bit per CPU, for 1024 CPUs.
type cpuSet [16]uint64

func (s *cpuSet) get(pid int) error {
	_, _, e := syscall.RawSyscall(syscall.SYS_SCHED_GETAFFINITY, uintptr(pid), unsafe.Sizeof(*s), uintptr(unsafe.Pointer(s)))
	if e != 0 {
		return e
	}
	return nil
}

// set restricts the calling thread to s.
func (s *cpuSet) set() error {
	_, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETAFFINITY, 0, unsafe.Sizeof(*s), uintptr(unsafe.Pointer(s)))
	if e != 0 {
		return e
	}
	return nil
}

func (s *cpuSet) list() []int {
	var cpus []int
	for c := range len(s) * 64 {
		if s[c/64]&(1<<(c%64)) != 0 {
			cpus = append(cpus, c)
		}
	}
	return cpus
}

// AllowedCPUs returns the CPUs this process may run on, in increasing
// order: the numbers [Match.CPUs] takes. It fails on systems other than
// Linux.
func AllowedCPUs() ([]int, error) {
	var s cpuSet
	if err := s.get(syscall.Getpid()); err != nil {
		return nil, fmt.Errorf("protocol: the CPUs of this process: %w", err)
	}
	return s.list(), nil
}

// pinThread locks the calling goroutine to its thread and restricts the
// thread to cpus, so that the processes it starts inherit the restriction.
// The returned function undoes both.
func pinThread(cpus []int) (undo func(), err error) {
	var s cpuSet
	for _, c := range cpus {
		if c < 0 || c >= len(s)*64 {
			return nil, fmt.Errorf("no CPU %d", c)
		}
		s[c/64] |= 1 << (c % 64)
	}
	runtime.LockOSThread()
	var old cpuSet
	err = old.get(0)
	if err == nil {
		err = s.set()
	}
	if err != nil {
		runtime.UnlockOSThread()
		if errors.Is(err, syscall.EINVAL) {
			allowed, _ := AllowedCPUs()
			return nil, fmt.Errorf("this process may not run there (it may use CPUs %v)", allowed)
		}
		return nil, err
	}
	return func() {
		// A thread whose restriction could not be lifted stays locked
		// to this goroutine: given back to Go, it would hold other
		// goroutines to these CPUs.
		if old.set() == nil {
			runtime.UnlockOSThread()
		}
	}, nil
}
