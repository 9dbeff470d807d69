package record

import "time"

// A Usage is what a program used of the machine, as far as the runner
// could measure it.
type Usage struct {
	// PeakMemory is the most memory the program held at once, in bytes:
	// all its processes together when it ran in a sandbox (PeakWhole),
	// counted by a memory cgroup or, without one, by the runner (Sampled);
	// otherwise the largest resident set of its first process and of
	// those it waited for (a program killed whole, at the end of a match
	// it did not end itself, may leave some out); 0 if unknown.
	PeakMemory int64 `json:"peak_memory,omitempty"`
	// PeakWhole says that PeakMemory counts all the program's processes.
	PeakWhole bool `json:"peak_whole,omitempty"`
	// Sampled says that PeakMemory is approximate: the most that the
	// runner's checks of a sandboxed program without a memory cgroup
	// found, every 0.1 s (see
	// [github.com/contestgames/games/protocol/program.Sandbox]), or its
	// largest resident set if more. A peak between two checks is missed;
	// a page of a file of its directories that a process maps counts
	// twice.
	Sampled bool `json:"sampled,omitempty"`
	// CPU is the CPU time of all its processes, as far as the runner
	// knows it; 0 if unknown. Without a cpuacct cgroup, that of a
	// sandboxed program killed whole may lack what it used after the
	// last check.
	CPU time.Duration `json:"cpu_ns,omitempty"`
}
