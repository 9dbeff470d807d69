package program

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/record"
)

// watchEvery is how often a sandboxed program's memory, files and CPU
// time are checked while it runs, awaited or not: a check reads a few
// files of /proc and three statfs, some tens of microseconds, on a
// goroutine of its own. What a program does between two checks is not
// seen until the next: the limits it checks are approximate by that much.
const watchEvery = 100 * time.Millisecond

// A sandboxWatch is what the checks of a sandboxed program found. Its
// fields are guarded by the sandboxRun's mu.
type sandboxWatch struct {
	dir    string          // the program's working directory, a memory file system
	memory int64           // its memory limit, in bytes
	ready  bool            // the sandbox is made: its /tmp and /proc are its own
	fault  games.FaultKind // the limit a check found broken; 0 for none
	peak   int64           // the most memory a check found, in bytes
	// oomKilled says a check killed a process for the memory limit.
	oomKilled bool
	// disk is a job's working directory, a host directory rather than a
	// memory file system: each check walks it (see diskUse); "" for a
	// program's.
	disk string
}

// watch checks the program, whose working directory is dir and whose
// memory limit is memory bytes, every watchEvery until done is closed.
// Where no memory cgroup counts its memory, a check that finds it over
// the limit kills its largest process, as a cgroup's OOM killer would: the
// program plays on if it can, and ends with games.OutOfMemory when it
// ends. A check that finds too many files in its directories, or too much
// CPU time, calls kill (once): the program ends with that verdict, whether
// it was awaited or not.
func (sb *sandboxRun) watch(dir string, memory int64, done <-chan struct{}, kill func()) {
	if sb == nil {
		return
	}
	sb.mu.Lock()
	sb.w.dir, sb.w.memory = dir, memory
	sb.mu.Unlock()
	go func() {
		t := time.NewTicker(watchEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			if sb.check() != 0 {
				kill()
				return
			}
		}
	}()
}

// check measures the program once, and returns the limit it broke, or 0.
func (sb *sandboxRun) check() games.FaultKind {
	sb.mu.Lock()
	defer sb.mu.Unlock()
	if !sb.isReady() {
		return 0
	}
	mem, files, full, ok := sb.scratch()
	if !ok {
		return 0 // the sandbox has ended
	}
	if sb.countsMemory() {
		procs, ok := nsMemory(sb.init)
		if !ok {
			return 0
		}
		mem += procs
		sb.w.peak = max(sb.w.peak, mem)
	}
	if sb.countsMemory() && mem > sb.w.memory {
		if pid := largestProcess(sb.init); pid != 0 {
			syscall.Kill(pid, syscall.SIGKILL)
			sb.w.oomKilled = true
		}
	}
	now := time.Now()
	cpu, _, cpuOK := sb.measure()
	if cpuOK {
		sb.cpu = max(sb.cpu, cpu)
	}
	switch {
	case files > int64(sb.limits.DirFiles):
		sb.w.fault = games.FileCountLimit
	case full:
		sb.w.fault = games.DirectoryFull
	case cpuOK && sb.overCPU(cpu, now):
		sb.w.fault = games.CPULimit
	}
	return sb.w.fault
}

// scratch returns the bytes and files held by the directories the
// program may write, as scratchUse counts them. A job's own directory is
// on the host's disk: its files count, walked by diskUse, but not its
// bytes, which are not memory; full says they are over DirSize. The
// caller holds sb.mu.
func (sb *sandboxRun) scratch() (mem, files int64, full, ok bool) {
	root := "/proc/" + strconv.Itoa(sb.init) + "/root"
	if sb.w.disk == "" {
		mem, files, ok = scratchUse(root, sb.w.dir)
		return mem, files, false, ok
	}
	if mem, files, ok = scratchUse(root, ""); !ok {
		return 0, 0, false, false
	}
	size, n := diskUse(sb.w.disk, sb.limits.DirFiles)
	return mem, files + n, size > sb.limits.DirSize, true
}

// isReady reports whether the sandbox is made, and finds its init: until
// the init has started the program, its root, /tmp and /proc are still
// the host's, which a check must not count. The caller holds sb.mu.
func (sb *sandboxRun) isReady() bool {
	if sb.w.ready {
		return true
	}
	if sb.init == 0 {
		sb.init = sandboxInit(sb.pid)
	}
	sb.w.ready = sb.init != 0 && sandboxInit(sb.init) != 0
	return sb.w.ready
}

// countsMemory reports whether the runner counts the program's memory
// itself: it does unless a memory cgroup holds it. The caller holds sb.mu.
func (sb *sandboxRun) countsMemory() bool { return sb.cg == nil || sb.cg.memory == "" }

// scratchUses are the directories a sandboxed program may write, each a
// memory file system of its own, besides its working directory.
var scratchDirs = []string{"/tmp", "/dev/shm"}

