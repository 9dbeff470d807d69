package protocol

import "encoding/binary"

// seccompFilter returns the seccomp program (classic BPF, as bwrap's
// --seccomp reads it) that refuses setsid, setpgid, ptrace and the kernel's
// keyrings with EPERM, both in the system's own system calls and in its
// 32-bit ones, and allows every other call. A process that cannot leave
// its process group is stopped with it: pausing a sandboxed program stops
// all of it, and no process of it can run on while it is not awaited.
// ptrace is refused so that no process of it can make the sandbox's init
// (bwrap, which has no filter) do what it may not; the keyrings (add_key,
// request_key, keyctl), because namespaces do not separate them: a program
// could read the keys of the user it runs as. It returns nil where the system calls'
// numbers are not known here; the CPU check then catches what runs on.
func seccompFilter() []byte {
	a := seccompArch
	if a.native == 0 {
		return nil
	}
	const (
		ld    = 0x20 // BPF_LD | BPF_W | BPF_ABS
		jeq   = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
		jge   = 0x35 // BPF_JMP | BPF_JGE | BPF_K
		ret   = 0x06 // BPF_RET | BPF_K
		allow = 0x7fff0000
		deny  = 0x00050000 | 1 // SECCOMP_RET_ERRNO | EPERM
		nr    = 0              // offsetof(struct seccomp_data, nr)
		arch  = 4              // offsetof(struct seccomp_data, arch)
		// x32's calls on amd64 set this bit of the number; no other
		// architecture numbers a call this high.
		x32 = 0x40000000
	)
	type insn struct {
		code   uint16
		jt, jf uint8
		k      uint32
	}
	// The program ends with "allow" and "deny"; a jump is counted from
	// the instruction after it, so each is made knowing its own place.
	n := 3 + len(a.calls) + 1 + 2 + len(a.compatCalls) + 2
	allowAt, denyAt := n-2, n-1
	var prog []insn
	to := func(target int) uint8 { return uint8(target - len(prog) - 1) }
	compatAt := 3 + len(a.calls) + 1
	prog = append(prog, insn{ld, 0, 0, arch})
	prog = append(prog, insn{jeq, 0, to(compatAt), a.native})
	prog = append(prog, insn{ld, 0, 0, nr})
	for _, c := range a.calls {
		prog = append(prog, insn{jeq, to(denyAt), 0, c})
	}
	prog = append(prog, insn{jge, to(denyAt), to(allowAt), x32})
	prog = append(prog, insn{jeq, 0, to(allowAt), a.compat})
	prog = append(prog, insn{ld, 0, 0, nr})
	for _, c := range a.compatCalls {
		prog = append(prog, insn{jeq, to(denyAt), 0, c})
	}
	prog = append(prog, insn{ret, 0, 0, allow}, insn{ret, 0, 0, deny})
	b := make([]byte, 0, 8*len(prog))
	for _, in := range prog {
		b = binary.NativeEndian.AppendUint16(b, in.code)
		b = append(b, in.jt, in.jf)
		b = binary.NativeEndian.AppendUint32(b, in.k)
	}
	return b
}

// A syscallArch is what a seccomp program needs to know of the system's
// calls: its AUDIT_ARCH values, and the numbers of the calls it refuses,
// its own and those of its 32-bit compatibility calls.
type syscallArch struct {
	native, compat     uint32
	calls, compatCalls []uint32
}
