//go:build linux

package program_test

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/protocol/program"
)

// procStat reads the state, process group and user CPU ticks of pid from
// /proc; ok is false if there is no such process.
func procStat(pid int) (state byte, pgrp int, utime int64, ok bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, 0, 0, false
	}
	// "pid (comm) state ppid pgrp ...": comm may hold anything, so cut
	// after its last ')'.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return 0, 0, 0, false
	}
	f := strings.Fields(string(data[i+1:]))
	if len(f) < 12 {
		return 0, 0, 0, false
	}
	pgrp, _ = strconv.Atoi(f[2])
	utime, _ = strconv.ParseInt(f[11], 10, 64)
	return f[0][0], pgrp, utime, true
}

// alive reports whether pid is a process that is not a zombie. Zombies
// count as gone: they run nothing, and in a container whose first process
// does not reap orphans they stay forever.
func alive(pid int) bool {
	s, _, _, ok := procStat(pid)
	return ok && s != 'Z' && s != 'X'
}

// leftInGroup returns the live processes of process group pgid.
func leftInGroup(pgid int) []int {
	entries, _ := os.ReadDir("/proc")
	var left []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if s, g, _, ok := procStat(pid); ok && g == pgid && s != 'Z' && s != 'X' {
			left = append(left, pid)
		}
	}
	return left
}

// checkGone fails the test unless every process of the programs' groups,
// and every pid in more, is gone. SIGKILL takes effect when the kernel
// next schedules the process, so it allows a moment.
func checkGone(t *testing.T, progs []*program.Program, more ...int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		var left []string
		for _, p := range progs {
			if pid := p.Pid(); pid != 0 {
				for _, q := range leftInGroup(pid) {
					left = append(left, fmt.Sprintf("%d (group of %q)", q, p))
				}
			}
		}
		for _, pid := range more {
			if alive(pid) {
				left = append(left, strconv.Itoa(pid))
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("processes left after the match: %s", strings.Join(left, ", "))
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// pids returns the numbers in s, such as pids a script wrote.
func pids(s string) []int {
	var ps []int
	for _, f := range strings.Fields(s) {
		if n, err := strconv.Atoi(f); err == nil {
			ps = append(ps, n)
		}
	}
	return ps
}

// liveProcesses returns the processes that are alive and match.
func liveProcesses(match func(pid int) bool) []int {
	entries, _ := os.ReadDir("/proc")
	var found []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err == nil && alive(pid) && match(pid) {
			found = append(found, pid)
		}
	}
	return found
}
