package program

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// cgroupRoots are the directories under which a sandboxed program's
// cgroups are made: the runner's own cgroup in each hierarchy it may write
// to. A "" controller is not used.
type cgroupRoots struct {
	v2                bool
	pids, memory, cpu string
}

// findCgroups returns the cgroups a sandbox may make its programs' under,
// or nil if there are none: cgroup v1 with the pids controller (and
// memory and cpuacct, if they can be used too), or cgroup v2 whose
// runner's cgroup hands the pids controller to its children.
func findCgroups() *cgroupRoots {
	own, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil
	}
	mounts := cgroupMounts()
	if r := cgroupsV1(string(own), mounts); r != nil {
		return r
	}
	return cgroupsV2(string(own), mounts)
}

// cgroupsV1 returns the cgroup v1 directories, from the process's own
// cgroups (own, as /proc/self/cgroup lists them), in which the runner may
// make cgroups; nil without a pids one.
func cgroupsV1(own string, mounts map[string]string) *cgroupRoots {
	var r cgroupRoots
	for _, line := range strings.Split(strings.TrimSpace(own), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		for _, ctrl := range strings.Split(parts[1], ",") {
			dir, ok := mounts[ctrl]
			if !ok {
				continue
			}
			dir = filepath.Join(dir, parts[2])
			if canMakeCgroup(dir) {
				r.set(ctrl, dir)
			}
		}
	}
	if r.pids == "" {
		return nil
	}
	return &r
}

// set keeps dir as the cgroup v1 directory of controller ctrl, one of
// those a sandbox uses.
func (r *cgroupRoots) set(ctrl, dir string) {
	switch ctrl {
	case "pids":
		r.pids = dir
	case "memory":
		r.memory = dir
	case "cpuacct":
		r.cpu = dir
	}
}

// cgroupsV2 returns the cgroup v2 directory in which the runner may make
// cgroups, with the controllers it hands to its children (through
// cgroup.subtree_control); nil without pids.
func cgroupsV2(own string, mounts map[string]string) *cgroupRoots {
	mount, mounted := mounts[""]
	for _, line := range strings.Split(own, "\n") {
		path, ok := strings.CutPrefix(line, "0::")
		if !ok || !mounted {
			continue
		}
		dir := filepath.Join(mount, path)
		ctrls, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
		if err != nil || !canMakeCgroup(dir) {
			return nil
		}
		r := cgroupRoots{v2: true, cpu: dir}
		for _, c := range strings.Fields(string(ctrls)) {
			if c == "pids" || c == "memory" {
				r.set(c, dir)
			}
		}
		if r.pids == "" {
			return nil
		}
		return &r
	}
	return nil
}

// cgroupMounts returns where each cgroup v1 controller is mounted, and
// cgroup v2 under "".
func cgroupMounts() map[string]string {
	m := map[string]string{}
	f, err := os.Open("/proc/self/mounts")
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 4 {
			continue
		}
		switch fields[2] {
		case "cgroup2":
			if _, ok := m[""]; !ok {
				m[""] = fields[1]
			}
		case "cgroup":
			for _, o := range strings.Split(fields[3], ",") {
				if _, ok := m[o]; !ok {
					m[o] = fields[1]
				}
			}
		}
	}
	return m
}