// scratchUse returns the bytes and the files (and directories) held by
// the memory file systems a sandboxed program may write, seen through
// root, its root directory: its working directory dir, /tmp and /dev/shm.
// Their roots are not counted, nor the directories that bwrap made in
// one to mount dir (dir lies in /tmp, unless TMPDIR says otherwise); the
// game's files in dir are, as bwrap made each to mount the file on it.
func scratchUse(root, dir string) (bytes, files int64, ok bool) {
	dirs := scratchDirs
	if dir != "" {
		dirs = append(dirs, dir)
	}
	for _, d := range dirs {
		var st syscall.Statfs_t
		if err := syscall.Statfs(root+d, &st); err != nil {
			return 0, 0, false
		}
		bytes += int64(st.Blocks-st.Bfree) * st.Bsize
		files += int64(st.Files-st.Ffree) - 1
		if rel, err := filepath.Rel(d, dir); err == nil && rel != "." && within(dir, d) {
			files -= int64(strings.Count(rel, "/") + 1)
		}
	}
	return bytes, files, true
}

// nsMemory returns the memory held by the processes of the process
// namespace whose init has host id init: the sum of their anonymous
// memory and of the shared memory they map (MAP_SHARED of /dev/zero or of
// no file, and the files of memory file systems), each process's
// proportional share of each page (Pss_Anon and Pss_Shmem), so that a
// page that several processes share, as after a fork, counts once. A file
// of its directories that a process maps also counts in scratchUse.
func nsMemory(init int) (int64, bool) {
	root := "/proc/" + strconv.Itoa(init) + "/root/proc/"
	d, err := os.Open(root)
	if err != nil {
		return 0, false
	}
	names, err := d.Readdirnames(-1)
	d.Close()
	if err != nil {
		return 0, false
	}
	var total int64
	buf := make([]byte, 4096)
	for _, name := range names {
		if name[0] >= '0' && name[0] <= '9' {
			total += processMemory(root+name+"/", buf)
		}
	}
	return total, true
}

// processMemory returns the memory of the process whose /proc directory
// is dir, in bytes, as nsMemory counts it: from smaps_rollup, or where an
// older kernel has no Pss_Anon there, its whole RssAnon and RssShmem from
// status, a shared page then counting for each process; 0 for a process
// that has ended.
func processMemory(dir string, buf []byte) int64 {
	if n, ok := sumFields(dir+"smaps_rollup", buf, "\nPss_Anon:", "\nPss_Shmem:"); ok {
		return n
	}
	n, _ := sumFields(dir+"status", buf, "\nRssAnon:", "\nRssShmem:")
	return n
}

// sumFields returns the sum of the fields named keys (with their "\n"
// and ":") of a /proc file of "Name: N kB" lines, in bytes, and whether it
// found the first.
func sumFields(path string, buf []byte, keys ...string) (int64, bool) {
	b, ok := readProcFile(path, buf)
	if !ok {
		return 0, false
	}
	var total int64
	found := false
	for k, key := range keys {
		i := bytes.Index(b, []byte(key))
		if i < 0 {
			continue
		}
		found = found || k == 0
		line := b[i+len(key):]
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		kb, _ := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(line), []byte(" kB"))), 10, 64)
		total += kb << 10
	}
	return total, found
}

// largestProcess returns the host process id of the descendant of init
// (the processes of its namespace) that holds the most memory, as
// nsMemory counts it; 0 for none. It follows the children files of each
// process's threads: the namespace's own /proc shows only its own ids.
func largestProcess(init int) int {
	best, most := 0, int64(-1)
	buf := make([]byte, 4096)
	queue := []int{init}
	// A namespace holds at most Processes processes; the bound keeps a
	// walk among ids reused meanwhile from going on.
	for seen := 0; len(queue) > 0 && seen < 1<<16; seen++ {
		pid := queue[0]
		queue = queue[1:]
		for _, c := range childrenOf(pid) {
			if m := processMemory("/proc/"+strconv.Itoa(c)+"/", buf); m > most {
				best, most = c, m
			}
			queue = append(queue, c)
		}
	}
	return best
}

// childrenOf returns the host ids of the children of process pid, from
// each of its threads.
func childrenOf(pid int) []int {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/"
	tasks, _ := readDirNames(dir)
	var ids []int
	for _, t := range tasks {
		ids = appendChildren(ids, dir+t+"/children")
	}
	return ids
}

// watchFault returns the limit a check found broken, or 0. The caller
// holds sb.mu.
func (sb *sandboxRun) watchFault() games.FaultKind { return sb.w.fault }

// sampledUsage adds to u, the usage its first process's end reported,
// what the checks found: a program killed whole took the times of its
// processes with it, and the last check may have seen more; and the
// memory of all its processes, when the runner counted it. The caller
// holds sb.mu.
func (sb *sandboxRun) sampledUsage(u *record.Usage) {
	u.CPU = max(u.CPU, sb.cpu)
	if sb.w.peak > 0 {
		u.PeakMemory = max(u.PeakMemory, sb.w.peak)
		u.PeakWhole, u.Sampled = true, true
	}
}

// limitsHold returns why a sandbox could not hold its limits with the
// cgroups r (nil for none), or nil if it can: without the seccomp program
// (on architectures whose system calls are not known here), neither the
// shared memory nor the CPU time of children the kernel reaped could be
// counted but by the memory and cpuacct cgroups.
func limitsHold(r *cgroupRoots) error {
	if seccompFilter() != nil || r != nil && r.memory != "" && r.cpu != "" {
		return nil
	}
	return text.Errorf("protocol: sandbox", "on %s a sandbox counts shared memory and all CPU time only in cgroups: give the runner cgroup v1's memory and cpuacct controllers, or cgroup v2 with memory delegated", runtime.GOARCH)
}
