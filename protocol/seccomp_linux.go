package protocol

import "encoding/binary"

// seccompFilter returns the seccomp program (classic BPF, as bwrap's
// --seccomp reads it) that refuses setsid and setpgid with EPERM, both in
// the system's own system calls and in its 32-bit ones, and allows every
// other call. A process that cannot leave its process group is stopped
// with it: pausing a sandboxed program stops all of it, and no process of
// it can run on while it is not awaited. It returns nil where the system
// calls' numbers are not known here; the CPU check then catches what
// runs on.
func seccompFilter() []byte {
	if seccompArch.native == 0 {
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
	a := seccompArch
	prog := []struct {
		code   uint16
		jt, jf uint8
		k      uint32
	}{
		0:  {ld, 0, 0, arch},
		1:  {jeq, 0, 4, a.native}, // else to 6
		2:  {ld, 0, 0, nr},
		3:  {jeq, 7, 0, a.setsid},  // to 11
		4:  {jeq, 6, 0, a.setpgid}, // to 11
		5:  {jge, 5, 4, x32},       // to 11, else to 10
		6:  {jeq, 0, 3, a.compat},  // else to 10
		7:  {ld, 0, 0, nr},
		8:  {jeq, 2, 0, a.compatSetsid},  // to 11
		9:  {jeq, 1, 0, a.compatSetpgid}, // to 11, else to 10
		10: {ret, 0, 0, allow},
		11: {ret, 0, 0, deny},
	}
	b := make([]byte, 0, 8*len(prog))
	for _, in := range prog {
		b = binary.NativeEndian.AppendUint16(b, in.code)
		b = append(b, in.jt, in.jf)
		b = binary.NativeEndian.AppendUint32(b, in.k)
	}
	return b
}

// A syscallArch is what a seccomp program needs to know of the system's
// calls: its AUDIT_ARCH values and the numbers of setsid and setpgid, its
// own and those of its 32-bit compatibility calls.
type syscallArch struct {
	native, setsid, setpgid             uint32
	compat, compatSetsid, compatSetpgid uint32
}