// canMakeCgroup reports whether a cgroup can be made under dir.
func canMakeCgroup(dir string) bool {
	probe := filepath.Join(dir, fmt.Sprintf("contestgames-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return false
	}
	return syscall.Rmdir(probe) == nil
}

// A cgroup is a sandboxed program's cgroups, one per controller used.
type cgroup struct {
	v2                bool
	pids, memory, cpu string // "" when not used
	dirs              []string
}

var cgroupSeq atomic.Int64

// newCgroup makes a program's cgroups under r, with at most processes
// processes and threads, and at most memory bytes when memory is positive.
func newCgroup(r *cgroupRoots, processes int, memory int64) (*cgroup, error) {
	name := fmt.Sprintf("contestgames-%d-%d", os.Getpid(), cgroupSeq.Add(1))
	cg := &cgroup{v2: r.v2}
	made := map[string]string{}
	for _, c := range []struct {
		root string
		dir  *string
	}{{r.pids, &cg.pids}, {r.memory, &cg.memory}, {r.cpu, &cg.cpu}} {
		if c.root == "" {
			continue
		}
		if d, ok := made[c.root]; ok {
			*c.dir = d
			continue
		}
		d := filepath.Join(c.root, name)
		if err := os.Mkdir(d, 0o755); err != nil {
			cg.remove()
			return nil, fmt.Errorf("protocol: sandbox: cgroup: %w", err)
		}
		made[c.root], *c.dir = d, d
		cg.dirs = append(cg.dirs, d)
	}
	if err := os.WriteFile(filepath.Join(cg.pids, "pids.max"), []byte(strconv.Itoa(processes)), 0); err != nil {
		cg.remove()
		return nil, fmt.Errorf("protocol: sandbox: cgroup: %w", err)
	}
	if memory > 0 && cg.memory != "" {
		if err := cg.limitMemory(memory); err != nil {
			cg.remove()
			return nil, fmt.Errorf("protocol: sandbox: cgroup: %w", err)
		}
	}
	return cg, nil
}

// limitMemory bounds the program's memory, RAM and swap together. The
// memory limit alone bounds only RAM: on a host with swap, a program past
// it would have its pages swapped out, and go on slowly with as much as
// the swap holds, where it should be killed. Where the kernel keeps no
// account of swap (its file is missing), there is no swap to close.
func (cg *cgroup) limitMemory(memory int64) error {
	limit := strconv.FormatInt(memory, 10)
	ram, swap, swapValue := "memory.limit_in_bytes", "memory.memsw.limit_in_bytes", limit
	if cg.v2 {
		ram, swap, swapValue = "memory.max", "memory.swap.max", "0"
	}
	if err := os.WriteFile(filepath.Join(cg.memory, ram), []byte(limit), 0); err != nil {
		return err
	}
	// Opened without O_CREATE, which a cgroup refuses, so that a missing
	// file is told apart.
	f, err := os.OpenFile(filepath.Join(cg.memory, swap), os.O_WRONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = f.WriteString(swapValue)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// add moves process pid into the cgroups.
func (cg *cgroup) add(pid int) error {
	for _, d := range cg.dirs {
		if err := os.WriteFile(filepath.Join(d, "cgroup.procs"), []byte(strconv.Itoa(pid)), 0); err != nil {
			return fmt.Errorf("protocol: sandbox: cgroup: %w", err)
		}
	}
	return nil
}

// remove removes the cgroups, waiting a little for their processes to be
// gone.
func (cg *cgroup) remove() {
	for _, d := range cg.dirs {
		for i := 0; syscall.Rmdir(d) == syscall.EBUSY && i < 100; i++ {
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// pidsHit reports whether the program was refused a process or thread
// for its limit.
func (cg *cgroup) pidsHit() bool { return cg.count(cg.pids, "pids.events", "max") > 0 }

// oomKilled reports whether the kernel killed a process of the program
// for the memory limit.
func (cg *cgroup) oomKilled() bool {
	if cg.memory == "" {
		return false
	}
	if cg.v2 {
		return cg.count(cg.memory, "memory.events", "oom_kill") > 0
	}
	return cg.count(cg.memory, "memory.oom_control", "oom_kill") > 0
}

// peak returns the most memory the program held at once, 0 if unknown.
func (cg *cgroup) peak() int64 {
	if cg.memory == "" {
		return 0
	}
	file := "memory.max_usage_in_bytes"
	if cg.v2 {
		file = "memory.peak"
	}
	b, err := os.ReadFile(filepath.Join(cg.memory, file))
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseInt(string(bytes.TrimSpace(b)), 10, 64)
	return n
}

// cpuTime returns the CPU time of the program's processes, living or
// ended.
func (cg *cgroup) cpuTime() (time.Duration, bool) {
	if cg.cpu == "" {
		return 0, false
	}
	if cg.v2 {
		n := cg.count(cg.cpu, "cpu.stat", "usage_usec")
		return time.Duration(n) * time.Microsecond, n >= 0
	}
	b, err := os.ReadFile(filepath.Join(cg.cpu, "cpuacct.usage"))
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseInt(string(bytes.TrimSpace(b)), 10, 64)
	return time.Duration(n), err == nil
}

// count returns the number after key in a file of "key value" lines, or
// -1.
func (cg *cgroup) count(dir, file, key string) int64 {
	if dir == "" {
		return -1
	}
	b, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, key+" "); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err == nil {
				return n
			}
		}
	}
	return -1
}

// cpuTimeOK is cpuTime on a cgroup that may be nil.
func (cg *cgroup) cpuTimeOK() (time.Duration, bool) {
	if cg == nil {
		return 0, false
	}
	return cg.cpuTime()
}
