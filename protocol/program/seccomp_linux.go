package program

import "encoding/binary"

// seccompFilter returns the seccomp program (classic BPF, as bwrap's
// --seccomp reads it) that every process of a sandboxed program runs
// under, both in the system's own system calls and in its 32-bit ones. It
// returns nil where the system calls' numbers are not known here (see
// probeSandbox).
//
// It refuses with EPERM:
//   - setsid, setpgid and ptrace. A process that cannot leave its process
//     group is stopped with it: pausing a sandboxed program stops all of
//     it, and no process of it can run on while it is not awaited. ptrace
//     is refused so that no process of it can make the sandbox's init
//     (bwrap, which has no filter) do what it may not.
//   - the kernel's keyrings (add_key, request_key, keyctl), because
//     namespaces do not separate them: a program could read the keys of
//     the user it runs as.
//   - memfd_create, and SysV shared memory and message queues (shmget,
//     msgget; on i386 the ipc call that holds them all): memory that no
//     process needs to map, which no resident set shows, so that without
//     a memory cgroup the runner could not count it. Shared memory stays
//     to be had from files in /dev/shm and /tmp (POSIX shm_open), whose
//     memory file systems the runner does count.
//
// Where no cpuacct cgroup counts the program's CPU time, it also makes any
// change to how SIGCHLD is handled (rt_sigaction, sigaction, signal with a
// new action) do nothing and report success: a process that ignored
// SIGCHLD (or set SA_NOCLDWAIT) would have its children reaped by the
// kernel, and their CPU time counted nowhere. With this, every process
// that ends is waited for by its parent or the sandbox's init, whose times
// count it. The rule cannot tell SIG_IGN from a handler (the action is in
// the process's memory, which seccomp does not read), so it stops them
// all: a program that waits for SIGCHLD to learn that a child ended (dash's
// wait builtin, Node.js's child processes) waits for ever, and must run
// where a cgroup counts CPU time. Success rather than an error, because
// runtimes (Go's) install a handler for every signal and abort when one
// fails.
func seccompFilter() []byte {
	a := seccompArch
	if a.native == 0 {
		return nil
	}
	sigactions, compatSigactions := a.sigactions, a.compatSigactions
	if cgroups != nil && cgroups.cpu != "" {
		sigactions, compatSigactions = nil, nil
	}
	const (
		ld   = 0x20 // BPF_LD | BPF_W | BPF_ABS
		jeq  = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
		jge  = 0x35 // BPF_JMP | BPF_JGE | BPF_K
		ret  = 0x06 // BPF_RET | BPF_K
		nr   = 0    // offsetof(struct seccomp_data, nr)
		arch = 4    // offsetof(struct seccomp_data, arch)
		arg0 = 16   // args[0], its low half (both systems are little-endian)
		arg1 = 24   // args[1], its low half; 28 its high half
		// x32's calls on amd64 set this bit of the number; no other
		// architecture numbers a call this high.
		x32     = 0x40000000
		sigchld = 17 // on x86 and ARM alike
	)
	var b bpf
	b.op(ld, arch)
	b.jump(jeq, a.native, "", "compat")
	b.op(ld, nr)
	b.calls(a.calls, sigactions)
	b.jump(jge, x32, "deny", "allow")
	b.label("compat")
	b.jump(jeq, a.compat, "", "allow")
	b.op(ld, nr)
	b.calls(a.compatCalls, compatSigactions)
	b.op(ret, seccompAllow)
	// A change to SIGCHLD's action: the signal is args[0], the new
	// action (or signal's handler, SIG_DFL being 0) args[1].
	b.label("sigaction")
	b.op(ld, arg0)
	b.jump(jeq, sigchld, "", "allow")
	b.op(ld, arg1)
	b.jump(jeq, 0, "", "ignore")
	b.op(ld, arg1+4)
	b.jump(jeq, 0, "allow", "ignore")
	b.label("ignore")
	b.op(ret, seccompErrno) // errno 0: success, and nothing done
	b.label("allow")
	b.op(ret, seccompAllow)
	b.label("deny")
	b.op(ret, seccompErrno|1) // EPERM
	return b.bytes()
}

// What a seccomp program returns: allow the call, or fail it with the
// errno in the low bits, without making it (0 fails nothing: the call
// does nothing and returns 0).
const (
	seccompAllow = 0x7fff0000
	seccompErrno = 0x00050000
)

// A syscallArch is what a seccomp program needs to know of the system's
// calls: its AUDIT_ARCH values, and the numbers of the calls it refuses
// and of those that set a signal's action, its own and those of its
// 32-bit compatibility calls.
type syscallArch struct {
	native, compat               uint32
	calls, compatCalls           []uint32
	sigactions, compatSigactions []uint32
}

// A bpf is a classic BPF program being written, whose jumps name the
// labels they go to; bytes resolves them, all forward, as BPF requires.
type bpf struct {
	insns  []bpfInsn
	labels map[string]int
}

type bpfInsn struct {
	code   uint16
	k      uint32
	jt, jf string // labels; "" for the next instruction
}

func (b *bpf) op(code uint16, k uint32) { b.insns = append(b.insns, bpfInsn{code: code, k: k}) }

func (b *bpf) jump(code uint16, k uint32, jt, jf string) {
	b.insns = append(b.insns, bpfInsn{code: code, k: k, jt: jt, jf: jf})
}

func (b *bpf) label(name string) {
	if b.labels == nil {
		b.labels = map[string]int{}
	}
	b.labels[name] = len(b.insns)
}

// calls appends the tests of the call number, loaded: those of deny go
// to "deny", those of sigactions to "sigaction"; others fall through.
func (b *bpf) calls(deny, sigactions []uint32) {
	const jeq = 0x15
	for _, c := range deny {
		b.jump(jeq, c, "deny", "")
	}
	for _, c := range sigactions {
		b.jump(jeq, c, "sigaction", "")
	}
}

// bytes returns the program as the kernel reads it: struct sock_filter,
// each jump counted from the instruction after it.
func (b *bpf) bytes() []byte {
	out := make([]byte, 0, 8*len(b.insns))
	for i, in := range b.insns {
		out = binary.NativeEndian.AppendUint16(out, in.code)
		out = append(out, b.offset(i, in.jt), b.offset(i, in.jf))
		out = binary.NativeEndian.AppendUint32(out, in.k)
	}
	return out
}

// offset returns how far instruction i jumps to reach label.
func (b *bpf) offset(i int, label string) uint8 {
	if label == "" {
		return 0
	}
	at, ok := b.labels[label]
	if !ok || at <= i || at-i-1 > 255 {
		panic("protocol: seccomp: bad jump to " + label)
	}
	return uint8(at - i - 1)
}
