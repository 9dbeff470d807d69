// Package cpus reads and sets the CPUs a thread may run on (its affinity),
// for matches pinned to CPUs.
package cpus

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"
)

// Count returns how many CPUs the calling thread may run on, and so the
// programs it starts: fewer than the process's on a thread pinned to CPUs.
// It returns 0 when it cannot tell.
func Count() int {
	var s cpuSet
	if err := s.get(0); err != nil {
		return 0
	}
	return len(s.list())
}

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

// Allowed returns the CPUs this process may run on, in increasing
// order: the numbers protocol.Match.CPUs takes. It fails on systems other than
// Linux.
func Allowed() ([]int, error) {
	var s cpuSet
	if err := s.get(syscall.Getpid()); err != nil {
		return nil, fmt.Errorf("the CPUs of this process: %w", err)
	}
	return s.list(), nil
}

// Pin locks the calling goroutine to its thread and restricts the
// thread to cpus, so that the processes it starts inherit the restriction.
// The returned function undoes both.
func Pin(cpus []int) (undo func(), err error) {
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
			allowed, _ := Allowed()
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
