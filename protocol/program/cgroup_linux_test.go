package program

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// A sandboxed program's memory limit holds its swap too: the cgroup's swap
// limit is none beyond the memory limit (cgroup v1's memsw, RAM and swap
// together, equals it; v2's swap.max is 0), so that on a host with swap a
// program past its limit is killed, not swapped out. The test runs where
// the runner may make cgroups whose kernel keeps an account of swap.
func TestCgroupMemoryLimitHoldsSwap(t *testing.T) {
	roots := findCgroups()
	if roots == nil || roots.memory == "" {
		t.Skip("no memory cgroup can be made here")
	}
	const memory = 64 << 20
	cg, err := newCgroup(roots, 8, memory)
	if err != nil {
		t.Fatal(err)
	}
	defer cg.remove()
	file, want := "memory.memsw.limit_in_bytes", strconv.Itoa(memory)
	if cg.v2 {
		file, want = "memory.swap.max", "0"
	}
	b, err := os.ReadFile(filepath.Join(cg.memory, file))
	if os.IsNotExist(err) {
		t.Skipf("the kernel keeps no account of swap here (no %s)", file)
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := string(bytes.TrimSpace(b)); got != want {
		t.Errorf("%s = %s, want %s", file, got, want)
	}
}
